import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docHtmlToMdast } from '../src/convert';
import { pageMarkdown, serialize } from '../src/to-markdown';

const fixture = readFileSync(path.join(__dirname, 'fixtures', 'doc-page.html'), 'utf8');
const pageUrl = 'https://example.org/docs/game/design/mechanics/characters/energy/';

function convert(html: string, url = pageUrl): string {
  const body = docHtmlToMdast(html, url);
  if (!body) throw new Error('no doc content');
  return serialize(body);
}

describe('a built doc page → Markdown', () => {
  const markdown = convert(fixture);

  it('keeps the content and drops the navigation chrome around and inside it', () => {
    expect(markdown).toContain('Como a rolagem gera energia.');
    for (const chrome of [
      'Início do site',
      'Barra lateral',
      'Página inicial',
      'Nesta página',
      'Editar esta página',
      'Próxima',
      'Tem uma sugestão?',
      'Criar issue',
      'Copyright',
      'Copiar como Markdown',
      'Ver em Markdown',
      'Redefinir',
      'Energia dos dados',
      'window.analytics',
    ]) {
      expect(markdown, chrome).not.toContain(chrome);
    }
  });

  it('writes headings without their "#" links or zero-width spaces', () => {
    expect(markdown).toContain('\n## Tabela de energias\n');
    expect(markdown).toContain('\n### Código\n');
    expect(markdown).not.toContain('\u200b');
  });

  it('expands tables to GFM tables, caption above, pipes escaped, alignment kept', () => {
    expect(markdown).toContain('**Energias e cores**');
    const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
    expect(rows).toEqual([
      '| Energia | Faces | Nota |',
      '| - | -: | - |',
      '| **Vermelha** | 2 | Ataque \\| dano |',
      '| [Azul](https://example.org/docs/game/design/mechanics/characters/energy/#azul) | 3 | `Energy.Blue` |',
    ]);
  });

  it('fences code with its language and title, one line per Prism line', () => {
    expect(markdown).toContain('```csharp title="EnergyExample.cs"\nvar energia = "<azul>";\n\n    if (a < b) { }\n```');
    expect(markdown).toContain('```powershell\ndotnet build\n```');
  });

  it('gives diagrams as their Mermaid source, not as images or controls', () => {
    expect(markdown).toContain('```mermaid\nflowchart TD\n    A["Rolar os dados"] --> B{"Energia suficiente?"}\n    B -- "Sim" --> C["Agir"]\n```');
    expect(markdown).not.toContain('.svg');
    expect(markdown).not.toContain('Ver o diagrama em texto');
  });

  it('turns admonitions into quotes with their title', () => {
    expect(markdown).toContain('> **Proposta**\n>\n> Dados raros podem ter _duas_ faces roxas.\n>\n> - Uma regra.');
  });

  it('makes every link absolute against the page', () => {
    expect(markdown).toContain('[Iniciativa](https://example.org/docs/game/design/mechanics/battle/#iniciativa)');
    expect(markdown).toContain('[a tabela](https://example.org/docs/game/design/mechanics/characters/energy/#tabela)');
    expect(markdown).toContain('[atributos](https://example.org/docs/game/design/mechanics/characters/attributes/)');
    expect(markdown).toContain('[Godot](https://godotengine.org/)');
    const targets = [...markdown.matchAll(/\]\(([^)\s]+)/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThan(4);
    for (const target of targets) expect(target).toMatch(/^https:\/\//);
  });

  it('escapes hostile text so no tag or JSX reaches the Markdown, and drops script links', () => {
    const outsideCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    expect(outsideCode).not.toMatch(/(^|[^\\])<[A-Za-z/!]/);
    expect(outsideCode).toContain('\\<script>alert(1)\\</script>');
    expect(outsideCode).toContain('\\<Componente prop={x} />');
    expect(outsideCode).toContain('\\*asteriscos\\*');
    expect(markdown).not.toMatch(/\]\(javascript:/i);
    expect(markdown).toContain('e um link perigoso.');
  });

  it('drops the comments React leaves between adjacent text nodes', () => {
    expect(markdown).toContain('1. Passo 1:\n   - detalhe');
    expect(markdown).not.toContain('<!--');
  });

  it('returns nothing for a page without doc content', () => {
    expect(docHtmlToMdast('<html><body><main><h1>Página inicial</h1></main></body></html>', pageUrl)).toBeUndefined();
  });
});

describe('pageMarkdown', () => {
  it('puts the title as H1 and the description as a quote above the body', () => {
    const body = docHtmlToMdast(fixture, pageUrl);
    if (!body) throw new Error('no doc content');
    const markdown = pageMarkdown({ title: 'Energia dos dados', description: 'Como a rolagem\n gera energia.', body });
    expect(markdown.startsWith('# Energia dos dados\n\n> Como a rolagem gera energia.\n\nComo a rolagem gera energia. Veja')).toBe(true);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  // An API page's description is its summary, which is also its first paragraph: the quote said it twice.
  it('leaves the quote out when the first paragraph already says the description', () => {
    const body = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Controla a  batalha.' }] }] } as never;
    expect(pageMarkdown({ title: 'BattleController', description: 'Controla a\nbatalha.', body })).toBe('# BattleController\n\nControla a  batalha.\n');
  });

  it('escapes Markdown in titles and names the source page when asked', () => {
    const markdown = pageMarkdown({
      title: '*Não* é [ênfase]',
      description: '',
      sourceUrl: 'https://example.org/docs/a',
      body: { type: 'root', children: [] },
    });
    expect(markdown).toBe('# \\*Não\\* é \\[ênfase]\n\nPágina: <https://example.org/docs/a>\n');
  });
});

describe('a glossary term with its definition on hover and focus', () => {
  // As plugins/game-data renders <Termo id="energia">energia</Termo>.
  const html = (body: string) => `<article><div class="theme-doc-markdown markdown"><header><h1>Energia</h1></header>${body}</div></article>`;
  const term =
    '<p>A <span class=game-term><a aria-describedby=termo-1 class=game-term__link ' +
    'href=/docs/game/design/glossario#energia><strong>energia</strong></a><span class=game-term__tip ' +
    'role=tooltip id=termo-1>O recurso que paga as habilidades.</span></span> é o recurso.</p>';

  it('stays a link in the sentence, without the definition glued to it', () => {
    expect(convert(html(term))).toBe('A [**energia**](https://example.org/docs/game/design/glossario#energia) é o recurso.\n');
  });
});

describe('marks drawn for the eye only (aria-hidden)', () => {
  // As plugins/game-data marks a proposed value: a "P" for the eye, the words for everyone else.
  const html = (body: string) => `<article><div class="theme-doc-markdown markdown"><header><h1>Papéis</h1></header>${body}</div></article>`;
  const proposed =
    '<p>Vida 60<sup class=proposal-mark title="Proposta: valor que as fontes do jogo não definem">' +
    '<span aria-hidden=true>P</span><span class=proposal-mark__label> (proposta)</span></sup> e custo ' +
    '<span class=energy-chip><span class=energy-chip__drop aria-hidden=true></span>1 Vermelha</span>.</p>';

  it('leaves them out and keeps what a screen reader reads', () => {
    expect(convert(html(proposed))).toBe('Vida 60 (proposta) e custo 1 Vermelha.\n');
  });
});
