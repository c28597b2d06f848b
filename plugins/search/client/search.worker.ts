/// <reference lib="webworker" />
/**
 * The search worker: loads Pagefind (its engine runs here, off the page's
 * thread) and our data, corrects typos, queries and ranks. The page only
 * sends text and renders hits.
 */
import { correctQuery, matchesTerm, parseQuery, rankPages, Vocabulary, words, type PageEntry, type ParsedQuery } from '../src/portuguese';
import { pageByFragment, readPages, type SearchData } from '../src/data';
import { excerptPieces } from './excerpt';
import { dataFileName, type SearchHit, type SearchRequest, type SearchResponse } from './protocol';

/** The part of Pagefind's browser API used here. */
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<{ excerpt: string; content: string }>;
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

interface Engine {
  pagefind: Pagefind;
  /** Pagefind's page id → index in `pages`. */
  pageOf: Map<string, number>;
  pages: PageEntry[];
  vocabulary: Vocabulary;
}

/** Full-text hits considered for ranking: the rest are too weak to reach the suggestions. */
const ENGINE_CANDIDATES = 40;
/** Full-text hits whose text is checked for a word the vocabulary does not know. */
const ENGINE_CHECKED = 8;

const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: Promise<Engine> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

interface PagefindEntry {
  languages: Record<string, { hash: string }>;
}

function loadEngine(indexUrl: string, entryTag: string): Promise<Engine> {
  engine ??= (async () => {
    // The page has already asked for Pagefind's script, entry and wasm (preloadUrls): these come from the cache.
    const entry = fetchJson<PagefindEntry>(`${indexUrl}pagefind-entry.json?ts=${entryTag}`);
    const data = entry.then(({ languages }) => {
      const [language] = Object.values(languages);
      if (!language) throw new Error('pagefind-entry.json: no index');
      return fetchJson<SearchData>(`${indexUrl}${dataFileName(language.hash)}`);
    });
    const pagefind = (await import(/* webpackIgnore: true */ `${indexUrl}pagefind.js`)) as Pagefind;
    await pagefind.options({ basePath: indexUrl, excerptLength: 24, metaCacheTag: entryTag });
    const [loadedData] = await Promise.all([data, pagefind.init()]);
    return {
      pagefind,
      pageOf: pageByFragment(loadedData),
      pages: readPages(loadedData),
      vocabulary: new Vocabulary(loadedData.vocabulary.split(' ')),
    };
  })();
  // A failed load (offline, no index under `npm start`) is retried on the next query.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** Full-text scores by page: the whole query first; when it finds too little, each word on its own, weaker. */
async function engineScores({ pagefind, pageOf }: Engine, query: ParsedQuery, limit: number): Promise<{ scores: Map<number, number>; results: Map<number, PagefindResult> }> {
  const scores = new Map<number, number>();
  const results = new Map<number, PagefindResult>();
  const collect = (found: PagefindResult[], weight: number) => {
    for (const result of found.slice(0, ENGINE_CANDIDATES)) {
      const page = pageOf.get(result.id);
      if (page === undefined) continue;
      scores.set(page, (scores.get(page) ?? 0) + result.score * weight);
      if (!results.has(page)) results.set(page, result);
    }
  };
  collect((await pagefind.search(query.terms.join(' ')))?.results ?? [], 1);
  if (results.size < limit && query.keyTerms.length > 1) {
    const each = await Promise.all(query.keyTerms.map((term) => pagefind.search(term)));
    for (const found of each) collect(found?.results ?? [], 0.5 / query.keyTerms.length);
  }
  return { scores, results };
}

/**
 * Pagefind answers a word it does not know with pages holding something
 * shorter (`xyzzy` finds `X`). A word the vocabulary does not know (a rare
 * word, or none at all) keeps only the pages whose text really has it.
 */
async function dropUnfounded(engine: Engine, query: ParsedQuery, found: Awaited<ReturnType<typeof engineScores>>): Promise<void> {
  const unknown = query.keyTerms.filter((term) => term.length >= 3 && !engine.vocabulary.has(term) && !engine.vocabulary.hasPrefix(term));
  if (unknown.length === 0) return;
  const checks = [...found.results].slice(0, ENGINE_CHECKED).map(async ([page, result]) => {
    const { content } = await result.data();
    const pageWords = new Set(words(content));
    const holds = unknown.every((term) => [...pageWords].some((word) => matchesTerm(word, term)));
    if (!holds) {
      found.scores.delete(page);
      found.results.delete(page);
    }
  });
  await Promise.all(checks);
  // The rest were not checked: too weak to matter, and too many to fetch.
  for (const page of [...found.results.keys()].slice(ENGINE_CHECKED)) {
    found.scores.delete(page);
    found.results.delete(page);
  }
}

async function search(request: SearchRequest): Promise<SearchResponse> {
  const loaded = await loadEngine(request.indexUrl, request.entryTag);
  const parsed = parseQuery(request.text);
  if (parsed.terms.length === 0) return { id: request.id, ok: true, hits: [], total: 0, terms: [] };
  const query = correctQuery(parsed, loaded.vocabulary);
  const found = await engineScores(loaded, query, request.limit);
  await dropUnfounded(loaded, query, found);
  const prefix = request.pathPrefix;
  const ranked = rankPages(query, loaded.pages, found.scores).filter(({ page }) => !prefix || loaded.pages[page].url.startsWith(prefix));
  const top = ranked.slice(0, request.limit);
  const hits: SearchHit[] = await Promise.all(
    top.map(async ({ page, heading }) => {
      const { url, title, section } = loaded.pages[page];
      const hit: SearchHit = heading ? { url, title, section, heading } : { url, title, section };
      const result = found.results.get(page);
      if (!request.excerpts || !result) return hit;
      const fragment = await result.data();
      return { ...hit, excerpt: excerptPieces(fragment.excerpt) };
    }),
  );
  return { id: request.id, ok: true, hits, total: ranked.length, terms: query.keyTerms };
}

scope.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  const answer = request.text ? search(request) : loadEngine(request.indexUrl, request.entryTag).then(() => ({ id: request.id, ok: true as const, hits: [], total: 0, terms: [] }));
  answer
    .catch((error: unknown): SearchResponse => ({ id: request.id, ok: false, error: String(error) }))
    .then((response) => scope.postMessage(response));
});
