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

describe('the attribute readings of a role sheet', () => {
  it('name the proposal when they say which defence reduces elemental damage: the facts say only that each defence reduces its damage', async () => {
    const readings: string[] = [];
    for (const role of model.data.roles) {
      const rows = selectAll('tbody tr', await renderTree(`<Papel id="${role.id}" parte="atributos"/>`));
      for (const row of rows) readings.push(textOf(selectAll('td', row)[2]));
    }
    const claims = readings.filter((reading) => /Defesa\b(?! elemental)/.test(reading) && /elemental/.test(reading));
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim).toMatch(/pela proposta/i);
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

describe('the summary of a role sheet and the comparison of the playable roles', () => {
  it('marks the ideal position and the main energy, which the sheets read from the proposed reaches and costs, and not the facts', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Papel id="warden" parte="resumo"/>')).map((row) => selectAll('td', row).map(markedText));
    const cell = (item: string) => rows.find((row) => row[0] === item)?.[1];
    expect(cell('Posição ideal')).toMatch(/\[P\]$/);
    expect(cell('Energia principal')).toMatch(/\[P\]$/);
    expect(cell('Função')).not.toContain('[P]');
    const comparison = selectAll('tbody tr', await renderTree('<Tabela de="comparacao-papeis"/>')).map((row) => selectAll('td', row).map(markedText));
    for (const item of ['**Posição ideal**', 'Posição ideal', 'Energia principal']) {
      const row = comparison.find((cells) => cells[0] === item);
      if (row) expect(row.slice(1).every((value) => value.endsWith('[P]'))).toBe(true);
    }
    expect(comparison.filter((cells) => cells[0] === 'Posição ideal' || cells[0] === 'Energia principal')).toHaveLength(2);
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

describe('the grades of the creatures by damage type', () => {
  it('marks "normal a todos os tipos" as a proposal too: the sources give no creature its grades, only that many resist or yield', async () => {
    const withoutGrades = model.data.creatures.filter((creature) => creature.region === 'tundra-de-sal' && Object.keys(creature.grades).length === 0);
    expect(withoutGrades.length).toBeGreaterThan(0);
    expect(withoutGrades.some((creature) => creature.gradesSource === 'fact')).toBe(false);
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="graus-criaturas" regiao="tundra-de-sal"/>')).map((row) =>
      selectAll('td', row).map(markedText),
    );
    for (const creature of withoutGrades) expect(rows.find((row) => row[0] === creature.name)?.[1], creature.name).toBe('normal a todos os tipos[P]');
  });
});

describe('the comparison table of the creatures', () => {
  it('marks the role the sources do not give and the name of a creature they do not have', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="criaturas" regiao="tundra-de-sal"/>')).map((row) => selectAll('td', row).map(markedText));
    const creatures = model.data.creatures.filter((creature) => creature.region === 'tundra-de-sal');
    expect(creatures.some((creature) => creature.roleSource === 'proposal')).toBe(true);
    for (const creature of creatures) {
      const row = rows.find((candidate) => candidate[0]?.replace('[P]', '') === creature.name);
      expect(row, creature.name).toBeDefined();
      expect(row?.[0]?.endsWith('[P]'), `${creature.name}: name`).toBe(creature.source === 'proposal');
      expect(row?.[5]?.endsWith('[P]'), `${creature.name}: role`).toBe(creature.roleSource === 'proposal' || creature.source === 'proposal');
    }
  });
});

describe('the effect line of a skill on a role sheet', () => {
  const line = async (reference: string) =>
    markedText(await renderTree(`<Habilidade id="${reference}" parte="numeros"/>`))
      .replace(/\s+/g, ' ')
      .trim();

  it('wears the mark when the proposal types a number in it, the sources giving the effect but not the numbers', async () => {
    expect(await line('wind-walker.danca-do-falcao')).toBe('3 golpes, de 15, 20 e 25 de dano de corte.[P]');
  });

  it('marks each typed value, and not the line, when the line also shows a value of the sources, which is no proposal', async () => {
    // The facts give the Postura Inabalável 2 turns, the Purificação Flamejante 6 blows and the Ressurgir das Cinzas 10% of the Vida.
    expect(await line('warden.postura-inabalavel')).toBe(
      'Quem usa recebe 30%[P] menos dano por 2 turnos e fica com Imunidade a empurrão e derrubada por 2 turnos.',
    );
    expect(await line('ascetic.purificacao-flamejante')).toBe(
      '6 golpes de 25[P] de dano de fogo, cada golpe num alvo sorteado entre as células marcadas. ' +
        'Se o alvo foi atingido duas vezes[P] por esta ação: aplica Atordoamento.',
    );
    expect(await line('ascetic.ressurgir-das-cinzas')).toBe(
      'Quem usa fica com Frenesi. Se quem usa cair nos próximos 3 turnos[P], volta com 10% da Vida e causa 80[P] de dano de fogo a quem o derrubou.',
    );
    const row = selectAll('tbody tr', await renderTree('<Tabela de="efeitos-habilidades" habilidades="warden.postura-inabalavel"/>'))[0];
    expect(markedText(selectAll('td', row)[1])).toBe('Quem usa recebe 30%[P] menos dano por 2 turnos e fica com Imunidade a empurrão e derrubada por 2 turnos');
  });

  it('stays unmarked when it only says what rules of the sources give (the duration of the Olho da Tormenta)', async () => {
    expect(await line('wind-walker.olho-da-tormenta')).not.toContain('[P]');
    expect(await line('warden.montanha-eterna')).not.toContain('[P]');
  });
});

describe('the basic attacks of a role sheet', () => {
  it('mark the damage of each: the sources name the weapons, the blows and their numbers are the proposal', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Papel id="warden" parte="ataques"/>')).map((row) => selectAll('td', row).map(markedText));
    expect(rows.length).toBe(model.data.roles.find((role) => role.id === 'warden')!.basicAttacks.length);
    for (const row of rows) expect(row[2], row[1]).toMatch(/^\d+ de dano .*\[P\]$/);
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

  it('shows the drops of every creature, a summoned one with none as "nenhum" with the mark, and no "a definir"', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="criaturas" regiao="tundra-de-sal"/>'));
    const cells = rows.map((row) => selectAll('td', row));
    expect(cells.map((row) => markedText(row[4])).filter((drops) => drops.includes('a definir'))).toEqual([]);
    const serpent = cells.find((row) => textOf(row[0]).startsWith('Serpente de Mawari'));
    expect(markedText(serpent?.[4])).toBe('nenhum[P]');
  });
});
