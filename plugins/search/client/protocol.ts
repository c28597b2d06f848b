/** Messages between the page and the search worker, and the URLs the plugin gives the page. */

/** What the theme components read with `usePluginData('search')`: URLs with the base URL, from the plugin's options. */
export interface SearchGlobalData {
  /** Where the index lives: `<baseUrl>pagefind/`. */
  indexUrl: string;
  /** The search page: `<baseUrl>search`. */
  searchPageUrl: string;
}

export interface SearchRequest {
  id: number;
  /** Where the index lives: `<baseUrl>pagefind/`. */
  indexUrl: string;
  /** The cache tag of Pagefind's entry file, fetched fresh once per page view (see `preloadUrls`). */
  entryTag: string;
  /** Empty to only load the index (the reader has reached for search). */
  text: string;
  limit: number;
  /** Only pages whose path starts with this (the `/search` page's `ctx`). */
  pathPrefix?: string;
  /** Load an excerpt of each hit (the `/search` page). */
  excerpts?: boolean;
}

/** A piece of an excerpt; `marked` pieces match the query. */
export interface ExcerptPiece {
  text: string;
  marked: boolean;
}

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  /** The section of the page that answers the query: its heading and anchor. */
  heading?: [string, string];
  excerpt?: ExcerptPiece[];
}

export type SearchResponse =
  | { id: number; ok: true; hits: SearchHit[]; total: number; terms: string[] }
  | { id: number; ok: false; error: string };

/** Pagefind's WebAssembly engine for the site's one language. */
export const WASM_FILE = 'wasm.pt.pagefind';

/**
 * What the first search needs before it knows any file name with a hash:
 * fetched by the page while the worker's own script downloads, so that the
 * worker finds them in the HTTP cache.
 */
export function preloadUrls(indexUrl: string, entryTag: string): string[] {
  return [`${indexUrl}pagefind.js`, `${indexUrl}pagefind-entry.json?ts=${entryTag}`, `${indexUrl}${WASM_FILE}`];
}

/** Our data file is named after the index's metadata hash: a new index never meets an old data file. */
export function dataFileName(metaHash: string): string {
  return `search-data.${metaHash}.json`;
}
