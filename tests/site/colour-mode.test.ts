import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';

const browser = useBrowser();

const themeOf = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: import('playwright-core').Page) => page.locator('.navbar').getByRole('button', { name: /Mudar entre modo claro e escuro/ });

describe('colour mode', () => {
  it('starts light even when the system prefers dark', async () => {
    const { page, context } = await openPage(browser(), { colorScheme: 'dark' });
    await page.goto(url('/docs/tutorials/'));
    expect(await themeOf(page)).toBe('light');
    await waitForHydration(page);
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  it('toggles to dark and keeps it across a reload under the plain "theme" key', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    await toggle(page).click();
    expect(await themeOf(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await themeOf(page)).toBe('dark');
    await context.close();
  });

  it('still works and toggles when browser storage is blocked', async () => {
    const { page, context, problems } = await openPage(browser());
    await context.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('O armazenamento está bloqueado', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked, configurable: true });
      Object.defineProperty(window, 'sessionStorage', { get: blocked, configurable: true });
    });
    await page.goto(url('/docs/game/design/intro/'));
    await waitForHydration(page);
    expect(await page.locator('article h1').first().isVisible()).toBe(true);
    await toggle(page).click();
    expect(await themeOf(page)).toBe('dark');
    await toggle(page).click();
    expect(await themeOf(page)).toBe('light');
    // Client-side navigation keeps working.
    await page.locator('nav.navbar').getByRole('link', { name: 'Tutoriais', exact: true }).click();
    await page.waitForURL('**/docs/tutorials/');
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
