/**
 * The search index as files: a small manifest, and the words cut into shards
 * by alphabetical range, each shard carrying the postings of its words and
 * the pages they point to. A query downloads the manifest and the one or two
 * shards its words fall in, never the whole index: what the first search
 * costs does not grow with the site. Written by the index builder (Node),
 * read by the search worker: no Node, no DOM here.
 */
import type { StoredHeading } from './data';
import { stem } from './portuguese';

/** Bumped when the files change shape: a worker never reads another version's files. */
export const INDEX_FORMAT = 3;
/** How the worker's error for an index of another format starts; tests also find the worker's script in a build by it. */
export const FORMAT_MISMATCH = 'index format ';

/** The one file with a fixed name, fetched fresh once per page view. */
export const MANIFEST_FILE = 'manifest.json';

export interface SearchManifest {
  format: number;
  /** Where the API reference's pages are served, base URL included: they are named after the type they document. */
  apiPath: string;
  /** Number of pages indexed. */
  pages: number;
  /** The first word of each shard, in order (the first is ""). */
  bounds: string[];
  /** The file of each shard, named after its content. */
  shards: string[];
  /**
   * The site's words for typo correction, one file per first letter (folded): a word the index does not hold
   * fetches only its letter's file, so a typo costs a small part of the vocabulary however large the site grows.
   */
  vocabulary: Record<string, string>;
  /** Folder of the pages' text (`<page id>.txt`), for the excerpts of the search page. */
  texts: string;
}

/**
 * A posting: `[page id, score, heading]`, the heading being an index into the
 * page's `headings` in the same shard, or -1 when the word is not in a heading
 * the reader can land on.
 */
export type Posting = [number, number, number];

/** A page as a shard carries it: `[url, title, section, headings]`, the headings only those its words are in. */
export type StoredPage = [string, string, string, StoredHeading[]?];

export interface SearchShard {
  /** Folded word → its postings, best first. */
  words: Record<string, Posting[]>;
  /** Page id → the page, for every page a posting of this shard names. */
  pages: Record<string, StoredPage>;
}

/** A vocabulary file: the words of one first letter, separated by spaces, most frequent first. */
export interface VocabularyFile {
  words: string;
}

/** Which vocabulary file holds a (folded) word: its first letter. Typo correction keeps the first letter. */
export function vocabularyKey(word: string): string {
  return word.charAt(0);
}

/** The site's words split by `vocabularyKey`, each list in the order given (most frequent first). */
export function vocabularyByKey(words: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const word of words) {
    const key = vocabularyKey(word);
    const group = groups.get(key);
    if (group) group.push(word);
    else groups.set(key, [word]);
  }
  return groups;
}

/** The shard whose range holds `word`. */
export function shardOf(bounds: readonly string[], word: string): number {
  let low = 0;
  let high = bounds.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (bounds[middle] <= word) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The shards holding words that begin with `prefix`, at most `max` of them:
 * a short prefix of a large site spans many shards, and the words in the
 * first ones are enough to suggest while the reader is still typing.
 */
export function shardsOfPrefix(bounds: readonly string[], prefix: string, max = PREFIX_SHARDS): number[] {
  const first = shardOf(bounds, prefix);
  const found = [first];
  for (let shard = first + 1; shard < bounds.length && found.length < max && bounds[shard].startsWith(prefix); shard += 1) found.push(shard);
  return found;
}

/** Shards a word still being typed may fetch: the first search costs the same however large the site. */
export const PREFIX_SHARDS = 2;

// The stemmer's endings read backwards: what a word may have ended with, given its stem.
const STEM_SOURCES: [RegExp, string[]][] = [
  [/ao$/, ['oes', 'aes', 'aos']],
  [/al$/, ['ais']],
  [/el$/, ['eis']],
  [/ol$/, ['ois']],
  [/ul$/, ['uis']],
  [/m$/, ['ns']],
];

/**
 * The words that `matchesTerm` would take for `term` by stem, as exact words:
 * the term, its stem, and what the stemmer's endings turn into that stem.
 */
export function stemVariants(term: string): string[] {
  const variants = new Set([term]);
  if (term.length < 4) return [...variants];
  const base = stem(term);
  variants.add(base);
  for (const [ending, sources] of STEM_SOURCES) {
    if (ending.test(base)) for (const source of sources) variants.add(base.replace(ending, source));
  }
  if (/(r|z)$/.test(base)) variants.add(`${base}es`);
  variants.add(`${base}s`);
  return [...variants].filter((word) => (word.length >= 4 ? stem(word) === base || word === term : word === term));
}

/** The shards a term needs: its stem variants, and every word it begins when it is the word being typed. */
export function shardsOfTerm(bounds: readonly string[], term: string, isPrefix: boolean): number[] {
  const shards = new Set<number>();
  for (const word of stemVariants(term)) shards.add(shardOf(bounds, word));
  if (isPrefix && term.length >= 3) for (const shard of shardsOfPrefix(bounds, term)) shards.add(shard);
  return [...shards].sort((a, b) => a - b);
}
