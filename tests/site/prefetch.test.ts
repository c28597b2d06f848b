import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';

// A new context per test, not a leased tab: what is prefetched and when is read from a first visit.
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

// The performance mark route-chunks' clientModule.ts sets each time its prefetch queue empties.
const DRAINED_MARK = 'prefetch-queue-drained';

const timelineOf = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { prefetchTimeline: PrefetchTimeline }).prefetchTimeline }));

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
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })))),
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
  it("asks for each file once, and for what Docusaurus' own prefetch would ask that the page does not have yet", async () => {
    const { page, context, problems } = await openPage(browser());
    // An API page: thirty links in view, all under the same docs layout.
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers.BattleController'), { waitUntil: 'load' });
    await waitForHydration(page);
    // The queue marks each time it empties (route-chunks' clientModule.ts);
    // network silence is no sign of it, since tasks wait for idle periods.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAINED_MARK);
    const prefetched = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => link.href));
    expect(prefetched.length).toBeGreaterThan(0);
    expect(new Set(prefetched).size).toBe(prefetched.length);

    // A route the page does not link to: ours first (through the queue), then Docusaurus' own.
    const compared = await page.evaluate(
      async ({ route, mark }) => {
        const prefetchLinks = () => new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => link.href));
        const fetchedBefore = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        const before = prefetchLinks();
        const drainedBefore = performance.getEntriesByName(mark).length;
        window.docusaurus.prefetch(route);
        // The queue runs in order: when it next empties, our task has run.
        await new Promise<void>((resolve) => {
          const check = () => (performance.getEntriesByName(mark).length > drainedBefore ? resolve() : requestAnimationFrame(check));
          check();
        });
        const afterOurs = prefetchLinks();
        const ours = [...afterOurs].filter((href) => !before.has(href));
        const linkCount = document.querySelectorAll('link[rel="prefetch"]').length;
        const docusaurusOwn = Object.getPrototypeOf(window.docusaurus) as Window['docusaurus'];
        void docusaurusOwn.prefetch(route);
        const theirs = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'))
          .slice(linkCount)
          .map((link) => link.href);
        const theirsNew = [...new Set(theirs)].filter((href) => !fetchedBefore.has(href) && !before.has(href));
        return { ours: ours.sort(), theirsNew: theirsNew.sort(), theirsCount: theirs.length };
      },
      { route: '/docs/game/design/glossario', mark: DRAINED_MARK },
    );
    expect(compared.ours.length).toBeGreaterThan(0);
    expect(compared.ours).toEqual(compared.theirsNew);
    // Docusaurus asks for the layout's chunks again; ours does not.
    expect(compared.theirsCount).toBeGreaterThan(compared.ours.length);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
