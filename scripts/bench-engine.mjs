#!/usr/bin/env node
// Rules engine bench. Two measures, each the median of several runs, in CPU
// time (process.cpuUsage: the other work on the machine weighs less) and
// wall time:
// 1. Issue 38's limit: 10 000 battles with the smartest policy on a T2
//    encounter, at most 1.5 s. The smartest policy is the costliest of the
//    engine's `policies` list, found by timing a short run of each on the
//    encounter; every T2 floor of the data is measured.
// 2. The damage memo (issue 37): a 10 000-battle run with the memo and with
//    computeDamage asked every time, on the first T1 floor and the first boss
//    floor; the runs alternate, and both ways must give the same tally.
// 3. With --targets, only the build's design-target check, alone: the battles
//    the targets read (designer-tools' cachedBattles on an empty cache
//    folder), in threads as the build plays them and on one thread
//    (DESIGN_TARGETS_THREADS=1 gives the same figures), wall and CPU time of
//    the process (every thread's); then, on the cache that left, the check
//    after one edit of the data (a boss's number, a T1 and a T2 multiplier),
//    which plays only the encounters the edit changes.
// Prints figures; never fails on a target.
//
// Usage: npm run bench:engine [-- --policy NAME] (the squad's policy in the
// memo's measure, one of the engine's; the default policy when none is named);
// npm run bench:engine -- --limit (measure 1 only); -- --targets (measure 3 only)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTypeScript } from './lib/load-typescript.mjs';
import { median, runIfMain } from './lib/bench-harness.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const battles = 10_000;
const runs = 5;

function cpuSeconds(work) {
  const started = process.cpuUsage();
  const wallStarted = performance.now();
  const result = work();
  const used = process.cpuUsage(started);
  return { seconds: (used.user + used.system) / 1e6, wall: (performance.now() - wallStarted) / 1000, result };
}

const seconds = (values) => `${median(values).toFixed(2)} s [${values.map((value) => value.toFixed(2)).join(', ')}]`;

/** Issue 38's limit: for each T2 floor, the costliest policy's 10 000 battles. */
function smartestOnT2(engine, data) {
  const squad = engine.startingSquad(data);
  // T2: the second tier of tiers.yaml.
  const tier = data.tiers[1]?.id;
  if (!tier) throw new Error('bench:engine: the data has no second tier');
  const floors = data.floors.filter((floor) => floor.enemies[0]?.tier === tier);
  for (const floor of floors) {
    const setupOf = (policy) => engine.buildSetup(data, { squad, enemies: floor.enemies, policy });
    // The costliest policy, by a shorter run of each (after a warm-up of each): 2 000 battles, as 500 let the noise of a
    // busy machine pick a cheaper policy (the focus one on the humanoids, 0.09 s against the intents' 0.08 s).
    for (const policy of engine.policies) engine.simulateMany(setupOf(policy), 2, 200);
    const costs = engine.policies.map((policy) => ({ policy, seconds: cpuSeconds(() => engine.simulateMany(setupOf(policy), 3, 2000)).seconds }));
    const { policy } = costs.reduce((costliest, cost) => (cost.seconds > costliest.seconds ? cost : costliest));
    const setup = setupOf(policy);
    const cpu = [];
    const wall = [];
    for (let round = 0; round < runs; round += 1) {
      const run = cpuSeconds(() => engine.simulateMany(setup, 1, battles));
      cpu.push(run.seconds);
      wall.push(run.wall);
    }
    console.log(
      `${floor.name}: ${battles} batalhas com a política mais cara (${policy}; 2.000 batalhas de cada: ` +
        `${costs.map((cost) => `${cost.policy} ${cost.seconds.toFixed(2)} s`).join(', ')}), mediana de ${runs}: ` +
        `CPU ${seconds(cpu)}, parede ${seconds(wall)} (limite: 1,5 s)`,
    );
  }
}

/** The build's target check alone, each way `targetRuns` times on an empty cache folder. */
function targetCheck(model) {
  const { cachedBattles } = loadTypeScript('plugins/designer-tools/src/measures.ts');
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'design-targets-'));
  try {
    for (const threads of [undefined, '1']) {
      if (threads) process.env.DESIGN_TARGETS_THREADS = threads;
      else delete process.env.DESIGN_TARGETS_THREADS;
      const cpu = [];
      const wall = [];
      for (let round = 0; round < targetRuns; round += 1) {
        const run = cpuSeconds(() => cachedBattles({ ...model }, path.join(cacheRoot, `${threads ?? 'threads'}-${round}`)));
        cpu.push(run.seconds);
        wall.push(run.wall);
      }
      console.log(
        `Metas de design conferidas sem cache, ${threads ? 'numa linha só' : 'em threads'}, mediana de ${targetRuns}: ` +
          `parede ${seconds(wall)}, CPU do processo ${seconds(cpu)} (limite: 20 s de parede)`,
      );
    }
    afterAnEdit(cachedBattles, path.join(cacheRoot, 'threads-0'));
  } finally {
    rmSync(cacheRoot, { recursive: true, force: true });
  }
}
const targetRuns = 3;

// One edit each, as an author makes them under npm start: a boss's number, a T1 multiplier, a T2 one.
const edits = [
  ['o número de um chefe (chefe.mawari.regeneracao 3 → 4)', 'rules.yaml', /(- id: chefe\.mawari\.regeneracao\n(?: {2}.*\n)*? {2}value: )3\n/, '$14\n'],
  ['a Vida do T1 (1,65 → 1,7)', 'tiers.yaml', 'vida: 1.65,', 'vida: 1.7,'],
  ['a Vida do T2 (3,85 → 3,9)', 'tiers.yaml', 'vida: 3.85,', 'vida: 3.9,'],
];

/**
 * The check after one edit of the data, with the cache the unedited data left (`folder`): each encounter is kept by its
 * own setup, so only those the edit changes are played (each edit on a copy of the data, alone).
 */
function afterAnEdit(cachedBattles, folder) {
  const { loadGameModel } = loadTypeScript('packages/game-model/src/index.ts');
  delete process.env.DESIGN_TARGETS_THREADS;
  for (const [name, file, from, to] of edits) {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'design-targets-data-'));
    try {
      cpSync(path.join(siteDir, 'data/game'), copy, { recursive: true });
      const text = readFileSync(path.join(copy, file), 'utf8');
      const edited = text.replace(from, to);
      if (edited === text) throw new Error(`bench:engine: the edit of ${name} found nothing to change in ${file}`);
      writeFileSync(path.join(copy, file), edited);
      const model = loadGameModel(copy, siteDir);
      const run = cpuSeconds(() => cachedBattles(model, folder));
      console.log(
        `Metas de design conferidas depois de editar ${name}, em threads: parede ${run.wall.toFixed(2)} s, CPU do processo ${run.seconds.toFixed(2)} s`,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
}

async function main() {
  const { loadGameModel, simulatorToolData } = loadTypeScript('packages/game-model/src/index.ts');
  const engine = loadTypeScript('packages/rules/src/index.ts');
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  if (process.argv.includes('--targets')) return targetCheck(model);
  const data = simulatorToolData(model);
  smartestOnT2(engine, data);
  if (process.argv.includes('--limit')) return;
  const asked = process.argv.indexOf('--policy');
  const policy = asked >= 0 ? process.argv[asked + 1] : engine.defaultPolicy;
  if (!engine.policies.includes(policy)) throw new Error(`bench:engine: no policy "${policy}" (the engine's: ${engine.policies.join(', ')})`);
  console.log(`Política da equipe: ${policy}`);
  const squad = engine.startingSquad(data);
  const floors = [data.floors[0], data.bossFloors?.[0]].filter(Boolean);
  for (const floor of floors) {
    const setup = engine.buildSetup(data, { squad, enemies: floor.enemies, policy });
    const plain = (input) => engine.computeDamage(input, setup.damage).damage;
    const run = (memo) => {
      const tally = engine.emptyTally(setup);
      const damageOf = memo ? engine.damageCalculator(setup.damage) : plain;
      for (let index = 0; index < battles; index += 1) engine.addBattle(tally, engine.simulateBattle(setup, engine.battleSeed(1, index), damageOf));
      return tally;
    };
    run(true);
    run(false); // warm-up
    const withMemo = [];
    const without = [];
    let same = true;
    for (let round = 0; round < runs; round += 1) {
      const memo = cpuSeconds(() => run(true));
      const direct = cpuSeconds(() => run(false));
      withMemo.push(memo.seconds);
      without.push(direct.seconds);
      same &&= JSON.stringify(memo.result) === JSON.stringify(direct.result);
    }
    const saved = 1 - median(withMemo) / median(without);
    console.log(
      `${floor.name}: ${battles} batalhas, tempo de CPU, mediana de ${runs}: com a memória ${median(withMemo).toFixed(2)} s ` +
        `[${withMemo.map((time) => time.toFixed(2)).join(', ')}], sem ${median(without).toFixed(2)} s ` +
        `[${without.map((time) => time.toFixed(2)).join(', ')}]; a memória poupa ${(saved * 100).toFixed(1)} %; mesmos números: ${same ? 'sim' : 'NÃO'}`,
    );
  }
}

runIfMain(import.meta.url, main);
