/**
 * Nothing in a C# comment or name can inject Markdown, MDX, JSX or HTML: each
 * hostile text goes through the page writer (mdast → mdast-util-to-markdown)
 * in every place a page puts text, and comes back as the same visible text.
 */
import { describe, expect, it } from 'vitest';
import { anchorId } from '../src/build-model';
import { code, codeBlock, heading, jsxFlow, jsxText, link, list, paragraph, serializeFragment, serializePage, strong, table, text } from '../src/mdast';
import { declarationBlock } from '../src/render-type-page';
import { compiledToc, compileMdx, htmlText, renderMdxToHtml, splitFrontMatter } from './helpers';

/** Text that means something to Markdown, MDX, JSX, HTML, YAML or GFM tables. */
const hostile = [
  'IAction<TContext, TResult>',
  '{ get; set; }',
  'a | b || c',
  '*bold* _it_ __dunder__ **x**',
  '[link](http://x) ![img](y)',
  '`code` ``double``',
  '<div>html</div> <script>alert(1)</script> <br/>',
  '</ApiSection> <ApiCode html="x" />',
  '# not a heading',
  '- not a list',
  '1. not a list',
  '> not a quote',
  ':::danger',
  'import x from "y"; export const z = 1;',
  '&amp; &lt; &#123;',
  '~strike~ \\ backslash',
  '{/* comment */}',
  'end {/* #evil */}',
  'end \\{#evil}',
  'x = y ---',
  '---\ntitle: injected',
  'a\n\n# b',
];

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Elements a hostile text must never produce. */
const injected = /<(?!\/?(?:p|h[1-6]|a|code|pre|table|thead|tbody|tr|th|td|ul|ol|li|strong|em|br|section|details|summary|span)\b)[a-z]/i;

describe('text in a paragraph', () => {
  it.each(hostile)('renders %j back as the same text', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([paragraph([text(value)])]));
    expect(html).toMatch(/^<p>[\s\S]*<\/p>$/);
    expect(html).not.toMatch(injected);
    expect(htmlText(html).trim()).toBe(oneLine(value));
  });

  it.each(hostile)('after a label and a line break, %j is still text', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([paragraph([strong([text('Tipo:')]), text(' '), text(value), { type: 'break' }, text(value)])]));
    expect(html).not.toMatch(injected);
    expect(htmlText(html).replace(/\s+/g, ' ').trim()).toBe(`Tipo: ${oneLine(value)} ${oneLine(value)}`);
  });
});

describe('headings', () => {
  it.each(hostile)('keep the id they are given, whatever %j says', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([heading(3, value, 'membro')]));
    expect(html).toMatch(/^<h3 id="membro">/);
    expect(html).not.toMatch(injected);
    expect(htmlText(html).trim()).toBe(oneLine(value));
  });

  it('write the id as an MDX comment, which the installed Docusaurus reads into its table of contents', async () => {
    const page = serializeFragment([heading(2, 'Declaração', 'declaracao'), heading(3, 'List<T> {x}', 'list-t')]);
    expect(page).toBe('## Declaração {/* #declaracao */}\n\n### List\\<T> \\{x} {/* #list-t */}\n');
    expect(compiledToc(await compileMdx(page))).toEqual([
      { value: 'Declaração', id: 'declaracao', level: 2 },
      { value: 'List&lt;T&gt; {x}', id: 'list-t', level: 3 },
    ]);
  });
});

describe('table cells, links, lists and <summary>', () => {
  it.each(hostile)('keep a table of two columns for %j', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([table(['A', 'B'], [[[text(value)], [code(value)]]])]));
    expect(html.match(/<td>/g)).toHaveLength(2);
    expect(html).not.toMatch(injected);
    const cells = [...html.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => htmlText(m[1] ?? ''));
    expect(cells).toEqual([oneLine(value), oneLine(value)]);
  });

  it.each(hostile)('keep the link text %j whole', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([paragraph([link('/docs/framework/api/A(1) b', value)])]));
    expect(html).toMatch(/^<p><a href="\/docs\/framework\/api\/A\(1\)%20b">[\s\S]*<\/a><\/p>$/);
    expect(html).not.toMatch(injected);
    expect(htmlText(html)).toBe(oneLine(value));
  });

  it.each(hostile)('keep the list item %j one item', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([list([[text(value)], [text('segundo')]])]));
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).not.toMatch(injected);
    expect(htmlText(html).replace(/\s+/g, ' ').trim()).toBe(`${oneLine(value)} segundo`);
  });

  it.each(hostile)('keep %j inside <summary>', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([jsxFlow('details', [paragraph([jsxText('summary', [text(value)])]), paragraph([text('corpo')])])]));
    expect(html).toMatch(/^<details><summary>[\s\S]*<\/summary>/);
    expect(html).not.toMatch(injected);
    expect(htmlText(/<summary>([\s\S]*)<\/summary>/.exec(html)?.[1] ?? '')).toBe(oneLine(value));
  });
});

describe('code', () => {
  it.each(hostile)('a code span shows %j literally', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([paragraph([code(value)])]));
    expect(html).toMatch(/^<p><code>[\s\S]*<\/code><\/p>$/);
    expect(htmlText(html)).toBe(oneLine(value));
  });

  it('a code block keeps code verbatim, with a fence longer than any inside', async () => {
    const source = 'var x = new List<int> { 1 };\n```\n// {chaves} e <tags> | pipes\n```';
    const block = serializeFragment([codeBlock(source, 'csharp')]);
    expect(block.startsWith('````csharp\n')).toBe(true);
    expect(htmlText(await renderMdxToHtml(block)).trim()).toBe(source);
  });

  it.each(hostile)('a declaration block shows %j as code text, never as markup', async (value) => {
    const html = await renderMdxToHtml(serializeFragment([declarationBlock(`string s = "${value}"; // ${value}`)]));
    expect(html).toMatch(/^<pre><code>[\s\S]*<\/code><\/pre>$/);
    expect(html.replace(/<\/?(pre|code|span)\b[^>]*>/g, '')).not.toMatch(/</);
    expect(htmlText(html)).toBe(`string s = "${value}"; // ${value}`);
  });
});

describe('front matter', () => {
  it.each(hostile)('round-trips %j through YAML, on one line', (value) => {
    const page = serializePage({ title: value, description: value, toc_max_heading_level: 3 }, [paragraph([text('corpo')])]);
    const { frontMatter, body } = splitFrontMatter(page);
    expect(frontMatter).toEqual({ title: oneLine(value), description: oneLine(value), toc_max_heading_level: 3 });
    expect(body.trim()).toBe('corpo');
  });
});

describe('anchorId', () => {
  it('makes lowercase ASCII anchors', () => {
    expect(anchorId('StartBattle')).toBe('startbattle');
    expect(anchorId('Ação básica')).toBe('acao-basica');
    expect(anchorId('operator +')).toBe('operator');
    expect(anchorId('<>')).toBe('item');
  });
});

describe('a whole page', () => {
  it('compiles in the installed Docusaurus MDX pipeline with every context together', async () => {
    const blocks = hostile.flatMap((value, index) => [
      heading(3, value, `h-${index}`),
      paragraph([text(value), text(' '), code(value), text(' '), link('/x', value)]),
      table(['A'], [[[text(value)]]]),
      declarationBlock(value),
    ]);
    const compiled = await compileMdx(serializeFragment([jsxFlow('ApiSection', blocks)]));
    expect(compiledToc(compiled).map((entry) => entry.id)).toEqual(hostile.map((_, index) => `h-${index}`));
  });
});
