#!/usr/bin/env node
// Battle simulator bench (issue 22), on a production build in headless
// Chromium: the time of 10 000 battles (the starting squad, 3 level-1
// characters, against the 3-creature T1 beast floor of the Tundra), the
// worker's JS heap during 100 000 battles, the simulator's code (gzip -9) and
// the simulator code fetched by other pages. Then the rules lab (issue 30):
// 2 × 10 000 paired battles (the same squad and floor, current rules against
// a change), a 10-step sweep of 2 000 battles each, the lab's code and the lab
// code other pages fetch. Prints figures; never fails on a target.
//
// Usage: node scripts/bench-simulator.mjs [<build dir>] [--lab]   (default: build/; --lab: the lab only)
import { gzipSync } from 'node:zlib';
import { builtSite, collectScripts, fileList, kb, launchBrowser, mark, median, runIfMain, scriptsHolding, startStaticServer } from './lib/bench-harness.mjs';

const battlePage = '/docs/game/design/mechanics/battle/';
const otherPages = [
  '/',
  '/docs/game/design/mechanics/characters/attributes/',
  '/docs/game/design/mechanics/characters/energy/',
  '/docs/game/design/mechanics/characters/roles/',
];
/** Text only the simulator's code holds (its UI chunk and its worker). */
const markers = ['Adicionar inimigo', 'kind:"progress"'];
const budgets = { seconds: 2, chunkKB: 25 };
const labPage = '/docs/game/design/laboratorio';
/** Text only the lab's code holds (its UI chunk and its loader), in ASCII: the minifier escapes other characters. */
const labMarkers = ['Tirar o encontro do link', 'ferramenta-laboratorio'];
const labBudgets = { pairedSeconds: 1.5, sweepSeconds: 5, chunkKB: 40 };

/** Waits until the lab's frame text matches `pattern`; returns the seconds since `started`. */
async function labWait(page, pattern, started) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('[data-tool="laboratorio"]')?.textContent ?? ''), pattern.source, {
    timeout: 300_000,
    polling: 20,
  });
  return (Date.now() - started) / 1000;
}

async function benchLab(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = collectScripts(page);
  // Warm-up: one small comparison, so the worker exists and its code is compiled, as after a reader's first click.
  await page.goto(base + labPage + '?mudar=tier.t1.vida*1.2&andares=yarak-e-atiradores-t1&batalhas=500&semente=1', { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const frame = page.locator('[data-tool="laboratorio"]');
  await labWait(page, /500 batalhas pareadas/, Date.now());
  const paired = [];
  for (const seed of [2, 3, 4, 5, 6]) {
    await frame.getByLabel('Batalhas por lado, encontro e política').fill('10000');
    await frame.getByLabel('Semente').fill(String(seed));
    const started = Date.now();
    await frame.getByRole('button', { name: 'Comparar' }).click();
    paired.push(await labWait(page, new RegExp(`Semente ${seed}, 10\\.000 batalhas pareadas`), started));
  }
  console.log(
    'laboratório: 2 × 10 000 batalhas pareadas (equipe inicial contra o andar de bestas T1, Vida T1 × 1,2): ' +
      `mediana ${median(paired).toFixed(2)} s do clique ao resultado [${paired.map((time) => time.toFixed(2)).join(', ')}]  ` +
      `meta ≤ ${labBudgets.pairedSeconds} s: ${mark(median(paired) <= labBudgets.pairedSeconds)}`,
  );

  // The sweep, on the same page (worker warm): 10 values of the T1 Vida multiplier, 2 000 battles each.
  await frame.getByLabel('Número a varrer').selectOption('tier.t1.vida');
  await frame.getByLabel('De', { exact: true }).fill('0,8');
  await frame.getByLabel('Até', { exact: true }).fill('1,7');
  await frame.getByLabel('Passos').fill('10');
  await frame.getByLabel('Batalhas por lado, encontro e política').fill('2000');
  const sweeps = [];
  for (const seed of [7, 8, 9]) {
    await frame.getByLabel('Semente').fill(String(seed));
    const started = Date.now();
    await frame.getByRole('button', { name: 'Varrer' }).click();
    sweeps.push(await labWait(page, new RegExp(`2\\.000 batalhas por valor, semente ${seed} `), started));
  }
  console.log(
    `laboratório: varredura de 10 valores × 2 000 batalhas: mediana ${median(sweeps).toFixed(2)} s [${sweeps.map((time) => time.toFixed(2)).join(', ')}]  ` +
      `meta ≤ ${labBudgets.sweepSeconds} s: ${mark(median(sweeps) <= labBudgets.sweepSeconds)}`,
  );

  const own = await scriptsHolding(scripts, labMarkers);
  console.log(
    `código do laboratório (carregador + interface, gzip -9; o worker é o do simulador): ${kb(own.gzip)} KB  ` +
      `meta ≤ ${labBudgets.chunkKB} KB: ${mark(own.gzip / 1024 <= labBudgets.chunkKB)}  [${fileList(own.files)}]`,
  );
  const html = await (await fetch(base + labPage)).text();
  console.log(`HTML da página do laboratório (com os dados e o exemplo): ${kb(gzipSync(html, { level: 9 }).length)} KB gzip`);
  await context.close();

  for (const other of [battlePage, ...otherPages]) {
    const fetched = await scriptsOfPage(browser, base + other);
    const [ui, route] = await Promise.all(labMarkers.map((marker) => scriptsHolding(fetched, [marker])));
    // The interface is fetched on demand by the lab page alone; the page's route chunk (its data and loader)
    // is prefetched, like any page's, when a link to it is in view.
    console.log(`laboratório em ${other}: interface ${ui.gzip} bytes gzip; chunk da rota pré-carregado pelo link ${route.gzip} bytes gzip`);
  }
}

/** The JavaScript a first visit of `url` fetches, scrolled to the end (links in view prefetch their routes). */
async function scriptsOfPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await Promise.all(scripts);
  await context.close();
  return scripts;
}

async function openSimulator(browser, base, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = collectScripts(page);
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
  const labOnly = process.argv.includes('--lab');
  const buildDir = builtSite(process.argv.slice(2).find((argument) => !argument.startsWith('--')));
  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  try {
    if (labOnly) return await benchLab(browser, server.url);
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
          await cdp
            .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: messageId, method: 'Runtime.getHeapUsage' }) })
            .catch(() => undefined);
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
    const own = await scriptsHolding(scripts, markers);
    console.log(
      `código do simulador (interface + worker, gzip -9): ${kb(own.gzip)} KB  meta ≤ ${budgets.chunkKB} KB: ${mark(own.gzip / 1024 <= budgets.chunkKB)}  [${fileList(own.files)}]`,
    );
    await context.close();

    // 4. Other pages, scrolled to the end: simulator code they fetch.
    for (const other of otherPages) {
      const fetched = await scriptsHolding(await scriptsOfPage(browser, server.url + other), markers);
      console.log(`JS do simulador baixado em ${other}: ${fetched.gzip} bytes gzip`);
    }

    // 5. The rules lab.
    await benchLab(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

runIfMain(import.meta.url, main);
