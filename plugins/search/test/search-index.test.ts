import { describe, expect, it } from 'vitest';
import { all, parseHtml, textOf } from '../../build-output/src/page';
import { excerptPieces } from '../client/excerpt';
import { searchPageParams } from '../client/searchParams';
import { pageByFragment, readPages, searchData } from '../src/data';
import { buildVocabulary, extractPage } from '../src/extract';

const API = '/docs/framework/api/';

const builtPage = (title: string, body: string, canonical = '') => `<!doctype html><html lang="pt-BR"><head><title>${title} | Dice Rolling Game</title>
${canonical ? `<link rel="canonical" href="https://example.org${canonical}">` : ''}</head><body>
<nav class="navbar">Tutoriais Framework</nav>
<article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">Jogo</li><li class="breadcrumbs__item">Mecânicas</li><li class="breadcrumbs__item">${title}</li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article>
<footer>Copyright</footer></body></html>`;

describe('extractPage', () => {
  it('keeps the article only, with its title, section and headings', () => {
    const page = extractPage(
      builtPage('Custo das ações', '<p>Cada ação custa <code>energia</code>.</p><h2 id="x">Energia azul<a class="hash-link" href="#x">#</a></h2><button>Copiar</button>'),
      '/docs/a/',
      API,
    );
    expect(page).not.toBeNull();
    expect(page?.title).toBe('Custo das ações');
    expect(page?.section).toBe('Jogo › Mecânicas');
    expect(page?.headingText).toBe('Energia azul');
    expect(page?.bodyText).toContain('Cada ação custa energia.');
    expect(page?.bodyText).not.toMatch(/Copiar|Tutoriais|Copyright|#/);
    expect(page?.indexHtml).toContain('data-pagefind-body');
    expect(page?.indexHtml).toMatch(/<h1 data-pagefind-weight="10">Custo das ações<\/h1>/);
  });

  it('takes the address from the canonical link and names API pages after their type', () => {
    const page = extractPage(builtPage('BattleEvents.BattleStartedEventHandler', '<p>Delegado.</p>', '/docs/framework/api/DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler'), '/x/', API);
    expect(page?.url).toBe('/docs/framework/api/DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler');
    expect(page?.apiName).toBe('DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler');
    expect(page?.titleText).toContain('Battle Started Event Handler');
    expect(page?.headings).toBeUndefined();
  });

  it('knows API pages under a base URL by the API path it is given, base included', () => {
    const url = '/algum/docs/framework/api/DiceRolling.Dice.DiceFactory';
    const page = extractPage(builtPage('DiceFactory', '<h2 id="metodos">Métodos</h2>', url), '/x/', `/algum${API}`);
    expect(page?.apiName).toBe('DiceRolling.Dice.DiceFactory');
    expect(page?.headings).toBeUndefined();
    expect(extractPage(builtPage('DiceFactory', '<h2 id="metodos">Métodos</h2>', url), '/x/', API)?.apiName).toBeUndefined();
  });

  it('keeps the anchors of the sections of written pages', () => {
    const page = extractPage(builtPage('Inimigos', '<h2 id="bestas">Bestas\u200b<a class="hash-link" href="#bestas">#</a></h2><h3 id="kašurak">Kašurak</h3><h4 id="x">Detalhe</h4>'), '/docs/c', API);
    expect(page?.headings).toEqual([
      ['Bestas', 'bestas'],
      ['Kašurak', 'kašurak'],
    ]);
  });

  it('escapes a title that holds markup', () => {
    const page = extractPage(builtPage('IDice&lt;T&gt;', '<p>Dado.</p>'), '/docs/b', API);
    expect(page?.title).toBe('IDice<T>');
    // Escaped: the index reads the title back as text, never as a <T> element.
    const indexed = parseHtml(page?.indexHtml ?? '');
    expect(all('h1', indexed).map(textOf)).toEqual(['IDice<T>']);
    expect(all('t', indexed)).toEqual([]);
  });

  it('skips pages without an article', () => {
    expect(extractPage('<html><body><p>Redirecionando</p></body></html>', '/docs', API)).toBeNull();
  });
});

describe('buildVocabulary', () => {
  it('keeps title and heading words and frequent body words, most frequent first', () => {
    const pages = [
      extractPage(builtPage('Guardião', '<h2>Muralha Viva</h2><p>escudo escudo raro</p>'), '/a', API),
      extractPage(builtPage('Místico', '<p>escudo maré</p>'), '/b', API),
    ].filter((page) => page !== null);
    const vocabulary = buildVocabulary(pages);
    expect(vocabulary).toEqual(expect.arrayContaining(['guardiao', 'muralha', 'viva', 'mistico', 'escudo']));
    expect(vocabulary).not.toContain('raro');
    expect(vocabulary.indexOf('guardiao')).toBeLessThan(vocabulary.indexOf('escudo'));
  });
});

describe('searchData', () => {
  it('maps Pagefind fragment ids to pages by address', () => {
    const pages = [
      { url: '/docs/a', title: 'A', section: '' },
      { url: '/docs/b', title: 'B', section: 'S' },
    ];
    const data = searchData(pages, new Map([['pt_1', '/docs/b'], ['pt_2', '/docs/unknown']]), ['alfa', 'beta'], API);
    expect(data.fragments).toEqual(['', 'pt_1']);
    expect(pageByFragment(data)).toEqual(new Map([['pt_1', 1]]));
    expect(data.vocabulary).toBe('alfa beta');
  });

  it('leaves out the anchors the reader can predict from the heading, and keeps any other', () => {
    const headings: [string, string][] = [
      ['Custo das ações', 'custo-das-ações'],
      ['1. Crie o arquivo', '1-crie-o-arquivo'],
      ['Modelos (dados)', 'modelos-dados'],
      ['Declaração', 'declaracao'],
    ];
    const data = searchData([{ url: '/docs/a', title: 'A', section: '', headings }], new Map(), [], API);
    expect(data.pages[0][3]).toEqual(['Custo das ações', '1. Crie o arquivo', 'Modelos (dados)', ['Declaração', 'declaracao']]);
    expect(readPages(JSON.parse(JSON.stringify(data)))[0].headings).toEqual(headings);
  });

  it('round-trips pages, headings and API names through the compact form', () => {
    const pages = [
      { url: '/docs/game/x', title: 'Inimigos', section: 'Jogo', headings: [['Kašurak', 'kašurak'], ['Muralha Viva', 'muralha']] as [string, string][] },
      { url: '/docs/framework/api/DiceRolling.Dice.DiceFactory', title: 'DiceFactory', section: 'Dice', apiName: 'DiceRolling.Dice.DiceFactory' },
    ];
    const data = JSON.parse(JSON.stringify(searchData(pages, new Map(), [], API)));
    expect(readPages(data)).toEqual(pages);
  });
});

describe('excerptPieces', () => {
  it('turns the marked excerpt into text pieces, never HTML', () => {
    expect(excerptPieces('A <mark>ação</mark> custa &lt;b&gt; &amp; mais')).toEqual([
      { text: 'A ', marked: false },
      { text: 'ação', marked: true },
      { text: ' custa <b> & mais', marked: false },
    ]);
    expect(excerptPieces('<img src=x onerror=alert(1)>texto')).toEqual([{ text: 'texto', marked: false }]);
  });
});

describe('searchPageParams', () => {
  it('reads q, ctx and version', () => {
    expect(searchPageParams('?q=dados&ctx=docs/game&version=', '/')).toEqual({ query: 'dados', context: 'docs/game', pathPrefix: '/docs/game/', versionIndexed: true });
    expect(searchPageParams('?q=dados&version=v9.9/', '/').versionIndexed).toBe(false);
  });

  it('drops hostile values', () => {
    for (const ctx of ['//evil.example/', '../../', '<script>alert(1)</script>', '%E0%A4%A', 'a'.repeat(10_000), 'javascript:alert(1)']) {
      const params = searchPageParams(`?q=dados&ctx=${encodeURIComponent(ctx)}`, '/');
      expect(params.context).toBe('');
      expect(params.pathPrefix).toBeUndefined();
    }
    // Broken percent-encoding decodes to a replacement character, never an exception.
    expect(searchPageParams('?q=%E0%A4%A', '/').query).toBe('\uFFFD%A');
    expect(searchPageParams(`?q=${'x'.repeat(10_000)}`, '/').query.length).toBeLessThanOrEqual(100);
  });
});
