/**
 * Marks on a page the words a search hit was found with (`_highlight`),
 * accent-insensitive. Capped (HIGHLIGHT_MAX_WORDS words, HIGHLIGHT_MAX_MARKS
 * marks) and never allowed to break the page: any failure leaves it unmarked.
 */
import { HIGHLIGHT_MAX_MARKS, highlightTerms, markRanges } from './portuguese';

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'MARK', 'TEXTAREA', 'INPUT', 'SVG', 'BUTTON']);

/** Wraps the searched words under `root` in `<mark>`; returns how many were marked. */
export function highlightWords(root: Element, values: readonly string[]): number {
  const terms = highlightTerms(values);
  if (terms.length === 0) return 0;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (SKIPPED.has(parent.tagName.toUpperCase())) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const found: { node: Text; ranges: [number, number][] }[] = [];
  let total = 0;
  while (total < HIGHLIGHT_MAX_MARKS && walker.nextNode()) {
    const node = walker.currentNode as Text;
    const ranges = markRanges(node.data, terms, HIGHLIGHT_MAX_MARKS - total);
    if (ranges.length === 0) continue;
    found.push({ node, ranges });
    total += ranges.length;
  }
  // Wrapped after the walk: splitting nodes while walking would revisit them.
  for (const { node, ranges } of found) {
    for (const [start, end] of [...ranges].reverse()) {
      const word = node.splitText(start);
      word.splitText(end - start);
      const mark = root.ownerDocument.createElement('mark');
      word.replaceWith(mark);
      mark.append(word);
    }
  }
  return total;
}

/** Marks the words in the page's article once it is on screen; never throws. */
export function highlightArticle(values: readonly string[]): void {
  try {
    const article = document.querySelector('article .theme-doc-markdown') ?? document.querySelector('article');
    if (article) highlightWords(article, values);
  } catch (error) {
    console.warn('search: the words could not be highlighted', error);
  }
}
