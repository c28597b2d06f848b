/**
 * Builds the "new issue" URL the suggestion box opens. Pure, so every rule of
 * decisions.md (title suffix, quoting, encoding, the length cut) is unit-tested.
 */

/** GitHub and browsers accept longer URLs, but some proxies cut past 8 KB. */
export const MAX_ISSUE_URL_LENGTH = 8000;
export const CUT_MARKER = '[…]';
const MAX_TITLE_LENGTH = 200;

export interface SuggestionInput {
  repositoryUrl: string;
  /** The document title as the browser shows it, e.g. `Energia | Dice Rolling Game`. */
  documentTitle: string;
  siteTitle: string;
  pageUrl: string;
  /** Text the reader had selected on the page; empty when nothing is selected. */
  selection?: string;
  maxLength?: number;
}

/** Removes the ` | <site title>` suffix Docusaurus appends to every page title. */
export function pageTitleOf(documentTitle: string, siteTitle: string): string {
  const suffix = ` | ${siteTitle}`;
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
  return title.trim() || siteTitle;
}

/** Lone surrogates (half an emoji) would make encodeURIComponent throw. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Cuts by code points, so an emoji or a combined letter is never split in half. */
function cutCodePoints(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

export function issueTitle(pageTitle: string): string {
  const title = Array.from(pageTitle).length > MAX_TITLE_LENGTH ? `${cutCodePoints(pageTitle, MAX_TITLE_LENGTH)}${CUT_MARKER}` : pageTitle;
  return `Docs: sugestão em "${title}"`;
}

/** Quotes each line of the selection in Markdown; CRLF and CR count as line breaks. */
export function quoteSelection(selection: string): string {
  return selection
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

export function issueBody(pageUrl: string, selection: string): string {
  const url = `URL: ${pageUrl}`;
  if (selection.trim() === '') return url;
  return `${url}\n\nTexto selecionado:\n${quoteSelection(selection)}`;
}

function issueUrl(repositoryUrl: string, title: string, body: string): string {
  const base = `${repositoryUrl.replace(/\/+$/, '')}/issues/new`;
  return `${base}?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

/**
 * Returns the largest prefix length (in code points) of `text` for which
 * `fits(prefix)` holds. `fits` is monotone in the prefix length.
 */
function longestFittingPrefix(text: string, fits: (prefix: string) => boolean): number {
  const points = Array.from(text);
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(points.slice(0, mid).join(''))) low = mid;
    else high = mid - 1;
  }
  return low;
}

export function buildSuggestionUrl(input: SuggestionInput): string {
  const maxLength = input.maxLength ?? MAX_ISSUE_URL_LENGTH;
  const title = issueTitle(wellFormed(pageTitleOf(input.documentTitle, input.siteTitle)));
  let pageUrl = wellFormed(input.pageUrl);
  const selection = wellFormed(input.selection ?? '');
  const build = (url: string, quoted: string) => issueUrl(input.repositoryUrl, title, issueBody(url, quoted));

  // A hostile hash or query can make the page URL alone too long: cut it first,
  // leaving a quarter of the budget for the selection.
  const urlBudget = Math.floor(maxLength * 0.75);
  if (build(pageUrl, '').length > urlBudget) {
    const kept = longestFittingPrefix(pageUrl, (prefix) => build(prefix + CUT_MARKER, '').length <= urlBudget);
    pageUrl = cutCodePoints(pageUrl, kept) + CUT_MARKER;
  }

  const full = build(pageUrl, selection);
  if (full.length <= maxLength || selection.trim() === '') return full;

  const withMarker = (prefix: string) => `${prefix}\n${CUT_MARKER}`;
  const kept = longestFittingPrefix(selection, (prefix) => build(pageUrl, withMarker(prefix)).length <= maxLength);
  return build(pageUrl, withMarker(cutCodePoints(selection, kept)));
}
