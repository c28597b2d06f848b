// Energy odds and a round's roll by hand, on the standard D6 (faces red,
// green, blue, red, green, blue: two of each) and on small painted dice.
import { describe, expect, it } from 'vitest';
import {
  cappedDistribution,
  costUnits,
  cycledFaces,
  diceForSlots,
  energyCountDistribution,
  expectedBestValue,
  expectedEnergy,
  faceCounts,
  payability,
  payChance,
  payOdds,
  pays,
  reduced,
  rollOutcomes,
  roundsToDefeat,
  standardDie,
  type ValuedAction,
} from '../src/index';

const cycle = ['r', 'g', 'b'];
const d6 = ['r', 'g', 'b', 'r', 'g', 'b'];

describe('dice and costs', () => {
  it('a die painted by the cycle, its face counts, a cost in units', () => {
    expect(cycledFaces(6, cycle)).toEqual(d6);
    expect(cycledFaces(4, cycle)).toEqual(['r', 'g', 'b', 'r']);
    expect(standardDie(cycle)).toEqual(d6);
    expect(standardDie(['x', 'y'], 3)).toEqual(['x', 'y', 'x']);
    expect(() => cycledFaces(6, [])).toThrow('at least one energy');
    expect([...faceCounts(['r', 'g', 'r'])]).toEqual([
      ['r', 2],
      ['g', 1],
    ]);
    expect(costUnits({ r: 2, g: 1, b: 0, x: -3 })).toBe(3);
  });

  it('dice for slots: the first dice of the list, the last one repeated', () => {
    const a = ['a'];
    const b = ['b'];
    expect(diceForSlots([a, b], 1)).toEqual([a]);
    expect(diceForSlots([a, b], 3)).toEqual([a, b, b]);
    expect(diceForSlots([], 2)).toEqual([]);
  });
});

describe('odds a roll pays a cost', () => {
  it('one D6 pays 1 red in 2 of 6, 2 red never; an empty cost always', () => {
    expect(payOdds([d6], { r: 1 })).toEqual({ favourable: 2, total: 6 });
    expect(payOdds([d6], { r: 2 })).toEqual({ favourable: 0, total: 6 });
    expect(payOdds([d6], {})).toEqual({ favourable: 6, total: 6 });
    expect(payOdds([d6], { r: 0 })).toEqual({ favourable: 6, total: 6 });
    expect(payOdds([d6], { r: -1, g: 1 })).toEqual({ favourable: 2, total: 6 });
  });

  it('two D6: 1 red in 36 − 4 × 4 = 20 of 36; red and green in 2 × 2 × 2 = 8; 2 red in 4', () => {
    expect(payOdds([d6, d6], { r: 1 })).toEqual({ favourable: 20, total: 36 });
    expect(payOdds([d6, d6], { r: 1, g: 1 })).toEqual({ favourable: 8, total: 36 });
    expect(payOdds([d6, d6], { r: 2 })).toEqual({ favourable: 4, total: 36 });
    expect(payChance([d6, d6], { r: 2 })).toBeCloseTo(1 / 9, 12);
    expect(payability({ r: 1 }, 2, d6)).toBeCloseTo(20 / 36, 12);
    expect(payability({ r: 1 }, 1, d6)).toBeCloseTo(1 / 3, 12);
  });

  it('three dice of different faces: 1 red and 1 green from [r], [g, b], [r, g]', () => {
    // Outcomes 1 × 2 × 2 = 4: (r, g, r) (r, g, g) (r, b, r) (r, b, g); all but (r, b, r) pay.
    expect(payOdds([['r'], ['g', 'b'], ['r', 'g']], { r: 1, g: 1 })).toEqual({ favourable: 3, total: 4 });
  });

  it('the capped states of a roll: one D6 against 1 red and 1 green', () => {
    // States (red, green) in mixed radix 2 × 2: none 2 faces (blue), red 2, green 2, both 0.
    expect(cappedDistribution([d6], { r: 1, g: 1 })).toEqual({
      asked: [
        ['r', 1],
        ['g', 1],
      ],
      counts: [2, 2, 2, 0],
    });
  });

  it('refuses too many dice, a die without faces or with too many, and amounts past 10 or not whole', () => {
    expect(() => payOdds([d6, d6, d6, d6, d6, d6, d6], { r: 1 })).toThrow('at most 6 dice');
    expect(() => payOdds([d6, d6, d6, d6, d6, d6], { r: 1 })).not.toThrow();
    expect(() => payOdds([[]], { r: 1 })).toThrow('1 to 100 faces');
    expect(() => payOdds([new Array<string>(101).fill('r')], { r: 1 })).toThrow(RangeError);
    expect(payOdds([new Array<string>(100).fill('r')], { r: 1 })).toEqual({ favourable: 100, total: 100 });
    expect(() => payOdds([d6], { r: 11 })).toThrow('whole numbers up to 10');
    expect(() => payOdds([d6], { r: 1.5 })).toThrow(RangeError);
    expect(payOdds([d6], { r: 10 })).toEqual({ favourable: 0, total: 6 });
  });

  it('odds reduced to lowest terms', () => {
    expect(reduced({ favourable: 20, total: 36 })).toEqual({ favourable: 5, total: 9 });
    expect(reduced({ favourable: 0, total: 6 })).toEqual({ favourable: 0, total: 1 });
    expect(reduced({ favourable: 0, total: 0 })).toEqual({ favourable: 0, total: 0 });
  });
});

describe('expected energy and counts', () => {
  it('expected units per roll: a D6 gives 1/3 of each; [r, r, g] 2/3 red', () => {
    const expected = expectedEnergy([d6, ['r', 'r', 'g']], ['r', 'g', 'b', 'w']);
    expect(expected.get('r')).toBeCloseTo(1 / 3 + 2 / 3, 12);
    expect(expected.get('g')).toBeCloseTo(1 / 3 + 1 / 3, 12);
    expect(expected.get('b')).toBeCloseTo(1 / 3, 12);
    expect(expected.get('w')).toBe(0);
    expect(() => expectedEnergy([[]], ['r'])).toThrow(RangeError);
  });

  it('outcomes with 0, 1, 2 red units from two D6: 16, 16, 4', () => {
    expect(energyCountDistribution([d6, d6], 'r')).toEqual([16, 16, 4]);
    expect(energyCountDistribution([], 'r')).toEqual([1]);
    expect(energyCountDistribution([['g']], 'r')).toEqual([1, 0]);
    expect(() => energyCountDistribution([[]], 'r')).toThrow(RangeError);
  });
});

describe("a round's roll", () => {
  it('two dice [r, g] give rr, rg and gg with 1/4, 1/2 and 1/4', () => {
    const outcomes = rollOutcomes([
      ['r', 'g'],
      ['r', 'g'],
    ]);
    expect(outcomes).toHaveLength(3);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { units: { r: 2 }, probability: 0.25 },
        { units: { r: 1, g: 1 }, probability: 0.5 },
        { units: { g: 2 }, probability: 0.25 },
      ]),
    );
    expect(rollOutcomes([])).toEqual([{ units: {}, probability: 1 }]);
  });

  it('a reserve pays a cost when each energy reaches its amount', () => {
    expect(pays({ r: 2, g: 1 }, { r: 2, g: 1 })).toBe(true);
    expect(pays({ r: 1, g: 1 }, { r: 2 })).toBe(false);
    expect(pays({}, {})).toBe(true);
    expect(pays({}, { b: 1 })).toBe(false);
  });

  it('the best payable action per roll, weighted: one D6, a free 10 and a red 30 is 30/3 + 10 × 2/3', () => {
    const actions: ValuedAction[] = [
      { cost: {}, value: 10 },
      { cost: { r: 1 }, value: 30 },
      { cost: { r: 2 }, value: 100 },
    ];
    expect(expectedBestValue([d6], actions)).toBeCloseTo(30 / 3 + (10 * 2) / 3, 12);
    expect(expectedBestValue([d6], [{ cost: { g: 1 }, value: 12 }])).toBeCloseTo(4, 12);
    expect(expectedBestValue([d6], [])).toBe(0);
  });

  it('rounds to defeat: 100 Vida at 30 a round is 4; at 25 exactly 4; nothing dealt, none', () => {
    expect(roundsToDefeat(100, 30)).toBe(4);
    expect(roundsToDefeat(100, 25)).toBe(4);
    expect(roundsToDefeat(0.3, 0.1)).toBe(3);
    expect(roundsToDefeat(100, 0)).toBeUndefined();
    expect(roundsToDefeat(0, 10)).toBeUndefined();
    expect(roundsToDefeat(100, Number.NaN)).toBeUndefined();
  });
});
