// Rules engine, Mover: the cells a fighter may move to on its own grid (as far
// as the Mover action of the data reaches; a standing ally there swaps places
// with it, unless Imobilização holds the ally), the move itself at the
// fighter's turn, and where a fighter with nothing to do steps: toward the
// nearest cell from which one of its attacks would have a valid target.
import type { ActionSpec, MoveRule } from './battleSetup';
import { refOf } from './blows';
import { has, mechanicBits, standing, validTargets, type BattleContext, type Fighter } from './fighters';
import { columnOf, distance, neighbourCells, rowOf } from './grid';
import { pays } from './round';

/** A fighter's Mover action, its index among its actions, and its rule; undefined when it has none. */
export function moveOf(fighter: Fighter): { action: ActionSpec & { move: MoveRule }; slot: number } | undefined {
  const slot = fighter.spec.actions.findIndex((action) => action.move !== undefined);
  const action = fighter.spec.actions[slot];
  return action?.move ? { action: action as ActionSpec & { move: MoveRule }, slot } : undefined;
}

/** Each Mover rule's reach, by cell: every Mover asks it, and the grid never changes (kept by the rule, not spelled as a key each time). */
const reachTables = new WeakMap<MoveRule, readonly (readonly number[])[]>();

/** Cells within `rule.steps` moves of `cell`, each move to a neighbouring cell; in cell order. Shared: not to be changed. */
function reach(cell: number, rule: MoveRule): readonly number[] {
  let table = reachTables.get(rule);
  if (!table) reachTables.set(rule, (table = [0, 1, 2, 3, 4, 5].map((from) => reachFrom(from, rule))));
  return table[cell] ?? reachFrom(cell, rule);
}

function reachFrom(cell: number, rule: MoveRule): number[] {
  const found = new Set<number>([cell]);
  let edge = [cell];
  for (let step = 0; step < rule.steps; step += 1) {
    edge = edge.flatMap((from) => neighbourCells(from, rule.diagonals)).filter((next) => !found.has(next));
    for (const next of edge) found.add(next);
  }
  found.delete(cell);
  return [...found].sort((a, b) => a - b);
}

export function occupant(own: Fighter[], mover: Fighter, cell: number): Fighter | undefined {
  for (const fighter of own) if (fighter !== mover && standing(fighter) && fighter.cell === cell) return fighter;
  return undefined;
}

/**
 * Where a fighter may move now: the cells its Mover reaches, less those held by
 * an ally it cannot swap with (no swap in the rule, or the ally is immobilized).
 * None while Imobilização holds the fighter itself.
 */
export function moveCells(actor: Fighter, own: Fighter[], rule: MoveRule): number[] {
  if (has(actor, mechanicBits.rooted)) return [];
  const cells: number[] = [];
  for (const cell of reach(actor.cell, rule)) {
    const ally = occupant(own, actor, cell);
    if (!ally || (rule.swap && !has(ally, mechanicBits.rooted))) cells.push(cell);
  }
  return cells;
}

/** Moves a fighter to `cell` (the ally standing there, if any, to the fighter's cell); both lose Fortaleza Inabalável's stacks. */
export function moveTo(context: BattleContext, actor: Fighter, cell: number, own: Fighter[]): void {
  const ally = occupant(own, actor, cell);
  const from = actor.cell;
  const moved = ally
    ? [
        { fighter: actor, to: cell },
        { fighter: ally, to: from },
      ]
    : [{ fighter: actor, to: cell }];
  for (const { fighter, to } of moved) {
    context.events?.push({ kind: 'move', fighter: refOf(fighter), from: fighter.cell, to, ...(fighter === actor ? {} : { cause: 'swap' as const }) });
    fighter.cell = to;
    fighter.moved = true;
    fighter.fortress = 0;
  }
}

/**
 * The cells from which one of the fighter's attacks (an action on the other side) would have a valid target now,
 * as a mask (bit c for cell c): every step asks it, for the fighter and for an ally it would swap with. With `units`
 * (what the fighter rolled this round), only the attacks those units pay.
 */
export function actingCells(fighter: Fighter, own: Fighter[], opponents: Fighter[], units?: Readonly<Record<string, number>>): number {
  let columns = 0;
  for (const action of fighter.spec.actions)
    if (!action.move && action.target.side === 'enemy' && (!units || pays(units, action.cost)) && validTargets(action, fighter, own, opponents).length > 0)
      for (const column of action.from) if (column >= 0 && column <= 2) columns |= 1 << column;
  let cells = 0;
  for (let cell = 0; cell < 6; cell += 1) if (columns & (1 << columnOf(cell))) cells |= 1 << cell;
  return cells;
}

/** No energy: with it, actingCells counts only the attacks that cost nothing. */
const noUnits: Readonly<Record<string, number>> = Object.freeze({});

/** Steps from a cell to the nearest cell of a mask of cells (not empty). */
function stepsToNearest(cell: number, cells: number): number {
  let least = Infinity;
  for (let goal = 0; goal < 6; goal += 1) if (cells & (1 << goal)) least = Math.min(least, distance(cell, goal));
  return least;
}

/**
 * Where a fighter with no attack from its cell steps: the cell its Mover reaches
 * that comes nearest a cell from which an attack it can pay this round would have
 * a valid target (when it can pay none, any of its attacks: decision
 * mover-para-o-que-pode-pagar); an empty cell before a swap, its own row before
 * another, then the lower cell. It swaps only with an ally the swap leaves no
 * farther from a cell of an attack of its that costs nothing (an ally with no
 * such attack goes anywhere).
 * Undefined when it can attack from where it stands, has no such cell, or
 * cannot move.
 */
export function stepToward(actor: Fighter, own: Fighter[], opponents: Fighter[]): number | undefined {
  const move = moveOf(actor);
  if (!move) return undefined;
  const goals = actingCells(actor, own, opponents, actor.units) || actingCells(actor, own, opponents);
  if (goals === 0 || goals & (1 << actor.cell)) return undefined;
  const here = stepsToNearest(actor.cell, goals);
  // The least by (steps to the nearest goal, a swap, another row, the cell): one pass, no list sorted.
  let best: number | undefined;
  let bestSteps = 0;
  let bestSwap = 0;
  let bestRow = 0;
  for (const cell of moveCells(actor, own, move.action.move)) {
    const steps = stepsToNearest(cell, goals);
    if (!(steps < here)) continue;
    const ally = occupant(own, actor, cell);
    if (ally) {
      // The ally's free attacks, which it may use whatever it rolls: the swap never leaves it farther from a cell of one,
      // or the two would swap back and forth.
      const allyGoals = actingCells(ally, own, opponents, noUnits);
      if (allyGoals !== 0 && stepsToNearest(actor.cell, allyGoals) > stepsToNearest(ally.cell, allyGoals)) continue;
    }
    const swap = ally ? 1 : 0;
    const row = rowOf(cell) === rowOf(actor.cell) ? 0 : 1;
    if (best === undefined || (steps - bestSteps || swap - bestSwap || row - bestRow || cell - best) < 0) {
      best = cell;
      bestSteps = steps;
      bestSwap = swap;
      bestRow = row;
    }
  }
  return best;
}
