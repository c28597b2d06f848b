/**
 * The page's side of the search worker. The worker is created the first time
 * the reader reaches for search (focus, hover, Ctrl+K), never before.
 */
import { useEffect, useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { capQuery } from './portuguese';
import { callWorker } from '../../worker-rpc';
import { preloadUrls, type SearchAnswer, type SearchGlobalData, type SearchHit, type SearchRequest } from './protocol';

let worker: Worker | undefined;
/** The manifest is fetched with a cache tag; one per page view keeps it fresh and lets the preload serve it. */
const entryTag = String(Date.now());
let sequence = 0;

function searchWorker(indexUrl: string): Worker {
  if (!worker) {
    // Each round trip counts on a slow connection: these download alongside the worker's script.
    for (const url of preloadUrls(indexUrl, entryTag)) void fetch(url).catch(() => undefined);
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'search' });
  }
  return worker;
}

/** The worker's answer, or the reason it has none (offline, no index, a worker that cannot start). */
export type SearchResponse = ({ ok: true } & SearchAnswer) | { ok: false; error: string };

export function askWorker(request: Omit<SearchRequest, 'sequence' | 'entryTag'>): Promise<SearchResponse> {
  sequence += 1;
  const call = callWorker<SearchRequest, never, SearchAnswer>(searchWorker(request.indexUrl), { ...request, sequence, entryTag });
  return call.result.then(
    (answer): SearchResponse => ({ ok: true, ...answer }),
    (error: unknown): SearchResponse => ({ ok: false, error: String(error) }),
  );
}

/** Starts the worker and its downloads; the reader is about to search. */
export function warmUpSearch({ indexUrl }: SearchGlobalData): void {
  void askWorker({ indexUrl, text: '', limit: 0 });
}

/** `no-index`: under `npm start`, no build to take the index from. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error' | 'no-index';

export interface SearchState {
  status: SearchStatus;
  /** The query these hits answer. */
  text: string;
  hits: SearchHit[];
  total: number;
  /** The words searched (folded, typos corrected): marked in titles and on the target page. */
  terms: string[];
}

const IDLE: SearchState = { status: 'idle', text: '', hits: [], total: 0, terms: [] };

export interface SearchOptions {
  enabled: boolean;
  limit: number;
  pathPrefix?: string;
  excerpts?: boolean;
  /** Ask nothing: the answer is known to be empty (a docs version without an index). */
  empty?: boolean;
}

/** The index's and the search page's URLs, as the plugin set them. */
export function useSearchUrls(): SearchGlobalData {
  return usePluginData('search') as SearchGlobalData;
}

/** Searches `text` in the worker whenever it changes; older answers are dropped. */
export function useSearch(text: string, { enabled, limit, pathPrefix, excerpts = false, empty = false }: SearchOptions): SearchState {
  const { indexUrl, dev } = useSearchUrls();
  const [state, setState] = useState<SearchState>(IDLE);
  const query = capQuery(text);
  useEffect(() => {
    if (!enabled || !query) {
      setState(IDLE);
      return undefined;
    }
    if (empty) {
      setState({ ...IDLE, status: 'ready', text: query });
      return undefined;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    void askWorker({ indexUrl, text: query, limit, pathPrefix, excerpts }).then((response) => {
      if (!current) return;
      setState(
        response.ok
          ? { status: 'ready', text: query, hits: response.hits, total: response.total, terms: response.terms }
          : // Under `npm start` the index can only be missing: the dev server answered its page instead.
            { ...IDLE, status: dev ? 'no-index' : 'error', text: query },
      );
    });
    return () => {
      current = false;
    };
  }, [enabled, query, indexUrl, dev, limit, pathPrefix, excerpts, empty]);
  return state;
}

/** A hit's address, with the searched words for the target page to mark. */
export function hitHref(hit: SearchHit, terms: readonly string[]): string {
  const params = new URLSearchParams();
  for (const term of terms) params.append('_highlight', term);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return `${hit.url}${query}${hit.heading ? `#${hit.heading[1]}` : ''}`;
}
