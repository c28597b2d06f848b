import type { PrefetchingGlobal } from './internals';

export interface QueuedPrefetchOptions {
  /** Does a route's prefetching when the queue gets to it (Docusaurus' own prefetch if not given). */
  prefetchRoute?: (routePath: string) => void;
  /** Told of each route preloaded at once (the reader points at a link). */
  onPreload?: (routePath: string) => void;
}

/**
 * `docusaurus` as it is, except that `prefetch` queues its work (through
 * `enqueue`) instead of doing it at once. Not a copy: the result inherits
 * from the original, so every other property, including any a later
 * Docusaurus adds, reads through to it. (Docusaurus freezes the object, so a
 * Proxy over it may not answer `prefetch` differently.) internals.ts has
 * checked that `prefetch` and `preload` are functions.
 */
export function withQueuedPrefetch<Global extends PrefetchingGlobal>(
  docusaurus: Global,
  enqueue: (task: () => void) => void,
  options: QueuedPrefetchOptions = {},
): Global {
  const prefetchRoute = options.prefetchRoute ?? ((routePath: string) => void docusaurus.prefetch(routePath));
  const queuedPrefetch = (routePath: string): false => {
    enqueue(() => prefetchRoute(routePath));
    return false;
  };
  const preload = (routePath: string): false | Promise<void[]> => {
    options.onPreload?.(routePath);
    return docusaurus.preload(routePath);
  };
  return Object.freeze(
    Object.create(docusaurus, { prefetch: { value: queuedPrefetch, enumerable: true }, preload: { value: preload, enumerable: true } }) as Global,
  );
}
