// Docusaurus prefetches the chunks of every link that enters the viewport,
// as soon as it does: on a doc page that is some thirty routes and hundreds
// of <link rel="prefetch"> elements, built on the main thread while the page
// is still hydrating (about a fifth of its script time on a throttled phone).
// Here prefetching waits for the page's load event and then runs in idle
// periods. Preloading on hover or touch, which signals the reader's intent,
// stays immediate.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createIdleQueue, type IdleDeadline, type ScheduleIdle } from './idleQueue';
import { withQueuedPrefetch } from './idlePrefetch';

type DocusaurusGlobal = Window['docusaurus'];

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

if (ExecutionEnvironment.canUseDOM) {
  const queue = createIdleQueue(scheduleIdle);
  const withIdlePrefetch = (docusaurus: DocusaurusGlobal): DocusaurusGlobal => withQueuedPrefetch(docusaurus, queue.add);
  // Set already if this module ever runs after Docusaurus' own assignment.
  const assigned = (window as Partial<Window>).docusaurus;
  let current: DocusaurusGlobal | undefined = assigned && withIdlePrefetch(assigned);
  // Docusaurus assigns window.docusaurus once, after the client modules have
  // run (an internal of its client entry); its Link component calls
  // window.docusaurus.prefetch. The assignment is intercepted so that calls
  // go through the idle queue. tests/site/prefetch.test.ts fails if
  // prefetching stops waiting for the load event.
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
