import { markPieces, markRanges } from './portuguese';
import type { ExcerptPiece } from './protocol';

/** Words shown around the first match. */
const EXCERPT_WORDS = 24;
/** Of those, how many come before it. */
const WORDS_BEFORE = 6;

/**
 * A short passage of a page's text around the first searched word, as plain
 * pieces with the matches marked: the page renders text, never HTML.
 */
export function excerptOf(text: string, terms: readonly string[], length = EXCERPT_WORDS): ExcerptPiece[] {
  const spaces = [...text.matchAll(/\s+/g)].map((match) => match.index);
  const [first] = markRanges(text, terms, 1);
  const wordAt = first ? spaces.filter((at) => at < first[0]).length : 0;
  const startWord = Math.max(0, wordAt - WORDS_BEFORE);
  const start = startWord === 0 ? 0 : spaces[startWord - 1] + 1;
  const endWord = startWord + length;
  const end = endWord - 1 < spaces.length ? spaces[endWord - 1] : text.length;
  const passage = `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
  return markPieces(passage, terms);
}
