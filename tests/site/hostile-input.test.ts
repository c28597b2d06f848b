import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration, type PageProblems } from './support/browser';
import { encodePayload, hostilePayloads, type Payload } from './support/hostilePayloads';

const browser = useBrowser();

const places: [string, (payload: Payload) => string][] = [
  ['q on the search page', (payload) => `/search?q=${encodePayload(payload)}`],
  ['ctx and version on the search page', (payload) => `/search?q=dados&ctx=${encodePayload(payload)}&version=${encodePayload(payload)}`],
  ['_highlight on a doc page', (payload) => `/docs/game/design/mechanics/characters/energy/?_highlight=${encodePayload(payload)}`],
  ['the hash of a doc page', (payload) => `/docs/game/design/mechanics/characters/energy/#${encodePayload(payload)}`],
];

async function expectHealthy(page: Page, problems: PageProblems): Promise<void> {
  await waitForHydration(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(problems.dialogs).toEqual([]);
  expect(problems.pageErrors.map(String)).toEqual([]);
  expect(await page.locator('h1').first().isVisible()).toBe(true);
  // The page keeps working: the search box still answers (once its index is in).
  await page.locator('input.navbar__search-input').click();
  await page.locator('input.navbar__search-input[role="combobox"]').waitFor({ state: 'attached' });
  await page.locator('input.navbar__search-input').fill('dados');
  await page.locator('.navbar__search [role="option"]').first().waitFor();
}

describe.each(places)('hostile input in %s', (_place, buildPath) => {
  it.each(hostilePayloads.map((payload) => [payload.name, payload] as const))('%s', async (_name, payload) => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(url(buildPath(payload)));
    await expectHealthy(page, problems);
    await context.close();
  });
});

describe('hostile text typed in the search box', () => {
  it.each(hostilePayloads.filter((payload) => !payload.raw).map((payload) => [payload.name, payload] as const))('%s', async (_name, payload) => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    await page.locator('input.navbar__search-input').fill(payload.value);
    await page.waitForTimeout(500);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(problems.dialogs).toEqual([]);
    expect(problems.pageErrors.map(String)).toEqual([]);
    await context.close();
  });
});
