// Search quality for Portuguese readers: the query set of search-queries.ts
// asked of the built index by the search worker's own engine
// (plugins/search/client/engine.ts, through the replay the byte budgets use),
// and a sample of it typed into the navbar box of the built site, which must
// suggest what the engine ranks. `npm run bench:search` types the whole set in
// the browser and prints the same figures (and the keystroke times).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaySession } from '../../plugins/search/src/index';
import { pagePath, runQuerySet } from '../../scripts/bench-search.mjs';
import { searchQueries, type SearchQuery } from './search-queries';
import { baseUrl, launchBrowser, openPage, type BrowserSession } from './support/browser';
import { buildDir } from './support/paths';

interface Row {
  query: string;
  expected: string;
  kind: SearchQuery['kind'];
  rank: number;
  seen: string[];
}

/**
 * The goals of issue 12. The easyops plugin with its patch reached 83% and
 * 89% on this query set (`npm run bench:search` on its build).
 */
const HIT3_FLOOR = 0.95;
const HIT1_FLOOR = 0.85;

/** One query of each kind, typed in the browser. */
const typedSample = [...new Map(searchQueries.map((item) => [item.kind, item])).values()];

let rows: Row[];
beforeAll(async () => {
  const session = replaySession(path.join(buildDir, 'search-index'));
  rows = [];
  for (const { query, expected, kind } of searchQueries) {
    const seen = (await session.query(query)).urls.slice(0, 3).map(pagePath);
    rows.push({ query, expected: pagePath(expected), kind, rank: seen.indexOf(pagePath(expected)) + 1, seen });
  }
});

const hitShare = (subset: Row[], k: number) => subset.filter((row) => row.rank > 0 && row.rank <= k).length / subset.length;
const misses = (subset: Row[], k: number) =>
  subset.filter((row) => !(row.rank > 0 && row.rank <= k)).map((row) => `${row.query} → ${row.expected} (got ${row.seen.join(', ') || 'nothing'})`);

describe('search quality', () => {
  it('has a query set worth the name', () => {
    expect(searchQueries.length).toBeGreaterThanOrEqual(80);
    expect(rows).toHaveLength(searchQueries.length);
  });

  it(`puts the expected page in the first three suggestions for at least ${HIT3_FLOOR * 100}% of the queries`, () => {
    expect(hitShare(rows, 3), misses(rows, 3).join('\n')).toBeGreaterThanOrEqual(HIT3_FLOOR);
    expect(hitShare(rows, 1), misses(rows, 1).join('\n')).toBeGreaterThanOrEqual(HIT1_FLOOR);
  });

  it('finds with an accent-free query (in the first three) what the accented query finds', () => {
    const accented = searchQueries.filter((item) => item.kind === 'accented');
    const broken = accented.flatMap((item, index) => {
      const plain = searchQueries.filter((other) => other.kind === 'plain')[index];
      const rankOf = (query: string) => rows.find((row) => row.query === query)!.rank;
      const [a, p] = [rankOf(item.query), rankOf(plain.query)];
      return a > 0 && p === 0 ? [`${plain.query} (missed) vs ${item.query} (#${a})`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('leads straight to the API type page for an exact type name in any case', () => {
    expect(
      misses(
        rows.filter((row) => row.kind === 'api'),
        1,
      ),
    ).toEqual([]);
  });

  it('still finds the page with a small typo, among the first three', () => {
    const typos = rows.filter((row) => row.kind === 'typo');
    expect(misses(typos, 3)).toEqual([]);
  });

  it('reaches a plural title from a singular query and the reverse, first', () => {
    expect(
      misses(
        rows.filter((row) => row.kind === 'plural'),
        1,
      ),
    ).toEqual([]);
  });
});

describe('search quality in the navbar box', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('suggests, for one query of each kind typed in the box, the pages the engine ranks', async () => {
    const { page, context } = await openPage(session.browser);
    const typed = (await runQuerySet(page, baseUrl(), typedSample)) as Row[];
    await context.close();
    expect(typed.map((row) => `${row.query}: ${row.rank}`)).toEqual(
      typedSample.map(({ query }) => `${query}: ${rows.find((row) => row.query === query)?.rank}`),
    );
  }, 120_000);
});
