// Qualitative consistency: the phrasings that contradict a rule without a
// number (qualitative-rules.yaml, "contradicts"), found in a page's source or
// text so no page says again what the rule's home settled otherwise.
/** A page saying again what a qualitative rule's home has settled otherwise. */
export interface QualitativeContradiction {
  rule: string;
  home: string;
  says: string;
  /** The words that matched, as written in the page. */
  passage: string;
}

/**
 * Prepares the qualitative rules' "contradicts" phrasings once for many pages.
 * It reads page sources or text with the lines joined, so a Mermaid diagram's
 * edges and a sentence cut by a line break are read as one passage.
 */
export function qualitativeContradictionFinder(
  rules: Iterable<{ id: string; home: string; contradicts: { pattern: string; says: string }[] }>,
): (pageText: string) => QualitativeContradiction[] {
  const checks = [...rules].flatMap((rule) =>
    rule.contradicts.map(({ pattern, says }) => ({ rule: rule.id, home: rule.home, says, pattern: new RegExp(pattern, 'giu') })),
  );
  return (pageText) => {
    const flat = pageText.replace(/\s+/g, ' ');
    return checks.flatMap(({ pattern, ...check }) => [...flat.matchAll(pattern)].map((match) => ({ ...check, passage: match[0] })));
  };
}
