/**
 * Reading a built page with hast, the one HTML library of the project (the
 * Markdown export needs hast anyway, for hast-util-to-mdast): its title, its
 * canonical route and its article. Also the few queries the site tests make.
 */
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { find, html as htmlSchema } from 'property-information';

export interface BuiltPage {
  /** The text of `<title>`. */
  title: string;
  /** The path of the canonical link (base URL included), when the page has one. */
  canonicalPath?: string;
  /** The first `<article>`: breadcrumbs, doc content, pagination. */
  article?: Element;
  /** The doc's own content as Docusaurus renders it (`article .theme-doc-markdown`): title header and body, no sidebar, breadcrumbs or table of contents. */
  content?: Element;
}

/** The end of `</head>`, or -1. Markup inside text is escaped, so a literal `</head>` is always the tag. */
function headEnd(html: string): number {
  const end = html.indexOf('</head>');
  return end < 0 ? -1 : end + '</head>'.length;
}

/**
 * Parses the page's <article> only when the page has exactly one: pages are
 * mostly sidebar, navigation and scripts, and this runs on every doc page.
 */
function parseArticle(html: string): Root {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>');
  const single = start >= 0 && end > start && html.indexOf('<article', start + 1) < 0;
  return single ? fromHtml(html.slice(start, end + '</article>'.length), { fragment: true }) : fromHtml(html);
}

/** The page's `<head>` as a hast tree (the whole page when it has no `</head>`): a built page is mostly body. */
export function parseHead(html: string): Root {
  const end = headEnd(html);
  return fromHtml(end < 0 ? html : html.slice(0, end));
}

/** A built page's title, canonical route and article; only the head and the article are parsed. */
export function readBuiltPage(html: string): BuiltPage {
  const head = parseHead(html);
  const body = parseArticle(html);
  const canonical = select('link[rel="canonical"]', head)?.properties.href;
  const article = select('article', body) ?? undefined;
  const content = (article && select('.theme-doc-markdown', article)) ?? undefined;
  const titleElement = select('title', head);
  return {
    title: titleElement ? toString(titleElement) : '',
    ...(typeof canonical === 'string' ? { canonicalPath: new URL(canonical, 'http://site.invalid').pathname } : {}),
    ...(article ? { article } : {}),
    ...(content ? { content } : {}),
  };
}

/** A whole HTML document as a hast tree. */
export const parseHtml = (html: string): Root => fromHtml(html);

/** The elements matching a CSS selector, in document order. */
export const all = (selector: string, tree: Nodes): Element[] => selectAll(selector, tree);

/** The first element matching a CSS selector. */
export const first = (selector: string, tree: Nodes): Element | undefined => select(selector, tree) ?? undefined;

/**
 * A copy of `node` without the elements matching a CSS selector (the original
 * is left as it is). Only the elements and roots are copied; text nodes and
 * properties are shared, as nothing here changes them.
 */
export function without<T extends Element | Root>(node: T, selector: string): T {
  const dropped = new Set<Nodes>(selectAll(selector, node));
  const copy = <N extends Nodes>(current: N): N =>
    'children' in current ? { ...current, children: current.children.filter((child) => !dropped.has(child)).map((child) => copy(child)) } : current;
  return copy(node);
}

/** An element's text, as the DOM's `textContent` gives it. */
export const textOf = (node: Nodes): string => toString(node);

/**
 * An attribute's value as written in the HTML (`class`, `rel` and the like
 * joined with spaces), undefined when absent. hast stores properties under
 * their DOM names (`className`, `htmlFor`, `ariaLabel`).
 */
export function attribute(element: Element, name: string): string | undefined {
  const info = find(htmlSchema, name);
  const value = element.properties[info.property];
  if (value === undefined || value === null || value === false) return undefined;
  if (Array.isArray(value)) return value.join(info.commaSeparated ? ', ' : ' ');
  return value === true ? '' : String(value);
}
