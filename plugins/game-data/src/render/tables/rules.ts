// <Tabela de="…"> tables: the numeric rules of a topic and the XP curve.
import { computeDamage, damageRulesFrom, expectedMissionRewards, progressionRulesFrom, rewardRulesFrom, xpCurve } from '@dice-rolling/rules';
import { formatNumber, upperFirst } from '../../format';
import { strong, table, text, type Cell } from '../../mdast';
import { isOpenProposal, markValues, markedCell } from '../../proposalMark';
import { ruleValue, sourceCell } from '../inline';
import { RenderError, damageTypes, elementalTypes, need, ruleOf } from '@dice-rolling/game-model';
import { damageTypeNames } from '../words';

import type { TableRenderers } from './types';

export const rulesTables: TableRenderers = {
  /**
   * Each damage type the engine knows and its nature: a physical one goes
   * through Defesa, an elemental one through Defesa elemental (the damage
   * formula of the Atributos page, damage.ts). The sources name the types;
   * which are elemental is a proposal, marked as one.
   */
  'tipos-de-dano': () => [
    table(
      ['Tipo', 'Natureza'],
      damageTypes.map((type) => [upperFirst(damageTypeNames[type]), markedCell(elementalTypes.includes(type) ? 'Elemental' : 'Físico', true)]),
    ),
  ],
  regras: (model, attributes) => {
    const rules = [...model.rules.values()].filter((rule) => !attributes.topico || rule.topic === attributes.topico);
    if (rules.length === 0) throw new RenderError(`nenhuma regra no tópico "${attributes.topico}"`);
    return [
      table(
        ['Regra', 'Valor', 'Origem'],
        rules.map((rule) => [rule.label, [ruleValue(model, rule.id)], sourceCell(rule)]),
      ),
    ];
  },
  /**
   * The damage a basic blow (acao.dano.valor-atual) does through a few Defesas
   * of the game data's characters, by the rules engine's formula: the numbers
   * follow the rules when a constant of the formula changes.
   */
  'dano-por-defesa': (model) => {
    const rules = damageRulesFrom(model.rules);
    const blow = ruleOf(model, 'acao.dano.valor-atual').value;
    const defenceOf = (roleId: string): number => need(model.byId('data-roles', roleId), `o papel "${roleId}" dos dados de jogo`).attributes.defesa ?? 0;
    const rows: { label: string; defence: number; defending: boolean }[] = [
      { label: '0', defence: 0, defending: false },
      { label: `${formatNumber(defenceOf('enemy-villager'))} (inimigo padrão)`, defence: defenceOf('enemy-villager'), defending: false },
      { label: `${formatNumber(defenceOf('fighter'))} (Joanna)`, defence: defenceOf('fighter'), defending: false },
      { label: `${formatNumber(defenceOf('fighter'))} (Joanna defendendo)`, defence: defenceOf('fighter'), defending: true },
      { label: `${formatNumber(defenceOf('dummy'))} (Dummy)`, defence: defenceOf('dummy'), defending: false },
    ];
    const damageOf = (defence: number, defending: boolean): number =>
      computeDamage(
        { base: blow, nature: 'physical', power: rules.normalPower, defence, elementalDefence: 0, defending, fortressStacks: 0, grade: 'normal' },
        rules,
      ).damage;
    const proposed = isOpenProposal(ruleOf(model, 'dano.constante-defesa'));
    const body: Cell[][] = rows.map(({ label, defence, defending }) => [label, formatNumber(damageOf(defence, defending))]);
    markValues(body, [1], proposed);
    return [table(['Defesa do alvo', `Dano recebido de um golpe de ${formatNumber(blow)}`], body)];
  },
  /**
   * The gold of a Tundra mission by the average path, from the rules of Moeda,
   * by the rules engine (expectedMissionRewards: the battles' gold times their
   * enemies' tier, as the Balanceamento page sums the campaign).
   */
  'ouro-por-incursao': (model) => {
    const gold = expectedMissionRewards(rewardRulesFrom(model.rules), 1);
    // "de ouro" after every amount, as the boss's rule value writes it: one column, one way of writing gold.
    const about = (amount: number): string => `cerca de ${formatNumber(Math.round(amount))} de ouro`;
    return [
      table(
        ['Fonte', 'Quantidade', 'Ouro'],
        [
          ['Batalhas comuns', [ruleValue(model, 'progressao.batalhas-comuns-por-missao')], markedCell(about(gold.common), true)],
          ['Batalhas de elite', [ruleValue(model, 'progressao.batalhas-elite-por-missao')], markedCell(about(gold.elite), true)],
          ['Baú e evento', 'um de cada', markedCell(about(gold.finds), true)],
          ['Chefe', 'um', [ruleValue(model, 'ouro.chefe-missao')]],
          [[strong(text('Total'))], '', markedCell([strong(text(about(gold.total)))], true)],
        ],
      ),
    ];
  },
  'curva-xp': (model) => {
    // The rules engine's curve, from two rules, so it can never disagree with them.
    const rows: Cell[][] = xpCurve(progressionRulesFrom(model.rules)).map((step) => [
      String(step.level),
      step.toNext === undefined ? '—' : formatNumber(step.toNext),
      formatNumber(step.total),
    ]);
    markValues(rows, [1, 2], isOpenProposal(ruleOf(model, 'progressao.xp-fator')));
    return [table(['Nível', 'XP para o próximo', 'XP total ao chegar'], rows)];
  },
};
