#!/usr/bin/env node
// Battle simulator bench (issue 22), on a production build in headless
// Chromium: the time of 10 000 battles (the starting squad, 3 level-1
// characters, against the 3-creature T1 beast floor of the Tundra), the
// worker's JS heap during 100 000 battles, the simulator's code (gzip -9) and
// the simulator code fetched by other pages. Prints figures; never fails on a target.
//
// Usage: node scripts/bench-simulator.mjs [<build dir>]   (default: build/)
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtSite, kb, launchBrowser, mark, median, runIfMain, startStaticServer } from './lib/bench-harness.mjs';

const battlePage = '/docs/game/design/mechanics/battle/';
const otherPages = ['/', '/docs/game/design/mechanics/characters/attributes/', '/docs/game/design/mechanics/characters/energy/', '/docs/game/design/mechanics/characters/roles/'];
/** Text only the simulator's code holds (its UI chunk and its worker). */
const markers = ['Adicionar inimigo', 'kind:"progress"'];
const budgets = { seconds: 2, chunkKB: 25 };

async function openSimulator(browser, base, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.body().then((body) => ({ name: new URL(response.url()).pathname, body })).catch(() => null));
  });
  await page.goto(base + battlePage + query, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.locator('[data-tool="simulador"]').scrollIntoViewIfNeeded();
  await page.locator('[data-tool="simulador"][data-tool-state="interactive"]').waitFor();
  return { context, page, scripts, live: page.locator('[data-tool="simulador"] [aria-live="polite"]') };
}

/** Seconds from the click on Simular to the summary of the run with `seed` on screen, and the worker's own time. */
async function timedRun(page, seed) {
  const frame = page.locator('[data-tool="simulador"]');
  await frame.getByLabel('Semente').fill(String(seed));
  const started = Date.now();
  await frame.getByRole('button', { name: 'Simular' }).click();
  await page.waitForFunction(
    (marker) => {
      const tool = document.querySelector('[data-tool="simulador"]');
      return (tool?.querySelector('[aria-live="polite"]')?.textContent ?? '').startsWith('Vitórias') && (tool?.textContent ?? '').includes(marker);
    },
    `Semente ${seed},`,
    { timeout: 300_000, polling: 20 },
  );
  const wall = (Date.now() - started) / 1000;
  const worker = await frame.evaluate((element) => /batalhas em ([\d.,]+) s/.exec(element.textContent ?? '')?.[1] ?? '?');
  return { wall, worker };
}

async function main() {
  const buildDir = builtSite(process.argv[2]);
  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  try {
    // 1. 10 000 battles, three times with different seeds (a run with the seed of the previous one would look the same).
    const { context, page, scripts } = await openSimulator(browser, server.url, '?batalhas=10000&semente=1&politica=dano');
    const resultShown = () => (document.querySelector('[data-tool="simulador"] [aria-live="polite"]')?.textContent ?? '').startsWith('Vitórias');
    await page.waitForFunction(resultShown, null, { timeout: 120_000 });
    const cold = await page.locator('[data-tool="simulador"]').evaluate((element) => /batalhas em ([\d.,]+) s/.exec(element.textContent ?? '')?.[1] ?? '?');
    console.log(`10 000 batalhas, primeira execução (worker novo, código ainda frio): ${cold} s no worker`);
    const times = [];
    const workerTimes = [];
    for (const seed of [2, 3, 4]) {
      const { wall, worker } = await timedRun(page, seed);
      times.push(wall);
      workerTimes.push(worker);
    }
    const runs = `${times.map((time) => time.toFixed(2)).join(', ')}; no worker: ${workerTimes.join(', ')} s`;
    console.log(
      `10 000 batalhas (3 personagens de nível 1 contra 3 criaturas T1): mediana ${median(times).toFixed(2)} s do clique ao resultado [${runs}]` +
        `  meta ≤ ${budgets.seconds} s: ${mark(median(times) <= budgets.seconds)}`,
    );

    // 2. The worker's heap during 100 000 battles: a second DevTools session on the page attaches to the
    // worker (not flattened) and asks V8 for its heap usage between slices.
    await page.locator('[data-tool="simulador"]').getByLabel('Batalhas').fill('100000');
    let peak = 0;
    const cdp = await page.context().newCDPSession(page);
    const workerSessions = new Set();
    let messageId = 0;
    cdp.on('Target.attachedToTarget', (event) => {
      if (event.targetInfo.type === 'worker') workerSessions.add(event.sessionId);
    });
    cdp.on('Target.detachedFromTarget', (event) => workerSessions.delete(event.sessionId));
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      const reply = JSON.parse(event.message);
      if (reply.result?.usedSize) peak = Math.max(peak, reply.result.usedSize);
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        for (const sessionId of workerSessions) {
          messageId += 1;
          await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: messageId, method: 'Runtime.getHeapUsage' }) }).catch(() => undefined);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const readable = true;
    const hundredK = await timedRun(page, 5);
    sampling = false;
    await sampler;
    const heap = readable && peak > 0 ? `pico de ${(peak / 1024 / 1024).toFixed(1)} MB` : 'não legível neste Chromium';
    console.log(`100 000 batalhas: ${hundredK.wall.toFixed(2)} s; heap JS do worker: ${heap}`);

    // 3. The simulator's own code: the files that hold its markers.
    const seen = new Set();
    const own = (await Promise.all(scripts)).filter((entry) => entry && markers.some((marker) => entry.body.includes(marker)) && !seen.has(entry.name) && seen.add(entry.name));
    const gzip = own.reduce((sum, entry) => sum + gzipSync(entry.body, { level: 9 }).length, 0);
    const files = own.map((entry) => `${path.basename(entry.name)} ${kb(gzipSync(entry.body, { level: 9 }).length)}`).join(', ');
    console.log(`código do simulador (interface + worker, gzip -9): ${kb(gzip)} KB  meta ≤ ${budgets.chunkKB} KB: ${mark(gzip / 1024 <= budgets.chunkKB)}  [${files}]`);
    await context.close();

    // 4. Other pages, scrolled to the end: simulator code they fetch.
    for (const other of otherPages) {
      const otherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const otherPage = await otherContext.newPage();
      const fetched = [];
      otherPage.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) fetched.push(response.body().catch(() => null));
      });
      await otherPage.goto(server.url + other, { waitUntil: 'load' });
      await otherPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await otherPage.waitForLoadState('networkidle');
      const bytes = (await Promise.all(fetched)).filter((body) => body && markers.some((marker) => body.includes(marker))).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      console.log(`JS do simulador baixado em ${other}: ${bytes} bytes gzip`);
      await otherContext.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

runIfMain(import.meta.url, main);
