// Paired runs: battle k under the current rules and battle k under the changed
// ones are played with the same seed, so a difference between the two sides
// comes from the rules, never from the dice.
import { describe, expect, it } from 'vitest';
import { emptyPairedTally, pairedDifference, sideWinRate, simulatePairedRange, type ActionSpec, type BattleSetup, type FighterSpec } from '../src/index';
import { frontOnly, hit, testDamageRules } from './fixtures';

function fighter(id: string, life: number, actions: ActionSpec[], speed = 10): FighterSpec {
  return { id, name: id, cell: 2, life, defence: 0, speed, power: 100, dice: [['red']], actions };
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
    const tally = simulatePairedRange(coinFlip, coinFlip, 42, 0, 100);
    expect(tally.battles).toBe(100);
    // The seeds matter: both outcomes happen...
    expect(tally.current.wins).toBeGreaterThan(0);
    expect(tally.current.losses).toBeGreaterThan(0);
    // ...and each battle is played alike on both sides.
    expect(tally.changed).toEqual(tally.current);
    expect([tally.gained, tally.lost]).toEqual([0, 0]);
  });

  // No dice to draw and no choice: each battle of a side is the same, by hand.
  // Strong: A hits 50 first, B 30; A wins in round 2, having taken 30.
  // Weak: A hits 20, B 60; A falls in round 2 (60, then the 40 left): 100 taken.
  const strong: BattleSetup = {
    ...coinFlip,
    policy: 'damage',
    squad: [fighter('a', 100, [hit('golpe', 50)], 10)],
    enemies: [fighter('b', 100, [hit('mordida', 30)], 5)],
  };
  const weak: BattleSetup = { ...strong, squad: [fighter('a', 100, [hit('golpe', 20)], 10)], enemies: [fighter('b', 100, [hit('mordida', 60)], 5)] };

  it('sums each side over its battles, and counts the battles won on one side only', () => {
    const tally = simulatePairedRange(strong, weak, 7, 0, 3);
    expect(tally).toEqual({
      battles: 3,
      current: {
        wins: 3,
        losses: 0,
        draws: 0,
        rounds: 6,
        damageTaken: 90,
        falls: 0,
        battlesWithFall: 0,
        drawsOutOfReach: 0,
        winsSheltered: 0,
        members: [{ healing: 0, declarations: 6 }],
      },
      changed: {
        wins: 0,
        losses: 3,
        draws: 0,
        rounds: 6,
        damageTaken: 300,
        falls: 3,
        battlesWithFall: 3,
        drawsOutOfReach: 0,
        winsSheltered: 0,
        members: [{ healing: 0, declarations: 6 }],
      },
      gained: 0,
      lost: 3,
    });
    expect(simulatePairedRange(weak, strong, 7, 0, 2)).toMatchObject({ battles: 2, gained: 2, lost: 0 });
  });

  it('counts on each side the victories won out of the enemies’ reach', () => {
    // An enemy with no action reaches no one from the first round: each victory over it is out of its reach.
    const harmless: BattleSetup = { ...strong, enemies: [fighter('b', 100, [], 5)] };
    const tally = simulatePairedRange(harmless, strong, 7, 0, 3);
    expect([tally.current.wins, tally.current.winsSheltered, tally.changed.wins, tally.changed.winsSheltered]).toEqual([3, 3, 3, 0]);
  });

  it('a range adds to the tally it is given: battles 2…4 after 0…1 make 5, and an empty range adds none', () => {
    const tally = simulatePairedRange(strong, weak, 7, 0, 2);
    simulatePairedRange(strong, weak, 7, 2, 5, tally);
    simulatePairedRange(strong, weak, 7, 5, 5, tally);
    expect([tally.battles, tally.current.wins, tally.changed.losses, tally.lost]).toEqual([5, 5, 5, 5]);
    expect(emptyPairedTally()).toEqual({
      battles: 0,
      current: expect.objectContaining({ wins: 0, members: [] }),
      changed: expect.objectContaining({ wins: 0 }),
      gained: 0,
      lost: 0,
    });
  });

  it("sums a member's healing: a mender heals 20% after each of the enemy's 30 hits, 4 times before the ally falls (80 a battle)", () => {
    const mend: ActionSpec = {
      ...hit('mend', 0),
      target: { side: 'ally', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'heal', percent: 20, targets: 'target' }],
    };
    const bite: ActionSpec = { ...hit('mordida', 30), target: frontOnly };
    const mended: BattleSetup = {
      ...strong,
      squad: [fighter('w', 100, [], 1), { ...fighter('m', 100, [mend], 5), cell: 0 }],
      enemies: [fighter('e', 100, [bite], 20)],
    };
    const tally = simulatePairedRange(mended, mended, 7, 0, 2);
    expect(tally.current.members.map((member) => member.healing)).toEqual([0, 160]);
  });

  it('a draw is neither won nor lost', () => {
    // B stands in the back, out of reach of a melee hit; nobody acts: the round cap ends it.
    const melee = { ...hit('golpe', 50), target: frontOnly };
    const stalemate: BattleSetup = { ...strong, squad: [fighter('a', 100, [melee])], enemies: [{ ...fighter('b', 100, []), cell: 0 }] };
    const tally = simulatePairedRange(stalemate, strong, 7, 0, 1);
    expect(tally.current).toMatchObject({ wins: 0, losses: 0, draws: 1, rounds: 50 });
    expect([tally.gained, tally.lost]).toEqual([1, 0]);
    // The squad never reaches B: a draw out of reach, on the side it happened only.
    const twice = simulatePairedRange(stalemate, strong, 7, 0, 2);
    expect([twice.current.drawsOutOfReach, twice.changed.drawsOutOfReach]).toEqual([2, 0]);
  });
});

describe('paired difference and win rate', () => {
  it('mean of the paired differences ± 1.96 s/√n: 3 gained and 1 lost in 10 is 0.2 ± 0.392', () => {
    // d: three +1, one −1, six 0. Mean 0.2; s² = (4 − 10 × 0.04) ÷ 9 = 0.4; half = 1.96 × √(0.4 ÷ 10) = 0.392.
    const { difference, low, high } = pairedDifference({ battles: 10, gained: 3, lost: 1 });
    expect(difference).toBeCloseTo(0.2, 10);
    expect(low).toBeCloseTo(-0.192, 10);
    expect(high).toBeCloseTo(0.592, 10);
    expect(pairedDifference({ battles: 10, gained: 3, lost: 1 }, 1).high).toBeCloseTo(0.4, 10);
  });

  it('stays within −1 and 1, and is exact with no battle, one battle or no spread', () => {
    // 2 of 3 gained: mean 2/3, s² = (2 − 3 × 4/9) ÷ 2 = 1/3, half = 1.96 × √(1/9) = 0.6533: the top is cut at 1.
    const up = pairedDifference({ battles: 3, gained: 2, lost: 0 });
    expect(up.low).toBeCloseTo(2 / 3 - 1.96 / 3, 10);
    expect(up.high).toBe(1);
    expect(pairedDifference({ battles: 3, gained: 0, lost: 2 }).low).toBe(-1);
    expect(pairedDifference({ battles: 0, gained: 0, lost: 0 })).toEqual({ difference: 0, low: 0, high: 0 });
    expect(pairedDifference({ battles: 1, gained: 0, lost: 1 })).toEqual({ difference: -1, low: -1, high: -1 });
    expect(pairedDifference({ battles: 4, gained: 4, lost: 0 })).toEqual({ difference: 1, low: 1, high: 1 });
  });

  it("a side's win rate with its Wilson interval: 5 of 10 is 0.5 in [0.2366, 0.7634]", () => {
    const side = { ...emptyPairedTally().current, wins: 5 };
    const rate = sideWinRate(side, 10);
    expect(rate.rate).toBe(0.5);
    expect(rate.low).toBeCloseTo(0.2366, 4);
    expect(rate.high).toBeCloseTo(0.7634, 4);
    expect(sideWinRate(side, 0)).toEqual({ rate: 0, low: 0, high: 0 });
  });
});
