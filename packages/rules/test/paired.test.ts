// Paired runs: battle k under the current rules and battle k under the changed
// ones are played with the same seed, so a difference between the two sides
// comes from the rules, never from the dice.
import { describe, expect, it } from 'vitest';
import { simulatePairedRange, type ActionSpec, type BattleSetup, type FighterSpec } from '../src/index';
import { testDamageRules } from './fixtures';

const anyColumn = [0, 1, 2];
function hit(id: string, amount: number): ActionSpec {
  return {
    id,
    name: id,
    skill: false,
    cost: {},
    from: anyColumn,
    target: { side: 'enemy', multiple: false, columns: anyColumn },
    effects: [{ kind: 'damage', amount, nature: 'physical', hits: 1, targets: 'target' }],
  };
}
function fighter(id: string, life: number, actions: ActionSpec[]): FighterSpec {
  return { id, name: id, cell: 2, life, defence: 0, speed: 10, power: 100, dice: [['red']], actions };
}
/** Two equal fighters, same speed, random declarations: who wins depends on the seed. */
const coinFlip: BattleSetup = {
  squad: [fighter('a', 100, [hit('golpe', 30)])],
  enemies: [fighter('b', 100, [hit('mordida', 30)])],
  damage: testDamageRules,
  statuses: {},
  policy: 'random',
};

describe('paired runs', () => {
  it('the same rules on both sides play the same seeds: each battle ends the same way twice', () => {
    const tally = simulatePairedRange(coinFlip, coinFlip, 42, 0, 200);
    expect(tally.battles).toBe(200);
    // The seeds matter: both outcomes happen...
    expect(tally.current.wins).toBeGreaterThan(0);
    expect(tally.current.losses).toBeGreaterThan(0);
    // ...and each battle is played alike on both sides.
    expect(tally.changed).toEqual(tally.current);
    expect([tally.gained, tally.lost]).toEqual([0, 0]);
  });
});
