// The pool of tabs (support/browser.ts, useTabs): a tab comes back to the next
// test as a fresh context would give it, whatever the test before did to it.
import { describe, expect, it } from 'vitest';
import { url, useTabs, waitForHydration } from './support/browser';

const lease = useTabs();
const pagePath = '/docs/game/design/intro/';

describe('the pool of tabs', () => {
  it('hands the next test a tab with none of what the last test left in it', async () => {
    const first = await lease();
    const { page, context } = first;
    await first.addInitScript(() => {
      (window as unknown as { leftByTheLastTest?: boolean }).leftByTheLastTest = true;
    });
    const heard: string[] = [];
    page.on('request', (request) => heard.push(request.url()));
    context.on('request', (request) => heard.push(request.url()));
    await context.route('**/img/logo.svg', (route) => route.abort());
    await context.grantPermissions(['clipboard-read'], { origin: url('/') });
    await page.setViewportSize({ width: 500, height: 600 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto(url(pagePath));
    await waitForHydration(page);
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('left', 'yes');
      document.cookie = 'left=yes; path=/';
    });
    await page.goto(url('/docs/tutorials/'));
    await context.newPage();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await first.release();

    const heardBefore = heard.length;
    const next = await lease();
    expect(next.page).toBe(page);
    expect(next.context.pages()).toEqual([page]);
    expect(await page.evaluate(() => history.length)).toBe(1);
    await page.goto(url(pagePath));
    await waitForHydration(page);
    const seen = await page.evaluate(async () => ({
      theme: document.documentElement.dataset.theme,
      stored: localStorage.getItem('theme'),
      session: sessionStorage.getItem('left'),
      cookie: document.cookie,
      initScript: (window as unknown as { leftByTheLastTest?: boolean }).leftByTheLastTest,
      width: innerWidth,
      height: innerHeight,
      prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      // Every script came over the network: the HTTP cache starts empty, as a new context's does.
      cachedScripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).transferSize === 0)
        .map((entry) => entry.name),
      logoLoaded: (document.querySelector('.navbar__logo img') as HTMLImageElement | null)?.naturalWidth ?? 0,
    }));
    expect(seen).toEqual({
      theme: 'light',
      stored: null,
      session: null,
      cookie: '',
      initScript: undefined,
      width: 1280,
      height: 900,
      prefersDark: false,
      reducedMotion: false,
      clipboard: 'prompt',
      cachedScripts: [],
      logoLoaded: expect.any(Number) as number,
    });
    expect(seen.logoLoaded).toBeGreaterThan(0);
    expect(heard.length).toBe(heardBefore);
    await next.release();
  });

  it('gives each lease its own problems', async () => {
    const first = await lease();
    await first.page.goto(url(pagePath));
    await first.page.evaluate(() =>
      setTimeout(() => {
        throw new Error('left by the last test');
      }),
    );
    await expect.poll(() => first.problems.pageErrors.length).toBe(1);
    await first.release();
    const next = await lease();
    expect(next.problems.pageErrors).toEqual([]);
    await next.page.goto(url(pagePath));
    await waitForHydration(next.page);
    expect(next.problems.pageErrors).toEqual([]);
    await next.release();
  });
});
