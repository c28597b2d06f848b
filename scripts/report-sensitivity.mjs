#!/usr/bin/env node
// Which design targets a ±10 % move of one proposed number flips (issue 38's
// knife edges): every number the rules lab offers, moved down and up as the
// lab's sensitivity view moves it (whole numbers at least one unit, within
// bounds), and every target the build evaluates (not the scan targets)
// measured again, as the build measures them (plugins/designer-tools/src/sensitivity.ts;
// the targets measured by formulas on the model only under a rule of rules.yaml).
// A battle the change does not reach is not played again; a number that
// reaches every floor (a hero's attack, a damage constant) replays some
// 60 000 battles. Each move's result is kept by the data's version in
// node_modules/.cache/sensitivity/, so a run cut short goes on where it stopped.
//
// Usage: npm run report:sensitivity [-- --only id,id] [--threads n] [--json] [--cached]
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadTypeScript } from './lib/load-typescript.mjs';
import { table } from './lib/text-table.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const json = args.includes('--json');
// Only what the cache already holds: a look at a run still going (or cut short), nothing played.
const cachedOnly = args.includes('--cached');
const only = option('--only')
  ?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const threads = Math.max(1, Number(option('--threads') ?? Math.max(1, os.availableParallelism())));

const { battleMeasures, loadGameModel } = loadTypeScript('packages/game-model/src/index.ts');
const { cachedBattles } = loadTypeScript('plugins/designer-tools/src/measures.ts');
const { labToolData } = loadTypeScript('plugins/designer-tools/src/measures.ts');
const { baseFigures, evaluateChanges, sensitivityMoves } = loadTypeScript('plugins/designer-tools/src/measures.ts');
const { formatNumber } = loadTypeScript('plugins/format-pt/index.ts');

const model = loadGameModel(path.join(siteDir, 'data', 'game'), siteDir);
const lab = labToolData(model);
// The base battles: from the build's cache, or played (in threads) and kept there for the workers.
const known = baseFigures(model, lab, cachedBattles(model));
const base = evaluateChanges(model, lab, known, []).results;

if (only) {
  const unknown = only.filter((id) => !lab.parameters.some((parameter) => parameter.id === id));
  if (unknown.length > 0) {
    console.error(`Números que o laboratório não conhece: ${unknown.join(', ')}.`);
    process.exit(1);
  }
}
const moves = sensitivityMoves(lab.parameters, only ? new Set(only) : undefined);
const cacheFolder = path.join(siteDir, 'node_modules', '.cache', 'sensitivity');
const cacheFile = path.join(cacheFolder, `${lab.version}.jsonl`);
const keyOf = (move) => `${move.parameter}|${move.value}`;
const measured = new Map();
if (existsSync(cacheFile))
  for (const line of readFileSync(cacheFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      measured.set(keyOf(entry), entry);
    } catch {
      // A line cut by an interrupted run: that move is measured again.
    }
  }
const missing = moves.filter((move) => !measured.has(keyOf(move)));
const started = Date.now();

if (missing.length > 0 && !cachedOnly) {
  mkdirSync(cacheFolder, { recursive: true });
  const next = new Int32Array(new SharedArrayBuffer(4));
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(threads, missing.length) }, () => {
      const worker = new Worker(path.join(siteDir, 'scripts', 'lib', 'sensitivity-worker.mjs'), { workerData: { siteDir, moves: missing, next } });
      return new Promise((resolve, reject) => {
        worker.on('message', (message) => {
          if (message.error) reject(new Error(`report:sensitivity: uma thread falhou: ${message.error}`));
          else if (message.done) resolve(undefined);
          else {
            const move = missing[message.at];
            const entry = message.invalid
              ? { ...move, invalid: message.invalid, flips: [], played: { encounters: 0, battles: 0 } }
              : { ...move, flips: message.flips, played: message.played };
            appendFileSync(cacheFile, JSON.stringify(entry) + '\n');
            measured.set(keyOf(move), entry);
            done += 1;
            if (!json) process.stderr.write(`\r${done}/${missing.length} mudanças medidas (${Math.round((Date.now() - started) / 1000)} s)`);
          }
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`report:sensitivity: uma thread saiu com ${code}`))));
      });
    }),
  );
  if (!json) process.stderr.write('\n');
}

const parameters = new Map(lab.parameters.map((parameter) => [parameter.id, parameter]));
const entries = moves.flatMap((move) => measured.get(keyOf(move)) ?? []);
const unmeasured = moves.length - entries.length;
const holding = (flip) => flip.before === 'holds';
const flipping = [...new Set(entries.filter((entry) => entry.flips.some(holding)).map((entry) => entry.parameter))];
const byTarget = new Map();
for (const entry of entries)
  for (const flip of entry.flips) {
    const seen = byTarget.get(flip.target) ?? { target: flip.target, pending: flip.pending, breaks: new Set(), fixes: new Set() };
    (holding(flip) ? seen.breaks : seen.fixes).add(entry.parameter);
    byTarget.set(flip.target, seen);
  }
const measuredInBattle = new Set(model.data.targets.filter((target) => battleMeasures.includes(target.measure)).map((target) => target.id));
const targets = [...byTarget.values()].sort((a, b) => b.breaks.size - a.breaks.size || b.fixes.size - a.fixes.size);
const tried = new Set(entries.map((entry) => entry.parameter)).size;
const replayed = entries.reduce((sum, entry) => sum + entry.played.battles, 0);

if (json) {
  console.log(
    JSON.stringify(
      {
        versao: lab.version,
        numeros: tried,
        mudancas: entries.length,
        semMedida: unmeasured,
        numerosQueQuebram: flipping,
        metas: targets.map((target) => ({ id: target.target, pendente: target.pending, quebram: [...target.breaks], consertam: [...target.fixes] })),
        batalhasJogadas: replayed,
        base: base.map((result) => ({ id: result.id, situacao: result.status, margem: result.margin ?? null })),
        resultados: entries,
      },
      null,
      1,
    ),
  );
} else {
  const margin = (value) => (value === undefined || value === null ? 'sem medida' : formatNumber(value, 1));
  const verdict = (value) => (value === 'holds' ? 'vale' : 'quebrada');
  const rows = entries.flatMap((entry) =>
    entry.flips.map((flip) => [
      entry.parameter,
      `${formatNumber(parameters.get(entry.parameter)?.value ?? Number.NaN, 4)} → ${formatNumber(entry.value, 4)} (${entry.direction < 0 ? '−' : '+'}10 %)`,
      `${flip.target}${flip.pending ? ' (pendente)' : ''}`,
      `${verdict(flip.before)} → ${verdict(flip.after)}`,
      `${margin(flip.marginBefore)} → ${margin(flip.marginAfter)}`,
    ]),
  );
  const header = ['Número', 'Valor', 'Meta', 'Veredito', 'Margem'];
  console.log(`Sensibilidade das metas de design a ±10 % de cada número proposto (versão ${lab.version})\n`);
  if (rows.length > 0) console.log(`${table(header, rows, 'text')}\n`);
  else console.log('Nenhuma mudança vira o veredito de uma meta.\n');
  const invalid = entries.filter((entry) => entry.invalid);
  if (invalid.length > 0) {
    console.log('Mudanças que os dados não aceitam (não medidas):');
    for (const entry of invalid) console.log(`  ${entry.parameter} = ${formatNumber(entry.value, 4)}: ${entry.invalid}`);
    console.log('');
  }
  console.log(`Números testados: ${tried} (${entries.length} mudanças; ${formatNumber(replayed, 0)} batalhas jogadas de novo).`);
  if (unmeasured > 0) {
    const numbers = new Set(moves.filter((move) => !measured.has(keyOf(move))).map((move) => move.parameter)).size;
    console.log(`Ainda sem medida (--cached): ${unmeasured} de ${moves.length} mudanças, de ${numbers} números.`);
  }
  console.log(`Números que quebram ao menos uma meta que vale: ${flipping.length}${flipping.length > 0 ? ` (${flipping.join(', ')})` : ''}.`);
  const inBattle = new Set(entries.filter((entry) => entry.played.battles > 0).map((entry) => entry.parameter));
  const battleFlipping = flipping.filter((id) =>
    entries.some((entry) => entry.parameter === id && entry.flips.some((flip) => holding(flip) && measuredInBattle.has(flip.target))),
  );
  console.log(
    `Números que alcançam alguma batalha das metas: ${inBattle.size}; desses, ${battleFlipping.length} quebram ao menos uma meta medida em batalhas que vale.`,
  );
  for (const target of targets)
    console.log(
      `  ${target.target}${target.pending ? ' (pendente)' : ''}: quebrada por ${target.breaks.size} ${target.breaks.size === 1 ? 'número' : 'números'}` +
        (target.fixes.size > 0 ? `, posta na faixa por ${target.fixes.size}` : '') +
        '.',
    );
  const byFormula = model.data.targets.filter((target) => ![...battleMeasures, 'one-hit-kill'].includes(target.measure)).map((target) => target.id);
  const measuredIds = base.map((result) => result.id);
  console.log(
    `Metas medidas: ${measuredIds.filter((id) => !byFormula.includes(id)).join(', ')}; ` +
      `e, só quando o número é uma regra de rules.yaml, as medidas por fórmulas no modelo: ${measuredIds.filter((id) => byFormula.includes(id)).join(', ')}. ` +
      'As de varredura ficam de fora (só `npm run targets:record` as mede).',
  );
}
