// How a status already on its bearer takes a new application, by its
// `stacking`: 'none' ignores it, 'refresh' replaces it. Tiny battles by hand:
// Defesa 0 and Poder 100, so a hit deals its amount; one-face dice.
import { describe, expect, it } from 'vitest';
import { simulateBattle, type ActionSpec, type BattleSetup, type FighterSpec, type StatusRule } from '../src/index';
import { testDamageRules } from './fixtures';

const anyColumn = [0, 1, 2];
const scorching: ActionSpec = {
  id: 'scorch',
  name: 'scorch',
  skill: false,
  cost: {},
  from: anyColumn,
  target: { side: 'enemy', multiple: false, columns: anyColumn },
  effects: [
    { kind: 'damage', amount: 1, nature: 'physical', hits: 1, targets: 'target' },
    { kind: 'status', status: 'scorched', targets: 'target' },
  ],
};
function fighter(id: string, cell: number, speed: number, actions: ActionSpec[]): FighterSpec {
  return { id, name: id, cell, life: 100_000, defence: 0, speed, power: 100, dice: [['red']], actions };
}
/** A and C (faster first) both scorch B every round; B does nothing. The round cap (50) ends it. */
function battleWith(stacking: StatusRule['stacking']): BattleSetup {
  const scorched: StatusRule = { negative: true, turns: 3, stacking, mechanics: [{ kind: 'tick-damage', amount: 10, nature: 'elemental' }] };
  return {
    squad: [fighter('a', 2, 20, [scorching]), fighter('c', 5, 15, [scorching])],
    enemies: [fighter('b', 2, 5, [])],
    damage: testDamageRules,
    statuses: { scorched },
    policy: 'damage',
  };
}

describe('status stacking', () => {
  it("'none': the scorch already on B ignores C's, so every tick of 10 is A's (the first to scorch)", () => {
    // Each round: A hits 1 and scorches (when B is not already scorched), C hits 1 and is ignored;
    // B's turn ticks 10 for A. After 3 ticks it ends and A's next hit scorches again: 50 ticks, all A's.
    const result = simulateBattle(battleWith('none'), 1);
    expect(result.rounds).toBe(50);
    expect(result.squad.map((member) => member.damage)).toEqual([50 + 50 * 10, 50]);
  });

  it("'refresh': C's scorch replaces A's each round, so every tick is C's", () => {
    const result = simulateBattle(battleWith('refresh'), 1);
    expect(result.squad.map((member) => member.damage)).toEqual([50, 50 + 50 * 10]);
  });

  it("'none' ignores only the same status: B bearing another one still takes the scorch", () => {
    // A marks B with a status of another id each round before scorching it; the scorch still ticks for A.
    const marking: ActionSpec = {
      ...scorching,
      id: 'mark',
      name: 'mark',
      effects: [{ kind: 'status', status: 'marked', targets: 'target' }, ...scorching.effects],
    };
    const setup = battleWith('none');
    const marked: StatusRule = { negative: true, turns: 9, stacking: 'refresh', mechanics: [] };
    const result = simulateBattle({ ...setup, squad: [fighter('a', 2, 20, [marking])], statuses: { ...setup.statuses, marked } }, 1);
    expect(result.squad.map((member) => member.damage)).toEqual([50 + 50 * 10]);
  });
});
