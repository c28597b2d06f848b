import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Disposable, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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
 * One browser per worker process. The files of a worker share their module
 * graph (`isolate: false` in vitest.site.config.mts), so this module, and the
 * browser it holds, outlives each file; a launch costs about 1.6 CPU-seconds.
 * Relaunched if it went away. Playwright closes it when the worker exits.
 */
let workerSession: Promise<BrowserSession> | undefined;

export async function workerBrowser(): Promise<Browser> {
  const current = workerSession && (await workerSession);
  if (current?.browser.isConnected()) return current.browser;
  pools.clear();
  workerSession = launchBrowser();
  return (await workerSession).browser;
}

/**
 * The worker's browser for a test file (launched before its tests if the
 * worker has none yet). After the file's tests, the contexts it opened and
 * left open (a test that failed halfway) are closed; the tabs of the pool stay.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    const pooled = new Set([...pools.values()].flat().map((tab) => tab.context));
    for (const context of browser?.contexts() ?? []) if (!pooled.has(context)) await context.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: call the getter inside a test.');
    return browser;
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

const noProblems = (): PageProblems => ({ pageErrors: [], consoleErrors: [], dialogs: [], injectedScripts: [] });

/**
 * The kinds of leased tab: what a context fixes when it is created (a phone's
 * touch and mobile viewport, scripts off). A viewport size or a colour scheme
 * a test needs is set on the page (`setViewportSize`, `emulateMedia`), and
 * reset when the tab comes back.
 */
const tabKinds = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  noScript: { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false },
} as const satisfies Record<string, BrowserContextOptions>;
export type TabKind = keyof typeof tabKinds;

/** A tab lent to one test; hand it back with `release`. */
export interface Tab {
  page: Page;
  /** The tab's own context (routes, popups, permissions): whatever a test sets on it is undone on release. */
  context: BrowserContext;
  problems: PageProblems;
  /**
   * An init script for this lease only. A leased tab's init scripts and
   * exposed functions go through here, never through its page or context:
   * Playwright lists neither, so only the ones the tab knows are undone.
   */
  addInitScript<Arg>(script: (arg: Arg) => void, arg: Arg): Promise<void>;
  addInitScript(script: () => void): Promise<void>;
  /** Resets the tab for the next test (see `resetTab`). */
  release(): Promise<void>;
}

type Listeners = Map<string | symbol, unknown[]>;

interface PooledTab {
  kind: TabKind;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The lease's problems; between leases, a list nobody reads. */
  problems: PageProblems;
  /** The pool's own listeners (the problem recorders), kept from lease to lease. */
  baseline: { page: Listeners; context: Listeners };
  disposables: Disposable[];
}

export interface LeaseOptions {
  /**
   * Keeps what the tab's HTTP cache holds from earlier leases, as a reader who
   * opens one link after another has it: only for a test that watches no
   * request and asserts nothing a cache could hide. Otherwise a lease starts
   * with an empty cache, as a new context does.
   */
  keepHttpCache?: boolean;
}

const pools = new Map<TabKind, PooledTab[]>();
const leased = new Set<PooledTab>();

interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: (...args: unknown[]) => void): unknown;
}

const listenersOf = (emitter: Emitter): Listeners => new Map(emitter.eventNames().map((event) => [event, [...emitter.rawListeners(event)]]));

function removeListenersBeyond(emitter: Emitter, baseline: Listeners): void {
  for (const event of emitter.eventNames()) {
    const kept = baseline.get(event) ?? [];
    for (const listener of emitter.rawListeners(event)) {
      if (!kept.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
}

async function newPooledTab(kind: TabKind): Promise<PooledTab> {
  const context = await (await workerBrowser()).newContext(tabKinds[kind]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const tab: PooledTab = {
    kind,
    context,
    page,
    cdp,
    problems: noProblems(),
    baseline: { page: new Map(), context: new Map() },
    disposables: [],
  };
  await context.exposeBinding('reportInjectedScript', (_source, where: string) => tab.problems.injectedScripts.push(where));
  await context.addInitScript(reportInjectedScripts);
  page.on('pageerror', (error) => tab.problems.pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') tab.problems.consoleErrors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    tab.problems.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  tab.baseline = { page: listenersOf(page as unknown as Emitter), context: listenersOf(context as unknown as Emitter) };
  return tab;
}

/**
 * Undoes whatever a test did to a tab, so that the next one finds it as a
 * fresh context would give it: extra pages closed, routes, listeners, init
 * scripts and exposed functions gone, a blank document with no history, the
 * site's storage of every kind, cookies and permissions cleared, the kind's
 * viewport, no emulated media, the pointer back in the corner.
 */
async function resetTab(tab: PooledTab): Promise<void> {
  const { context, page, cdp } = tab;
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  removeListenersBeyond(page as unknown as Emitter, tab.baseline.page);
  removeListenersBeyond(context as unknown as Emitter, tab.baseline.context);
  for (const disposable of tab.disposables.splice(0)) await disposable.dispose();
  // What the old document still reports on its way out goes to a list nobody reads.
  tab.problems = noProblems();
  // Session storage belongs to the tab, and is cleared from a document of the
  // site's origin: the page the test left, or else a small text file of the
  // build, which runs no script.
  const origin = new URL(baseUrl()).origin;
  const onSite = await page.evaluate((site) => location.origin === site && (sessionStorage.clear(), true), origin).catch(() => false);
  if (!onSite) {
    await page.goto(url('/robots.txt'));
    await page.evaluate(() => sessionStorage.clear());
  }
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Page.resetNavigationHistory');
  await context.clearCookies();
  await context.clearPermissions();
  await page.setViewportSize(tabKinds[tab.kind].viewport);
  await page.emulateMedia({ media: null, colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none', contrast: 'no-preference' });
  await page.mouse.move(0, 0);
}

async function leaseTab(kind: TabKind, options: LeaseOptions): Promise<Tab> {
  await workerBrowser();
  const pool = pools.get(kind) ?? [];
  pools.set(kind, pool);
  const pooled = pool.pop() ?? (await newPooledTab(kind));
  leased.add(pooled);
  pooled.problems = noProblems();
  // An empty HTTP cache, as in a new context: a test that watches requests
  // sees every first one. Within the lease the cache works, as it did in the
  // test's own context; what a reused tab saves is its warm renderer.
  if (!options.keepHttpCache) await pooled.cdp.send('Network.clearBrowserCache');
  let released = false;
  const addInitScript = async (script: (arg: never) => void, arg?: unknown) => {
    pooled.disposables.push(await pooled.context.addInitScript(script, arg as never));
  };
  return {
    page: pooled.page,
    context: pooled.context,
    problems: pooled.problems,
    addInitScript,
    release: async () => {
      if (released) return;
      released = true;
      await giveBack(pooled);
    },
  };
}

async function giveBack(pooled: PooledTab): Promise<void> {
  leased.delete(pooled);
  try {
    await resetTab(pooled);
  } catch (error) {
    // A tab that cannot be reset (its page crashed, the browser went away) is not lent again.
    await pooled.context.close().catch(() => undefined);
    if (pooled.context.browser()?.isConnected()) throw error;
    return;
  }
  if (pooled.context.browser()?.isConnected()) pools.get(pooled.kind)?.push(pooled);
}

/**
 * Tabs lent from a pool of the worker's browser, one test after another: a
 * page loaded in a tab that has shown the site before costs about a third of
 * one in a new tab (a new renderer process, the site's scripts compiled from
 * nothing). Each lease starts from a reset tab (`resetTab`). A tab a test did
 * not give back is reset after it.
 *
 * A test whose assertion needs what only a new context has (the first
 * visit's bytes, a prefetch before any page was seen) uses `openPage` instead.
 */
export function useTabs(): (kind?: TabKind, options?: LeaseOptions) => Promise<Tab> {
  useBrowser();
  afterEach(async () => {
    for (const pooled of [...leased]) await giveBack(pooled);
  });
  return (kind = 'desktop', options = {}) => leaseTab(kind, options);
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
export async function openInMode(tab: Tab, mode: 'light' | 'dark', path: string): Promise<void> {
  await tab.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await tab.page.goto(url(path));
  await waitForHydration(tab.page);
  const shown = await tab.page.evaluate(() => document.documentElement.dataset.theme);
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

/** Requests the page makes to any origin but the site's (data: and blob: URLs aside), from now on. */
export function recordForeignRequests(page: Page): string[] {
  const origin = new URL(baseUrl()).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const requestUrl = new URL(request.url());
    if (!['data:', 'blob:'].includes(requestUrl.protocol) && requestUrl.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}
