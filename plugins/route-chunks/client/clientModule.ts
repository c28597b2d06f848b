// Docusaurus prefetches the chunks of every link that enters the viewport,
// as soon as it does, and for each link every chunk of its route's layouts
// too: on an API page that is thirty routes and some 340
// <link rel="prefetch"> elements for 28 distinct files, built on the main
// thread while the page is still hydrating. Here prefetching waits for the
// page's load event, runs in idle periods, and asks for each file once
// (routeChunks.ts). Preloading on hover or touch, which signals the reader's
// intent, stays immediate and Docusaurus' own. Every internal this reads is
// in internals.ts.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { matchPath } from '@docusaurus/router';
import { createIdleQueue, type IdleDeadline, type ScheduleIdle } from './idleQueue';
import { withQueuedPrefetch } from './idlePrefetch';
import { interceptDocusaurusGlobal, readRouteTable, type PrefetchingGlobal } from './internals';
import { createRoutePrefetcher, type MatchPath } from './routeChunks';

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

/**
 * A performance mark each time the queue empties: when prefetching is over,
 * for a developer's profile and for tests/site/prefetch.test.ts, which waits
 * for it instead of guessing from network silence.
 */
const PREFETCH_DRAINED_MARK = 'prefetch-queue-drained';

if (ExecutionEnvironment.canUseDOM) {
  const queue = createIdleQueue(scheduleIdle, () => performance.mark(PREFETCH_DRAINED_MARK));
  // Without the route table (Docusaurus changed it), Docusaurus' own prefetch runs, queued.
  const table = readRouteTable();
  const prefetcher = table && createRoutePrefetcher({ ...table, matchPath: matchPath as MatchPath, alreadyFetched, prefetchUrl });
  // tests/site/prefetch.test.ts fails if prefetching stops waiting for the
  // load event, asks for a file twice, or no longer asks for what
  // Docusaurus' own prefetch would.
  interceptDocusaurusGlobal(window, (docusaurus: Window['docusaurus'] & PrefetchingGlobal) =>
    withQueuedPrefetch(
      docusaurus,
      queue.add,
      prefetcher && {
        prefetchRoute: (routePath) => {
          if (!onConstrainedConnection()) prefetcher.prefetch(routePath);
        },
        onPreload: prefetcher.skip,
      },
    ),
  );
}

export {};
