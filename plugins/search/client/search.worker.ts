/// <reference lib="webworker" />
/**
 * The search worker: loads the index's manifest, then only the shards each
 * query needs (engine.ts), off the page's thread. The page only sends text
 * and renders hits.
 */
import { SearchEngine, type IndexReader } from './engine';
import { serveRequests } from '../../worker-rpc';
import { manifestUrl, type SearchAnswer, type SearchRequest } from './protocol';
import { FORMAT_MISMATCH, INDEX_FORMAT, type SearchManifest } from './indexFormat';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: Promise<SearchEngine> | undefined;

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

function loadEngine(indexUrl: string, entryTag: string): Promise<SearchEngine> {
  engine ??= (async () => {
    // The page has already asked for the manifest (preloadUrls): it comes from the cache.
    const manifest = (await (await fetchOk(manifestUrl(indexUrl, entryTag))).json()) as SearchManifest;
    if (manifest.format !== INDEX_FORMAT) throw new Error(`${FORMAT_MISMATCH}${manifest.format}, expected ${INDEX_FORMAT}`);
    const reader: IndexReader = {
      json: async <T>(file: string) => (await (await fetchOk(`${indexUrl}${file}`)).json()) as T,
      text: async (file: string) => (await fetchOk(`${indexUrl}${file}`)).text(),
    };
    return new SearchEngine(manifest, reader);
  })();
  // A failed load (offline) is retried on the next query.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** The newest request of each asker (the box, the search page): an older one still waiting is answered empty. */
const newest = new Map<string, number>();
const askerOf = (request: SearchRequest) => `${request.limit}|${request.pathPrefix ?? ''}|${request.excerpts ? 1 : 0}`;

const nothing: SearchAnswer = { hits: [], total: 0, terms: [] };

async function search(request: SearchRequest): Promise<SearchAnswer> {
  const loaded = await loadEngine(request.indexUrl, request.entryTag);
  // Typing outruns the network: the words typed on the way fetch nothing once a longer text is waiting.
  if (newest.get(askerOf(request)) !== request.sequence) return nothing;
  return loaded.search(request);
}

serveRequests<SearchRequest, never, SearchAnswer>(scope, (request) => {
  if (!request.text) return loadEngine(request.indexUrl, request.entryTag).then(() => nothing);
  newest.set(askerOf(request), request.sequence);
  return search(request);
});
