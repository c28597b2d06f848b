/**
 * Our data file beside Pagefind's index: written by the index builder, read
 * by the search worker. No HTML parsing here: the worker imports this file.
 */
import type { PageEntry } from './portuguese';

/** A heading as stored: its text alone when its anchor is `headingSlug(text)`, else `[text, anchor]`. */
export type StoredHeading = string | [string, string];

/** What the search worker downloads besides Pagefind's own files. */
export interface SearchData {
  /** Where the API reference's pages are served, base URL included (`/docs/framework/api/`): they are named after the type they document. */
  apiPath: string;
  /** The pages as `[url, title, section, headings?]`; API names are read from the URL. */
  pages: [string, string, string, StoredHeading[]?][];
  /** Pagefind's page id (fragment hash) of each page, in the order of `pages` ("" for none). */
  fragments: string[];
  /** The vocabulary, most frequent first, separated by spaces. */
  vocabulary: string;
}

/**
 * The anchor Docusaurus gives a heading of plain text: lower case, spaces
 * to hyphens, punctuation dropped, accents kept. Only used to leave out the
 * anchors it predicts (four in ten bytes of the headings): the builder checks
 * each one and stores any other anchor as it is.
 */
export function headingSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '').replace(/ /g, '-');
}

/** The type an API page documents, read from its URL (`<apiPath>DiceRolling.Dice.DiceFactory`); undefined for other pages. */
export function apiNameOf(url: string, apiPath: string): string | undefined {
  return url.startsWith(apiPath) && url.length > apiPath.length ? decodeURIComponent(url.slice(apiPath.length)).replace(/\/$/, '') : undefined;
}

export function searchData(pages: readonly PageEntry[], fragmentUrls: ReadonlyMap<string, string>, vocabulary: readonly string[], apiPath: string): SearchData {
  const byUrl = new Map(pages.map((page, index) => [page.url, index]));
  const fragments: string[] = pages.map(() => '');
  for (const [hash, url] of fragmentUrls) {
    const index = byUrl.get(url);
    if (index !== undefined) fragments[index] = hash;
  }
  const stored = (headings: readonly [string, string][]): StoredHeading[] =>
    headings.map(([text, anchor]) => (headingSlug(text) === anchor ? text : [text, anchor]));
  return {
    apiPath,
    pages: pages.map(({ url, title, section, headings }) => (headings ? [url, title, section, stored(headings)] : [url, title, section])),
    fragments,
    vocabulary: vocabulary.join(' '),
  };
}

/** The pages of the data file as the ranking reads them. */
export function readPages(data: SearchData): PageEntry[] {
  return data.pages.map(([url, title, section, headings]) => {
    const apiName = apiNameOf(url, data.apiPath);
    return {
      url,
      title,
      section,
      ...(apiName ? { apiName } : {}),
      ...(headings ? { headings: headings.map((heading): [string, string] => (typeof heading === 'string' ? [heading, headingSlug(heading)] : heading)) } : {}),
    };
  });
}

/** Pagefind's page id → index in `pages`. */
export function pageByFragment(data: SearchData): Map<string, number> {
  const byFragment = new Map<string, number>();
  data.fragments.forEach((hash, index) => {
    if (hash) byFragment.set(hash, index);
  });
  return byFragment;
}
