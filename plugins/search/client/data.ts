/**
 * Pieces of the index's page data shared by the builder and the worker: how
 * headings are stored, and how an API page's type is read from its address.
 * No HTML parsing here: the worker imports this file.
 */

/** A heading as stored: its text alone when its anchor is `headingSlug(text)`, else `[text, anchor]`. */
export type StoredHeading = string | [string, string];

/**
 * The anchor Docusaurus gives a heading of plain text: lower case, spaces
 * to hyphens, punctuation dropped, accents kept. Only used to leave out the
 * anchors it predicts (four in ten bytes of the headings): the builder checks
 * each one and stores any other anchor as it is.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The type an API page documents, read from its URL (`<apiPath>DiceRolling.Dice.DiceFactory`); undefined for other pages. */
export function apiNameOf(url: string, apiPath: string): string | undefined {
  return url.startsWith(apiPath) && url.length > apiPath.length ? decodeURIComponent(url.slice(apiPath.length)).replace(/\/$/, '') : undefined;
}
