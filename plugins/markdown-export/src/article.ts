// Stage 1: the built page → the element that holds the doc's own content.
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';

/**
 * The doc's content as Docusaurus renders it (`.theme-doc-markdown`): the
 * title header and the body, without sidebar, breadcrumbs, table of contents,
 * pagination or footer. Undefined when the page has none (not a doc page).
 */
export function selectArticle(html: string): Element | undefined {
  const tree = fromHtml(html);
  return select('article .theme-doc-markdown', tree) ?? select('.theme-doc-markdown', tree) ?? undefined;
}
