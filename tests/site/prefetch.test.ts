import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';

const browser = useBrowser();

/** Per page: when the load event fired and when each prefetch link was added (performance.now()). */
interface PrefetchTimeline {
  loadAt?: number;
  prefetchesAt: number[];
}

// Recorded from the first script of every document, before Docusaurus runs.
function recordPrefetchTimeline(): void {
  const timeline: PrefetchTimeline = { prefetchesAt: [] };
  (window as unknown as { prefetchTimeline: PrefetchTimeline }).prefetchTimeline = timeline;
  window.addEventListener('load', () => (timeline.loadAt = performance.now()), { once: true });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of Array.from(mutation.addedNodes)) {
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch') timeline.prefetchesAt.push(performance.now());
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const timelineOf = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { prefetchTimeline: PrefetchTimeline }).prefetchTimeline }));

describe('link prefetching', () => {
  it('waits for the load event and idle time, then prefetches the links in view; pointing preloads at once', async () => {
    const { page, context, problems } = await openPage(browser());
    await context.addInitScript(recordPrefetchTimeline);
    // The navbar logo is held back, so the load event waits while the page
    // hydrates and its links come into view (when Docusaurus alone would prefetch them).
    let releaseLogo: (() => void) | undefined;
    const logoRequested = new Promise<void>((resolve) => {
      void context.route('**/img/logo.svg', (route: Route) => {
        releaseLogo = () => void route.continue();
        resolve();
      });
    });
    await page.goto(url('/'), { waitUntil: 'commit' });
    await logoRequested;
    await waitForHydration(page);
    // Two frames and an idle period after hydration: the links' intersection
    // callbacks have run by then.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))),
        ),
    );
    const beforeLoad = await timelineOf(page);
    expect(beforeLoad.loadAt).toBeUndefined();
    expect(beforeLoad.prefetchesAt).toEqual([]);

    // Pointing at a link shows intent: its route's chunks are preloaded at
    // once, without waiting for the load event.
    const chunkRequested = page.waitForRequest((request) => request.resourceType() === 'script' && /\/assets\/js\//.test(request.url()));
    await page.locator('nav.navbar').getByRole('link', { name: 'Tutoriais', exact: true }).hover();
    await chunkRequested;
    expect((await timelineOf(page)).loadAt).toBeUndefined();

    releaseLogo?.();
    await page.waitForFunction(() => (window as unknown as { prefetchTimeline: PrefetchTimeline }).prefetchTimeline.prefetchesAt.length > 0);
    const afterLoad = await timelineOf(page);
    expect(afterLoad.loadAt).toBeDefined();
    expect(Math.min(...afterLoad.prefetchesAt)).toBeGreaterThanOrEqual(afterLoad.loadAt ?? Infinity);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
