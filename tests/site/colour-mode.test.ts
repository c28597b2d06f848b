import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url, waitForHydration, waitForRoute, useTabs } from './support/browser';
import { siteDir } from './support/paths';

const lease = useTabs();

/** The site's link colour in each palette (`--ifm-color-primary` in src/css/custom.css), as the browser reports it. */
function primaryOf(selector: string): string {
  const css = readFileSync(path.join(siteDir, 'src', 'css', 'custom.css'), 'utf8');
  const block = css.slice(css.indexOf(`${selector} {`));
  const hex = /--ifm-color-primary:\s*#([0-9a-f]{6});/i.exec(block)?.[1];
  if (!hex) throw new Error(`--ifm-color-primary não encontrado em ${selector}`);
  const [red, green, blue] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
const lightLink = primaryOf(':root');
const darkLink = primaryOf("[data-theme='dark']");

// What the reader sees: the colour of a link in the article.
const linkColour = (page: Page) =>
  page
    .locator('article .markdown a[href^="/docs/"]')
    .first()
    .evaluate((link) => getComputedStyle(link).color);
const toggle = (page: Page) => page.locator('.navbar').getByRole('button', { name: /Mudar entre modo claro e escuro/ });

describe('colour mode', () => {
  // The spec: light by default, the system preference not followed.
  it("shows the site's light palette to a reader whose system prefers dark, before and after hydration", async () => {
    const { page, release } = await lease();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(url('/docs/tutorials/'));
    expect(await linkColour(page)).toBe(lightLink);
    await waitForHydration(page);
    expect(await linkColour(page)).toBe(lightLink);
    await release();
  });

  it('switches to the site\'s dark palette and keeps it across a reload, under the plain "theme" key', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    await toggle(page).click();
    // Links fade to their new colour (Infima's transition): wait for it to settle.
    await expect.poll(() => linkColour(page)).toBe(darkLink);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await linkColour(page)).toBe(darkLink);
    await release();
  });

  it('still works and toggles when browser storage is blocked', async () => {
    const { page, problems, addInitScript, release } = await lease();
    await addInitScript(() => {
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
    await expect.poll(() => linkColour(page)).toBe(darkLink);
    await toggle(page).click();
    await expect.poll(() => linkColour(page)).toBe(lightLink);
    // Client-side navigation keeps working.
    await page.locator('nav.navbar').getByRole('link', { name: 'Tutoriais', exact: true }).click();
    await waitForRoute(page, '/docs/tutorials/');
    expect(problems.pageErrors).toEqual([]);
    await release();
  });
});
