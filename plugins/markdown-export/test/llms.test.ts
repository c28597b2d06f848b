import { describe, expect, it } from 'vitest';
import { collectDocPages, groupIntoSections, sidebarOrder, type DocsInstanceContent, type SidebarItem } from '../src/collect';
import { llmsFullTxt, llmsTxt } from '../src/llms';

const doc = (id: string, permalink: string, title = id, description = `Sobre ${id}.`, unlisted = false) => ({ id, permalink, title, description, unlisted });

const sidebars: Record<string, SidebarItem[]> = {
  design: [
    {
      type: 'category',
      link: { type: 'doc', id: 'design/index' },
      items: [
        { type: 'doc', id: 'design/b' },
        { type: 'doc', id: 'design/a' },
      ],
    },
    { type: 'link' },
  ],
  tutorials: [{ type: 'doc', id: 'tutorials/index' }],
};

const main: DocsInstanceContent = {
  loadedVersions: [
    {
      docs: [
        doc('design/a', '/docs/game/design/a'),
        doc('tutorials/index', '/docs/tutorials/'),
        doc('design/index', '/docs/game/design/'),
        doc('design/b', '/docs/game/design/b'),
        doc('loose', '/docs/loose'),
        doc('hidden', '/docs/game/design/hidden', 'Oculta', '', true),
      ],
      sidebars,
    },
  ],
};
const api: DocsInstanceContent = {
  loadedVersions: [{ docs: [doc('DiceRolling', '/docs/framework/api/DiceRolling', 'DiceRolling', 'Namespace raiz.')], sidebars: {} }],
};

describe('collectDocPages', () => {
  it('orders pages as the sidebars do, category page before its items', () => {
    expect(sidebarOrder(sidebars)).toEqual(['design/index', 'design/b', 'design/a', 'tutorials/index']);
  });

  it('takes every page of every instance once, unlisted ones included but marked', () => {
    const pages = collectDocPages([main, api, main]);
    expect(pages.map((page) => page.permalink)).toEqual([
      '/docs/game/design/',
      '/docs/game/design/b',
      '/docs/game/design/a',
      '/docs/tutorials/',
      '/docs/game/design/hidden',
      '/docs/loose',
      '/docs/framework/api/DiceRolling',
    ]);
    expect(pages.filter((page) => page.unlisted).map((page) => page.title)).toEqual(['Oculta']);
  });
});

describe('groupIntoSections', () => {
  const rules = [
    { title: 'Tutoriais', pathPrefix: 'docs/tutorials/' },
    { title: 'Referência da API', pathPrefix: 'docs/framework/api/' },
    { title: 'Game Design', pathPrefix: 'docs/game/design/' },
    { title: 'Vazia', pathPrefix: 'docs/nada/' },
  ];

  it('groups listed pages by route prefix in the rules order, the rest last, empty sections left out', () => {
    const sections = groupIntoSections(collectDocPages([main, api]), rules, '/', 'Outras páginas');
    expect(sections.map((section) => [section.title, section.pages.map((page) => page.permalink)])).toEqual([
      ['Tutoriais', ['/docs/tutorials/']],
      ['Referência da API', ['/docs/framework/api/DiceRolling']],
      ['Game Design', ['/docs/game/design/', '/docs/game/design/b', '/docs/game/design/a']],
      ['Outras páginas', ['/docs/loose']],
    ]);
  });

  it('matches prefixes under the base URL', () => {
    const pages = [{ permalink: '/base/docs/tutorials/', title: 'T', description: '', unlisted: false }];
    expect(groupIntoSections(pages, rules, '/base/', 'Outras')[0]?.title).toBe('Tutoriais');
  });
});

describe('llms.txt', () => {
  const sections = [
    {
      title: 'Tutoriais',
      pages: [
        { permalink: '/docs/tutorials/', title: 'Primeiros passos [guia]', description: 'Do zero\n a um jogo rodando', unlisted: false },
        { permalink: '/docs/tutorials/sem-descricao', title: 'Sem descrição', description: ' ', unlisted: false },
      ],
    },
    {
      title: 'Referência da API',
      pages: [{ permalink: '/docs/framework/api/DiceRolling', title: 'DiceRolling', description: 'Namespace *raiz*.', unlisted: false }],
    },
  ];
  const text = llmsTxt({
    title: 'Dice Rolling Game',
    summary: 'Documentação do jogo\ne do framework.',
    details: [{ type: 'paragraph', children: [{ type: 'text', value: 'Cada página tem sua versão em Markdown.' }] }],
    sections,
    markdownUrl: (permalink) => `https://example.org${permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`}`,
  });

  it('follows the llms.txt shape: H1, summary quote, details, H2 sections of linked pages', () => {
    expect(text).toBe(
      [
        '# Dice Rolling Game',
        '',
        '> Documentação do jogo e do framework.',
        '',
        'Cada página tem sua versão em Markdown.',
        '',
        '## Tutoriais',
        '',
        '- [Primeiros passos \\[guia\\]](https://example.org/docs/tutorials/index.md): Do zero a um jogo rodando',
        '- [Sem descrição](https://example.org/docs/tutorials/sem-descricao.md)',
        '',
        '## Referência da API',
        '',
        '- [DiceRolling](https://example.org/docs/framework/api/DiceRolling.md): Namespace \\*raiz\\*.',
        '',
      ].join('\n'),
    );
  });

  it('puts every page after the title in llms-full.txt, separated by rules', () => {
    const full = llmsFullTxt('Site', 'Resumo.', ['# A\n\nTexto A.\n', '# B\n\nTexto B.\n']);
    expect(full).toBe('# Site\n\n> Resumo.\n\n---\n\n# A\n\nTexto A.\n\n---\n\n# B\n\nTexto B.\n');
  });
});

describe('llms.txt sections of other files', () => {
  it('lists the links another plugin publishes after the pages, one H2 per section', () => {
    const text = llmsTxt({
      title: 'T',
      summary: 'S.',
      details: [],
      sections: [],
      markdownUrl: (permalink) => permalink,
      linkSections: [
        { title: 'Dados abertos do jogo', links: [{ title: 'roles.json', url: 'https://example.org/dados/roles.json', description: '4 registros' }] },
      ],
    });
    expect(text).toBe(
      ['# T', '', '> S.', '', '## Dados abertos do jogo', '', '- [roles.json](https://example.org/dados/roles.json): 4 registros', ''].join('\n'),
    );
  });
});
