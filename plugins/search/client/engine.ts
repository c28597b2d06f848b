/**
 * The search over the sharded index (src/indexFormat.ts): finds the shards a
 * query's words fall in, corrects the words the index does not hold against
 * the vocabulary (fetched only then), scores and ranks. Runs in the search
 * worker, and in Node where the suite replays a typed query to count the
 * bytes it fetches (src/replay.ts): all I/O goes through `IndexReader`.
 */
import { apiNameOf, headingSlug } from './data';
import { shardsOfTerm, stemVariants, vocabularyKey, type SearchManifest, type SearchShard, type VocabularyFile } from './indexFormat';
import { allowedTypos, correctQuery, matchesTerm, parseQuery, rankPages, Vocabulary, type PageEntry, type ParsedQuery } from './portuguese';
import { excerptOf } from './excerpt';
import type { SearchHit } from './protocol';

/** Reads a file of the index by its name in the manifest. */
export interface IndexReader {
  json<T>(file: string): Promise<T>;
  text(file: string): Promise<string>;
}

/** Full-text hits considered for ranking: the rest are too weak to reach the suggestions. */
const ENGINE_CANDIDATES = 40;
// A page found by the stem or the beginning of a word weighs less than one holding the word itself.
const STEM_MATCH = 0.9;
const PREFIX_MATCH = 0.6;

export interface EngineQuery {
  text: string;
  limit: number;
  pathPrefix?: string;
  excerpts?: boolean;
}

export interface EngineAnswer {
  hits: SearchHit[];
  /** How many pages the query found: more than the hits when the list is cut. */
  total: number;
  terms: string[];
}

interface TermMatches {
  /** Page id → its best score for the term. */
  scores: Map<number, number>;
  /** Page id → the heading (text, anchor) holding the term. */
  headings: Map<number, [string, string]>;
}

export class SearchEngine {
  private readonly shards = new Map<number, Promise<SearchShard>>();
  private readonly vocabularies = new Map<string, Promise<Vocabulary>>();

  constructor(
    readonly manifest: SearchManifest,
    private readonly reader: IndexReader,
  ) {}

  private shard(index: number): Promise<SearchShard> {
    let loading = this.shards.get(index);
    if (!loading) {
      loading = this.reader.json<SearchShard>(this.manifest.shards[index]);
      // A failed download (offline) is tried again by the next query.
      loading.catch(() => this.shards.delete(index));
      this.shards.set(index, loading);
    }
    return loading;
  }

  /** The vocabulary of a word's first letter; an empty one when the site has no word with that letter. */
  private loadVocabulary(word: string): Promise<Vocabulary> {
    const key = vocabularyKey(word);
    let loading = this.vocabularies.get(key);
    if (!loading) {
      const file = Object.hasOwn(this.manifest.vocabulary, key) ? this.manifest.vocabulary[key] : undefined;
      loading = file ? this.reader.json<VocabularyFile>(file).then(({ words }) => new Vocabulary(words.split(' '))) : Promise.resolve(new Vocabulary([]));
      // A failed download (offline) is tried again by the next query.
      loading.catch(() => this.vocabularies.delete(key));
      this.vocabularies.set(key, loading);
    }
    return loading;
  }

  private async shardsOf(term: string): Promise<SearchShard[]> {
    return Promise.all(shardsOfTerm(this.manifest.bounds, term, true).map((index) => this.shard(index)));
  }

  /** Whether the index holds a word the term would match. */
  private async holds(term: string): Promise<boolean> {
    const shards = await this.shardsOf(term);
    return shards.some(
      (shard) => stemVariants(term).some((word) => word in shard.words) || (term.length >= 3 && Object.keys(shard.words).some((word) => word.startsWith(term))),
    );
  }

  /**
   * The query with its typos corrected. Only a word the index does not hold
   * costs the vocabulary's download: a correctly typed query never fetches it.
   */
  private async corrected(parsed: ParsedQuery): Promise<ParsedQuery> {
    const known = await Promise.all(parsed.terms.map((term) => this.holds(term)));
    // A short word is never corrected (allowedTypos): no need for the vocabulary.
    if (parsed.terms.every((term, index) => known[index] || allowedTypos(term.length) === 0)) return parsed;
    const unknown = parsed.terms.filter((term, index) => !known[index] && allowedTypos(term.length) > 0);
    const vocabularies = new Map(await Promise.all(unknown.map(async (term) => [term, await this.loadVocabulary(term)] as const)));
    // Words the index holds stay as they are; the others go through their letter's vocabulary.
    return correctQuery(parsed, { correct: (word, isLast) => vocabularies.get(word)?.correct(word, isLast) ?? word });
  }

  private async matches(term: string, pages: Map<number, PageEntry>): Promise<TermMatches> {
    const scores = new Map<number, number>();
    const headings = new Map<number, [string, string]>();
    const variants = new Set(stemVariants(term));
    for (const shard of await this.shardsOf(term)) {
      for (const [word, postings] of Object.entries(shard.words)) {
        if (!matchesTerm(word, term)) continue;
        const weight = word === term ? 1 : variants.has(word) ? STEM_MATCH : PREFIX_MATCH;
        for (const [page, score, heading] of postings) {
          const stored = shard.pages[page];
          if (!stored) continue;
          const entry = pageEntry(pages, page, stored, this.manifest.apiPath);
          scores.set(page, Math.max(scores.get(page) ?? 0, score * weight));
          const landing = heading >= 0 ? stored[3]?.[heading] : undefined;
          if (landing !== undefined) {
            const pair: [string, string] = typeof landing === 'string' ? [landing, headingSlug(landing)] : landing;
            if (!entry.headings?.some(([, anchor]) => anchor === pair[1])) entry.headings = [...(entry.headings ?? []), pair];
            if (!headings.has(page)) headings.set(page, pair);
          }
        }
      }
    }
    return { scores, headings };
  }

  async search({ text, limit, pathPrefix, excerpts = false }: EngineQuery): Promise<EngineAnswer> {
    const parsed = parseQuery(text);
    if (parsed.terms.length === 0) return { hits: [], total: 0, terms: [] };
    const query = await this.corrected(parsed);
    const pages = new Map<number, PageEntry>();
    const perTerm = await Promise.all(query.keyTerms.map((term) => this.matches(term, pages)));
    // Every word found: the whole score; only some: weaker, as a fallback.
    const total = new Map<number, number>();
    for (const page of pages.keys()) {
      const found = perTerm.filter((term) => term.scores.has(page));
      const sum = found.reduce((score, term) => score + (term.scores.get(page) ?? 0), 0);
      if (found.length > 0) total.set(page, found.length === perTerm.length ? sum : (sum * 0.5) / perTerm.length);
    }
    const strongest = [...total.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, ENGINE_CANDIDATES);
    const ids = [...pages.keys()];
    const entries = ids.map((id) => pages.get(id)!);
    const position = new Map(ids.map((id, index) => [id, index]));
    const engineScores = new Map(strongest.map(([id, score]) => [position.get(id)!, score]));
    const ranked = rankPages(query, entries, engineScores).filter(({ page }) => !pathPrefix || entries[page].url.startsWith(pathPrefix));
    const hits = await Promise.all(
      ranked.slice(0, limit).map(async ({ page, heading }): Promise<SearchHit> => {
        const { url, title, section } = entries[page];
        const hit: SearchHit = heading ? { url, title, section, heading } : { url, title, section };
        if (!excerpts) return hit;
        const body = await this.reader.text(`${this.manifest.texts}${ids[page]}.txt`).catch(() => '');
        return { ...hit, excerpt: excerptOf(body, query.keyTerms) };
      }),
    );
    // The count covers every page found, also those past the candidates kept for ranking.
    const found = new Set(ranked.map(({ page }) => ids[page]));
    for (const id of total.keys()) if (!pathPrefix || pages.get(id)!.url.startsWith(pathPrefix)) found.add(id);
    return { hits, total: found.size, terms: query.keyTerms };
  }
}

/** The page as the ranking sees it, built once per query from the first shard that carries it. */
function pageEntry(pages: Map<number, PageEntry>, id: number, [url, title, section]: [string, string, string, unknown?], apiPath: string): PageEntry {
  let entry = pages.get(id);
  if (!entry) {
    const apiName = apiNameOf(url, apiPath);
    entry = { url, title, section, ...(apiName ? { apiName } : {}) };
    pages.set(id, entry);
  }
  return entry;
}
