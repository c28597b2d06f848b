// Prose of structured effects: the sentences the role pages, the enemy
// templates and the balance page show, read from the effect fields of
// roles.yaml and enemy-roles.yaml. A count given by a rule id shows the rule's
// value, marked as data, like any <Regra>.
import { type Condition, type Count, type DamageType, type Effect, type GameModel, RenderError } from '@dice-rolling/game-model';
import { formatNumber as plainNumber, wordList } from '../format';
import { link, text, type Node } from '../mdast';
import { ruleValue } from './inline';
import { containsMark, proposalMark, withProposalMark } from '../proposalMark';
import { statusPagePath } from './paths';
import { statusPreposition } from '../../../format-pt';
import { damageTypeNames, tierWords } from './words';

/**
 * Set while the effects of a proposed record are written (withNumbersMarked): each value the
 * effects type by hand (a number, or a count in words, "duas vezes") then leaves a sign in the
 * text, so the sentence, or the value itself, can wear the proposal mark; a rule's value
 * (ruleValue) wears its own mark, or none for a fact.
 */
let signingNumbers = false;
const typedNumber = '\u{E000}';

function formatNumber(value: number): string {
  return signingNumbers ? `${plainNumber(value)}${typedNumber}` : plainNumber(value);
}

/** A value the effects type in words ("uma coluna", "da metade"), signed like a typed number. */
function typedWords(words: string): string {
  return signingNumbers ? `${words}${typedNumber}` : words;
}

/** Takes the signs out of the nodes; whether there was one. */
function unsign(nodes: Node[]): boolean {
  let found = false;
  for (const node of nodes) {
    if (typeof node.value === 'string' && node.value.includes(typedNumber)) {
      node.value = node.value.replaceAll(typedNumber, '');
      found = true;
    }
    if (node.children && unsign(node.children)) found = true;
  }
  return found;
}

/** Whether the nodes show the value of a rule of the sources: a rule's value without a mark of its own. */
function holdsSourceValue(nodes: readonly Node[]): boolean {
  return nodes.some((node) => {
    if (node.data?.hProperties?.dataRule !== undefined) return !containsMark(node.children ?? []);
    return node.children !== undefined && holdsSourceValue(node.children);
  });
}

/** The nodes with a mark after each typed value, in place of its sign; a sign before "%" moves past it ("30%"). */
function markEachValue(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => {
    if (node.children) return [{ ...node, children: markEachValue(node.children) }];
    if (typeof node.value !== 'string' || !node.value.includes(typedNumber)) return [node];
    const parts = node.value.replaceAll(`${typedNumber}%`, `%${typedNumber}`).split(typedNumber);
    return parts.flatMap((part, index) => [...(part ? [text(part)] : []), ...(index < parts.length - 1 ? [proposalMark()] : [])]);
  });
}

/**
 * The nodes `build` writes, with the proposal mark when `proposed` and they hold a value the
 * effects typed by hand: a sentence of the sources' rules alone (a duration given by a rule of
 * the facts) stays unmarked. The mark ends the nodes, unless they also show a value of the
 * sources (the 2 turns of the Postura Inabalável beside its proposed 30%): then each typed
 * value wears its own, so the sources' value does not read as a proposal.
 */
export function withNumbersMarked(proposed: boolean, build: () => Node[]): Node[] {
  const before = signingNumbers;
  signingNumbers = proposed;
  try {
    const nodes = build();
    if (proposed && holdsSourceValue(nodes)) return markEachValue(nodes);
    return withProposalMark(nodes, unsign(nodes));
  } finally {
    signingNumbers = before;
  }
}

function countNodes(model: GameModel, count: Count, one: string, many: string): Node[] {
  if (typeof count === 'string') {
    // A plain count rule shows its number alone ("6"): the noun follows it.
    const rule = model.rules.get(count);
    return rule?.unit === 'count' ? [ruleValue(model, count), text(` ${rule.value === 1 ? one : many}`)] : [ruleValue(model, count)];
  }
  // A typed count signs after its noun: the mark reads "3 turnos", as a rule's value of turns does.
  return [text(typedWords(`${plainNumber(count)} ${count === 1 ? one : many}`))];
}

/** A damage amount: typed by the effect, or the value of the rule it names (with that rule's own mark). */
function amountNodes(model: GameModel, amount: Count): Node[] {
  return typeof amount === 'string' ? [ruleValue(model, amount)] : [text(formatNumber(amount))];
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
const columnCount = (columns: number): string => typedWords(columns === 1 ? 'uma coluna' : 'duas colunas');
/** Where a push or a pull stops. */
const stopsBeforeEdge = ', parando antes da borda da grade ou de uma célula ocupada';

const joined = (parts: string[]): string => wordList(parts, 'ou');

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
            `${condition.percent === 50 ? typedWords('da metade') : `de ${formatNumber(condition.percent)}%`} da Vida`,
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
    case 'hit-times': {
      const times = typedWords(timesNames[condition.count] ?? `${plainNumber(condition.count)} vezes`);
      return [text(`o alvo ${condition.not ? 'não ' : ''}foi atingido ${times} por esta ação`)];
    }
    case 'tier': {
      const tier = model.byId('tiers', condition.tier);
      if (!tier) throw new RenderError(`o tier "${condition.tier}" não existe nos dados do jogo`);
      return [text(`o alvo ${no}é do ${tierWords(tier)}`)];
    }
  }
}

/** The conditions joined by "e", the target named once: "o alvo tem 25% da Vida ou menos e não é do tier de chefe". */
function conditionsNodes(model: GameModel, conditions: readonly Condition[]): Node[] {
  return conditions.flatMap((condition, index) => {
    const nodes = conditionClause(model, condition);
    const [first, ...rest] = nodes;
    if (index === 0 || first?.type !== 'text' || !first.value?.startsWith('o alvo ')) return [...(index === 0 ? [] : [text(' e ')]), ...nodes];
    return [text(' e '), text(first.value.slice('o alvo '.length)), ...rest];
  });
}

/**
 * A clause: what an effect does, without its condition. One with a subject
 * ("quem usa" in "quem usa recebe 30% menos dano") names it once in a run of
 * clauses about the same receiver; a bare one ("30 de dano de fogo") takes
 * "causa" after another clause; a lead comes before the subject.
 */
interface Clause {
  lead?: Node[];
  subject?: string;
  /** The verb after the subject ("fica"), left out after the same subject and verb ("fica Defendendo e com Espinhos"). */
  verb?: string;
  body: Node[];
  bare?: boolean;
  /** Opens with its own "se" (a rebirth): kept apart from the clause before it by ";". */
  opensWithIf?: boolean;
}

/** What a clause knows of the effects before it. */
interface Context {
  /** An earlier unconditional effect of the same kind on the same receiver: this one adds to it ("cura mais 10%"). */
  more?: boolean;
  /** It follows a summon in the same action. */
  afterSummon?: boolean;
}

function damageTail(model: GameModel, effect: Extract<Effect, { kind: 'damage' }>): Node[] {
  const perTurn = effect.turns === undefined ? [] : [text(' por turno'), ...turnsNodes(model, effect.turns, ' durante ')];
  const pierce = effect.pierce ? [text(`, ignorando ${formatNumber(effect.pierce)} de Defesa`)] : [];
  const spread = effect.spread ? [text(', cada golpe num alvo sorteado entre as células marcadas')] : [];
  return [text(receivers[effect.targets].on), ...perTurn, ...pierce, ...spread];
}

/** One effect as a clause, without the condition and without a capital letter. */
function clause(model: GameModel, effect: Effect, context: Context = {}): Clause {
  const receiver = receivers[effect.targets];
  const where = text(receiver.on);
  const more = context.more ? 'mais ' : '';
  switch (effect.kind) {
    case 'damage': {
      const type = effect.type ? ` de ${damageTypeNames[effect.type]}` : '';
      if (effect.hits === 'per-target' && !effect.spread && effect.turns === undefined) {
        // Each receiver takes one hit for each target of the action.
        const who = effect.targets === 'target' ? 'cada alvo' : receiver.subject;
        return {
          body: [
            text(`${who} ${receiver.plural ? 'recebem' : 'recebe'} tantos golpes de `),
            ...amountNodes(model, effect.amount),
            text(` de dano${type} quantos são os alvos atingidos`),
            ...damageTail(model, { ...effect, targets: 'target' }),
          ],
        };
      }
      const hits =
        effect.hits === 'per-target'
          ? [text('tantos golpes quantos são os alvos atingidos, de ')]
          : effect.hits === 1
            ? []
            : [...countNodes(model, effect.hits, 'golpe', 'golpes'), text(' de ')];
      return {
        bare: true,
        body: [...hits, ...(more ? [text(more)] : []), ...amountNodes(model, effect.amount), text(` de dano${type}`), ...damageTail(model, effect)],
      };
    }
    case 'heal': {
      const perTurn = effect.turns === undefined ? [] : [text(' por turno'), ...turnsNodes(model, effect.turns, ' durante ')];
      if (effect.targets === 'self')
        return { subject: receiver.subject, body: [text(`recupera ${more}${formatNumber(effect.percent)}% da Vida máxima`), ...perTurn] };
      return { body: [text(`cura ${more}${formatNumber(effect.percent)}% da Vida máxima${receiver.of}`), ...perTurn] };
    }
    case 'damage-reduction':
      return {
        subject: receiver.subject,
        body: [
          text(`${receiver.plural ? 'recebem' : 'recebe'} ${formatNumber(effect.percent)}% menos dano`),
          ...turnsNodes(model, effect.turns, ' por '),
          ...(effect.bound ? [text(', enquanto quem usa continuar de pé na mesma célula')] : []),
        ],
      };
    case 'shield': {
      const hits = effect.hits === 1 ? [text('o próximo golpe')] : [text('os próximos '), ...countNodes(model, effect.hits, 'golpe', 'golpes')];
      return { body: [text('anula '), ...hits, text(` que atingiria ${receiver.whom}`), ...turnsNodes(model, effect.turns, ', por até ')] };
    }
    case 'status': {
      const name = statusName(model, effect.status);
      const attributes = effect.attributes ? [text(` (${effect.attributes.map((attributeId) => attributeName(model, attributeId)).join(' e ')})`)] : [];
      const status = [link(statusPagePath, text(name)), ...attributes];
      // On the user, the user is the subject: "quem usa fica com Frenesi".
      if (effect.targets === 'self')
        return { subject: receiver.subject, verb: 'fica', body: [text(statusPreposition(name)), ...status, ...turnsNodes(model, effect.turns, ' por ')] };
      return { body: [text('aplica '), ...status, where, ...turnsNodes(model, effect.turns, ' por ')] };
    }
    case 'attribute': {
      const change = effect.percent !== undefined ? `${signed(effect.percent)}%` : signed(effect.amount ?? 0);
      const until = effect.untilHit ? [text(', até o primeiro golpe recebido')] : [];
      const changed = [text(`${change} de ${attributeName(model, effect.attribute)}`), ...turnsNodes(model, effect.turns, ' por '), ...until];
      if (effect.targets === 'target' || effect.targets === 'fallen') return { bare: true, body: changed };
      return { subject: receiver.subject, verb: receiver.plural ? 'ficam' : 'fica', body: [text('com '), ...changed] };
    }
    case 'push':
      return { body: [text(`empurra ${receiver.whom} ${columnCount(effect.columns)} para trás${stopsBeforeEdge}`)] };
    case 'pull':
      return { body: [text(`puxa ${receiver.whom} ${columnCount(effect.columns)} para a frente${stopsBeforeEdge}`)] };
    case 'self-damage':
      return { body: [text(`custa ${formatNumber(effect.percent)}% da Vida atual de quem usa, sem baixar de 1`)] };
    case 'cleanse': {
      const except = effect.except.map((statusId) => statusName(model, statusId));
      const removes = text(`remove os status negativos${receiver.of}`);
      // The sources name no status a cleanse leaves: an exception is always a proposal (the Maldição's, of the Enfermaria).
      return { body: except.length > 0 ? [removes, text(`, menos ${except.join(' e ')}`), proposalMark()] : [removes] };
    }
    case 'execute':
      return { body: [text('elimina o alvo na hora, sem cálculo de dano')] };
    case 'revive': {
      const earlier = effect.rounds === 1 ? typedWords('na anterior') : `nas ${formatNumber(effect.rounds)} anteriores`;
      const rounds = effect.rounds > 0 ? `nesta rodada ou ${earlier}` : 'nesta rodada';
      return { body: [text(`revive os aliados caídos ${rounds} com ${formatNumber(effect.percent)}% da Vida, se a célula deles estiver livre`)] };
    }
    case 'share-damage':
      return {
        body: [
          text(`${formatNumber(effect.percent)}% do dano que o alvo sofre passa a quem usa`),
          ...turnsNodes(model, effect.turns, ' por '),
          text(', enquanto os dois forem vizinhos'),
        ],
      };
    case 'zone':
      return {
        body: [
          text('as células atingidas viram uma zona'),
          ...countNodes(model, effect.turns, 'rodada', 'rodadas').flatMap((node, index) => (index === 0 ? [text(' por '), node] : [node])),
          text('; quem terminar o turno nela recebe '),
          link(statusPagePath, text(statusName(model, effect.status))),
        ],
      };
    case 'ramp':
      return {
        body: [
          text(
            `cada ataque no mesmo alvo, de qualquer tipo, soma ${signed(effect.percent)}% ` +
              `ao dano de ${damageTypeNames[effect.type]} do seguinte, até ${signed(effect.max)}%`,
          ),
          ...turnsNodes(model, effect.turns, ', por '),
          text('; zera ao trocar de alvo'),
        ],
      };
    case 'rebirth': {
      const percent = typeof effect.percent === 'string' ? [ruleValue(model, effect.percent)] : [text(`${formatNumber(effect.percent)}%`)];
      const type = effect.type ? ` de ${damageTypeNames[effect.type]}` : '';
      return {
        opensWithIf: true,
        body: [
          text('se quem usa cair'),
          ...turnsNodes(model, effect.turns, ' nos próximos '),
          text(', volta com '),
          ...percent,
          text(` da Vida e causa ${formatNumber(effect.amount)} de dano${type} a quem o derrubou`),
        ],
      };
    }
    case 'summon': {
      const creature = model.byId('creatures', effect.creature);
      const tier = model.byId('tiers', effect.tier);
      if (!creature || !tier) throw new RenderError(`a invocação chama "${effect.creature}" no tier "${effect.tier}", que não existe nos dados do jogo`);
      return {
        body: [
          text('chama até '),
          ...countNodes(model, effect.count, 'criatura', 'criaturas'),
          text(
            // The creature's name in parentheses: "2 criaturas Sombras do Sal" read as a count, a noun and a name run together.
            ` (${creature.name}, ${tierWords(tier)}) para as células livres do próprio lado, primeiro as mais perto de quem chama; ` +
              'cada uma tem os atributos que essa criatura tem nesse tier em qualquer encontro e age a partir da rodada seguinte; ' +
              'sem célula livre, não chama nenhuma',
          ),
        ],
      };
    }
    case 'regenerate': {
      // The engine gives the status on every use, whatever the summon did; it heals at the start of the bearer's turns while one of its creatures stands.
      const percent = typeof effect.percent === 'string' ? [ruleValue(model, effect.percent)] : [text(`${formatNumber(effect.percent)}%`)];
      return {
        lead: context.afterSummon ? [text('com ou sem criaturas chamadas agora, ')] : [],
        subject: receiver.subject,
        body: [
          text(`${receiver.plural ? 'passam' : 'passa'} a recuperar, até o fim da batalha, `),
          ...percent,
          text(` da Vida máxima no início de cada turno seu em que estiver de pé alguma das criaturas que ${receiver.plural ? 'chamaram' : 'chamou'}`),
        ],
      };
    }
    case 'devour':
      return {
        body: [
          text(
            `${receiver.subject} devora a criatura com mais Vida entre as que chamou e estão de pé e recupera a Vida que ela tinha; ` +
              'a devorada sai da batalha; sem nenhuma de pé, não devora nada',
          ),
        ],
      };
  }
}

/** A clause as nodes, its subject named. */
function spelled(parts: Clause): Node[] {
  const head = [parts.subject, parts.verb].filter((word) => word !== undefined).join(' ');
  return [...(parts.lead ?? []), ...(head ? [text(`${head} `)] : []), ...parts.body];
}

function capitalised(nodes: Node[]): Node[] {
  const [first, ...rest] = nodes;
  if (first?.type !== 'text' || !first.value) return nodes;
  return [text(first.value.charAt(0).toUpperCase() + first.value.slice(1)), ...rest];
}

type DamageEffect = Extract<Effect, { kind: 'damage' }>;

/** A single hit with nothing else to say: the kind that reads as a run ("3 golpes, de 15, 20 e 25 de dano de corte"). */
const plainHit = (effect: Effect): effect is DamageEffect =>
  effect.kind === 'damage' && effect.hits === 1 && effect.turns === undefined && !effect.pierce && !effect.spread;

/** An effect, or a run of plain hits of one type on one receiver under the same conditions. */
interface Part {
  when?: readonly Condition[];
  effects: Effect[];
}

const conditionKey = (conditions: readonly Condition[] | undefined): string =>
  JSON.stringify((conditions ?? []).map((condition) => ({ ...condition, not: condition.not ?? false })));

function partsOf(effects: readonly Effect[]): Part[] {
  const parts: Part[] = [];
  for (const effect of effects) {
    const last = parts.at(-1);
    const previous = last?.effects.at(-1);
    if (
      last &&
      previous &&
      plainHit(previous) &&
      plainHit(effect) &&
      previous.type === effect.type &&
      previous.targets === effect.targets &&
      conditionKey(last.when) === conditionKey(effect.when)
    )
      last.effects.push(effect);
    else parts.push({ when: effect.when, effects: [effect] });
  }
  return parts;
}

function runClause(model: GameModel, hits: DamageEffect[]): Clause {
  const [first] = hits;
  const amounts = hits.map((hit) => hit.amount);
  const same = amounts.every((amount) => amount === amounts[0]);
  const type = first?.type ? ` de ${damageTypeNames[first.type]}` : '';
  const where = first ? receivers[first.targets].on : '';
  const tail = text(` de dano${type}${where}`);
  if (same) return { bare: true, body: [text(`${typedWords(`${plainNumber(hits.length)} golpes`)} de `), ...amountNodes(model, amounts[0] ?? 0), tail] };
  // A run of different amounts lists them in one phrase ("de 15, 20 e 25"): each a rule's value or a typed number.
  const listed = amounts.flatMap((amount, index) => [
    ...(index === 0 ? [] : [text(index === amounts.length - 1 ? ' e ' : ', ')]),
    ...amountNodes(model, amount),
  ]);
  return { bare: true, body: [text(`${typedWords(`${plainNumber(hits.length)} golpes`)}, de `), ...listed, tail] };
}

/** Whether an effect adds to an earlier unconditional one of its kind on the same receiver ("cura mais 10%"). */
function addsTo(earlier: readonly Part[], effect: Effect): boolean {
  if (effect.kind !== 'heal' && !plainHit(effect)) return false;
  if (effect.kind === 'heal' && effect.turns !== undefined) return false;
  return earlier.some(
    (part) =>
      (!part.when || part.when.length === 0) &&
      part.effects.some(
        (other) =>
          other.kind === effect.kind &&
          other.targets === effect.targets &&
          (other.kind !== 'damage' || (effect.kind === 'damage' && other.type === effect.type)),
      ),
  );
}

/** Each part as a clause, knowing the parts before it. */
function clausesOf(model: GameModel, parts: readonly Part[]): Clause[] {
  return parts.map((part, index) => {
    const [effect] = part.effects;
    if (!effect) return { body: [] };
    if (part.effects.length > 1) return runClause(model, part.effects as DamageEffect[]);
    const conditional = part.when !== undefined && part.when.length > 0;
    return clause(model, effect, {
      more: conditional && addsTo(parts.slice(0, index), effect),
      afterSummon: parts[index - 1]?.effects.some((other) => other.kind === 'summon') ?? false,
    });
  });
}

/** Parts in their order, the ones next to each other under the same conditions together, and unconditional ones about the same subject together. */
interface PartGroup {
  when?: readonly Condition[];
  clauses: Clause[];
}

function grouped(parts: readonly Part[], clauses: readonly Clause[]): PartGroup[] {
  const groups: PartGroup[] = [];
  parts.forEach((part, index) => {
    const made = clauses[index] ?? { body: [] };
    const last = groups.at(-1);
    const lastClause = last?.clauses.at(-1);
    const conditional = part.when !== undefined && part.when.length > 0;
    const sameConditions = conditional && last?.when && last.when.length > 0 && conditionKey(last.when) === conditionKey(part.when);
    const sameSubject =
      !conditional && last && (!last.when || last.when.length === 0) && made.subject && !made.lead?.length && lastClause?.subject === made.subject;
    if (last && (sameConditions || sameSubject)) last.clauses.push(made);
    else groups.push({ when: part.when, clauses: [made] });
  });
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

const hasText = (nodes: Node[], mark: string): boolean => nodes.some((node) => node.type === 'text' && node.value?.includes(mark));
const hasSemicolon = (nodes: Node[]): boolean => hasText(nodes, ';');
const hasComma = (nodes: Node[]): boolean => hasText(nodes, ',');

/**
 * Clauses joined as a list: "a", "a e b", "a, b e c". A subject already named
 * is not named again ("quem usa recebe… e fica com…"); a bare clause after
 * another takes "causa"; after a clause with its own ";", or before one with
 * its own "se", the list goes on with ";".
 */
function listed(clauses: readonly Clause[]): Node[] {
  return clauses.flatMap((made, index) => {
    const previous = clauses[index - 1];
    if (index === 0 || !previous) return spelled(made);
    const sameSubject = previous.subject !== undefined && previous.subject === made.subject && !made.lead?.length;
    const own = sameSubject ? { ...made, subject: undefined, verb: previous.verb === made.verb ? undefined : made.verb } : made;
    const body = own.bare ? [text('causa '), ...spelled(own)] : spelled(own);
    const apart = made.opensWithIf || hasSemicolon(spelled(previous));
    // A clause with a comma of its own ("…, sem baixar de 1") ends before ", e", so the next one is not read inside it.
    const last = hasComma(spelled(previous)) ? ', e ' : ' e ';
    return [text(apart ? '; ' : index === clauses.length - 1 ? last : ', '), ...body];
  });
}

function groupsOf(model: GameModel, effects: readonly Effect[]): PartGroup[] {
  const parts = partsOf(effects);
  return grouped(parts, clausesOf(model, parts));
}

/** One sentence per run of effects under the same conditions ("30 de dano de fogo."; "Se o alvo já queimava: 15 de dano…"; "Senão, …"). */
export function effectSentences(model: GameModel, effects: readonly Effect[]): Node[][] {
  const groups = groupsOf(model, effects);
  return groups.map((group, index) => {
    const body = listed(group.clauses);
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
  const groups = groupsOf(model, effects);
  const parts = groups.map((group, index) => {
    const body = listed(group.clauses);
    if (!group.when || group.when.length === 0) return body;
    if (opposite(groups[index - 1]?.when, group.when)) return [text('senão, '), ...body];
    return [text('se '), ...conditionsNodes(model, group.when), text(', '), ...body];
  });
  // Runs under a condition are kept apart by ";", so what follows one is not read under its condition.
  const conditional = groups.some((group) => group.when && group.when.length > 0);
  if (!conditional) return capitalised(listed([...groups.flatMap((group) => group.clauses), ...(rest.length > 0 ? [{ body: rest }] : [])]));
  const nodes = [...parts, ...(rest.length > 0 ? [rest] : [])].flatMap((part, index) => (index === 0 ? part : [text('; '), ...part]));
  return capitalised(nodes);
}

/** A basic attack's damage cell: hits, damage and type, then its other effects and note. */
export function attackDamage(
  model: GameModel,
  attack: { damage: number; type?: DamageType; hits: Count | 'per-target'; pierce?: number; effects: readonly Effect[]; note?: string },
  note: Node[],
): Node[] {
  const damage = spelled(
    clause(model, {
      kind: 'damage',
      amount: Math.max(1, attack.damage),
      type: attack.type,
      hits: attack.hits,
      pierce: attack.pierce,
      targets: 'target',
    }),
  );
  const others = attack.effects.map((effect) => spelled(clause(model, effect)));
  return [...damage, ...[...others, ...(note.length > 0 ? [note] : [])].flatMap((parts) => [text('; '), ...parts])];
}
