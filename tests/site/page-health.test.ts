import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';
import { pageTypeEntries } from './support/pageTypes';

const browser = useBrowser();

describe('page health on every page type', () => {
  it.each(pageTypeEntries)('%s page: no third-party request and no console error', async (type, path) => {
    const { page, context, problems } = await openPage(browser());
    const origin = new URL(url('/')).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const requestUrl = new URL(request.url());
      if (!['data:', 'blob:'].includes(requestUrl.protocol) && requestUrl.origin !== origin) foreign.push(request.url());
    });
    await page.goto(url(path));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Use the search box too: the index and its worker must also come from the site.
    await page.locator('input.navbar__search-input').fill('dado');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    // The not-found page's 404 status is the only expected console error.
    const errors = problems.consoleErrors.filter((text) => !(type === 'notFound' && /404/.test(text)));
    expect(errors).toEqual([]);
    expect(problems.pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  // The not-found page renders for any address, so it cannot list a route's scripts.
  it.each(pageTypeEntries.filter(([type]) => type !== 'notFound'))('%s page: its route\'s scripts come with the page, none is added after main.js runs', async (_type, path) => {
    const { page, context, problems } = await openPage(browser());
    // Recorded from the first script of the document: scripts the bundler's
    // runtime inserts carry no `defer`; those the page lists do.
    await context.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { scriptsAddedLate: string[] }).scriptsAddedLate = added;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src && !node.defer) added.push(node.src);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(url(path));
    await waitForHydration(page);
    // Docusaurus lists its runtime and main.js; the page lists its route's chunks after them.
    const listed = [...((await response?.text()) ?? '').matchAll(/<script src=[^ >]+ defer>/g)].length;
    expect(listed).toBeGreaterThan(2);
    expect(await page.evaluate(() => (window as unknown as { scriptsAddedLate: string[] }).scriptsAddedLate)).toEqual([]);
    expect(problems.pageErrors.map(String)).toEqual([]);
    await context.close();
  });
});
