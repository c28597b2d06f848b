import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TargetResult } from '@dice-rolling/rules';
import { loadGameModel, type GameModel } from '@dice-rolling/game-model';
import { engineDataVersion } from '../../game-data/src/index';
import { appendTargetHistory, type TargetEvaluation, type TargetHistoryEntry } from '../src/targets';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const [first, second] = model.data.targets;
if (!first || !second) throw new Error('the data has fewer than two design targets');

/** An evaluation of the data's first two targets, each with one record at the margin given (holding unless told). */
function evaluation(margins: [number, number], statuses: [TargetResult['status'], TargetResult['status']] = ['holds', 'holds']): TargetEvaluation {
  const results: TargetResult[] = [first, second].map((target, at) => ({
    id: target.id,
    status: statuses[at],
    margin: margins[at],
    figures: [{ subject: 'registro', value: 50, margin: margins[at] }],
  }));
  return { targets: [first, second], results } as unknown as TargetEvaluation;
}

/** An entry recorded earlier, for another version of the rules and the data. */
const earlier = (entry: TargetHistoryEntry, changes: Partial<TargetHistoryEntry>): TargetHistoryEntry => ({
  ...entry,
  versao: '0123456789ab',
  data: '2026-11-01',
  ...changes,
});

describe('appendTargetHistory: the entry it appends', () => {
  it('records the version, the date, the newest decision and each target’s status, verdict and margin', () => {
    // The real data with one more decision at the end of the log: the entry names it as what moved the figures.
    const decisions = [...model.data.decisions, { ...model.data.decisions.at(-1)!, id: 'decisao-do-teste' }];
    const withDecision = { ...model, data: { ...model.data, decisions } } as GameModel;
    // The first target holds at +1,5; the second is pending with its record 2 under the band: pending, verdict broken.
    const entries = appendTargetHistory([], withDecision, evaluation([1.5, -2], ['holds', 'pending']), '2026-11-30');
    expect(entries).toEqual([
      {
        versao: engineDataVersion(withDecision),
        data: '2026-11-30',
        decisao: 'decisao-do-teste',
        metas: {
          [first.id]: { situacao: 'holds', veredito: 'holds', margem: 1.5 },
          [second.id]: { situacao: 'pending', veredito: 'broken', margem: -2 },
        },
      },
    ]);
  });
});

describe('appendTargetHistory: one entry per version that moved something', () => {
  const [now] = appendTargetHistory([], model, evaluation([1.5, 3]), '2026-11-30');
  if (!now) throw new Error('no entry appended');

  it('adds an entry for a new version whose margins moved', () => {
    const before = earlier(now, { metas: { ...now.metas, [first.id]: { situacao: 'holds', veredito: 'holds', margem: 0.5 } } });
    expect(appendTargetHistory([before], model, evaluation([1.5, 3]), '2026-11-30')).toEqual([before, now]);
  });

  it('adds an entry for a new decision, even one that moved no margin: the chart shows that it moved nothing', () => {
    const before = earlier(now, { decisao: 'uma-decisao-anterior' });
    expect(appendTargetHistory([before], model, evaluation([1.5, 3]), '2026-11-30')).toEqual([before, now]);
  });

  it('replaces the last entry when a new version moved nothing since it (same decision, margins and statuses): a refactor adds no column', () => {
    const before = earlier(now, {});
    const kept = earlier(now, { decisao: 'uma-decisao-anterior', versao: 'ba9876543210' });
    expect(appendTargetHistory([kept, before], model, evaluation([1.5, 3]), '2026-11-30')).toEqual([kept, now]);
  });

  it('keeps an entry whose status differs though its margin does not', () => {
    const before = earlier(now, { metas: { ...now.metas, [second.id]: { situacao: 'pending', veredito: 'holds', margem: 3 } } });
    expect(appendTargetHistory([before], model, evaluation([1.5, 3]), '2026-11-30')).toEqual([before, now]);
  });

  it('replaces the entry of the same version, as before', () => {
    const before = { ...now, data: '2026-11-01', metas: { ...now.metas, [first.id]: { situacao: 'holds', veredito: 'holds', margem: 9 } } };
    expect(appendTargetHistory([before], model, evaluation([1.5, 3]), '2026-11-30')).toEqual([now]);
  });
});
