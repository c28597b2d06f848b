/**
 * Our data file beside Pagefind's index: written by the index builder, read
 * by the search worker. No HTML parsing here: the worker imports this file.
 */
import type { PageEntry } from './portuguese';

/** The API reference's base path: its pages are named after the type they document. */
export const API_BASE_PATH = '/docs/framework/api/';

/** What the search worker downloads besides Pagefind's own files. */
export interface SearchData {
  /** The pages as `[url, title, section, headings?]`; API names are read from the URL. */
  pages: [string, string, string, [string, string][]?][];
  /** Pagefind's page id (fragment hash) → index in `pages`. */
  fragments: Record<string, number>;
  /** The vocabulary, most frequent first, separated by spaces. */
  vocabulary: string;
}

export function searchData(pages: readonly PageEntry[], fragmentUrls: ReadonlyMap<string, string>, vocabulary: readonly string[]): SearchData {
  const byUrl = new Map(pages.map((page, index) => [page.url, index]));
  const fragments: Record<string, number> = {};
  for (const [hash, url] of fragmentUrls) {
    const index = byUrl.get(url);
    if (index !== undefined) fragments[hash] = index;
  }
  return {
    pages: pages.map(({ url, title, section, headings }) => (headings ? [url, title, section, headings] : [url, title, section])),
    fragments,
    vocabulary: vocabulary.join(' '),
  };
}

/** The pages of the data file as the ranking reads them. */
export function readPages(data: SearchData, apiBasePath: string): PageEntry[] {
  return data.pages.map(([url, title, section, headings]) => ({
    url,
    title,
    section,
    ...(url.startsWith(apiBasePath) ? { apiName: decodeURIComponent(url.slice(apiBasePath.length)).replace(/\/$/, '') } : {}),
    ...(headings ? { headings } : {}),
  }));
}
