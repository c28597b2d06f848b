import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { model, renderPage, renderTree, select, selectAll, siteDir, textOf, withoutProposalMarks } from './renderWithData';

describe('elements of the content pages', () => {
  it('labels the patron of every role without a gender: Saikiliq, the Wind Walker’s, is a goddess; the sheets and the comparison share the label', async () => {
    const labelOf = async (source: string) =>
      selectAll('tr', await renderTree(source))
        .map((row) => selectAll('td, th', row).map(textOf))
        .find((cells) => cells.slice(1).some((cell) => cell.includes('Saikiliq')))?.[0];
    expect(await labelOf('<Papel id="wind-walker" parte="resumo"/>')).toBe('Serve a');
    expect(await labelOf('<Tabela de="comparacao-papeis"/>')).toBe('Serve a');
  });

  it('the gains of Progressão (Ganhos por nível) all read as gains, with the sign, the Velocidade’s too', async () => {
    const page = readFileSync(path.join(siteDir, 'docs/game/design/mechanics/characters/progression/index.md'), 'utf8');
    const section = page.slice(page.indexOf('## Ganhos por nível'), page.indexOf('### Exemplo'));
    const rows = section.split('\n').filter((line) => /^\| (Vida|Poder de Ataque|Defesa|Velocidade) \|/.test(line));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      // The first value of each row is the gain (Vida's minimum, in parentheses, is a floor, not a gain).
      const rendered = await renderTree(row.split('|')[2]!.trim());
      expect(textOf(withoutProposalMarks(select('[data-rule]', rendered)!)), row).toMatch(/^\+/);
    }
  });

  it('names a status with its effect, written from its battle fields, and its duration taken from its rule', async () => {
    const status = select('[data-status="queimadura"]', await renderTree('A brasa aplica <Status id="queimadura"/>'))!;
    expect(textOf(select('a', status))).toBe('Queimadura');
    expect(textOf(status)).toContain('5 de dano de fogo no início de cada turno do portador');
    const duration = withoutProposalMarks(select('[data-rule="passiva.cinzas-ardentes.duracao"]', status)!);
    // rules.yaml: passiva.cinzas-ardentes.duracao is 3, in turns.
    expect(textOf(duration)).toBe('3 turnos');
  });

  // The engine spends it on a blow, never on a tick of damage over time; the critical hit's clause says "golpe" too.
  it('Perfuração de armadura waits for the next blow, not the next damage', async () => {
    const status = select('[data-status="perfuracao"]', await renderTree('<Status id="perfuracao"/>'))!;
    expect(textOf(withoutProposalMarks(status))).toMatch(/^Perfuração de armadura — O próximo golpe recebido ignora [\d,]+% da Defesa\. Duração:/);
  });

  it('a status says what its fields do, then what they cannot say', async () => {
    const status = select('[data-status="maldicao"]', await renderTree('<Status id="maldicao"/>'))!;
    expect(textOf(withoutProposalMarks(status))).toMatch(/^Maldição — −20% de cura recebida; só sai na Enfermaria\. Duração:/);
  });

  it('marks a proposed status once, beside its name (what it does and how long it lasts are proposal as a whole), and leaves the facts unmarked', async () => {
    // Intangibilidade parcial is a proposal (statuses.yaml).
    const proposed = select('[data-status="intangibilidade"]', await renderTree('<Status id="intangibilidade"/>'))!;
    expect(textOf(proposed)).toMatch(/^Intangibilidade parcialP \(proposta\) — −40% de dano físico recebido; /);
    expect(selectAll('.proposal-mark', proposed)).toHaveLength(1);
    // Imortalidade comes from the sources (only its stacking is proposed, and prose does not show it): no mark.
    const fact = select('[data-status="imortalidade"]', await renderTree('<Status id="imortalidade"/>'))!;
    expect(selectAll('.proposal-mark', fact)).toEqual([]);
  });

  it('marks the proposed part of Defendendo in the catalogue: the sources give its Defesa bonus, not the elemental one', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="status"/>'));
    const defending = rows.find((row) => textOf(select('td', row)!) === 'Defendendo')!;
    const effect = selectAll('td', defending)[2]!;
    expect(textOf(withoutProposalMarks(effect))).toContain('de Defesa elemental');
    expect(selectAll('.proposal-mark', effect)).toHaveLength(1);
  });

  it('a status that skips turns loses every turn it lasts, as the engine plays it, not only the next one', async () => {
    const status = select('[data-status="petrificacao"]', await renderTree('<Status id="petrificacao"/>'))!;
    expect(textOf(status)).toMatch(/perde cada turno seu enquanto durar/i);
    expect(textOf(status)).not.toContain('próximo turno');
  });

  it('lists the statuses a skill applies, one item each', async () => {
    const skill = model.data.roles.find((role) => role.id === 'ascetic')!.skills.find((candidate) => candidate.id === 'purificacao-flamejante')!;
    const tree = await renderTree('<Habilidade id="ascetic.purificacao-flamejante" parte="status"/>');
    expect(selectAll('li [data-status]', tree).map((element) => element.properties.dataStatus)).toEqual(skill.statuses);
  });

  it('refuses a status part for a skill without statuses, and an unknown status', async () => {
    await expect(renderPage('<Habilidade id="warden.muralha-viva" parte="status"/>')).rejects.toThrow(/não aplica nenhum efeito de status/);
    await expect(renderPage('<Status id="congelamento"/>')).rejects.toThrow(/"congelamento"/);
  });

  it("lists the preset floors of floors.yaml with each enemy in words of the grid, a boss floor with its enemies' own tiers", async () => {
    const tree = await renderTree('<Tabela de="andares" regiao="tundra-de-sal"/>');
    const rows = selectAll('tbody tr', tree).map((row) => selectAll('td', row).map((cell) => textOf(withoutProposalMarks(cell))));
    expect(rows.map((row) => row[0])).toEqual(model.data.floors.map((floor) => floor.name));
    expect(rows[0]).toEqual([
      'Emboscada de Nômades',
      'comum',
      'Humanoide',
      'T1',
      'Sombras do Sal (meio, em cima); Nômade Areiuno (meio, embaixo); Nômade Areiuno (fundo, em cima)',
    ]);
    // Each tier has its own encounter of a group: the Grupo column pairs them.
    expect(rows.filter((row) => row[2] === 'Besta').map((row) => [row[0], row[3]])).toEqual([
      ['Yarák e atiradores', 'T1'],
      ['Encontro de bestas', 'T2'],
    ]);
    expect(rows.find((row) => row[0]?.startsWith('Rušajak'))?.slice(1)).toEqual([
      'chefe',
      '—',
      'o de cada inimigo',
      'Rušajak, tier de chefe (frente, em cima); Sombras do Sal, tier T1 (fundo, em cima); Sombras do Sal, tier T1 (frente, embaixo)',
    ]);
  });

  it('shows only the data roles named in papel, in that order', async () => {
    const tree = await renderTree('<Tabela de="papeis-dados" papel="mage,fighter"/>');
    expect(selectAll('tbody tr td:first-child', tree).map(textOf)).toEqual(['Mage', 'Fighter']);
    const fighter = model.byId('data-roles', 'fighter')!;
    expect(textOf(selectAll('td', selectAll('tbody tr', tree)[1])[2])).toBe(String(fighter.attributes.vida));
  });

  it('compares the playable roles side by side, linking each passive to its section on the role page', async () => {
    const tree = await renderTree('<Tabela de="comparacao-papeis"/>');
    expect(selectAll('thead th', tree).map(textOf).slice(1)).toEqual(model.data.roles.map((role) => role.name));
    const warden = model.byId('roles', 'warden')!;
    expect(selectAll('a', tree).find((anchor) => textOf(anchor) === 'Fortaleza Inabalável')?.properties.href).toBe(
      encodeURI(`${warden.page}#passiva-fortaleza-inabalável`),
    );
  });

  it('renders an enemy role’s action template with cost chips, and refuses a role without one', async () => {
    const role = model.byId('enemy-roles', 'st-beast-melee-tank')!;
    const tree = await renderTree('<Tabela de="molde" papel="st-beast-melee-tank"/>');
    expect(selectAll('tbody tr', tree)).toHaveLength(role.actions.length);
    expect(textOf(select('tbody tr', tree))).toContain('Sem custo');
    expect(selectAll('[data-energy="azul"]', tree).length).toBeGreaterThan(0);
    await expect(renderPage('<Tabela de="molde" papel="st-beast-inexistente"/>')).rejects.toThrow(/st-beast-inexistente/);
  });

  it('gives generated headings the anchor that term links point to', async () => {
    const tree = await renderTree('<Glossario/>');
    expect(textOf(select('h3#tropa', tree))).toBe('Tropa');
    expect(textOf(select('h3#experiência-xp', tree))).toBe('Experiência (XP)');
  });
});

describe('a glossary definition that counts what a rule counts', () => {
  const rules = ['equipe.slots', 'progressao.opcoes-por-escolha', 'grade.linhas', 'grade.colunas', 'grade.celulas'];
  const shown = (root: ReturnType<typeof select>) =>
    Object.fromEntries(selectAll('[data-rule]', root!).map((element) => [String(element.properties.dataRule), textOf(element)]));

  // rules.yaml, counts written as the bare number: equipe.slots 6, progressao.opcoes-por-escolha 2, grade.linhas 2, grade.colunas 3, grade.celulas 6.
  it('writes the rule’s value from the data on the glossary page', async () => {
    const tree = await renderTree('<Glossario/>');
    const after = (id: string) => select(`h3#${id} + p`, tree);
    expect(shown(after('equipe'))).toEqual({ 'equipe.slots': '6' });
    expect(shown(after('suprema'))).toEqual({ 'progressao.opcoes-por-escolha': '2' });
    expect(shown(after('grade'))).toEqual({ 'grade.linhas': '2', 'grade.colunas': '3', 'grade.celulas': '6' });
  });

  it('writes it in a term’s tooltip too', async () => {
    const tree = await renderTree('A <Termo id="equipe">equipe</Termo> entra.');
    expect(shown(select('[role="tooltip"]', tree))).toEqual({ 'equipe.slots': '6' });
  });

  it('types none of those values by hand', () => {
    // The cells' numbers (0 to 5) name cells; they count nothing.
    for (const id of ['equipe', 'suprema', 'grade'])
      expect(model.byId('glossary', id)!.definition.replace('de 0 a 5', '')).not.toMatch(/\b\d\b|\bduas\b|\bseis\b/);
    expect(rules.every((id) => model.rules.has(id))).toBe(true);
  });
});

describe('a rule without a number in a page', () => {
  it('states a qualitative rule from the data, marked as rendered from it and as a proposal when it is one', async () => {
    const rule = model.data['qualitative-rules'].find((candidate) => candidate.id === 'contagem-dos-status')!;
    const tree = await renderTree('1. <Regra id="qualitativa:contagem-dos-status"/>');
    const statement = select('[data-qualitative="contagem-dos-status"][data-game]', tree)!;
    expect(textOf(withoutProposalMarks(statement))).toBe(rule.statement);
    expect(selectAll('.proposal-mark', statement)).toHaveLength(rule.source === 'proposal' ? 1 : 0);
    const fact = select('[data-qualitative="ordem-da-rodada"][data-game]', await renderTree('<Regra id="qualitativa:ordem-da-rodada"/>'))!;
    expect(selectAll('.proposal-mark', fact)).toHaveLength(0);
  });

  it('writes a rule’s value inside a qualitative rule’s statement from the data, never typed in the statement', async () => {
    // Custo e número de dados: each die gives energia.unidades-por-dado units, a number that is a rule of its own.
    const rule = model.data['qualitative-rules'].find((candidate) => candidate.id === 'custo-e-dados')!;
    expect(rule.statement).not.toMatch(/\b1 unidade|\buma unidade/);
    const statement = select('[data-qualitative="custo-e-dados"][data-game]', await renderTree('<Regra id="qualitativa:custo-e-dados"/>'))!;
    const values = selectAll('[data-rule]', statement).map((element) => [String(element.properties.dataRule), textOf(element)]);
    // rules.yaml: energia.unidades-por-dado is 1, a count.
    expect(values).toEqual([['energia.unidades-por-dado', '1']]);
  });

  it('refuses a qualitative rule the data does not have', async () => {
    await expect(renderPage('<Regra id="qualitativa:nenhuma"/>')).rejects.toThrow(/"nenhuma"/);
  });
});

describe('a proposed passive', () => {
  it('wears the proposal mark on its trigger, effect and limit, in the role sheet and in the passives table', async () => {
    const passive = model.data.passives.find((candidate) => candidate.id === 'fluxo-perene')!;
    expect(passive.source).toBe('proposal');
    const sheet = await renderTree(`<Papel id="${passive.role}" parte="passiva"/>`);
    const row = selectAll('tbody tr', await renderTree('<Tabela de="passivas"/>')).find((candidate) => textOf(candidate).includes(passive.name))!;
    for (const [where, tree] of [
      ['ficha', sheet],
      ['tabela', row],
    ] as const) {
      for (const field of ['passiva.gatilho', 'passiva.efeito', 'passiva.limite']) {
        const cell = select(`[data-prose="${field}"]`, tree)!;
        expect(selectAll('.proposal-mark', cell), `${where} ${field}`).toHaveLength(1);
      }
    }
  });

  it('marks each proposed value once and adds no mark after a clause a marked value already carries', async () => {
    const effect = select('[data-prose="passiva.efeito"]', await renderTree('<Papel id="wind-walker" parte="passiva"/>'))!;
    const proposedValues = selectAll('[data-rule]', effect).filter((value) => selectAll('.proposal-mark', value).length > 0);
    expect(proposedValues.length).toBeGreaterThan(1);
    expect(selectAll('.proposal-mark', effect)).toHaveLength(proposedValues.length);
    expect(textOf(effect)).toMatch(/do próprio alvo$/);
  });

  it('says the Garras do Vento trigger in plain Portuguese', async () => {
    const text = textOf(withoutProposalMarks((await renderTree('<Papel id="wind-walker" parte="passiva"/>')) as never));
    expect(text).not.toMatch(/Acerto número/);
    expect(text).toMatch(/Acertar o mesmo alvo \d+ vezes seguidas/);
  });
});

describe('the generated sentences of the role and enemy sheets', () => {
  it('lists the starting skills as a sentence does, the last one after "e"', async () => {
    const items = selectAll('li', await renderTree('<Papel id="warden" parte="progressao"/>')).map((item) => textOf(withoutProposalMarks(item)));
    const names = model.data.roles
      .find((role) => role.id === 'warden')!
      .skills.filter((skill) => skill.unlock === 1)
      .map((skill) => skill.name);
    expect(names.length).toBeGreaterThan(2);
    expect(items[0]).toBe(`Começa com ${names.slice(0, -1).join(', ')} e ${names.at(-1)}.`);
  });

  it('gives an attribute range whose ends are equal as one value, not "100–100"', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Papel id="warden" parte="atributos"/>')).map((row) =>
      selectAll('td', withoutProposalMarks(row)).map(textOf),
    );
    const attack = rows.find((row) => row[0] === 'Poder de Ataque')!;
    expect(attack[1]).toBe('100%');
    expect(rows.find((row) => row[0] === 'Vida')![1]).toMatch(/^\d+–\d+$/);
  });

  it('writes the attributes the engine reads as percents with “%”, beside the Defesa it does not', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Papel id="warden" parte="atributos"/>')).map((row) =>
      selectAll('td', withoutProposalMarks(row)).map(textOf),
    );
    const range = (name: string) => rows.find((row) => row[0] === name)![1];
    expect(range('Defesa elemental')).toMatch(/^\d+%–\d+%$/);
    expect(range('Poder elemental')).toMatch(/^\d+%$/);
    expect(range('Defesa')).toMatch(/^\d+–\d+$/);
  });

  it('names the Warden’s shield attack without an editorial note', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Papel id="warden" parte="ataques"/>')).map((row) => selectAll('td', row).map(textOf));
    expect(rows.find((row) => row[0] === 'Escudo e punho')![1]).toBe('Golpe de escudo');
  });

  it('says whom Espinhos punish in words that do not read as a die', async () => {
    const status = textOf(select('[data-status="espinhos"]', await renderTree('<Status id="espinhos"/>'))!);
    expect(status).toContain('desferido da frente');
    expect(status).not.toContain('dado da frente');
  });

  it('gives a status one duration, without another role’s skill inside parentheses', async () => {
    const reduction = textOf(withoutProposalMarks(select('[data-status="reducao-atributo"]', await renderTree('<Status id="reducao-atributo"/>'))!));
    expect(reduction).not.toMatch(/\([^)]*\(/);
    const bonus = textOf(select('[data-status="bonus-atributo"]', await renderTree('<Habilidade id="ascetic.circulo-da-purificacao" parte="status"/>'))!);
    expect(bonus).not.toContain('Olho da Tormenta');
  });

  it('names the enemy roles as their pages do (st_beast_melee_dps)', async () => {
    const names = selectAll('tbody tr td:first-child', await renderTree('<Tabela de="papeis-inimigos"/>')).map(textOf);
    expect(names).toContain('st_beast_melee_dps');
    expect(names.filter((name) => name.includes('-'))).toEqual([]);
  });

  it('gives each enemy role the numbers of the creatures that wear it: their species and tier, not a Besta in T1 for all', async () => {
    const rows = selectAll('tbody tr', withoutProposalMarks(await renderTree('<Tabela de="papeis-inimigos"/>'))).map((row) => selectAll('td', row).map(textOf));
    const header = selectAll('thead th', await renderTree('<Tabela de="papeis-inimigos"/>')).map(textOf);
    const cell = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
    const rowOf = (creature: string) => rows.find((row) => cell(row, 'Quem usa').split(', ').includes(creature)) ?? [];
    // The shooters are Humano in T1: 48 × 1 × 1,65 rounded up.
    expect(cell(rowOf('Nômade Areiuno'), 'Espécie')).toBe('Humano');
    expect(cell(rowOf('Nômade Areiuno'), 'Vida')).toBe('80');
    // The bosses fight in the boss tier, Mawari a Besta: 80 × 1,5 × 3.
    expect(cell(rowOf('Mawari'), 'Tier')).toBe('Chefe');
    expect(cell(rowOf('Mawari'), 'Vida')).toBe('360');
    // The Uru-Taruk wears the Tank's role as a Humano, in a row of its own.
    expect(cell(rowOf('Uru-Taruk'), 'Vida')).toBe('132');
    expect(rows.every((row) => cell(row, 'Quem usa') !== '')).toBe(true);
  });

  it('names each grade once, before the damage types it covers', async () => {
    const rows = selectAll('tbody tr', withoutProposalMarks(await renderTree('<Tabela de="graus-criaturas" regiao="tundra-de-sal"/>'))).map((row) =>
      selectAll('td', row).map(textOf),
    );
    const kasurak = rows.find((row) => row[0] === 'Kašurak') ?? [];
    expect(kasurak[1]?.trim()).toBe('resistência a corte; fraqueza a impacto, água e trovão');
  });

  it('offers a common role no row in the boss tier, which only the bosses fight in', async () => {
    const tiers = selectAll('tbody tr td:first-child', await renderTree('<Tabela de="inimigo-por-tier" papel="st-beast-melee-dps" especie="besta"/>')).map(
      textOf,
    );
    expect(tiers).toContain('T2');
    expect(tiers).not.toContain('Chefe');
  });
});

describe('a comparison the prose draws from the data', () => {
  it('says the boss tier multiplies Vida by less than T2 only while the data does', () => {
    const page = readFileSync(path.join(siteDir, 'docs/game/content/roles/unplayable_roles/salt_tundra/st_colossal.md'), 'utf8');
    const vida = (tierId: string): number => model.data.tiers.find((tier) => tier.id === tierId)!.multipliers.vida!;
    expect(/o da Vida, <Regra id="tier\.colossal\.vida"\/>, é menor que o do T2/.test(page)).toBe(vida('colossal') < vida('t2'));
  });
});

describe('a region’s figures in prose', () => {
  const tundra = (creature: { region?: string }) => creature.region === 'tundra-de-sal';

  it('counts the region’s creatures, all of them or one group, as creatures.yaml lists them', async () => {
    const all = textOf(select('[data-game="regiao"]', await renderTree('São <Regiao id="tundra-de-sal" parte="criaturas"/> criaturas.'))!);
    expect(all).toBe(String(model.data.creatures.filter(tundra).length));
    const beasts = textOf(select('[data-game="regiao"]', await renderTree('<Regiao id="tundra-de-sal" parte="criaturas" grupo="beast"/> bestas'))!);
    expect(beasts).toBe(String(model.data.creatures.filter((creature) => tundra(creature) && creature.group === 'beast').length));
  });

  it('names the damage the region uses, resists and gives way to, in the reader’s words', async () => {
    const tree = await renderTree(
      '<Regiao id="tundra-de-sal" parte="dano-comum"/>; <Regiao id="tundra-de-sal" parte="dano-resistido"/>; <Regiao id="tundra-de-sal" parte="dano-fraco"/>',
    );
    expect(selectAll('[data-game="regiao"]', tree).map(textOf)).toEqual(['fogo e terra', 'corte', 'impacto, água e trovão']);
  });

  it('refuses an unknown region, part or group', async () => {
    await expect(renderPage('<Regiao id="deserto" parte="criaturas"/>')).rejects.toThrow(/"deserto"/);
    await expect(renderPage('<Regiao id="tundra-de-sal" parte="cidades"/>')).rejects.toThrow(/parte/);
    await expect(renderPage('<Regiao id="tundra-de-sal" parte="criaturas" grupo="dragao"/>')).rejects.toThrow(/"dragao"/);
  });
});

describe('the table of energies', () => {
  it('names each energy with its drop, not as a one-unit cost', async () => {
    const firsts = selectAll('tbody tr', await renderTree('<Tabela de="energias"/>')).map((row) => textOf(select('td', row)));
    expect(firsts).toEqual(['Vermelha', 'Verde', 'Azul']);
  });
});
