/** Messages between the page and the search worker. */

export interface SearchRequest {
  id: number;
  /** Where the index lives: `<baseUrl>pagefind/`. */
  indexUrl: string;
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
