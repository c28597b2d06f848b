import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, url, waitForHydration, type BrowserSession } from './support/browser';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session.close();
});

const searchInput = (page: Page) => page.locator('input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.aa-dropdown-menu .aa-suggestion');

describe('search', () => {
  it('shows at most 8 suggestions, in Portuguese, and opens a hit with the words highlighted', async () => {
    const { page, context, problems } = await openPage(session.browser);
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    expect(await searchInput(page).getAttribute('placeholder')).toBe('Buscar');
    await searchInput(page).fill('energia');
    await suggestions(page).first().waitFor();
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    expect(await page.locator('.aa-dropdown-menu').innerText()).toContain('Ver todos os resultados');

    await suggestions(page).first().click();
    await page.waitForURL((current) => current.searchParams.has('_highlight'));
    await page.locator('article mark').first().waitFor();
    expect((await page.locator('article mark').first().innerText()).toLowerCase()).toContain('energia');
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('focuses the search box with Ctrl+K', async () => {
    const { page, context } = await openPage(session.browser);
    await page.goto(url('/docs/game/design/intro/'));
    await waitForHydration(page);
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    await context.close();
  });

  it('lists results on the search page for a query with hits', async () => {
    const { page, context } = await openPage(session.browser);
    await page.goto(url('/search?q=dados'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Resultados da busca por "dados"' }).waitFor();
    await page.locator('main article h2 a, main [class*="searchResultItem"] a').first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/\d+ documentos? encontrados?/);
    await context.close();
  });

  it('says so on the search page when nothing matches', async () => {
    const { page, context } = await openPage(session.browser);
    await page.goto(url('/search?q=xyzzyquux'));
    await waitForHydration(page);
    await page.getByText('Nenhum documento encontrado').waitFor();
    expect(await page.getByText('Nenhum documento encontrado').count()).toBe(1);
    await context.close();
  });

  it('keeps the page usable for the search page with no query', async () => {
    const { page, context } = await openPage(session.browser);
    await page.goto(url('/search'));
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: 'Buscar na documentação' }).count()).toBe(1);
    await context.close();
  });
});
