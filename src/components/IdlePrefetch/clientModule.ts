// Docusaurus prefetches the chunks of every link that enters the viewport,
// as soon as it does, and for each link every chunk of its route's layouts
// too: on an API page that is thirty routes and some 340
// <link rel="prefetch"> elements for 28 distinct files, built on the main
// thread while the page is still hydrating. Here prefetching waits for the
// page's load event, runs in idle periods, and asks for each file once
// (routeChunks.ts). Preloading on hover or touch, which signals the reader's
// intent, stays immediate and Docusaurus' own.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { matchPath } from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { createIdleQueue, type IdleDeadline, type ScheduleIdle } from './idleQueue';
import { withQueuedPrefetch } from './idlePrefetch';
import { createRoutePrefetcher, type MatchPath, type RouteEntry } from './routeChunks';

type DocusaurusGlobal = Window['docusaurus'];

// The bundler's runtime. `gca` (chunk asset URL from a chunk name) is added by
// Docusaurus' ChunkAssetPlugin for its own prefetch: an internal, checked below.
declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined } | undefined;

function whenLoaded(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

const scheduleIdle: ScheduleIdle = (run) =>
  whenLoaded(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
    // Safari before 16.4 has no idle callbacks: a short timeout stands in.
    else setTimeout(() => run({ timeRemaining: () => 8 } satisfies IdleDeadline), 50);
  });

// As Docusaurus decides: no prefetching on 2G or with data saver on.
function onConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** Files the page has already asked for (scripts, preloads, prefetches), as absolute URLs. */
function alreadyFetched(url: string): boolean {
  const absolute = new URL(url, document.baseURI).href;
  return performance.getEntriesByName(absolute).length > 0;
}

function prefetchUrl(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

function ownPrefetcher(): ReturnType<typeof createRoutePrefetcher> | undefined {
  const chunkUrl = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca;
  if (typeof chunkUrl !== 'function' || typeof routesChunkNames !== 'object' || !Array.isArray(routes)) {
    // Docusaurus moved an internal this relies on: its own prefetching runs
    // instead (queued), and the site tests (console errors) report it.
    console.error('[IdlePrefetch] __webpack_require__.gca ou a tabela de rotas mudou: a prefetch própria está desligada.');
    return undefined;
  }
  return createRoutePrefetcher({
    routes: routes as readonly RouteEntry[],
    routesChunkNames,
    matchPath: matchPath as MatchPath,
    chunkUrl,
    alreadyFetched,
    prefetchUrl,
  });
}

if (ExecutionEnvironment.canUseDOM) {
  const queue = createIdleQueue(scheduleIdle);
  const prefetcher = ownPrefetcher();
  const withIdlePrefetch = (docusaurus: DocusaurusGlobal): DocusaurusGlobal =>
    withQueuedPrefetch(
      docusaurus,
      queue.add,
      prefetcher && {
        prefetchRoute: (routePath) => {
          if (!onConstrainedConnection()) prefetcher.prefetch(routePath);
        },
        onPreload: prefetcher.skip,
      },
    );
  // Set already if this module ever runs after Docusaurus' own assignment.
  const assigned = (window as Partial<Window>).docusaurus;
  let current: DocusaurusGlobal | undefined = assigned && withIdlePrefetch(assigned);
  // Docusaurus assigns window.docusaurus once, after the client modules have
  // run (an internal of its client entry); its Link component calls
  // window.docusaurus.prefetch. The assignment is intercepted so that calls
  // go through the idle queue. tests/site/prefetch.test.ts fails if
  // prefetching stops waiting for the load event, asks for a file twice, or
  // no longer asks for what Docusaurus' own prefetch would.
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (docusaurus: DocusaurusGlobal) => {
      current = withIdlePrefetch(docusaurus);
    },
  });
}

export {};
