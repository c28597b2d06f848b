#!/usr/bin/env node
// Records what the engine computes for a fixed set of encounters, policies
// and seeds (batch tallies, encounter figures, the build's target battles),
// so an optimisation can be checked to change nothing: run it before and
// after, and compare the files it writes (or their hashes).
//
// Usage: node scripts/engine-fingerprint.mjs OUT.json [--no-targets]
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTypeScript } from './lib/load-typescript.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2];
if (!out) throw new Error('usage: engine-fingerprint.mjs OUT.json [--no-targets]');
const { loadGameModel, simulatorToolData, battleMeasuresOf } = loadTypeScript('packages/game-model/src/index.ts');
const engine = loadTypeScript('packages/rules/src/index.ts');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const data = simulatorToolData(model);
const squad = engine.startingSquad(data);
const floors = [...data.floors, ...(data.bossFloors ?? [])];
const record = { tallies: {}, figures: {} };
const hash = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
for (const policy of engine.policies)
  for (const floor of floors) {
    const setup = engine.buildSetup(data, { squad, enemies: floor.enemies, policy });
    for (const seed of [1, 7]) {
      record.tallies[`${policy}|${floor.id}|${seed}`] = engine.simulateMany(setup, seed, 60);
      record.figures[`${policy}|${floor.id}|${seed}`] = engine.measureEncounter(setup, seed, 40);
    }
  }
console.log(`tallies ${hash(record.tallies)} figures ${hash(record.figures)} (${floors.length} floors × ${engine.policies.length} policies)`);
if (!process.argv.includes('--no-targets')) {
  const started = process.cpuUsage();
  const wall = performance.now();
  record.targets = battleMeasuresOf(model);
  const used = process.cpuUsage(started);
  console.log(
    `targets ${hash(record.targets)} (${((performance.now() - wall) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
  );
}
writeFileSync(out, JSON.stringify(record));
