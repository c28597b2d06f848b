import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TargetResult } from '@dice-rolling/rules';
import { loadGameModel } from '@dice-rolling/game-model';
import type { LabChange } from '../client/lab';
import { labToolData } from '../src/labData';
import { baseFigures, evaluateChanges, targetFlips } from '../src/sensitivity';
import { cachedBattles } from '../src/targets';

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

describe('evaluateChanges: every target the build evaluates, under changes made together', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const lab = labToolData(model);
  const known = () => baseFigures(model, lab, cachedBattles(model));
  const economy = (changes: LabChange[]) => evaluateChanges(model, lab, known(), changes).results.find((found) => found.id === 'economia-paga-melhorias');

  it('measures the targets by formulas with the changed rules when every change is a rule of rules.yaml', () => {
    // The level-2 upgrade at 150 gold makes the economy pay it too easily (as the build's own check finds).
    expect(economy([])?.status).toBe('holds');
    expect(economy([{ id: 'estrutura.melhoria-nivel-2', value: 150 }])?.status).toBe('broken');
  });

  it('leaves those targets out when one of the changes is not a rule, and plays only the battles a change reaches', () => {
    // No target plays a T3 floor: the T3 multiplier reaches no battle.
    const mixed = evaluateChanges(model, lab, known(), [
      { id: 'estrutura.melhoria-nivel-2', value: 150 },
      { id: 'tier.t3.vida', value: 7 },
    ]);
    expect(mixed.results.some((result) => result.id === 'economia-paga-melhorias')).toBe(false);
    expect(mixed.results.some((result) => result.id === 'desafio-andares-t2')).toBe(true);
    expect(mixed.played.battles).toBe(0);
  });
});
