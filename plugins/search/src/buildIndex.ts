/**
 * Builds the search index from the extracted pages, pure: scores every word
 * of every page (BM25 over title, headings and body), keeps each word's best
 * pages, and cuts the words into shards by alphabetical range (see
 * indexFormat.ts). The plugin names and writes the files.
 */
import { headingSlug, type StoredHeading } from '../client/data';
import type { ExtractedPage } from './extract';
import type { Posting, SearchShard, StoredPage } from '../client/indexFormat';
import { splitIdentifier, STOP_WORDS, words } from '../client/portuguese';

export interface IndexLimits {
  /** Pages kept per word, the best scored: a word on every page costs no more than a rare one. */
  maxPostings: number;
  /** A shard is closed once its JSON passes this many characters (about a quarter of that gzip). */
  shardChars: number;
}

export const DEFAULT_LIMITS: IndexLimits = { maxPostings: 48, shardChars: 40_000 };

/** Longest word indexed: longer tokens are hashes or code. */
const MAX_WORD = 48;
// BM25's usual constants; a title word weighs as ten body words, a heading word as three.
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 10;
const HEADING_WEIGHT = 3;

interface PageWords {
  /** Word → weighted count. */
  counts: Map<string, number>;
  /** Word → index of the first landing heading (h2/h3 with an anchor) that holds it. */
  headingOf: Map<string, number>;
  length: number;
}

const indexable = (word: string) => word.length <= MAX_WORD && !STOP_WORDS.has(word);

function pageWords(page: ExtractedPage): PageWords {
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of words(text)) if (indexable(word)) counts.set(word, (counts.get(word) ?? 0) + weight);
  };
  // API titles are identifiers: `BattleController` is found as itself and as `battle controller`.
  add(page.apiName ? `${page.title} ${splitIdentifier(page.title).join(' ')}` : page.title, TITLE_WEIGHT);
  add(page.headingText, HEADING_WEIGHT);
  add(page.bodyText, 1);
  const headingOf = new Map<string, number>();
  (page.headings ?? []).forEach(([text], index) => {
    for (const word of words(text)) if (indexable(word) && !headingOf.has(word)) headingOf.set(word, index);
  });
  return { counts, headingOf, length: words(page.bodyText).length + 1 };
}

const storedHeading = ([text, anchor]: [string, string]): StoredHeading => (headingSlug(text) === anchor ? text : [text, anchor]);

/** A word's postings and the pages (with the headings they point to) they need. */
interface WordEntry {
  word: string;
  postings: { page: number; score: number; heading: number }[];
}

/** Scores every word of every page and keeps each word's best `maxPostings` pages, best first. */
export function scoreWords(pages: readonly ExtractedPage[], maxPostings: number): WordEntry[] {
  const perPage = pages.map(pageWords);
  const averageLength = perPage.reduce((sum, page) => sum + page.length, 0) / Math.max(1, perPage.length);
  const byWord = new Map<string, { page: number; weight: number }[]>();
  perPage.forEach(({ counts }, page) => {
    for (const [word, weight] of counts) {
      let list = byWord.get(word);
      if (!list) byWord.set(word, (list = []));
      list.push({ page, weight });
    }
  });
  const entries: WordEntry[] = [];
  for (const [word, list] of byWord) {
    const idf = Math.log(1 + (pages.length - list.length + 0.5) / (list.length + 0.5));
    const postings = list
      .map(({ page, weight }) => {
        const norm = K1 * (1 - B + (B * perPage[page].length) / averageLength);
        const score = (idf * weight * (K1 + 1)) / (weight + norm);
        return { page, score: Math.max(1, Math.round(score * 100)), heading: perPage[page].headingOf.get(word) ?? -1 };
      })
      .sort((a, b) => b.score - a.score || a.page - b.page)
      .slice(0, maxPostings);
    entries.push({ word, postings });
  }
  return entries.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/** Fills a shard with words in order; returns the shards and the first word of each. */
export function cutShards(pages: readonly ExtractedPage[], entries: readonly WordEntry[], shardChars: number): { bounds: string[]; shards: SearchShard[] } {
  const bounds: string[] = [];
  const shards: SearchShard[] = [];
  let shard: SearchShard | undefined;
  let size = 0;
  // Page id → its headings kept in the current shard (index in the page → index in the shard).
  let kept = new Map<number, Map<number, number>>();
  for (const entry of entries) {
    const entrySize = entry.word.length + 12 * entry.postings.length + 6;
    if (!shard || (size + entrySize > shardChars && Object.keys(shard.words).length > 0)) {
      shard = { words: {}, pages: {} };
      shards.push(shard);
      bounds.push(shards.length === 1 ? '' : entry.word);
      size = 0;
      kept = new Map();
    }
    const postings: Posting[] = [];
    for (const { page, score, heading } of entry.postings) {
      const { url, title, section, headings } = pages[page];
      let record = shard.pages[page];
      if (!record) {
        record = shard.pages[page] = [url, title, section];
        size += url.length + title.length + section.length + 16;
        kept.set(page, new Map());
      }
      let at = -1;
      if (heading >= 0 && headings) {
        const inShard = kept.get(page)!;
        if (!inShard.has(heading)) {
          const stored = storedHeading(headings[heading]);
          record[3] = [...(record[3] ?? []), stored];
          inShard.set(heading, record[3].length - 1);
          size += JSON.stringify(stored).length + 1;
        }
        at = inShard.get(heading)!;
      }
      postings.push([page, score, at]);
    }
    shard.words[entry.word] = postings;
    size += entrySize;
  }
  if (shards.length === 0) {
    shards.push({ words: {}, pages: {} });
    bounds.push('');
  }
  return { bounds, shards };
}

/** The text the search page cuts its excerpts from: the article as read, one page per file. */
export function pageText(page: ExtractedPage): string {
  return page.bodyText.replace(/\s+/g, ' ').trim();
}

export function buildShards(pages: readonly ExtractedPage[], limits: IndexLimits = DEFAULT_LIMITS): { bounds: string[]; shards: SearchShard[] } {
  return cutShards(pages, scoreWords(pages, limits.maxPostings), limits.shardChars);
}

export type { StoredPage };
