/**
 * Part of stage 4: C# declarations → compact highlighted HTML, once, at
 * generation. Prism (the highlighter the site's code blocks use) splits the
 * code; only the tokens that get a colour become a `<span>`, punctuation and
 * spaces stay text, lines are plain newlines. A declaration then costs a
 * handful of DOM nodes instead of a wrapper per token, line and break, and
 * no highlighter runs in the browser (colours for both modes are CSS).
 */
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';

loadLanguages(['csharp']);

/** Prism token types → the short classes the ApiCode component styles. */
const tokenClasses: Record<string, string> = {
  keyword: 'k',
  boolean: 'k',
  'class-name': 't',
  string: 's',
  char: 's',
  number: 'n',
  comment: 'c',
};

/**
 * Text for HTML inside a JS string in MDX: the usual escapes, plus braces and
 * backslashes as character references, so the string never holds anything
 * MDX or JavaScript give meaning to.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"'{}\\]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function classOf(token: Prism.Token): string | undefined {
  for (const type of [token.type, ...(Array.isArray(token.alias) ? token.alias : token.alias ? [token.alias] : [])]) {
    const found = tokenClasses[type];
    if (found) return found;
  }
  return undefined;
}

/** HTML of a token stream; `current` is the class of the span already open around it. */
function render(stream: Prism.TokenStream, current: string | undefined): string {
  if (typeof stream === 'string') return escapeHtml(stream);
  if (Array.isArray(stream)) return stream.map((part) => render(part, current)).join('');
  const own = classOf(stream);
  if (!own || own === current) return render(stream.content, current);
  const inner = render(stream.content, own);
  return inner ? `<span class=${own}>${inner}</span>` : '';
}

/** The highlighted HTML of a C# snippet. */
export function highlightCSharp(code: string): string {
  const grammar = Prism.languages.csharp;
  if (!grammar) return escapeHtml(code);
  return Prism.tokenize(code, grammar)
    .map((token) => render(token, undefined))
    .join('');
}
