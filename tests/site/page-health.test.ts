import { describe, expect, it } from 'vitest';
import { recordForeignRequests, url, waitForHydration, useTabs } from './support/browser';
import { pageTypeEntries } from './support/pageTypes';

const lease = useTabs();

describe('page health on every page type', () => {
  it.each(pageTypeEntries)('%s page: no third-party request and no console error', async (type, path) => {
    const { page, problems, release } = await lease();
    const foreign = recordForeignRequests(page);
    await page.goto(url(path));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Use the search box too: the index and its worker must also come from the site.
    // Asserted once the search has answered, so its requests have been made.
    const input = page.locator('input.navbar__search-input');
    await input.click();
    await page.locator('input.navbar__search-input[role="combobox"]').waitFor({ state: 'attached' });
    await input.fill('dado');
    await page.locator('.navbar__search [role="option"]').first().waitFor();
    expect(foreign).toEqual([]);
    // The not-found page's 404 status is the only expected console error.
    const errors = problems.consoleErrors.filter((text) => !(type === 'notFound' && /404/.test(text)));
    expect(errors).toEqual([]);
    expect(problems.pageErrors.map(String)).toEqual([]);
    await release();
  });
});
