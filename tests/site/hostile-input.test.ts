import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordForeignRequests, url, waitForHydration, type PageProblems, useTabs } from './support/browser';
import { encodePayload, hostilePayloads, type Payload } from './support/hostilePayloads';

// 59 page loads, each in a tab of the pool: a lease starts from a blank
// document, so a payload in the hash is read by a page load, not by a
// same-document jump, and its problems are its own. The HTTP cache keeps
// what earlier leases left (these tests watch no request): after the first page, the site's scripts
// and the search index come from it, as for a reader who opens link after link.
const lease = useTabs();

const places: [string, (payload: Payload) => string][] = [
  ['q on the search page', (payload) => `/search?q=${encodePayload(payload)}`],
  ['ctx and version on the search page', (payload) => `/search?q=dados&ctx=${encodePayload(payload)}&version=${encodePayload(payload)}`],
  ['_highlight on a doc page', (payload) => `/docs/game/design/mechanics/characters/energy/?_highlight=${encodePayload(payload)}`],
  ['the hash of a doc page', (payload) => `/docs/game/design/mechanics/characters/energy/#${encodePayload(payload)}`],
];

/** No payload ran, no dialog opened, no uncaught error, on any document the page showed. */
function expectNothingInjected(problems: PageProblems): void {
  expect(problems.injectedScripts).toEqual([]);
  expect(problems.dialogs).toEqual([]);
  expect(problems.pageErrors.map(String)).toEqual([]);
}

async function expectHealthy(page: Page, problems: PageProblems, foreignRequests: string[]): Promise<void> {
  await waitForHydration(page);
  expectNothingInjected(problems);
  expect(await page.locator('h1').first().isVisible()).toBe(true);
  // The page keeps working: the search box still answers (once its index is in).
  await page.locator('input.navbar__search-input').click();
  await page.locator('input.navbar__search-input[role="combobox"]').waitFor({ state: 'attached' });
  await page.locator('input.navbar__search-input').fill('dados');
  await page.locator('.navbar__search [role="option"]').first().waitFor();
  // Checked again once the page has done all that: a payload that ran late is caught too.
  expectNothingInjected(problems);
  // The search index and every chunk still come from this site, whatever the URL said.
  expect(foreignRequests).toEqual([]);
}

describe.each(places)('hostile input in %s', (_place, buildPath) => {
  it.each(hostilePayloads.map((payload) => [payload.name, payload] as const))('%s', async (_name, payload) => {
    const { page, problems, release } = await lease('desktop', { keepHttpCache: true });
    const foreignRequests = recordForeignRequests(page);
    await page.goto(url(buildPath(payload)));
    await expectHealthy(page, problems, foreignRequests);
    await release();
  });
});

describe('hostile text typed in the search box', () => {
  it.each(hostilePayloads.filter((payload) => !payload.raw).map((payload) => [payload.name, payload] as const))('%s', async (_name, payload) => {
    const { page, problems, release } = await lease('desktop', { keepHttpCache: true });
    await page.goto(url('/docs/tutorials/'));
    await waitForHydration(page);
    const input = page.locator('input.navbar__search-input');
    await input.click();
    await page.locator('input.navbar__search-input[role="combobox"]').waitFor({ state: 'attached' });
    await input.fill(payload.value);
    // The search has answered once its dropdown shows hits or says there are none.
    const search = page.locator('.navbar__search');
    await search
      .locator('[role="listbox"]:not([hidden])')
      .or(search.getByText('Nenhum resultado', { exact: true }))
      .first()
      .waitFor();
    expectNothingInjected(problems);
    await page.keyboard.press('Enter');
    // Enter may open a hit or the search page: wait for whatever page is there to be ready.
    await page.waitForLoadState('load');
    await waitForHydration(page);
    expectNothingInjected(problems);
    await release();
  });
});
