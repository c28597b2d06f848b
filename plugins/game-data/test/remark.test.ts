import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The installed Docusaurus' own MDX pipeline and markdown defaults, as
// plugins/mermaid-prerender/test/remark.test.ts uses them: the stage runs
// where the docs plugin runs it, so what Docusaurus does after it (heading
// ids, the table of contents) is part of what is tested. Both are Docusaurus
// internals; if they move, this test fails to load.
import { createProcessorUncached } from '@docusaurus/mdx-loader/lib/processor';
import { DEFAULT_CONFIG } from '@docusaurus/core/lib/server/configValidation';
import { loadGameModel } from '@dice-rolling/game-model';
import { gameDataRemarkPlugin } from '../src/index';

const siteDir = path.resolve(__dirname, '../../..');
const options = { siteDir, dataDir: 'data/game', docsDir: 'docs' };
const model = loadGameModel(path.join(siteDir, options.dataDir), siteDir);

interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/**
 * Compiles a page as the docs plugin does with docusaurus.config.ts: the
 * game-data stage in `beforeDefaultRemarkPlugins` (or, to show why, in
 * `remarkPlugins`). Returns the compiled module and its `toc` export.
 */
async function compile(markdown: string, { stage = 'beforeDefaultRemarkPlugins' } = {}): Promise<{ code: string; toc: TocEntry[] }> {
  const processor = await createProcessorUncached({
    format: 'mdx',
    options: { siteDir, staticDirs: [], markdownConfig: DEFAULT_CONFIG.markdown, [stage]: [gameDataRemarkPlugin(options)] },
  });
  const result = await processor.process({ content: markdown, filePath: path.join(siteDir, 'docs/exemplo.mdx'), frontMatter: {}, compilerName: 'server' });
  const toc = /^export const toc = (\[[\s\S]*?\]);$/m.exec(result.content)?.[1];
  return { code: result.content, toc: toc ? (JSON.parse(toc) as TocEntry[]) : [] };
}

describe('game data elements in a page, through the installed Docusaurus MDX pipeline', () => {
  it('puts the headings the stage writes in the page’s table of contents, with the ids term links point to', async () => {
    const { toc, code } = await compile('## Antes\n\n<Glossario/>');
    const vida = model.byId('glossary', 'vida')!;
    expect(toc[0]).toEqual({ value: 'Antes', id: 'antes', level: 2 });
    expect(toc).toContainEqual({ value: 'V', id: 'v', level: 2 });
    expect(toc).toContainEqual({ value: vida.term, id: 'vida', level: 3 });
    expect(toc.filter((entry) => entry.level === 3)).toHaveLength(model.data.glossary.length);
    // The compiled heading carries the same id.
    expect(code).toContain(`id: "vida"`);
  });

  it('writes a rule’s value into the compiled page, marked as coming from the data', async () => {
    const bonus = model.rules.get('acao.defender.bonus')!;
    const { code } = await compile('Defender dá <Regra id="acao.defender.bonus"/> de Defesa.');
    expect(code).toContain(`"data-rule": "${bonus.id}"`);
    // rules.yaml: acao.defender.bonus is 50, a signed percent.
    expect(code).toContain('"+50%"');
    // No component is left for the browser to render.
    expect(code).not.toMatch(/Regra/);
  });

  it('writes a table of the data and a proposal’s mark into the compiled page', async () => {
    const { code } = await compile('<Tabela de="dados"/>\n\nO limite é <Regra id="passiva.fortaleza-inabalavel.limite"/>.');
    for (const die of model.data.dice) expect(code).toContain(JSON.stringify(die.name));
    expect(code).toContain('className: "proposal-mark"');
  });

  it('writes a cost as one chip per energy, and a term as a link to its glossary entry described by its definition', async () => {
    const role = model.data.roles.find((candidate) => candidate.skills.length > 0)!;
    const skill = role.skills[0]!;
    const vida = model.byId('glossary', 'vida')!;
    const { code } = await compile(`Custa <Custo habilidade="${role.id}.${skill.id}"/>.\n\nA <Termo id="vida">Vida</Termo> acaba.`);
    for (const energy of Object.keys(skill.cost)) expect(code).toContain(model.byId('energies', energy)!.name);
    expect(code).toContain('className: "energy-chip"');
    expect(code).toContain('href: "/docs/game/design/glossario#vida"');
    expect(code).toContain('"aria-describedby": "termo-1"');
    expect(code).toContain(JSON.stringify(vida.definition));
  });

  it('lists the proposals of the data and of the pages, with their headings in the table of contents', async () => {
    const { code, toc } = await compile('<Propostas/>');
    expect(toc).toContainEqual({ value: 'Propostas nos dados do jogo', id: 'propostas-nos-dados-do-jogo', level: 2 });
    expect(toc).toContainEqual({ value: 'Propostas no texto das páginas', id: 'propostas-no-texto-das-páginas', level: 2 });
    // A proposal block of a page: a link to its section.
    expect(code).toMatch(/href: "\/docs\/game\/design\/[^"#]+#[^"]+"/);
  });

  it('fails the build naming the page, the line and what is wrong', async () => {
    await expect(compile('Linha um.\n\nO limite é <Regra id="nao.existe"/>.')).rejects.toThrow(
      'Dados do jogo em ' + path.join(siteDir, 'docs/exemplo.mdx') + ':3, <Regra>: a regra "nao.existe" não existe nos dados do jogo',
    );
    await expect(compile('<Tabela de="nada"/>')).rejects.toThrow(/tabela desconhecida: "nada"/);
    await expect(compile('<Regra id={1}/>')).rejects.toThrow(/precisa de um texto entre aspas/);
  });

  it('is placed where its headings get ids: among the site’s remarkPlugins they would miss the table of contents', async () => {
    const { toc } = await compile('## Antes\n\n<Glossario/>', { stage: 'remarkPlugins' });
    expect(toc).toEqual([{ value: 'Antes', id: 'antes', level: 2 }]);
  });
});
