/**
 * Build-time stages of the search index, pure: what a built page holds for
 * search (title, section, headings, text) and the vocabulary used to
 * correct typos.
 */
import type { Element } from 'hast';
import { all, attribute, readBuiltPage, textOf, without } from '../../build-output/src/index';
import { apiNameOf } from '../client/data';
import { splitIdentifier, words, type PageEntry } from '../client/portuguese';

export interface ExtractedPage extends PageEntry {
  /** Title, headings and text, for the vocabulary. */
  titleText: string;
  headingText: string;
  bodyText: string;
}

/** Anchor links (#), copy buttons, diagram sources and marks drawn for the eye only (aria-hidden) say nothing a reader searches for; the title is indexed on its own. */
const LEFT_OUT = 'a.hash-link, button, svg, style, script, h1, [aria-hidden="true"]';

/** Docusaurus puts a zero-width space before each heading's anchor link. */
const headingOf = (heading: Element): string =>
  textOf(heading)
    .replace(/\u200b/g, '')
    .trim();

/**
 * Reads a built documentation page served at `fileUrl`; pages under `apiPath`
 * (base URL included) are API pages. Returns null for pages without an
 * article (redirects, the search page itself).
 */
export function extractPage(html: string, fileUrl: string, apiPath: string): ExtractedPage | null {
  const built = readBuiltPage(html);
  // The route as the site links it (with or without a trailing slash), not as the file lies.
  const url = built.canonicalPath ?? fileUrl;
  if (!built.article || !built.content) return null;
  const heading = all('h1', built.content)[0];
  const title = ((heading && textOf(heading)) || built.title.replace(/\s*\|.*$/, '')).trim();
  if (!title) return null;
  const crumbs = all('.theme-doc-breadcrumbs .breadcrumbs__item', built.article)
    .map((item) => textOf(item).trim())
    .filter(Boolean);
  // The last crumb is the page itself.
  const section = crumbs.slice(0, -1).slice(-2).join(' › ');
  const content = without(built.content, LEFT_OUT);
  const headingText = all('h2, h3, h4', content).map(headingOf).join('\n');
  const apiName = apiNameOf(url, apiPath);
  // Sections of the written pages can be hits of their own (a creature, a skill);
  // the API pages' members are reached through `Type.Member` instead, which keeps the data small.
  const headings: [string, string][] = apiName
    ? []
    : all('h2[id], h3[id]', content)
        .map((element): [string, string] => [headingOf(element), attribute(element, 'id') ?? ''])
        .filter(([text, anchor]) => text !== '' && anchor !== '');
  return {
    url,
    title,
    section,
    ...(apiName ? { apiName } : {}),
    ...(headings.length > 0 ? { headings } : {}),
    titleText: apiName ? `${title} ${splitIdentifier(title).join(' ')}` : title,
    headingText,
    bodyText: textOf(content),
  };
}

/** Longest word kept in the vocabulary: longer tokens are hashes or code. */
const VOCABULARY_MAX_WORD = 30;

/**
 * The site's words, most frequent first: every word of titles and headings,
 * and the body words that occur at least `minBodyCount` times, at most
 * `maxWords` of them. Typos are corrected towards these words only.
 */
export function buildVocabulary(pages: readonly ExtractedPage[], { minBodyCount = 2, maxWords = 6000 } = {}): string[] {
  const counts = new Map<string, number>();
  const prominent = new Set<string>();
  const add = (text: string, weight: number, isProminent: boolean) => {
    for (const word of words(text)) {
      if (word.length < 3 || word.length > VOCABULARY_MAX_WORD || /^\d+$/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + weight);
      if (isProminent) prominent.add(word);
    }
  };
  for (const page of pages) {
    add(page.titleText, 5, true);
    add(page.headingText, 3, true);
    add(page.bodyText, 1, false);
  }
  return [...counts.entries()]
    .filter(([word, count]) => prominent.has(word) || count >= minBodyCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxWords)
    .map(([word]) => word);
}
