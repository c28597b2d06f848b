/**
 * Every piece of text the renderer emits goes through exactly one of these
 * functions, chosen by where it lands in the MDX file. Comments and C# are
 * full of characters MDX gives meaning to (`<T>`, `{ get; }`, `a | b`, `*`...),
 * so nothing may be concatenated into a page unescaped.
 */

/**
 * ASCII punctuation that can open markdown or MDX syntax anywhere in a line.
 * CommonMark lets any ASCII punctuation be backslash-escaped, and MDX honours
 * these escapes for `<` and `{` too, so a backslash is enough everywhere.
 */
const inlineSyntax = /[\\`*_{}[\]<>#|~&]/g;

/** Characters that only mean something at the start of a line: list, quote, heading underline, admonition. */
const lineStartMarker = /^(\s*)([-+=:>])/;
const lineStartOrderedList = /^(\s*\d+)([.)])/;
/**
 * A paragraph starting with `import`/`export` is ES module code to MDX. A letter
 * cannot be backslash-escaped, so its first letter becomes a character reference.
 */
const lineStartEsm = /^(\s*)([ie])(mport|xport)\b/;

/**
 * Text inside a paragraph, a list item or a heading. Whitespace runs (newlines included)
 * become one space, so a fragment's start is the only place a line can start; a caller
 * that knows its fragment follows other text on the line passes `midLine` to skip those escapes.
 */
export function escapeProse(text: string, options: { midLine?: boolean } = {}): string {
  const inline = text.replace(/\s+/g, ' ').replace(inlineSyntax, '\\$&');
  if (options.midLine) return inline;
  return inline
    .replace(lineStartMarker, '$1\\$2')
    .replace(lineStartOrderedList, '$1\\$2')
    .replace(lineStartEsm, (_match, space: string, letter: string, rest: string) => `${space}&#${letter.charCodeAt(0)};${rest}`);
}

/** Text inside a GFM table cell: prose rules; the pipe escape also keeps the table intact. */
export function escapeTableCell(text: string): string {
  return escapeProse(text);
}

/** The visible text of `[text](url)`. */
export function escapeLinkText(text: string): string {
  return escapeProse(text);
}

/** A link target we generate ourselves; only URL-safe characters may pass. */
export function linkUrl(url: string): string {
  return encodeURI(url).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function markdownLink(text: string, url: string): string {
  return `[${escapeLinkText(text)}](${linkUrl(url)})`;
}

/**
 * A code span. Its content is literal in MDX, so only backticks matter: the
 * fence is one backtick longer than the longest run inside. In a table cell a
 * pipe would still end the cell (GFM splits cells before parsing code), hence `\|`.
 */
export function inlineCode(text: string, options: { inTable?: boolean } = {}): string {
  let content = text.replace(/\s+/g, ' ');
  if (options.inTable) content = content.replace(/\|/g, '\\|');
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = content.startsWith('`') || content.endsWith('`') || /^ .* $/.test(content) ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/** A fenced code block, fence longer than any backtick run in the code. */
export function codeBlock(code: string, language = ''): string {
  const longestRun = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${code.replace(/\s+$/, '')}\n${fence}`;
}

/** A YAML scalar: JSON strings are valid YAML double-quoted scalars. */
export function yamlString(text: string): string {
  return JSON.stringify(text.replace(/\s+/g, ' ').trim());
}

/** The lowercase anchor of a member heading, written as `{#anchor}`; only `[a-z0-9-]` survive. */
export function anchorId(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}
