// Prose of structured effects: the sentences the role pages, the enemy
// templates and the balance page show, read from the effect fields of
// roles.yaml and enemy-roles.yaml. A count given by a rule id shows the rule's
// value, marked as data, like any <Regra>.
import { type Condition, type Count, type DamageType, type Effect, type GameModel, RenderError } from '@dice-rolling/game-model';
import { formatNumber } from '../format';
import { link, text, type Node } from '../mdast';
import { ruleValue } from './inline';
import { statusPagePath } from './paths';
import { damageTypeNames } from './words';

function countNodes(model: GameModel, count: Count, one: string, many: string): Node[] {
  if (typeof count === 'string') {
    // A plain count rule shows its number alone ("6"): the noun follows it.
    const rule = model.rules.get(count);
    return rule?.unit === 'count' ? [ruleValue(model, count), text(` ${rule.value === 1 ? one : many}`)] : [ruleValue(model, count)];
  }
  return [text(`${formatNumber(count)} ${count === 1 ? one : many}`)];
}

function turnsNodes(model: GameModel, turns: Count | undefined, lead: string): Node[] {
  return turns === undefined ? [] : [text(lead), ...countNodes(model, turns, 'turno', 'turnos')];
}

function statusName(model: GameModel, statusId: string): string {
  const status = model.byId('statuses', statusId);
  if (!status) throw new RenderError(`o efeito de status "${statusId}" não existe nos dados do jogo`);
  return status.name;
}

function attributeName(model: GameModel, attributeId: string): string {
  const attribute = model.byId('attributes', attributeId);
  if (!attribute) throw new RenderError(`o atributo "${attributeId}" não existe nos dados do jogo`);
  return attribute.name;
}

/** Who receives an effect, in the forms the clauses need: "… em quem usa", "atingiria quem usa", "a Vida de quem usa", "quem usa recebe". */
const receivers = {
  target: { on: '', whom: 'o alvo', of: '', subject: 'o alvo', plural: false },
  self: { on: ' em quem usa', whom: 'quem usa', of: ' de quem usa', subject: 'quem usa', plural: false },
  around: {
    on: ' nas células vizinhas do alvo',
    whom: 'quem está nas células vizinhas do alvo',
    of: ' de quem está nas células vizinhas do alvo',
    subject: 'quem está nas células vizinhas do alvo',
    plural: false,
  },
  allies: { on: ' nos aliados', whom: 'os aliados', of: ' dos aliados', subject: 'os aliados', plural: true },
  behind: {
    on: ' nos aliados que estão atrás de quem usa na mesma linha',
    whom: 'os aliados que estão atrás de quem usa na mesma linha',
    of: ' dos aliados que estão atrás de quem usa na mesma linha',
    subject: 'os aliados que estão atrás de quem usa na mesma linha',
    plural: true,
  },
  fallen: { on: '', whom: 'o alvo', of: '', subject: 'o alvo', plural: false },
} as const;

function signed(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : `−${formatNumber(-value)}`;
}

const columnNames = ['no fundo', 'no meio', 'na frente'];
const rowNames = ['na linha de cima', 'na linha de baixo'];
const timesNames: Record<number, string> = { 1: 'uma vez', 2: 'duas vezes', 3: 'três vezes' };
/** Where a push or a pull stops. */
const stopsBeforeEdge = ', parando antes da borda da grade ou de uma célula ocupada';

function joined(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ou ${parts.at(-1) ?? ''}`;
}

/** A condition as a clause about the receiver ("o alvo está com Queimadura"). */
function conditionClause(model: GameModel, condition: Condition): Node[] {
  const no = condition.not ? 'não ' : '';
  switch (condition.is) {
    case 'has-status':
      return [text(`o alvo ${no}está com `), link(statusPagePath, text(statusName(model, condition.status)))];
    case 'no-negative-status':
      return [text(condition.not ? 'o alvo tem algum status negativo' : 'o alvo não tem nenhum status negativo')];
    case 'life-below':
      return [
        text(
          `o alvo ${condition.not ? 'não está' : 'está'} abaixo ` +
            `${condition.percent === 50 ? 'da metade' : `de ${formatNumber(condition.percent)}%`} da Vida`,
        ),
      ];
    case 'life-at-most':
      return [
        text(
          condition.not ? `o alvo tem mais de ${formatNumber(condition.percent)}% da Vida` : `o alvo tem ${formatNumber(condition.percent)}% da Vida ou menos`,
        ),
      ];
    case 'in-column':
      return [text(`o alvo ${no}está ${joined(condition.columns.map((column) => columnNames[column] ?? ''))}`)];
    case 'in-row':
      return [text(`o alvo ${no}está ${joined(condition.rows.map((row) => rowNames[row] ?? ''))}`)];
    case 'defending':
      return [text(`o alvo ${no}está Defendendo`)];
    case 'hit-times':
      return [
        text(`o alvo ${condition.not ? 'não ' : ''}foi atingido ${timesNames[condition.count] ?? `${formatNumber(condition.count)} vezes`} por esta ação`),
      ];
    case 'tier': {
      const tier = model.byId('tiers', condition.tier);
      if (!tier) throw new RenderError(`o tier "${condition.tier}" não existe nos dados do jogo`);
      return [text(`o alvo ${no}é do tier ${tier.name}`)];
    }
  }
}

/** The conditions joined by "e", the target named once: "o alvo tem 25% da Vida ou menos e não é do tier Chefe". */
function conditionsNodes(model: GameModel, conditions: readonly Condition[]): Node[] {
  return conditions.flatMap((condition, index) => {
    const nodes = conditionClause(model, condition);
    const [first, ...rest] = nodes;
    if (index === 0 || first?.type !== 'text' || !first.value?.startsWith('o alvo ')) return [...(index === 0 ? [] : [text(' e ')]), ...nodes];
    return [text(' e '), text(first.value.slice('o alvo '.length)), ...rest];
  });
}

/** One effect as a clause, without the condition and without a capital letter. */
function clause(model: GameModel, effect: Effect): Node[] {
  const receiver = receivers[effect.targets];
  const where = text(receiver.on);
  switch (effect.kind) {
    case 'damage': {
      const hits =
        effect.hits === 'per-target'
          ? [text('um golpe para cada alvo atingido, de ')]
          : effect.hits === 1
            ? []
            : [...countNodes(model, effect.hits, 'golpe', 'golpes'), text(' de ')];
      const type = effect.type ? ` de ${damageTypeNames[effect.type]}` : '';
      const perTurn = effect.turns === undefined ? [] : [text(' por turno'), ...turnsNodes(model, effect.turns, ' durante ')];
      const pierce = effect.pierce ? [text(`, ignorando ${formatNumber(effect.pierce)} de Defesa`)] : [];
      const spread = effect.spread ? [text(', cada golpe num alvo sorteado entre as células marcadas')] : [];
      return [...hits, text(`${formatNumber(effect.amount)} de dano${type}`), where, ...perTurn, ...pierce, ...spread];
    }
    case 'heal': {
      const perTurn = effect.turns === undefined ? [] : [text(' por turno'), ...turnsNodes(model, effect.turns, ' durante ')];
      return [text(`cura ${formatNumber(effect.percent)}% da Vida máxima${receiver.of}`), ...perTurn];
    }
    case 'damage-reduction':
      return [
        text(`${receiver.subject} ${receiver.plural ? 'recebem' : 'recebe'} ${formatNumber(effect.percent)}% menos dano`),
        ...turnsNodes(model, effect.turns, ' por '),
        ...(effect.bound ? [text(', enquanto quem usa continuar de pé na mesma célula')] : []),
      ];
    case 'shield': {
      const hits = effect.hits === 1 ? [text('o próximo golpe')] : [text('os próximos '), ...countNodes(model, effect.hits, 'golpe', 'golpes')];
      return [text('anula '), ...hits, text(` que atingiria ${receiver.whom}`), ...turnsNodes(model, effect.turns, ', por até ')];
    }
    case 'status': {
      const attributes = effect.attributes ? [text(` (${effect.attributes.map((attributeId) => attributeName(model, attributeId)).join(' e ')})`)] : [];
      return [text('aplica '), link(statusPagePath, text(statusName(model, effect.status))), ...attributes, where, ...turnsNodes(model, effect.turns, ' por ')];
    }
    case 'attribute': {
      const change = effect.percent !== undefined ? `${signed(effect.percent)}%` : signed(effect.amount ?? 0);
      const until = effect.untilHit ? [text(', até o primeiro golpe recebido')] : [];
      const forWhom = effect.targets === 'target' || effect.targets === 'fallen' ? '' : ` para ${receiver.whom}`;
      return [text(`${change} de ${attributeName(model, effect.attribute)}${forWhom}`), ...turnsNodes(model, effect.turns, ' por '), ...until];
    }
    case 'push':
      return [text(`empurra ${receiver.whom} ${effect.columns === 1 ? 'uma coluna' : 'duas colunas'} para trás${stopsBeforeEdge}`)];
    case 'pull':
      return [text(`puxa ${receiver.whom} ${effect.columns === 1 ? 'uma coluna' : 'duas colunas'} para a frente${stopsBeforeEdge}`)];
    case 'self-damage':
      return [text(`custa ${formatNumber(effect.percent)}% da Vida atual de quem usa, sem baixar de 1`)];
    case 'cleanse': {
      const except = effect.except.map((statusId) => statusName(model, statusId));
      return [text(`remove os status negativos${receiver.of}${except.length > 0 ? `, menos ${except.join(' e ')}` : ''}`)];
    }
    case 'execute':
      return [text('elimina o alvo na hora, sem cálculo de dano')];
    case 'revive': {
      const earlier = effect.rounds === 1 ? 'na anterior' : `nas ${formatNumber(effect.rounds)} anteriores`;
      const rounds = effect.rounds > 0 ? `nesta rodada ou ${earlier}` : 'nesta rodada';
      return [text(`revive os aliados caídos ${rounds} com ${formatNumber(effect.percent)}% da Vida, se a célula deles estiver livre`)];
    }
    case 'share-damage':
      return [
        text(`${formatNumber(effect.percent)}% do dano que o alvo sofre passa a quem usa`),
        ...turnsNodes(model, effect.turns, ' por '),
        text(', enquanto os dois forem vizinhos'),
      ];
    case 'zone':
      return [
        text('as células atingidas viram uma zona'),
        ...countNodes(model, effect.turns, 'rodada', 'rodadas').flatMap((node, index) => (index === 0 ? [text(' por '), node] : [node])),
        text('; quem terminar o turno nela recebe '),
        link(statusPagePath, text(statusName(model, effect.status))),
      ];
    case 'ramp':
      return [
        text(
          `cada ataque de ${damageTypeNames[effect.type]} no mesmo alvo soma ${signed(effect.percent)}% ` +
            `ao dano de ${damageTypeNames[effect.type]} do seguinte, até ${signed(effect.max)}%`,
        ),
        ...turnsNodes(model, effect.turns, ', por '),
        text('; zera ao trocar de alvo'),
      ];
    case 'rebirth': {
      const percent = typeof effect.percent === 'string' ? [ruleValue(model, effect.percent)] : [text(`${formatNumber(effect.percent)}%`)];
      const type = effect.type ? ` de ${damageTypeNames[effect.type]}` : '';
      return [
        text('se quem usa cair'),
        ...turnsNodes(model, effect.turns, ' nos próximos '),
        text(', volta com '),
        ...percent,
        text(` da Vida e causa ${formatNumber(effect.amount)} de dano${type} a quem o derrubou`),
      ];
    }
    case 'summon': {
      const creature = model.byId('creatures', effect.creature);
      const tier = model.byId('tiers', effect.tier);
      if (!creature || !tier) throw new RenderError(`a invocação chama "${effect.creature}" no tier "${effect.tier}", que não existe nos dados do jogo`);
      return [
        text('chama até '),
        ...countNodes(model, effect.count, 'criatura', 'criaturas'),
        text(
          ` ${creature.name} (${tier.name}) para as células livres do próprio lado, primeiro as mais perto de quem chama; ` +
            'cada uma luta com os atributos de qualquer inimigo dessa criatura e tier e age a partir da rodada seguinte; sem célula livre, não chama nenhuma',
        ),
      ];
    }
    case 'regenerate': {
      const percent = typeof effect.percent === 'string' ? [ruleValue(model, effect.percent)] : [text(`${formatNumber(effect.percent)}%`)];
      return [
        text(`a partir daí, até o fim da batalha, ${receiver.subject} recupera `),
        ...percent,
        text(` da Vida máxima no início de cada turno em que houver de pé uma criatura chamada por ${receiver.whom}`),
      ];
    }
    case 'devour':
      return [
        text(
          `${receiver.subject} devora, entre as criaturas que chamou e estão de pé, a que tem mais Vida, que sai da batalha, ` +
            'e recupera a Vida que ela tinha; sem nenhuma de pé, não devora nada',
        ),
      ];
  }
}

function capitalised(nodes: Node[]): Node[] {
  const [first, ...rest] = nodes;
  if (first?.type !== 'text' || !first.value) return nodes;
  return [text(first.value.charAt(0).toUpperCase() + first.value.slice(1)), ...rest];
}

/** Effects in their order, the ones next to each other under the same conditions together (each unconditional one alone). */
interface EffectGroup {
  when?: readonly Condition[];
  effects: Effect[];
}

const conditionKey = (conditions: readonly Condition[] | undefined): string =>
  JSON.stringify((conditions ?? []).map((condition) => ({ ...condition, not: condition.not ?? false })));

function grouped(effects: readonly Effect[]): EffectGroup[] {
  const groups: EffectGroup[] = [];
  for (const effect of effects) {
    const last = groups.at(-1);
    if (last?.when && last.when.length > 0 && conditionKey(last.when) === conditionKey(effect.when)) last.effects.push(effect);
    else groups.push({ when: effect.when, effects: [effect] });
  }
  return groups;
}

/**
 * Whether `next` holds exactly when `previous` does not: one condition and its
 * negation. The battle reads conditions as the receiver was before the action,
 * so "senão" is exact, except a count of hits, which grows during the action.
 */
function opposite(previous: readonly Condition[] | undefined, next: readonly Condition[] | undefined): boolean {
  const [before] = previous ?? [];
  const [after] = next ?? [];
  if (previous?.length !== 1 || next?.length !== 1 || !before || !after || before.is === 'hit-times') return false;
  return conditionKey([{ ...before, not: !before.not }]) === conditionKey([after]);
}

/** Clauses joined as a list: "a", "a e b", "a, b e c". */
function listed(clauses: Node[][]): Node[] {
  return clauses.flatMap((parts, index) => (index === 0 ? parts : [text(index === clauses.length - 1 ? ' e ' : ', '), ...parts]));
}

/** One sentence per run of effects under the same conditions ("30 de dano de fogo."; "Se o alvo já queimava: 15 de dano…"; "Senão, …"). */
export function effectSentences(model: GameModel, effects: readonly Effect[]): Node[][] {
  const groups = grouped(effects);
  return groups.map((group, index) => {
    const body = listed(group.effects.map((effect) => clause(model, effect)));
    if (!group.when || group.when.length === 0) return [...capitalised(body), text('.')];
    if (opposite(groups[index - 1]?.when, group.when)) return [text('Senão, '), ...body, text('.')];
    return [text('Se '), ...conditionsNodes(model, group.when), text(': '), ...body, text('.')];
  });
}

/** The effects as one run of sentences, followed by the text they cannot say. */
export function effectsProse(model: GameModel, effects: readonly Effect[], rest: Node[] = []): Node[] {
  const sentences = effectSentences(model, effects);
  const nodes: Node[] = sentences.flatMap((sentence, index) => (index === 0 ? sentence : [text(' '), ...sentence]));
  if (rest.length > 0) nodes.push(...(nodes.length > 0 ? [text(' ')] : []), ...rest);
  return nodes;
}

/** The effects as one clause list ("45 de dano e o efeito da criatura"), for table cells; a conditional run ends with ";". */
export function effectClauses(model: GameModel, effects: readonly Effect[], rest: Node[] = []): Node[] {
  const groups = grouped(effects);
  const parts = groups.map((group, index) => {
    const body = listed(group.effects.map((effect) => clause(model, effect)));
    if (!group.when || group.when.length === 0) return body;
    if (opposite(groups[index - 1]?.when, group.when)) return [text('senão, '), ...body];
    return [text('se '), ...conditionsNodes(model, group.when), text(', '), ...body];
  });
  if (rest.length > 0) parts.push(rest);
  // Runs under a condition are kept apart by ";", so what follows one is not read under its condition.
  const conditional = groups.some((group) => group.when && group.when.length > 0);
  const nodes = conditional ? parts.flatMap((part, index) => (index === 0 ? part : [text('; '), ...part])) : listed(parts);
  return capitalised(nodes);
}

/** A basic attack's damage cell: hits, damage and type, then its other effects and note. */
export function attackDamage(
  model: GameModel,
  attack: { damage: number; type?: DamageType; hits: Count | 'per-target'; pierce?: number; effects: readonly Effect[]; note?: string },
  note: Node[],
): Node[] {
  const damage = clause(model, {
    kind: 'damage',
    amount: Math.max(1, attack.damage),
    type: attack.type,
    hits: attack.hits,
    pierce: attack.pierce,
    targets: 'target',
  });
  const others = attack.effects.map((effect) => clause(model, effect));
  return [...damage, ...[...others, ...(note.length > 0 ? [note] : [])].flatMap((parts) => [text('; '), ...parts])];
}
