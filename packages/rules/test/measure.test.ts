// What a batch of seeded battles says about an encounter, on battles without
// dice to draw or choices to make (each one the same), by hand.
import { describe, expect, it } from 'vitest';
import {
  brokenFigures,
  evaluateTarget,
  measureEncounter,
  sharePercent,
  sumDefeats,
  tierHardening,
  type ActionSpec,
  type BattleSetup,
  type FighterSpec,
} from '../src/index';
import { frontOnly, noShares, testDamageRules } from './fixtures';

const anyColumn = [0, 1, 2];
function hit(amount: number): ActionSpec {
  return {
    id: 'hit',
    name: 'hit',
    skill: false,
    cost: {},
    from: anyColumn,
    target: { side: 'enemy', multiple: false, columns: anyColumn },
    effects: [{ kind: 'damage', amount, nature: 'physical', hits: 1, targets: 'target' }],
  };
}
function fighter(id: string, speed: number, amount: number): FighterSpec {
  return { id, name: id, cell: 2, life: 100, defence: 0, speed, power: 100, dice: [['red']], actions: [hit(amount)] };
}
const battle = (ours: number, theirs: number): BattleSetup => ({
  squad: [fighter('a', 10, ours)],
  enemies: [fighter('b', 5, theirs)],
  damage: testDamageRules,
  statuses: {},
  policy: 'damage',
});

describe('measuring an encounter', () => {
  it('won every time: A hits 50 first, B 30; 2 rounds, 30 taken, 50 a round, nobody falls', () => {
    const figures = measureEncounter(battle(50, 30), 3, 4);
    expect(figures).toMatchObject({ battles: 4, winRate: 100, meanRounds: 2, damageTaken: 30, fallsShare: 0, fallsLow: 0 });
    expect(figures.members).toEqual([{ damagePerRound: 50, healingPerRound: 0 }]);
    // Wilson at 4 of 4: centre and half both 0.4802 ÷ 1.9604, so the low end is 1 − 0.48990.
    expect(figures.winLow).toBeCloseTo(51.01, 2);
    expect(figures.winHigh).toBe(100);
    expect(figures.fallsHigh).toBeCloseTo(48.99, 2);
  });

  it('lost every time: A hits 20, B 60; A falls in round 2 having dealt 20 a round and taken 100', () => {
    const figures = measureEncounter(battle(20, 60), 3, 4);
    expect(figures).toMatchObject({ winRate: 0, winLow: 0, meanRounds: 2, damageTaken: 100, fallsShare: 100, fallsHigh: 100 });
    expect(figures.members).toEqual([{ damagePerRound: 20, healingPerRound: 0 }]);
  });

  it('no battle: zeros, not NaN', () => {
    expect(measureEncounter(battle(50, 30), 3, 0)).toEqual({
      battles: 0,
      winRate: 0,
      winLow: 0,
      winHigh: 0,
      meanRounds: 0,
      damageTaken: 0,
      ...noShares,
      members: [{ damagePerRound: 0, healingPerRound: 0 }],
      defeats: { wins: 0, winsSheltered: 0, draws: 0, drawsOutOfReach: 0, outOfReachEnemies: [], fallOrder: [[0]], fallCauses: [] },
    });
  });

  // B (speed 20) hits the front for 60 twice: A (front) falls in round 2; C (back, out of reach) stands. The cap ends it, a draw.
  const oneFalls: BattleSetup = {
    ...battle(0, 0),
    squad: [fighter('a', 10, 1), { ...fighter('c', 1, 1), cell: 0 }],
    enemies: [{ ...fighter('b', 20, 0), life: 100_000, actions: [{ ...hit(60), target: frontOnly }] }],
  };

  it('a battle with a fall is one where any member fell, not all', () => {
    expect(measureEncounter(oneFalls, 3, 2)).toMatchObject({ winRate: 0, fallsShare: 100 });
  });

  it('counts how the battles ended and who felled whom, in battles, so the counts of two seeds add up', () => {
    // A falls first in each battle, to B's hit; C stands until the cap, a draw each time.
    const setup = oneFalls;
    const one = measureEncounter(setup, 3, 2).defeats;
    expect(one).toEqual({
      wins: 0,
      winsSheltered: 0,
      draws: 2,
      drawsOutOfReach: 0,
      outOfReachEnemies: [],
      fallOrder: [
        [2, 0],
        [0, 0],
      ],
      fallCauses: [{ enemy: 'b', action: 'hit', falls: 2 }],
    });
    const two = sumDefeats([one!, measureEncounter(setup, 4, 3).defeats!]);
    expect(two).toMatchObject({
      draws: 5,
      fallOrder: [
        [5, 0],
        [0, 0],
      ],
      fallCauses: [{ enemy: 'b', action: 'hit', falls: 5 }],
    });
  });

  it('a draw out of reach is counted apart: the squad’s blows mark the front, the enemy stands in the back', () => {
    const front: ActionSpec = { ...hit(10), target: frontOnly };
    const stuck: BattleSetup = { ...battle(0, 0), squad: [{ ...fighter('a', 10, 0), actions: [front] }], enemies: [{ ...fighter('b', 5, 0), cell: 0 }] };
    expect(measureEncounter(stuck, 3, 4)).toMatchObject({ winRate: 0, outOfReachShare: 100, outOfReachHigh: 100 });
    // The same battle within reach, the enemy too tough to fell by the cap: a draw, not one out of reach.
    const tough: BattleSetup = { ...battle(1, 0), enemies: [{ ...fighter('b', 5, 0), life: 100_000 }] };
    expect(measureEncounter(tough, 3, 4)).toMatchObject({ winRate: 0, outOfReachShare: 0 });
    // What the enemies took: a draw within reach counts, one out of reach does not, and neither is a victory.
    expect(measureEncounter(tough, 3, 4)).toMatchObject({ lossShare: 100, lossHigh: 100 });
    expect(measureEncounter(stuck, 3, 4)).toMatchObject({ lossShare: 0, lossLow: 0 });
    expect(measureEncounter(battle(50, 30), 3, 4)).toMatchObject({ winRate: 100, lossShare: 0 });
  });

  it('healing per round: a mender heals 20% after each of the enemy’s 30 hits on the front, 80 a battle over the 50 rounds it stands', () => {
    // 4 heals of 20 before the front member falls (as in the paired runs' test); then the bite reaches the empty middle, never
    // the mender in the back, who declares every round until the cap: 80 healed over 50 declarations.
    const mend: ActionSpec = {
      ...hit(0),
      id: 'mend',
      target: { side: 'ally', multiple: false, columns: anyColumn },
      effects: [{ kind: 'heal', percent: 20, targets: 'target' }],
    };
    const bite: ActionSpec = { ...hit(30), target: frontOnly };
    const setup: BattleSetup = {
      ...battle(0, 0),
      squad: [
        { ...fighter('w', 1, 0), actions: [] },
        { ...fighter('m', 5, 0), cell: 0, actions: [mend] },
      ],
      enemies: [{ ...fighter('e', 20, 0), actions: [bite] }],
    };
    const figures = measureEncounter(setup, 7, 2);
    expect(figures.members.map((member) => member.healingPerRound)).toEqual([0, 80 / 50]);
  });

  it('a victory out of the enemies’ reach is counted apart: the enemy’s blow marks the front, the squad stands in the back', () => {
    const front: ActionSpec = { ...hit(10), target: frontOnly };
    const sheltered: BattleSetup = { ...battle(50, 0), squad: [{ ...fighter('a', 10, 50), cell: 0 }], enemies: [{ ...fighter('b', 5, 0), actions: [front] }] };
    expect(measureEncounter(sheltered, 3, 4)).toMatchObject({ winRate: 100, shelteredWinShare: 100, shelteredWinHigh: 100 });
    // The same battle with the squad in the front, where the blow lands: a victory within reach.
    expect(measureEncounter({ ...sheltered, squad: [fighter('a', 10, 50)] }, 3, 4)).toMatchObject({ winRate: 100, shelteredWinShare: 0 });
  });
});

describe('comparisons', () => {
  it('a tier up: the most of the win rate lost and the rises in rounds and damage taken; a rise from 0 counts as 100%', () => {
    expect(tierHardening({ winRate: 90, meanRounds: 4, damageTaken: 50 }, { winRate: 85, meanRounds: 5, damageTaken: 55 })).toBe(25);
    expect(tierHardening({ winRate: 50, meanRounds: 0, damageTaken: 0 }, { winRate: 50, meanRounds: 2, damageTaken: 0 })).toBe(100);
    expect(tierHardening({ winRate: 50, meanRounds: 0, damageTaken: 0 }, { winRate: 60, meanRounds: 0, damageTaken: 0 })).toBe(0);
  });

  it('a share in percent, 0 of nothing', () => {
    expect(sharePercent(1, 4)).toBe(25);
    expect(sharePercent(3, 0)).toBe(0);
  });

  it('a figure on the edge of its band holds (margin 0), and is not among the broken ones', () => {
    const edge = evaluateTarget({ id: 'borda', band: { min: 55, max: 90 } }, [
      { subject: 'andar 1', value: 55 },
      { subject: 'andar 2', value: 91 },
    ]);
    expect(edge.status).toBe('broken');
    expect(brokenFigures(edge).map((figure) => figure.subject)).toEqual(['andar 2']);
    expect(evaluateTarget({ id: 'borda', band: { min: 55, max: 90 } }, [{ subject: 'andar 1', value: 90 }])).toMatchObject({ status: 'holds', margin: 0 });
  });
});
