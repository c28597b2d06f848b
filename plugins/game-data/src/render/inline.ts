// The small pieces of data shown inside prose and table cells: a rule's value,
// a text with `{rule.id}` placeholders, an energy cost, a status effect. Every
// number taken from a rule is wrapped in an element carrying `data-rule`, so
// the site test can tell data from hand-written values.
import { type StatusMechanicData, type GameModel, type Status, RenderError, placeholderPattern, need, ruleOf } from '@dice-rolling/game-model';
import { formatNumber, formatRule } from '../format';
import { element, join, link, text, type Cell, type Node } from '../mdast';
import { containsMark, fieldSource, isOpenProposal, proposalMark, withProposalMark } from '../proposalMark';
import { proposalsPath, statusPagePath } from './paths';
import { damageTypeNames } from './words';

/** A rule's value as it reads in prose, marked as coming from the data. */
export function ruleValue(model: GameModel, id: string): Node {
  const rule = ruleOf(model, id);
  return element(
    'span',
    { className: ['game-rule'], dataRule: rule.id, title: rule.label },
    text(formatRule(rule)),
    ...(isOpenProposal(rule) ? [proposalMark()] : []),
  );
}

/** Prefix of a rule without a number in `<Regra id>`: its statement, from qualitative-rules.yaml. */
const qualitativePrefix = 'qualitativa:';

/**
 * A rule's value, or, for `qualitativa:<id>`, the statement of a rule without
 * a number (the Batalha page's order of a round), marked as rendered from the data.
 */
export function ruleNodes(model: GameModel, id: string): Node {
  if (!id.startsWith(qualitativePrefix)) return ruleValue(model, id);
  const ruleId = id.slice(qualitativePrefix.length);
  const rule = model.data['qualitative-rules'].find((candidate) => candidate.id === ruleId);
  if (!rule) throw new RenderError(`a regra sem número "${ruleId}" não existe em qualitative-rules.yaml`);
  return element('span', { dataQualitative: rule.id }, ...withProposalMark(rich(model, rule.statement), isOpenProposal(rule)));
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

/**
 * A text field of a record that the pages show as prose (a passive's trigger, effect and limit), marked with
 * `data-prose` inside the element's `data-game`: the site test reads it as it reads a page's own sentences, so a
 * rule number typed into the data's text fails as one typed into a page.
 */
export function proseField(model: GameModel, value: string, field: string, proposed = false): Node[] {
  // A proposed value inside the sentence already marks it: a second mark at its end would stack on the same clause.
  const nodes = rich(model, value);
  return [element('span', { dataProse: field }, ...withProposalMark(nodes, proposed && !containsMark(nodes)))];
}

/** "Fato", or a link to the proposals page. */
export function sourceCell(record: { source: 'fact' | 'proposal'; fields?: Record<string, { source: 'fact' | 'proposal' }> }): Cell {
  if (record.source === 'proposal') return [link(proposalsPath, text('Proposta'))];
  // A record of facts with proposed fields says so: "Fato, com proposta".
  const proposed = Object.values(record.fields ?? {}).some((field) => field.source === 'proposal');
  return proposed ? [text('Fato, com '), link(proposalsPath, text('proposta'))] : 'Fato';
}

/** An energy's drop and a label: "1 Vermelha" in a cost, the name alone where the energy is named. */
function energyChip(model: GameModel, energyId: string, label: (energy: { name: string; plural: string }) => string): Node {
  const energy = need(model.byId('energies', energyId), `a energia "${energyId}"`);
  return element(
    'span',
    { className: ['energy-chip'], dataEnergy: energy.id },
    element('span', { className: ['energy-chip__drop'], style: `background-color: ${energy.colour}`, ariaHidden: 'true' }),
    text(label(energy)),
  );
}

export function costNodes(model: GameModel, cost: Record<string, number>): Node[] {
  const entries = Object.entries(cost);
  if (entries.length === 0) return [text('Sem custo')];
  const chips = entries.map(([energyId, amount]) => energyChip(model, energyId, (energy) => `${amount} ${amount === 1 ? energy.name : energy.plural}`));
  return [element('span', { className: ['energy-cost'] }, ...join(chips, ' + '))];
}

/** An energy named with its drop, as a table of energies lists it. */
export function energyNameNodes(model: GameModel, energyId: string): Node[] {
  return [energyChip(model, energyId, (energy) => energy.name)];
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
      // A status the sources only name: what it does and how long it lasts are proposal, as a whole.
      ...(isOpenProposal(status) ? [proposalMark()] : []),
      text(' — '),
      // A status of the sources marks only its proposed fields, once (a proposed rule value inside already wears a mark).
      ...markedClause(statusEffectNodes(model, status), status.source === 'fact' && isOpenProposal(fieldSource(status, 'battle'))),
      text('. Duração: '),
      ...markedClause(rich(model, lowerFirst(status.duration)), status.source === 'fact' && isOpenProposal(fieldSource(status, 'duration'))),
      text('.'),
    ),
  ];
}

/** A proposed clause with one mark: a proposed rule value inside it already wears one, and a second would stack on it. */
function markedClause(nodes: Node[], proposed: boolean): Node[] {
  return withProposalMark(nodes, proposed && !containsMark(nodes));
}

const natureWords = { physical: 'físico', elemental: 'elemental' } as const;

function percentNodes(model: GameModel, percent: number | string, sign: boolean): Node[] {
  if (typeof percent === 'string') return [ruleValue(model, percent)];
  return [text(`${sign && percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent))}%`)];
}

/** What a status does in battle, one clause per mechanic of its `battle` field. */
function mechanicClause(model: GameModel, mechanic: StatusMechanicData): Node[] {
  switch (mechanic.kind) {
    case 'defending': {
      // The sources give Defender "+50% de defesa"; that it raises Defesa elemental too is a proposal of the Ações page.
      const bonus = ruleValue(model, 'acao.defender.bonus');
      return [bonus, text(' de Defesa e de Defesa elemental'), proposalMark(), text(', somado aos outros bônus até o teto')];
    }
    case 'skip-turn':
      return [text('perde cada turno seu enquanto durar (a ação declarada é descartada)')];
    case 'immovable':
      return [text('não pode ser empurrado nem puxado')];
    case 'rooted':
      return [text('não pode Mover nem ser permutado')];
    case 'free-move':
      return [text('Mover não gasta a ação: o portador se move depois de agir')];
    case 'taunt':
      return [
        text(
          'as ações de alvo único do portador contra o outro lado têm de mirar quem o provocou; ' +
            'se esse não for um alvo válido, o portador escolhe outra ação',
        ),
      ];
    case 'untargetable':
      return [text('não pode ser alvo de ações de alvo único do outro lado; acaba quando o portador age')];
    case 'life-floor':
      return [text(`a Vida não cai abaixo de ${formatNumber(mechanic.value)}`)];
    case 'tick-damage':
      return [
        text(
          `${formatNumber(mechanic.amount)} de dano` +
            (mechanic.type ? ` de ${damageTypeNames[mechanic.type]}` : '') +
            (mechanic.perStack ? ' por acúmulo' : '') +
            ' no início de cada turno do portador',
        ),
      ];
    case 'tick-heal':
      return [text('cura '), ...percentNodes(model, mechanic.percent, false), text(' da Vida máxima no início de cada turno do portador')];
    case 'tick-life-loss':
      return [text('perde '), ...percentNodes(model, mechanic.percent, false), text(' da Vida máxima no início de cada turno, sem baixar de 1')];
    case 'shield-life':
      return [text('Escudo Mágico de '), ...percentNodes(model, mechanic.percent, false), text(' da Vida máxima')];
    case 'pierce':
      return [text('o próximo golpe recebido ignora '), ...percentNodes(model, mechanic.percent, false), text(' da Defesa')];
    case 'critical':
      return [text('o próximo golpe causa '), ...percentNodes(model, mechanic.percent, true), text(' de dano')];
    case 'healing-received':
      return [...percentNodes(model, mechanic.percent, true), text(' de cura recebida')];
    case 'attribute': {
      const attribute = mechanic.attribute ? (model.byId('attributes', mechanic.attribute)?.name ?? mechanic.attribute) : undefined;
      return [...percentNodes(model, mechanic.percent, true), text(attribute ? ` de ${attribute}` : ' do atributo que a ação nomeia')];
    }
    case 'damage-taken':
      return [...percentNodes(model, mechanic.percent, true), text(` de dano${mechanic.nature ? ` ${natureWords[mechanic.nature]}` : ''} recebido`)];
    case 'damage-dealt':
      return [...percentNodes(model, mechanic.percent, true), text(` de dano${mechanic.nature ? ` ${natureWords[mechanic.nature]}` : ''} causado`)];
    case 'thorns':
      return [
        text('quem atinge o portador com um golpe de alvo único desferido da frente sofre '),
        ...(typeof mechanic.amount === 'string' ? [ruleValue(model, mechanic.amount)] : [text(formatNumber(mechanic.amount))]),
        text(' de dano'),
      ];
  }
}

/** A status's effect: the clauses of its battle mechanics, then the text they cannot say; capital first letter. */
export function statusEffectNodes(model: GameModel, status: Status): Node[] {
  const parts = [...status.battle.map((mechanic) => mechanicClause(model, mechanic)), ...(status.effect ? [rich(model, status.effect)] : [])];
  const nodes = parts.flatMap((part, index) => (index === 0 ? part : [text('; '), ...part]));
  const [first, ...rest] = nodes;
  if (first?.type === 'text' && first.value) return [text(first.value.charAt(0).toUpperCase() + first.value.slice(1)), ...rest];
  return nodes;
}

/** "Conforme a habilidade" reads "conforme a habilidade" after "Duração:". */
function lowerFirst(value: string): string {
  return /^[A-ZÀ-Ý][a-zà-ÿ]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}
