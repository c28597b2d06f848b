// Rules engine, the squad's policies: how a hero declares when no person
// chooses for it (the batch runs, the simulator, the design targets). Each
// policy is a short list of named priorities over the hero's valid choices of
// the round (declaration.ts); the first priority that finds something
// declares it. The enemies have declared already (battle.ts), so a policy
// may read their intents, as a person playing sees them.
//
// No policy lets a cell's index decide: where two candidates are equal in
// everything the game cares about, the battle's seeded random draws one.
import { dealtPercent, estimate, question, type Blow } from './blows';
import type { ActionSpec, FighterSpec, Policy } from './battleSetup';
import { holds, snapshotOf } from './conditions';
import { declareStep, enemyDeclaration, greedyMove, type ActionChoice } from './declaration';
import type { BattleEffect } from './effects';
import { mulberry32 } from './random';
import { payChance } from './round';
import {
  activeStatus,
  currentSpeed,
  noMechanics,
  standing,
  targetsFor,
  usableFrom,
  validTargets,
  type ActiveStatus,
  type BattleContext,
  type Declared,
  type Fighter,
} from './fighters';
import { rowOf } from './grid';
import { actingCells, occupant } from './moves';
import { targetsNow } from './resolution';
import { targetRules, type ActionUse } from './targetRules';

/** How a policy declares for one hero: one of its valid choices this round with its targets, or nothing. */
export type PolicyPlay = (context: BattleContext, actor: Fighter, choices: ActionChoice[]) => Declared | undefined;

// ---- Shared measures ----------------------------------------------------------------------

const costs = new WeakMap<ActionSpec, number>();
/** Energy units an action costs, kept per action (the setup's, which outlive a battle). */
function costOf(action: ActionSpec): number {
  let cost = costs.get(action);
  if (cost === undefined) costs.set(action, (cost = Object.values(action.cost).reduce((sum, amount) => sum + amount, 0)));
  return cost;
}
function conditionsHold(effect: BattleEffect, target: Fighter): boolean {
  if (!effect.when || effect.when.length === 0) return true;
  const before = snapshotOf(target);
  return effect.when.every((condition) => holds(condition, target, before, 0));
}

/**
 * The candidates with the highest scores (compared in order, the first score
 * first); when several tie on every score, the declaration's seeded
 * tie-break stream draws one. Nothing else, and never a cell, breaks a tie.
 * A candidate is offered with its scores (up to three; the ones not given
 * count as 0), so a declaration's many candidates build no lists of scores.
 */
class Ranking<T> {
  private best: T[] = [];
  private first = 0;
  private second = 0;
  private third = 0;

  offer(item: T, first: number, second = 0, third = 0): void {
    if (this.best.length > 0) {
      // As a sign of the difference: a score that is not a number neither wins nor ties.
      let order = first - this.first;
      if (order === 0) order = second - this.second;
      if (order === 0) order = third - this.third;
      if (order === 0) {
        this.best.push(item);
        return;
      }
      if (!(order > 0)) return;
    }
    this.best = [item];
    this.first = first;
    this.second = second;
    this.third = third;
  }

  pick(random: () => number): T | undefined {
    const best = this.best;
    return best.length <= 1 ? best[0] : best[Math.floor(random() * best.length)];
  }
}

/**
 * Immediate damage plus damage over time an action would deal to its targets
 * now, each target's part at most its Vida; an execution counts the target's
 * Vida. Damage over time counts every turn as if it landed now (the greedy
 * reading: "the most damage payable now").
 */
function greedyDamage(context: BattleContext, actor: Fighter, action: ActionSpec, targets: Fighter[]): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.kind === 'execute' && effect.targets === 'target') {
      for (const target of targets) if (conditionsHold(effect, target)) total += target.life;
      continue;
    }
    if (effect.kind !== 'damage' || effect.targets !== 'target') continue;
    for (const target of targets) {
      if (!conditionsHold(effect, target)) continue;
      const hits = effect.turns ?? (effect.hits === 'per-target' ? targets.length : effect.hits);
      total += Math.min(target.life, estimate(context, actor, target, effect) * hits);
    }
  }
  return total;
}

/** greedyDamage on one target (a list of one), without the list: the threat asks it for every target of every enemy action. */
function greedyDamageOn(context: BattleContext, actor: Fighter, action: ActionSpec, target: Fighter): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.kind === 'execute' && effect.targets === 'target') {
      if (conditionsHold(effect, target)) total += target.life;
      continue;
    }
    if (effect.kind !== 'damage' || effect.targets !== 'target') continue;
    if (!conditionsHold(effect, target)) continue;
    const hits = effect.turns ?? (effect.hits === 'per-target' ? 1 : effect.hits);
    total += Math.min(target.life, estimate(context, actor, target, effect) * hits);
  }
  return total;
}

/** Vida an action gives back now: heals to the chosen targets (up to what each lost), a revive's Vida. */
function healValue(context: BattleContext, actor: Fighter, action: ActionSpec, targets: Fighter[]): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.kind === 'revive') {
      for (const fallen of context.sides[actor.side])
        if (!standing(fallen) && fallen.fellAt !== undefined && context.round - fallen.fellAt <= effect.rounds)
          total += Math.floor((fallen.spec.life * effect.percent) / 100);
      continue;
    }
    if (effect.kind !== 'heal' || effect.targets !== 'target') continue;
    for (const target of targets)
      total += Math.min(target.spec.life - target.life, Math.floor((target.spec.life * effect.percent) / 100) * (effect.turns ?? 1));
  }
  return total;
}

const payChances = new WeakMap<FighterSpec, number[]>();
/**
 * The chance the fighter's dice pay each of its actions in a round, kept per
 * fighter spec, which holds both the actions and the dice (an action list may
 * be shared by fighters with other dice).
 */
function payChancesOf(fighter: Fighter): number[] {
  let chances = payChances.get(fighter.spec);
  if (!chances) payChances.set(fighter.spec, (chances = fighter.spec.actions.map((action) => payChance(fighter.spec.dice, action.cost))));
  return chances;
}

/**
 * What a round's declarations read of the battle as it stands, kept for the
 * round (nothing changes while the squad declares): each enemy's threat (by
 * side, then index on its side) and the allies a declared hit would drop.
 * One slot, the last battle and round asked: a batch plays one battle at a
 * time, and a weak map looked up for every weight cost more than it kept.
 */
interface RoundReading {
  context: BattleContext;
  round: number;
  threats: [(number | undefined)[], (number | undefined)[]];
  dangers?: { side: 0 | 1; found: Endangered[]; attackers: Set<Fighter> };
}
let reading: RoundReading | undefined;
function readingOf(context: BattleContext): RoundReading {
  if (reading?.context !== context || reading.round !== context.round) reading = { context, round: context.round, threats: [[], []] };
  return reading;
}

/**
 * How much an enemy threatens the squad, reach-weighted: the damage it is
 * expected to deal in a round as it stands now. Enemies pick an action at
 * random among those their dice paid and that reach someone, then a target at
 * random; so each action that reaches a squad member from the enemy's cell
 * weighs by the chance its dice pay it, and its damage is the average over the
 * members it reaches (an area counts them all). An enemy that reaches no one
 * threatens nothing this round. Kept for the round (nothing changes while the
 * squad declares).
 */
function threat(context: BattleContext, enemy: Fighter): number {
  const kept = readingOf(context).threats[enemy.side];
  const known = kept[enemy.index];
  if (known !== undefined) return known;
  const own = context.sides[enemy.side];
  const squad = context.sides[enemy.side === 0 ? 1 : 0];
  const chances = payChancesOf(enemy);
  let weighted = 0;
  let weight = 0;
  // Who some action reaches, each once (a list: a side is a handful of fighters).
  const reached: Fighter[] = [];
  const actions = enemy.spec.actions;
  for (let slot = 0; slot < actions.length; slot += 1) {
    const action = actions[slot] as ActionSpec;
    if (action.target.side !== 'enemy' || !usableFrom(action, enemy.cell)) continue;
    const valid = validTargets(action, enemy, own, squad);
    if (valid.length === 0) continue;
    for (const target of valid) if (!reached.includes(target)) reached.push(target);
    const chance = chances[slot] ?? 0;
    let damage: number;
    if (action.target.multiple || action.target.row) damage = greedyDamage(context, enemy, action, targetsFor(action, valid, valid[0]));
    else {
      let sum = 0;
      for (const target of valid) sum += greedyDamageOn(context, enemy, action, target);
      damage = sum / valid.length;
    }
    weighted += chance * damage;
    weight += chance;
  }
  let standingNow = 0;
  for (const fighter of squad) if (standing(fighter)) standingNow += 1;
  const value = weight > 0 ? ((weighted / Math.max(1, weight)) * reached.length) / standingNow : 0;
  kept[enemy.index] = value;
  return value;
}

/** A single-target action's candidates: each valid target; an area's: each distinct set of targets it may hit. */
function candidateTargets(choice: ActionChoice): Fighter[][] {
  if (choice.valid.length === 0) return [];
  if (!choice.action.target.multiple && !choice.action.target.row) return choice.valid.map((target) => [target]);
  if (choice.action.target.multiple && !choice.action.target.row) return [targetsFor(choice.action, choice.valid, undefined)];
  // A row's set is every valid target in the chosen one's row: one set a row, in the order the rows first appear.
  const sets = new Map<number, Fighter[]>();
  for (const chosen of choice.valid) {
    const row = rowOf(chosen.cell);
    if (!sets.has(row)) sets.set(row, targetsFor(choice.action, choice.valid, chosen));
  }
  return [...sets.values()];
}

// ---- Priorities ---------------------------------------------------------------------------

/** The weakest enemy (least Vida); between equal Vida the more threatening one; then a seeded draw. */
function weakest(context: BattleContext, fighters: Fighter[]): Fighter | undefined {
  let least = Infinity;
  for (const fighter of fighters) least = Math.min(least, fighter.life);
  const tied = fighters.filter((fighter) => fighter.life === least);
  if (tied.length <= 1) return tied[0];
  const ranking = new Ranking<Fighter>();
  for (const fighter of tied) ranking.offer(fighter, threat(context, fighter));
  return ranking.pick(context.tieBreaks);
}

/** The ally who lost the largest share of its Vida (then the least Vida left, then a seeded draw); none when no one is wounded. */
function mostWounded(context: BattleContext, fighters: Fighter[]): Fighter | undefined {
  const ranking = new Ranking<Fighter>();
  for (const fighter of fighters) if (fighter.life < fighter.spec.life) ranking.offer(fighter, -fighter.life / fighter.spec.life, -fighter.life);
  return ranking.pick(context.tieBreaks);
}

/** Heal: the action giving back the most Vida now, on the most wounded ally (or a revive). */
function healMost(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  let best: { declared: Declared; value: number } | undefined;
  for (const choice of choices) {
    const revives = choice.action.effects.some((effect) => effect.kind === 'revive');
    const target = choice.action.target.side === 'enemy' ? undefined : (mostWounded(context, choice.valid) ?? (revives ? choice.valid[0] : undefined));
    if (!target && !revives) continue;
    const targets = targetsFor(choice.action, choice.valid, target);
    const value = healValue(context, actor, choice.action, targets);
    if (value > 0 && (!best || value > best.value)) best = { declared: { actor, action: choice.action, targets }, value };
  }
  return best?.declared;
}

/** Nothing better: an action on oneself (Defender, or any) beats passing. */
function selfAction(_context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  const own = choices.find((choice) => choice.action.target.side === 'self' && !choice.action.move);
  return own ? { actor, action: own.action, targets: [actor] } : undefined;
}

/**
 * "Mais dano pagável agora": the action dealing the most damage now to the
 * weakest valid enemy (all of them for an area); ties keep the cheaper, listed first.
 */
function mostDamageNow(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  let best: { declared: Declared; value: number; cost: number } | undefined;
  for (const choice of choices) {
    if (choice.action.target.side !== 'enemy') continue;
    const targets = targetsFor(choice.action, choice.valid, weakest(context, choice.valid));
    const value = greedyDamage(context, actor, choice.action, targets);
    const cost = costOf(choice.action);
    if (value > 0 && (!best || value > best.value || (value === best.value && cost < best.cost)))
      best = { declared: { actor, action: choice.action, targets }, value, cost };
  }
  return best?.declared;
}

const healers = new WeakMap<FighterSpec, boolean>();
/** Whether one of the fighter's actions heals, kept per fighter spec (every declaration of "cura primeiro" asks it). */
function heals(fighter: Fighter): boolean {
  let found = healers.get(fighter.spec);
  if (found === undefined) healers.set(fighter.spec, (found = fighter.spec.actions.some((action) => action.effects.some((effect) => effect.kind === 'heal'))));
  return found;
}

/** "Cura primeiro": a hero who can heal heals first when an ally it may reach is below half its Vida. */
function healBelowHalf(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  if (!heals(actor)) return undefined;
  const low = choices.some((choice) => choice.action.target.side !== 'enemy' && choice.valid.some((fighter) => fighter.life * 2 < fighter.spec.life));
  return low ? healMost(context, actor, choices) : undefined;
}

/** Damage a hit of an action would deal to a target now, its hits counted; an execution whose conditions hold counts the target's Vida. */
function immediateDamage(context: BattleContext, actor: Fighter, action: ActionSpec, target: Fighter, targets: number): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.targets !== 'target' || !conditionsHold(effect, target)) continue;
    if (effect.kind === 'execute') return target.life;
    if (effect.kind !== 'damage' || effect.turns) continue;
    total += estimate(context, actor, target, effect) * (effect.hits === 'per-target' ? targets : effect.hits);
  }
  return total;
}

/**
 * Damage over time an action adds on a target, by the ticks it really adds:
 * a tick lands at the start of each of the target's turns; a status that
 * refreshes replaces the one running, so only the turns beyond those left
 * count. Each tick is a hit at the user's own Poder, as the ticks are.
 */
function ticksAdded(context: BattleContext, actor: Fighter, action: ActionSpec, target: Fighter): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.targets !== 'target' || !conditionsHold(effect, target)) continue;
    if (effect.kind === 'damage' && effect.turns) total += tickDamage(context, actor, target, effect, effect.turns, action.id, ':damage');
    else if (effect.kind === 'status') {
      const rule = context.setup.statuses[effect.status];
      for (const mechanic of rule?.mechanics ?? noMechanics)
        if (mechanic.kind === 'tick-damage') total += tickDamage(context, actor, target, mechanic, effect.turns ?? rule?.turns ?? 1, effect.status, '');
    }
  }
  return total;
}

/**
 * The damage of the turns a tick of `turns` adds beyond those left of the
 * running status `name` + `suffix` on the target (the name is spelled only
 * when the target bears some status).
 */
function tickDamage(context: BattleContext, actor: Fighter, target: Fighter, blow: Blow, turns: number, name: string, suffix: string): number {
  let left = 0;
  if (target.statuses.length > 0) {
    const id = name + suffix;
    for (const status of target.statuses)
      if (status.id === id) {
        left = status.turns;
        break;
      }
  }
  const added = Math.max(0, turns - left);
  return added > 0 ? added * context.damageOf(question(context, target, blow, actor.spec.power)) : 0;
}

/** Threat weight: an enemy's threat, plus a sliver so that, where no one threatens, damage over Vida left still ranks. */
const weightOf = (context: BattleContext, enemy: Fighter): number => threat(context, enemy) + 1e-3;

/** An attack a hero may declare this round: the action, the targets it would hit, and the damage it would deal each of them now. */
interface Attack {
  action: ActionSpec;
  targets: Fighter[];
  /** immediateDamage on each target, in the targets' order. */
  damage: number[];
  cost: number;
}

const declaredFrom = (actor: Fighter, attack: Attack | undefined): Declared | undefined => attack && { actor, action: attack.action, targets: attack.targets };

/** The last declaration's attacks, by its list of choices (a new list for each declaration). */
let lastAttacks: { choices: ActionChoice[]; attacks: Attack[] } | undefined;
/**
 * Every attack among a declaration's choices (each valid target of a single
 * target, each distinct set of an area), in the choices' order. Kept for the
 * declaration (its list of choices): kill shots and pressure read the same
 * damage, and nothing changes while one hero declares. One slot is enough, as
 * a declaration's priorities run one after the other; a weak map keyed by
 * each list cost more than the damage it saved.
 */
function attacksOf(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Attack[] {
  if (lastAttacks?.choices === choices) return lastAttacks.attacks;
  const attacks: Attack[] = [];
  for (const choice of choices) {
    if (choice.action.target.side !== 'enemy') continue;
    const cost = costOf(choice.action);
    const action = choice.action;
    if (choice.valid.length > 0 && !action.target.multiple && !action.target.row)
      // A single target's candidates, without a list of them first.
      for (const target of choice.valid) attacks.push({ action, targets: [target], damage: [immediateDamage(context, actor, action, target, 1)], cost });
    else
      for (const targets of candidateTargets(choice)) {
        const damage: number[] = [];
        for (const target of targets) damage.push(immediateDamage(context, actor, action, target, targets.length));
        attacks.push({ action, targets, damage, cost });
      }
  }
  lastAttacks = { choices, attacks };
  return attacks;
}

/** Kill shots: an attack that drops an enemy now; the most threat removed, then the cheaper, then the least damage wasted. */
function killShot(context: BattleContext, actor: Fighter, choices: ActionChoice[], only?: (enemy: Fighter) => boolean): Declared | undefined {
  const shots = new Ranking<Attack>();
  for (const attack of attacksOf(context, actor, choices)) {
    const { targets, damage } = attack;
    let removed = 0;
    let waste = 0;
    for (let at = 0; at < targets.length; at += 1) {
      const target = targets[at] as Fighter;
      const dealt = damage[at] ?? 0;
      if (dealt < target.life || (only && !only(target))) continue;
      removed += weightOf(context, target);
      waste += dealt - target.life;
    }
    if (removed > 0) shots.offer(attack, removed, -attack.cost, -waste);
  }
  return declaredFrom(actor, shots.pick(context.tieBreaks));
}

/** Pressure: the most damage (now and by the ticks it adds) × the target's threat ÷ its Vida left, summed over the targets. */
function mostPressure(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  const options = new Ranking<Attack>();
  for (const attack of attacksOf(context, actor, choices)) {
    const { action, targets, damage } = attack;
    let score = 0;
    for (let at = 0; at < targets.length; at += 1) {
      const target = targets[at] as Fighter;
      const dealt = (damage[at] ?? 0) + ticksAdded(context, actor, action, target);
      score += (Math.min(target.life, dealt) * weightOf(context, target)) / target.life;
    }
    if (score > 0) options.offer(attack, score, -attack.cost);
  }
  return declaredFrom(actor, options.pick(context.tieBreaks));
}

// ---- Reading the enemies' intents ---------------------------------------------------------

/**
 * Whether `first` surely acts before `second` this round (initiative.ts): more
 * Velocidade now, or as much and more base Velocidade; a tie left to the draw is no certainty.
 */
function actsBefore(context: BattleContext, first: Fighter, second: Fighter): boolean {
  const a = currentSpeed(context, first);
  const b = currentSpeed(context, second);
  return a > b || (a === b && first.spec.speed > second.spec.speed);
}

/** A declared enemy hit on a squad member: who strikes, the blow, and how many times. */
interface DeclaredHit {
  attacker: Fighter;
  blow: Blow;
  hits: number;
  /** An execution whose conditions hold: the target falls whatever its Vida. */
  execute: boolean;
}

/** The hits the enemies declared on a member this round (their damage and executions on their targets). */
function declaredHits(context: BattleContext, member: Fighter): DeclaredHit[] {
  const found: DeclaredHit[] = [];
  for (const enemy of context.sides[member.side === 0 ? 1 : 0]) {
    const declared = enemy.declared;
    if (standing(enemy) && declared?.targets.includes(member)) hitsOn(enemy, declared, declared.targets, member, found);
  }
  return found;
}

/** Adds to `found` the hits an enemy's declared action puts on a member among `targets`, those it falls on. */
function hitsOn(enemy: Fighter, declared: Declared, targets: Fighter[], member: Fighter, found: DeclaredHit[]): void {
  for (const effect of declared.action.effects) {
    if (effect.targets !== 'target' || !conditionsHold(effect, member)) continue;
    if (effect.kind === 'execute') found.push({ attacker: enemy, blow: { amount: 0, damageType: undefined, nature: 'physical' }, hits: 0, execute: true });
    else if (effect.kind === 'damage' && !effect.turns && !effect.spread)
      found.push({ attacker: enemy, blow: effect, hits: effect.hits === 'per-target' ? targets.length : effect.hits, execute: false });
  }
}

/** Vida a member keeps after hits, with statuses it would bear: shields cancel hits and absorb damage as the hit does. */
function lifeAfter(context: BattleContext, member: Fighter, life: number, hits: DeclaredHit[], extra: ActiveStatus[]): number {
  const statuses = member.statuses;
  if (extra.length > 0) member.statuses = [...statuses, ...extra];
  let cancels = 0;
  let absorbs = 0;
  for (const status of member.statuses) {
    cancels += status.shieldHits ?? 0;
    absorbs += status.shieldLife ?? 0;
  }
  let left = life;
  for (const one of hits) {
    if (one.execute) left = 0;
    for (let count = 0; count < one.hits && left > 0; count += 1) {
      if (cancels > 0) {
        cancels -= 1;
        continue;
      }
      const power = Math.floor((one.attacker.spec.power * (100 + dealtPercent(context, one.attacker, member, one.blow, 0))) / 100);
      let damage = context.damageOf(question(context, member, one.blow, power));
      const absorbed = Math.min(absorbs, damage);
      absorbs -= absorbed;
      damage -= absorbed;
      left -= damage;
    }
  }
  member.statuses = statuses;
  return left;
}

/** What one effect of a helping action would put on an ally: a status as the battle adds it, or Vida healed now. */
function helpOf(context: BattleContext, actor: Fighter, action: ActionSpec, effect: BattleEffect, ally: Fighter): { status?: ActiveStatus; heal?: number } {
  switch (effect.kind) {
    case 'heal':
      return effect.turns ? {} : { heal: Math.floor((ally.spec.life * effect.percent) / 100) };
    case 'status': {
      const rule = context.setup.statuses[effect.status];
      if (!rule) return {};
      const status = activeStatus({ id: effect.status }, rule.negative, effect.turns ?? rule.turns, rule.mechanics);
      for (const mechanic of rule.mechanics) if (mechanic.kind === 'shield-life') status.shieldLife = Math.floor((ally.spec.life * mechanic.percent) / 100);
      return { status };
    }
    case 'damage-reduction':
      return { status: activeStatus({ id: `${action.id}:reduction`, reduction: effect.percent }, false, effect.turns ?? 1, noMechanics) };
    case 'shield':
      return { status: activeStatus({ id: `${action.id}:shield`, shieldHits: effect.hits }, false, effect.turns ?? 1, noMechanics) };
    case 'attribute':
      return {
        status: activeStatus(
          {
            id: `${action.id}:${effect.attribute}`,
            attribute: { id: effect.attribute, percent: effect.percent ?? 0, amount: effect.amount ?? 0, untilHit: effect.untilHit ?? false },
          },
          false,
          effect.turns ?? 1,
          noMechanics,
        ),
      };
    default:
      return {};
  }
}

/**
 * Whether a helping action on an ally lets it survive the round's declared
 * hits. Hits of attackers who act before the helper land first, before any help; a
 * heal adds Vida (up to its maximum) after them; a status shields the hits
 * that come after it, unless it runs out first: statuses count down at the
 * start of their bearer's turns, so one of a single turn on another ally
 * counts only against attackers sure to act before that ally.
 */
function saves(context: BattleContext, actor: Fighter, action: ActionSpec, targets: Fighter[], ally: Fighter, rescue: () => Rescue): number | undefined {
  const use: ActionUse = {
    context,
    actor,
    action,
    own: context.sides[actor.side],
    opponents: context.sides[actor.side === 0 ? 1 : 0],
    targets,
    melee: false,
    hitCount: undefined,
  };
  let heal = 0;
  const statuses: ActiveStatus[] = [];
  for (const effect of action.effects) {
    if (!targetRules[effect.targets].receivers(use).includes(ally) || !conditionsHold(effect, ally)) continue;
    const help = helpOf(context, actor, action, effect, ally);
    heal += help.heal ?? 0;
    if (help.status) statuses.push(help.status);
  }
  if (heal === 0 && statuses.length === 0) return undefined;
  const { early, beforeBriefEnds, whileBriefHolds } = rescue();
  if (early <= 0) return undefined;
  let life = Math.min(ally.spec.life, early + heal);
  const kept = statuses.filter((status) => status.turns > 1);
  const brief = statuses.filter((status) => status.turns <= 1);
  life = lifeAfter(context, ally, life, beforeBriefEnds, kept);
  life = life > 0 ? lifeAfter(context, ally, life, whileBriefHolds, [...kept, ...brief]) : life;
  return life > 0 ? life : undefined;
}

/**
 * An endangered ally's declared hits as one helper sees them, the same for
 * each help it may give: the Vida left by the hits that land before the
 * helper acts (`early`), and the later hits, split by whether a status of a
 * single turn still holds when they land.
 */
interface Rescue {
  early: number;
  beforeBriefEnds: DeclaredHit[];
  whileBriefHolds: DeclaredHit[];
}

function rescueOf(context: BattleContext, actor: Fighter, ally: Fighter, hits: DeclaredHit[]): Rescue {
  const late = hits.filter((one) => actsBefore(context, actor, one.attacker));
  const lasting = (one: DeclaredHit) => ally === actor || actsBefore(context, one.attacker, ally);
  return {
    early: lifeBefore(context, actor, ally, hits),
    beforeBriefEnds: late.filter((one) => !lasting(one)),
    whileBriefHolds: late.filter(lasting),
  };
}

/** A squad member a declared hit would drop this round, with the hits declared on it. */
interface Endangered {
  ally: Fighter;
  hits: DeclaredHit[];
}

/**
 * The squad members a declared hit would drop this round (with the hits), as
 * they stand, and the enemies who declared those hits; kept for the round, as the threats are.
 */
function dangersOf(context: BattleContext, actor: Fighter): NonNullable<RoundReading['dangers']> {
  const kept = readingOf(context);
  if (kept.dangers?.side === actor.side) return kept.dangers;
  const found: Endangered[] = [];
  const attackers = new Set<Fighter>();
  for (const ally of context.sides[actor.side]) {
    if (!standing(ally)) continue;
    const hits = declaredHits(context, ally);
    if (hits.length === 0 || !(lifeAfter(context, ally, ally.life, hits, []) <= 0)) continue;
    found.push({ ally, hits });
    for (const one of hits) attackers.add(one.attacker);
  }
  return (kept.dangers = { side: actor.side, found, attackers });
}

/** Stop the blow: a kill shot on an enemy whose declared hit would drop an ally, when the hero surely acts first. */
function stopTheBlow(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  const { attackers } = dangersOf(context, actor);
  if (attackers.size === 0) return undefined;
  return killShot(context, actor, choices, (enemy) => attackers.has(enemy) && actsBefore(context, actor, enemy));
}

/**
 * Protect: heal or shield the ally (or oneself: Defender) a declared hit
 * would drop, with an action that lands in time and lets it survive the
 * round's declared hits; the most Vida kept, then the cheaper. Defender is
 * chosen only when Defendendo lets the hero survive: `saves` reads the hits
 * through the damage formula with the status on, so a hit it reduces too
 * little still drops the hero and another help (or none) is chosen.
 */
function protect(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  const rescues = new Ranking<Declared>();
  for (const { ally, hits } of dangersOf(context, actor).found) {
    // The hits on the ally read the same for every help: read once, when a help first needs them.
    let read: Rescue | undefined;
    const rescue = (): Rescue => (read ??= rescueOf(context, actor, ally, hits));
    for (const choice of choices) {
      if (choice.action.target.side === 'enemy' || !choice.valid.includes(ally)) continue;
      const targets = choice.action.target.side === 'self' ? [actor] : targetsFor(choice.action, choice.valid, ally);
      const kept = saves(context, actor, choice.action, targets, ally, rescue);
      if (kept !== undefined) rescues.offer({ actor, action: choice.action, targets }, kept, -costOf(choice.action));
    }
  }
  return rescues.pick(context.tieBreaks);
}

/**
 * Mend: heal first, as "cura primeiro" does, an ally below half its Vida whom
 * no declared hit would drop this round. One a declared hit would drop is
 * `protect`'s question: a heal that does not let it survive (it lands too
 * late, or gives too little) is not spent on it, and goes to another ally
 * below half its Vida, who will still be standing to need it.
 */
function mendBelowHalf(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  // A hero who cannot heal has nothing to mend with: no choices to rebuild without the endangered.
  if (!heals(actor)) return undefined;
  const { found } = dangersOf(context, actor);
  if (found.length === 0) return healBelowHalf(context, actor, choices);
  const spared = (fighter: Fighter) => !found.some((endangered) => endangered.ally === fighter);
  return healBelowHalf(
    context,
    actor,
    choices.map((choice) => ({ ...choice, valid: choice.valid.filter(spared) })),
  );
}

/**
 * Reposition: step out of a declared hit that would drop the hero. A declared
 * single-target hit is lost when, at its attacker's turn, its target stands
 * outside the columns it marks, and an area falls on whoever stands in them
 * then (resolution.ts, targetsNow); Mover costs no energy, but it is the
 * hero's action of the round, made at its turn. So the hero a declared hit
 * would drop, sure to act before one of those attackers, declares Mover to a
 * cell where the declared hits no longer drop it: the hits of attackers not
 * surely slower land where it stands now; the others are read again with the
 * hero, and the ally it swaps with, in their new cells (the step ends
 * Fortaleza Inabalável's stacks). A swap that would drop an ally no declared
 * hit drops now is no step. Among the safe cells, one from which the hero
 * could attack next round first, then the most Vida kept, then a seeded draw.
 * With Intangibilidade the step is free and kept for after the action, as
 * stepCloser's is.
 */
function reposition(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  const { found } = dangersOf(context, actor);
  const endangered = found.find((one) => one.ally === actor);
  const choice = endangered && choices.find((candidate) => candidate.action.move);
  if (!endangered || !choice?.cells || !endangered.hits.some((one) => actsBefore(context, actor, one.attacker))) return undefined;
  const life = lifeBefore(context, actor, actor, endangered.hits);
  if (!(life > 0)) return undefined;
  const own = context.sides[actor.side];
  const opponents = context.sides[actor.side === 0 ? 1 : 0];
  const from = actor.cell;
  const steps = new Ranking<number>();
  for (const cell of choice.cells) {
    const ally = occupant(own, actor, cell);
    const allyLife = ally ? lifeBefore(context, actor, ally, declaredHits(context, ally)) : 0;
    // The two in their new cells, for the hits that land after the step; then back where they stand.
    const moved = ally ? [actor, ally] : [actor];
    const fortress = moved.map((fighter) => fighter.fortress);
    actor.cell = cell;
    if (ally) ally.cell = from;
    for (const fighter of moved) fighter.fortress = 0;
    const kept = lifeAfter(context, actor, life, hitsAfter(context, actor, actor, opponents, own), []);
    const allyStands = !ally || (allyLife > 0 && lifeAfter(context, ally, allyLife, hitsAfter(context, actor, ally, opponents, own), []) > 0);
    const attacks = (actingCells(actor, own, opponents) & (1 << cell)) !== 0;
    actor.cell = from;
    if (ally) ally.cell = cell;
    moved.forEach((fighter, at) => (fighter.fortress = fortress[at] ?? 0));
    const spared = !found.some((one) => one.ally === ally);
    if (kept > 0 && (allyStands || !spared)) steps.offer(cell, attacks ? 1 : 0, kept);
  }
  const cell = steps.pick(context.tieBreaks);
  return cell === undefined ? undefined : declareStep(actor, choice, cell);
}

/** The Vida a member keeps after the hits among `hits` that land before `mover` acts (their attackers not surely slower). */
function lifeBefore(context: BattleContext, mover: Fighter, member: Fighter, hits: DeclaredHit[]): number {
  return lifeAfter(
    context,
    member,
    member.life,
    hits.filter((one) => !actsBefore(context, mover, one.attacker)),
    [],
  );
}

/** The declared hits on a member, as the grids stand now, of the enemies sure to act after `mover` (who would have stepped by then). */
function hitsAfter(context: BattleContext, mover: Fighter, member: Fighter, enemies: Fighter[], squad: Fighter[]): DeclaredHit[] {
  const found: DeclaredHit[] = [];
  for (const enemy of enemies) {
    const declared = enemy.declared;
    if (!standing(enemy) || !declared || declared.action.target.side !== 'enemy' || !actsBefore(context, mover, enemy)) continue;
    const targets = targetsNow(declared, enemies, squad);
    if (targets.includes(member)) hitsOn(enemy, declared, targets, member, found);
  }
  return found;
}

/**
 * Nothing to hit or heal: a step with Mover toward a cell the fighter could attack from (declaration.ts, greedyMove); a free
 * step already kept this round (reposition's, with Intangibilidade) stays.
 */
const stepCloser: PolicyPlay = (context, actor, choices) => (actor.step === undefined ? greedyMove(context, actor, choices) : undefined);

// ---- The policies -------------------------------------------------------------------------

/** Each policy's priorities, in order; the first that finds a declaration gives it. */
const priorities: Record<Exclude<Policy, 'random'>, PolicyPlay[]> = {
  /** Greedy: the most damage payable now on the weakest enemy; else heal; else a step closer; else an action on oneself. */
  damage: [mostDamageNow, healMost, stepCloser, selfAction],
  /** "Cura primeiro": heal an ally below half its Vida first; else as "damage". */
  healing: [healBelowHalf, mostDamageNow, healMost, stepCloser, selfAction],
  /** Focus fire: kill shots first; then damage × threat ÷ Vida left; else heal; else a step closer; else an action on oneself. */
  focus: [killShot, mostPressure, healMost, stepCloser, selfAction],
  /**
   * The intent reader: stop a declared lethal blow, protect who it would drop, or step out of it (reposition); heal an ally
   * below half its Vida whom no declared hit would drop; then as "focus".
   */
  intents: [stopTheBlow, protect, reposition, mendBelowHalf, killShot, mostPressure, healMost, stepCloser, selfAction],
};

/** The registry: each policy by name, a documented function. "random" draws as the enemies do (an action, then a target). */
export const policyPlays: Record<Policy, PolicyPlay> = {
  random: (context, actor, choices) => enemyDeclaration(actor, choices, context.sides[actor.side] ?? [], context.sides[1 - actor.side] ?? [], context.random),
  damage: inOrder(priorities.damage),
  healing: inOrder(priorities.healing),
  focus: inOrder(priorities.focus),
  intents: inOrder(priorities.intents),
};

function inOrder(plays: PolicyPlay[]): PolicyPlay {
  return (context, actor, choices) => {
    for (const play of plays) {
      const declared = play(context, actor, choices);
      if (declared) return declared;
    }
    return undefined;
  };
}

/** A hero's declaration by the setup's policy. */
export function policyDeclaration(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  const { policy } = context.setup;
  if (policy === 'random') return policyPlays.random(context, actor, choices);
  context.tieBreaks = tieBreakStream(context, actor);
  return policyPlays[policy](context, actor, choices);
}

/**
 * A thinking policy's tie-breaks for one declaration: a stream of their own,
 * seeded by the battle's state and the hero, that leaves the battle's dice
 * untouched, so a person who makes the same choice by hand (the play page, the
 * step interface) plays the same battle as the policy does.
 */
function tieBreakStream(context: BattleContext, actor: Fighter): () => number {
  return mulberry32((context.rng.state ^ Math.imul(actor.side * 8 + actor.index + 1, 0x9e3779b1)) >>> 0);
}
