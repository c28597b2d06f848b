// The generated Portuguese of structured effects, read as a reader reads it:
// each test renders a real data entry and asserts the sentence it shows.
import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import type { Effect } from '@dice-rolling/game-model';
import { model, renderTree, selectAll, textOf, withoutProposalMarks } from './renderWithData';
import { effectClauses, effectSentences } from '../src/render/effectsProse';
import type { Node } from '../src/mdast';

const plain = (nodes: Node[]): string => toString({ type: 'paragraph', children: nodes } as never);
const skill = (roleId: string, skillId: string): readonly Effect[] => {
  const role = model.byId('roles', roleId);
  const found = role?.skills.find((entry) => entry.id === skillId);
  if (!found) throw new Error(`no skill ${roleId}.${skillId}`);
  return found.effects;
};
const move = (creatureId: string, moveName: string): readonly Effect[] => {
  const found = model.byId('creatures', creatureId)?.moves.find((entry) => entry.name === moveName);
  if (!found) throw new Error(`no move ${moveName} of ${creatureId}`);
  return found.effects;
};
const sentences = (effects: readonly Effect[]): string => effectSentences(model, effects).map(plain).join(' ');
const clauses = (effects: readonly Effect[]): string => plain(effectClauses(model, effects));
/** Without the data mark a rule-valued number wears ("3%P (proposta)" reads "3%"). */
const unmarked = (value: string): string => value.replace(/P \(proposta\)/g, '');

describe('generated Portuguese of the effects', () => {
  it('consecutive hits of one type read as one run of hits, not one sentence each', () => {
    expect(sentences(skill('wind-walker', 'danca-do-falcao'))).toBe('3 golpes, de 15, 20 e 25 de dano de corte.');
    expect(clauses(skill('wind-walker', 'danca-do-falcao'))).toBe('3 golpes, de 15, 20 e 25 de dano de corte');
  });

  it('a conditional heal after an unconditional one on the same receiver adds to it', () => {
    expect(sentences(skill('mystic', 'mare-restauradora'))).toBe(
      'Cura 25% da Vida máxima. Se o alvo está abaixo da metade da Vida: cura mais 10% da Vida máxima.',
    );
    expect(clauses(skill('mystic', 'mare-restauradora'))).toBe(
      'Cura 25% da Vida máxima; se o alvo está abaixo da metade da Vida, cura mais 10% da Vida máxima',
    );
  });

  it('the regeneration of a summoner starts with the use, summon or not, as the engine plays it', () => {
    const effects = move('mawari', 'Invocação de Serpentes');
    // The percent is a proposal the retunes move: read from the data, written as a reader sees a decimal.
    const percent = String(model.byId('rules', 'chefe.mawari.regeneracao')?.value).replace('.', ',');
    const regeneration =
      `Com ou sem criaturas chamadas agora, quem usa passa a recuperar, até o fim da batalha, ${percent}% da Vida máxima ` +
      'no início de cada turno seu em que estiver de pé alguma das criaturas que chamou.';
    expect(unmarked(sentences(effects))).toMatch(/; sem célula livre, não chama nenhuma\. (.*)$/);
    expect(unmarked(sentences(effects)).endsWith(`nenhuma. ${regeneration}`)).toBe(true);
    expect(unmarked(clauses(effects))).toMatch(/; sem célula livre, não chama nenhuma; com ou sem criaturas chamadas agora, quem usa passa a recuperar/);
  });

  it('a hit per target says how many hits each target takes', () => {
    expect(sentences(skill('wind-walker', 'danca-dos-quatro-ventos'))).toBe(
      'Cada alvo recebe tantos golpes de 28 de dano de corte quantos são os alvos atingidos.',
    );
  });

  it('effects on the user name it once, as the subject, and a status on it reads "fica com"', () => {
    expect(sentences(skill('warden', 'postura-inabalavel'))).toBe(
      'Quem usa recebe 30% menos dano por 2 turnos e fica com Imunidade a empurrão e derrubada por 2 turnos.',
    );
    expect(clauses(skill('warden', 'postura-inabalavel'))).toBe(
      'Quem usa recebe 30% menos dano por 2 turnos e fica com Imunidade a empurrão e derrubada por 2 turnos',
    );
    expect(sentences(skill('warden', 'paciencia-da-terra'))).toBe(
      'Quem usa recupera 30% da Vida máxima e fica com +20% de Defesa, até o primeiro golpe recebido.',
    );
    expect(sentences(model.byId('common-actions', 'defender')?.effects ?? [])).toBe('Quem usa fica Defendendo por 1 turno.');
  });

  it('the boss tier reads as the glossary names it, in a condition and beside a creature', async () => {
    expect(sentences(skill('wind-walker', 'execucao-da-aguia'))).toMatch(/^Se o alvo tem 25% da Vida ou menos e não é do tier de chefe:/);
    const tree = await renderTree('<Tabela de="andares" regiao="tundra-de-sal"/>');
    const rows = selectAll('tbody tr', tree).map((row) => selectAll('td', row).map((cell) => textOf(withoutProposalMarks(cell))));
    expect(rows.find((row) => row[0]?.startsWith('Rušajak'))?.[4]).toBe(
      'Rušajak, tier de chefe (frente, em cima); Sombras do Sal, tier T1 (fundo, em cima); Sombras do Sal, tier T1 (frente, embaixo)',
    );
  });

  it('in a table cell, a bare damage after another clause takes its verb, and a clause with its own "se" stands apart', () => {
    expect(clauses(skill('ascetic', 'explosao-sacrificial'))).toBe('Custa 20% da Vida atual de quem usa, sem baixar de 1, e causa 60 de dano de fogo');
    expect(clauses(skill('mystic', 'diluvio-ancestral'))).toBe(
      'Puxa o alvo uma coluna para a frente, parando antes da borda da grade ou de uma célula ocupada, ' +
        'aplica Atordoamento e causa 10 de dano de água por turno durante 3 turnos',
    );
    expect(clauses(skill('ascetic', 'ressurgir-das-cinzas'))).toBe(
      'Quem usa fica com Frenesi; se quem usa cair nos próximos 3 turnos, volta com 10% da Vida e causa 80 de dano de fogo a quem o derrubou',
    );
  });

  it('two states of the user share the verb: "fica Defendendo e com Espinhos"', async () => {
    const rows = selectAll('tr', await renderTree('<Tabela de="ataques-criaturas" criatura="kasurak"/>'));
    const row = rows.find((found) => textOf(found).includes('Defesa espinhosa'));
    expect(selectAll('td', row).map(textOf).at(-1)).toBe('Quem usa fica Defendendo e com Espinhos');
  });
});

describe('the catalogues of statuses and passives, on Defesa elemental', () => {
  const rowText = async (table: string, name: string) => {
    const row = selectAll('tr', await renderTree(`<Tabela de="${table}"/>`)).find((candidate) => textOf(selectAll('td', candidate)[0]!) === name);
    return row ? textOf(withoutProposalMarks(row)) : '';
  };

  it('say that Defendendo and Fortaleza Inabalável raise Defesa elemental too, as the engine plays them', async () => {
    expect(await rowText('status', 'Defendendo')).toMatch(/de Defesa e de Defesa elemental/);
    expect(await rowText('passivas', 'Fortaleza Inabalável')).toMatch(/de Defesa e de Defesa elemental por rodada/);
  });
});
