import { describe, expect, it } from 'vitest';
import {
  apiNameMatch,
  capQuery,
  correctQuery,
  editDistance,
  fold,
  highlightTerms,
  HIGHLIGHT_MAX_WORDS,
  markPieces,
  markRanges,
  parseQuery,
  QUERY_MAX_CHARS,
  QUERY_MAX_WORDS,
  rankPages,
  splitIdentifier,
  stem,
  titleCoverage,
  isSwapOf,
  Vocabulary,
  words,
  type PageEntry,
} from '../client/portuguese';

describe('fold', () => {
  it('drops accents and case, composed or decomposed', () => {
    expect(fold('Ação')).toBe('acao');
    expect(fold('Kašurak')).toBe('kasurak');
    expect(fold('PÚBLICO-ALVO')).toBe('publico-alvo');
    expect(fold('a\u0301gua')).toBe('agua');
    expect(fold('Straße Øre')).toBe('strasse ore');
  });

  it('splits folded words on punctuation', () => {
    expect(words('Custo das ações, público-alvo!')).toEqual(['custo', 'das', 'acoes', 'publico', 'alvo']);
  });
});

describe('stem', () => {
  it('brings plurals to the singular', () => {
    expect(stem('acoes')).toBe(stem('acao'));
    expect(stem('jogaveis')).toBe(stem('jogavel'));
    expect(stem('animais')).toBe(stem('animal'));
    expect(stem('renderizadores')).toBe(stem('renderizador'));
    expect(stem('itens')).toBe(stem('item'));
    expect(stem('custos')).toBe(stem('custo'));
    expect(stem('papeis')).toBe(stem('papel'));
  });

  it('leaves short words and words in -ss alone', () => {
    expect(stem('dos')).toBe('dos');
    expect(stem('class')).toBe('class');
  });
});

describe('splitIdentifier', () => {
  it('splits API names at their humps and dots', () => {
    expect(splitIdentifier('BattleStartedEventHandler')).toEqual(['Battle', 'Started', 'Event', 'Handler']);
    expect(splitIdentifier('BattleEvents.UIComponent')).toEqual(['Battle', 'Events', 'UI', 'Component']);
  });
});

describe('input caps', () => {
  it('strips control and bidirectional characters and collapses spaces', () => {
    expect(capQuery('\u0007abc\u202Eevil\u2066x\u200F\u0000')).toBe('abc evil x');
    expect(capQuery('  dados \n\t de   energia ')).toBe('dados de energia');
  });

  it('cuts a long paste to QUERY_MAX_CHARS characters and QUERY_MAX_WORDS words', () => {
    expect(capQuery('ação '.repeat(2000)).length).toBeLessThanOrEqual(QUERY_MAX_CHARS);
    const many = Array.from({ length: 30 }, (_, i) => `palavra${i}`).join(' ');
    expect(parseQuery(many).terms).toHaveLength(QUERY_MAX_WORDS);
  });

  it('reads query syntax and markup as plain words', () => {
    expect(parseQuery('title:foo^10 +bar -baz~2 * :').terms).toEqual(['title', 'foo', '10', 'bar', 'baz', '2']);
    expect(parseQuery('<script>alert(1)</script>').terms).toEqual(['script', 'alert', '1']);
    expect(parseQuery('(.*)+[a-z]{2,}\\').terms).toEqual(['a', 'z', '2']);
  });

  it('keeps stop words only when nothing else is left', () => {
    expect(parseQuery('custo de ação').keyTerms).toEqual(['custo', 'acao']);
    expect(parseQuery('de').keyTerms).toEqual(['de']);
  });

  it('bounds the _highlight words in number and length', () => {
    const values = Array.from({ length: 50 }, (_, i) => `termo${i}`);
    expect(highlightTerms(values)).toHaveLength(HIGHLIGHT_MAX_WORDS);
    expect(highlightTerms(['x'.repeat(10_000)])).toEqual([]);
    expect(highlightTerms(['Guardião', '%E0%A4%A'])).toEqual(['guardiao', 'e0', 'a4', 'a']);
  });
});

describe('typo correction', () => {
  const vocabulary = new Vocabulary(['batalha', 'fluxo', 'ventos', 'caminhante', 'guardiao', 'kasurak', 'renderizadores', 'inventario', 'energia']);

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('vetnos', 'ventos', 2)).toBe(1);
    expect(editDistance('batlha', 'batalha', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('corrects one wrong letter in a 5+ letter word and two in an 8+ letter word', () => {
    expect(vocabulary.correct('batlha')).toBe('batalha');
    expect(vocabulary.correct('guardaio')).toBe('guardiao');
    expect(vocabulary.correct('kasurk')).toBe('kasurak');
    expect(vocabulary.correct('renderizadors')).toBe('renderizadores');
    expect(vocabulary.correct('invntaro')).toBe('inventario');
  });

  it('leaves short words, known words and words still being typed alone', () => {
    expect(vocabulary.correct('sla')).toBe('sla');
    expect(vocabulary.correct('fluxo')).toBe('fluxo');
    expect(vocabulary.correct('invent', true)).toBe('invent');
    expect(vocabulary.correct('xyzzyquux')).toBe('xyzzyquux');
  });

  it('corrects every word of a query', () => {
    expect(correctQuery(parseQuery('caminhante dos vetnos'), vocabulary).terms).toEqual(['caminhante', 'dos', 'ventos']);
  });
});

describe('ranking', () => {
  const pages: PageEntry[] = [
    { url: '/docs/game/design/mechanics/characters/actions/', title: 'Ações', section: 'Personagens' },
    { url: '/docs/game/design/mechanics/characters/actions/action_cost', title: 'Custo das ações', section: 'Ações' },
    {
      url: '/docs/framework/api/DiceRolling.Controllers.BattleEvents',
      title: 'BattleEvents',
      section: 'Controllers',
      apiName: 'DiceRolling.Controllers.BattleEvents',
    },
    {
      url: '/docs/framework/api/DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler',
      title: 'BattleEvents.BattleStartedEventHandler',
      section: 'Controllers › BattleEvents',
      apiName: 'DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler',
    },
    {
      url: '/docs/framework/api/DiceRolling.Controllers.BattleController',
      title: 'BattleController',
      section: 'Controllers',
      apiName: 'DiceRolling.Controllers.BattleController',
    },
  ];

  it('reaches a plural title from a singular query', () => {
    expect(titleCoverage(parseQuery('custo de ação'), 'Custo das ações')).toBe(1);
    const ranked = rankPages(parseQuery('custo de acao'), pages, new Map([[0, 5]]));
    expect(pages[ranked[0].page].title).toBe('Custo das ações');
  });

  it('puts the page titled with the query in the plural above a section headed with it in the singular', () => {
    const status: PageEntry[] = [
      { url: '/docs/glossario', title: 'Glossário', section: 'Game Design', headings: [['Efeito de status', 'efeito-de-status']] },
      { url: '/docs/status-effects/', title: 'Efeitos de status', section: 'Personagens' },
    ];
    const ranked = rankPages(
      parseQuery('efeito de status'),
      status,
      new Map([
        [0, 10],
        [1, 6],
      ]),
    );
    expect(status[ranked[0].page].title).toBe('Efeitos de status');
  });

  it('sends a nested type name to its own page, not its parent', () => {
    const ranked = rankPages(
      parseQuery('battlestartedeventhandler'),
      pages,
      new Map([
        [2, 10],
        [3, 4],
      ]),
    );
    expect(pages[ranked[0].page].title).toBe('BattleEvents.BattleStartedEventHandler');
  });

  it('matches type names in any case and Type.Member', () => {
    expect(apiNameMatch(parseQuery('BATTLECONTROLLER'), 'DiceRolling.Controllers.BattleController')).toBe(1);
    expect(apiNameMatch(parseQuery('BattleController.StartBattle'), 'DiceRolling.Controllers.BattleController')).toBeGreaterThan(0.5);
    expect(apiNameMatch(parseQuery('battle'), 'DiceRolling.Controllers.BattleController')).toBe(0);
    const ranked = rankPages(parseQuery('BattleController.StartBattle'), pages, new Map([[2, 3]]));
    expect(pages[ranked[0].page].title).toBe('BattleController');
  });

  it('points to the section whose heading answers the query', () => {
    const enemies: PageEntry[] = [
      { url: '/docs/visual/enemies', title: 'Inimigos', section: 'Guia visual' },
      {
        url: '/docs/content/enemies',
        title: 'Inimigos da Tundra de Sal',
        section: 'Personagens',
        headings: [
          ['Bestas', 'bestas'],
          ['Kašurak', 'kašurak'],
        ],
      },
    ];
    const [first] = rankPages(
      parseQuery('kasurak'),
      enemies,
      new Map([
        [0, 5],
        [1, 4],
      ]),
    );
    expect(first.page).toBe(1);
    expect(first.heading).toEqual(['Kašurak', 'kašurak']);
  });

  it('lets the section of a page settle a query that names both', () => {
    const guide: PageEntry[] = [
      { url: '/docs/setting/visual_guide/', title: 'Guia visual', section: 'Ambientação' },
      { url: '/docs/setting/visual_guide/enemies', title: 'Inimigos', section: 'Ambientação › Guia visual' },
    ];
    const [first] = rankPages(
      parseQuery('guia visual inimigos'),
      guide,
      new Map([
        [0, 5],
        [1, 4],
      ]),
    );
    expect(guide[first.page].title).toBe('Inimigos');
  });

  it('treats the last word as a prefix', () => {
    expect(titleCoverage(parseQuery('custo das aç'), 'Custo das ações')).toBeGreaterThan(0.8);
  });

  it('reads a short word with two letters swapped as the title word, even when it also begins other words', () => {
    expect(isSwapOf('sla', 'sal')).toBe(true);
    expect(isSwapOf('sal', 'sal')).toBe(false);
    expect(isSwapOf('sla', 'sol')).toBe(false);
    // "sla" also begins "slash": the title that names "sal" still covers the query.
    const regions = [
      { url: '/docs/game/content/characters', title: 'Personagens', section: 'Conteúdo' },
      { url: '/docs/game/content/regions/salt_tundra/', title: 'Tundra de Sal', section: 'Regiões' },
    ];
    const [first] = rankPages(
      parseQuery('tundra de sla'),
      regions,
      new Map([
        [0, 5],
        [1, 2],
      ]),
    );
    expect(regions[first.page].title).toBe('Tundra de Sal');
  });

  it('returns nothing for an empty query', () => {
    expect(rankPages(parseQuery('  '), pages, new Map())).toEqual([]);
  });
});

describe('marking', () => {
  it('marks accented words for an accent-free term, keeping the original text', () => {
    expect(markPieces('O Guardião protege.', ['guardiao'])).toEqual([
      { text: 'O ', marked: false },
      { text: 'Guardião', marked: true },
      { text: ' protege.', marked: false },
    ]);
  });

  it('marks plurals and longer forms of a term', () => {
    const text = 'A ação custa; as ações custam.';
    expect(markRanges(text, ['acao']).map(([start, end]) => text.slice(start, end))).toEqual(['ação', 'ações']);
  });

  it('stops at the cap', () => {
    expect(markRanges('dado '.repeat(1000), ['dado'], 10)).toHaveLength(10);
  });
});
