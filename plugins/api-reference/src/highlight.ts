/**
 * Part of stage 4: C# declarations → compact highlighted HTML, once, at
 * generation. The tokens come from the Prism the site's code blocks use:
 * prism-react-renderer's instance, with Prism's own C# grammar loaded onto it
 * the way Docusaurus does (theme-classic's prism-include-languages), so a
 * declaration and a ```csharp block are split by the same grammar. Only the
 * tokens that get a colour become a `<span>`; punctuation and spaces stay
 * text, lines are plain newlines. The HTML is written by hast-util-to-html,
 * no highlighter runs in the browser (colours for both modes are CSS).
 */
import { createRequire } from 'node:module';
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { Prism } from 'prism-react-renderer';

/**
 * Prism's language files extend the `Prism` global: lend it prism-react-renderer's
 * instance while the C# file runs, then put back whatever was there.
 */
function loadCSharp(): void {
  if (Prism.languages.csharp) return;
  const require = createRequire(__filename);
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  global.Prism = Prism;
  try {
    const file = require.resolve('prismjs/components/prism-csharp');
    // A copy loaded earlier in this process went onto another instance: run the file again.
    delete require.cache[file];
    require(file);
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  if (!Prism.languages.csharp) throw new Error('api-reference: a gramática C# do Prism não carregou');
}

loadCSharp();

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

function classOf(token: Prism.Token): string | undefined {
  for (const type of [token.type, ...(Array.isArray(token.alias) ? token.alias : token.alias ? [token.alias] : [])]) {
    const found = tokenClasses[type];
    if (found) return found;
  }
  return undefined;
}

/** hast of a token stream; `current` is the class of the span already open around it. */
function toHast(stream: Prism.TokenStream, current: string | undefined): ElementContent[] {
  if (typeof stream === 'string') return stream ? [{ type: 'text', value: stream }] : [];
  if (Array.isArray(stream)) return stream.flatMap((part) => toHast(part, current));
  const own = classOf(stream);
  if (!own || own === current) return toHast(stream.content, current);
  const inner = toHast(stream.content, own);
  return inner.length ? [{ type: 'element', tagName: 'span', properties: { className: [own] }, children: inner }] : [];
}

/** The highlighted HTML of a C# snippet. */
export function highlightCSharp(code: string): string {
  const grammar = Prism.languages.csharp;
  const nodes: ElementContent[] = grammar ? toHast(Prism.tokenize(code, grammar), undefined) : [{ type: 'text', value: code }];
  return toHtml({ type: 'root', children: nodes }, { preferUnquoted: true });
}
