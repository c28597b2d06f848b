// <Tabela de="…"> tables: the numeric rules of a topic and the XP curve.
import { progressionRulesFrom, xpCurve } from '@dice-rolling/rules';
import { formatNumber } from '../../format';
import { table, type Cell } from '../../mdast';
import { isOpenProposal, markValues } from '../../proposalMark';
import { ruleValue, sourceCell } from '../inline';
import { RenderError, ruleOf } from '../lookup';
import type { TableRenderers } from './types';

export const rulesTables: TableRenderers = {
  regras: (model, attributes) => {
    const rules = [...model.rules.values()].filter((rule) => !attributes.topico || rule.topic === attributes.topico);
    if (rules.length === 0) throw new RenderError(`nenhuma regra no tópico "${attributes.topico}"`);
    return [table(['Regra', 'Valor', 'Origem'], rules.map((rule) => [rule.label, [ruleValue(model, rule.id)], sourceCell(rule)]))];
  },
  'curva-xp': (model) => {
    // The rules engine's curve, from two rules, so it can never disagree with them.
    const rows: Cell[][] = xpCurve(progressionRulesFrom(model.rules)).map((step) => [String(step.level), step.toNext === undefined ? '—' : formatNumber(step.toNext), formatNumber(step.total)]);
    markValues(rows, [1, 2], isOpenProposal(ruleOf(model, 'progressao.xp-fator')));
    return [table(['Nível', 'XP para o próximo', 'XP total ao chegar'], rows)];
  },
};
