import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../../scripts/lib/chromium.mjs';

export const baseUrl = (): string => inject('baseUrl');

export interface BrowserSession {
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Launches the system Chromium with no background traffic. Playwright gives
 * every launch a fresh temporary profile (its own --user-data-dir).
 */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

/**
 * One browser per test file: launched before its tests, closed after them.
 * Returns a getter, since the browser exists only once beforeAll has run.
 */
export function useBrowser(): () => Browser {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('The browser is launched in beforeAll: call the getter inside a test.');
    return session.browser;
  };
}

export interface PageProblems {
  pageErrors: Error[];
  consoleErrors: string[];
  dialogs: string[];
  /** URL of the page each time an injected script set window.__pwned, over every navigation. */
  injectedScripts: string[];
}

/**
 * Every hostile payload sets window.__pwned (support/hostilePayloads.ts). Each
 * document of the context reports that to the test as it happens, so a
 * payload that ran on any page of a test is caught, whatever navigations
 * followed (a new document starts with a fresh window).
 */
function reportInjectedScripts(): void {
  let runs: number | undefined;
  Object.defineProperty(window, '__pwned', {
    configurable: false,
    get: () => runs,
    set: () => {
      runs = (runs ?? 0) + 1;
      void (window as unknown as { reportInjectedScript(where: string): Promise<void> }).reportInjectedScript(location.href);
    },
  });
}

/** Opens a page that records uncaught errors, console errors, dialogs and injected scripts that ran. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: PageProblems = { pageErrors: [], consoleErrors: [], dialogs: [], injectedScripts: [] };
  await context.exposeFunction('reportInjectedScript', (where: string) => problems.injectedScripts.push(where));
  await context.addInitScript(reportInjectedScripts);
  page.on('pageerror', (error) => problems.pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    problems.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, page, problems };
}

/** Waits until React has hydrated the page (Docusaurus marks <html> then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

export function url(pathname: string): string {
  return new URL(pathname, baseUrl()).href;
}

/**
 * Waits until a client-side navigation to `pathname` has rendered. Docusaurus
 * pushes the URL first and renders the new page once its chunks are in, so the
 * URL alone says nothing about what the reader sees; the canonical link is
 * rewritten with the new page.
 */
export async function waitForRoute(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    return location.pathname === expected && canonical !== null && new URL(canonical.href).pathname === expected;
  }, pathname);
}

/** Opens a page in a colour mode, as a reader who chose it finds it: hydrated, in that mode. */
export async function openInMode(page: Page, mode: 'light' | 'dark', path: string): Promise<void> {
  await page.context().addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(url(path));
  await waitForHydration(page);
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  if (shown !== mode) throw new Error(`${path} opened in ${shown ?? 'no'} mode, not ${mode}`);
}

/**
 * Switches an open page to a colour mode and waits until every colour has
 * arrived: Infima's buttons and links fade their colours (200 ms), and axe
 * measuring mid-fade reports a contrast the reader never rests on.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (theme) => {
    document.documentElement.setAttribute('data-theme', theme);
    // getAnimations() flushes the style change first, so the fades it starts are in the list.
    const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
  }, mode);
}

/**
 * One context per colour mode for a file's tests, as a reader who opens one
 * page after another: after the first page the site's scripts come from the
 * browser's cache (axe over a file's pages: 130 → 97 s of CPU). Closed after
 * the file's tests.
 */
export function useModeContexts(browser: () => Browser): (mode: 'light' | 'dark') => Promise<BrowserContext> {
  const contexts = new Map<'light' | 'dark', BrowserContext>();
  afterAll(async () => {
    for (const context of contexts.values()) await context.close();
  });
  return async (mode) => {
    let context = contexts.get(mode);
    if (!context) contexts.set(mode, (context = (await openPage(browser())).context));
    return context;
  };
}
