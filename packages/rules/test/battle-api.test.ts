// The battle's step functions (battle.ts) at their edges: a step asked in the
// wrong phase, a choice the member cannot make and why, who declares and rolls
// (only who stands), the round's turns ending once a side is down, and the
// damage an enemy's intent states for an area, several hits and a non-damage effect.
import { describe, expect, it } from 'vitest';
import {
  battleResult,
  bestMove,
  chooseAction,
  declareByPolicy,
  declareRound,
  heroChoices,
  intents,
  resolveRound,
  startBattle,
  type BattleState,
} from '../src/index';
import { fighter, hit, idle, mover, planted, selfTarget, testSetup } from './fixtures';

const guard = hit('guarda', 0, { target: selfTarget, effects: [{ kind: 'heal', percent: 10, targets: 'self' }] });
/** The state with a squad member's Vida set to 0 by hand. */
const felled = (state: BattleState, hero: number): BattleState => planted(state, { side: 0, index: hero }, { life: 0 });

describe('the steps of a battle, at their edges', () => {
  const area = hit('chuva', 10, { target: { side: 'enemy', multiple: true, columns: [0, 1, 2] } });
  const squad = [fighter('a', 2, 100, 5, [hit('golpe', 10), mover(), guard, area]), idle('b', 0)];
  const start = startBattle(testSetup(squad, [idle('x', 2), idle('y', 1)]), 1);
  const declared = declareRound(start);

  it('refuses a step asked in the wrong phase', () => {
    expect(() => declareRound(declared)).toThrow('declareRound: the battle is in its choice phase');
    expect(() => declareByPolicy(start)).toThrow('declareByPolicy: the battle is in its declaration phase');
    expect(() => resolveRound(start)).toThrow('resolveRound: the battle is in its declaration phase');
    expect(chooseAction(start, 0, 0, { side: 1, index: 0 })).toEqual({ refusal: 'phase' });
    expect(heroChoices(start, 0)).toEqual([]);
  });

  it('refuses a choice for a member who fell or is not there, an action it does not have, and a target that does not fit', () => {
    expect(chooseAction(felled(declared, 0), 0, 0, { side: 1, index: 0 })).toEqual({ refusal: 'not-standing' });
    expect(chooseAction(declared, 5, 0, { side: 1, index: 0 })).toEqual({ refusal: 'not-standing' });
    expect(heroChoices(felled(declared, 0), 0)).toEqual([]);
    expect(bestMove(felled(declared, 0), 0)).toBeUndefined();
    expect(chooseAction(declared, 0, 7)).toEqual({ refusal: 'reach' });
    // A cell for an attack, no target for a single-target attack, a Mover with no cell or to a cell not beside it.
    expect(chooseAction(declared, 0, 0, { cell: 1 })).toEqual({ refusal: 'target' });
    expect(chooseAction(declared, 0, 0)).toEqual({ refusal: 'target' });
    expect(chooseAction(declared, 0, 1)).toEqual({ refusal: 'target' });
    expect(chooseAction(declared, 0, 1, { side: 1, index: 0 })).toEqual({ refusal: 'target' });
    expect(chooseAction(declared, 0, 1, { cell: 0 })).toEqual({ refusal: 'target' });
    // An area aimed at an ally.
    expect(chooseAction(declared, 0, 3, { side: 0, index: 1 })).toEqual({ refusal: 'target' });
    // An action on oneself aims at the member.
    expect(chooseAction(declared, 0, 2).state?.sides[0][0]?.declared).toEqual({ slot: 2, targets: [{ side: 0, index: 0 }] });
  });

  it('has only who stands declare and roll; the enemies’ paid actions are not counted', () => {
    const hitter = [fighter('a', 2, 100, 5, [hit('golpe', 10)]), idle('b', 0)];
    const enemies = [fighter('x', 2, 1000, 1, [hit('mordida', 5)]), fighter('y', 1, 5, 1, [hit('garra', 5)])];
    let state = declareRound(startBattle(testSetup(hitter, enemies), 1));
    expect(state.sides[1].map((enemy) => enemy.payable)).toEqual([[0], [0]]);
    // a fells y; b, down, declares no more: one declaration each of the rounds it stood.
    state = resolveRound(chooseAction(felled(state, 1), 0, 0, { side: 1, index: 1 }).state as BattleState).state;
    state = declareRound(state);
    expect(state.sides[1][1]?.declared).toBeUndefined();
    expect(state.sides[1][1]?.units).toEqual({ vermelha: 1 });
    expect(state.sides[0][1]?.units).toEqual({ vermelha: 1 });
    expect(battleResult(state).squad.map((member) => member.declarations)).toEqual([2, 1]);
    // A battle not over yet reads as a draw so far.
    expect(battleResult(state).outcome).toBe('draw');
  });

  it('ends the round’s turns once a side is down', () => {
    const squad = [fighter('a', 2, 100, 9, [hit('golpe', 500)]), fighter('b', 1, 100, 1, [hit('golpe', 5)])];
    const state = chooseAction(declareRound(startBattle(testSetup(squad, [fighter('x', 2, 100, 5, [])]), 1)), 0, 0, { side: 1, index: 0 }).state as BattleState;
    const { events } = resolveRound(state);
    expect(events[0]).toEqual({ kind: 'turn', fighter: { side: 0, index: 0 }, skipped: false });
    expect(events.filter((event) => event.kind === 'turn').map((event) => (event.kind === 'turn' ? event.fighter : undefined))).toEqual([
      { side: 0, index: 0 },
    ]);
  });

  it('states an intent’s damage for an area hit per target, for several hits, and none for a heal or a blow on itself', () => {
    const rain = hit('chuva', 10, {
      target: { side: 'enemy', multiple: true, columns: [0, 1, 2] },
      effects: [
        { kind: 'damage', amount: 10, nature: 'physical', hits: 'per-target', targets: 'target' },
        { kind: 'damage', amount: 3, nature: 'physical', hits: 3, targets: 'target' },
        { kind: 'damage', amount: 50, nature: 'physical', hits: 1, targets: 'self' },
        { kind: 'heal', percent: 10, targets: 'target' },
      ],
    });
    const state = declareRound(startBattle(testSetup([idle('a', 2), idle('b', 0)], [fighter('x', 2, 1000, 5, [rain])]), 1));
    expect(intents(state)).toEqual([
      {
        fighter: { side: 1, index: 0 },
        action: 'chuva',
        targets: [
          { target: { side: 0, index: 0 }, damage: 2 * 10 + 3 * 3 },
          { target: { side: 0, index: 1 }, damage: 2 * 10 + 3 * 3 },
        ],
      },
    ]);
  });
});
