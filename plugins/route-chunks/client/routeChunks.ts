import type { ChunkNames, RouteChunkNames } from '@docusaurus/types';

/** What matching reads of a route of `@generated/routes`. */
export interface RouteEntry {
  path?: string;
  exact?: boolean;
  routes?: readonly RouteEntry[];
}

/** react-router's `matchPath`, as `@docusaurus/router` exports it: a match object, or null. */
export type MatchPath = (pathname: string, route: RouteEntry) => unknown;

/**
 * The routes that render `pathname`, outermost first: at each level the first
 * route that matches, then its children (react-router-config's `matchRoutes`,
 * which Docusaurus uses to find what a path needs). A route without a path
 * matches whatever its parent matched.
 */
export function matchRouteChain(routes: readonly RouteEntry[], pathname: string, matchPath: MatchPath): RouteEntry[] {
  const chain: RouteEntry[] = [];
  let level: readonly RouteEntry[] | undefined = routes;
  while (level) {
    const matched: RouteEntry | undefined = level.find((route) => (route.path === undefined ? true : matchPath(pathname, route) !== null));
    if (!matched) break;
    chain.push(matched);
    level = matched.routes;
  }
  return chain;
}

/** Every chunk name of a route's tree of modules (props, content, context…), in order. */
export function chunkNamesOf(tree: ChunkNames | ChunkNames[] | string): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree).flatMap((value) => chunkNamesOf(value));
}

/** The route path of a key of the generated table: the path, "-", then a short hash of the route. */
export function routePathOfKey(key: string): string {
  return key.replace(/-[^-]+$/, '');
}

/**
 * Route path → its chunk names, read once. The generated table's keys are the
 * route path followed by "-" and a short hash; a path can have several
 * entries (a layout route and its page share a path).
 */
export function chunkNamesByRoute(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const [pathWithHash, tree] of Object.entries(routesChunkNames)) {
    const routePath = routePathOfKey(pathWithHash);
    byRoute.set(routePath, [...(byRoute.get(routePath) ?? []), ...chunkNamesOf(tree)]);
  }
  return byRoute;
}

export interface RoutePrefetcherOptions {
  routes: readonly RouteEntry[];
  routesChunkNames: RouteChunkNames;
  matchPath: MatchPath;
  /** A chunk's URL from its name; undefined (or a URL with "undefined") when the bundler merged it away. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Whether the page already has this URL (loaded, preloaded or prefetched before this code ran). */
  alreadyFetched: (url: string) => boolean;
  /** Starts the low-priority download of one URL. */
  prefetchUrl: (url: string) => void;
}

/**
 * Prefetches the chunks a route needs, each URL once per page. Docusaurus'
 * own prefetch fetches every chunk of every route in the chain, so thirty
 * links in view on an API page add some 340 `<link rel="prefetch">` for 28
 * distinct files, most of them chunks the page already has (the docs
 * layout, the sidebar). Returns the URLs it started.
 */
export function createRoutePrefetcher(options: RoutePrefetcherOptions): { prefetch(routePath: string): string[]; skip(routePath: string): void } {
  let byRoute: Map<string, string[]> | undefined;
  const seenRoutes = new Set<string>();
  const startedUrls = new Set<string>();
  return {
    prefetch(target) {
      // A link's target may carry a query or a hash; the route is its path.
      const routePath = target.split(/[?#]/, 1)[0];
      if (seenRoutes.has(routePath)) return [];
      seenRoutes.add(routePath);
      byRoute ??= chunkNamesByRoute(options.routesChunkNames);
      const started: string[] = [];
      for (const route of matchRouteChain(options.routes, routePath, options.matchPath)) {
        for (const chunkName of byRoute.get(route.path ?? '') ?? []) {
          const url = options.chunkUrl(chunkName);
          if (!url || url.includes('undefined') || startedUrls.has(url) || options.alreadyFetched(url)) continue;
          startedUrls.add(url);
          options.prefetchUrl(url);
          started.push(url);
        }
      }
      return started;
    },
    /** A route loaded another way (preloaded when pointed at): nothing to prefetch. */
    skip(target) {
      seenRoutes.add(target.split(/[?#]/, 1)[0]);
    },
  };
}
