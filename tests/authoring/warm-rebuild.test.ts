// Three questions on one private copy of the site, so that the suite pays for
// one cold build, not three (each costs minutes of the suite):
// 1. The site served under a sub-path (BASE_URL=/algum/), as a fork or a
//    preview deploy would publish it: search hits link under the base.
// 2. Every feature that reads a Docusaurus internal switched off
//    (DOCS_INTERNALS_OFF=all), the escape hatch for an upgrade: the stock
//    behaviour takes each one's place. The search reads no internal, and the
//    stock behaviour does not depend on the base, so one build answers both.
// 3. A second `npm run build` after an author's edits publishes exactly those
//    edits: the bundler's persistent cache must know that pages depend on
//    data/game/, on the other pages' proposal blocks and on framework-source/.
//    What declares those dependencies (plugins/game-data/loader) is not one of
//    the switchable internals, so the answer holds with them on.
// Both builds leave the social cards out (SOCIAL_CARDS=off, checked below):
// no question here reads them, and under a sub-path none comes from the
// cache (a card shows the site's address, base included), so drawing them
// would cost half a minute of CPU; the site tests check them on the main build.
// The build without Chromium, with the internals on, is asked of `npm start`
// (dev-server.test.ts): the same plugin code chooses the fallback there.
// Vitest runs the two describe blocks in order, each one's beforeAll just
// before its tests: the first checks the first build before the second
// overwrites it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, parseHtml, readBuiltPage, textOf, findBuiltPage } from '../../plugins/build-output/src/index';
import { markdownPathFor } from '../../plugins/markdown-export/src/index';
import { launchBrowser, waitForHydration, type BrowserSession } from '../site/support/browser';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { addProposal, authorEdits, editComment, editRule } from './support/edits';
import { build, copySite } from './support/siteCopy';
import { reusedTab, type ReusedTab } from './support/tab';

const BASE = '/algum/';
const API_ROUTE = `${BASE}docs/framework/api/`;
const TYPE_PAGE = `${API_ROUTE}DiceRolling.Controllers.BattleController`;
const DIAGRAM_PAGE = '/docs/game/design/game_flow/battle_flow';
/** The same environment for both builds: a change of config would leave the second build cold. */
const environment = { BASE_URL: BASE, DOCS_INTERNALS_OFF: 'all', SOCIAL_CARDS: 'off' };

let siteCopy = '';
let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
let origin = '';
let session: BrowserSession | undefined;
let reused: ReusedTab | undefined;

/** The file's one tab, blank and with no storage, and its problems from now on. */
function tab() {
  if (!reused) throw new Error('The browser is launched in beforeAll.');
  return reused.fresh();
}

const suggestions = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const suggestionLinks = (page: Page) => suggestions(page).evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));

/** Types a query in the navbar box of a doc page and waits for the hits of the whole query (their links highlight `term`). */
async function searchFor(query: string, term: string) {
  const opened = await tab();
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

function builtFile(relative: string): string {
  return readFileSync(path.join(siteCopy, 'build', relative), 'utf8');
}

function builtPage(route: string): ReturnType<typeof parseHtml> {
  const file = findBuiltPage(path.join(siteCopy, 'build'), route);
  if (!file) throw new Error(`no built page for ${route}`);
  return parseHtml(readFileSync(file, 'utf8'));
}

/** The article text of a built page, as a reader sees it. */
function pageText(route: string): string {
  const file = findBuiltPage(path.join(siteCopy, 'build'), route);
  if (!file) throw new Error(`no built page for ${route}`);
  const { article } = readBuiltPage(readFileSync(file, 'utf8'));
  return (article ? textOf(article) : '').replace(/\s+/g, ' ');
}

function markdownText(route: string): string {
  return builtFile(markdownPathFor(route).replace(/^\//, '')).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  siteCopy = copySite('warm-rebuild');
  await build(siteCopy, environment);
  // Served under BASE only, as a host publishing it there would.
  server = await startStaticServer(path.join(siteCopy, 'build'), { base: BASE });
  origin = server.url;
  session = await launchBrowser();
  reused = await reusedTab(session.browser);
}, 900_000);

afterAll(async () => {
  await reused?.close();
  await session?.close();
  await server?.close();
});

describe('a build with every internal switched off', () => {
  it('leaves each diagram to the stock Mermaid theme, which draws it as SVG in the browser without errors', async () => {
    expect(all('article img[src*="/diagrams/"]', builtPage(DIAGRAM_PAGE)).length).toBe(0);
    const { page, problems } = await tab();
    await page.goto(`${origin}${BASE}${DIAGRAM_PAGE.slice(1)}`);
    await waitForHydration(page);
    // The stock theme adds each container only once Mermaid has drawn it, after
    // hydration: wait for as many as the page's source has diagrams.
    const source = readFileSync(path.join(siteCopy, 'docs', `${DIAGRAM_PAGE.replace(/^\/docs\//, '')}.md`), 'utf8');
    const count = (source.match(/^```mermaid$/gm) ?? []).length;
    expect(count).toBeGreaterThan(1);
    const containers = page.locator('article .docusaurus-mermaid-container');
    await containers.nth(count - 1).waitFor();
    expect(await containers.count()).toBe(count);
    for (let index = 0; index < count; index += 1) {
      // Mermaid's own drawing: an <svg> it marks with its diagram type.
      const drawing = containers.nth(index).locator('> svg[aria-roledescription]');
      await drawing.waitFor();
      expect(await drawing.locator('g').count()).toBeGreaterThan(0);
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('leaves the social cards out, as SOCIAL_CARDS=off asks: no card drawn, no page declaring one', () => {
    expect(existsSync(path.join(siteCopy, 'build', 'img', 'social'))).toBe(false);
    expect(all('meta[property="og:image"]', builtPage('/docs/tutorials/'))).toEqual([]);
  });

  it('highlights code with the stock code block, in the static HTML', () => {
    const page = builtPage('/docs/tutorials/criando-sua-primeira-acao');
    expect(all('article pre code .token', page).length).toBeGreaterThan(0);
  });
});

describe('search on a site served under a sub-path', () => {
  it('answers a Type.Member query with the type page itself, and links under the base', async () => {
    const { page, problems } = await searchFor('BattleController.StartBattle', 'startbattle');
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
  });

  it('does not offer the sections every API page shares ("Métodos", "Declaração") as hits', async () => {
    for (const [query, term] of [
      ['Métodos', 'metodos'],
      ['Declaração', 'declaracao'],
    ]) {
      const { page } = await searchFor(query, term);
      const apiSections = (await suggestionLinks(page)).filter((href) => href.startsWith(API_ROUTE) && href.includes('#'));
      expect(apiSections, query).toEqual([]);
    }
  });
});

describe('a second build after editing data, a page and a C# comment', () => {
  beforeAll(async () => {
    // The first build really leaves the bundler's persistent cache for the second to use.
    expect(readdirSync(path.join(siteCopy, 'node_modules', '.cache', 'rspack')).length).toBeGreaterThan(0);
    expect(pageText(authorEdits.rule.page)).toContain(authorEdits.rule.before);
    editRule(siteCopy);
    addProposal(siteCopy);
    editComment(siteCopy);
    await build(siteCopy, environment);
  }, 900_000);

  it('publishes the new value of a rule, in the HTML and the Markdown', () => {
    for (const text of [pageText(authorEdits.rule.page), markdownText(authorEdits.rule.page)]) {
      expect(text).toContain(authorEdits.rule.after);
      expect(text).not.toContain(authorEdits.rule.before);
    }
  });

  it('publishes the edited page and the proposals register that gathers its proposal block', () => {
    expect(pageText(authorEdits.proposal.page)).toContain(authorEdits.proposal.text);
    expect(pageText(authorEdits.proposal.register)).toContain(authorEdits.proposal.text);
  });

  it('plays on the Jogar page under the base: the battle of a link opens, with the enemies’ intents', async () => {
    const { page, problems } = await tab();
    await page.goto(`${origin}${BASE}docs/game/design/jogar?semente=5`);
    await page.locator('[data-tool="jogar"][data-tool-state="interactive"] [data-intents] li').first().waitFor();
    expect(await page.locator('[data-tool="jogar"] #jogo-rodada').innerText()).toBe('Rodada 1');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('publishes the edited C# comment on the API page', () => {
    expect(pageText(authorEdits.comment.page)).toContain(authorEdits.comment.text);
  });
});
