import { existsSync } from 'node:fs';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import type { TargetResult } from '@dice-rolling/rules';
import { loadGameModel, measuredBy, scanMeasures } from '@dice-rolling/game-model';
import { engineDataVersion } from '../../game-data/src/index';
import { readScanRecords, scanRecordsFile, scanRecordsOf, type ScanRecords, type TargetEvaluation } from '../src/targets';
import { scanRecordsSection } from '../src/targetsPage';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const scanTargets = model.data.targets.filter((target) => measuredBy(scanMeasures, target));
const [outsideTarget, insideTarget] = scanTargets;
const battleTarget = model.data.targets.find((target) => !measuredBy(scanMeasures, target));
if (!outsideTarget || !insideTarget || !battleTarget) throw new Error('the data needs two scan targets and another target');

const figure = (subject: string, margin: number | undefined) => ({ subject, value: 1, low: 0, high: 2, margin });

/** A scan target with three records, two outside its band; another scan target inside it; a battle target outside. */
const evaluation = {
  targets: [outsideTarget, insideTarget, battleTarget],
  results: [
    { id: outsideTarget.id, status: 'pending', margin: -5, figures: [figure('perto', -1), figure('dentro', 3), figure('longe', -5)] },
    { id: insideTarget.id, status: 'pending', margin: 2, figures: [figure('folgado', 8), figure('justo', 2), figure('sem limite', undefined)] },
    { id: battleTarget.id, status: 'broken', margin: -4, figures: [figure('batalha', -4)] },
  ] as TargetResult[],
} as unknown as TargetEvaluation;

type Section = ReturnType<typeof scanRecordsSection>;
const plain = (nodes: Section) => nodes.map((node) => toString(node)).join(' ');
/** The body rows of the section's table, each cell as text. */
const tableRows = (nodes: Section) =>
  nodes
    .filter((node) => node.type === 'table')
    .flatMap((node) => (node.children ?? []).slice(1))
    .map((row) => (row.children ?? []).map((cell) => toString(cell)));

describe('scanRecordsOf: what npm run targets:record keeps of the scan targets', () => {
  const records = scanRecordsOf(model, evaluation, '2026-12-01');

  it('keeps the records outside the band, the farthest out first', () => {
    expect(records.metas[outsideTarget.id]?.map((record) => record.registro)).toEqual(['longe', 'perto']);
  });

  it('keeps, of a target inside its band, the record closest to leaving it', () => {
    expect(records.metas[insideTarget.id]?.map((record) => record.registro)).toEqual(['justo']);
  });

  it('keeps no other target, and names the version and the date', () => {
    expect(Object.keys(records.metas)).toEqual([outsideTarget.id, insideTarget.id]);
    expect(records.versao).toBe(engineDataVersion(model));
    expect(records.data).toBe('2026-12-01');
  });
});

describe('scanRecordsSection: the scan targets on the Balanceamento page', () => {
  const records: ScanRecords = scanRecordsOf(model, evaluation, '2026-12-01');

  it('lists each kept record with its target, value (a difference of two win rates: p.p.), interval and margin, on this version', () => {
    const section = scanRecordsSection(evaluation, { records, current: true });
    expect(plain(section)).toContain('npm run targets:record, em 1 de dezembro de 2026, nesta versão das regras e dos dados');
    expect(tableRows(section)).toEqual([
      [outsideTarget.id, 'longe', '1 p.p.', '0 a 2', '−5'],
      [outsideTarget.id, 'perto', '1 p.p.', '0 a 2', '−1'],
      [insideTarget.id, 'justo', '1 p.p.', '0 a 2', '2'],
    ]);
  });

  it('says when the records measured an earlier version, naming it and the command', () => {
    const text = plain(scanRecordsSection(evaluation, { records: { ...records, versao: '0123456789ab' }, current: false }));
    expect(text).toContain('numa versão anterior das regras e dos dados (0123456789ab)');
    expect(text).toContain('npm run targets:record');
    expect(text).not.toContain('nesta versão');
  });

  it('says the scan targets were never measured when there is no record', () => {
    expect(plain(scanRecordsSection(evaluation, undefined))).toBe('As metas de varredura ainda não foram medidas: rode npm run targets:record.');
  });
});

describe('the committed scan records', () => {
  it('exist and measured the rules and the data of this checkout (npm run targets:record after every change to them)', () => {
    expect(existsSync(scanRecordsFile)).toBe(true);
    expect(readScanRecords()?.versao).toBe(engineDataVersion(model));
  });
});
