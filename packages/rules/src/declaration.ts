// Rules engine, declaration: the first phase of a round. Every living fighter
// rolls its dice for the round's energy; the enemies declare first (a random
// payable action with a valid target, and a random valid target), then the
// squad declares, each member by the setup's policy (policies.ts) or by a
// person's choice.
// What a fighter may declare, and why an action is refused (energy, position,
// reach, a taunt), is here too.
import {
  has,
  mechanicBits,
  standing,
  targetsFor,
  usableFrom,
  validTargets,
  single,
  type ActiveStatus,
  type BattleContext,
  type Declared,
  type Fighter,
} from './fighters';
import type { ActionSpec } from './battleSetup';
import { moveCells, stepToward } from './moves';
import { pick } from './random';
import { pays } from './round';

export function roll(fighter: Fighter, random: () => number): Record<string, number> {
  const units: Record<string, number> = {};
  const dice = fighter.spec.dice;
  const first = dice[0];
  const rolls = fighter.extraDie && first ? [...dice, ...Array.from({ length: fighter.passive.extraDice }, () => first)] : dice;
  fighter.extraDie = false;
  for (const die of rolls) {
    const energy = die[Math.floor(random() * die.length)] as string;
    units[energy] = (units[energy] ?? 0) + 1;
  }
  return units;
}

/** Why a fighter cannot declare an action now. */
export type Refusal =
  /** Its dice did not roll the cost this round. */
  | 'energy'
  /** It is not usable from the fighter's column. */
  | 'position'
  /** Provocação: a single-target attack must aim at who taunted, who is out of its reach. */
  | 'taunt'
  /** No valid target on the grid it marks (for Mover: no cell it may move to). */
  | 'reach'
  /** Mover: Imobilização holds the fighter in its cell. */
  | 'rooted';

/** One of a fighter's actions this round: the targets it may choose, or why it is refused. */
export interface ActionChoice {
  action: ActionSpec;
  /** Its index among the fighter's actions. */
  slot: number;
  valid: Fighter[];
  /** Mover: the cells of the own grid it may move to. */
  cells?: number[];
  refusal?: Refusal;
}

/**
 * A choice with every field, in this order (no cells but for Mover, no refusal for a valid one): the policies read a
 * declaration's choices many times, and one shape keeps those reads to one hidden class.
 */
function choice(action: ActionSpec, slot: number, valid: Fighter[], cells: number[] | undefined, refusal: Refusal | undefined): ActionChoice {
  return { action, slot, valid, cells, refusal };
}

/** Every action of a fighter with what its dice rolled (`units`), valid or refused with the reason. */
export function actionChoices(actor: Fighter, own: Fighter[], opponents: Fighter[], units: Record<string, number>): ActionChoice[] {
  const taunt = tauntOn(actor);
  return actor.spec.actions.map((action, slot) => choiceOf(actor, action, slot, own, opponents, units, taunt));
}

/** The status by which someone taunted the fighter (Provocação), if any. */
function tauntOn(actor: Fighter): ActiveStatus | undefined {
  return actor.statuses.length === 0 ? undefined : actor.statuses.find((status) => status.source && status.kinds & mechanicBits.taunt);
}

/** One of a fighter's actions this round: its targets (Mover: its cells), or why it is refused. */
function choiceOf(
  actor: Fighter,
  action: ActionSpec,
  slot: number,
  own: Fighter[],
  opponents: Fighter[],
  units: Record<string, number>,
  taunt: ActiveStatus | undefined,
): ActionChoice {
  if (!pays(units, action.cost)) return choice(action, slot, [], undefined, 'energy');
  if (!usableFrom(action, actor.cell)) return choice(action, slot, [], undefined, 'position');
  return placedChoice(actor, action, slot, own, opponents, taunt);
}

/** An action paid and usable from the fighter's cell: its targets (Mover: its cells), or why it is refused. */
function placedChoice(actor: Fighter, action: ActionSpec, slot: number, own: Fighter[], opponents: Fighter[], taunt: ActiveStatus | undefined): ActionChoice {
  if (action.move) {
    if (has(actor, mechanicBits.rooted)) return choice(action, slot, [], [], 'rooted');
    const cells = moveCells(actor, own, action.move);
    return choice(action, slot, [], cells, cells.length > 0 ? undefined : 'reach');
  }
  const reachable = validTargets(action, actor, own, opponents);
  let valid = reachable;
  const taunted = taunt?.source && action.target.side === 'enemy' && single(action);
  // Provocação: a single-target action must aim at who taunted; when it cannot, the bearer picks another action.
  if (taunted && taunt.source) valid = valid.includes(taunt.source) ? [taunt.source] : [];
  if (valid.length > 0 || action.effects.some((effect) => effect.targets === 'fallen' && own.some((fighter) => !standing(fighter))))
    return choice(action, slot, valid, undefined, undefined);
  return choice(action, slot, valid, undefined, taunted && reachable.length > 0 ? 'taunt' : 'reach');
}

/**
 * The actions a fighter may declare now (actionChoices less the refused, in
 * the same order, with no list of all of them); `count` adds one to each paid
 * action's "payable" count (the squad's statistics).
 */
export function options(actor: Fighter, own: Fighter[], opponents: Fighter[], units: Record<string, number>, count: boolean): ActionChoice[] {
  const taunt = tauntOn(actor);
  const actions = actor.spec.actions;
  const valid: ActionChoice[] = [];
  for (let slot = 0; slot < actions.length; slot += 1) {
    // The refusals for energy and position, the most common, build no choice.
    const action = actions[slot] as ActionSpec;
    if (!pays(units, action.cost)) continue;
    if (count) actor.payable[slot] = (actor.payable[slot] ?? 0) + 1;
    if (!usableFrom(action, actor.cell)) continue;
    const choice = placedChoice(actor, action, slot, own, opponents, taunt);
    if (!choice.refusal) valid.push(choice);
  }
  return valid;
}

export function randomDeclaration(actor: Fighter, choices: ActionChoice[], random: () => number): Declared | undefined {
  const choice = pick(choices, random);
  if (!choice) return undefined;
  if (choice.action.move) {
    const cell = pick(choice.cells ?? [], random);
    return cell === undefined ? undefined : { actor, action: choice.action, targets: [], cell };
  }
  const target = pick(choice.valid, random);
  return { actor, action: choice.action, targets: targetsFor(choice.action, choice.valid, target) };
}

/**
 * How an enemy declares (the random policy too, which plays like the enemies):
 * a random payable action with a valid target, and a random valid target. A
 * Mover its rule keeps as a last resort is declared only when no other action
 * is left, toward a cell from which an attack would have a valid target; with
 * no such cell, the fighter passes.
 */
export function enemyDeclaration(actor: Fighter, choices: ActionChoice[], own: Fighter[], opponents: Fighter[], random: () => number): Declared | undefined {
  const declared = randomDeclaration(
    actor,
    choices.filter((choice) => !choice.action.move?.lastResort),
    random,
  );
  if (declared) return declared;
  const move = choices.find((choice) => choice.action.move?.lastResort);
  return move ? moveDeclaration(actor, move, stepToward(actor, own, opponents)) : undefined;
}

/** Mover to `cell`, when the choice allows it. */
export function moveDeclaration(actor: Fighter, choice: ActionChoice | undefined, cell: number | undefined): Declared | undefined {
  if (!choice || cell === undefined || !choice.cells?.includes(cell)) return undefined;
  return { actor, action: choice.action, targets: [], cell };
}

/**
 * The greedy policies' Mover, when the fighter has nothing to hit or heal: a
 * step toward a cell it could attack from (stepToward). With Intangibilidade
 * the step is free: it is kept for after the action (`step`), and undefined is
 * returned so the policy still declares one.
 */
export function greedyMove(context: BattleContext, actor: Fighter, choices: ActionChoice[]): Declared | undefined {
  const cell = stepToward(actor, context.sides[actor.side], context.sides[1 - actor.side] ?? []);
  const choice = choices.find((candidate) => candidate.action.move);
  if (cell === undefined || !choice?.cells?.includes(cell)) return undefined;
  return declareStep(actor, choice, cell);
}

/**
 * A policy's step to `cell` with the Mover choice: with Intangibilidade the
 * step is free, kept for after the action (`step`), and undefined is returned
 * so the policy still declares one; else the Mover declaration.
 */
export function declareStep(actor: Fighter, choice: ActionChoice, cell: number): Declared | undefined {
  if (has(actor, mechanicBits['free-move'])) {
    actor.step = cell;
    return undefined;
  }
  return moveDeclaration(actor, choice, cell);
}
