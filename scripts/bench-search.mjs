#!/usr/bin/env node
// Search quality, weight and speed, measured in the browser against a
// production build. Prints figures; fails on nothing.
//
// - Quality: hit@1 and hit@3 of the navbar suggestions for the reader queries
//   of tests/site/search-queries.ts, by kind, on the set the ranking's weights
//   were tuned on and on the held-out set, apart.
// - First search, median of 5 fresh visits on Slow 4G (562.5 ms RTT,
//   1.44 Mbit/s down) with 4× CPU slowdown through CDP: bytes the server
//   sends (gzip, worker requests included, cache hits not) from the moment
//   the reader clicks the box, and the time from the click, from the first and from the last keystroke to the first
//   suggestion. The reader types "guardiao" at 8 keys a second (issue 29).
// - Later queries: bytes each one transfers once the first search is done.
// - Keystroke to suggestions, unthrottled: median and p95 over the query set.
//
// It builds nothing: run `npm run build` first, then `npm run bench:search`
// (or `node scripts/bench-search.mjs path/to/build [--verbose] [--runs=5]`).
// The server gzips text files and lets the browser cache them for ten
// minutes, as GitHub Pages does. It measures the search
// of any build whose box is `input.navbar__search-input` with `[role=option]`
// suggestions, so it also measures the easyops plugin's build (the baseline).
// tests/site/search-quality.test.ts drives the same query-set functions.
import path from 'node:path';
import { builtSite, indexSize, launchBrowser, loadTypeScript, median, runIfMain, siteDir, startStaticServer } from './lib/bench-harness.mjs';

export const searchInputSelector = 'input.navbar__search-input';
/** The suggestions of the navbar search box. */
export const suggestionSelector = '.navbar__search [role="listbox"] [role="option"]';

/** DevTools' "Slow 4G" preset, as CDP network conditions. */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };
const CPU_SLOWDOWN = 4;
const TYPING_DELAY_MS = 125;

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

/** Opens a docs page, focuses the search box and waits until a query gets suggestions. */
export async function openSearch(page, baseUrl) {
  await page.goto(new URL('/docs/tutorials/', baseUrl).href);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.locator(searchInputSelector).click();
  await page.locator(`${searchInputSelector}[role="combobox"]`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.locator(searchInputSelector).fill('dados');
  await page.locator(suggestionSelector).first().waitFor({ timeout: 30_000 });
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
  await page.waitForFunction(() => (window.__searchLastChange ?? 0) > (window.__searchKeyDown ?? Infinity), null, { timeout: 10_000 }).catch(() => undefined);
  await settle(page);
  const elapsed = await page.evaluate(() => {
    window.__searchObserver?.disconnect();
    return Math.max(0, (window.__searchLastChange ?? window.__searchKeyDown) - window.__searchKeyDown);
  });
  const count = await page.locator(suggestionSelector).count();
  return { elapsed, count };
}

/** The page a suggestion leads to, read from its link (ours) or found by clicking it (the easyops plugin's). */
async function suggestionTarget(page, query, rank) {
  const option = page.locator(suggestionSelector).nth(rank);
  const href = await option.evaluate((element) => element.getAttribute('href') ?? element.querySelector('a[href]')?.getAttribute('href') ?? null);
  if (href) return pagePath(href);
  const before = page.url();
  await option.click();
  await page.waitForURL((url) => url.href !== before, { timeout: 2_000 }).catch(() => undefined);
  const opened = pagePath(page.url());
  // The plugin's target page puts the highlighted words back into the box a
  // moment later: wait for it, so that it does not overwrite the next query.
  const words = new URL(page.url()).searchParams.getAll('_highlight').join(' ');
  await page
    .waitForFunction(({ selector, words }) => document.querySelector(selector)?.value === words, { selector: searchInputSelector, words }, { timeout: 3_000 })
    .catch(() => undefined);
  await page.locator(searchInputSelector).fill(query);
  await settle(page);
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
      if ((await page.locator(suggestionSelector).count()) <= i) break;
      const got = await suggestionTarget(page, query, i);
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

/**
 * What the server sends, request by request: the browser's cache hits never
 * reach it, and the worker's requests count like the page's.
 */
function recordServed(served) {
  return {
    mark: () => served.length,
    get count() {
      return served.length;
    },
    since(from) {
      const list = served.slice(from);
      const started = list[0]?.at ?? 0;
      return { bytes: list.reduce((sum, item) => sum + item.bytes, 0), urls: list.map((item) => `${item.path} (+${item.at - started} ms)`) };
    },
  };
}

/** Waits until no request has finished for `quietMs`. */
async function networkQuiet(recorder, quietMs = 1500, maxMs = 30_000) {
  const started = Date.now();
  let count = recorder.count;
  let since = Date.now();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (recorder.count !== count) {
      count = recorder.count;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

const LATER_QUERIES = ['guardião', 'BattleController', 'kasurak', 'progressão', 'fluxo de batalha'];

/** One fresh visit: the first search on Slow 4G and 4× CPU, then later queries. */
async function firstSearchRun(browser, baseUrl, served) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(new URL('/docs/tutorials/', baseUrl).href);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const recorder = recordServed(served);
    await networkQuiet(recorder, 1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const start = recorder.mark();
    await page.evaluate(() => {
      document.addEventListener('pointerdown', () => (window.__click ??= performance.now()), { capture: true });
    });
    await page.locator(searchInputSelector).click();
    await page.evaluate(() => {
      window.__firstKey = undefined;
      document.addEventListener('keydown', () => (window.__firstKey ??= performance.now()), { capture: true });
      document.addEventListener('keyup', () => (window.__lastKey = performance.now()), { capture: true });
    });
    await page.locator(searchInputSelector).pressSequentially('guardiao', { delay: TYPING_DELAY_MS });
    // A box that never answers counts as Infinity rather than stopping the bench.
    await page
      .waitForFunction(
        (selector) => {
          if (document.querySelector(selector) && window.__firstSuggestion === undefined) window.__firstSuggestion = performance.now();
          return window.__firstSuggestion !== undefined;
        },
        suggestionSelector,
        { polling: 'raf', timeout: 120_000 },
      )
      .catch(() => undefined);
    const times = await page.evaluate(() => ({
      fromClick: (window.__firstSuggestion ?? Infinity) - window.__click,
      fromFirstKey: (window.__firstSuggestion ?? Infinity) - window.__firstKey,
      fromLastKey: Math.max(0, (window.__firstSuggestion ?? Infinity) - window.__lastKey),
    }));
    await networkQuiet(recorder);
    const first = recorder.since(start);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const later = [];
    for (const query of LATER_QUERIES) {
      const from = recorder.mark();
      await page.locator(searchInputSelector).fill(query);
      await page
        .locator(suggestionSelector)
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      await networkQuiet(recorder, 800);
      later.push({ query, ...recorder.since(from) });
    }
    return { ...times, first, later };
  } finally {
    await context.close();
  }
}

export async function measureFirstSearch(browser, baseUrl, served, runs = 5) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await firstSearchRun(browser, baseUrl, served));
  return results;
}

/** The query sets: the one the weights were tuned on, and the one held out from tuning. */
const loadQuerySets = () => {
  const { tuningQueries, heldOutQueries } = loadTypeScript('tests/site/search-queries.ts');
  return [
    ['tuning set', tuningQueries],
    ['held-out set', heldOutQueries],
  ];
};

/** GitHub Pages' policy: text gzip-compressed, everything ten minutes in the browser's cache. */
const githubPagesServing = { gzip: 6, headers: [{ source: '**', headers: [{ key: 'Cache-Control', value: 'max-age=600' }] }] };

async function main() {
  const args = process.argv.slice(2);
  const buildDir = builtSite(args.find((arg) => !arg.startsWith('--')) ?? path.join(siteDir, 'build'));
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
  const served = [];
  // Body as sent plus a typical response header block.
  const onResponse = ({ path: pathname, bytes }) => served.push({ path: pathname, bytes: bytes + 250, at: Date.now() });
  const server = await startStaticServer(buildDir, { ...githubPagesServing, onResponse });
  const baseUrl = server.url;
  const browser = await launchBrowser();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  try {
    console.log(`build: ${buildDir}`);
    const size = indexSize(buildDir);
    console.log(`index on disk: ${size.files.length} files, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`);

    const visits = await measureFirstSearch(browser, baseUrl, served, runs);
    if (args.includes('--verbose')) {
      for (const visit of visits) console.log(`  first search: ${visit.first.urls.join(' ')}`);
    }
    console.log(`first search (Slow 4G, ${CPU_SLOWDOWN}× CPU, median of ${runs}):`);
    console.log(`  transferred: ${kb(median(visits.map((visit) => visit.first.bytes)))} (runs: ${visits.map((visit) => kb(visit.first.bytes)).join(', ')})`);
    const fromFirstKey = median(visits.map((visit) => visit.fromFirstKey)).toFixed(0);
    const fromLastKey = median(visits.map((visit) => visit.fromLastKey)).toFixed(0);
    const lastKeyRuns = visits.map((visit) => `${visit.fromLastKey.toFixed(0)}`).join(', ');
    const fromClick = median(visits.map((visit) => visit.fromClick)).toFixed(0);
    const clickRuns = visits.map((visit) => `${visit.fromClick.toFixed(0)}`).join(', ');
    console.log(`  first suggestion: ${fromClick} ms after the click (runs: ${clickRuns} ms), ${fromFirstKey} ms after the first keystroke,`);
    console.log(`    ${fromLastKey} ms after the last (runs: ${lastKeyRuns} ms)`);
    const later = visits[0].later;
    console.log(
      `later queries: ${later.map((query) => `${query.query} ${kb(query.bytes)}`).join(', ')}; max ${kb(Math.max(...later.map((query) => query.bytes)))}`,
    );

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pct = (value) => `${(value * 100).toFixed(1)}%`;
    const allRows = [];
    for (const [name, queries] of loadQuerySets()) {
      const rows = await runQuerySet(page, baseUrl, queries);
      allRows.push(...rows);
      const summary = summarise(rows);
      if (args.includes('--verbose')) {
        for (const row of rows) {
          console.log(
            `${row.rank ? `#${row.rank}` : 'miss'}\t${row.kind}\t${row.query}\t${row.elapsed.toFixed(0)} ms\t${row.rank === 1 ? '' : row.seen.join(' , ')}`,
          );
        }
      }
      console.log(`quality, ${name}: ${summary.n} queries, hit@1 ${pct(summary.hit1)}, hit@3 ${pct(summary.hit3)}`);
      for (const [kind, figures] of Object.entries(summary.byKind)) {
        console.log(`  ${kind.padEnd(9)} n=${String(figures.n).padStart(2)}  hit@1 ${pct(figures.hit1).padStart(6)}  hit@3 ${pct(figures.hit3).padStart(6)}`);
      }
    }
    const summary = summarise(allRows);
    console.log(`keystroke to suggestions (unthrottled): median ${summary.medianMs.toFixed(0)} ms, p95 ${summary.p95Ms.toFixed(0)} ms`);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

runIfMain(import.meta.url, main);
