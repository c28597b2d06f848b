#!/usr/bin/env node
// "Jogar uma batalha" bench (issue 41), on a production build in headless
// Chromium with the CPU slowed 4×: the time from pressing "Resolver" to the
// next round (or the end) on screen, each round of a battle played with the
// first valid target of each hero (the engine's resolution and the page's
// render of the round and its log), with the main thread's own time in that
// span (tasks, and of them script, layout and style: DevTools' performance
// metrics), and the page's own code, gzip -9. Prints figures; never fails on a
// target.
//
// Usage: node scripts/bench-play.mjs [<build dir>]   (default: build/)
import { builtSite, collectScripts, fileList, kb, launchBrowser, mark, median, runIfMain, scriptsHolding, startStaticServer } from './lib/bench-harness.mjs';

const playPage = '/docs/game/design/jogar';
const frame = '[data-tool="jogar"]';
/** Text only the game's chunk holds (ASCII: the minifier escapes other characters). */
const marker = 'Desfazer';
const budgets = { roundMs: 100, slowdown: 4, chunkKB: 40 };

/** The renderer's main-thread durations so far (seconds): all tasks, script, layout, style. */
async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { task: value('TaskDuration'), script: value('ScriptDuration'), layout: value('LayoutDuration'), style: value('RecalcStyleDuration') };
}

async function playOne(page, cdp, seed, work) {
  await page.goto(`${page.context().baseUrl}${playPage}?semente=${seed}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.locator(`${frame} [data-intents] li`).first().waitFor();
  const times = [];
  for (let round = 1; round <= 50; round += 1) {
    const heading = await page.locator(`${frame} #jogo-rodada`).innerText();
    if (heading.startsWith('Fim da batalha')) break;
    // Each hero declares its first valid target (or action).
    for (let left = await page.locator(`${frame} [data-hero]:not([data-declared])`).count(); left > 0; left -= 1)
      await page.locator(`${frame} [data-hero]:not([data-declared]) ul button`).first().click();
    // Found before the first reading: finding a button by its role and name runs Playwright's own script in the page.
    const resolve = await page.locator(frame).getByRole('button', { name: 'Resolver' }).elementHandle();
    const before = await mainThread(cdp);
    const elapsed = await resolve.evaluate(
      (button, before) =>
        new Promise((done) => {
          const started = performance.now();
          const heading = document.querySelector('#jogo-rodada');
          const observer = new MutationObserver(() => {
            if (heading?.textContent !== before) {
              observer.disconnect();
              // The next frame: the round is painted.
              requestAnimationFrame(() => done(performance.now() - started));
            }
          });
          observer.observe(document.querySelector('[data-tool="jogar"]'), { subtree: true, childList: true, characterData: true });
          button.click();
        }),
      heading,
    );
    times.push({ ms: elapsed, seed, round });
    // Where the round's main-thread time went (includes the bench's own few calls between the two readings).
    const after = await mainThread(cdp);
    await resolve.dispose();
    work.push({ round, ...Object.fromEntries(Object.keys(after).map((key) => [key, (after[key] - before[key]) * 1000])) });
  }
  return times;
}

async function main() {
  const buildDir = builtSite(process.argv[2]);
  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.baseUrl = server.url;
    const page = await context.newPage();
    const scripts = collectScripts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: budgets.slowdown });
    await cdp.send('Performance.enable');
    const times = [];
    const work = [];
    for (const seed of [1, 2, 3, 4, 5]) times.push(...(await playOne(page, cdp, seed, work)));
    const worst = times.reduce((slowest, time) => (time.ms > slowest.ms ? time : slowest));
    const ms = (list) => list.map((time) => time.ms);
    console.log(
      `uma rodada resolvida (do clique em Resolver à rodada seguinte na tela), CPU ${budgets.slowdown}× mais lenta, ${times.length} rodadas em 5 batalhas: ` +
        `mediana ${median(ms(times)).toFixed(0)} ms, pior ${worst.ms.toFixed(0)} ms (semente ${worst.seed}, rodada ${worst.round})  ` +
        `meta ≤ ${budgets.roundMs} ms: ${mark(worst.ms <= budgets.roundMs)}`,
    );
    // Where the slow rounds fall: the first of each battle (code not yet optimized by the JIT, the log empty) or later ones (a longer log).
    console.log(
      `mediana da primeira rodada de cada batalha ${median(ms(times.filter((time) => time.round === 1))).toFixed(0)} ms; ` +
        `das demais ${median(ms(times.filter((time) => time.round > 1))).toFixed(0)} ms; ` +
        `as cinco mais lentas: ${[...times]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5)
          .map((time) => `${time.ms.toFixed(0)} ms (semente ${time.seed}, rodada ${time.round})`)
          .join(', ')}`,
    );
    // The main thread's time by phase; "outros" is the rest of the tasks (paint, hit tests, the bench's own calls).
    const phases = (rounds) => {
      const of = (key) => median(rounds.map((one) => one[key]));
      const rest = median(rounds.map((one) => one.task - one.script - one.layout - one.style));
      return (
        `tarefas ${of('task').toFixed(0)} ms, das quais script ${of('script').toFixed(0)} ms, ` +
        `layout ${of('layout').toFixed(0)} ms, estilo ${of('style').toFixed(0)} ms, outros ${rest.toFixed(0)} ms`
      );
    };
    console.log(`tempo da linha principal por rodada (menos sensível à carga da máquina que o relógio), mediana: ${phases(work)}`);
    console.log(`  só as primeiras rodadas: ${phases(work.filter((one) => one.round === 1))}; as demais: ${phases(work.filter((one) => one.round > 1))}`);
    const own = await scriptsHolding(scripts, [marker]);
    console.log(
      `código da página e do jogo (gzip -9; o motor que o jogo usa vai no chunk dele): ${kb(own.gzip)} KB  ` +
        `meta ≤ ${budgets.chunkKB} KB: ${mark(own.gzip / 1024 <= budgets.chunkKB)}  ` +
        `[${fileList(own.files)}]`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

runIfMain(import.meta.url, main);
