/**
 * Routes ↔ files of a static Docusaurus build, written once for the plugins
 * that read the build after it (search, Markdown export) and the site tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The route as a path inside the build folder (no base URL, no leading slash). */
export function routeRelativeToBase(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!permalink.startsWith(base)) throw new Error(`A rota ${permalink} não começa com o baseUrl ${base}`);
  return permalink.slice(base.length);
}

/**
 * The HTML files a static build may hold a route in (relative to the build,
 * no leading slash), in the order Docusaurus writes them: `a/b/index.html` by
 * default, `a/b.html` with trailingSlash: false.
 */
export function htmlFileCandidates(relativeRoute: string): string[] {
  if (relativeRoute === '' || relativeRoute.endsWith('/')) return [`${relativeRoute}index.html`];
  return [`${relativeRoute}/index.html`, `${relativeRoute}.html`];
}

/**
 * The file of the build a URL path (base URL included) names, decoded as a
 * static host reads it; refuses anything that would land outside the build.
 */
export function fileInBuild(buildDir: string, urlPath: string, baseUrl: string): string {
  let relative = routeRelativeToBase(urlPath, baseUrl);
  try {
    relative = decodeURIComponent(relative);
  } catch {
    // Kept encoded: the static host serves the name as written.
  }
  const file = path.resolve(buildDir, relative);
  if (!file.startsWith(path.resolve(buildDir) + path.sep)) throw new Error(`A rota ${urlPath} sairia da pasta do build`);
  return file;
}

/** The built HTML file of a route (base URL included), undefined when the build has none. */
export function findBuiltPage(buildDir: string, route: string, baseUrl = '/'): string | undefined {
  return htmlFileCandidates(routeRelativeToBase(route, baseUrl))
    .map((candidate) => fileInBuild(buildDir, baseUrl + candidate, baseUrl))
    .find((file) => existsSync(file));
}

/** The route a built HTML file (relative to the build, `/` separators) is served at, without the base URL: `docs/a/index.html` → `/docs/a/`. */
export function routeOfHtmlFile(relativeFile: string): string {
  return `/${relativeFile.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** Every HTML file of the build (or of one of its folders), by the route it is served at (without the base URL), in file order. */
export function listBuiltPages(buildDir: string, under = ''): Map<string, string> {
  const dir = path.join(buildDir, under);
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return new Map(files.map((file) => [routeOfHtmlFile(path.relative(buildDir, file).split(path.sep).join('/')), file]));
}

/**
 * The HTML file a URL path (without the base URL) is served from, the way a
 * static host with clean URLs resolves it: `/a`, `/a/`, `/a/index`,
 * `/a/index.html` and `/a.html` all find the page of route `/a` or `/a/`.
 */
export function resolveBuiltPage(pages: ReadonlyMap<string, string>, urlPath: string): string | undefined {
  const trimmed = urlPath.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  return pages.get(trimmed) ?? pages.get(trimmed.endsWith('/') ? trimmed.slice(0, -1) : `${trimmed}/`);
}
