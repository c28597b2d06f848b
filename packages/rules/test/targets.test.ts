import { describe, expect, it } from 'vitest';
import { bandMargin, brokenFigures, evaluateTarget, evaluateTargets, skillWorth, tierHardening, type EncounterFigures } from '../src/index';

const encounter = (winRate: number, meanRounds: number, damageTaken: number): EncounterFigures => ({
  battles: 100,
  winRate,
  winLow: winRate,
  winHigh: winRate,
  meanRounds,
  damageTaken,
  fallsShare: 0,
  fallsLow: 0,
  fallsHigh: 0,
  members: [],
});

describe('design targets, evaluation', () => {
  it('a margin is the distance to the nearer end of the band, negative outside it', () => {
    expect(bandMargin(70, { min: 55, max: 90 })).toBe(15);
    expect(bandMargin(85, { min: 55, max: 90 })).toBe(5);
    expect(bandMargin(100, { min: 55, max: 90 })).toBe(-10);
    expect(bandMargin(3, { min: 5 })).toBe(-2);
    expect(bandMargin(12.34, { max: 20 })).toBe(7.7);
  });

  it('a target holds when every figure is inside the band, with the smallest margin', () => {
    const result = evaluateTarget({ id: 'a', band: { min: 55, max: 90 } }, [
      { subject: 'andar 1', value: 60 },
      { subject: 'andar 2', value: 88, low: 84, high: 91 },
    ]);
    expect(result).toMatchObject({ id: 'a', status: 'holds', margin: 2 });
    expect(brokenFigures(result)).toEqual([]);
  });

  it('a figure outside the band breaks it, and only that figure is reported', () => {
    const result = evaluateTarget({ id: 'a', band: { min: 55, max: 90 } }, [
      { subject: 'andar 1', value: 60 },
      { subject: 'andar 2', value: 100, low: 99, high: 100 },
    ]);
    expect(result.status).toBe('broken');
    expect(result.margin).toBe(-10);
    expect(brokenFigures(result)).toEqual([{ subject: 'andar 2', value: 100, low: 99, high: 100, margin: -10 }]);
  });

  it('a pending target never holds nor breaks, even when measured outside its band', () => {
    const result = evaluateTarget({ id: 'p', band: { min: 50 }, pending: true }, [{ subject: 'chefe', value: 0 }]);
    expect(result.status).toBe('pending');
    expect(brokenFigures(result)).toEqual([]);
  });

  it('a target with nothing measured is broken, not silently passing', () => {
    expect(evaluateTarget({ id: 'vazio', band: { min: 0 } }, [])).toEqual({ id: 'vazio', status: 'broken', margin: undefined, figures: [] });
  });

  it('evaluates each target against its own figures, by id', () => {
    const results = evaluateTargets(
      [
        { id: 'x', band: { min: 0 } },
        { id: 'y', band: { max: 10 } },
      ],
      { x: [{ subject: 's', value: 1 }], y: [{ subject: 't', value: 11 }] },
    );
    expect(results.map((result) => [result.id, result.status, result.margin])).toEqual([
      ['x', 'holds', 1],
      ['y', 'broken', -1],
    ]);
  });
});

describe('design targets, comparisons', () => {
  it('a tier up is as much harder as the largest of win rate lost, rounds and damage taken risen', () => {
    expect(tierHardening(encounter(100, 4, 50), encounter(70, 5, 60))).toBe(30);
    expect(tierHardening(encounter(100, 4, 50), encounter(100, 6, 60))).toBe(50);
    expect(tierHardening(encounter(100, 4, 50), encounter(100, 4, 100))).toBe(100);
    expect(tierHardening(encounter(100, 4, 50), encounter(100, 4, 50))).toBe(0);
  });

  it('a paid skill is worth its damage minus the free attack minus what each unit of cost asks', () => {
    expect(skillWorth(45, 30, 1, 5)).toBe(10);
    expect(skillWorth(50, 35, 3, 5)).toBe(0);
    expect(skillWorth(25, 45, 1, 5)).toBe(-25);
  });
});
