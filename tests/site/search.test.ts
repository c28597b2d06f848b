import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';

const browser = useBrowser();

// autocomplete.js gets CSS-module class names from the plugin: select by role.
const searchInput = (page: Page) => page.locator('input.navbar__search-input');
const dropdown = (page: Page) => page.locator('.navbar__search [role="listbox"]');
const suggestions = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const isIndexRequest = (requestUrl: string) => /\/search-index[^/]*\.json/.test(new URL(requestUrl).pathname);

/** Focuses the search box, waits for the index, then types like a reader. */
async function typeInSearch(page: Page, text: string): Promise<void> {
  await searchInput(page).click();
  await page.locator('input.navbar__search-input[role="combobox"]').waitFor({ state: 'attached' });
  await searchInput(page).pressSequentially(text);
}

describe('search', () => {
  it('shows at most 8 suggestions, in Portuguese, and opens a hit with the words highlighted', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    expect(await searchInput(page).getAttribute('placeholder')).toBe('Buscar');
    await typeInSearch(page, 'energia');
    await suggestions(page).first().waitFor();
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    expect(await dropdown(page).innerText()).toContain('Ver todos os resultados');

    await suggestions(page).first().click();
    await page.waitForURL((current) => current.searchParams.has('_highlight'));
    await page.locator('article mark').first().waitFor();
    expect((await page.locator('article mark').first().innerText()).toLowerCase()).toContain('energia');
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('finds the accented page for an accent-free query and highlights the accented word there', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    await typeInSearch(page, 'guardiao');
    await suggestions(page).first().waitFor();
    const first = suggestions(page).first();
    expect(await first.innerText()).toContain('Guardião');
    // The suggestion marks the accented word the reader meant.
    expect(await first.locator('mark').first().innerText()).toMatch(/guardião/i);

    await first.click();
    await page.waitForURL((current) => current.pathname.startsWith('/docs/game/content/roles/playable/warden'));
    expect(new URL(page.url()).searchParams.getAll('_highlight')).toEqual(['guardiao']);
    await page.locator('article mark').first().waitFor();
    const marked = await page.locator('article mark').allInnerTexts();
    expect(marked.some((text) => /^guardião$/i.test(text.trim()))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('finds Kašurak as kasurak and público-alvo as publico alvo', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    await typeInSearch(page, 'kasurak');
    await suggestions(page).first().waitFor();
    expect(await suggestions(page).first().innerText()).toContain('Kašurak');
    await searchInput(page).fill('publico alvo');
    await expect.poll(() => suggestions(page).first().innerText()).toContain('Público-alvo');
    await context.close();
  });

  it('focuses the search box with Ctrl+K', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/docs/game/design/intro/'));
    await waitForHydration(page);
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    await context.close();
  });

  it('gives the search input and its clear button Portuguese accessible names', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    expect(await searchInput(page).getAttribute('aria-label')).toBe('Buscar');
    await typeInSearch(page, 'dados');
    const clear = page.getByRole('button', { name: 'Limpar busca' });
    await clear.waitFor();
    const axe = await new AxeBuilder({ page }).include('.navbar__search').withRules(['button-name', 'label', 'aria-input-field-name']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await clear.click();
    expect(await searchInput(page).inputValue()).toBe('');
    await context.close();
  });

  it('fetches the search index only once the search box is used', async () => {
    const { page, context } = await openPage(browser());
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request.url())) requested.push(request.url());
    });
    await page.goto(url('/docs/game/design/intro/'));
    await waitForHydration(page);
    await page.mouse.move(5, 600);
    // Wait until the page has settled (no request for a while, then an idle
    // period): whatever it fetches on its own has been asked for by then.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    expect(requested).toEqual([]);
    await searchInput(page).focus();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await context.close();
  });

  it('lists results on the search page for a query with hits', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/search?q=dados'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Resultados da busca por "dados"' }).waitFor();
    await page.locator('.main-wrapper article h2 a').first().waitFor();
    expect(await page.locator('.main-wrapper').innerText()).toMatch(/\d+ documentos? encontrados?/);
    expect(await page.locator('.main-wrapper input[type="search"]').getAttribute('aria-label')).toBe('Buscar');
    await context.close();
  });

  it('lists the accented pages on the search page for an accent-free query', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/search?q=acao'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Resultados da busca por "acao"' }).waitFor();
    await page.locator('.main-wrapper article h2 a').first().waitFor();
    expect(await page.locator('.main-wrapper').innerText()).toMatch(/\d+ documentos? encontrados?/);
    const titles = await page.locator('.main-wrapper article h2').allInnerTexts();
    expect(titles.some((title) => /ação|ações/i.test(title))).toBe(true);
    // The result links carry the words to highlight on the target page.
    expect(await page.locator('.main-wrapper article h2 a').first().getAttribute('href')).toContain('_highlight=acao');
    await context.close();
  });

  it('accepts the ctx and version parameters of the search page', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(url('/search?q=dados&ctx=docs&version='));
    await waitForHydration(page);
    await page.locator('.main-wrapper article h2 a').first().waitFor();
    expect(await page.locator('.main-wrapper').innerText()).toMatch(/\d+ documentos? encontrados?/);
    // A version with no index of its own finds nothing, without breaking the page.
    await page.goto(url('/search?q=dados&version=v9.9/'));
    await waitForHydration(page);
    await page.getByText('Nenhum documento encontrado').waitFor();
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the page whole for hostile q, ctx, version and _highlight values', async () => {
    const { page, context, problems } = await openPage(browser());
    const indexUrls: string[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request.url())) indexUrls.push(request.url());
    });
    const hostile = [
      '<img src=x onerror="window.__pwned=1">',
      '%E0%A4%A',
      'title:foo^10 +-*~2',
      '{{7*7}}',
      'x'.repeat(10_000),
      '//evil.example/',
      '../../',
    ];
    for (const value of hostile) {
      const encoded = encodeURIComponent(value);
      // One parameter at a time: three 10,000-character values would pass the
      // server's header limit before reaching the page.
      for (const path of [
        `/search?q=${encoded}`,
        `/search?q=dados&ctx=${encoded}`,
        `/search?q=dados&version=${encoded}`,
        `/docs/game/design/mechanics/characters/energy/?_highlight=${encoded}&_highlight=energia`,
      ]) {
        await page.goto(url(path));
        await waitForHydration(page);
        await page.locator('h1').first().waitFor();
        expect(problems.injectedScripts).toEqual([]);
      }
    }
    // Raw, broken percent-encoding straight in the URL.
    await page.goto(url('/search?q=%E0%A4%A&version=%E0%A4%A'));
    await waitForHydration(page);
    await page.goto(url('/docs/game/design/mechanics/characters/energy/?_highlight=%E0%A4%A'));
    await waitForHydration(page);
    // Recorded on every document as it ran, not only on the last one.
    expect(problems.injectedScripts).toEqual([]);
    expect(problems.dialogs).toEqual([]);
    expect(problems.pageErrors.map(String)).toEqual([]);
    // The index is only ever fetched from this site.
    expect(indexUrls.every((requestUrl) => new URL(requestUrl).origin === new URL(url('/')).origin)).toBe(true);
    // And the search box still answers.
    await typeInSearch(page, 'dados');
    await suggestions(page).first().waitFor();
    await context.close();
  }, 120_000);

  it('says so on the search page when nothing matches', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/search?q=xyzzyquux'));
    await waitForHydration(page);
    await page.getByText('Nenhum documento encontrado').waitFor();
    expect(await page.getByText('Nenhum documento encontrado').count()).toBe(1);
    await context.close();
  });

  it('keeps the page usable for the search page with no query', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/search'));
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: 'Buscar na documentação' }).count()).toBe(1);
    await context.close();
  });
});
