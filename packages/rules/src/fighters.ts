// Rules engine, fighters in play: a fighter's running state (Vida, cell,
// statuses, what it declared), the battle's context, and what the grids
// allow (attributes as statuses change them, who an action can reach). Every
// phase of a round (declaration.ts, initiative.ts, resolution.ts,
// statusTicks.ts) reads and changes fighters through these.
import type { ActionSpec, AttributeIds, BattleSetup, FighterSpec, Outcome } from './battleSetup';
import type { BattleEvent, FallRecord } from './events';
import type { DamageInput, Nature } from './damage';
import type { PassiveMechanic, StatusMechanic, StatusMechanicKind } from './effects';
import { columnOf, distance, rowOf } from './grid';

// ---- Fighters in play ---------------------------------------------------------------

export const noMechanics: StatusMechanic[] = [];

/** A bit for each kind of status mechanic (a kind added to StatusMechanic without one fails the typecheck). */
export const mechanicBits: Readonly<Record<StatusMechanicKind, number>> = {
  defending: 1 << 0,
  'skip-turn': 1 << 1,
  'life-floor': 1 << 2,
  immovable: 1 << 3,
  rooted: 1 << 4,
  'free-move': 1 << 5,
  taunt: 1 << 6,
  untargetable: 1 << 7,
  'tick-damage': 1 << 8,
  'tick-heal': 1 << 9,
  'tick-life-loss': 1 << 10,
  attribute: 1 << 11,
  'damage-taken': 1 << 12,
  'damage-dealt': 1 << 13,
  'shield-life': 1 << 14,
  pierce: 1 << 15,
  critical: 1 << 16,
  'healing-received': 1 << 17,
  thorns: 1 << 18,
};

/** The kinds of a list of mechanics, a bit each (mechanicBits). */
export function kindsOf(mechanics: readonly StatusMechanic[]): number {
  let kinds = 0;
  for (const mechanic of mechanics) kinds |= mechanicBits[mechanic.kind];
  return kinds;
}

export interface ActiveStatus {
  id: string;
  negative: boolean;
  /** Turns of the bearer left; counted down at the start of each of its turns. */
  turns: number;
  mechanics: StatusMechanic[];
  /**
   * The kinds of its mechanics, a bit each (mechanicBits), set from `mechanics` when the status is made:
   * the loops over a fighter's statuses read it before the mechanics (most statuses have none of the kinds asked).
   */
  kinds: number;
  source?: Fighter;
  /** Attributes a status `attribute` mechanic changes, from the application. */
  attributes?: string[];
  /** Percent replacing the mechanic's (Garras do Vento's own reduction). */
  percent?: number;
  tick?: { kind: 'damage' | 'heal'; amount: number; damageType?: string; nature: Nature; power: number; source: Fighter };
  reduction?: number;
  bound?: { source: Fighter; cell: number };
  shieldHits?: number;
  shieldLife?: number;
  attribute?: { id: string; percent: number; amount: number; untilHit: boolean };
  share?: { to: Fighter; percent: number };
  /** Cinzas Ardentes: percent added to the damage of the status's ticks. */
  increase?: number;
  ramp?: { percent: number; max: number; damageType: string; stacks: number; target?: Fighter };
  rebirth?: { percent: number; amount: number; damageType?: string; nature: Nature };
  /** Regenerates this percent of the bearer's Vida at the start of its turn while a creature it summoned stands. */
  regenerate?: number;
}

/**
 * A status as a fighter bears it, every field set (undefined when the status
 * has no use for it) and always in this order: statuses come from many
 * effects, and one shape for all of them keeps the loops over a fighter's
 * statuses, which every hit and turn runs, from slowing on a mix of shapes.
 */
export function activeStatus(
  fields: Pick<ActiveStatus, 'id'> & Partial<Omit<ActiveStatus, 'kinds'>>,
  negative: boolean,
  turns: number,
  mechanics: StatusMechanic[],
): ActiveStatus {
  return {
    id: fields.id,
    negative,
    turns,
    mechanics,
    kinds: kindsOf(mechanics),
    source: fields.source,
    attributes: fields.attributes,
    percent: fields.percent,
    tick: fields.tick,
    reduction: fields.reduction,
    bound: fields.bound,
    shieldHits: fields.shieldHits,
    shieldLife: fields.shieldLife,
    attribute: fields.attribute,
    share: fields.share,
    increase: fields.increase,
    ramp: fields.ramp,
    rebirth: fields.rebirth,
    regenerate: fields.regenerate,
  };
}

export interface Fighter {
  spec: FighterSpec;
  side: 0 | 1;
  /** Index within its side. */
  index: number;
  cell: number;
  life: number;
  statuses: ActiveStatus[];
  damageDealt: number;
  healingDone: number;
  payable: number[];
  used: number[];
  /** Round it fell in, while down. */
  fellAt?: number;
  /** For a summoned fighter: the index, on its side, of who summoned it. */
  summoner?: number;
  /** Fortaleza Inabalável: rounds held in one cell, and whether it moved this round. */
  fortress: number;
  moved: boolean;
  /** Garras do Vento: hits in a row on one target. */
  combo: { target?: Fighter; count: number };
  /** Fluxo Perene: roll the first die again (passive.extraDice times) at the next declaration. */
  extraDie: boolean;
  /** This round: its tie-break draw, whether it still waits to act, and its declaration. */
  draw: number;
  waiting: boolean;
  declared: Declared | undefined;
  /** Intangibilidade: a cell it moves to, free, after its action this round. */
  step: number | undefined;
  /** The energy its dice rolled at this round's declaration. */
  units: Record<string, number>;
  passive: { fortress: boolean; extraDice: number; burn?: Extract<PassiveMechanic, { kind: 'burn' }>; combo?: Extract<PassiveMechanic, { kind: 'combo' }> };
}

export interface Declared {
  actor: Fighter;
  action: ActionSpec;
  /** Chosen targets (one for a single-target action; the picked row's cells for a row); none for Mover. */
  targets: Fighter[];
  /** Mover: the destination cell on the actor's own grid. */
  cell?: number;
}

export interface Zone {
  side: 0 | 1;
  source: Fighter;
  cells: number[];
  status: string;
  /** The action that laid it: the events name the zone by it. */
  action: string;
  /** Rounds left. */
  rounds: number;
}

export interface BattleContext {
  setup: BattleSetup;
  attributes: AttributeIds;
  /** The generator's state (random.ts), kept here so a battle can be saved between steps. */
  rng: { state: number };
  /** The battle's dice: every roll, the enemies' (and the random policy's) choices, the initiative draws. */
  random: () => number;
  /**
   * A thinking policy's tie-breaks (policies.ts): a stream of their own for the
   * declaration under way, so a policy's choice never uses up the battle's dice.
   */
  tieBreaks: () => number;
  damageOf: (input: DamageInput) => number;
  round: number;
  zones: Zone[];
  sides: [Fighter[], Fighter[]];
  /** Times each squad member declared (alive at a declaration). */
  declarations: number[];
  /** The fighters in this round's queue (who was on the grids when it began). */
  everyone: Fighter[];
  /** Set when the battle ended. */
  outcome?: Outcome;
  /** Every fall so far, in order, with its cause (the batch runs tally them: why a battle is lost). */
  falls: FallRecord[];
  /** The first round at whose declaration no standing enemy reached a standing squad member (battle.ts, outOfReach); none yet. */
  shelteredFrom?: number;
  /** The action resolving now, while a fighter takes its turn. */
  acting?: Declared;
  /** What happens, for a person following the battle; undefined in the batch runs, which need only the tally. */
  events?: BattleEvent[];
}

/** Whether a fighter is still in the battle. */
export const standing = (fighter: Fighter): boolean => fighter.life > 0;

/** Whether anyone on a side stands (a loop: every turn asks it of both sides). */
export function anyStanding(side: readonly Fighter[]): boolean {
  for (const fighter of side) if (fighter.life > 0) return true;
  return false;
}

/**
 * Whether a status of the fighter has a mechanic of the kinds asked, as bits (`has(fighter, mechanicBits.rooted)`): the caller
 * names the bit, so no call looks a kind up by a string that varies (V8 read mechanicBits[kind] through its megamorphic cache).
 */
export function has(fighter: Fighter, kinds: number): boolean {
  for (const status of fighter.statuses) if (status.kinds & kinds) return true;
  return false;
}

/** The standing fighters a fighter summoned. */
export function summonedBy(context: BattleContext, summoner: Fighter): Fighter[] {
  return context.sides[summoner.side].filter((other) => other.summoner === summoner.index && standing(other));
}

export function hasStatus(fighter: Fighter, id: string): boolean {
  return fighter.statuses.some((status) => status.id === id);
}

/** attributeChanges' answer: one object, written again by each call (the callers read it at once; hits and turns ask it thousands of times). */
const changes = { bonuses: 0, reductions: 0 };

/** A fighter's percent bonuses and reductions to an attribute, summed apart (each has its own cap); read the answer before the next call. */
export function attributeChanges(fighter: Fighter, attribute: string): Readonly<{ bonuses: number; reductions: number }> {
  let bonuses = 0;
  let reductions = 0;
  for (const status of fighter.statuses) {
    if (status.attribute?.id === attribute) {
      if (status.attribute.percent >= 0) bonuses += status.attribute.percent;
      else reductions += status.attribute.percent;
    }
    if (!(status.kinds & mechanicBits.attribute)) continue;
    for (const mechanic of status.mechanics) {
      if (mechanic.kind !== 'attribute') continue;
      const applies = mechanic.attribute ? mechanic.attribute === attribute : (status.attributes ?? []).includes(attribute);
      if (!applies) continue;
      const percent = status.percent ?? mechanic.percent;
      if (percent >= 0) bonuses += percent;
      else reductions += percent;
    }
  }
  changes.bonuses = bonuses;
  changes.reductions = reductions;
  return changes;
}

/** Sum of a fighter's percent changes to an attribute, bonuses under the bonus cap and reductions down to their floor. */
export function attributePercent(context: BattleContext, fighter: Fighter, attribute: string): number {
  if (fighter.statuses.length === 0) return 0;
  const changes = attributeChanges(fighter, attribute);
  const rules = context.setup.damage;
  return Math.min(changes.bonuses, rules.bonusCap) + Math.max(changes.reductions, rules.reductionCap ?? -100);
}

export function attributeAmount(fighter: Fighter, attribute: string): number {
  let sum = 0;
  for (const status of fighter.statuses) if (status.attribute?.id === attribute) sum += status.attribute.amount;
  return sum;
}

export function currentSpeed(context: BattleContext, fighter: Fighter): number {
  const speed = context.attributes.speed;
  return Math.floor((fighter.spec.speed * (100 + attributePercent(context, fighter, speed))) / 100) + attributeAmount(fighter, speed);
}

export function usableFrom(action: ActionSpec, cell: number): boolean {
  return action.from.includes(columnOf(cell));
}

const middle = 1 << 1;
const front = 1 << 2;

/**
 * The columns an action's grid marks on the other side, as a mask (bit c for column c). A grid against the other side
 * that marks the front and not the middle reaches past the front as far as its `beyondFront` gives, one column at a time,
 * each while no one stands in the column before it.
 */
export function markedColumns(action: ActionSpec, opponents: Fighter[]): number {
  let mask = 0;
  for (const column of action.target.columns) if (column >= 0 && column <= 2) mask |= 1 << column;
  const beyond = action.target.beyondFront;
  if (!beyond || action.target.side !== 'enemy' || !(mask & front) || mask & middle) return mask;
  for (let column = 2; column > 0 && column > 2 - beyond; column -= 1) {
    for (const fighter of opponents) if (standing(fighter) && columnOf(fighter.cell) === column) return mask;
    mask |= 1 << (column - 1);
  }
  return mask;
}

export const single = (action: ActionSpec): boolean => !action.target.multiple && !action.target.row;

/** No valid target: shared by every answer of validTargets that finds none; frozen, so a caller that changed it would throw. */
const noTargets = Object.freeze([]) as unknown as Fighter[];

/**
 * Valid targets of an action for a user, as the grids stand now: an untargetable fighter is no choice for a single-target action,
 * and the user none for an action on the others only.
 */
export function validTargets(action: ActionSpec, user: Fighter, own: Fighter[], opponents: Fighter[]): Fighter[] {
  if (action.target.side === 'self') return [user];
  const pool = action.target.side === 'enemy' ? opponents : own;
  const columns = markedColumns(action, opponents);
  const hidden = action.target.side === 'enemy' && single(action);
  const others = action.target.others === true;
  // A loop, not filter: every fighter asks it for every action, every round. No target: the one shared empty list.
  let valid: Fighter[] | undefined;
  for (const fighter of pool)
    if (
      standing(fighter) &&
      columns & (1 << columnOf(fighter.cell)) &&
      !(others && fighter === user) &&
      !(hidden && fighter.statuses.length > 0 && has(fighter, mechanicBits.untargetable))
    )
      (valid ??= []).push(fighter);
  return valid ?? noTargets;
}

/** The targets an action hits when it resolves: all valid ones for a multiple action, the row for a row action, else the chosen one. */
export function targetsFor(action: ActionSpec, valid: Fighter[], chosen: Fighter | undefined): Fighter[] {
  if (valid.length === 0) return [];
  if (action.target.row) {
    const row = chosen ? rowOf(chosen.cell) : bestRow(valid);
    return valid.filter((fighter) => rowOf(fighter.cell) === row);
  }
  if (action.target.multiple) return valid;
  return chosen ? [chosen] : [];
}

export function bestRow(valid: Fighter[]): number {
  const top = valid.filter((fighter) => rowOf(fighter.cell) === 0).length;
  return top >= valid.length - top ? 0 : 1;
}
export function makeFighter(spec: FighterSpec, side: 0 | 1, index: number): Fighter {
  const passives = spec.passives ?? [];
  // Every field set from the start, in one order, the optional ones too: a field added later (a fall's round) gave the
  // fighters of a battle two shapes, and every read of a fighter, everywhere, had to tell them apart.
  return {
    spec,
    side,
    index,
    cell: spec.cell,
    life: spec.life,
    statuses: [],
    damageDealt: 0,
    healingDone: 0,
    payable: spec.actions.map(() => 0),
    used: spec.actions.map(() => 0),
    fellAt: undefined,
    summoner: undefined,
    fortress: 0,
    moved: false,
    combo: { count: 0 },
    extraDie: false,
    draw: 0,
    waiting: false,
    declared: undefined,
    step: undefined,
    units: {},
    passive: {
      fortress: passives.some((passive) => passive.kind === 'fortress'),
      extraDice: passives.reduce((dice, passive) => (passive.kind === 'extra-die-on-heal' ? dice + passive.dice : dice), 0),
      burn: passives.find((passive): passive is Extract<PassiveMechanic, { kind: 'burn' }> => passive.kind === 'burn'),
      combo: passives.find((passive): passive is Extract<PassiveMechanic, { kind: 'combo' }> => passive.kind === 'combo'),
    },
  };
}

export function neighbours(target: Fighter, side: Fighter[]): Fighter[] {
  return side.filter((fighter) => fighter !== target && standing(fighter) && distance(fighter.cell, target.cell) === 1);
}
