import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { renderPage } from './renderWithData';
import { parseFile } from '../src/load';


const textOf = async (source: string) => load(await renderPage(source))('body').text().replace(/\s+/g, ' ').trim();

describe('structured effects in the pages', () => {
  it('a skill reads its damage, its status and its conditional blast from the effect fields', async () => {
    expect(await textOf('<Habilidade id="ascetic.seta-incandescente" parte="numeros"/>')).toBe(
      '30 de dano de fogo. Aplica Queimadura. Se o alvo já queimava: 15 de dano de fogo nas células vizinhas do alvo.',
    );
  });

  it('a count taken from a rule shows the rule value, marked as data, and the text the fields cannot say follows', async () => {
    const $ = load(await renderPage('<Habilidade id="warden.postura-inabalavel" parte="numeros"/>'));
    expect($('[data-rule="habilidade.postura-inabalavel.duracao"]').text()).toBe('2 turnos');
    expect($('p').text()).toMatch(/^30% menos dano recebido em quem usa por 2 turnos\. Aplica Imunidade.* A imunidade também protege/);
  });

  it('a basic attack shows hits, type and its other effects in the damage cell', async () => {
    const $ = load(await renderPage('<Papel id="wind-walker" parte="ataques"/>'));
    expect($('tr').eq(1).find('td').eq(2).text()).toBe('2 golpes de 20 de dano de corte; conta como dois acertos');
    const warden = load(await renderPage('<Papel id="warden" parte="ataques"/>'));
    expect(warden('tr').eq(2).find('td').eq(2).text()).toBe('30 de dano; empurra o alvo uma coluna para trás, se a célula estiver livre');
  });

  it("an enemy role's template joins its effects and the creature's own effect", async () => {
    const $ = load(await renderPage('<Tabela de="molde" papel="st-beast-melee-dps"/>'));
    expect($('tr').eq(2).find('td').eq(4).text()).toBe('45 de dano e o efeito da criatura');
  });

  it('refuses an effect of an unknown kind and a status that does not exist', () => {
    const bad = (effects: string) =>
      parseFile({ name: 'enemy-roles', label: 'enemy-roles.yaml', text: `- { id: x, name: X, archetype: tank, page: /docs/x, actions: [{ name: A, from: F, target: T, effects: [${effects}] }], source: fact }` }).problems;
    expect(bad('{ kind: teleport }')[0]?.field).toBe('actions[0].effects[0].kind');
    expect(bad('{ kind: damage, amount: 30 }')).toEqual([]);
  });
});
