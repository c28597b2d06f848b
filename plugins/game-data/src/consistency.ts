// Consistency stage: finds values written by hand in a page's text that
// contradict the game data. The site test runs it over every built page, with
// the values rendered from the data (elements carrying `data-rule`) already
// taken out, so what is left is prose a person typed.
import { handWrittenValue } from './format';
import type { Rule, Unit } from './schema';

export interface Contradiction {
  /** The sentence or table row, as the reader sees it. */
  passage: string;
  /** The value as written in the passage. */
  written: string;
  /** The rules the passage names, with the values the data gives them. */
  rules: { id: string; value: number }[];
}

/** A sentence, list item or table row: the span a reader reads as one claim. */
export function passagesOf(blockText: string): string[] {
  return blockText
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+(?=[A-ZÀ-Ý0-9(«“"])/u)
    .map((passage) => passage.trim())
    .filter((passage) => passage.length > 0);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Phrases match whole words, case-insensitively: "Bestas" names "Besta" too.
function phraseMatcher(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu');
}

/** The number in a hand-written value ("+30%", "×1,25", "nível 10"), sign dropped. */
export function numberIn(written: string): number | undefined {
  const digits = /\d+(?:[.,]\d+)?/.exec(written)?.[0];
  if (digits === undefined) return undefined;
  // pt-BR: "1,25" is one and a quarter; a dot groups thousands ("1.000").
  const value = Number(digits.includes(',') ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/\./g, ''));
  return Number.isFinite(value) ? value : undefined;
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(Math.abs(a) - Math.abs(b)) < 1e-9;
}

interface RuleMatcher {
  rule: Rule;
  patterns: RegExp[];
}

/** Prepares the rules once for many pages. */
export function contradictionFinder(rules: Iterable<Rule>): (blockText: string) => Contradiction[] {
  const matchers: RuleMatcher[] = [];
  for (const rule of rules) {
    if (rule.phrases.length > 0 && handWrittenValue[rule.unit]) matchers.push({ rule, patterns: rule.phrases.map(phraseMatcher) });
  }
  return (blockText) => {
    const found: Contradiction[] = [];
    for (const passage of passagesOf(blockText)) {
      const named = matchers.filter(({ patterns }) => patterns.some((pattern) => pattern.test(passage)));
      const units = new Set<Unit>(named.map(({ rule }) => rule.unit));
      for (const unit of units) {
        const rulesOfUnit = named.filter(({ rule }) => rule.unit === unit).map(({ rule }) => rule);
        const pattern = new RegExp(handWrittenValue[unit]!.source, handWrittenValue[unit]!.flags);
        for (const match of passage.matchAll(pattern)) {
          const value = numberIn(match[0]);
          if (value === undefined || rulesOfUnit.some((rule) => sameNumber(rule.value, value))) continue;
          found.push({ passage, written: match[0].trim(), rules: rulesOfUnit.map((rule) => ({ id: rule.id, value: rule.value })) });
        }
      }
    }
    return found;
  };
}
