import { MANIFEST_FILE } from './indexFormat';

/** Messages between the page and the search worker, and the URLs the plugin gives the page. */

/** What the theme components read with `usePluginData('search')`: URLs with the base URL, from the plugin's options. */
export interface SearchGlobalData {
  /** Where the index lives: `<baseUrl>search-index/`. */
  indexUrl: string;
  /** The search page: `<baseUrl>search`. */
  searchPageUrl: string;
  /**
   * Only under `npm start`, which builds no index: the dev server serves the
   * last build's index, which may be out of date, or nothing when there is no build.
   */
  dev?: true;
}

export interface SearchRequest {
  /** Counts up with each query of the page: the worker answers an older query still waiting with nothing. */
  sequence: number;
  /** Where the index lives: `<baseUrl>search-index/`. */
  indexUrl: string;
  /** The cache tag of the index's manifest, fetched fresh once per page view (see `preloadUrls`). */
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

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  terms: string[];
}

/**
 * What the first search needs before it knows any file name with a hash: the
 * manifest, fetched by the page while the worker's own script downloads, so
 * that the worker finds it in the HTTP cache.
 */
export function preloadUrls(indexUrl: string, entryTag: string): string[] {
  return [manifestUrl(indexUrl, entryTag)];
}

/** The manifest, with a tag per page view: a new build is seen on the next page, its hashed files never mixed with an old manifest. */
export function manifestUrl(indexUrl: string, entryTag: string): string {
  return `${indexUrl}${MANIFEST_FILE}?ts=${entryTag}`;
}
