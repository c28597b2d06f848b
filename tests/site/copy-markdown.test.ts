import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, url, waitForHydration, useTabs } from './support/browser';

const lease = useTabs();
const pagePath = '/docs/game/design/mechanics/characters/energy/';
const markdownPath = '/docs/game/design/mechanics/characters/energy/index.md';

/** From the "Ver em Markdown" link, Tab reaches "Copiar como Markdown"; Enter presses it. */
async function pressCopyByKeyboard(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Copiar como Markdown' });
  await page.getByRole('link', { name: 'Ver em Markdown' }).focus();
  await page.keyboard.press('Tab');
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

/** The live region of the copy control, once it has said something. */
async function announcement(page: Page): Promise<string> {
  const status = page.locator('[data-markdown-export="skip"] [role="status"]');
  await status.filter({ hasText: /\S/ }).waitFor();
  return (await status.textContent()) ?? '';
}

describe('Copiar como Markdown', () => {
  it('copies the page Markdown to the clipboard by keyboard and says so', async () => {
    const { page, context, problems, release } = await lease();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(url(pagePath));
    await waitForHydration(page);
    // Costs nothing until pressed.
    expect(requested).toEqual([]);
    await pressCopyByKeyboard(page);
    expect(await announcement(page)).toBe('Markdown da página copiado.');
    expect(requested).toEqual([markdownPath]);
    const expected = await (await fetch(url(markdownPath))).text();
    expect(expected.startsWith('# Energia dos dados\n')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { page, addInitScript, release } = await lease();
    // A browser (or a reader's setting) that turns every clipboard write down.
    await addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse }, configurable: true });
    });
    await page.goto(url(pagePath));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copiar como Markdown' }).click();
    expect(await announcement(page)).toBe('O navegador não permitiu copiar. Use o link “Ver em Markdown”.');
    await release();
  });

  it('says so when the Markdown cannot be downloaded', async () => {
    const { page, context, release } = await lease();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
    await page.goto(url(pagePath));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copiar como Markdown' }).click();
    expect(await announcement(page)).toBe('Não foi possível baixar o Markdown da página. Tente novamente.');
    await release();
  });

  it('leaves a working link to the Markdown, and no dead button, without JavaScript', async () => {
    const { page, release } = await lease('noScript');
    await page.goto(url(pagePath));
    expect(await page.getByRole('button', { name: 'Copiar como Markdown' }).isVisible()).toBe(false);
    const link = page.getByRole('link', { name: 'Ver em Markdown' });
    expect(await link.getAttribute('href')).toBe(markdownPath);
    const response = await page.request.get(url(markdownPath));
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain('# Energia dos dados');
    await release();
  });

  it('is on API pages too, pointing at their Markdown', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers.BattleEvents'));
    expect(await page.getByRole('link', { name: 'Ver em Markdown' }).getAttribute('href')).toBe('/docs/framework/api/DiceRolling.Controllers.BattleEvents.md');
    await release();
  });
});
