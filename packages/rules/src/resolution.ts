// Rules engine, resolution: one declared action as it resolves on its turn.
// Its user's column and its targets are checked again (an action its user was
// pushed or swapped out of the columns of is lost; a target that fell is
// replaced by the nearest valid one on the same grid, or the action is lost), then each
// effect falls on the receivers its target rule names (targetRules.ts) and
// its conditions let through (conditions.ts), played by its kind's entry
// (effectKinds.ts).
import type { ActionSpec } from './battleSetup';
import { refOf } from './blows';
import { holds, snapshotOf, type Snapshot } from './conditions';
import { playEffect } from './effectKinds';
import { has, mechanicBits, single, standing, targetsFor, usableFrom, validTargets, type BattleContext, type Declared, type Fighter } from './fighters';
import { columnOf, distance } from './grid';
import { moveCells, moveOf, moveTo } from './moves';
import { targetRules, type ActionUse } from './targetRules';

/**
 * The targets a declared action resolves on now: the declared ones still valid, or the nearest valid one when a single target fell.
 * A single target that stands outside the columns the action marks is no target (the action is lost); an area falls on whoever
 * stands in them. The intent reader asks it where a step would leave the grids (policies.ts, reposition).
 */
export function targetsNow(declared: Declared, own: Fighter[], opponents: Fighter[]): Fighter[] {
  const { actor, action } = declared;
  const valid = validTargets(action, actor, own, opponents);
  const fallen = declared.targets[0];
  if (single(action) && fallen && !declared.targets.some(standing)) {
    // Retargeting (proposal of the Batalha page): the nearest valid target on the same grid.
    const nearest = [...valid].sort((a, b) => distance(a.cell, fallen.cell) - distance(b.cell, fallen.cell) || a.cell - b.cell)[0];
    return nearest ? [nearest] : [];
  }
  if (!single(action)) return targetsFor(action, valid, declared.targets.find(standing));
  return declared.targets.filter((target) => standing(target) && valid.includes(target));
}

/**
 * Mover to `cell` at the actor's turn: makes the step, or says why it cannot be
 * made now: Imobilização held the actor as its turn began (`held`), or the cell
 * is no longer one it may move to (it was pushed away, or an immobilized ally
 * stands there).
 */
function movesTo(context: BattleContext, actor: Fighter, cell: number | undefined, own: Fighter[], held: boolean): 'moved' | 'rooted' | 'unreachable' {
  if (held) return 'rooted';
  const rule = moveOf(actor)?.action.move;
  if (!rule || cell === undefined || !moveCells(actor, own, rule).includes(cell)) return 'unreachable';
  moveTo(context, actor, cell, own);
  return 'moved';
}

/**
 * An action declared to take effect when the resolution begins (Defender): its
 * effects fall on their receivers before the first turn; the action itself
 * still resolves on its user's turn, which renews them from there.
 */
export function resolveAtStart(context: BattleContext, declared: Declared, own: Fighter[], opponents: Fighter[]): void {
  const { actor, action } = declared;
  // A stunned user's action is dropped on its turn: it does not protect before it either.
  if (!standing(actor) || has(actor, mechanicBits['skip-turn']) || !usableFrom(action, actor.cell)) return;
  const use: ActionUse = { context, actor, action, own, opponents, targets: targetsNow(declared, own, opponents), melee: false, hitCount: undefined };
  for (const effect of action.effects) playEffect(effect, targetRules[effect.targets].receivers(use), use);
}

/** Intangibilidade's free Mover, after the action (`actor.step`); nothing happens when it cannot be made. */
export function resolveStep(context: BattleContext, actor: Fighter, own: Fighter[], held: boolean): void {
  const cell = actor.step;
  actor.step = undefined;
  if (standing(actor)) movesTo(context, actor, cell, own, held);
}

const actionFacts = new WeakMap<ActionSpec, { revives: boolean; conditional: boolean }>();
/** What resolving an action reads of its effects every time: whether one revives, whether one has conditions (kept by the action). */
function factsOf(action: ActionSpec): { revives: boolean; conditional: boolean } {
  let facts = actionFacts.get(action);
  if (!facts)
    actionFacts.set(
      action,
      (facts = {
        revives: action.effects.some((effect) => effect.targets === 'fallen'),
        conditional: action.effects.some((effect) => effect.when !== undefined && effect.when.length > 0),
      }),
    );
  return facts;
}

export function resolveAction(context: BattleContext, declared: Declared, own: Fighter[], opponents: Fighter[], held = false): void {
  const { actor, action } = declared;
  if (action.move) {
    const step = movesTo(context, actor, declared.cell, own, held);
    if (step !== 'moved') {
      context.events?.push({ kind: 'lost', fighter: refOf(actor), action: action.id, reason: step });
      return;
    }
    const slot = actor.spec.actions.indexOf(action);
    actor.used[slot] = (actor.used[slot] ?? 0) + 1;
    return;
  }
  if (!usableFrom(action, actor.cell)) {
    // Pushed, pulled or swapped out of the columns it is used from (proposal: the action is lost, as with no target left).
    context.events?.push({ kind: 'lost', fighter: refOf(actor), action: action.id, reason: 'position' });
    return;
  }
  const targets = targetsNow(declared, own, opponents);
  const { revives, conditional } = factsOf(action);
  if (targets.length === 0 && action.target.side !== 'self' && !revives) {
    context.events?.push({ kind: 'lost', fighter: refOf(actor), action: action.id });
    return; // Lost: no energy spent, nothing happens.
  }
  context.events?.push({ kind: 'action', fighter: refOf(actor), action: action.id, targets: targets.map(refOf) });
  context.acting = declared;
  const slot = actor.spec.actions.indexOf(action);
  actor.used[slot] = (actor.used[slot] ?? 0) + 1;

  // Only an action with conditions reads how its receivers were when it began.
  const snapshots = conditional ? new Map<Fighter, Snapshot>() : undefined;
  if (snapshots) {
    for (const fighter of own) snapshots.set(fighter, snapshotOf(fighter));
    for (const fighter of opponents) snapshots.set(fighter, snapshotOf(fighter));
  }
  const use: ActionUse = {
    context,
    actor,
    action,
    own,
    opponents,
    targets,
    melee: single(action) && action.target.side === 'enemy' && columnOf(actor.cell) === 2,
    hitCount: conditional ? new Map() : undefined,
  };

  for (const effect of action.effects) {
    let receivers = targetRules[effect.targets].receivers(use);
    const when = effect.when;
    if (when && when.length > 0) {
      receivers = receivers.filter((receiver) => {
        const before = snapshots?.get(receiver) ?? snapshotOf(receiver);
        return when.every((condition) => holds(condition, receiver, before, use.hitCount?.get(receiver) ?? 0));
      });
    }
    playEffect(effect, receivers, use);
  }
  // Inferno Crescente: every attack on the same target, of any damage type, raises
  // the ramp's type of damage from the next one on; another target starts over
  // (the facts: "cada ataque"; decision inferno-crescente-todo-ataque).
  const rampTarget = use.rampTarget;
  if (rampTarget) {
    for (const status of actor.statuses) {
      const ramp = status.ramp;
      if (!ramp) continue;
      if (ramp.target === rampTarget) ramp.stacks += 1;
      else {
        ramp.target = rampTarget;
        ramp.stacks = 1;
      }
    }
  }
  context.acting = undefined;
  // Invisibility lasts until the bearer acts.
  if (has(actor, mechanicBits.untargetable))
    actor.statuses = actor.statuses.filter((status) => !status.mechanics.some((mechanic) => mechanic.kind === 'untargetable'));
}
