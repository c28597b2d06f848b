import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { formatRule } from '../src/format';
import { loadGameModel } from '../src/index';
import remarkGameData from '../src/remark';
import type { ProposalBlock } from '../src/render';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const blocks: ProposalBlock[] = [
  { page: '/docs/game/design/mechanics/battle/', pageTitle: 'Batalha', section: 'Iniciativa', anchor: 'iniciativa', summary: 'Recalcular a iniciativa.', topic: 'Batalha' },
];

/** Compiles a page the way Docusaurus does (MDX + GFM) and renders its HTML. */
async function renderPage(source: string): Promise<string> {
  const { default: Content } = await evaluate(
    { value: source, path: 'docs/exemplo.md' },
    { ...runtime, format: 'mdx', remarkPlugins: [remarkGfm, [remarkGameData, { model: () => model, proposalBlocks: () => blocks }]] },
  );
  return renderToStaticMarkup(createElement(Content));
}

describe('game data elements in a page', () => {
  it('writes a rule’s value inline, marked as coming from the data', async () => {
    const cap = model.rules.get('passiva.fortaleza-inabalavel.limite')!;
    const html = await renderPage('O limite é <Regra id="passiva.fortaleza-inabalavel.limite"/> de Defesa.');
    expect(cap.source).toBe('proposal');
    const mark = '<sup class="proposal-mark" title="Proposta: valor que as fontes do jogo não definem"><span aria-hidden="true">P</span><span class="proposal-mark__label"> (proposta)</span></sup>';
    expect(html).toBe(`<p>O limite é <span class="game-rule" data-rule="${cap.id}" title="${cap.label}">${formatRule(cap)}${mark}</span> de Defesa.</p>`);
  });

  it('writes a fact’s value without the proposal mark', async () => {
    const bonus = model.rules.get('acao.defender.bonus')!;
    expect(bonus.source).toBe('fact');
    const html = await renderPage('Defender dá <Regra id="acao.defender.bonus"/> de Defesa.');
    expect(html).toBe(`<p>Defender dá <span class="game-rule" data-rule="${bonus.id}" title="${bonus.label}">${formatRule(bonus)}</span> de Defesa.</p>`);
  });

  it('renders a table of the data as an HTML table, no component left for the browser', async () => {
    const html = await renderPage('<Tabela de="dados"/>');
    expect(html).toMatch(/^<table tabindex="0">/);
    for (const die of model.data.dice) expect(html).toContain(`<td>${die.name}</td>`);
  });

  it('renders a cost as one chip per energy, named for screen readers', async () => {
    const role = model.data.roles.find((candidate) => candidate.skills.length > 0)!;
    const skill = role.skills[0]!;
    const html = await renderPage(`Custa <Custo habilidade="${role.id}.${skill.id}"/>.`);
    for (const energy of Object.keys(skill.cost)) expect(html).toContain(model.byId('energies', energy)!.name);
    expect(html).toContain('energy-chip');
  });

  it('links a term to its glossary entry with its definition as the description', async () => {
    const html = await renderPage('A <Termo id="vida">Vida</Termo> acaba.');
    const vida = model.byId('glossary', 'vida')!;
    expect(html).toContain('href="/docs/game/design/glossario#vida"');
    expect(html).toContain('aria-describedby="termo-1"');
    expect(html).toContain(`<span class="game-term__tip" role="tooltip" id="termo-1">${vida.definition}</span>`);
  });

  it('lists the proposals of the data and of the pages', async () => {
    const html = await renderPage('<Propostas/>');
    expect(html).toContain('href="/docs/game/design/mechanics/battle/#iniciativa"');
    expect(html).toContain('Recalcular a iniciativa.');
  });

  it('fails the build naming the page, the line and what is wrong', async () => {
    await expect(renderPage('Linha um.\n\nO limite é <Regra id="nao.existe"/>.')).rejects.toThrow(
      'Dados do jogo em docs/exemplo.md:3, <Regra>: a regra "nao.existe" não existe nos dados do jogo',
    );
    await expect(renderPage('<Tabela de="nada"/>')).rejects.toThrow(/tabela desconhecida: "nada"/);
    await expect(renderPage('<Regra id={1}/>')).rejects.toThrow(/precisa de um texto entre aspas/);
  });
});
