// Stage 1: the built page → the element that holds the doc's own content.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';

/**
 * The doc's content as Docusaurus renders it (`.theme-doc-markdown`): the
 * title header and the body, without sidebar, breadcrumbs, table of contents,
 * pagination or footer. Undefined when the page has none (not a doc page).
 */
export function selectArticle(html: string): Element | undefined {
  return select('article .theme-doc-markdown', parseArticle(html)) ?? undefined;
}

/**
 * Parses the page's <article> only when the page has exactly one: pages are
 * mostly sidebar, navigation and scripts, and this runs on every doc page.
 * Markup inside text is escaped, so a literal `<article` is always a tag.
 */
function parseArticle(html: string): Root {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>');
  const single = start >= 0 && end > start && html.indexOf('<article', start + 1) < 0;
  return single ? fromHtml(html.slice(start, end + '</article>'.length), { fragment: true }) : fromHtml(html);
}
