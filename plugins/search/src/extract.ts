/**
 * Build-time stages of the search index, pure: what a built page holds for
 * search (title, section, article), the HTML handed to Pagefind, and the
 * vocabulary used to correct typos.
 */
import * as cheerio from 'cheerio';
import { apiNameOf } from './data';
import { splitIdentifier, words, type PageEntry } from './portuguese';

export interface ExtractedPage extends PageEntry {
  /** The article's HTML as Pagefind should index it. */
  indexHtml: string;
  /** Title, headings and text, for the vocabulary. */
  titleText: string;
  headingText: string;
  bodyText: string;
}

/**
 * Reads a built documentation page served at `fileUrl`; pages under `apiPath`
 * (base URL included) are API pages. Returns null for pages without an
 * article (redirects, the search page itself).
 */
export function extractPage(html: string, fileUrl: string, apiPath: string): ExtractedPage | null {
  const $ = cheerio.load(html);
  // The route as the site links it (with or without a trailing slash), not as the file lies.
  const canonical = $('link[rel="canonical"]').attr('href');
  const url = canonical ? new URL(canonical, 'http://site.invalid').pathname : fileUrl;
  const article = $('article').first();
  const markdown = article.find('.theme-doc-markdown').first();
  if (markdown.length === 0) return null;
  const title = (markdown.find('h1').first().text() || $('title').text().replace(/\s*\|.*$/, '')).trim();
  if (!title) return null;
  const crumbs = article
    .find('.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, item) => $(item).text().trim())
    .get()
    .filter(Boolean);
  // The last crumb is the page itself.
  const section = crumbs.slice(0, -1).slice(-2).join(' › ');
  const content = markdown.clone();
  // Anchor links (#), copy buttons and diagram sources say nothing a reader searches for.
  content.find('a.hash-link, button, svg, style, script').remove();
  content.find('h1').remove();
  // Docusaurus puts a zero-width space before each heading's anchor link.
  const headingOf = (element: Parameters<typeof $>[0]) => $(element).text().replace(/\u200b/g, '').trim();
  const headingText = content
    .find('h2, h3, h4')
    .map((_, heading) => headingOf(heading))
    .get()
    .join('\n');
  const apiName = apiNameOf(url, apiPath);
  // Sections of the written pages can be hits of their own (a creature, a skill);
  // the API pages' members are reached through `Type.Member` instead, which keeps the data small.
  const headings: [string, string][] = apiName
    ? []
    : content
        .find('h2[id], h3[id]')
        .map((_, heading): [[string, string]] => [[headingOf(heading), $(heading).attr('id') ?? '']])
        .get()
        .filter(([text, anchor]: [string, string]) => text !== '' && anchor !== '');
  const escapedTitle = cheerio.load('<p></p>')('p').text(title).html() ?? '';
  // Pagefind weighs h1 above h2 above h3...: the title leads, the article follows.
  const indexHtml = `<html lang="pt"><head><title>${escapedTitle}</title></head><body><main data-pagefind-body><h1 data-pagefind-weight="10">${escapedTitle}</h1>${content.html() ?? ''}</main></body></html>`;
  return {
    url,
    title,
    section,
    ...(apiName ? { apiName } : {}),
    ...(headings.length > 0 ? { headings } : {}),
    indexHtml,
    titleText: apiName ? `${title} ${splitIdentifier(title).join(' ')}` : title,
    headingText,
    bodyText: content.text(),
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
