// Prose of structured effects: the sentences the role pages, the enemy
// templates and the balance page show, read from the effect fields of
// roles.yaml and enemy-roles.yaml. A count given by a rule id shows the rule's
// value, marked as data, like any <Regra>.
import type { Count, Effect } from './effects';
import { formatNumber } from './format';
import { link, text, type Node } from './mdast';
import type { GameModel } from './model';
import { ruleValue } from './render/inline';
import { RenderError } from './render/lookup';
import { statusPagePath } from './render/paths';

const damageTypeNames = { corte: 'corte', impacto: 'impacto', fogo: 'fogo', agua: 'água' } as const;

function countNodes(model: GameModel, count: Count, one: string, many: string): Node[] {
  if (typeof count === 'string') return [ruleValue(model, count)];
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

const targetSuffix = { target: '', self: ' em quem usa', around: ' nas células vizinhas do alvo', allies: ' nos aliados' } as const;

function signed(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : `−${formatNumber(-value)}`;
}

/** One effect as a clause, without the condition and without a capital letter. */
function clause(model: GameModel, effect: Effect): Node[] {
  const where = text(targetSuffix[effect.targets]);
  switch (effect.kind) {
    case 'damage': {
      const hits = effect.hits === 1 ? [] : [...countNodes(model, effect.hits, 'golpe', 'golpes'), text(' de ')];
      const type = effect.type ? ` de ${damageTypeNames[effect.type]}` : '';
      const perTurn = effect.turns === undefined ? [] : [text(' por turno'), ...turnsNodes(model, effect.turns, ' durante ')];
      return [...hits, text(`${formatNumber(effect.amount)} de dano${type}`), where, ...perTurn];
    }
    case 'heal': {
      const perTurn = effect.turns === undefined ? [] : [text(' por turno'), ...turnsNodes(model, effect.turns, ' durante ')];
      return [text(`cura ${formatNumber(effect.percent)}% da Vida máxima`), where, ...perTurn];
    }
    case 'damage-reduction':
      return [text(`${formatNumber(effect.percent)}% menos dano recebido`), where, ...turnsNodes(model, effect.turns, ' por ')];
    case 'shield': {
      const hits = effect.hits === 1 ? [text('o próximo golpe')] : [text('os próximos '), ...countNodes(model, effect.hits, 'golpe', 'golpes')];
      return [text('anula '), ...hits, text(' que atingiria'), where, ...turnsNodes(model, effect.turns, ', por até ')];
    }
    case 'status':
      return [text('aplica '), link(statusPagePath, text(statusName(model, effect.status))), where, ...turnsNodes(model, effect.turns, ' por ')];
    case 'attribute': {
      const change = effect.percent !== undefined ? `${signed(effect.percent)}%` : signed(effect.amount ?? 0);
      return [text(`${change} de ${attributeName(model, effect.attribute)}`), where, ...turnsNodes(model, effect.turns, ' por ')];
    }
    case 'push':
      return [text(`empurra o alvo ${effect.columns === 1 ? 'uma coluna' : 'duas colunas'} para trás, se a célula estiver livre`)];
    case 'self-damage':
      return [text(`custa ${formatNumber(effect.percent)}% da Vida atual de quem usa, sem baixar de 1`)];
    case 'cleanse': {
      const except = effect.except.map((statusId) => statusName(model, statusId));
      return [text(`remove os status negativos${where.value ?? ''}${except.length > 0 ? `, menos ${except.join(' e ')}` : ''}`)];
    }
  }
}

function capitalised(nodes: Node[]): Node[] {
  const [first, ...rest] = nodes;
  if (first?.type !== 'text' || !first.value) return nodes;
  return [text(first.value.charAt(0).toUpperCase() + first.value.slice(1)), ...rest];
}

/** One sentence per effect ("30 de dano de fogo."; "Se o alvo já queimava: 15 de dano..."). */
export function effectSentences(model: GameModel, effects: readonly Effect[]): Node[][] {
  return effects.map((effect) => {
    const body = clause(model, effect);
    return effect.condition ? [text(`Se ${effect.condition}: `), ...body, text('.')] : [...capitalised(body), text('.')];
  });
}

/** The effects as one run of sentences, followed by the text they cannot say. */
export function effectsProse(model: GameModel, effects: readonly Effect[], rest: Node[] = []): Node[] {
  const sentences = effectSentences(model, effects);
  const nodes: Node[] = sentences.flatMap((sentence, index) => (index === 0 ? sentence : [text(' '), ...sentence]));
  if (rest.length > 0) nodes.push(...(nodes.length > 0 ? [text(' ')] : []), ...rest);
  return nodes;
}

/** The effects as one clause list ("45 de dano e o efeito da criatura"), for table cells. */
export function effectClauses(model: GameModel, effects: readonly Effect[], rest: Node[] = []): Node[] {
  const clauses = effects.map((effect) => (effect.condition ? [text(`se ${effect.condition}, `), ...clause(model, effect)] : clause(model, effect)));
  if (rest.length > 0) clauses.push(rest);
  const nodes = clauses.flatMap((parts, index) => (index === 0 ? parts : [text(index === clauses.length - 1 ? ' e ' : ', '), ...parts]));
  return capitalised(nodes);
}

/** A basic attack's damage cell: hits, damage and type, then its other effects and note. */
export function attackDamage(model: GameModel, attack: { damage: number; type?: keyof typeof damageTypeNames; hits: Count; effects: readonly Effect[]; note?: string }, note: Node[]): Node[] {
  const damage = clause(model, { kind: 'damage', amount: Math.max(1, attack.damage), type: attack.type, hits: attack.hits, targets: 'target' });
  const others = attack.effects.map((effect) => clause(model, effect));
  return [...damage, ...[...others, ...(note.length > 0 ? [note] : [])].flatMap((parts) => [text('; '), ...parts])];
}
