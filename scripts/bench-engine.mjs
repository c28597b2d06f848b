#!/usr/bin/env node
// Rules engine bench (issue 37): the CPU time of a 10 000-battle run in Node,
// with the damage memo and with computeDamage asked every time, on two
// encounters of the game data (the starting squad against the first T1
// floor, and against the first boss floor). The runs alternate, five of each,
// and the median is printed; CPU time (not wall time) so the other work on
// the machine weighs less. Also checks that both ways give the same tally.
// Prints figures; never fails on a target.
//
// Usage: npm run bench:engine [-- --policy NAME] (the squad's policy, one of
// the engine's; the default policy when none is named)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTypeScript } from './lib/load-typescript.mjs';
import { median, runIfMain } from './lib/bench-harness.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const battles = 10_000;
const runs = 5;

function cpuSeconds(work) {
  const started = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(started);
  return { seconds: (used.user + used.system) / 1e6, result };
}

async function main() {
  const { loadGameModel, simulatorToolData } = loadTypeScript('packages/game-model/src/index.ts');
  const engine = loadTypeScript('packages/rules/src/index.ts');
  const data = simulatorToolData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));
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
