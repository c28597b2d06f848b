#!/usr/bin/env node
// Designer tools bench (issue 11): for a production build, the first-load JS
// of a plain doc page and of each tool page (before the reader gets near the
// tool), and what the tool itself fetches once the reader scrolls to it (the
// tool's own code, gzip -9). Prints figures; never fails on a target.
//
// Usage: npm run bench:tools [-- <build dir>]   (default: build/)
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtSite, chunkIdsOf, executedChunkIds, kb, launchBrowser, mark, measurePage, runIfMain, startStaticServer } from './lib/bench-harness.mjs';

const toolTargetKB = 20;

export const toolPages = [
  ['energia', '/docs/game/design/mechanics/characters/energy/'],
  ['dano', '/docs/game/design/mechanics/battle/'],
  ['inimigos', '/docs/game/design/mechanics/characters/roles/'],
  ['alvos', '/docs/game/design/mechanics/characters/actions/action_position_and_target'],
];
const plainPage = '/docs/game/design/mechanics/characters/attributes/';

/**
 * The tool's own code: the JS chunks run after the reader scrolls to the tool
 * (Docusaurus also prefetches the routes of links that scroll into view; those
 * are fetched but not run, so they are left out) and the stylesheets applied.
 */
async function toolCost(browser, url, tool) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const staticState = await page.locator(`[data-tool="${tool}"]`).getAttribute('data-tool-state');
  const before = new Set(await executedChunkIds(page));
  const fetched = [];
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname;
    const type = response.request().resourceType();
    if (/\.(js|css)$/.test(name))
      fetched.push(
        response
          .body()
          .then((body) => ({ name, type, body }))
          .catch(() => null),
      );
  });
  await page.locator(`[data-tool="${tool}"]`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-tool="${tool}"][data-tool-state="interactive"]`);
  await page.waitForLoadState('networkidle');
  const ran = new Set((await executedChunkIds(page)).filter((id) => !before.has(id)));
  const files = [];
  for (const entry of await Promise.all(fetched)) {
    if (!entry) continue;
    const ids = chunkIdsOf(entry.body);
    const isToolJs = entry.name.endsWith('.js') && ids?.some((id) => ran.has(id));
    const isStylesheet = entry.name.endsWith('.css') && entry.type === 'stylesheet';
    if (isToolJs || isStylesheet) files.push({ name: entry.name, gzip: gzipSync(entry.body, { level: 9 }).length });
  }
  await context.close();
  return { staticState, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

async function hasTool(browser, url, tool) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const found = (await page.locator(`[data-tool="${tool}"]`).count()) > 0;
  await context.close();
  return found;
}

async function main() {
  const buildDir = builtSite(process.argv[2]);
  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  try {
    const plain = await measurePage(browser, server.url + plainPage);
    const stylesheet = plain.files.filter((file) => file.kind === 'css').reduce((sum, file) => sum + file.gzip, 0);
    console.log(`página sem ferramenta (${plainPage}): CSS ${kb(stylesheet)} KB gzip`);
    console.log(
      `página sem ferramenta (${plainPage}): JS da primeira visita ${kb(plain.totals.js.gzip)} KB gzip em ${plain.totals.js.requests} arquivos` +
        ` (prefetch à parte: ${kb(plain.totals.jsPrefetch.gzip)} KB)`,
    );
    console.log(`\nferramenta  JS da página antes de chegar à ferramenta  código da ferramenta ao chegar (gzip)  meta ≤ ${toolTargetKB} KB`);
    for (const [tool, pathname] of toolPages) {
      const first = await measurePage(browser, server.url + pathname);
      if (!(await hasTool(browser, server.url + pathname, tool))) {
        // A build from before the tools: the page's own figure, for the comparison.
        console.log(`${tool.padEnd(10)}  ${`${kb(first.totals.js.gzip)} KB`.padStart(12)} (página sem a ferramenta neste build)`);
        continue;
      }
      const cost = await toolCost(browser, server.url + pathname, tool);
      const files = cost.files.map((file) => `${path.basename(file.name)} ${kb(file.gzip)}`).join(', ');
      console.log(
        `${tool.padEnd(10)}  ${`${kb(first.totals.js.gzip)} KB`.padStart(12)} (estado inicial: ${cost.staticState})` +
          `  ${`${kb(cost.gzip)} KB`.padStart(9)}  ${mark(cost.gzip / 1024 <= toolTargetKB)}  [${files}]`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

runIfMain(import.meta.url, main);
