// Two builds the authors' loop needs, made as one (each cold build costs
// minutes of the suite): the site served under a sub-path (BASE_URL=/algum/),
// as a fork or a preview deploy would publish it, with every feature that
// reads a Docusaurus internal switched off (DOCS_INTERNALS_OFF=all), the
// escape hatch for an upgrade. Neither depends on the other: the search reads
// no internal, and the stock behaviour in the internals' place does not
// depend on the base.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, parseHtml, findBuiltPage } from '../../plugins/build-output/src/index';
import { launchBrowser, openPage, waitForHydration, type BrowserSession } from '../site/support/browser';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { build, copySite } from './support/siteCopy';

const BASE = '/algum/';
const API_ROUTE = `${BASE}docs/framework/api/`;
const TYPE_PAGE = `${API_ROUTE}DiceRolling.Controllers.BattleController`;

let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
let origin = '';
let session: BrowserSession | undefined;
let siteCopy = '';

const suggestions = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const suggestionLinks = (page: Page) => suggestions(page).evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));

/** Types a query in the navbar box of a doc page and waits for the hits of the whole query (their links highlight `term`). */
async function searchFor(query: string, term: string) {
  if (!session) throw new Error('The browser is launched in beforeAll.');
  const opened = await openPage(session.browser);
  await opened.page.goto(`${origin}${BASE}docs/tutorials/`);
  await waitForHydration(opened.page);
  const input = opened.page.locator('input.navbar__search-input');
  await input.click();
  await input.pressSequentially(query);
  await opened.page.waitForFunction(
    (expected) => document.querySelector('.navbar__search [role="option"]')?.getAttribute('href')?.includes(`_highlight=${expected}`),
    term,
  );
  return opened;
}

function builtPage(route: string): ReturnType<typeof parseHtml> {
  const file = findBuiltPage(path.join(siteCopy, 'build'), route);
  if (!file) throw new Error(`no built page for ${route}`);
  return parseHtml(readFileSync(file, 'utf8'));
}

beforeAll(async () => {
  siteCopy = copySite('base-url-internals-off');
  await build(siteCopy, { BASE_URL: BASE, DOCS_INTERNALS_OFF: 'all' });
  // Served under BASE only, as a host publishing it there would.
  server = await startStaticServer(path.join(siteCopy, 'build'), { base: BASE });
  origin = server.url;
  session = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await session?.close();
  await server?.close();
});

describe('a build with every internal switched off', () => {
  it('leaves diagrams to the stock Mermaid theme, which draws them in the browser', () => {
    const page = builtPage('/docs/game/design/game_flow/battle_flow');
    expect(all('article h2', page).length).toBeGreaterThan(0);
    expect(all('article img[src*="/diagrams/"]', page).length).toBe(0);
  });

  it('highlights code with the stock code block, in the static HTML', () => {
    const page = builtPage('/docs/tutorials/criando-sua-primeira-acao');
    expect(all('article pre code .token', page).length).toBeGreaterThan(0);
  });
});

describe('search on a site served under a sub-path', () => {
  it('answers a Type.Member query with the type page itself, and links under the base', async () => {
    const { page, context, problems } = await searchFor('BattleController.StartBattle', 'startbattle');
    const hrefs = await suggestionLinks(page);
    for (const href of hrefs) expect(href.startsWith(BASE), href).toBe(true);
    // An API page is named by its type: the hit is the page, not one of its sections ("BattleController › StartBattle").
    const first = new URL(hrefs[0], origin);
    expect(first.pathname).toBe(TYPE_PAGE);
    expect(first.hash).toBe('');
    expect(await suggestions(page).first().locator('span').first().textContent()).toBe('BattleController');

    await suggestions(page).first().click();
    await page.waitForURL((current) => current.pathname === TYPE_PAGE);
    await page.locator('article h1').filter({ hasText: 'BattleController' }).waitFor();
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('does not offer the sections every API page shares ("Métodos", "Declaração") as hits', async () => {
    for (const [query, term] of [
      ['Métodos', 'metodos'],
      ['Declaração', 'declaracao'],
    ]) {
      const { page, context } = await searchFor(query, term);
      const apiSections = (await suggestionLinks(page)).filter((href) => href.startsWith(API_ROUTE) && href.includes('#'));
      expect(apiSections, query).toEqual([]);
      await context.close();
    }
  });
});
