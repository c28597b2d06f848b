// Reading numbers a reader types or a link carries. Pure, so every hostile
// case (empty, words, negative, huge, decimals, NaN, Infinity) is tested once.
import { formatNumber } from '../../format-pt';

export interface Bounds {
  min: number;
  max: number;
}

export type Parsed = { ok: true; value: number } | { ok: false; message: string };

const wholeNumber = /^[+-]?\d+$/;
/** A whole number with the thousands point the pages write ("9.999"). */
const groupedWholeNumber = /^[+-]?\d{1,3}(?:\.\d{3})+$/;

/** A whole number typed in a field, within bounds; otherwise a message in Portuguese. */
export function parseWhole(raw: string | null | undefined, bounds: Bounds, label: string): Parsed {
  const typed = (raw ?? '').trim();
  const [min, max] = [formatNumber(bounds.min), formatNumber(bounds.max)];
  if (typed === '') return { ok: false, message: `${label}: preencha com um número inteiro de ${min} a ${max}.` };
  const textValue = groupedWholeNumber.test(typed) ? typed.replace(/\./g, '') : typed;
  if (!wholeNumber.test(textValue))
    return { ok: false, message: `${label}: "${shorten(textValue)}" não é um número inteiro; use só algarismos, de ${min} a ${max}.` };
  const value = Number(textValue);
  if (value < 0 && bounds.min >= 0) return { ok: false, message: `${label}: não pode ser negativo; use de ${min} a ${max}.` };
  if (!Number.isSafeInteger(value) || value > bounds.max) return { ok: false, message: `${label}: grande demais; o máximo é ${max}.` };
  if (value < bounds.min) return { ok: false, message: `${label}: o mínimo é ${min}.` };
  return { ok: true, value };
}

/** A number from a link: kept when valid, otherwise clamped (or the fallback) with a message. */
export function wholeFromLink(raw: string | null, bounds: Bounds, fallback: number, label: string, problems: string[]): number {
  if (raw === null) return fallback;
  const parsed = parseWhole(raw, bounds, label);
  if (parsed.ok) return parsed.value;
  const value = Number(raw.trim());
  const clamped = wholeNumber.test(raw.trim()) ? Math.min(bounds.max, Math.max(bounds.min, Number.isFinite(value) ? value : bounds.max)) : fallback;
  problems.push(`${parsed.message} Usei ${formatNumber(clamped)}.`);
  return clamped;
}

/** One of the allowed ids, or the fallback with a message. */
export function choiceFromLink<T extends string>(raw: string | null, allowed: readonly T[], fallback: T, label: string, problems: string[]): T {
  if (raw === null) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${label}: "${shorten(raw)}" não existe; usei o padrão.`);
  return fallback;
}

/** Long or odd values are cut in messages, so a hostile link cannot flood the page. */
export function shorten(value: string, length = 24): string {
  // Control characters (C0 and DEL) never reach a message.
  const printable = Array.from(value)
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f;
    })
    .join('');
  const characters = Array.from(printable);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : printable;
}
