/**
 * Pure stages: which chunk files each page's route needs, and the page's HTML
 * with them added. No file system here.
 */
import type { RouteChunkNames } from '@docusaurus/types';
import * as z from 'zod';
import { chunkNamesOf, routePathOfKey } from '../../../src/components/IdlePrefetch/routeChunks';

/**
 * The part of the bundler's client manifest read here (written by
 * react-loadable-ssr-addon for Docusaurus' server render): chunk name → the
 * ids of the chunks it needs, chunk id → its files. An internal of
 * Docusaurus: checked, so a new shape stops the build.
 */
export const clientManifestSchema = z.object({
  entrypoints: z.array(z.string()),
  origins: z.record(z.string(), z.array(z.string())),
  assets: z.record(z.string(), z.object({ js: z.array(z.object({ file: z.string() })).optional() }).loose()),
});
export type ClientManifest = z.infer<typeof clientManifestSchema>;

const chunkNamesSchema: z.ZodType<RouteChunkNames[string]> = z.lazy(() => z.record(z.string(), z.union([z.string(), chunkNamesSchema, z.array(chunkNamesSchema)])));
/** `.docusaurus/routesChunkNames.json`: route path plus "-" and a hash → the chunk names of its modules. */
export const routesChunkNamesSchema = z.record(z.string(), chunkNamesSchema);

/** What a route of the build reads here (Docusaurus' plugin route config). */
export interface BuiltRoute {
  path: string;
  routes?: readonly BuiltRoute[];
}

/** The routes in the order Docusaurus writes them: each route, then its children. */
function preOrder(routes: readonly BuiltRoute[]): BuiltRoute[] {
  return routes.flatMap((route) => [route, ...preOrder(route.routes ?? [])]);
}

/**
 * Each route's own chunk names. The generated table is keyed by path and a
 * hash of the route, written as Docusaurus walks the routes (a route, then
 * its children); several routes can share a path (the docs layouts), so the
 * table is read in that same order, and every key is checked against the
 * route it is paired with: a change in the order or in the keys stops the build.
 */
export function chunkNamesByRouteObject(routes: readonly BuiltRoute[], routesChunkNames: RouteChunkNames): Map<BuiltRoute, string[]> {
  const ordered = preOrder(routes);
  const entries = Object.entries(routesChunkNames);
  if (entries.length !== ordered.length) {
    throw new Error(`[route-chunk-scripts] ${entries.length} rotas na tabela de chunks do Docusaurus e ${ordered.length} no build: o formato interno mudou.`);
  }
  return new Map(
    ordered.map((route, index) => {
      const [key, tree] = entries[index] ?? ['', {}];
      if (routePathOfKey(key) !== route.path) {
        throw new Error(`[route-chunk-scripts] a tabela de chunks do Docusaurus tem ${key} onde o build tem a rota ${route.path}: o formato interno mudou.`);
      }
      return [route, chunkNamesOf(tree)];
    }),
  );
}

/**
 * Each page's route with the layouts around it, outermost first: the routes
 * Docusaurus loads before it renders the page.
 */
export function pageRouteChains(routes: readonly BuiltRoute[], parents: readonly BuiltRoute[] = []): Map<string, BuiltRoute[]> {
  const chains = new Map<string, BuiltRoute[]>();
  for (const route of routes) {
    const chain = [...parents, route];
    if (route.routes?.length) for (const [page, pageChain] of pageRouteChains(route.routes, chain)) chains.set(page, pageChain);
    else chains.set(route.path, chain);
  }
  return chains;
}

/** The files of the entry (main.js and the runtime), which every page already lists. */
function entryFilesOf(manifest: ClientManifest): Set<string> {
  return new Set(manifest.entrypoints.flatMap((entry) => (manifest.origins[entry] ?? []).flatMap((id) => manifest.assets[id]?.js?.map((asset) => asset.file) ?? [])));
}

/**
 * The JavaScript files a page needs before it can hydrate, in load order,
 * without the entry's own files. A chunk name the manifest lacks was merged
 * into the entry by the bundler (the site config, for one), as Docusaurus'
 * own prefetch also allows.
 */
function pageChunkFiles(chunkNames: readonly string[], manifest: ClientManifest, entryFiles: ReadonlySet<string>): string[] {
  const files = new Set<string>();
  for (const chunkName of chunkNames) {
    for (const id of manifest.origins[chunkName] ?? []) {
      for (const { file } of manifest.assets[id]?.js ?? []) {
        if (!entryFiles.has(file)) files.add(file);
      }
    }
  }
  return [...files];
}

/** Every page's chunk files, keyed by route path. */
export function chunkFilesByPage(routes: readonly BuiltRoute[], routesChunkNames: RouteChunkNames, manifest: ClientManifest): Map<string, string[]> {
  const namesOf = chunkNamesByRouteObject(routes, routesChunkNames);
  const entryFiles = entryFilesOf(manifest);
  return new Map([...pageRouteChains(routes)].map(([page, chain]) => [page, pageChunkFiles(chain.flatMap((route) => namesOf.get(route) ?? []), manifest, entryFiles)]));
}

/** Marks the scripts the page's loader adds, so tests and readers of the HTML can tell them from the bundler's. */
export const loaderMark = 'data-route-chunk';

/**
 * The loader a page carries for its route's chunks: once the first frame is
 * painted it adds them (in order, not blocking), unless the bundler has
 * already asked for one. Started after the first paint, they do not compete
 * with the stylesheet for the first render on a slow connection; started
 * without waiting for main.js, they arrive with it rather than a round trip
 * after it, and the bundler's runtime, finding them in the document, adds
 * none of its own. JSON-encoded with `<` escaped, so no file name can end
 * the script element.
 */
export function chunkLoaderScript(urls: readonly string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    '<script>requestAnimationFrame(function(){setTimeout(function(){' +
    `${list}.forEach(function(u){` +
    'if(document.querySelector(\'script[src="\'+u+\'"]\')||performance.getEntriesByName(new URL(u,location.href).href).length)return;' +
    `var s=document.createElement("script");s.src=u;s.async=false;s.setAttribute("${loaderMark}","");document.head.appendChild(s)` +
    '})})})</script>'
  );
}

/**
 * The page with its chunk loader at the end of the head. Files the page
 * already loads are left out. Returns null when the page has no Docusaurus
 * script (not a page this build rendered).
 */
export function withChunkScripts(html: string, files: readonly string[], baseUrl: string): string | null {
  const docusaurusScripts = [...html.matchAll(/<script src=([^ >]+) defer><\/script>/g)];
  const headEnd = html.indexOf('</head>');
  if (docusaurusScripts.length === 0 || headEnd < 0) return null;
  const present = new Set(docusaurusScripts.map((match) => match[1]?.replace(/^"|"$/g, '')));
  const urls = files.map((file) => `${baseUrl}${file}`).filter((src) => !present.has(src));
  if (urls.length === 0) return html;
  return `${html.slice(0, headEnd)}${chunkLoaderScript(urls)}${html.slice(headEnd)}`;
}
