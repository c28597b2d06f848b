import type { ExcerptPiece } from './protocol';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * Pagefind's excerpt is escaped text with `<mark>` around the matches; it is
 * turned into plain pieces, so that the page renders text, never HTML.
 */
export function excerptPieces(excerpt: string): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = [];
  const parts = excerpt.split(/<(\/?)mark>/);
  let marked = false;
  for (let i = 0; i < parts.length; i += 1) {
    if (i % 2 === 1) {
      marked = parts[i] !== '/';
      continue;
    }
    const text = parts[i].replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
    if (text) pieces.push({ text, marked });
  }
  return pieces;
}
