// The first search must not grow with the site: a synthetic site, and the
// same site twice as large, indexed as the build indexes them, then "guardiao"
// typed key by key through the worker's engine, counting what it fetches
// (src/replay.ts). tests/site/budgets.test.ts counts the real build.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeIndexFiles } from '../src/index';
import type { ExtractedPage } from '../src/extract';
import { MANIFEST_FILE, PREFIX_SHARDS } from '../client/indexFormat';
import { replaySession, servedBytes } from '../src/replay';

/** The first search's budget (issue 29) less what the worker's script weighs today (about 6 KB), rounded down. */
const FIRST_SEARCH_INDEX_BUDGET = 100 * 1024;
/** The next query's budget. */
const NEXT_QUERY_BUDGET = 35 * 1024;

/** A deterministic pseudo-random sequence, so that both sites are built from the same words. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SYLLABLES = (
  'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi ga gu la le li lo lu ma me mi mo mu na ne ni ' +
  'no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo xa za zu ção ões'
).split(' ');

/** `pages` pages of Portuguese-looking text over a vocabulary that grows with the site, as a real one does. */
function syntheticSite(pages: number): ExtractedPage[] {
  const next = random(29);
  const vocabulary = Array.from({ length: pages * 20 }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join(''),
  );
  // Frequent words are frequent (Zipf): index skewed towards the start.
  const word = () => vocabulary[Math.floor(vocabulary.length * next() ** 3)];
  const text = (count: number) => Array.from({ length: count }, word).join(' ');
  return Array.from({ length: pages }, (_, index) => {
    const title = index % 40 === 0 ? `Guardião ${index}` : text(3);
    const headings = Array.from({ length: 4 }, (): [string, string] => {
      const heading = text(2);
      return [heading, heading.toLowerCase().replace(/ /g, '-')];
    });
    return {
      url: `/docs/secao-${index % 12}/pagina-${index}`,
      title,
      section: `Seção ${index % 12}`,
      headings,
      titleText: title,
      headingText: headings.map(([heading]) => heading).join('\n'),
      bodyText: `${text(400)} ${index % 7 === 0 ? 'o guardião protege' : ''}`,
    };
  });
}

async function indexOf(pages: ExtractedPage[]): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'search-growth-'));
  await writeIndexFiles(folder, pages, '/docs/framework/api/');
  return folder;
}

describe('the first search as the site grows', () => {
  it('costs no more on a site twice as large, and stays within budget', async () => {
    const [small, large] = [syntheticSite(300), syntheticSite(600)];
    const [smallIndex, largeIndex] = [await indexOf(small), await indexOf(large)];
    const first = await replaySession(smallIndex).type('guardiao');
    const session = replaySession(largeIndex);
    const firstOnLarge = await session.type('guardiao');
    expect(firstOnLarge.urls[0]).toMatch(/pagina-\d+$/);
    expect(firstOnLarge.bytes).toBeLessThanOrEqual(FIRST_SEARCH_INDEX_BUDGET);
    expect(first.bytes).toBeLessThanOrEqual(FIRST_SEARCH_INDEX_BUDGET);
    // What it fetches is bounded whatever the size: the manifest (a few bytes
    // per shard), the shards of "g", "gu" and at most two for "gua…", each
    // shard no larger on the larger site.
    expect(firstOnLarge.files.length).toBeLessThanOrEqual(1 + 2 + PREFIX_SHARDS);
    const largest = (folder: string) =>
      Math.max(
        ...readdirSync(folder)
          .filter((name) => name.startsWith('shard.'))
          .map((name) => servedBytes(readFileSync(path.join(folder, name)))),
      );
    expect(largest(largeIndex)).toBeLessThanOrEqual(largest(smallIndex) * 1.15);
    expect(servedBytes(readFileSync(path.join(largeIndex, MANIFEST_FILE)))).toBeLessThanOrEqual(3 * 1024);
    const next = await session.query('vivo dama');
    expect(next.bytes).toBeLessThanOrEqual(NEXT_QUERY_BUDGET);
  });
});
