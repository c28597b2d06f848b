// Where a doc page's Markdown lives. Pure: shared by the build plugin and the
// "Copiar como Markdown" button, so both always agree on the URL. Where its
// HTML lives is plugins/build-output's.

/**
 * The Markdown twin of a page route: `/docs/a/b` → `/docs/a/b.md`, an index
 * route `/docs/a/` → `/docs/a/index.md`. Query and hash are dropped.
 */
export function markdownPathFor(permalink: string): string {
  const pathOnly = permalink.replace(/[?#].*$/, '');
  if (pathOnly === '' || pathOnly.endsWith('/')) return `${pathOnly || '/'}index.md`;
  return `${pathOnly}.md`;
}

/** The page's absolute URL: the site URL with the route (which already carries the base URL). */
export function absolutePageUrl(siteUrl: string, permalink: string): string {
  return new URL(permalink, siteUrl).href;
}
