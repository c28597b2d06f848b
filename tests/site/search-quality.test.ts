// Search quality for Portuguese readers: the two query sets of
// search-queries.ts (the one the ranking's weights were tuned on and the one
// held out from tuning) asked of the built index by the search worker's own engine
// (plugins/search/client/engine.ts, through the replay the byte budgets use),
// and a sample of it typed into the navbar box of the built site, which must
// suggest what the engine ranks. `npm run bench:search` types the whole set in
// the browser and prints the same figures (and the keystroke times).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { replaySession } from '../../plugins/search/src/index';
import { pagePath, runQuerySet } from '../../scripts/bench-search.mjs';
import { heldOutQueries, tuningQueries, type SearchQuery } from './search-queries';
import { baseUrl, useTabs } from './support/browser';
import { buildDir } from './support/paths';

interface Row {
  query: string;
  expected: string;
  kind: SearchQuery['kind'];
  rank: number;
  seen: string[];
}

/**
 * The goals of issue 12, on the tuning set. The easyops plugin with its patch
 * reached 83% and 89% on it (`npm run bench:search` on its build).
 */
const HIT3_FLOOR = 0.95;
const HIT1_FLOOR = 0.85;
/**
 * On the held-out set: the bar we ask of queries no weight was chosen for,
 * set (issue 37) before their results were first seen, not from them.
 */
const HELD_OUT_HIT3_FLOOR = 0.9;
const HELD_OUT_HIT1_FLOOR = 0.75;

/** One query of each kind, typed in the browser. */
const typedSample = [...new Map([...tuningQueries, ...heldOutQueries].map((item) => [item.kind, item])).values()];

let rows: Row[];
let heldOutRows: Row[];
beforeAll(async () => {
  const session = replaySession(path.join(buildDir, 'search-index'));
  const ask = async (queries: SearchQuery[]) => {
    const asked: Row[] = [];
    for (const { query, expected, kind } of queries) {
      const seen = (await session.query(query)).urls.slice(0, 3).map(pagePath);
      asked.push({ query, expected: pagePath(expected), kind, rank: seen.indexOf(pagePath(expected)) + 1, seen });
    }
    return asked;
  };
  rows = await ask(tuningQueries);
  heldOutRows = await ask(heldOutQueries);
  const pct = (subset: Row[], k: number) => `${(hitShare(subset, k) * 100).toFixed(1)}%`;
  console.info(
    `search quality: tuning set (${rows.length}) hit@1 ${pct(rows, 1)}, hit@3 ${pct(rows, 3)}; ` +
      `held-out set (${heldOutRows.length}) hit@1 ${pct(heldOutRows, 1)}, hit@3 ${pct(heldOutRows, 3)}`,
  );
});

const hitShare = (subset: Row[], k: number) => subset.filter((row) => row.rank > 0 && row.rank <= k).length / subset.length;
const misses = (subset: Row[], k: number) =>
  subset.filter((row) => !(row.rank > 0 && row.rank <= k)).map((row) => `${row.query} → ${row.expected} (got ${row.seen.join(', ') || 'nothing'})`);

describe('search quality', () => {
  it('has query sets worth the name, none of the held-out queries tuned on', () => {
    expect(tuningQueries.length).toBeGreaterThanOrEqual(80);
    expect(rows).toHaveLength(tuningQueries.length);
    expect(heldOutQueries.length).toBeGreaterThanOrEqual(40);
    const tuned = new Set(tuningQueries.map((item) => item.query.toLowerCase()));
    expect(heldOutQueries.filter((item) => tuned.has(item.query.toLowerCase())).map((item) => item.query)).toEqual([]);
  });

  it(`puts the expected page in the first three suggestions for at least ${HIT3_FLOOR * 100}% of the tuning queries`, () => {
    expect(hitShare(rows, 3), misses(rows, 3).join('\n')).toBeGreaterThanOrEqual(HIT3_FLOOR);
    expect(hitShare(rows, 1), misses(rows, 1).join('\n')).toBeGreaterThanOrEqual(HIT1_FLOOR);
  });

  it(`puts the expected page in the first three suggestions for at least ${HELD_OUT_HIT3_FLOOR * 100}% of the held-out queries`, () => {
    expect(hitShare(heldOutRows, 3), misses(heldOutRows, 3).join('\n')).toBeGreaterThanOrEqual(HELD_OUT_HIT3_FLOOR);
    expect(hitShare(heldOutRows, 1), misses(heldOutRows, 1).join('\n')).toBeGreaterThanOrEqual(HELD_OUT_HIT1_FLOOR);
  });

  it('finds with an accent-free query (in the first three) what the accented query finds', () => {
    const accented = tuningQueries.filter((item) => item.kind === 'accented');
    const broken = accented.flatMap((item, index) => {
      const plain = tuningQueries.filter((other) => other.kind === 'plain')[index];
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
  const lease = useTabs();

  it('suggests, for one query of each kind typed in the box, the pages the engine ranks', async () => {
    const { page, release } = await lease();
    const typed = (await runQuerySet(page, baseUrl(), typedSample)) as Row[];
    await release();
    expect(typed.map((row) => `${row.query}: ${row.rank}`)).toEqual(
      typedSample.map(({ query }) => `${query}: ${[...rows, ...heldOutRows].find((row) => row.query === query)?.rank}`),
    );
  });
});
