import { describe, expect, it } from 'vitest';
import type { TargetResult } from '@dice-rolling/rules';
import { targetFlips } from '../src/sensitivity';

const result = (id: string, status: TargetResult['status'], margin: number | undefined, figures = 1): TargetResult => ({
  id,
  status,
  margin,
  figures: Array.from({ length: figures }, (_, index) => ({ subject: `registro ${index + 1}`, value: 50, margin })),
});

describe('targetFlips: which targets a change flips, by the verdict each would have', () => {
  it('names a holding target the change breaks, with its margin before and after', () => {
    const before = [result('a', 'holds', 1.2), result('b', 'holds', 3)];
    const after = [result('a', 'broken', -0.4), result('b', 'holds', 0.1)];
    expect(targetFlips(before, after)).toEqual([{ target: 'a', pending: false, before: 'holds', after: 'broken', marginBefore: 1.2, marginAfter: -0.4 }]);
  });

  it('names a pending target the change brings into its band, and one it takes out', () => {
    const before = [result('p', 'pending', -2), result('q', 'pending', 0.5)];
    const after = [result('p', 'pending', 0.3), result('q', 'pending', -0.1)];
    expect(targetFlips(before, after)).toEqual([
      { target: 'p', pending: true, before: 'broken', after: 'holds', marginBefore: -2, marginAfter: 0.3 },
      { target: 'q', pending: true, before: 'holds', after: 'broken', marginBefore: 0.5, marginAfter: -0.1 },
    ]);
  });

  it('counts a margin that stays on the same side as no flip, and a margin of 0 as holding', () => {
    const before = [result('a', 'holds', 0), result('b', 'broken', -5), result('c', 'pending', -1)];
    const after = [result('a', 'holds', 2), result('b', 'broken', -0.1), result('c', 'pending', -9)];
    expect(targetFlips(before, after)).toEqual([]);
  });

  it('reads a target measured on nothing as broken, and a target missing on one side not at all', () => {
    const before = [result('a', 'holds', 1), result('b', 'holds', 1)];
    const after = [result('a', 'broken', undefined, 0)];
    expect(targetFlips(before, after)).toEqual([{ target: 'a', pending: false, before: 'holds', after: 'broken', marginBefore: 1, marginAfter: undefined }]);
  });
});
