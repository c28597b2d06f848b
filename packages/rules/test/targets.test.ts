import { describe, expect, it } from 'vitest';
import { bandMargin, brokenFigures, evaluateTarget, evaluateTargets, skillWorth, tierHardening, type EncounterFigures } from '../src/index';
import { noShares } from './fixtures';

const encounter = (winRate: number, meanRounds: number, damageTaken: number): EncounterFigures => ({
  battles: 100,
  winRate,
  winLow: winRate,
  winHigh: winRate,
  meanRounds,
  damageTaken,
  ...noShares,
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

  it('a target holds when every figure (its interval, when it has one) is inside the band, with the smallest margin', () => {
    const result = evaluateTarget({ id: 'a', band: { min: 55, max: 90 } }, [
      { subject: 'andar 1', value: 60 },
      { subject: 'andar 2', value: 86, low: 82, high: 89 },
    ]);
    expect(result).toMatchObject({ id: 'a', status: 'holds', margin: 1 });
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

  it('a figure whose point is in the band but whose interval crosses an edge breaks it, by the distance of the interval', () => {
    const result = evaluateTarget({ id: 'i', band: { min: 55, max: 90 } }, [{ subject: 'andar', value: 87, low: 83, high: 92.5 }]);
    expect(result.status).toBe('broken');
    expect(result.margin).toBe(-2.5);
    expect(evaluateTarget({ id: 'i', band: { min: 55, max: 90 } }, [{ subject: 'andar', value: 60, low: 57, high: 63 }]).margin).toBe(2);
  });

  it('a band end that the measure cannot cross (100% of a share) is not a margin', () => {
    const result = evaluateTarget({ id: 'q', band: { min: 15, max: 100 }, scale: { min: 0, max: 100 } }, [{ subject: 'andar', value: 99, low: 97, high: 100 }]);
    expect(result).toMatchObject({ status: 'holds', margin: 82 });
    expect(bandMargin(99, { min: 0, max: 100 }, { min: 0, max: 100 })).toBeUndefined();
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
    // An area skill counted on two targets.
    expect(skillWorth(25, 30, 1, 5, 2)).toBe(15);
  });
});
