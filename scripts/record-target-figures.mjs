#!/usr/bin/env node
// Appends the design targets' margins of this checkout (its rules and data,
// by content hash) to data/game/history/target-margins.yaml, the history the
// Balanceamento page charts across the decisions that moved each target. Run
// it after a decision that moves a target, and commit the file with it; the
// same hash replaces its own entry instead of adding one, and so does a version
// that moved no margin, status or decision since the last entry. It also plays the
// scan targets (each skill left out, each other squad, each enemy moved),
// too many battles for the build: their margins live only here, and their
// records outside the band in data/game/history/scan-records.yaml, which the
// page shows with the version that measured them.
//
// Usage: npm run targets:record
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTypeScript } from './lib/load-typescript.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { loadGameModel, scanMeasuresOf } = loadTypeScript('packages/game-model/src/index.ts');
const measures = loadTypeScript('plugins/designer-tools/src/measures.ts');

const model = loadGameModel(path.join(siteDir, 'data', 'game'), siteDir);
const evaluation = measures.evaluateDesignTargets(model, { ...measures.cachedBattles(model), scans: scanMeasuresOf(model) });
const today = new Date().toISOString().slice(0, 10);
const history = measures.appendTargetHistory(measures.readTargetHistory(), model, evaluation, today);
mkdirSync(path.dirname(measures.targetHistoryFile), { recursive: true });
writeFileSync(measures.targetHistoryFile, measures.targetHistoryText(history));
writeFileSync(measures.scanRecordsFile, measures.scanRecordsText(measures.scanRecordsOf(model, evaluation, today)));
const last = history.at(-1);
console.log(
  `${path.relative(siteDir, measures.targetHistoryFile)}: ${history.length} ${history.length === 1 ? 'entrada' : 'entradas'}; ` +
    `a última, versão ${last.versao}, depois de ${last.decisao}. ` +
    `${path.relative(siteDir, measures.scanRecordsFile)}: os registros das metas de varredura nesta versão.`,
);
