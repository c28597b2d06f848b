// Mover, as the facts state it: no cost, to a neighbouring cell of the own
// grid, swapping places with the ally standing there. The enemies step toward
// a cell from which they can act when nothing else has a valid target; the
// greedy policy steps when it has nothing useful to do; Imobilização refuses
// it; Intangibilidade makes it free (after the bearer's action).
import { describe, expect, it } from 'vitest';
import {
  bestMove,
  chooseAction,
  declareByPolicy,
  declareRound,
  heroChoices,
  resolveRound,
  startBattle,
  type ActionSpec,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type FighterSpec,
  type StatusState,
} from '../src/index';
import { frontOnly, hit, mover, testDamageRules } from './fixtures';

function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[]): FighterSpec {
  return { id, name: id, cell, life, defence: 10, speed, power: 100, dice: [['vermelha', 'azul']], actions };
}
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => ({ squad, enemies, damage: testDamageRules, statuses: {}, policy: 'damage' });

/** A melee hit: from the front column, at the other side's front. */
const melee = (id: string, amount: number) => hit(id, amount, { from: [2], target: frontOnly });

const moves = (events: BattleEvent[]) => events.flatMap((event) => (event.kind === 'move' ? [event] : []));
const actions = (events: BattleEvent[]) => events.flatMap((event) => (event.kind === 'action' ? [event.action] : []));
const moverOf = (state: BattleState, hero: number) => heroChoices(state, hero).find((choice) => choice.action === 'mover');

const rooted: StatusState = { id: 'imobilizacao', negative: true, turns: 1, mechanics: [{ kind: 'rooted' }] };
const freeMove: StatusState = { id: 'intangibilidade', negative: false, turns: 2, mechanics: [{ kind: 'free-move' }] };

describe('Mover', () => {
  it('takes a melee enemy in the back row one cell forward each round, and then it hits', () => {
    const squad = [fighter('heroi', 2, 1000, 5, [hit('cutucada', 1), mover()])];
    const enemies = [fighter('besta', 0, 1000, 9, [melee('mordida', 20), mover()])];
    let state = startBattle(setupOf(squad, enemies), 3);
    const seen: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      state = declareRound(state);
      const { state: next, events } = resolveRound(declareByPolicy(state));
      seen.push([...moves(events).map((move) => `move ${move.from}→${move.to}`), ...actions(events).filter((action) => action !== 'cutucada')].join(', '));
      state = next;
    }
    expect(seen).toEqual(['move 0→1', 'move 1→2', 'mordida']);
  });

  it('is declared by an enemy only when nothing else has a valid target', () => {
    const squad = [fighter('heroi', 2, 1000, 5, [hit('cutucada', 1), mover()])];
    const enemies = [fighter('besta', 2, 1000, 9, [melee('mordida', 20), mover()])];
    for (const seed of [1, 2, 3, 4, 5, 6]) expect(declareRound(startBattle(setupOf(squad, enemies), seed)).sides[1][0]?.declared?.slot).toBe(0);
  });

  it('lists the neighbouring cells of the own grid, along a row or a column, taken ones included (a swap)', () => {
    const squad = [fighter('a', 4, 100, 5, [hit('golpe', 10), mover()]), fighter('b', 1, 100, 4, [hit('golpe', 10), mover()])];
    const state = declareRound(startBattle(setupOf(squad, [fighter('x', 2, 100, 1, [hit('golpe', 10)])]), 1));
    expect(moverOf(state, 0)).toEqual({ slot: 1, action: 'mover', targets: [], cells: [1, 3, 5] });
    expect(moverOf(state, 1)?.cells).toEqual([0, 2, 4]);
  });

  it('reaches the diagonals too when the data says so', () => {
    const squad = [fighter('a', 4, 100, 5, [hit('golpe', 10), mover({ diagonals: true })])];
    const state = declareRound(startBattle(setupOf(squad, [fighter('x', 2, 100, 1, [hit('golpe', 10)])]), 1));
    expect(moverOf(state, 0)?.cells).toEqual([0, 1, 2, 3, 5]);
  });

  it('swaps places with the ally standing in the cell, at the mover’s turn', () => {
    const squad = [fighter('a', 0, 100, 5, [hit('golpe', 1), mover()]), fighter('b', 1, 100, 4, [hit('golpe', 1), mover()])];
    let state = declareRound(startBattle(setupOf(squad, [fighter('x', 2, 500, 1, [hit('golpe', 1)])]), 1));
    const chosen = chooseAction(state, 0, 1, { cell: 1 });
    expect(chosen.refusal).toBeUndefined();
    state = chosen.state as BattleState;
    expect(state.sides[0][0]?.declared).toEqual({ slot: 1, targets: [], cell: 1 });
    const { state: after, events } = resolveRound(declareByPolicy(state));
    expect(moves(events)).toEqual([
      { kind: 'move', fighter: { side: 0, index: 0 }, from: 0, to: 1 },
      { kind: 'move', fighter: { side: 0, index: 1 }, from: 1, to: 0, cause: 'swap' },
    ]);
    expect(after.sides[0].map((member) => member.cell)).toEqual([1, 0]);
  });

  it('is refused to an immobilized fighter, with the reason, and a cell held by an immobilized ally is no swap', () => {
    const squad = [fighter('a', 0, 100, 5, [hit('golpe', 1), mover()]), fighter('b', 1, 100, 4, [hit('golpe', 1), mover()])];
    const declared = declareRound(startBattle(setupOf(squad, [fighter('x', 2, 500, 1, [hit('golpe', 1)])]), 1));
    const aHeld: BattleState = { ...declared, sides: [[{ ...declared.sides[0][0]!, statuses: [rooted] }, declared.sides[0][1]!], declared.sides[1]] };
    expect(moverOf(aHeld, 0)).toEqual({ slot: 1, action: 'mover', targets: [], cells: [], refusal: 'rooted' });
    expect(chooseAction(aHeld, 0, 1, { cell: 3 }).refusal).toBe('rooted');
    expect(moverOf(aHeld, 1)?.cells).toEqual([2, 4]);
    expect(chooseAction(aHeld, 1, 1, { cell: 0 }).refusal).toBe('target');
  });

  it('is lost, saying why, when its user is held or moved away from the chosen cell after declaring it', () => {
    const squad = [fighter('a', 0, 100, 5, [hit('golpe', 1), mover()])];
    const opened = declareRound(startBattle(setupOf(squad, [fighter('x', 2, 500, 1, [hit('golpe', 1)])]), 1));
    const declared = chooseAction(opened, 0, 1, { cell: 1 }).state as BattleState;
    const withHero = (change: Partial<BattleState['sides'][0][0]>): BattleState => ({
      ...declared,
      sides: [[{ ...declared.sides[0][0]!, ...change }], declared.sides[1]],
    });
    const lostMover = (state: BattleState) => resolveRound(state).events.find((event) => event.kind === 'lost');
    expect(lostMover(withHero({ statuses: [rooted] }))).toEqual({ kind: 'lost', fighter: { side: 0, index: 0 }, action: 'mover', reason: 'rooted' });
    expect(lostMover(withHero({ cell: 5 }))).toEqual({ kind: 'lost', fighter: { side: 0, index: 0 }, action: 'mover', reason: 'unreachable' });
  });

  it('with Intangibilidade, is free: the bearer keeps its action and moves after it', () => {
    const squad = [fighter('a', 2, 100, 5, [hit('golpe', 1), mover()])];
    const declared = declareRound(startBattle(setupOf(squad, [fighter('x', 2, 500, 1, [hit('golpe', 1)])]), 1));
    const veiled: BattleState = { ...declared, sides: [[{ ...declared.sides[0][0]!, statuses: [freeMove] }], declared.sides[1]] };
    expect(moverOf(veiled, 0)).toMatchObject({ cells: [1, 5], free: true });
    const attacked = chooseAction(veiled, 0, 0, { side: 1, index: 0 }).state as BattleState;
    const stepped = chooseAction(attacked, 0, 1, { cell: 1 }).state as BattleState;
    expect(stepped.sides[0][0]?.declared).toEqual({ slot: 0, targets: [{ side: 1, index: 0 }] });
    const { state: after, events } = resolveRound(stepped);
    expect(actions(events).slice(0, 1)).toEqual(['golpe']);
    expect(moves(events)).toEqual([{ kind: 'move', fighter: { side: 0, index: 0 }, from: 2, to: 1 }]);
    expect(after.sides[0][0]?.cell).toBe(1);
  });

  it('takes a greedy hero with nothing to hit from its cell toward one it can hit from; bestMove names the cell', () => {
    const squad = [fighter('a', 0, 100, 5, [melee('estocada', 10), mover()])];
    const state = declareRound(startBattle(setupOf(squad, [fighter('x', 2, 500, 1, [hit('golpe', 1)])]), 1));
    expect(bestMove(state, 0)).toBe(1);
    expect(declareByPolicy(state).sides[0][0]?.declared).toEqual({ slot: 1, targets: [], cell: 1 });
  });
});
