// Numbers as a reader in Brazil reads them ("1.234,5", "33,3"): the one place
// that formats numbers, for the build (the game data, the tools' precomputed
// tables) and the browser (the tools) alike; and the one grammar rule both
// sides word a status with, and how a list of words is joined. Plain TypeScript, no Node or DOM.
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

/**
 * Intl writes a negative number with a hyphen-minus; the pages' prose and the tools write the minus sign (U+2212).
 * A value that rounds to zero ("-0", "-0,0") is written without a sign.
 */
const withMinusSign = (written: string): string => {
  if (!written.startsWith('-')) return written;
  return /^-[0.,]*$/.test(written) ? written.slice(1) : `\u2212${written.slice(1)}`;
};

/** At most `maximumFractionDigits` decimals, none written when not needed: 1234.5 → "1.234,5"; −0.2 → "−0,2", with the minus sign. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return withMinusSign(formatOf(0, maximumFractionDigits).format(value));
}

/** Exactly `fractionDigits` decimals: 33.33 → "33,3" with one. */
export function formatFixed(value: number, fractionDigits: number): string {
  return withMinusSign(formatOf(fractionDigits, fractionDigits).format(value));
}

/** A share (1 is the whole) as a percentage, to at most `maximumFractionDigits` decimals: 0.4567 → "45,7%". */
export function formatPercent(share: number, maximumFractionDigits = 1): string {
  // One multiplication: share × 1000 and share × 100 × 10 can round apart.
  return `${formatNumber(Math.round(share * 10 ** (2 + maximumFractionDigits)) / 10 ** maximumFractionDigits, maximumFractionDigits)}%`;
}

/** What goes between "fica" and a status someone is left in: nothing for a state named by a gerund ("fica Defendendo"), "com" otherwise ("fica com Veneno"). */
export function statusPreposition(statusName: string): string {
  return /ndo$/.test(statusName) ? '' : 'com ';
}

/** Words as a Portuguese list: "a", "a e b", "a, b e c" (or "a, b ou c"). */
export function wordList(words: readonly string[], conjunction: 'e' | 'ou' = 'e'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1) ?? ''}`;
}
