#!/usr/bin/env node
// Rewrites the golden vectors of the rules engine (data/game/vectors/rule-vectors.json)
// from the game data and the engine of this checkout, and says which cases changed,
// came or went: the diff of the file is what a reviewer reads. The unit tests
// (and so `npm test`) refuse a file that is no longer what this writes; the build
// and `npm start` only warn and publish the committed copy.
//
// Usage: npm run vectors:update
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTypeScript } from './lib/load-typescript.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(siteDir, 'data', 'game');
const { loadGameModel } = loadTypeScript('packages/game-model/src/index.ts');
const { committedVectorsPath, ruleVectors, ruleVectorsText, vectorsDrift } = loadTypeScript('plugins/game-data/src/index.ts');

const file = path.join(dataDir, committedVectorsPath);
const label = path.relative(siteDir, file).split(path.sep).join('/');
const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
const vectors = ruleVectors(loadGameModel(dataDir, siteDir));
const text = ruleVectorsText(vectors);

if (before === text) {
  console.log(`${label}: já em dia (${vectors.cases.length} casos, versão ${vectors.versao}).`);
} else {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  let previous = {};
  try {
    previous = before === undefined ? {} : JSON.parse(before);
  } catch {
    previous = {};
  }
  const drift = vectorsDrift(previous, vectors);
  const list = (ids) => (ids.length <= 10 ? ids.join(', ') : `${ids.slice(0, 10).join(', ')} e mais ${ids.length - 10}`);
  console.log(`${label}: reescrito (${vectors.cases.length} casos, versão ${drift.versions.file ?? '(nenhuma)'} → ${vectors.versao}).`);
  if (drift.changed.length > 0) console.log(`  ${drift.changed.length} casos mudaram: ${list(drift.changed)}`);
  if (drift.added.length > 0) console.log(`  ${drift.added.length} casos novos: ${list(drift.added)}`);
  if (drift.removed.length > 0) console.log(`  ${drift.removed.length} casos saíram: ${list(drift.removed)}`);
  if (drift.header) console.log('  as constantes, os tipos ou a descrição mudaram');
  console.log('Revise o diff do arquivo (git diff) antes do commit.');
}
