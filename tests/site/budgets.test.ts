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
 * First-visit JavaScript, gzip -9 (see support/firstVisit.ts). Issue 29 asks
 * for 150 KB on a plain doc page and 160 KB on an API page; what every page's
 * main bundle holds (React DOM, the route table: CONTRIBUTING, "Peso da busca
 * e do JavaScript da primeira visita") keeps them above that, so these hold
 * the line where the site stands, about 1 KB above it, and fail on any growth.
 * Second round (navbar item types, chunks named by id, footer links): 152 →
 * 149, 179 → 176, 186 → 182.5. Issue 37 took the lazy footer links out
 * again (0.27 KB on every page): the three still fit. Issue 40's four new
 * developer pages then grew the route table in main.js and the docs sidebar
 * (176.4 KB on the plain doc): 176 → 177, content growth, not code. This is
 * the site's figure plus a margin, not a ceiling chosen for readers: issue 29
 * (blocked) says why the chosen ones (150/160 KB) need a structural change.
 * Issue 41's "Jogar uma batalha" fetches its game right after hydration, so
 * its first visit is a doc page's plus the page's data and example (8.3 KB)
 * and the game with the engine it uses (18.8 KB; the issue allows 40 KB of
 * the page's own on top of the engine): 198.7 KB, held at 200.
 * After issues 38 and 39 merged (Mover, the policies, two effect kinds in the
 * engine; the play page's Mover cells) it measured 203.0 KB, and the API type
 * page 182.53 KB (the play page's route in main.js): 200 → 203.5 and 182.5 →
 * 183, raised in the merge, again the site's figure plus a margin.
 * The play page's budget is now a ceiling chosen, not a figure: what the stock
 * Docusaurus template runs on a plain page (172 KB, as an earlier round measured it) plus
 * the 40 KB of its own that issue 41 allows the page, the engine it plays
 * counted inside those 40 KB although the issue would let it come on top:
 * 212 KB (it measured 202.9 KB). The API type page keeps the site's figure
 * plus a margin: no stated limit of its own exists for it to be held to, and
 * the 160 KB issue 29 asks needs the structural change that issue describes.
 */
const FIRST_VISIT_JS = {
  landing: { path: '/', budget: 149 * KB },
  plainDoc: { path: '/docs/game/design/mechanics/characters/attributes/', budget: 177 * KB },
  apiType: { path: '/docs/framework/api/DiceRolling.Controllers.BattleController', budget: 183 * KB },
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

const browser = useBrowser();

describe('first-visit JavaScript budget', () => {
  it.each(Object.entries(FIRST_VISIT_JS))('%s page', async (_type, { path: pathname, budget }) => {
    const { gzip, files } = await firstVisitJs(browser(), pathname);
    expect(gzip, files.map((file) => `${file.path} ${kb(file.gzip)}`).join(', ')).toBeLessThanOrEqual(budget);
  });
});
