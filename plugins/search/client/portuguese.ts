/**
 * How the search reads Portuguese: accent folding, words, a light stemmer,
 * input caps, typo correction against the site's own vocabulary and the
 * ranking of pages. Shared by the index builder (Node, at build time) and the
 * search worker (browser): pure functions, no DOM, no Node APIs.
 */

/** At most this many characters of a query are read (a paste of a whole page is cut). */
export const QUERY_MAX_CHARS = 100;
/** At most this many words of a query are searched. */
export const QUERY_MAX_WORDS = 8;
/** At most this many `_highlight` words are marked on a page, each at most this long. */
export const HIGHLIGHT_MAX_WORDS = 10;
export const HIGHLIGHT_MAX_WORD_CHARS = 40;
/** At most this many marks are put on a page: a one-letter word must not wrap the whole article. */
export const HIGHLIGHT_MAX_MARKS = 200;
/** The spec's number of suggestions under the search box. */
export const SUGGESTION_LIMIT = 8;

// Letters that NFD does not split into a base letter and a mark.
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ħ: 'h', ı: 'i' };

/** Lower case without accents: `Ação` → `acao`, `Kašurak` → `kasurak`. */
export function fold(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  // cspell:disable-next-line -- the letters folded, not a word
  return plain.replace(/[ßæœøđłħı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, in order. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** Splits an identifier at its humps: `BattleStartedEventHandler` → `Battle Started Event Handler`. */
export function splitIdentifier(identifier: string): string[] {
  return identifier
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Short words that say nothing about a page; a query made only of them still searches them. */
export const STOP_WORDS = new Set(
  'a o as os e de da das do dos em na nas no nos um uma uns umas para por pelo pela com sem ao aos que se ou the of'.split(' '),
);

// Plural and a few inflections, longest ending first. Both sides of a
// comparison go through this, so it only has to be consistent, not correct
// Portuguese: `acoes` and `acao` meet at `acao`, `jogaveis` and `jogavel` at `jogavel`.
const ENDINGS: [RegExp, string][] = [
  [/oes$/, 'ao'],
  [/aes$/, 'ao'],
  [/aos$/, 'ao'],
  [/ais$/, 'al'],
  [/eis$/, 'el'],
  [/ois$/, 'ol'],
  [/uis$/, 'ul'],
  [/(r|z)es$/, '$1'],
  [/ns$/, 'm'],
  [/([^s])s$/, '$1'],
];

/** A light Portuguese stemmer over folded words: plurals to singular. Words under 4 letters stay as they are. */
export function stem(word: string): string {
  if (word.length < 4) return word;
  for (const [ending, replacement] of ENDINGS) {
    if (ending.test(word)) return word.replace(ending, replacement);
  }
  return word;
}

// Control, format and bidirectional characters: they never belong to a query.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** What is left of raw input to search for: visible characters only, spaces collapsed, capped. */
export function capQuery(raw: string): string {
  return raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_CHARS).trim();
}

export interface ParsedQuery {
  /** The capped query as the reader wrote it. */
  text: string;
  /** Its folded words, at most QUERY_MAX_WORDS, in order, without repeats. */
  terms: string[];
  /** The words that carry meaning (stop words removed, unless nothing else is left). */
  keyTerms: string[];
  /** The query without spaces, dots and case: compared with API type names. */
  compact: string;
}

export function parseQuery(raw: string): ParsedQuery {
  const text = capQuery(raw);
  const terms = [...new Set(words(text))].slice(0, QUERY_MAX_WORDS);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return {
    text,
    terms,
    keyTerms: meaningful.length > 0 ? meaningful : terms,
    compact: fold(text).replace(/[^\p{L}\p{N}.]+/gu, ''),
  };
}

/** The `_highlight` values of a URL, made safe to mark: folded words, capped in number and length. */
export function highlightTerms(values: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const value of values.slice(0, HIGHLIGHT_MAX_WORDS)) {
    for (const word of words(capQuery(value))) {
      if (word.length > HIGHLIGHT_MAX_WORD_CHARS) continue;
      terms.add(word);
      if (terms.size >= HIGHLIGHT_MAX_WORDS) return [...terms];
    }
  }
  return [...terms];
}

/** Whether a folded word of the page is one the reader searched for (same stem, or the term is its beginning). */
export function matchesTerm(word: string, term: string): boolean {
  if (word === term) return true;
  if (term.length >= 3 && word.startsWith(term)) return true;
  return term.length >= 4 && stem(word) === stem(term);
}

/** Damerau–Levenshtein distance (adjacent swaps count once), or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previousRow[j - 2] + 1);
      next.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousRow = row;
    row = next;
  }
  return row[b.length];
}

/** How many letters may be wrong in a word of this length: none under 5, one up to 7, two from 8. */
export function allowedTypos(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/** The site's words, most frequent first, built with the index. */
export class Vocabulary {
  private readonly rank = new Map<string, number>();
  private readonly sorted: string[];

  constructor(readonly wordsByFrequency: readonly string[]) {
    wordsByFrequency.forEach((word, index) => {
      if (!this.rank.has(word)) this.rank.set(word, index);
    });
    this.sorted = [...this.rank.keys()].sort();
  }

  has(word: string): boolean {
    return this.rank.has(word);
  }

  /** Whether some word of the site begins with `prefix`. */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low < this.sorted.length && this.sorted[low].startsWith(prefix);
  }

  /**
   * The word the reader most likely meant: the word itself when the site has
   * it (or, for the word still being typed, a word beginning with it);
   * otherwise the nearest site word within `allowedTypos`, the more frequent
   * on a tie; otherwise the word unchanged.
   */
  correct(word: string, isLastWord = false): string {
    if (this.has(word) || (isLastWord && this.hasPrefix(word))) return word;
    const allowed = allowedTypos(word.length);
    if (allowed === 0) return word;
    let best = word;
    let bestDistance = allowed + 1;
    let bestRank = Infinity;
    for (const [candidate, rank] of this.rank) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const distance = editDistance(word, candidate, Math.min(allowed, bestDistance));
      if (distance < bestDistance || (distance === bestDistance && rank < bestRank)) {
        best = candidate;
        bestDistance = distance;
        bestRank = rank;
      }
    }
    return bestDistance <= allowed ? best : word;
  }
}

/** Corrects each word of a query against the vocabulary; the last word may be a prefix still being typed. */
export function correctQuery(query: ParsedQuery, vocabulary: Pick<Vocabulary, 'correct'>): ParsedQuery {
  const corrected = query.terms.map((term, index) => vocabulary.correct(term, index === query.terms.length - 1));
  if (corrected.every((term, index) => term === query.terms[index])) return query;
  const text = corrected.join(' ');
  return { ...parseQuery(text), text: query.text };
}

/** A page as the ranking sees it. */
export interface PageEntry {
  url: string;
  title: string;
  /** Where the page sits (sidebar category or namespace), shown under its title. */
  section: string;
  /** For an API page: the type's full name, `DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler`. */
  apiName?: string;
  /** Its sections as `[heading, anchor]`. */
  headings?: [string, string][];
}

export interface RankedPage {
  page: number;
  score: number;
  /** The section that answers the query, when the title does not: `[heading, anchor]`. */
  heading?: [string, string];
}

const compactName = (name: string) => fold(name).replace(/[^\p{L}\p{N}.]+/gu, '');

/** Whether `typed` is `word` with two neighbouring letters swapped ("sla" for "sal"), the commonest slip in a short word. */
export function isSwapOf(typed: string, word: string): boolean {
  if (typed.length !== word.length || typed.length < 3 || typed === word) return false;
  const at = [...typed].findIndex((letter, index) => letter !== word[index]);
  return typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
}

/** How well a page's title answers the query, from 0 to 1 (every meaningful word found). */
export function titleCoverage(query: ParsedQuery, title: string): number {
  if (query.keyTerms.length === 0) return 0;
  const titleWords = [...words(title), ...splitIdentifier(title).map(fold)];
  const titleStems = new Set(titleWords.map(stem));
  const last = query.terms[query.terms.length - 1];
  let found = 0;
  for (const term of query.keyTerms) {
    if (titleStems.has(stem(term))) found += 1;
    else if (term === last && term.length >= 2 && titleWords.some((word) => word.startsWith(term))) found += 0.8;
    // Too short for the vocabulary's correction, a swapped pair still names the title's word.
    else if (titleWords.some((word) => isSwapOf(term, word))) found += 0.8;
  }
  return found / query.keyTerms.length;
}

/** How exactly the query names an API type: 1 for its name (or `Type.Member`), 0.6 for the end of its full name. */
export function apiNameMatch(query: ParsedQuery, apiName: string | undefined): number {
  if (!apiName || query.compact.length < 3) return 0;
  const full = compactName(apiName);
  const simple = full.slice(full.lastIndexOf('.') + 1);
  const compact = query.compact.replace(/^\.+|\.+$/g, '');
  if (compact === simple || compact === full || full.endsWith(`.${compact}`)) return 1;
  // `Type.Member`: the type is the part before the last dot.
  const owner = compact.includes('.') ? compact.slice(0, compact.lastIndexOf('.')) : '';
  if (owner && (owner === simple || full.endsWith(`.${owner}`))) return 0.9;
  return 0;
}

/**
 * Orders pages for a query: the engine's full-text scores (any scale), how
 * well each title answers the query, and whether the query names an API type.
 * Pages the engine missed still come when their title answers every word.
 */
export function rankPages(query: ParsedQuery, pages: readonly PageEntry[], engineScores: ReadonlyMap<number, number>): RankedPage[] {
  if (query.terms.length === 0) return [];
  let maxEngine = 0;
  for (const score of engineScores.values()) maxEngine = Math.max(maxEngine, score);
  const foldedQuery = query.terms.join(' ');
  const stemmedQuery = query.terms.map(stem).join(' ');
  const ranked: RankedPage[] = [];
  pages.forEach((page, index) => {
    const engine = engineScores.has(index) && maxEngine > 0 ? (engineScores.get(index) ?? 0) / maxEngine : 0;
    const coverage = titleCoverage(query, page.title);
    const api = apiNameMatch(query, page.apiName);
    let heading: [string, string] | undefined;
    let headingScore = 0;
    if (coverage < 1) {
      for (const candidate of page.headings ?? []) {
        const covered = titleCoverage(query, candidate[0]);
        const exact = words(candidate[0]).join(' ') === foldedQuery ? 0.5 : 0;
        if (covered >= 0.8 && covered + exact > headingScore) {
          headingScore = covered + exact;
          heading = candidate;
        }
      }
    }
    // Without a full-text hit, only a title or a heading answering every word (the last one maybe half typed) counts.
    if (!engineScores.has(index) && coverage < 0.8 && api === 0 && headingScore === 0) return;
    // The title is the query, in the singular or the plural: "efeito de status" names "Efeitos de status".
    const exactTitle = words(page.title).map(stem).join(' ') === stemmedQuery ? 1 : 0;
    // Shorter titles first among equals: the page about the thing, not the page mentioning it.
    const brevity = 1 / (1 + words(page.title).length);
    // Where the page sits counts too, a little less than its title: "guia visual inimigos" is the page Inimigos under Guia visual.
    const inContext = coverage < 1 && page.section ? 0.85 * titleCoverage(query, `${page.title} ${page.section}`) : 0;
    const named = Math.max(coverage, inContext);
    const score = 4 * api + 2 * exactTitle + 3 * named ** 2 + 1.6 * headingScore ** 2 + 1.5 * engine + 0.3 * brevity;
    ranked.push(heading ? { page: index, score, heading } : { page: index, score });
  });
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

// Words as they stand in a page: letters with their accents (composed or not) and digits.
const TEXT_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Where a text shows the searched words: `[start, end)` ranges of the
 * original text (accents and case kept), for `<mark>`. At most `maxRanges`.
 */
export function markRanges(text: string, terms: readonly string[], maxRanges = HIGHLIGHT_MAX_MARKS): [number, number][] {
  const ranges: [number, number][] = [];
  if (terms.length === 0) return ranges;
  for (const match of text.matchAll(TEXT_WORD)) {
    const word = fold(match[0]);
    if (!terms.some((term) => matchesTerm(word, term))) continue;
    ranges.push([match.index, match.index + match[0].length]);
    if (ranges.length >= maxRanges) break;
  }
  return ranges;
}

/** A text cut into plain and marked pieces, for rendering as text (never as HTML). */
export function markPieces(text: string, terms: readonly string[]): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of markRanges(text, terms)) {
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
