// One browser tab for a test file's pages, reset between tests. A new context
// per test starts a new renderer with an empty cache, and compiles the site's
// JavaScript from nothing (the dev server's, not minified, is the heaviest);
// one tab reused keeps the browser's cache and compiled code, as a reader's
// tab does from one page to the next.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, type PageProblems } from '../../site/support/browser';

export interface ReusedTab {
  /** The tab, on a blank document with no storage, and the problems it recorded since. */
  fresh: () => Promise<{ page: Page; problems: PageProblems }>;
  close: () => Promise<void>;
}

/**
 * Opens the tab (through openPage, which records errors and injected scripts).
 * Each `fresh()` empties the storage of the origin the tab was on, leaves it for
 * `about:blank`, and starts new lists of problems, so that a test sees nothing
 * of the one before it but the browser's cache.
 */
export async function reusedTab(browser: Browser): Promise<ReusedTab> {
  const opened: { context: BrowserContext; page: Page; problems: PageProblems } = await openPage(browser);
  const { context, page } = opened;
  return {
    fresh: async () => {
      if (/^https?:/.test(page.url())) {
        await page.evaluate(() => {
          window.localStorage.clear();
          window.sessionStorage.clear();
        });
      }
      await context.clearCookies();
      await page.goto('about:blank');
      // openPage's listeners push into these lists: empty them in place.
      for (const list of Object.values(opened.problems) as unknown[][]) list.length = 0;
      return { page, problems: opened.problems };
    },
    close: () => context.close(),
  };
}
