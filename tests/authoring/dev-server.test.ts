// `npm start`, as the README's first command runs it: it serves every page
// type, and an author's edit to the data, a page or a C# comment shows in the
// open page without a restart. It runs on a machine without Chromium
// (CHROMIUM_PATH naming nothing), the harder case for diagrams: the server
// must say that they are left to the reader's browser, and there
// theme-mermaid must draw every one of them (README, "Requisitos"). With
// Chromium, the production build's diagrams are tested by
// tests/site/diagrams.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type ExtractedPage, writeIndexFiles } from '../../plugins/search/src/index';
import { launchBrowser, openPage, waitForHydration, type BrowserSession, type PageProblems } from '../site/support/browser';
import { addProposal, authorEdits, breakTarget, editComment, editRule } from './support/edits';
import { copySite, freePort, startDevServer, type DevServer } from './support/siteCopy';
import { reusedTab, type ReusedTab } from './support/tab';

const pageTypes = {
  landing: '/',
  tutorial: '/docs/tutorials/',
  design: authorEdits.rule.page,
  glossary: '/docs/game/design/glossario',
  designerTools: '/docs/game/design/mechanics/battle/',
  balance: '/docs/game/design/balanceamento',
  apiType: authorEdits.comment.page,
  search: '/search',
};
const DIAGRAM_PAGE = '/docs/game/design/game_flow/battle_flow';
const PLAY_PAGE = '/docs/game/design/jogar';

/**
 * How long a page may take to show an edit or to open: the dev server compiles
 * on demand, and an edit to data/game recompiles every page that reads it,
 * minutes on two cores shared with the rest of the suite.
 */
const RECOMPILE_TIMEOUT = 240_000;

let server: DevServer;
let session: BrowserSession;
let tab: ReusedTab;

/** The copy's "last build": a search index of one page, as `npm run build` writes it. */
const lastBuildIndex = (copy: string) => path.join(copy, 'build', 'search-index');
const indexedPage: ExtractedPage = {
  url: '/docs/game/content/roles/playable/warden',
  title: 'Guardião',
  section: 'Papéis jogáveis',
  titleText: 'Guardião',
  headingText: '',
  bodyText: 'O guardião protege os aliados.',
};

beforeAll(async () => {
  const siteCopy = copySite('dev-server');
  // Drawings copied along would be used as they are: none may exist, so that
  // every diagram is one the server could not draw.
  rmSync(path.join(siteCopy, 'generated', 'static', 'diagrams'), { recursive: true, force: true });
  mkdirSync(lastBuildIndex(siteCopy), { recursive: true });
  await writeIndexFiles(lastBuildIndex(siteCopy), [indexedPage], '/docs/framework/api/');
  server = await startDevServer(siteCopy, await freePort(), { CHROMIUM_PATH: path.join(siteCopy, 'no-chromium-here') });
  session = await launchBrowser();
  tab = await reusedTab(session.browser);
  (globalThis as { siteCopy?: string }).siteCopy = siteCopy;
}, 600_000);

afterAll(async () => {
  await tab?.close();
  await session?.close();
  await server?.close();
});

function siteCopy(): string {
  return (globalThis as { siteCopy?: string }).siteCopy ?? '';
}

/** Opens a page in the file's one tab (in a new context if `ownContext`, which the caller closes). */
async function open(pathname: string, ownContext = false): Promise<{ page: Page; problems: PageProblems; status: number | undefined }> {
  const { page, problems } = ownContext ? await openPage(session.browser) : await tab.fresh();
  const response = await page.goto(new URL(pathname, server.url).href, { timeout: RECOMPILE_TIMEOUT });
  await page.locator('h1').first().waitFor({ timeout: RECOMPILE_TIMEOUT });
  return { page, problems, status: response?.status() };
}

/** The article's text, whitespace collapsed, as the reader sees it now. */
function articleText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('article') ?? document.body).textContent?.replace(/\s+/g, ' ') ?? '');
}

/**
 * Resolves when the open page shows `text`, after the dev server has
 * recompiled; a failure carries what the server printed since the edit
 * (`since`, a length of its output taken before it).
 */
async function waitForText(page: Page, text: string, since: number): Promise<void> {
  try {
    await page.waitForFunction((expected) => (document.querySelector('article') ?? document.body).textContent?.replace(/\s+/g, ' ').includes(expected), text, {
      timeout: RECOMPILE_TIMEOUT,
      polling: 500,
    });
  } catch (error) {
    throw new Error(`${String(error)}\nO servidor, desde a edição:\n${server.output().slice(since).slice(-6000)}`);
  }
}

/** Resolves once the server has finished a compile without errors after `since` (a length of its output); a failing one before it does not count. */
async function cleanCompileAfter(since: number): Promise<void> {
  const deadline = Date.now() + RECOMPILE_TIMEOUT;
  let offset = since;
  for (;;) {
    const status = await server.compileAfter(offset, Math.max(deadline - Date.now(), 1));
    if (/compiled successfully/.test(status)) return;
    offset = server.output().indexOf(status, offset) + status.length;
  }
}

describe('npm start', () => {
  it.each(Object.entries(pageTypes))('serves the %s page without an error', async (_type, pathname) => {
    const { page, problems, status } = await open(pathname);
    expect(status).toBe(200);
    expect(await page.locator('body').textContent()).not.toMatch(/Child compilation failed|Html Webpack Plugin|Compiled with problems/);
    expect(problems.pageErrors.map(String)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(server.output()).not.toMatch(/compiled with \d+ errors?/i);
  });

  it("says that the diagrams will be drawn in the reader's browser", () => {
    expect(server.output()).toMatch(/Chromium não encontrado em .*no-chromium-here.*: os diagramas novos serão desenhados no navegador do leitor/);
  });

  it('leaves each diagram to Mermaid in the browser, which draws it as SVG without errors', async () => {
    const { page, problems } = await open(DIAGRAM_PAGE);
    await waitForHydration(page);
    const figures = page.locator('article figure').filter({ has: page.getByRole('toolbar', { name: 'Controles do diagrama' }) });
    const count = await figures.count();
    expect(count).toBeGreaterThan(1);
    expect(await page.locator('article .diagram-drawing').count()).toBe(0);
    for (let index = 0; index < count; index += 1) {
      // Mermaid's own drawing: an <svg> it marks with its diagram type, in theme-mermaid's container.
      const drawing = figures.nth(index).locator('.docusaurus-mermaid-container > svg[aria-roledescription]');
      await drawing.waitFor();
      expect(await drawing.getAttribute('id')).toMatch(/^mermaid-/);
      expect(await drawing.locator('g').count()).toBeGreaterThan(0);
    }
    expect(problems.pageErrors.map(String)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('loads a designer tool when the reader reaches it (the simulator, with its worker)', async () => {
    // A small run: what is tested is the tool and its worker arriving, not the default 10,000 battles in unminified code.
    const { page, problems } = await open(`${pageTypes.designerTools}?batalhas=200`);
    const simulator = page.locator('[data-tool="simulador"]');
    await simulator.scrollIntoViewIfNeeded();
    await page.locator('[data-tool="simulador"][data-tool-state="interactive"]').waitFor();
    await simulator.getByRole('button', { name: 'Simular' }).click();
    await expect.poll(() => simulator.locator('[aria-live="polite"]').innerText(), { timeout: 60_000 }).toMatch(/^Vitórias em/);
    expect(problems.pageErrors.map(String)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('opens the battle of a link on the Jogar page, with the enemies’ intents before the squad declares', async () => {
    const { page, problems } = await open(`${PLAY_PAGE}?semente=5`);
    await page.locator('[data-tool="jogar"][data-tool-state="interactive"] [data-intents] li').first().waitFor({ timeout: RECOMPILE_TIMEOUT });
    expect(await page.locator('[data-tool="jogar"] #jogo-rodada').innerText()).toBe('Rodada 1');
    expect(problems.pageErrors.map(String)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  // One edit to the data recompiles every page that reads it, the costliest step of this file: the rule's new value
  // and the broken target share their recompiles, as an author's edit that breaks a target would. Its deadline covers
  // its steps' own, two data compiles and the pages around them: the file's default ended it during the second compile
  // when the site tests kept both cores busy (a CI run; the test alone takes some 25 s).
  it(
    'shows a design target a data edit broke as the build error, naming the record, then the edit in the open page once mended',
    async () => {
      const { page } = await open(authorEdits.rule.page);
      expect(await articleText(page)).toContain(authorEdits.rule.before);
      const since = server.output().length;
      editRule(siteCopy());
      const undo = breakTarget(siteCopy());
      // The Balanceamento page renders the targets and checks them: the edit fails
      // that page's compilation, and the dev server's overlay shows it on any page.
      const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
      let undone = 0;
      try {
        await expect.poll(() => overlay.innerText().catch(() => ''), { timeout: RECOMPILE_TIMEOUT }).toContain(`meta "${authorEdits.target.id}"`);
      } finally {
        undone = server.output().length;
        undo();
      }
      // The overlay goes as soon as a compile starts, whatever its outcome: the
      // error is cleared once a compile after the undo ends without errors; then
      // the open page shows the rule's new value, and a page opened then shows no overlay.
      await cleanCompileAfter(undone);
      await waitForText(page, authorEdits.rule.after, since);
      expect(await articleText(page)).not.toContain(authorEdits.rule.before);
      const reopened = await open(pageTypes.tutorial);
      await waitForHydration(reopened.page);
      expect(await reopened.page.locator('#webpack-dev-server-client-overlay').count()).toBe(0);
    },
    3 * RECOMPILE_TIMEOUT,
  );

  it('shows an edited page in the open page', async () => {
    const { page } = await open(authorEdits.proposal.page);
    const since = server.output().length;
    addProposal(siteCopy());
    await waitForText(page, authorEdits.proposal.text, since);
  });

  it('shows an edited C# comment in the open API page', async () => {
    const { page } = await open(authorEdits.comment.page);
    const since = server.output().length;
    editComment(siteCopy());
    await waitForText(page, authorEdits.comment.text, since);
  });

  it("searches the last build's index, saying it may be out of date", async () => {
    const { page, problems } = await open(pageTypes.tutorial);
    await page.locator('input.navbar__search-input').click();
    await page.locator('input.navbar__search-input').pressSequentially('guardiao');
    // Polled: the list of a prefix typed on the way may still be on screen.
    await expect.poll(() => page.locator('.navbar__search [role="option"]').first().innerText()).toContain('Guardião');
    expect(await page.locator('.navbar__search').innerText()).toContain('podem estar desatualizados');
    expect(problems.pageErrors.map(String)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('says how to get an index when there is no build, without console errors', async () => {
    const hidden = `${lastBuildIndex(siteCopy())}-escondido`;
    renameSync(lastBuildIndex(siteCopy()), hidden);
    try {
      // A new context: the reused tab's cache holds the index the test before it fetched.
      const { page, problems } = await open(pageTypes.tutorial, true);
      await page.locator('input.navbar__search-input').click();
      await page.locator('input.navbar__search-input').pressSequentially('guardiao');
      await expect.poll(() => page.locator('.navbar__search').innerText()).toContain('Rode npm run build');
      expect(problems.pageErrors.map(String)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await page.context().close();
    } finally {
      renameSync(hidden, lastBuildIndex(siteCopy()));
    }
  });
});
