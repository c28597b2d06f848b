import { describe, expect, it } from 'vitest';
import { model, renderTree, select, selectAll, textOf, withoutProposalMarks } from './renderWithData';
import { text } from '../src/mdast';
import { markedCell } from '../src/proposalMark';
import { ruleValue } from '../src/render/inline';
import { parseFile } from '@dice-rolling/game-model';

/** The prose a page shows, without the proposal marks (content-proposal-marks.test.ts says where they stand). */
const pageText = async (source: string) =>
  textOf(withoutProposalMarks(await renderTree(source)))
    .replace(/\s+/g, ' ')
    .trim();
/** The text of a row's cell, both counted from 0. */
const cellText = (rows: ReturnType<typeof selectAll>, row: number, cell: number) => textOf(withoutProposalMarks(selectAll('td', rows[row])[cell]!));

describe('structured effects in the pages', () => {
  it('a skill reads its damage, its conditional blast, its status and its push from the effect fields', async () => {
    expect(await pageText('<Habilidade id="ascetic.seta-incandescente" parte="numeros"/>')).toBe(
      '40 de dano de fogo. Se o alvo está com Queimadura: 15 de dano de fogo nas células vizinhas do alvo. Aplica Queimadura. ' +
        'Empurra o alvo uma coluna para trás, parando antes da borda da grade ou de uma célula ocupada.',
    );
  });

  it('conditions are fields: life share, a tier turned around, several at once', async () => {
    expect(await pageText('<Habilidade id="wind-walker.execucao-da-aguia" parte="numeros"/>')).toMatch(
      /^Se o alvo tem 25% da Vida ou menos e não é do tier de chefe:/,
    );
  });

  it('a count taken from a rule shows the rule value, marked as data', async () => {
    const tree = await renderTree('<Habilidade id="warden.postura-inabalavel" parte="numeros"/>');
    expect(textOf(select('[data-rule="habilidade.postura-inabalavel.duracao"]', tree))).toBe('2 turnos');
    expect(selectAll('p', withoutProposalMarks(tree)).map(textOf).join('')).toMatch(
      /^Quem usa recebe 30% menos dano por 2 turnos e fica com Imunidade a empurrão e derrubada por 2 turnos\.$/,
    );
  });

  it('an effect on the user names it the way the verb asks: whom a golpe would hit, whose Vida, who takes less damage', async () => {
    expect(await pageText('<Habilidade id="warden.firmeza-inquebrantavel" parte="numeros"/>')).toMatch(
      /^Anula o próximo golpe que atingiria quem usa, por até 3 turnos\./,
    );
    expect(await pageText('<Habilidade id="warden.paciencia-da-terra" parte="numeros"/>')).toBe(
      'Quem usa recupera 30% da Vida máxima e fica com +20% de Defesa, até o primeiro golpe recebido.',
    );
    expect(await pageText('<Habilidade id="warden.muralha-viva" parte="numeros"/>')).toBe(
      'Os aliados que estão atrás de quem usa na mesma linha recebem 25% menos dano por 2 turnos, enquanto quem usa continuar de pé na mesma célula.',
    );
  });

  it('effects under one condition share a sentence, the opposite condition reads "senão", and the conditions name the target once', async () => {
    expect(await pageText('<Habilidade id="wind-walker.lanca-ciclone" parte="numeros"/>')).toBe(
      'Se o alvo não está abaixo da metade da Vida: 45 de dano de corte. Senão, 55 de dano de corte e aplica Perfuração de armadura.',
    );
    expect(await pageText('<Habilidade id="wind-walker.execucao-da-aguia" parte="numeros"/>')).toBe(
      'Se o alvo tem 25% da Vida ou menos e não é do tier de chefe: elimina o alvo na hora, sem cálculo de dano. ' +
        'Se o alvo não é do tier de chefe: 60 de dano de corte. Senão, 2 golpes de 60 de dano de corte.',
    );
  });

  it('a proposed value inside a proposed field wears one mark, not two in a row', () => {
    const rule = model.rules.get('passiva.cinzas-ardentes.limite');
    expect(rule?.source).toBe('proposal');
    const cell = markedCell([text('limite: '), ruleValue(model, 'passiva.cinzas-ardentes.limite')], true);
    // Each mark says " (proposta)" once, for screen readers and copied text.
    const marks = (nodes: unknown) => JSON.stringify(nodes).split('(proposta)').length - 1;
    expect(marks(cell)).toBe(1);
    expect(marks(markedCell('10', true))).toBe(1);
  });

  it('a basic attack shows hits, type and its other effects in the damage cell', async () => {
    expect(cellText(selectAll('tr', await renderTree('<Papel id="wind-walker" parte="ataques"/>')), 1, 2)).toBe('2 golpes de 20 de dano de corte');
    expect(cellText(selectAll('tr', await renderTree('<Papel id="wind-walker" parte="ataques"/>')), 2, 2)).toBe('35 de dano de corte, ignorando 10 de Defesa');
    expect(cellText(selectAll('tr', await renderTree('<Papel id="warden" parte="ataques"/>')), 2, 2)).toBe(
      '30 de dano de impacto; empurra o alvo uma coluna para trás, parando antes da borda da grade ou de uma célula ocupada',
    );
  });

  it("an enemy role's template says its base effect, and each creature's attack adds its type and effects", async () => {
    expect(cellText(selectAll('tr', await renderTree('<Tabela de="molde" papel="st-beast-melee-dps"/>')), 2, 4)).toBe('45 de dano');
    expect(cellText(selectAll('tr', await renderTree('<Tabela de="molde" papel="st-beast-melee-tank"/>')), 4, 4)).toBe('o do ataque próprio de cada criatura');
    const rows = selectAll('tr', await renderTree('<Tabela de="ataques-criaturas" papel="st-beast-melee-tank"/>'));
    const xoolak = rows.find((row) => textOf(row).includes('Jorro de sal corrosivo'));
    expect(selectAll('td', xoolak).map(textOf)).toEqual([
      "Xo'olak",
      'Jorro de sal corrosivo (forma própria)',
      'ácido',
      '1 Azul',
      'Frente ou meio',
      'Múltiplo, as 2 células da frente inimiga',
      // The Jorro deals the value of its rule (criatura.xoolak.jorro-dano), with that rule's proposal mark.
      '20P (proposta) de dano de ácido',
    ]);
  });

  it("the Espinhos deal the value of the Kašurak's rule, with its proposal mark", async () => {
    const rows = selectAll('tr', await renderTree('<Tabela de="status"/>'));
    const thorns = rows.find((row) => textOf(row).startsWith('Espinhos'));
    expect(textOf(thorns!)).toContain('desferido da frente sofre 10P (proposta) de dano');
  });

  it("a boss's summon reads how many of which creature and tier, where they go and when they act", async () => {
    const rows = selectAll('tr', await renderTree('<Tabela de="ataques-criaturas" papel="st-colossal"/>'));
    const summon = rows.find((row) => textOf(row).includes('Convocação dos Esquecidos'));
    expect(selectAll('td', summon).map(textOf).at(-1)).toBe(
      'Chama até 2 criaturas (Sombras do Sal, tier T1) para as células livres do próprio lado, primeiro as mais perto de quem chama; ' +
        'cada uma tem os atributos que essa criatura tem nesse tier em qualquer encontro e age a partir da rodada seguinte; ' +
        'sem célula livre, não chama nenhuma',
    );
  });

  it('a devouring boss is the subject of what it regains, and the devoured one leaves', async () => {
    const rows = selectAll('tr', await renderTree('<Tabela de="ataques-criaturas" criatura="uru-zal"/>'));
    const devour = textOf(withoutProposalMarks(rows.find((row) => textOf(row).includes('Fome Infinita'))!));
    expect(devour).toContain('quem usa devora a criatura com mais Vida entre as que chamou e estão de pé e recupera a Vida que ela tinha');
    expect(devour).toContain('a devorada sai da batalha');
  });

  it('an action whose hits each fall on a random target says so in its target column', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="molde" papel="st-colossal"/>')).map((row) => selectAll('td', row).map(textOf));
    const summon = rows.find((row) => row[0] === 'Convocação')!;
    expect(summon[3]).toBe('Sorteado a cada golpe, entre as 6 células inimigas');
  });

  it("a table of skills writes each one's effects from the fields, in order", async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="efeitos-habilidades" habilidades="mystic.lagrima-de-umasit, warden.impacto-sismico"/>'));
    expect(rows.map((row) => selectAll('td', withoutProposalMarks(row)).map(textOf))).toEqual([
      ['Lágrima de Umasit (Mystic)', 'Se o alvo não tem nenhum status negativo, aplica Escudo de água; remove os status negativos, menos Maldição'],
      ['Impacto Sísmico (Warden)', '25 de dano de impacto e aplica Redução de atributo (Poder de Ataque)'],
    ]);
  });

  it('marks the effects of a proposed skill as a proposal, once, and leaves a fact unmarked', async () => {
    const rows = selectAll('tbody tr', await renderTree('<Tabela de="efeitos-habilidades" habilidades="mystic.toque-das-mares, warden.impacto-sismico"/>'));
    expect(rows.map((row) => selectAll('td', row).at(-1)).map((cell) => selectAll('.proposal-mark', cell).length)).toEqual([1, 1]);
    const fact = model.data.roles
      .flatMap((role) => role.skills.map((skill) => ({ role, skill })))
      .find(({ skill }) => skill.source === 'fact' && skill.effects.length > 0);
    if (fact) {
      const [row] = selectAll('tbody tr', await renderTree(`<Tabela de="efeitos-habilidades" habilidades="${fact.role.id}.${fact.skill.id}"/>`));
      expect(selectAll('.proposal-mark', row)).toHaveLength(0);
    }
  });

  it('refuses an effect of an unknown kind and a status that does not exist', () => {
    const bad = (effects: string) =>
      parseFile({
        name: 'enemy-roles',
        label: 'enemy-roles.yaml',
        text:
          `- { id: x, name: X, archetype: tank, page: /docs/x, actions: [{ name: A, from: [front], target: { side: enemy, hits: one },` +
          ` effects: [${effects}] }], source: fact }`,
      }).problems;
    expect(bad('{ kind: teleport }')[0]?.field).toBe('actions[0].effects[0].kind');
    expect(bad('{ kind: damage, amount: 30 }')).toEqual([]);
  });
});
