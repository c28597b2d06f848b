import { describe, expect, it } from 'vitest';
import { SearchEngine, type IndexReader } from '../client/engine';
import { excerptOf } from '../client/excerpt';
import { searchPageParams } from '../client/searchParams';
import { buildShards } from '../src/buildIndex';
import { buildVocabulary, extractPage, type ExtractedPage } from '../src/extract';
import {
  INDEX_FORMAT,
  shardOf,
  shardsOfPrefix,
  shardsOfTerm,
  stemVariants,
  vocabularyByKey,
  type SearchManifest,
  type SearchShard,
} from '../client/indexFormat';

const API = '/docs/framework/api/';

const breadcrumbs = (title: string) => ['Jogo', 'Mecânicas', title].map((item) => `<li class="breadcrumbs__item">${item}</li>`).join('');

const builtPage = (title: string, body: string, canonical = '') => `<!doctype html><html lang="pt-BR"><head><title>${title} | Dice Rolling Game</title>
${canonical ? `<link rel="canonical" href="https://example.org${canonical}">` : ''}</head><body>
<nav class="navbar">Tutoriais Framework</nav>
<article><nav class="theme-doc-breadcrumbs"><ul>${breadcrumbs(title)}</ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article>
<footer>Copyright</footer></body></html>`;

describe('extractPage', () => {
  it('reads a proposed value as its words, not with the "P" drawn for the eye (aria-hidden)', () => {
    const page = extractPage(
      builtPage('Papéis', '<p>Vida 60<sup class="proposal-mark"><span aria-hidden="true">P</span><span> (proposta)</span></sup>.</p>'),
      '/docs/a/',
      API,
    );
    expect(page?.bodyText).toContain('Vida 60 (proposta).');
  });

  it('keeps the article only, with its title, section and headings', () => {
    const page = extractPage(
      builtPage(
        'Custo das ações',
        '<p>Cada ação custa <code>energia</code>.</p><h2 id="x">Energia azul<a class="hash-link" href="#x">#</a></h2><button>Copiar</button>',
      ),
      '/docs/a/',
      API,
    );
    expect(page).not.toBeNull();
    expect(page?.title).toBe('Custo das ações');
    expect(page?.section).toBe('Jogo › Mecânicas');
    expect(page?.headingText).toBe('Energia azul');
    expect(page?.bodyText).toContain('Cada ação custa energia.');
    expect(page?.bodyText).not.toMatch(/Copiar|Tutoriais|Copyright|#/);
  });

  it('takes the address from the canonical link and names API pages after their type', () => {
    const page = extractPage(
      builtPage(
        'BattleEvents.BattleStartedEventHandler',
        '<p>Delegado.</p>',
        '/docs/framework/api/DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler',
      ),
      '/x/',
      API,
    );
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
    const page = extractPage(
      builtPage('Inimigos', '<h2 id="bestas">Bestas\u200b<a class="hash-link" href="#bestas">#</a></h2><h3 id="kašurak">Kašurak</h3><h4 id="x">Detalhe</h4>'),
      '/docs/c',
      API,
    );
    expect(page?.headings).toEqual([
      ['Bestas', 'bestas'],
      ['Kašurak', 'kašurak'],
    ]);
  });

  it('reads a title that holds markup as text', () => {
    const page = extractPage(builtPage('IDice&lt;T&gt;', '<p>Dado.</p>'), '/docs/b', API);
    expect(page?.title).toBe('IDice<T>');
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

const page = (url: string, title: string, body: string, headings?: [string, string][]): ExtractedPage => ({
  url,
  title,
  section: 'Jogo',
  ...(headings ? { headings } : {}),
  titleText: title,
  headingText: (headings ?? []).map(([text]) => text).join('\n'),
  bodyText: body,
});

/** An engine over shards kept in memory, recording what it fetches. */
function engineOver(pages: ExtractedPage[], shardChars = 40_000): { engine: SearchEngine; fetched: string[] } {
  const { bounds, shards } = buildShards(pages, { maxPostings: 48, shardChars });
  const files = new Map<string, unknown>(shards.map((shard, index) => [`shard.${index}.json`, JSON.parse(JSON.stringify(shard))]));
  const vocabulary: Record<string, string> = {};
  for (const [key, group] of vocabularyByKey(buildVocabulary(pages))) {
    vocabulary[key] = `vocabulary.${key}.json`;
    files.set(vocabulary[key], { words: group.join(' ') });
  }
  const manifest: SearchManifest = {
    format: INDEX_FORMAT,
    apiPath: API,
    pages: pages.length,
    bounds,
    shards: shards.map((_, index) => `shard.${index}.json`),
    vocabulary,
    texts: 'text/',
  };
  const fetched: string[] = [];
  const reader: IndexReader = {
    json: async <T>(file: string) => {
      fetched.push(file);
      if (!files.has(file)) throw new Error(`no ${file}`);
      return files.get(file) as T;
    },
    text: async (file: string) => {
      fetched.push(file);
      return pages[Number(file.replace(/\D/g, ''))].bodyText;
    },
  };
  return { engine: new SearchEngine(manifest, reader), fetched };
}

describe('the sharded index', () => {
  it('finds the shard of a word by its alphabetical range', () => {
    const bounds = ['', 'dado', 'gua', 'mur'];
    expect(shardOf(bounds, 'abc')).toBe(0);
    expect(shardOf(bounds, 'dado')).toBe(1);
    expect(shardOf(bounds, 'guardiao')).toBe(2);
    expect(shardOf(bounds, 'zzz')).toBe(3);
    expect(shardsOfPrefix(['', 'gua', 'guarda', 'guardiao', 'h'], 'guard', 5)).toEqual([1, 2, 3]);
    // A short prefix of a large site stops at the first shards: the search costs the same however large the site.
    expect(shardsOfPrefix(['', 'gua', 'guarda', 'guardiao', 'h'], 'guard')).toEqual([1, 2]);
  });

  it('looks up the words the stemmer joins, both ways', () => {
    expect(stemVariants('acoes')).toEqual(expect.arrayContaining(['acoes', 'acao']));
    expect(stemVariants('acao')).toEqual(expect.arrayContaining(['acao', 'acoes']));
    expect(stemVariants('jogaveis')).toContain('jogavel');
    expect(stemVariants('papel')).toContain('papeis');
    // "acoes" and "acao" can lie in two shards: the term needs both.
    expect(shardsOfTerm(['', 'acaz'], 'acoes', false)).toEqual([0, 1]);
  });

  it("keeps a word's best pages only, so that a shard does not grow with the site", () => {
    const pages = Array.from({ length: 100 }, (_, index) => page(`/docs/p${index}`, `Página ${index}`, `dados ${'texto '.repeat(index)}`));
    const { shards } = buildShards(pages, { maxPostings: 10, shardChars: 1_000_000 });
    expect(shards[0].words.dados).toHaveLength(10);
    // The shortest pages hold "dados" most densely.
    expect(shards[0].words.dados.map(([id]) => id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('fetches only the shards of the words searched, and the vocabulary only for a word it does not hold', async () => {
    const pages = [
      page('/docs/warden', 'Guardião', 'O guardião protege os aliados com a muralha viva.', [['Muralha Viva', 'muralha-viva']]),
      page('/docs/mystic', 'Místico', 'O místico cura com a maré restauradora.'),
      page('/docs/energy', 'Energia dos dados', 'Cada dado gera energia.'),
    ];
    const { engine, fetched } = engineOver(pages, 60);
    const answer = await engine.search({ text: 'guardiao', limit: 8 });
    expect(answer.hits[0]).toMatchObject({ url: '/docs/warden', title: 'Guardião' });
    expect(fetched.some((file) => file.startsWith('vocabulary'))).toBe(false);
    expect(fetched.length).toBeLessThan(buildShards(pages, { maxPostings: 48, shardChars: 60 }).shards.length);
    // A typo costs the vocabulary of its first letter only, and is corrected.
    expect((await engine.search({ text: 'guardaio', limit: 8 })).hits[0]?.url).toBe('/docs/warden');
    expect(fetched.filter((file) => file.startsWith('vocabulary'))).toEqual(['vocabulary.g.json']);
  });

  it('lands on the section that answers the query', async () => {
    const pages = [page('/docs/warden', 'Guardião', 'Habilidades do guardião.', [['Muralha Viva', 'muralha-viva']]), page('/docs/other', 'Outra', 'Nada.')];
    const { engine } = engineOver(pages);
    const [hit] = (await engine.search({ text: 'muralha viva', limit: 8 })).hits;
    expect(hit).toMatchObject({ url: '/docs/warden', heading: ['Muralha Viva', 'muralha-viva'] });
  });

  it("stores a heading's anchor only when the reader cannot predict it", () => {
    const { shards } = buildShards([
      page('/docs/a', 'A', 'x', [
        ['Custo das ações', 'custo-das-ações'],
        ['Declaração', 'declaracao'],
      ]),
    ]);
    expect(Object.values(shards[0].pages as SearchShard['pages'])[0][3]).toEqual(['Custo das ações', ['Declaração', 'declaracao']]);
  });
});

describe('excerptOf', () => {
  it('cuts the text around the first searched word and marks the matches, as text pieces', () => {
    const text = `${'antes '.repeat(30)}a <b>ação</b> custa ${'depois '.repeat(30)}`;
    const pieces = excerptOf(text, ['acao'], 10);
    expect(pieces.find((piece) => piece.marked)?.text).toBe('ação');
    const joined = pieces.map((piece) => piece.text).join('');
    expect(joined.startsWith('… antes')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined).toContain('<b>');
    expect(joined.split(' ').filter((word) => word !== '…').length).toBeLessThanOrEqual(10);
  });
});

describe('searchPageParams', () => {
  it('reads q, ctx and version', () => {
    expect(searchPageParams('?q=dados&ctx=docs/game&version=', '/')).toEqual({
      query: 'dados',
      context: 'docs/game',
      pathPrefix: '/docs/game/',
      versionIndexed: true,
    });
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
