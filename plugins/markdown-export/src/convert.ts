// The HTML stages in order: a built doc page → its Markdown body.
import type { Root as MdastRoot } from 'mdast';
import { admonitionsToQuotes } from './admonitions';
import { readBuiltPage } from '../../build-output/src/index';
import { removeChrome } from './chrome';
import { normalizeCodeBlocks } from './code-blocks';
import { diagramsToCode } from './diagrams';
import { absolutizeLinks } from './links';
import { captionsAboveTables, inlineTableCells } from './tables';
import { articleToMdast } from './to-markdown';

/** Undefined when the HTML holds no doc content. */
export function docHtmlToMdast(html: string, pageUrl: string): MdastRoot | undefined {
  const article = readBuiltPage(html).content;
  if (!article) return undefined;
  // Diagrams first: their source sits in <details>/<noscript>, which the chrome stage drops.
  diagramsToCode(article);
  // Before code blocks become fences: one inside a table cell turns into inline code.
  inlineTableCells(article);
  normalizeCodeBlocks(article);
  admonitionsToQuotes(article);
  captionsAboveTables(article);
  removeChrome(article);
  absolutizeLinks(article, pageUrl);
  return articleToMdast(article);
}
