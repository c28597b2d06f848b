import { describe, expect, it } from 'vitest';
import { anchorId, codeBlock, escapeLinkText, escapeProse, escapeTableCell, inlineCode, linkUrl, markdownLink, yamlString } from '../src/escape';
import yaml from 'js-yaml';
import { compileMdx, htmlText, renderMdxToHtml } from './helpers';

/** Text that means something to Markdown, MDX, JSX, HTML or GFM tables. */
const hostile = [
  'IAction<TContext, TResult>',
  '{ get; set; }',
  'a | b || c',
  '*bold* _it_ __dunder__ **x**',
  '[link](http://x) ![img](y)',
  '`code` ``double``',
  '<div>html</div> <script>alert(1)</script> <br/>',
  '# not a heading',
  '- not a list',
  '1. not a list',
  '> not a quote',
  ':::danger',
  'import x from "y"; export const z = 1;',
  '&amp; &lt; &#123;',
  '~strike~ \\ backslash',
  '{/* comment */}',
  'x = y ---',
];

describe('escapeProse', () => {
  it('escapes the characters MDX and Markdown give meaning to', () => {
    expect(escapeProse('List<T> {x} a|b *c* _d_ [e] `f` #g ~h~ &i \\')).toBe(
      'List\\<T\\> \\{x\\} a\\|b \\*c\\* \\_d\\_ \\[e\\] \\`f\\` \\#g \\~h\\~ \\&i \\\\',
    );
  });

  it('escapes line-start syntax and collapses newlines', () => {
    expect(escapeProse('- item')).toBe('\\- item');
    expect(escapeProse('12. item')).toBe('12\\. item');
    expect(escapeProse('> quote')).toBe('\\> quote');
    expect(escapeProse('import x')).toBe('&#105;mport x');
    expect(escapeProse('export y')).toBe('&#101;xport y');
    expect(escapeProse('a\n\n# b')).toBe('a \\# b');
  });

  it.each(hostile)('renders %j back as the same text', async (text) => {
    const html = await renderMdxToHtml(escapeProse(text));
    expect(htmlText(html).trim()).toBe(text.replace(/\s+/g, ' '));
  });
});

describe('escapeTableCell / escapeLinkText', () => {
  it.each(hostile)('keeps a table of two columns for %j', async (text) => {
    const table = `| A | B |\n| --- | --- |\n| ${escapeTableCell(text)} | ${inlineCode(text, { inTable: true })} |`;
    const html = await renderMdxToHtml(table);
    expect(html.match(/<td>/g)).toHaveLength(2);
    const cells = [...html.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => htmlText(m[1] ?? ''));
    expect(cells[0]?.trim()).toBe(text.replace(/\s+/g, ' '));
    expect(cells[1]?.trim()).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('escapes brackets so link text cannot close early', async () => {
    expect(escapeLinkText('a]b[c')).toBe('a\\]b\\[c');
    const html = await renderMdxToHtml(markdownLink('Array<T> [x]', '/docs/framework/api/A'));
    expect(html).toBe('<p><a href="/docs/framework/api/A">Array&lt;T&gt; [x]</a></p>');
  });
});

describe('inlineCode', () => {
  it('picks a fence longer than any backtick run', () => {
    expect(inlineCode('a')).toBe('`a`');
    expect(inlineCode('a `b` c')).toBe('``a `b` c``');
    expect(inlineCode('`x`')).toBe('`` `x` ``');
  });

  it.each(hostile)('shows %j literally', async (text) => {
    const html = await renderMdxToHtml(inlineCode(text));
    expect(htmlText(html)).toBe(text.replace(/\s+/g, ' ').trim());
  });
});

describe('codeBlock', () => {
  it('keeps code verbatim, with a fence longer than any inside', async () => {
    const code = 'var x = new List<int> { 1 };\n```\n// {chaves} e <tags> | pipes\n```';
    const block = codeBlock(code, 'csharp');
    expect(block.startsWith('````csharp\n')).toBe(true);
    const html = await renderMdxToHtml(block);
    expect(htmlText(html).trim()).toBe(code);
  });
});

describe('yamlString', () => {
  it.each(['IAction<TContext, TResult>', 'a: b # c', '"quoted" \'single\'', '- [x] {y}', 'multi\nline', 'yes', '@at'])(
    'round-trips %j through YAML',
    (text) => {
      expect(yaml.load(`title: ${yamlString(text)}`)).toEqual({ title: text.replace(/\s+/g, ' ') });
    },
  );
});

describe('anchorId and linkUrl', () => {
  it('makes lowercase ASCII anchors', () => {
    expect(anchorId('StartBattle')).toBe('startbattle');
    expect(anchorId('Ação básica')).toBe('acao-basica');
    expect(anchorId('operator +')).toBe('operator');
    expect(anchorId('<>')).toBe('item');
  });

  it('encodes characters a markdown link target cannot hold', () => {
    expect(linkUrl('/docs/a b(c)')).toBe('/docs/a%20b%28c%29');
  });

  it('compiles every context together in one page', async () => {
    const page = hostile.map((t) => `${escapeProse(t)} ${inlineCode(t)}\n\n### ${escapeProse(t)} \\{#x}\n`).join('\n');
    await expect(compileMdx(page)).resolves.toContain('jsx');
  });
});
