import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { model, renderPage, renderTree, select, selectAll, siteDir, textOf, withoutProposalMarks } from './renderWithData';
import { effectCounts } from '../src/balance/page';

describe('the Balanceamento page', () => {
  it('renders every table of the page', async () => {
    const source = readFileSync(path.join(siteDir, 'docs/game/design/balanceamento.md'), 'utf8')
      .replace(/^---[\s\S]*?---/, '')
      // The design targets and the tables of their battles are the designer tools' elements (their own tests render them).
      .replace('<MetasDeDesign/>', '')
      .replace(/<TabelaDasBatalhas de="[^"]*"\/>/g, '');
    expect(selectAll('table', await renderTree(source)).length).toBeGreaterThanOrEqual(4 + 2 + 1 + 1 + 1);
  });

  it("shows the payability of a Warden skill at levels 1, 5 and 10, linked to the skill's section", async () => {
    const row = selectAll('tr', await renderTree('<Tabela de="balanco-papeis"/>')).find((element) => textOf(select('td', element)) === 'Postura Inabalável');
    expect(decodeURI(String(select('td a', row)?.properties.href ?? ''))).toBe('/docs/game/content/roles/playable/warden#postura-inabalável');
    // 1 Azul: 1/3 with one die, 5/9 with two, 19/27 with three.
    expect(selectAll('td', row).slice(3).map(textOf)).toEqual(['33,3%', '55,6%', '70,4%']);
  });

  // Kašurak T1: Vida 80 × 1,5 × 1,65 = 198, Defesa 60. The Warden's free impacto attack, 30, is 18,75 after Defesa and 28 with the weakness to impacto.
  it('shows the rounds to defeat a T1 Kašurak with its grades: 8 for the Warden', async () => {
    const rows = selectAll('tr', select('table', await renderTree('<Tabela de="balanco-inimigos"/>')));
    const cells = rows.map((row) => selectAll('td', row).map(textOf)).find((texts) => texts[0] === 'Kašurak' && texts[1] === 'T1');
    expect(cells?.[2]).toBe('198 / 60');
    expect(cells?.[3]).toBe('8');
  });

  // The Zuyari resists corte and fogo, the Yarák only corte; both have the same Vida and Defesa at T1.
  it('a creature that resists what a role deals takes it more rounds: the Ascetic against the Zuyari and the Yarák', async () => {
    const rows = selectAll('tr', select('table', await renderTree('<Tabela de="balanco-inimigos"/>'))).map((row) => selectAll('td', row).map(textOf));
    const ascetic = (creature: string) => rows.find((texts) => texts[0] === creature && texts[1] === 'T1');
    expect(ascetic('Zuyari')?.[2]).toBe(ascetic('Yarák')?.[2]);
    expect(Number(ascetic('Zuyari')?.[5])).toBeGreaterThan(Number(ascetic('Yarák')?.[5]));
  });

  it('links the creatures’ weaknesses and resistances it counts to the page that lists them', async () => {
    const caption = selectAll('p', await renderTree('<Tabela de="balanco-inimigos"/>'))[0];
    const bestiary = selectAll('a', caption).find((anchor) => textOf(anchor) === 'Inimigos da Tundra de Sal');
    expect(bestiary?.properties.href).toBe('/docs/game/content/characters/unplayable/salt_tundra_enemies');
  });

  it('says the rounds an enemy needs count its role’s actions as physical hits, without each creature’s damage types', async () => {
    const tree = await renderTree('<Tabela de="balanco-inimigos"/>');
    const caption = selectAll('p', tree).map(textOf)[1] ?? '';
    expect(caption).toContain('como golpes físicos');
    expect(caption).toContain('Defesa elemental');
  });

  it('a T2 enemy, with the tier’s Poder de Ataque, takes fewer rounds than at T1 to bring down a Mystic (Yarák: 4 at T1, 3 at T2)', async () => {
    const fall = selectAll('table', await renderTree('<Tabela de="balanco-inimigos"/>'))[1];
    const rounds = (tier: string) =>
      Number(
        selectAll('tr', fall)
          .map((row) => selectAll('td', row).map(textOf))
          .find((texts) => texts[0] === 'Yarák' && texts[2] === tier)?.[4],
      );
    expect(rounds('T2')).toBeLessThan(rounds('T1'));
  });

  it('says what a mission is made of in words (4 comuns, 1 de elite e o chefe), with no rule id and no tier multiplier XP does not have', async () => {
    const paragraph = select('p', await renderTree('<Tabela de="balanco-xp"/>'))!;
    const first = textOf(withoutProposalMarks(paragraph));
    expect(first).toContain('4 comuns, 1 de elite e o chefe.');
    expect(first).not.toMatch(/progressao\.|tier/);
    // The two counts are rules of the data, shown as the pages show a rule: from the data, with the mark of a proposal.
    const counts = ['progressao.batalhas-comuns-por-missao', 'progressao.batalhas-elite-por-missao'];
    expect(selectAll('[data-rule]', paragraph).map((element) => element.properties.dataRule)).toEqual(counts);
    const proposed = counts.filter((id) => model.rules.get(id)?.source === 'proposal' && model.rules.get(id)?.status !== 'aceita');
    expect(selectAll('.proposal-mark', paragraph)).toHaveLength(proposed.length);
  });

  it('says, for a region without missions, that the level-cap target counts the first region missions there, not that nothing compares', async () => {
    const texts = selectAll('p', await renderTree('<Tabela de="balanco-xp"/>')).map((element) => textOf(withoutProposalMarks(element)));
    // The targets' table shows "Caverna dos Espelhos: nível 8 ao fim da campanha": the XP section must not say no mission XP compares there.
    expect(texts.join(' ')).not.toContain('não há XP de missão para comparar');
    const cap = model.data.targets.find((target) => target.measure === 'level-cap-last-region')!;
    const empty = texts.filter((paragraph) => paragraph.startsWith('Ainda sem missões nos dados'));
    expect(empty.length).toBeGreaterThan(0);
    for (const paragraph of empty) expect(paragraph).toContain(`“${cap.name}” conta nela as 3 missões da Tundra de Sal`);
  });

  it('does not say the enemies tables play the bosses with their own attacks: the table of rounds to drop a role reads the role actions', () => {
    const source = readFileSync(path.join(siteDir, 'docs/game/design/balanceamento.md'), 'utf8');
    const intro = source.split('## Inimigos da Tundra de Sal')[1]?.split('<Tabela')[0] ?? '';
    expect(intro).toContain('Os chefes também entram');
    // A boss's own attacks replace forms of its role (Mawari's Invocação de Serpentes deals no damage); the battles play them, the table does not.
    expect(intro).not.toMatch(/entram, com os próprios ataques/);
  });

  it('lists every invariant of invariants.yaml with its margin', async () => {
    const tree = await renderTree('<Tabela de="invariantes"/>');
    expect(selectAll('tbody tr', tree).length).toBe(model.data.invariants.length);
    expect(textOf(select('tbody tr code', tree))).toBe('habilidade-pagavel');
  });

  it('writes each limit in its unit, as the design targets write their bands', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="invariantes"/>'));
    const limitOf = (id: string) => {
      const row = rows.find((candidate) => textOf(select('code', candidate)) === id)!;
      return textOf(withoutProposalMarks(selectAll('td', row)[2]!));
    };
    expect(limitOf('habilidade-pagavel')).toBe('11%');
    expect(limitOf('faixas-alcancaveis')).toBe('0 níveis');
    expect(limitOf('t1-nao-derrota-em-uma-rodada')).toBe('1');
  });

  it('marks a proposed limit as a proposal, as the proposals register lists it', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="invariantes"/>'));
    const proposed = model.data.invariants.filter((invariant) => invariant.source === 'proposal' && invariant.status !== 'aceita');
    expect(proposed.length).toBeGreaterThan(0);
    const marksIn = (id: string) => {
      const row = rows.find((candidate) => textOf(select('code', candidate)) === id)!;
      return selectAll('.proposal-mark', selectAll('td', row)[2]!).length;
    };
    expect(model.data.invariants.map((invariant) => [invariant.id, marksIn(invariant.id)])).toEqual(
      model.data.invariants.map((invariant) => [invariant.id, proposed.includes(invariant) ? 1 : 0]),
    );
  });

  it('counts the effects that stay as text', () => {
    const skills = effectCounts(model).find((row) => row.kind === 'Habilidades');
    expect(skills?.total).toBe(model.data.roles.reduce((sum, role) => sum + role.skills.length, 0));
    // Every skill, basic attack and enemy action says what it does only in fields.
    for (const row of effectCounts(model)) expect([row.kind, row.structured]).toEqual([row.kind, row.total]);
  });
});

describe('links to the open data', () => {
  it('the glossary links its own file as JSON, CSV and schema, as plain links to static files', async () => {
    const tree = await renderTree('<Tabela de="dados-abertos" arquivos="glossary"/>');
    expect(
      selectAll('a', tree)
        .map((anchor) => anchor.properties.href)
        .slice(0, 3),
    ).toEqual(['pathname:///dados/glossary.json', 'pathname:///dados/glossary.csv', 'pathname:///dados/esquema/glossary.schema.json']);
  });

  it('the full list has a row per data file, and refuses a file that does not exist', async () => {
    expect(selectAll('tbody tr', await renderTree('<Tabela de="dados-abertos"/>')).length).toBe(Object.keys(model.data).length + 1);
    await expect(renderPage('<Tabela de="dados-abertos" arquivos="nada"/>')).rejects.toThrow(/arquivos de dados desconhecidos/);
  });
});
