// A data text writes a rule's value as {rule.id}. No placeholder may reach a
// reader: each is rendered as the rule's value, and one that a renderer would
// show as plain text, or that names no rule, stops the build naming the file,
// record and field.
import { describe, expect, it } from 'vitest';
import { buildModel, type GameData } from '@dice-rolling/game-model';
import { model, renderPage, renderTree, select, selectAll, textOf, withoutProposalMarks } from './renderWithData';

const fileOf = (kind: keyof GameData) => `data/game/${kind}.yaml`;

/** The real data with one status changed. */
function withStatus(statusId: string, change: Partial<GameData['statuses'][number]>): GameData {
  const data = structuredClone(model.data);
  data.statuses = data.statuses.map((status) => (status.id === statusId ? { ...status, ...change } : status));
  return data;
}

describe('placeholders in the data', () => {
  it('show as the rule’s value in the stacking column of the status table', async () => {
    const poison = selectAll('tr', await renderTree('<Tabela de="status"/>')).find((row) => textOf(select('td', row)) === 'Veneno');
    const stacking = selectAll('td', poison)[4]!;
    const cap = model.rules.get('status.veneno.acumulos')!;
    // A proposed value wears the proposal mark; the sentence around it reads the same.
    expect(selectAll('.proposal-mark', stacking).length).toBe(cap.source === 'proposal' && cap.status !== 'aceita' ? 1 : 0);
    // rules.yaml: status.veneno.acumulos is 5, a count.
    expect(textOf(withoutProposalMarks(stacking))).toBe('Soma: até 5 acúmulos');
    expect(selectAll('[data-rule="status.veneno.acumulos"]', stacking).length).toBe(1);
  });

  it('leave no {…} in any data table', async () => {
    const tables = ['status', 'passivas', 'estruturas', 'criaturas', 'missoes', 'papeis-jogaveis', 'comparacao-papeis', 'regras'];
    for (const name of tables) expect(await renderPage(`<Tabela de="${name}"/>`), name).not.toMatch(/\{[a-z0-9-]+(?:\.[a-z0-9-]+)+\}/);
  });

  it('give the structures’ level tables the rules’ values where a level restates a rule', async () => {
    const rowOf = async (building: string, level: string) =>
      selectAll('tr', await renderTree(`<Tabela de="estrutura" id="${building}"/>`)).find((row) => textOf(select('td', row)).startsWith(level))!;
    const ruled = (row: Awaited<ReturnType<typeof rowOf>>) => selectAll('[data-rule]', row).map((node) => String(node.properties['dataRule']));
    // The Treinamento's start (facts: up to the level cap, with the XP of a day) and its last level (up to the maximum level).
    expect(ruled(await rowOf('treinamento', '1'))).toEqual(['treinamento.nivel-limite', 'treinamento.xp-por-dia']);
    expect(ruled(await rowOf('treinamento', '4'))).toContain('progressao.nivel-maximo');
    // The levels between train to the end of the band of the region the city buys them for, read from regions.yaml.
    expect(ruled(await rowOf('treinamento', '2'))).toEqual(['regiao.caverna-dos-espelhos.nivel-maximo']);
    expect(ruled(await rowOf('treinamento', '3'))).toEqual(['regiao.floresta-sombria.nivel-maximo']);
    // The Recrutamento's recruits: the start level, and the last level's recruits at the first choice of a skill.
    expect(ruled(await rowOf('recrutamento', '1'))).toEqual(['progressao.nivel-inicial']);
    expect(ruled(await rowOf('recrutamento', '4'))).toEqual(['progressao.escolha-habilidade']);
  });

  it('stop the build, naming the file, record and field, when a renderer shows the field as plain text', async () => {
    // "Onde aparece" is plain text: a placeholder there would reach the reader as written.
    const { model: broken, problems } = buildModel(withStatus('veneno', { seenIn: 'Batalha, até {status.veneno.acumulos} vezes' }), fileOf);
    expect(problems).toEqual([]);
    await expect(renderPage('Texto.\n\n<Tabela de="status"/>', broken)).rejects.toThrow(
      'Dados do jogo em docs/exemplo.md:3, <Tabela>: {status.veneno.acumulos} chegaria ao leitor sem o valor da regra, ' +
        'porque o campo é mostrado como texto simples (data/game/statuses.yaml, registro "veneno", campo "seenIn")',
    );
  });

  it('stop the build, naming the file, record and field, when they name no rule', () => {
    const { problems } = buildModel(withStatus('veneno', { stackingNote: 'até {status.veneno.acumulo} acúmulos' }), fileOf);
    expect(problems.map((problem) => `${problem.file} ${problem.record} ${problem.field}: ${problem.message}`)).toEqual([
      'data/game/statuses.yaml veneno stackingNote: {status.veneno.acumulo}: a regra "status.veneno.acumulo" não existe em data/game/rules.yaml',
    ]);
  });
});
