// The small pieces of data shown inside prose and table cells: a rule's value,
// a text with `{rule.id}` placeholders, an energy cost, a status effect. Every
// number taken from a rule is wrapped in an element carrying `data-rule`, so
// the site test can tell data from hand-written values.
import { formatRule } from '../format';
import { element, join, link, text, type Cell, type Node } from '../mdast';
import type { GameModel } from '../model';
import { placeholderPattern } from '../placeholders';
import { fieldSource, isOpenProposal, proposalMark } from '../proposalMark';
import { need, ruleOf } from './lookup';
import { proposalsPath, statusPagePath } from './paths';

/** A rule's value as it reads in prose, marked as coming from the data. */
export function ruleValue(model: GameModel, id: string): Node {
  const rule = ruleOf(model, id);
  return element('span', { className: ['game-rule'], dataRule: rule.id, title: rule.label }, text(formatRule(rule)), ...(isOpenProposal(rule) ? [proposalMark()] : []));
}

/**
 * Text of a data field, where `{rule.id}` stands for that rule's value: the
 * data says each number once, even inside descriptions.
 */
export function rich(model: GameModel, value: string): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(placeholderPattern)) {
    if (match.index > last) nodes.push(text(value.slice(last, match.index)));
    nodes.push(ruleValue(model, match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < value.length) nodes.push(text(value.slice(last)));
  return nodes;
}

/** "Fato", or a link to the proposals page. */
export function sourceCell(record: { source: 'fact' | 'proposal'; fields?: Record<string, { source: 'fact' | 'proposal' }> }): Cell {
  if (record.source === 'proposal') return [link(proposalsPath, text('Proposta'))];
  // A record of facts with proposed fields says so: "Fato, com proposta".
  const proposed = Object.values(record.fields ?? {}).some((field) => field.source === 'proposal');
  return proposed ? [text('Fato, com '), link(proposalsPath, text('proposta'))] : 'Fato';
}

export function costNodes(model: GameModel, cost: Record<string, number>): Node[] {
  const entries = Object.entries(cost);
  if (entries.length === 0) return [text('Sem custo')];
  const chips = entries.map(([energyId, amount]) => {
    const energy = need(model.byId('energies', energyId), `a energia "${energyId}"`);
    return element(
      'span',
      { className: ['energy-chip'], dataEnergy: energy.id },
      element('span', { className: ['energy-chip__drop'], style: `background-color: ${energy.colour}`, ariaHidden: 'true' }),
      text(`${amount} ${amount === 1 ? energy.name : energy.plural}`),
    );
  });
  return [element('span', { className: ['energy-cost'] }, ...join(chips, ' + '))];
}

/**
 * A status effect in prose: its name, linked to the catalogue, then what it
 * does and how long it lasts, from statuses.yaml.
 */
export function statusNodes(model: GameModel, statusId: string): Node[] {
  const status = need(model.byId('statuses', statusId), `o efeito de status "${statusId}"`);
  return [
    element(
      'span',
      { className: ['game-status'], dataStatus: status.id },
      link(statusPagePath, text(status.name)),
      text(' — '),
      ...rich(model, status.effect),
      text('. Duração: '),
      ...rich(model, lowerFirst(status.duration)),
      ...(status.source === 'fact' && isOpenProposal(fieldSource(status, 'duration')) ? [proposalMark()] : []),
      text('.'),
    ),
  ];
}

/** "Conforme a habilidade" reads "conforme a habilidade" after "Duração:". */
function lowerFirst(value: string): string {
  return /^[A-ZÀ-Ý][a-zà-ÿ]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}
