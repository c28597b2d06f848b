// The reader's text of a battle: names, dice, intents, refusals and each
// event of a round (each hit with its damage steps), in Portuguese, from what
// the engine returns. The page and the example computed at build both write
// with it. No rule is computed here; the Vida after each event is the running
// sum of the engine's events from the state the round started in.
import {
  costUnits,
  roundCap,
  type ActionSpec,
  type BattleEvent,
  type BattleState,
  type ChoiceRefusal,
  type Cost,
  type FighterRef,
  type HeroChoice,
  type Intent,
  type Outcome,
} from '@dice-rolling/rules';
import { damageStepText } from '../../damage-steps';
import { formatNumber as show, statusPreposition, wordList as listed } from '../../format-pt';
import type { PlayData } from './playData';

const columnNames = ['fundo', 'meio', 'frente'];
/** "do fundo", "da frente": where an action is used from. */
const fromColumn = ['do fundo', 'do meio', 'da frente'];
const rowNames = ['de cima', 'de baixo'];

/** A cell as the reader reads it: "célula 2 (frente, linha de cima)". */
export function cellName(cell: number): string {
  return `célula ${cell} (${columnNames[cell % 3] ?? ''}, linha ${rowNames[cell < 3 ? 0 : 1] ?? ''})`;
}

/** A fighter's name; two of the same name on one side get their number ("Kašurak (T1) 2"). */
export function fighterName(state: BattleState, ref: FighterRef): string {
  const side = state.sides[ref.side];
  const name = side[ref.index]?.spec.name ?? '?';
  const same = side.filter((other) => other.spec.name === name);
  return same.length > 1 ? `${name} ${same.findIndex((other) => other.ref.index === ref.index) + 1}` : name;
}

export function actionName(state: BattleState, ref: FighterRef, actionId: string): string {
  return state.sides[ref.side][ref.index]?.spec.actions.find((action) => action.id === actionId)?.name ?? actionId;
}

/** Energies by amount, joined with `joiner`: a list of what was rolled takes commas, a cost takes " + " as the pages write costs. */
function energyWords(data: Pick<PlayData, 'energies'>, units: Record<string, number>, joiner = ', '): string {
  const parts = data.energies
    .filter((energy) => (units[energy.id] ?? 0) > 0)
    .map((energy) => `${units[energy.id]} ${units[energy.id] === 1 ? energy.name : energy.plural}`);
  return parts.length > 0 ? parts.join(joiner) : 'nenhuma energia';
}

/** What a hero's dice rolled this round. */
export function diceText(data: Pick<PlayData, 'energies'>, units: Record<string, number>): string {
  return energyWords(data, units);
}

export function costText(data: Pick<PlayData, 'energies'>, cost: Cost): string {
  return costUnits(cost) > 0 ? energyWords(data, cost, ' + ') : 'sem custo';
}

/** Why an action or a target is refused, with what the engine's refusal points at. */
export function refusalText(
  data: Pick<PlayData, 'energies'>,
  state: BattleState,
  hero: number,
  choice: Pick<HeroChoice, 'slot'>,
  refusal: ChoiceRefusal,
): string {
  const member = state.sides[0][hero];
  const action = member?.spec.actions[choice.slot];
  switch (refusal) {
    case 'energy':
      return `os dados não pagam: custa ${action ? costText(data, action.cost) : '?'}, e rolaram ${member ? energyWords(data, member.units) : '?'}`;
    case 'position':
      return `não se usa ${fromColumn[(member?.cell ?? 0) % 3]}; só ${(action?.from ?? []).map((column) => fromColumn[column]).join(' ou ')}`;
    case 'taunt':
      return 'provocado: só pode mirar quem provocou, e ele está fora do alcance desta ação';
    case 'reach':
      return 'nenhum alvo válido ao alcance (as colunas que a ação marca estão vazias)';
    case 'target':
      return 'esse alvo não é válido para esta ação';
    case 'rooted':
      return 'imobilizado: não sai da célula em que está';
    case 'not-standing':
      return 'caído: não declara';
    case 'phase':
      return 'a batalha não está esperando declarações';
  }
}

const sameFighter = (a: FighterRef | undefined, b: FighterRef): boolean => a?.side === b.side && a.index === b.index;

/**
 * An enemy's intent: "Kašurak (T1) vai usar Mordida em Warden (cerca de 12 de
 * dano)"; when a one-turn status changes that damage, what it becomes once the
 * status ends: "(cerca de 9 de dano; 19 se antes do golpe acabar Intangibilidade
 * parcial de Wind Walker)".
 */
export function intentText(data: Pick<PlayData, 'statusNames'>, state: BattleState, intent: Intent): string {
  const onItself = intent.targets.length === 1 && sameFighter(intent.targets[0]?.target, intent.fighter);
  const damageText = ({ damage, ending }: Intent['targets'][number]): string => {
    // After a comma, not in parentheses: a name may carry its own ("Mystic (Místico)").
    if (damage <= 0) return '';
    if (!ending) return `, com cerca de ${show(damage)} de dano`;
    const ended = listed(ending.statuses.map(({ fighter, status }) => `${statusName(data, state, status)} de ${fighterName(state, fighter)}`));
    const verb = ending.statuses.length === 1 ? 'acabar' : 'acabarem';
    return `, com cerca de ${show(damage)} de dano, ou ${show(ending.damage)} se antes do golpe ${verb} ${ended}`;
  };
  const targets = onItself ? [] : intent.targets;
  const aimed = targets.map((one) => `${fighterName(state, one.target)}${damageText(one)}`);
  // Targets with damage carry commas of their own: semicolons keep them apart.
  const withDamage = targets.some((one) => one.damage > 0);
  const on = withDamage && aimed.length > 1 ? `${aimed.slice(0, -1).join('; ')}; e ${aimed.at(-1)}` : listed(aimed);
  return `${fighterName(state, intent.fighter)} vai usar ${actionName(state, intent.fighter, intent.action)}${on ? ` em ${on}` : ''}`;
}

/**
 * The one choice of an action that hits every target in reach (an area, not a
 * row): on enemies, everyone it hits now ("Impacto Sísmico em Sombras do Sal
 * (T1) e Nômade Areiuno (T1) 1"); on allies, its name (its effects say which
 * allies receive it).
 */
export function areaChoiceText(state: BattleState, action: Pick<ActionSpec, 'name' | 'target'>, targets: readonly FighterRef[]): string {
  return action.target.side === 'enemy' && targets.length > 0
    ? `${action.name} em ${listed(targets.map((target) => fighterName(state, target)))}`
    : action.name;
}

/** An enemy that declared nothing: "Uru-Taruk (T2) passa: nenhuma ação que os dados pagam tem alvo ao alcance". */
export function passText(state: BattleState, fighter: FighterRef): string {
  return `${fighterName(state, fighter)} passa: nenhuma ação que os dados pagam tem alvo ao alcance`;
}

export interface LogLine {
  text: string;
  /** A hit's damage steps. */
  steps?: string[];
  kind: BattleEvent['kind'];
}

/**
 * A status's name as the reader reads it: the data's name, or, for a lasting
 * effect of an action (the engine names those `<action id>:<part>`), what it is
 * and the action it comes from, never the engine's id.
 */
export function statusName(data: Pick<PlayData, 'statusNames'>, state: BattleState, id: string): string {
  const named = data.statusNames[id];
  if (named !== undefined) return named;
  const [actionId, part] = id.split(':');
  const action = state.sides
    .flat()
    .flatMap((fighter) => fighter.spec.actions)
    .find((candidate) => candidate.id === actionId);
  const what = part === 'damage' ? 'dano contínuo' : part === 'heal' ? 'cura contínua' : part === 'regenerate' ? 'regeneração' : 'efeito';
  return action ? `${what} de ${action.name}` : what;
}

const capitalized = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * How long a status given now lasts, when it is not a count of turns: the
 * engine keeps an effect that ends at its bearer's first hit (Paciência da
 * Terra's Defesa), or one that lasts the whole battle, for the round limit.
 */
function lastingText(state: BattleState, id: string, turns: number): string | undefined {
  const [actionId, part] = id.split(':');
  const untilHit = state.sides
    .flat()
    .flatMap((fighter) => fighter.spec.actions)
    .find((action) => action.id === actionId)
    ?.effects.some((effect) => effect.kind === 'attribute' && effect.attribute === part && effect.untilHit);
  if (untilHit) return 'até receber um golpe';
  return turns >= roundCap ? 'até o fim da batalha' : undefined;
}

/** Why a declared action came to nothing at its user's turn, besides no target left. */
const lostReasons = {
  position: 'não está mais numa coluna de onde essa ação sai',
  rooted: 'depois da declaração, recebeu um status que impede o movimento',
  unreachable: 'a célula escolhida não é mais vizinha da que ocupa',
} as const;

/** What moved a fighter other than its own Mover. */
const movedBy = { push: 'Um empurrão leva', pull: 'Um puxão leva' } as const;

/**
 * The round's events as lines. `before` is the state the round resolved from
 * (for the Vida before it), `after` the state it left (it names the summoned).
 */
export function roundLines(data: Pick<PlayData, 'statusNames' | 'attributeNames'>, before: BattleState, after: BattleState, events: BattleEvent[]): LogLine[] {
  const life = new Map<string, number>();
  const key = (ref: FighterRef) => `${ref.side}.${ref.index}`;
  for (const side of after.sides)
    for (const fighter of side) life.set(key(fighter.ref), before.sides[fighter.ref.side][fighter.ref.index]?.life ?? fighter.spec.life);
  const name = (ref: FighterRef) => fighterName(after, ref);
  const change = (ref: FighterRef, by: number) => {
    const now = Math.max(0, (life.get(key(ref)) ?? 0) + by);
    life.set(key(ref), now);
    return now;
  };
  const lines: LogLine[] = [];
  let previous: BattleEvent | undefined;
  for (const event of events) {
    const last = previous;
    previous = event;
    switch (event.kind) {
      case 'turn':
        if (event.skipped) lines.push({ kind: event.kind, text: `${name(event.fighter)} perde o turno.` });
        break;
      case 'action': {
        const onItself = event.targets.length === 1 && sameFighter(event.targets[0], event.fighter);
        const targets = onItself ? '' : listed(event.targets.map(name));
        lines.push({
          kind: event.kind,
          text: `${name(event.fighter)} usa ${actionName(after, event.fighter, event.action)}${targets ? ` em ${targets}` : ''}.`,
        });
        break;
      }
      case 'lost': {
        // Without a reason, no target was valid at its turn: the declared one fell (and none was left to slide to), or still stands out of reach.
        const aimed = before.sides[event.fighter.side][event.fighter.index]?.declared?.targets ?? [];
        const standingAimed = aimed.some((target) => (life.get(key(target)) ?? 0) > 0);
        const why = event.reason ? lostReasons[event.reason] : standingAimed ? 'o alvo declarado ficou fora do alcance desta ação' : 'não sobrou alvo válido';
        lines.push({ kind: event.kind, text: `${name(event.fighter)} perde ${actionName(after, event.fighter, event.action)}: ${why}.` });
        break;
      }
      case 'hit': {
        const left = change(event.target, -event.lifeLost);
        // A status's tick hits on the bearer's turn: the status is what hits, not a new blow of whoever gave it.
        const hitter = event.status === undefined ? `${name(event.source)} acerta` : `${capitalized(statusName(data, after, event.status))} atinge`;
        const text = event.shielded
          ? `${hitter} ${name(event.target)}, e o escudo anula o golpe.`
          : `${hitter} ${name(event.target)}: ${show(event.damage)} de dano, ${show(event.lifeLost)} de Vida perdida (Vida ${show(left)}).`;
        lines.push({
          kind: event.kind,
          text,
          steps: event.steps.map((step) => {
            const { label, detail } = damageStepText(step);
            return `${label}: ${detail}`;
          }),
        });
        break;
      }
      case 'heal': {
        // A status's tick heals on the bearer's turn: the status heals, not a new heal of whoever gave it.
        const healer = event.status === undefined ? name(event.source) : capitalized(statusName(data, after, event.status));
        lines.push({
          kind: event.kind,
          text: `${healer} cura ${name(event.target)} em ${show(event.amount)} (Vida ${show(change(event.target, event.amount))}).`,
        });
        break;
      }
      case 'status': {
        // One hit that gives a status and at once gives it again for the same turns (a passive's and the action's own) reads as one line.
        const again =
          event.renewed &&
          !event.zone &&
          last?.kind === 'status' &&
          !last.renewed &&
          sameFighter(last.target, event.target) &&
          last.status === event.status &&
          last.turns === event.turns;
        if (again) break;
        const attributes = event.attributes?.map((id) => data.attributeNames[id] ?? id).join(' e ');
        const named = statusName(data, after, event.status);
        const status = `${named}${attributes ? ` (${attributes})` : ''}`;
        const turns = `${show(event.turns)} ${event.turns === 1 ? 'turno' : 'turnos'}`;
        const lasting = lastingText(after, event.status, event.turns);
        const renewed = lasting ? `volta a valer ${lasting}` : `recomeça a contagem: ${turns}`;
        const given = event.renewed
          ? `${capitalized(status)} em ${name(event.target)} ${renewed}.`
          : `${name(event.target)} fica ${statusPreposition(named)}${status} ${lasting ?? `por ${turns}`}.`;
        // A zone's status is given at the end of the bearer's turn, with no action of its own to name: the zone's action says where it came from.
        const zone = event.zone && `Na zona de ${actionName(after, event.zone.source, event.zone.action)}, `;
        lines.push({ kind: event.kind, text: zone ? `${zone}${given}` : given });
        break;
      }
      case 'move': {
        const path = `da ${cellName(event.from)} para a ${cellName(event.to)}`;
        const text =
          event.cause === 'push' || event.cause === 'pull'
            ? `${movedBy[event.cause]} ${name(event.fighter)} ${path}.`
            : `${event.cause === 'swap' ? 'Na troca, ' : ''}${name(event.fighter)} vai ${path}.`;
        lines.push({ kind: event.kind, text });
        break;
      }
      case 'fall':
        life.set(key(event.fighter), 0);
        lines.push({ kind: event.kind, text: `${name(event.fighter)} cai.` });
        break;
      case 'rise':
        life.set(key(event.fighter), event.life);
        lines.push({ kind: event.kind, text: `${name(event.fighter)} volta a ficar de pé com ${show(event.life)} de Vida.` });
        break;
      case 'summon':
        lines.push({ kind: event.kind, text: `${name(event.fighter)} aparece na ${cellName(event.cell)}.` });
        break;
    }
  }
  return lines;
}

export const outcomeNames: Record<Outcome, string> = { victory: 'Vitória', defeat: 'Derrota', draw: 'Empate' };

/** "Vitória em 4 rodadas". */
export function outcomeText(outcome: Outcome, rounds: number): string {
  return `${outcomeNames[outcome]} em ${show(rounds)} ${rounds === 1 ? 'rodada' : 'rodadas'}${outcome === 'draw' ? ' (limite de rodadas)' : ''}`;
}
