// What the benches share (npm run bench, bench:api, bench:search,
// bench:tools, bench:simulator, bench:play): the site folder and its build, the system
// Chromium, the static server, the TypeScript loader, the first-visit weight
// of a page, the search index size, and how figures are printed.
// tests/unit/bench-harness.test.ts runs it against a tiny static folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

export { startStaticServer } from './static-server.mjs';
export { loadTypeScript } from './load-typescript.mjs';
export { table } from './text-table.mjs';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The production build to measure: `dir` (default build/), which must hold an index.html. */
export function builtSite(dir = path.join(siteDir, 'build')) {
  const buildDir = path.resolve(dir);
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir} não parece um build (sem index.html); rode npm run build`);
  return buildDir;
}

/** The system Chromium, headless, through Playwright. */
export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/** Runs `main` when the file is the script Node was started with (not when a test imports it); a crash exits 1. */
export function runIfMain(importMetaUrl, main) {
  if (!process.argv[1] || importMetaUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

// ---------------------------------------------------------------- page weight
/**
 * Mermaid code, recognised by content. Minified chunks keep no module paths,
 * so these are string literals only the Mermaid packages ship (core render API
 * and diagram detector ids, its config and label helpers, the bundled
 * cytoscape/dagre/katex/langium/DOMPurify). Measured on a build with the Rspack
 * stats: they match chunks holding 92 % of the Mermaid bytes and no other
 * chunk. MDX page chunks are excluded first: a page with a diagram carries its
 * source text (`stateDiagram-v2`, ...) but that is content, not Mermaid code;
 * Docusaurus' own theme-mermaid glue (`docusaurus-mermaid-container`,
 * `import("mermaid")`) matches no marker either.
 */
export const mermaidMarkers = [
  'mermaidAPI',
  'flowchart-v2',
  'getDiagramFromText',
  'securityLevel',
  'setupGraphViewbox',
  'getConfig',
  'diagramId',
  'labelBkg',
  'setAccTitle',
  'setDiagramTitle',
  'cytoscape',
  'dagre',
  'katex',
  'langium',
  'DOMPurify',
];
const mdxContentChunk = /contentTitle:\(\)=>/;
export function isMermaidCode(body) {
  const text = body.toString('latin1');
  if (mdxContentChunk.test(text)) return false;
  return mermaidMarkers.some((marker) => text.includes(marker));
}
/** The Mermaid core (mermaid.core: render API): fetched means Mermaid was loaded to render. */
export const isMermaidCore = (body) => body.toString('latin1').includes('mermaidAPI');

/** The webpack chunk ids a page has run (its JSONP array). */
export function executedChunkIds(page) {
  return page.evaluate(() => {
    const key = Object.keys(self).find((name) => name.startsWith('webpackChunk'));
    return key ? self[key].flatMap((entry) => entry[0].map(String)) : [];
  });
}

/** The chunk ids a JS file declares: it starts with `(self.webpackChunk…).push([["<id>",…],…`; null for other files. */
export function chunkIdsOf(body) {
  const ids = /\.push\(\[\[([^\]]*)\]/.exec(body.subarray(0, 400).toString('latin1'))?.[1];
  return ids ? ids.split(',').map((id) => id.replace(/"/g, '').trim()) : null;
}

function kindOf(response) {
  const type = response.request().resourceType();
  const { pathname } = new URL(response.url());
  if (type === 'document') return 'html';
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return 'other';
}

/** Loads `url` in a fresh context and sums what the first visit downloads. */
export async function measurePage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .then((body) => ({ response, body }))
        .catch(() => null), // redirects and aborted requests have no body
    );
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 20000 }).catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  // Mermaid renders after hydration and may chain further chunk loads.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle').catch(() => {});
  // Diagrams drawn at build time are images (plugins/mermaid-prerender); the
  // others are drawn here by theme-mermaid, and only those need its code.
  const diagramsDrawnAtBuild = await page.evaluate(() => document.querySelectorAll('.diagram-drawing').length);
  const prefetchLinks = await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
  const diagramOnPage = await page.evaluate(
    () => document.querySelectorAll('.docusaurus-mermaid-container, [class*="mermaid"] svg, svg[id^="mermaid"]').length,
  );
  // Chunks the page ran (webpack's JSONP array); the others were only
  // prefetched (Docusaurus prefetches the routes of links in the viewport).
  const executedChunks = new Set(await executedChunkIds(page));
  const totals = {};
  for (const kind of ['html', 'js', 'jsPrefetch', 'css', 'other']) totals[kind] = { requests: 0, raw: 0, gzip: 0 };
  const mermaidFiles = [];
  const files = [];
  const seen = new Set();
  for (const entry of await Promise.all(pending)) {
    if (!entry) continue;
    const url = entry.response.url();
    if (seen.has(url)) continue; // a prefetched chunk fetched again counts once (cached by any real host)
    seen.add(url);
    let kind = kindOf(entry.response);
    const name = new URL(url).pathname;
    if (kind === 'js') {
      // A chunk file starts with `(self.webpackChunk…).push([["<id>",…],…`; ids are not file names.
      const chunkIds = chunkIdsOf(entry.body);
      if (chunkIds && !chunkIds.some((id) => executedChunks.has(id))) kind = 'jsPrefetch';
    }
    const raw = entry.body.length;
    const gzip = gzipSync(entry.body, { level: 9 }).length;
    totals[kind].requests++;
    totals[kind].raw += raw;
    totals[kind].gzip += gzip;
    files.push({ kind, name, raw, gzip, resourceType: entry.response.request().resourceType() });
    if (kind.startsWith('js') && isMermaidCode(entry.body)) mermaidFiles.push({ name, gzip, executed: kind === 'js', core: isMermaidCore(entry.body) });
  }
  await context.close();
  // Fetches counting repeats of a URL, and the prefetch hints left in the document (route-chunks asks for each file once).
  return { totals, mermaidFiles, diagramOnPage: diagramOnPage > 0, diagramsDrawnAtBuild, files, errors, fetches: pending.length, prefetchLinks };
}

// ---------------------------------------------------------------- search index
/** Every file of the search index (build/search-index; older builds: the easyops plugin's JSON or build/pagefind), raw and gzip -9. */
export function indexSize(buildDir) {
  const files = [];
  for (const name of readdirSync(buildDir)) if (/^search-index.*\.json$/.test(name)) files.push(path.join(buildDir, name));
  for (const indexDir of [path.join(buildDir, 'pagefind'), path.join(buildDir, 'search-index')]) {
    if (!existsSync(indexDir)) continue;
    for (const entry of readdirSync(indexDir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.map((file) => path.relative(buildDir, file)), raw, gzip };
}

// ---------------------------------------------------------------- a tool's own code
/** Every JavaScript file `page` receives from now on, as promises of { name (its path), body }, or null when unreadable. */
export function collectScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname;
    if (name.endsWith('.js'))
      scripts.push(
        response
          .body()
          .then((body) => ({ name, body }))
          .catch(() => null),
      );
  });
  return scripts;
}

/** The files among `scripts` (collectScripts) that hold one of `markers` (text only a tool's code holds), each once, gzip -9. */
export async function scriptsHolding(scripts, markers) {
  const seen = new Set();
  const files = [];
  for (const entry of await Promise.all(scripts)) {
    if (!entry || seen.has(entry.name) || !markers.some((marker) => entry.body.includes(marker))) continue;
    seen.add(entry.name);
    files.push({ name: path.basename(entry.name), gzip: gzipSync(entry.body, { level: 9 }).length });
  }
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

/** The files of scriptsHolding, as the benches print them: "a.js 1.2, b.js 3.4". */
export const fileList = (files) => files.map((file) => `${file.name} ${kb(file.gzip)}`).join(', ');

// ---------------------------------------------------------------- figures
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Bytes as KB with one decimal. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The word printed next to a figure and its target. */
export const mark = (ok) => (ok ? 'ok' : 'FORA DA META');
