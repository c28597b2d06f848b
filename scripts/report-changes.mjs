#!/usr/bin/env node
// Every design target the build evaluates, with several proposed numbers
// changed together, as the build measures them (five seeds, every policy):
// the whole-data check of a retune tried in the rules lab, whose comparison
// plays one seed on the floors it compares. It reads the lab's own link (its
// `mudar` and `proposta`), with the lab's checks and messages; the other
// parts of the link (floors, battles, seed) are the lab's and are not read
// here. Battles the changes do not reach come from the build's cache; the
// scan targets are left out (npm run targets:record), and so are the targets
// measured by formulas on the model unless every change is a rule of rules.yaml.
//
// Usage: npm run report:changes -- '<link of the rules lab, or its ?mudar=…>'
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTypeScript } from './lib/load-typescript.mjs';
import { table } from './lib/text-table.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const link = process.argv[2];
if (process.argv.length !== 3 || !link?.trim()) {
  console.error("Uso: npm run report:changes -- '<link do laboratório de regras, ou só ?mudar=…>'.");
  process.exit(1);
}
let params;
try {
  const query = link.includes('?') ? link.slice(link.indexOf('?')) : `?${link}`;
  params = new URL(query, 'http://laboratorio.invalid/').searchParams;
} catch {
  console.error('O link não pôde ser lido: cole o endereço do laboratório, ou só a parte depois do "?".');
  process.exit(1);
}

const { loadGameModel } = loadTypeScript('packages/game-model/src/index.ts');
const { cachedBattles, labToolData, labFromParams, baseFigures, evaluateChanges, targetFlips } = loadTypeScript('plugins/designer-tools/src/measures.ts');
const { formatNumber } = loadTypeScript('plugins/format-pt/index.ts');
const { verdictOf } = loadTypeScript('packages/rules/src/index.ts');

const model = loadGameModel(path.join(siteDir, 'data', 'game'), siteDir);
const lab = labToolData(model);
const { state, problems } = labFromParams(lab, params);
for (const problem of problems) console.error(`Do link: ${problem}`);
if (state.changes.length === 0) {
  console.error('O link não traz nenhuma mudança que o laboratório conheça (mudar=número*valor ou proposta=…): não há o que medir.');
  process.exit(1);
}

const known = baseFigures(model, lab, cachedBattles(model));
const base = evaluateChanges(model, lab, known, []).results;
let changed;
try {
  changed = evaluateChanges(model, lab, known, state.changes);
} catch (error) {
  console.error(`Os dados não aceitam essas mudanças: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const parameters = new Map(lab.parameters.map((parameter) => [parameter.id, parameter]));
const margin = (value) => (value === undefined || value === null ? 'sem medida' : formatNumber(value, 1));
// A pending target shows the verdict it would have, as the Balanceamento page does.
const verdict = (result) =>
  result === undefined
    ? 'sem medida'
    : result.status === 'pending'
      ? `pendente, ${verdictOf(result) === 'holds' ? 'na faixa' : 'fora da faixa'}`
      : { holds: 'vale', broken: 'quebrada' }[result.status];
console.log(`Metas de design com as mudanças juntas (versão ${lab.version})\n`);
// labFromParams keeps only the numbers the lab knows: each change has its parameter.
for (const change of state.changes) {
  const { label, value } = parameters.get(change.id);
  console.log(`  ${label} (${change.id}): ${formatNumber(value, 4)} → ${formatNumber(change.value, 4)}`);
}
const flips = new Map(targetFlips(base, changed.results).map((flip) => [flip.target, flip]));
const rows = changed.results.map((result) => {
  const before = base.find((candidate) => candidate.id === result.id);
  const flip = flips.get(result.id);
  return [`${result.id}${flip ? ' *' : ''}`, `${verdict(before)} → ${verdict(result)}`, `${margin(before?.margin)} → ${margin(result.margin)}`];
});
const header = ['Meta', 'Situação', 'Margem'];
console.log(`\n${table(header, rows, 'text')}\n`);
console.log(
  `* vira o veredito: ${flips.size} ${flips.size === 1 ? 'meta' : 'metas'}. ` +
    `Batalhas jogadas de novo: ${formatNumber(changed.played.battles, 0)}, em ${changed.played.encounters} encontros.`,
);
const byFormula = base.filter((result) => !changed.results.some((candidate) => candidate.id === result.id)).map((result) => result.id);
if (byFormula.length > 0) console.log(`Fora desta medida (só medidas quando toda mudança é uma regra de rules.yaml): ${byFormula.join(', ')}.`);
