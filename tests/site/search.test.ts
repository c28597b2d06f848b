import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url, waitForHydration, useTabs } from './support/browser';
import { axeBuilder } from './support/axe';

const lease = useTabs();

const searchInput = (page: Page) => page.locator('input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const popup = (page: Page) => page.locator('.navbar__search');
const liveRegion = (page: Page) => page.locator('.navbar__search [role="status"]');
/** Anything the search downloads: the worker's script and the index. */
const isSearchRequest = (requestUrl: string) => {
  const { pathname } = new URL(requestUrl);
  return pathname.startsWith('/search-index/') || /search.*worker|worker.*search/i.test(pathname);
};

async function openDocPage(page: Page, path = '/docs/tutorials/'): Promise<void> {
  await page.goto(url(path));
  await waitForHydration(page);
}

/**
 * Types like a reader and waits until the list shows the hits of the whole text: a list for a prefix typed on the way
 * ("ba") can still be on screen when the last key lands, and reading it then is a race.
 */
async function typeInSearch(page: Page, text: string): Promise<void> {
  await searchInput(page).click();
  await searchInput(page).pressSequentially(text);
  await waitForHitsOf(page, text);
}

/** Waits until the list shows the hits of the whole word, not those of a shorter prefix typed on the way. */
async function waitForHitsOf(page: Page, word: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('.navbar__search [role="option"]')?.getAttribute('href')?.includes(`_highlight=${expected}`),
    word,
  );
}

describe('search box', () => {
  it('shows at most 8 suggestions as links, in Portuguese, and opens a hit with the words highlighted', async () => {
    const { page, problems, release } = await lease();
    await openDocPage(page);
    expect(await searchInput(page).getAttribute('placeholder')).toBe('Buscar');
    await typeInSearch(page, 'energia');
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    // Real links: the browser can open them in a new tab or copy their address.
    for (const href of await suggestions(page).evaluateAll((options) => options.map((option) => option.getAttribute('href')))) {
      expect(href).toMatch(/^\/docs\/[^?#]*\?_highlight=energia(#.+)?$/);
    }
    expect(await popup(page).innerText()).toContain('Ver todos os resultados');

    await suggestions(page).first().click();
    await page.waitForURL((current) => current.searchParams.has('_highlight'));
    await page.locator('article mark').first().waitFor();
    expect((await page.locator('article mark').first().innerText()).toLowerCase()).toContain('energia');
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('opens a suggestion in a new tab on Ctrl+click, leaving the page as it is', async () => {
    const { page, context, release } = await lease();
    await openDocPage(page);
    await typeInSearch(page, 'guardiao');
    const href = await suggestions(page).first().getAttribute('href');
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      suggestions(page)
        .first()
        .click({ modifiers: ['Control'] }),
    ]);
    // A new tab starts on about:blank and then goes to the link: wait for it to reach the site.
    await opened.waitForURL((address) => address.protocol.startsWith('http'));
    expect(new URL(opened.url()).pathname + new URL(opened.url()).search).toBe(href);
    expect(new URL(page.url()).pathname).toBe('/docs/tutorials/');
    await release();
  });

  it('finds the accented page for an accent-free query and highlights the accented word there', async () => {
    const { page, problems, release } = await lease();
    await openDocPage(page);
    await typeInSearch(page, 'guardiao');
    const first = suggestions(page).first();
    expect(await first.innerText()).toContain('Guardião');
    expect(await first.locator('mark').first().innerText()).toMatch(/guardião/i);

    await first.click();
    await page.waitForURL((current) => current.pathname.startsWith('/docs/game/content/roles/playable/warden'));
    expect(new URL(page.url()).searchParams.getAll('_highlight')).toEqual(['guardiao']);
    await page.locator('article mark').first().waitFor();
    const marked = await page.locator('article mark').allInnerTexts();
    expect(marked.some((text) => /^guardião$/i.test(text.trim()))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('finds Kašurak as kasurak, público-alvo as publico alvo and a plural title from a singular query', async () => {
    const { page, release } = await lease();
    await openDocPage(page);
    await typeInSearch(page, 'kasurak');
    expect(await suggestions(page).first().innerText()).toContain('Kašurak');
    await searchInput(page).fill('publico alvo');
    await expect.poll(() => suggestions(page).first().innerText()).toContain('Público-alvo');
    await searchInput(page).fill('custo de ação');
    await expect.poll(() => suggestions(page).first().innerText()).toContain('Custo das ações');
    await release();
  });

  it('opens a nested API type on its own page, from its exact name in any case', async () => {
    const { page, release } = await lease();
    await openDocPage(page);
    await typeInSearch(page, 'battlestartedeventhandler');
    expect(await suggestions(page).first().getAttribute('href')).toMatch(
      /^\/docs\/framework\/api\/DiceRolling\.Controllers\.BattleEvents\.BattleStartedEventHandler\?/,
    );
    await release();
  });

  it('is a WAI-ARIA combobox: arrows move through the suggestions, Enter opens one, Escape closes then clears', async () => {
    const { page, release } = await lease();
    await openDocPage(page);
    const input = searchInput(page);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await typeInSearch(page, 'dados');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`#${await input.getAttribute('aria-controls')}`).getAttribute('role')).toBe('listbox');
    // The number of suggestions is announced.
    const count = await suggestions(page).count();
    await expect.poll(() => liveRegion(page).innerText()).toBe(`${count} resultado${count === 1 ? '' : 's'}`);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = suggestions(page).nth(1);
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    // The focus stays in the box while the active suggestion moves.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await suggestions(page).last().getAttribute('id'));

    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.inputValue()).toBe('dados');
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('');

    await input.pressSequentially('guardiao');
    await waitForHitsOf(page, 'guardiao');
    const target = (await suggestions(page).first().getAttribute('href')) ?? '';
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((current) => current.pathname + current.search === target);
    await release();
  });

  it('has no serious accessibility violation with the suggestions open, in both colour modes', async () => {
    for (const mode of ['light', 'dark']) {
      const { page, addInitScript, release } = await lease();
      await addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openDocPage(page);
      await typeInSearch(page, 'dados');
      await page.keyboard.press('ArrowDown');
      const results = await axeBuilder(page).include('.navbar__search').analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${mode}: ${violation.id}`)).toEqual([]);
      await release();
    }
  });

  it('searches Enter without a chosen suggestion on the search page', async () => {
    const { page, release } = await lease();
    await openDocPage(page);
    await typeInSearch(page, 'dados');
    await page.keyboard.press('Enter');
    await page.waitForURL((current) => current.pathname === '/search' && current.searchParams.get('q') === 'dados');
    await page.getByRole('heading', { name: 'Resultados da busca por "dados"' }).waitFor();
    await release();
  });

  it('focuses the search box with Ctrl+K', async () => {
    const { page, release } = await lease();
    await openDocPage(page, '/docs/game/design/intro/');
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    await release();
  });

  it('fetches nothing for search until the search box is used', async () => {
    const { page, context, release } = await lease();
    const requested: string[] = [];
    context.on('request', (request) => {
      if (isSearchRequest(request.url())) requested.push(request.url());
    });
    await openDocPage(page, '/docs/game/design/intro/');
    await page.waitForLoadState('networkidle');
    // Resolves a frame after the page's first scroll event, once the page's own scroll handlers have run.
    const scrolled = await page.evaluateHandle(() => ({
      done: new Promise<void>((resolve) => window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true })),
    }));
    await page.mouse.move(5, 600);
    await page.mouse.wheel(0, 400);
    await page.evaluate((handle) => handle.done, scrolled);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(requested).toEqual([]);
    await searchInput(page).focus();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await release();
  });

  it('keeps what the reader typed while the search is still loading, and searches it once loaded', async () => {
    const { page, context, release } = await lease();
    let releaseManifest: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      releaseManifest = resolve;
    });
    // The index's manifest is held back until the reader has typed the whole word.
    await context.route('**/search-index/manifest.json*', async (route) => {
      await released;
      await route.continue();
    });
    await openDocPage(page);
    await searchInput(page).click();
    await searchInput(page).pressSequentially('guardiao');
    expect(await suggestions(page).count()).toBe(0);
    releaseManifest();
    await suggestions(page).first().waitFor();
    expect(await searchInput(page).inputValue()).toBe('guardiao');
    expect(await suggestions(page).first().innerText()).toContain('Guardião');
    await release();
  });
});

describe('highlighting on the target page', () => {
  it('marks the words accent-insensitively, plural forms included, and keeps the page whole', async () => {
    const { page, problems, release } = await lease();
    await page.goto(url('/docs/game/design/mechanics/characters/actions/action_cost?_highlight=acao'));
    await waitForHydration(page);
    await page.locator('article mark').first().waitFor();
    const marked = (await page.locator('article mark').allInnerTexts()).map((text) => text.toLowerCase());
    expect(marked).toContain('ações');
    expect(marked.every((text) => /^aç(ão|ões)/.test(text))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('marks at most 200 words however many are asked for', async () => {
    const { page, problems, release } = await lease();
    const many = ['a', 'o', 'de', 'e', 'energia', 'dados', 'que', 'da', 'do', 'em', 'para', 'com'].map((word) => `_highlight=${word}`).join('&');
    await page.goto(url(`/docs/game/design/mechanics/characters/energy/?${many}`));
    await waitForHydration(page);
    await page.locator('article mark').first().waitFor();
    expect(await page.locator('article mark').count()).toBeLessThanOrEqual(200);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });
});

describe('search page', () => {
  it('lists results for a query with hits, inside a main landmark', async () => {
    const { page, release } = await lease();
    await page.goto(url('/search?q=dados'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Resultados da busca por "dados"' }).waitFor();
    await page.locator('main article h2 a').first().waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('main').innerText()).toMatch(/\d+ documentos? encontrados?/);
    expect(await page.locator('main input[type="search"]').getAttribute('aria-label')).toBe('Buscar');
    await release();
  });

  it('lists the accented pages for an accent-free query, with the words to highlight', async () => {
    const { page, release } = await lease();
    await page.goto(url('/search?q=acao'));
    await waitForHydration(page);
    await page.locator('main article h2 a').first().waitFor();
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(titles.some((title) => /ação|ações/i.test(title))).toBe(true);
    expect(await page.locator('main article h2 a').first().getAttribute('href')).toContain('_highlight=acao');
    // Excerpts mark the accented words.
    expect((await page.locator('main article mark').allInnerTexts()).some((text) => /aç(ão|ões)/i.test(text))).toBe(true);
    await release();
  });

  it('accepts the ctx and version parameters', async () => {
    const { page, problems, release } = await lease();
    await page.goto(url('/search?q=dados&ctx=docs/game&version='));
    await waitForHydration(page);
    await page.locator('main article h2 a').first().waitFor();
    const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => href.startsWith('/docs/game/'))).toBe(true);
    // A version with no index of its own finds nothing, without breaking the page.
    await page.goto(url('/search?q=dados&version=v9.9/'));
    await waitForHydration(page);
    await page.getByText('Nenhum documento encontrado').waitFor();
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('says so when nothing matches', async () => {
    const { page, release } = await lease();
    await page.goto(url('/search?q=xyzzyquux'));
    await waitForHydration(page);
    await page.getByText('Nenhum documento encontrado').waitFor();
    expect(await page.getByText('Nenhum documento encontrado').count()).toBe(1);
    await release();
  });

  it('stays usable with no query', async () => {
    const { page, release } = await lease();
    await page.goto(url('/search'));
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: 'Buscar na documentação' }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    await release();
  });
});
