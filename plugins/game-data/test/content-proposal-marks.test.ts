// What the content pages show as proposal: a value the sources do not give wears
// the mark wherever a data element writes it, not only where a page says so.
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { model, renderTree, select, selectAll, textOf } from './renderWithData';

/** The text a reader sees, each proposal mark read as "[P]". */
function markedText(node: Root | Element | undefined): string {
  if (!node) return '';
  const copy = structuredClone(node);
  for (const mark of selectAll('.proposal-mark', copy)) mark.children = [{ type: 'text', value: '[P]' }];
  return textOf(copy);
}

describe('a status line on the role and creature sheets', () => {
  it('marks a proposed status as a whole, so a duration beside a marked exception does not read as a fact', async () => {
    const status = model.byId('statuses', 'reducao-atributo')!;
    expect(status.source).toBe('proposal');
    const line = select('[data-status="reducao-atributo"]', await renderTree('<Status id="reducao-atributo"/>'));
    expect(markedText(line)).toMatch(/^Redução de atributo\[P\] — /);
  });

  it('leaves a status of the sources unmarked beside its name', async () => {
    const line = select('[data-status="defendendo"]', await renderTree('<Status id="defendendo"/>'));
    expect(markedText(line)).toMatch(/^Defendendo — /);
  });

  it('marks the Defesa elemental that Defendendo raises: the sources give Defender "+50% de defesa" only', async () => {
    const line = select('[data-status="defendendo"]', await renderTree('<Status id="defendendo"/>'));
    expect(markedText(line)).toMatch(/de Defesa e de Defesa elemental\[P\], somado/);
    const row = selectAll('tbody tr', await renderTree('<Tabela de="status"/>')).find((candidate) => textOf(candidate).startsWith('Defendendo'));
    expect(markedText(row)).toMatch(/de Defesa e de Defesa elemental\[P\]/);
  });
});

describe('a skill of a role sheet', () => {
  it('shows a proposed cost with the mark wherever a page names it, and a cost of the game data without one', async () => {
    expect(model.data.roles.find((role) => role.id === 'wind-walker')!.skills.find((skill) => skill.id === 'gume-da-tempestade')!.source).toBe('proposal');
    expect(markedText(await renderTree('Custa <Custo habilidade="wind-walker.gume-da-tempestade"/>.'))).toBe('Custa 1 Vermelha[P].');
    expect(markedText(await renderTree('Custa <Custo acao="cleave-attack"/>.'))).toBe('Custa 1 Vermelha.');
  });

  it('marks the cost and the unlock level in the table of skills, as the progression list below it marks the level', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Papel id="warden" parte="habilidades"/>')).map((row) => selectAll('td', row).map(markedText));
    expect(rows.find((row) => row[0] === 'Postura Inabalável')).toEqual(expect.arrayContaining(['1 Azul[P]', 'Inicial']));
    expect(rows.find((row) => row[0] === 'Muralha Viva')).toEqual(expect.arrayContaining(['2 Azuis[P]', '5[P]']));
    const progression = markedText(await renderTree('<Papel id="warden" parte="progressao"/>'));
    expect(progression).toContain('No nível 5[P], escolhe entre Muralha Viva e Chamariz Rochoso.');
  });

  it('marks an exception the sources do not give: the Lágrima de Umasit removes "venenos e efeitos negativos"', async () => {
    const text = markedText(await renderTree('<Habilidade id="mystic.lagrima-de-umasit" parte="numeros"/>'));
    expect(text).toContain('Remove os status negativos, menos Maldição[P].');
  });
});

describe('a count of creatures in a sentence', () => {
  it('wears the mark when it counts a creature the sources do not have, and only then', async () => {
    const count = async (group: string) =>
      markedText(await renderTree(`São <Regiao id="tundra-de-sal" parte="criaturas"${group ? ` grupo="${group}"` : ''}/>.`));
    const creatures = model.data.creatures.filter((creature) => creature.region === 'tundra-de-sal');
    const sources = creatures.filter((creature) => creature.source === 'fact');
    expect(creatures.length).toBeGreaterThan(sources.length);
    expect(await count('')).toBe(`São ${creatures.length}[P].`);
    expect(await count('beast')).toBe(`São ${creatures.filter((creature) => creature.group === 'beast').length}[P].`);
    expect(await count('humanoid')).toBe(`São ${creatures.filter((creature) => creature.group === 'humanoid').length}.`);
  });
});

describe('the drops of the creatures table', () => {
  it('shows a boss’s proposed drop with the mark, from the same column as the drops of the sources, and no "a definir"', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="criaturas" regiao="tundra-de-sal"/>'));
    const drops = (name: string) =>
      markedText(
        selectAll(
          'td',
          rows.find((row) => textOf(selectAll('td', row)[0]) === name),
        )[4],
      );
    expect(drops('Kašurak')).toBe('Espinho cristalino');
    for (const boss of model.data.creatures.filter((creature) => creature.group === 'colossal')) {
      expect(boss.drops.length, boss.id).toBeGreaterThan(0);
      expect(drops(boss.name)).toBe(`${boss.drops.join(', ')}[P]`);
    }
  });
});
