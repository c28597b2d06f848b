import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';
import { pageTypeEntries } from './support/pageTypes';
import { loaderMark } from '../../plugins/route-chunk-scripts/src/chunks';

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
  it.each(pageTypeEntries.filter(([type]) => type !== 'notFound'))('%s page: asks for its route\'s scripts after the first paint, without waiting for main.js', async (_type, path) => {
    const { page, context, problems } = await openPage(browser());
    // Recorded from the first script of the document: every script added
    // after the HTML's own, and whether the page's loader added it.
    await context.addInitScript((mark) => {
      const added: { src: string; byLoader: boolean }[] = [];
      (window as unknown as { scriptsAdded: typeof added }).scriptsAdded = added;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src && !node.defer) added.push({ src: node.src, byLoader: node.hasAttribute(mark) });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, loaderMark);
    // main.js is held back (as on a slow connection) until the loader has asked for the chunks.
    let releaseMain: (() => void) | undefined;
    await context.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => {
      releaseMain = () => void route.continue();
    });
    await page.goto(url(path), { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { scriptsAdded: { byLoader: boolean }[] }).scriptsAdded.some((script) => script.byLoader));
    releaseMain?.();
    await waitForHydration(page);
    const added = await page.evaluate(() => (window as unknown as { scriptsAdded: { src: string; byLoader: boolean }[] }).scriptsAdded);
    // Everything the page needed was on the loader's list: the bundler added nothing.
    expect(added.filter((script) => !script.byLoader)).toEqual([]);
    expect(problems.pageErrors.map(String)).toEqual([]);
    await context.close();
  });
});
