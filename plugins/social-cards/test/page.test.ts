import { describe, expect, it } from 'vitest';
import { readPage, sectionOf } from '../src/page';

describe('what a card says about a page', () => {
  it('takes the title without the site suffix, the description, and whether it is a doc article', () => {
    const html =
      '<html class="docs-wrapper docs-doc-page"><head><title>Glossário | Dice Rolling Game</title><meta ' +
      'name=description content="Cada termo do jogo"></head><body><article><div class="theme-doc-markdown markdown"></div></article></body></html>';
    expect(readPage(html, 'Dice Rolling Game', '|')).toEqual({
      title: 'Glossário',
      documentTitle: 'Glossário | Dice Rolling Game',
      description: 'Cada termo do jogo',
      isArticle: true,
    });
  });

  it('keeps a title without suffix whole (the search page) and has no description where the page has none', () => {
    const facts = readPage('<html><head><title>Buscar na documentação</title></head><body><main></main></body></html>', 'Dice Rolling Game', '|');
    expect(facts).toEqual({ title: 'Buscar na documentação', documentTitle: 'Buscar na documentação', description: undefined, isArticle: false });
  });

  it('finds the section by the first rule that claims the route', () => {
    const rules = [
      { title: 'Página inicial', path: '' },
      { title: 'Referência da API', pathPrefix: 'docs/framework/api/' },
      { title: 'Busca', pathPrefix: 'search' },
    ];
    expect(sectionOf('', rules, 'Documentação')).toBe('Página inicial');
    expect(sectionOf('docs/framework/api/DiceRolling.Dice/', rules, 'Documentação')).toBe('Referência da API');
    expect(sectionOf('search/', rules, 'Documentação')).toBe('Busca');
    expect(sectionOf('404.html', rules, 'Documentação')).toBe('Documentação');
  });
});
