#!/usr/bin/env node
// Search quality and speed, measured in the browser against the production
// build: hit@1 and hit@3 of the navbar suggestions for the reader queries in
// tests/site/search-queries.ts, the size of the search index (gzip) and the
// time from the last keystroke to the suggestions on screen.
//
// It builds nothing: run `npm run build:checked` first, then
// `npm run bench:search` (or `node scripts/bench-search.mjs path/to/build`).
// tests/site/search-quality.test.ts drives the same functions.
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const searchInputSelector = 'input.navbar__search-input';
/** The suggestions of the navbar search box (autocomplete.js, role="option"). */
export const suggestionSelector = '.navbar__search [role="listbox"] [role="option"]';

/** Size of every search index file of the build, raw and gzip (level 9, as a static host would). */
export function indexSize(buildDir) {
  const files = readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
  let raw = 0;
  let gzip = 0;
  for (const name of files) {
    const content = readFileSync(path.join(buildDir, name));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

/** Normalises a page path for comparison: no hash, no query, no trailing slash. */
export function pagePath(href) {
  const { pathname } = new URL(href, 'http://x');
  return decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
}

/** Resolves once the suggestion box has not changed for `quietMs`; returns the time of its last change. */
async function settle(page, quietMs = 250, maxMs = 5000) {
  return page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise((resolve) => {
        const root = document.querySelector('.navbar__search');
        let last = window.__searchLastChange ?? performance.now();
        const started = performance.now();
        const observer = new MutationObserver(() => {
          last = performance.now();
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
        const tick = () => {
          const now = performance.now();
          if (now - last >= quietMs || now - started >= maxMs) {
            observer.disconnect();
            resolve(last);
          } else setTimeout(tick, 25);
        };
        setTimeout(tick, 25);
      }),
    { quietMs, maxMs },
  );
}

/** Opens a docs page and waits until the search box has loaded its index. */
export async function openSearch(page, baseUrl) {
  await page.goto(new URL('/docs/tutorials/', baseUrl).href);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.locator(searchInputSelector).click();
  // autocomplete.js takes over the input once the index is in the worker.
  await page.locator(`${searchInputSelector}[role="combobox"]`).waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * Types `query` into the search box and returns how long the suggestions took
 * to settle after the last keystroke (ms) and their count.
 */
export async function typeQuery(page, query) {
  const input = page.locator(searchInputSelector);
  await input.fill(query.slice(0, -1));
  await settle(page);
  await page.evaluate(() => {
    window.__searchLastChange = undefined;
    const root = document.querySelector('.navbar__search');
    const observer = new MutationObserver(() => {
      window.__searchLastChange = performance.now();
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    window.__searchObserver?.disconnect();
    window.__searchObserver = observer;
    document.addEventListener('keydown', () => (window.__searchKeyDown = performance.now()), { once: true, capture: true });
  });
  await input.press(query.slice(-1) === ' ' ? 'Space' : query.slice(-1));
  // Under load the worker can answer after a quiet spell: first wait for the
  // suggestions to react to the keystroke, then for them to settle.
  await page
    .waitForFunction(() => (window.__searchLastChange ?? 0) > (window.__searchKeyDown ?? Infinity), null, { timeout: 10_000 })
    .catch(() => undefined);
  await settle(page);
  const elapsed = await page.evaluate(() => {
    window.__searchObserver?.disconnect();
    return Math.max(0, (window.__searchLastChange ?? window.__searchKeyDown) - window.__searchKeyDown);
  });
  const count = await page.locator(suggestionSelector).count();
  return { elapsed, count };
}

/** Clicks the suggestion at `rank` (0-based) and returns the path of the page it opens. */
async function openSuggestion(page, rank) {
  const before = page.url();
  await page.locator(suggestionSelector).nth(rank).click();
  // A suggestion for the page already open (same words) leaves the URL as is.
  await page.waitForURL((url) => url.href !== before, { timeout: 2_000 }).catch(() => undefined);
  const opened = pagePath(page.url());
  // The target page puts the highlighted words back into the search box a
  // moment later: wait for it, so that it does not overwrite the next query.
  const words = new URL(page.url()).searchParams.getAll('_highlight').join(' ');
  await page
    .waitForFunction(
      ({ selector, words }) => document.querySelector(selector)?.value === words,
      { selector: searchInputSelector, words },
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(100);
  return opened;
}

/**
 * Runs the query set in the navbar search box of an already open `page`.
 * Returns one row per query: the rank (1-based) of the expected page among
 * the first three suggestions (0 when absent) and the keystroke time.
 */
export async function runQuerySet(page, baseUrl, queries) {
  await openSearch(page, baseUrl);
  const rows = [];
  for (const { query, expected, kind } of queries) {
    const want = pagePath(expected);
    let { elapsed, count } = await typeQuery(page, query);
    if (count === 0) {
      // No suggestion at all is either a miss or a worker that answered after
      // the wait on a loaded machine: ask once more before counting a miss.
      ({ elapsed, count } = await typeQuery(page, query));
    }
    let rank = 0;
    const seen = [];
    for (let i = 0; i < Math.min(3, count); i += 1) {
      if (i > 0) {
        await page.locator(searchInputSelector).fill(query);
        await settle(page);
        if ((await page.locator(suggestionSelector).count()) <= i) break;
      }
      const got = await openSuggestion(page, i);
      seen.push(got);
      if (got === want) {
        rank = i + 1;
        break;
      }
    }
    rows.push({ query, expected: want, kind, rank, seen, suggestions: count, elapsed });
  }
  return rows;
}

export function summarise(rows) {
  const hit = (k, subset = rows) => subset.filter((row) => row.rank > 0 && row.rank <= k).length / (subset.length || 1);
  const times = rows.map((row) => row.elapsed).sort((a, b) => a - b);
  const quantile = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const byKind = {};
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const subset = rows.filter((row) => row.kind === kind);
    byKind[kind] = { n: subset.length, hit1: hit(1, subset), hit3: hit(3, subset) };
  }
  return { n: rows.length, hit1: hit(1), hit3: hit(3), medianMs: quantile(0.5), p95Ms: quantile(0.95), byKind };
}

/** Loads tests/site/search-queries.ts with the TypeScript compiler (plain Node cannot import .ts). */
async function loadQueries() {
  const ts = (await import('typescript')).default;
  const source = readFileSync(path.join(siteDir, 'tests/site/search-queries.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return module.searchQueries;
}

async function main() {
  const buildDir = path.resolve(process.argv[2] ?? path.join(siteDir, 'build'));
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}: run \`npm run build:checked\` first.`);
    process.exit(1);
  }
  const [{ default: serveHandler }, { chromium }] = await Promise.all([import('serve-handler'), import('playwright-core')]);
  const server = http.createServer((request, response) => {
    void serveHandler(request, response, { public: buildDir, cleanUrls: true, directoryListing: false });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  // The same Chromium and flags as tests/site/support/browser.ts (Playwright
  // gives the launch a fresh temporary profile of its own).
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  try {
    const queries = await loadQueries();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const rows = await runQuerySet(page, baseUrl, queries);
    const summary = summarise(rows);
    const size = indexSize(buildDir);
    const pct = (value) => `${(value * 100).toFixed(1)}%`;
    if (process.argv.includes('--verbose')) {
      for (const row of rows) {
        console.log(`${row.rank ? `#${row.rank}` : 'miss'}\t${row.kind}\t${row.query}\t${row.elapsed.toFixed(0)} ms\t${row.rank === 1 ? '' : row.seen.join(' , ')}`);
      }
    }
    console.log(`build: ${buildDir}`);
    console.log(`queries: ${summary.n}`);
    console.log(`hit@1: ${pct(summary.hit1)}  hit@3: ${pct(summary.hit3)}`);
    for (const [kind, figures] of Object.entries(summary.byKind)) {
      console.log(`  ${kind.padEnd(9)} n=${String(figures.n).padStart(2)}  hit@1 ${pct(figures.hit1).padStart(6)}  hit@3 ${pct(figures.hit3).padStart(6)}`);
    }
    console.log(`index: ${size.files.join(', ')}: ${(size.raw / 1024).toFixed(0)} KiB raw, ${(size.gzip / 1024).toFixed(0)} KiB gzip`);
    console.log(`keystroke to suggestions: median ${summary.medianMs.toFixed(0)} ms, p95 ${summary.p95Ms.toFixed(0)} ms`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
