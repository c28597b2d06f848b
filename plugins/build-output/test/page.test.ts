import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { all, attribute, first, parseHtml, readBuiltPage, textOf, without } from '../src/page';

const page = `<!doctype html><html lang="pt-BR"><head><title>Custo &amp; ações | Site</title>
<link rel="canonical" href="https://example.org/base/docs/a/"></head><body>
<div class="theme-doc-markdown">fora</div>
<article><nav class="theme-doc-breadcrumbs">Jogo</nav><div class="theme-doc-markdown markdown"><h1>Custo</h1><p>dentro</p></div></article>
</body></html>`;

describe('readBuiltPage', () => {
  it('reads the title, the canonical route and the doc content inside the article', () => {
    const built = readBuiltPage(page);
    expect(built.title).toBe('Custo & ações | Site');
    expect(built.canonicalPath).toBe('/base/docs/a/');
    expect(built.article && textOf(built.article)).toContain('Jogo');
    expect(built.content && toHtml(built.content.children)).toBe('<h1>Custo</h1><p>dentro</p>');
  });

  it('has no article nor content for a page without them, nor canonical when none is declared', () => {
    const built = readBuiltPage('<html><head><title>Redirecionando</title></head><body><p>x</p></body></html>');
    expect(built).toEqual({ title: 'Redirecionando' });
  });

  it('finds the article of a page with two articles too', () => {
    const built = readBuiltPage(
      '<html><head></head><body><article><p>um</p></article><article><div class="theme-doc-markdown">dois</div></article></body></html>',
    );
    expect(built.content).toBeUndefined();
    expect(built.article && textOf(built.article)).toBe('um');
  });
});

describe('queries', () => {
  it('reads attributes by their HTML names', () => {
    const tree = parseHtml('<a class="x y" href="/a" data-kind="k" aria-label="rótulo" hidden>a</a><img srcset="a.png 1x, b.png 2x">');
    const link = first('a', tree);
    if (!link) throw new Error('no link');
    expect(attribute(link, 'class')).toBe('x y');
    expect(attribute(link, 'href')).toBe('/a');
    expect(attribute(link, 'data-kind')).toBe('k');
    expect(attribute(link, 'aria-label')).toBe('rótulo');
    expect(attribute(link, 'hidden')).toBe('');
    expect(attribute(link, 'title')).toBeUndefined();
    const [image] = all('img', tree);
    expect(attribute(image, 'srcset')).toBe('a.png 1x, b.png 2x');
  });

  it('copies a tree without the elements a selector matches, leaving the original whole', () => {
    const tree = parseHtml('<div><p>a<button>copiar</button></p><svg><text>x</text></svg><p>b</p></div>');
    const div = first('div', tree);
    if (!div) throw new Error('no div');
    expect(textOf(without(div, 'button, svg'))).toBe('ab');
    expect(textOf(div)).toBe('acopiarxb');
  });
});
