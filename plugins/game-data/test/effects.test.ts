import { describe, expect, it } from 'vitest';
import { renderTree, select, selectAll, textOf } from './renderWithData';
import { parseFile } from '../src/load';


const pageText = async (source: string) => textOf(await renderTree(source)).replace(/\s+/g, ' ').trim();
/** The text of a row's cell, both counted from 0. */
const cellText = (rows: ReturnType<typeof selectAll>, row: number, cell: number) => textOf(selectAll('td', rows[row])[cell]);

describe('structured effects in the pages', () => {
  it('a skill reads its damage, its status and its conditional blast from the effect fields', async () => {
    expect(await pageText('<Habilidade id="ascetic.seta-incandescente" parte="numeros"/>')).toBe(
      '40 de dano de fogo. Aplica Queimadura. Se o alvo já queimava: 15 de dano de fogo nas células vizinhas do alvo.',
    );
  });

  it('a count taken from a rule shows the rule value, marked as data, and the text the fields cannot say follows', async () => {
    const tree = await renderTree('<Habilidade id="warden.postura-inabalavel" parte="numeros"/>');
    expect(textOf(select('[data-rule="habilidade.postura-inabalavel.duracao"]', tree))).toBe('2 turnos');
    expect(selectAll('p', tree).map(textOf).join('')).toMatch(/^30% menos dano recebido em quem usa por 2 turnos\. Aplica Imunidade.* A imunidade também protege/);
  });

  it('a basic attack shows hits, type and its other effects in the damage cell', async () => {
    expect(cellText(selectAll('tr', await renderTree('<Papel id="wind-walker" parte="ataques"/>')), 1, 2)).toBe('2 golpes de 20 de dano de corte; conta como dois acertos');
    expect(cellText(selectAll('tr', await renderTree('<Papel id="warden" parte="ataques"/>')), 2, 2)).toBe('30 de dano; empurra o alvo uma coluna para trás, se a célula estiver livre');
  });

  it("an enemy role's template joins its effects and the creature's own effect", async () => {
    expect(cellText(selectAll('tr', await renderTree('<Tabela de="molde" papel="st-beast-melee-dps"/>')), 2, 4)).toBe('45 de dano e o efeito da criatura');
  });

  it('refuses an effect of an unknown kind and a status that does not exist', () => {
    const bad = (effects: string) =>
      parseFile({ name: 'enemy-roles', label: 'enemy-roles.yaml', text: `- { id: x, name: X, archetype: tank, page: /docs/x, actions: [{ name: A, from: F, target: T, effects: [${effects}] }], source: fact }` }).problems;
    expect(bad('{ kind: teleport }')[0]?.field).toBe('actions[0].effects[0].kind');
    expect(bad('{ kind: damage, amount: 30 }')).toEqual([]);
  });
});
