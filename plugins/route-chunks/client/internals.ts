// Every Docusaurus and bundler internal this plugin reads, in this one file
// (CONTRIBUTING.md, "Atualizar o Docusaurus"), each checked against the shape
// the rest of the plugin relies on before it is used. A mismatch is logged in
// Portuguese (the site tests fail on console errors) and Docusaurus' own
// prefetching takes over. The checks are hand-written guards, not zod: zod/mini
// with these schemas would add about 6.8 KB gzip to every page.
import generatedRoutes from '@generated/routes';
import generatedRoutesChunkNames from '@generated/routesChunkNames';
import type { ChunkNames, RouteChunkNames } from '@docusaurus/types';
import { routePathOfKey, type RouteEntry } from './routeChunks';

/** The part of `window.docusaurus` this plugin wraps: what Docusaurus' `Link` calls. */
export interface PrefetchingGlobal {
  prefetch(routePath: string): false | Promise<void[]>;
  preload(routePath: string): false | Promise<void[]>;
}

/** The route table and the chunk URL lookup Docusaurus' own prefetch uses. */
export interface RouteTable {
  routes: readonly RouteEntry[];
  routesChunkNames: RouteChunkNames;
  chunkUrl: (chunkName: string) => string | undefined;
}

// The bundler's runtime: `gca` (a chunk's URL from its name) is added by
// Docusaurus' ChunkAssetPlugin for its own prefetch.
declare const __webpack_require__: { gca?: unknown } | undefined;

/** Says in the console which internal changed; the site tests fail on console errors. */
function reportChanged(internal: string): void {
  console.error(`[route-chunks] ${internal} mudou: vale a pré-carga do Docusaurus.`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: 'string' | 'boolean'): boolean => value === undefined || typeof value === type;

function isRouteEntry(value: unknown): value is RouteEntry {
  if (!isRecord(value)) return false;
  const { path, exact, routes } = value;
  return optional(path, 'string') && optional(exact, 'boolean') && (routes === undefined || (Array.isArray(routes) && routes.every(isRouteEntry)));
}

/** A route's tree of chunk names: strings, in objects and arrays nested at will. */
function isChunkTree(value: unknown): value is ChunkNames {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every(isChunkTree);
  return isRecord(value) && Object.values(value).every(isChunkTree);
}

function routePaths(routes: readonly RouteEntry[], into: string[] = []): string[] {
  for (const route of routes) {
    if (route.path !== undefined) into.push(route.path);
    if (route.routes) routePaths(route.routes, into);
  }
  return into;
}

/**
 * Which internal of the route table changed, or undefined if it has the
 * shape routeChunks.ts reads: routes nested as react-router-config
 * expects, a chunk-name tree per "path-hash" key whose path is a route's,
 * and a chunk URL lookup.
 */
export function changedRouteInternal(routes: unknown, routesChunkNames: unknown, chunkUrl: unknown): string | undefined {
  if (typeof chunkUrl !== 'function') return '__webpack_require__.gca';
  if (!Array.isArray(routes) || !routes.every(isRouteEntry)) return '@generated/routes';
  if (!isRecord(routesChunkNames) || !Object.values(routesChunkNames).every(isChunkTree)) return '@generated/routesChunkNames';
  // Every key, its hash stripped, must be a route's path (the catch-all route has no key).
  const paths = new Set(routePaths(routes));
  const stray = Object.keys(routesChunkNames).find((key) => !paths.has(routePathOfKey(key)));
  if (stray !== undefined) return `A chave "${stray}" de @generated/routesChunkNames`;
  return undefined;
}

/** The route table, checked; undefined (and an error in the console) if Docusaurus changed it. */
export function readRouteTable(
  routes: unknown = generatedRoutes,
  routesChunkNames: unknown = generatedRoutesChunkNames,
  chunkUrl: unknown = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca,
): RouteTable | undefined {
  const changed = changedRouteInternal(routes, routesChunkNames, chunkUrl);
  if (changed) {
    reportChanged(changed);
    return undefined;
  }
  return {
    routes: routes as RouteEntry[],
    routesChunkNames: routesChunkNames as RouteChunkNames,
    chunkUrl: chunkUrl as RouteTable['chunkUrl'],
  };
}

/** Whether `window.docusaurus` still has the `prefetch` and `preload` that `Link` calls. */
export function isPrefetchingGlobal(value: unknown): value is PrefetchingGlobal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PrefetchingGlobal).prefetch === 'function' &&
    typeof (value as PrefetchingGlobal).preload === 'function'
  );
}

/**
 * Hands every value assigned to `window.docusaurus` to `wrap`, if it has the
 * shape checked above; otherwise logs an error and leaves it as it is, so
 * links prefetch as Docusaurus decides. Docusaurus assigns the global once,
 * after the client modules have run (an internal of its client entry), and
 * freezes it; the assignment is intercepted, the object is never changed.
 */
export function interceptDocusaurusGlobal<Global>(target: Window, wrap: (docusaurus: Global & PrefetchingGlobal) => Global): void {
  const checked = (docusaurus: Global): Global => {
    if (isPrefetchingGlobal(docusaurus)) return wrap(docusaurus);
    reportChanged('window.docusaurus');
    return docusaurus;
  };
  // Set already if this module ever runs after Docusaurus' own assignment.
  const assigned = (target as unknown as { docusaurus?: Global }).docusaurus;
  let current: Global | undefined = assigned === undefined ? undefined : checked(assigned);
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (docusaurus: Global) => {
      current = checked(docusaurus);
    },
  });
}
