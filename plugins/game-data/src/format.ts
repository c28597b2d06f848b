// How the game's values read in Portuguese: one place, used by the renderers
// and by the site test that compares pages with the data. The number itself is
// written by the site's one formatter (plugins/format-pt), which the renderers
// take from here.
import { formatNumber, formatPercent, wordList } from '../../format-pt';
import type { Rule, Unit } from '@dice-rolling/game-model';

export { formatNumber, formatPercent, wordList };

/** A phrase with its first letter in lower case, to go inside a sentence. */
export const lowerFirst = (value: string): string => value.charAt(0).toLowerCase() + value.slice(1);

/** A phrase with its first letter in upper case, to open a sentence or a cell. */
export const upperFirst = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

function plural(value: number, one: string, many: string): string {
  return Math.abs(value) === 1 ? one : many;
}

export function formatValue(value: number, unit: Unit, signed = false): string {
  const sign = signed ? (value > 0 ? '+' : value < 0 ? '−' : '') : value < 0 ? '−' : '';
  const magnitude = formatNumber(Math.abs(value));
  switch (unit) {
    case 'percent':
      return `${sign}${magnitude}%`;
    case 'multiplier':
      return `×${magnitude}`;
    case 'turns':
      return `${sign}${magnitude} ${plural(value, 'turno', 'turnos')}`;
    case 'rounds':
      return `${sign}${magnitude} ${plural(value, 'rodada', 'rodadas')}`;
    case 'xp':
      return `${sign}${magnitude} XP`;
    case 'gold':
      return `${sign}${magnitude} de ouro`;
    // Floors: "8 a 12 andares", the word follows the range, so the value is the number alone.
    case 'level':
    case 'count':
    case 'floors':
      return `${sign}${magnitude}`;
  }
}

export function formatRule(rule: Rule): string {
  return formatValue(rule.value, rule.unit, rule.signed);
}

/**
 * What a hand-written value of each unit looks like in prose. The site test
 * looks for these next to a rule's phrases; `count` values are too common in
 * prose to be told apart, so they are checked only where they are rendered.
 */
export const handWrittenValue: Partial<Record<Unit, RegExp>> = {
  percent: /[+−-]?\s?\d+(?:,\d+)?\s?%/g,
  multiplier: /[×x]\s?\d+(?:,\d+)?/g,
  level: /\bníve(?:l|is)\s+\d+/gi,
  turns: /\b\d+\s+turnos?\b/gi,
  rounds: /\b\d+\s+rodadas?\b/gi,
  xp: /\b\d[\d.]*\s?XP\b/g,
  floors: /\b\d+\s+andares\b/gi,
};
