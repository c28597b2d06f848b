import { describe, expect, it } from 'vitest';
import {
  cappedDistribution,
  cycledFaces,
  diceForSlots,
  energyCountDistribution,
  expectedEnergy,
  maxDice,
  payOdds,
  reduced,
  type Die,
} from '@dice-rolling/rules';
import { formatFraction, formatOdds } from '../client/energyOdds';

const cycle = ['vermelha', 'verde', 'azul'];
const d6 = cycledFaces(6, cycle);
const d4 = cycledFaces(4, cycle);
const chance = (dice: Die[], cost: Record<string, number>) => {
  const odds = payOdds(dice, cost);
  return odds.favourable / odds.total;
};

describe('energy odds, hand-computed cases', () => {
  it('paints a new die with the energies in cycle', () => {
    expect(d4).toEqual(['vermelha', 'verde', 'azul', 'vermelha']);
    expect(d6.filter((energy) => energy === 'azul')).toHaveLength(2);
  });

  it('a D6 with two faces of each colour pays 1 Vermelha with probability 1/3', () => {
    expect(reduced(payOdds([d6], { vermelha: 1 }))).toEqual({ favourable: 1, total: 3 });
  });

  it('two such D6 pay 1 Vermelha 5 times in 9 (1 − (2/3)²) and 2 Vermelhas 1 in 9', () => {
    expect(reduced(payOdds([d6, d6], { vermelha: 1 }))).toEqual({ favourable: 5, total: 9 });
    expect(reduced(payOdds([d6, d6], { vermelha: 2 }))).toEqual({ favourable: 1, total: 9 });
  });

  it('two D6 pay 1 Vermelha + 1 Azul 2 times in 9 (one of each, in either order)', () => {
    expect(reduced(payOdds([d6, d6], { vermelha: 1, azul: 1 }))).toEqual({ favourable: 2, total: 9 });
  });

  it('three D6 pay 2 Azuis + 1 Verde 1 time in 9 (3 orders × 1/27)', () => {
    expect(reduced(payOdds([d6, d6, d6], { azul: 2, verde: 1 }))).toEqual({ favourable: 1, total: 9 });
  });

  it('a D4 (two Vermelhas) and a D6 pay 1 Vermelha 2 times in 3', () => {
    // misses: D4 1/2 × D6 2/3 = 1/3
    expect(reduced(payOdds([d4, d6], { vermelha: 1 }))).toEqual({ favourable: 2, total: 3 });
  });

  it('a cost with more units than dice can never be paid; no cost is always paid', () => {
    expect(payOdds([d6], { vermelha: 2 }).favourable).toBe(0);
    expect(chance([d6], {})).toBe(1);
    expect(chance([], {})).toBe(1);
    expect(chance([], { azul: 1 })).toBe(0);
  });

  it('expected energy is faces of the colour ÷ faces, summed over dice', () => {
    const expected = expectedEnergy([d6, d4], cycle);
    expect(expected.get('vermelha')).toBeCloseTo(1 / 3 + 1 / 2, 12);
    expect(expected.get('azul')).toBeCloseTo(1 / 3 + 1 / 4, 12);
  });

  it('reads odds and fractions in Portuguese, without NaN', () => {
    expect(formatOdds({ favourable: 1, total: 3 })).toBe('33,3%');
    expect(formatOdds({ favourable: 0, total: 3 })).toBe('0%');
    expect(formatOdds({ favourable: 1, total: 0 })).toBe('0%');
    expect(formatOdds({ favourable: 1, total: 1e12 })).toBe('menos de 0,1%');
    expect(formatFraction({ favourable: 2, total: 6 })).toBe('1 em 3');
  });

  it('refuses more dice than the cap, and counts exactly at the cap with D100s', () => {
    const d100 = cycledFaces(100, cycle);
    expect(() =>
      payOdds(
        Array.from({ length: maxDice + 1 }, () => d6),
        { azul: 1 },
      ),
    ).toThrow(RangeError);
    const odds = payOdds(
      Array.from({ length: maxDice }, () => d100),
      { vermelha: 1 },
    );
    expect(odds.total).toBe(100 ** maxDice);
    // 34 Vermelha faces of 100 on each die: misses are 66^6 exactly.
    expect(odds.total - odds.favourable).toBe(66 ** maxDice);
  });
});

describe('energy odds, properties', () => {
  const dieKinds = [d4, d6, cycledFaces(8, cycle), cycledFaces(12, cycle), cycledFaces(20, ['azul', 'verde', 'azul']), cycledFaces(10, ['vermelha'])];
  const costs: Record<string, number>[] = [{ vermelha: 1 }, { azul: 2 }, { vermelha: 1, azul: 1 }, { azul: 2, verde: 1 }, { vermelha: 3, verde: 2, azul: 1 }];

  it('the outcomes of every capped state add up to all outcomes (odds sum to 1)', () => {
    for (const cost of costs) {
      const dice = [dieKinds[0]!, dieKinds[3]!, dieKinds[4]!];
      const { counts } = cappedDistribution(dice, cost);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12 * 4 * 20);
    }
  });

  it('the chance of each number of units of one colour adds up to 1', () => {
    const counts = energyCountDistribution([d6, d4, dieKinds[2]!], 'verde');
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6 * 4 * 8);
    expect(counts).toHaveLength(4);
  });

  it('one more die never lowers the chance of paying', () => {
    for (const cost of costs) {
      let dice: Die[] = [];
      for (const die of dieKinds) {
        const before = chance(dice, cost);
        dice = [...dice, die];
        expect(chance(dice, cost)).toBeGreaterThanOrEqual(before);
      }
    }
  });

  it('every chance is a number between 0 and 1', () => {
    for (const cost of costs)
      for (const slots of [1, 2, 3]) {
        const value = chance(diceForSlots([d4, dieKinds[5]!], slots), cost);
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
  });

  it('slots take the first dice and repeat the last', () => {
    expect(diceForSlots([d4, d6], 3)).toEqual([d4, d6, d6]);
    expect(diceForSlots([d4, d6], 1)).toEqual([d4]);
    expect(diceForSlots([], 2)).toEqual([]);
  });
});
