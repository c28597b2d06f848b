// Search quality for Portuguese readers, in the browser against the build:
// the query set of search-queries.ts typed into the navbar search box.
// `npm run bench:search` prints the same figures (and the keystroke times).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuerySet, summarise } from '../../scripts/bench-search.mjs';
import { searchQueries, type SearchQuery } from './search-queries';
import { baseUrl, launchBrowser, openPage, type BrowserSession } from './support/browser';

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

let session: BrowserSession;
let rows: Row[];
beforeAll(async () => {
  session = await launchBrowser();
  const { page, context } = await openPage(session.browser);
  rows = (await runQuerySet(page, baseUrl(), searchQueries)) as Row[];
  await context.close();
}, 300_000);
afterAll(async () => {
  await session.close();
});

const misses = (subset: Row[], k: number) =>
  subset.filter((row) => !(row.rank > 0 && row.rank <= k)).map((row) => `${row.query} → ${row.expected} (got ${row.seen.join(', ') || 'nothing'})`);

describe('search quality', () => {
  it('has a query set worth the name', () => {
    expect(searchQueries.length).toBeGreaterThanOrEqual(80);
    expect(rows).toHaveLength(searchQueries.length);
  });

  it(`puts the expected page in the first three suggestions for at least ${HIT3_FLOOR * 100}% of the queries`, () => {
    const summary = summarise(rows);
    expect(summary.hit3, misses(rows, 3).join('\n')).toBeGreaterThanOrEqual(HIT3_FLOOR);
    expect(summary.hit1, misses(rows, 1).join('\n')).toBeGreaterThanOrEqual(HIT1_FLOOR);
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
