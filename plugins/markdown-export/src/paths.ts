// Where a doc page's Markdown lives. Pure: shared by the build plugin and the
// "Copiar como Markdown" button, so both always agree on the URL.

/**
 * The Markdown twin of a page route: `/docs/a/b` → `/docs/a/b.md`, an index
 * route `/docs/a/` → `/docs/a/index.md`. Query and hash are dropped.
 */
export function markdownPathFor(permalink: string): string {
  const pathOnly = permalink.replace(/[?#].*$/, '');
  if (pathOnly === '' || pathOnly.endsWith('/')) return `${pathOnly || '/'}index.md`;
  return `${pathOnly}.md`;
}

/** The route as a path inside the build folder (no base URL, no leading slash). */
export function routeRelativeToBase(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!permalink.startsWith(base)) throw new Error(`A rota ${permalink} não começa com o baseUrl ${base}`);
  return permalink.slice(base.length);
}

/**
 * The HTML files a static build may hold a route in, in the order Docusaurus
 * writes them (`a/b/index.html` by default, `a/b.html` with trailingSlash: false).
 */
export function htmlFileCandidates(relativeRoute: string): string[] {
  if (relativeRoute === '' || relativeRoute.endsWith('/')) return [`${relativeRoute}index.html`];
  return [`${relativeRoute}/index.html`, `${relativeRoute}.html`];
}

/** The page's absolute URL: the site URL with the route (which already carries the base URL). */
export function absolutePageUrl(siteUrl: string, permalink: string): string {
  return new URL(permalink, siteUrl).href;
}
