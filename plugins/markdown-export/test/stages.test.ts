// Each HTML stage alone, on the smallest fragment that shows its job.
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { admonitionsToQuotes, admonitionTitle } from '../src/admonitions';
import { removeChrome } from '../src/chrome';
import { languageOf, normalizeCodeBlocks } from '../src/code-blocks';
import { diagramsToCode, trimBlankLines } from '../src/diagrams';
import { absolutizeLinks, absoluteUrl } from '../src/links';
import { captionsAboveTables, inlineTableCells } from '../src/tables';

function fragment(html: string): Element {
  const root = fromHtml(`<div>${html}</div>`, { fragment: true });
  const [first] = root.children;
  if (first?.type !== 'element') throw new Error('no element');
  return first;
}

const html = (element: Element): string => toHtml(element.children);

describe('diagramsToCode', () => {
  it('takes the source of a diagram drawn at build time (details)', () => {
    const tree = fragment(
      '<figure><div role="toolbar"><button>+</button></div><img src="/d.svg" alt="x"><details><summary>Ver ' +
        'o diagrama em texto</summary><pre>\n  graph LR\n    A --> B\n\n</pre></details></figure>',
    );
    expect(html(diagramsToCode(tree))).toBe('<pre data-language="mermaid">  graph LR\n    A --> B</pre>');
  });

  it('takes the source of a diagram left to the browser (noscript)', () => {
    const tree = fragment('<figure><div class="viewport"></div><noscript><p>Diagrama em texto:</p><pre>sequenceDiagram\n  A->>B: oi</pre></noscript></figure>');
    expect(html(diagramsToCode(tree))).toBe('<pre data-language="mermaid">sequenceDiagram\n  A->>B: oi</pre>');
  });

  it('leaves other figures alone', () => {
    const tree = fragment('<figure><img src="/a.png" alt="A"><figcaption>Legenda</figcaption></figure>');
    expect(html(diagramsToCode(tree))).toBe('<figure><img src="/a.png" alt="A"><figcaption>Legenda</figcaption></figure>');
  });

  it('trims blank lines only', () => {
    expect(trimBlankLines('\n \n  a\n  b\n\t\n')).toBe('  a\n  b');
  });
});

describe('normalizeCodeBlocks', () => {
  it('finds the language on the <pre>, its <code>, or not at all', () => {
    expect(languageOf(fragment('<pre class="prism-code language-csharp"></pre>').children[0] as Element)).toBe('csharp');
    expect(languageOf(fragment('<pre><code class="language-js">x</code></pre>').children[0] as Element)).toBe('js');
    expect(languageOf(fragment('<pre>x</pre>').children[0] as Element)).toBeUndefined();
  });

  it('keeps a block without a language as a plain block', () => {
    const tree = fragment('<div class="theme-code-block"><pre><code><div class="token-line">a<br></div><div class="token-line">b<br></div></code></pre></div>');
    expect(html(normalizeCodeBlocks(tree))).toBe('<pre>a\nb</pre>');
  });
});

describe('admonitionsToQuotes', () => {
  it('capitalises the title as the theme shows it', () => {
    expect(admonitionTitle(' proposta ')).toBe('Proposta');
    expect(admonitionTitle('ênfase  dupla')).toBe('Ênfase dupla');
  });

  it('keeps an admonition without heading as a plain quote', () => {
    const tree = fragment('<div class="theme-admonition"><p>Só texto.</p></div>');
    expect(html(admonitionsToQuotes(tree))).toBe('<blockquote><p>Só texto.</p></blockquote>');
  });
});

describe('removeChrome', () => {
  it('drops header, "#" links, buttons, toolbars, icons and marked controls, and keeps content', () => {
    const tree = fragment(
      '<header><h1>Título</h1></header><h2 id="a">A<a class="hash-link" href="#a">\u200b</a></h2><div ' +
        'data-markdown-export="skip"><button>Copiar</button></div><p>Texto <svg></svg>fica.</p><noscript>cópia</noscript>',
    );
    expect(html(removeChrome(tree))).toBe('<h2 id="a">A</h2><p>Texto fica.</p>');
  });

  it('drops a tooltip: the text shown on hover or focus, which the page itself says elsewhere', () => {
    const tree = fragment(
      '<p>A <span><a href="/g#vida" aria-describedby="t1">Vida</a><span role="tooltip" id="t1">Quanto dano aguenta.</span></span> acaba.</p>',
    );
    expect(html(removeChrome(tree))).toBe('<p>A <span><a href="/g#vida" aria-describedby="t1">Vida</a></span> acaba.</p>');
  });
});

describe('absolutizeLinks', () => {
  const page = 'https://example.org/base/docs/a/b';

  it('resolves root-relative, relative and hash-only addresses against the page', () => {
    expect(absoluteUrl('/base/docs/c/', page)).toBe('https://example.org/base/docs/c/');
    expect(absoluteUrl('../x', page)).toBe('https://example.org/base/docs/x');
    expect(absoluteUrl('#secao', page)).toBe('https://example.org/base/docs/a/b#secao');
    expect(absoluteUrl('mailto:time@example.org', page)).toBe('mailto:time@example.org');
  });

  it('drops addresses that are not web links, or that do not parse', () => {
    expect(absoluteUrl('javascript:alert(1)', page)).toBeUndefined();
    expect(absoluteUrl('data:text/html,<b>x</b>', page)).toBeUndefined();
    expect(absoluteUrl('http://[::1', page)).toBeUndefined();
  });

  it('keeps the text of a dropped link and the alt text of a dropped image', () => {
    const tree = fragment('<a href="javascript:alert(1)">perigo <img src="data:image/png;base64,AA" alt="ícone"></a> <img src="/base/img/x.png" alt="X">');
    expect(html(absolutizeLinks(tree, page))).toBe('perigo ícone <img src="https://example.org/base/img/x.png" alt="X">');
  });
});

describe('captionsAboveTables', () => {
  it('moves the caption above the table as bold text', () => {
    const tree = fragment('<table><caption> Papéis  jogáveis </caption><tr><td>Warden</td></tr></table>');
    expect(html(captionsAboveTables(tree))).toBe('<p><strong>Papéis jogáveis</strong></p><table><tbody><tr><td>Warden</td></tr></tbody></table>');
  });
});

describe('inlineTableCells', () => {
  it('keeps every cell on one line: blocks side by side, list items joined, code inline', () => {
    const tree = fragment(
      '<table><tr><td>a<br>b</td><td><ul><li>x</li><li><strong>y</strong></li></ul></td><td><p>p1</p><p>p2</p></td><td><div ' +
        'class="theme-code-block"><pre><code>let a = 1;<br>  a++;</code></pre></div></td></tr></table>',
    );
    expect(html(inlineTableCells(tree))).toBe(
      '<table><tbody><tr><td>a b</td><td>x; <strong>y</strong></td><td>p1 p2</td><td><code>let a = 1; a++;</code></td></tr></tbody></table>',
    );
  });
});
