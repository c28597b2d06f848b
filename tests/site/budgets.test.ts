// Byte budgets: what the search and a first visit cost, counted from the
// build. Bytes are deterministic, so these are tests; timings stay in
// `npm run bench*`. Issue 29 set them; each number is the most the site may
// send, not today's figure.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaySession, servedBytes, workerScripts } from '../../plugins/search/src/index';
import { useBrowser } from './support/browser';
import { firstVisitJs } from './support/firstVisit';
import { buildDir } from './support/paths';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** From the click in the box to the first suggestion for "guardiao", typed key by key. */
const FIRST_SEARCH = 120 * KB;
/** Any query after the first. */
const NEXT_QUERY = 35 * KB;
/** The queries `npm run bench:search` sends after the first. */
const NEXT_QUERIES = ['guardião', 'BattleController', 'kasurak', 'progressão', 'fluxo de batalha', 'mecanicsa'];

/**
 * First-visit JavaScript, gzip -9 (see support/firstVisit.ts): ceilings chosen
 * for readers, not today's figures plus a margin. A doc page of any kind, the
 * API's included, runs no more than the stock Docusaurus template does on its
 * plain doc page (172 KB, as an earlier round measured it; Docusaurus' core,
 * about 100 KB, is the floor). The landing page, lighter, keeps its 149 KB;
 * "Jogar uma batalha" may add the 40 KB of its own that issue 41 allows, its
 * engine counted inside them. How the doc pages fit: CONTRIBUTING.md, "Peso da
 * busca e do JavaScript da primeira visita".
 */
const FIRST_VISIT_JS = {
  landing: { path: '/', budget: 149 * KB },
  plainDoc: { path: '/docs/game/design/mechanics/characters/attributes/', budget: 172 * KB },
  apiType: { path: '/docs/framework/api/DiceRolling.Controllers.BattleController', budget: 172 * KB },
  playBattle: { path: '/docs/game/design/jogar', budget: (172 + 40) * KB },
};

const indexDir = path.join(buildDir, 'search-index');

describe('search budget', () => {
  it(`fetches at most ${kb(FIRST_SEARCH)} from the click to the first suggestion, the worker's script included`, async () => {
    const worker = workerScripts(buildDir).reduce((sum, file) => sum + servedBytes(readFileSync(file)), 0);
    const typed = await replaySession(indexDir).type('guardiao');
    expect(typed.urls[0]).toBe('/docs/game/content/roles/playable/warden');
    const total = worker + typed.bytes;
    expect(total, `worker ${kb(worker)}, index ${kb(typed.bytes)}: ${typed.files.join(', ')}`).toBeLessThanOrEqual(FIRST_SEARCH);
  });

  it(`fetches at most ${kb(NEXT_QUERY)} for each later query`, async () => {
    const session = replaySession(indexDir);
    await session.type('guardiao');
    for (const query of NEXT_QUERIES) {
      const next = await session.query(query);
      expect(next.bytes, `${query}: ${next.files.join(', ')}`).toBeLessThanOrEqual(NEXT_QUERY);
    }
  });
});

// firstVisitJs opens a new context, not a leased tab: a first visit's bytes are counted before any cache or warm renderer exists.
const browser = useBrowser();

describe('first-visit JavaScript budget', () => {
  it.each(Object.entries(FIRST_VISIT_JS))('%s page', async (_type, { path: pathname, budget }) => {
    const { gzip, files } = await firstVisitJs(browser(), pathname);
    expect(gzip, files.map((file) => `${file.path} ${kb(file.gzip)}`).join(', ')).toBeLessThanOrEqual(budget);
  });
});
