// Rules engine, battle loop: plays whole battles with the rules of the Batalha
// page, calling the formulas of this engine (computeDamage, pays) and never
// restating them. Pure and seeded: the same setup and seed give the same
// battles, in the build (the static table), in the worker and in the tests.
//
// A round: enemies declare (a random payable action with a valid target, and
// a random valid target); every living character rolls its dice for the
// round's energy; the squad declares by the chosen policy; the queue (current
// Velocidade, then base Velocidade, then a draw, chosen again before each turn
// so a change of Velocidade reorders it) resolves one action each; a target
// that fell is replaced by the nearest valid one, or the action is lost; the
// round ends when a side has no one standing, or at the round cap (a draw).
//
// Every effect, status and passive is data (effects.ts): the setup says which
// status is "defending", which one skips a turn, and so on.
import { computeDamage, type DamageRules, type Grade } from './damage';
import type { BattleEffect, Condition, Grades, Nature, PassiveMechanic, StatusMechanic, StatusRule } from './effects';
import type { Cost, Die } from './energy';
import { summonKey } from './effects';
import { columnOf, displacedCell, distance, rowOf, summonCells } from './grid';
import { pays } from './round';

export { columnOf, rowOf } from './grid';

/** No battle runs past this many rounds; one that would is a draw. */
export const roundCap = 50;

export interface TargetSpec {
  /** Whose grid the action marks: the other side, the user's own side, or the user alone. */
  side: 'enemy' | 'ally' | 'self';
  multiple: boolean;
  /** Columns marked on that grid (0 back, 1 middle, 2 front). */
  columns: number[];
  /** Hits one whole row (the one with more living targets). */
  row?: boolean;
}

export interface ActionSpec {
  id: string;
  name: string;
  /** A skill (counted in the "affordable and used" table); basic attacks and Defend are not. */
  skill: boolean;
  cost: Cost;
  /** Columns the user may act from. */
  from: number[];
  target: TargetSpec;
  effects: BattleEffect[];
}

export interface FighterSpec {
  id: string;
  name: string;
  cell: number;
  life: number;
  defence: number;
  /** Defesa elemental, percent of elemental damage taken away. */
  elementalDefence?: number;
  speed: number;
  /** Poder de Ataque (the rules' normal power = unchanged damage); also the Poder elemental. */
  power: number;
  dice: Die[];
  actions: ActionSpec[];
  /** Grade by damage type id; a type not listed is normal. */
  grades?: Grades;
  passives?: PassiveMechanic[];
  /** Tier id (conditions may name it). */
  tier?: string;
}

export type { StatusRule } from './effects';

/** Which attribute ids mean Defesa, Velocidade and Poder de Ataque, for attribute effects and statuses. */
export interface AttributeIds {
  defence: string;
  speed: string;
  power: string;
}

export type Policy = 'damage' | 'healing' | 'random';
export const policies: readonly Policy[] = ['damage', 'healing', 'random'];

export interface BattleSetup {
  squad: FighterSpec[];
  enemies: FighterSpec[];
  damage: DamageRules;
  statuses: Readonly<Record<string, StatusRule>>;
  attributes?: AttributeIds;
  policy: Policy;
  /** The fighters summon effects place, by summonKey(creature, tier); the cell is set when placed. */
  summons?: Readonly<Record<string, FighterSpec>>;
}

// ---- Seeded randomness ----------------------------------------------------------

/** mulberry32: a small, well-known 32-bit generator; floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of battle `index` of a run: each battle has its own stream, so battle k is the same whatever N is. */
export function battleSeed(seed: number, index: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
}

// ---- Fighters in play ---------------------------------------------------------------

const noMechanics: StatusMechanic[] = [];

interface ActiveStatus {
  id: string;
  negative: boolean;
  /** Turns of the bearer left; counted down at the start of each of its turns. */
  turns: number;
  mechanics: StatusMechanic[];
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
}

interface Fighter {
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
  passive: { fortress: boolean; extraDice: number; burn?: Extract<PassiveMechanic, { kind: 'burn' }>; combo?: Extract<PassiveMechanic, { kind: 'combo' }> };
}

interface Declared {
  actor: Fighter;
  action: ActionSpec;
  /** Chosen targets (one for a single-target action; the picked row's cells for a row). */
  targets: Fighter[];
}

interface Zone {
  side: 0 | 1;
  source: Fighter;
  cells: number[];
  status: string;
  /** Rounds left. */
  rounds: number;
}

interface BattleContext {
  setup: BattleSetup;
  attributes: AttributeIds;
  random: () => number;
  damageOf: (input: DamageQuestion) => number;
  round: number;
  zones: Zone[];
  sides: [Fighter[], Fighter[]];
}

/** Whether a fighter is still in the battle. */
const standing = (fighter: Fighter): boolean => fighter.life > 0;

function has(fighter: Fighter, kind: StatusMechanic['kind']): boolean {
  for (const status of fighter.statuses) for (const mechanic of status.mechanics) if (mechanic.kind === kind) return true;
  return false;
}

function hasStatus(fighter: Fighter, id: string): boolean {
  return fighter.statuses.some((status) => status.id === id);
}

/** A fighter's percent bonuses and reductions to an attribute, summed apart (each has its own cap). */
function attributeChanges(fighter: Fighter, attribute: string): { bonuses: number; reductions: number } {
  let bonuses = 0;
  let reductions = 0;
  for (const status of fighter.statuses) {
    if (status.attribute?.id === attribute) {
      if (status.attribute.percent >= 0) bonuses += status.attribute.percent;
      else reductions += status.attribute.percent;
    }
    for (const mechanic of status.mechanics) {
      if (mechanic.kind !== 'attribute') continue;
      const applies = mechanic.attribute ? mechanic.attribute === attribute : (status.attributes ?? []).includes(attribute);
      if (!applies) continue;
      const percent = status.percent ?? mechanic.percent;
      if (percent >= 0) bonuses += percent;
      else reductions += percent;
    }
  }
  return { bonuses, reductions };
}

/** Defesa bonuses and reductions of statuses, for computeDamage, which caps them with Defendendo and Fortaleza. */
function defenceChanges(fighter: Fighter, defence: string): { defenceBonuses: number; defenceReductions: number } {
  if (fighter.statuses.length === 0) return { defenceBonuses: 0, defenceReductions: 0 };
  const { bonuses, reductions } = attributeChanges(fighter, defence);
  return { defenceBonuses: bonuses, defenceReductions: reductions };
}

/** Sum of a fighter's percent changes to an attribute, bonuses under the bonus cap and reductions down to their floor. */
function attributePercent(context: BattleContext, fighter: Fighter, attribute: string): number {
  if (fighter.statuses.length === 0) return 0;
  const { bonuses, reductions } = attributeChanges(fighter, attribute);
  const { bonusCap, reductionCap = -100 } = context.setup.damage;
  return Math.min(bonuses, bonusCap) + Math.max(reductions, reductionCap);
}

function attributeAmount(fighter: Fighter, attribute: string): number {
  let sum = 0;
  for (const status of fighter.statuses) if (status.attribute?.id === attribute) sum += status.attribute.amount;
  return sum;
}

function currentSpeed(context: BattleContext, fighter: Fighter): number {
  const speed = context.attributes.speed;
  return Math.floor((fighter.spec.speed * (100 + attributePercent(context, fighter, speed))) / 100) + attributeAmount(fighter, speed);
}

function usableFrom(action: ActionSpec, cell: number): boolean {
  return action.from.includes(columnOf(cell));
}

/**
 * The cells an action's grid marks on the other side, with the page's proposal:
 * melee that marks the front reaches the middle when both front cells are empty.
 */
function markedColumns(action: ActionSpec, opponents: Fighter[]): number[] {
  const columns = action.target.columns;
  if (action.target.side === 'enemy' && columns.includes(2) && !columns.includes(1)) {
    const frontTaken = opponents.some((fighter) => standing(fighter) && columnOf(fighter.cell) === 2);
    if (!frontTaken) return [...columns, 1];
  }
  return columns;
}

const single = (action: ActionSpec): boolean => !action.target.multiple && !action.target.row;

/** Valid targets of an action for a user, as the grids stand now: an untargetable fighter is no choice for a single-target action. */
function validTargets(action: ActionSpec, user: Fighter, own: Fighter[], opponents: Fighter[]): Fighter[] {
  if (action.target.side === 'self') return [user];
  const pool = action.target.side === 'enemy' ? opponents : own;
  const columns = markedColumns(action, opponents);
  const hidden = action.target.side === 'enemy' && single(action);
  return pool.filter((fighter) => standing(fighter) && columns.includes(columnOf(fighter.cell)) && !(hidden && has(fighter, 'untargetable')));
}

/** The targets an action hits when it resolves: all valid ones for a multiple action, the row for a row action, else the chosen one. */
function targetsFor(action: ActionSpec, valid: Fighter[], chosen: Fighter | undefined): Fighter[] {
  if (valid.length === 0) return [];
  if (action.target.row) {
    const row = chosen ? rowOf(chosen.cell) : bestRow(valid);
    return valid.filter((fighter) => rowOf(fighter.cell) === row);
  }
  if (action.target.multiple) return valid;
  return chosen ? [chosen] : [];
}

function bestRow(valid: Fighter[]): number {
  const top = valid.filter((fighter) => rowOf(fighter.cell) === 0).length;
  return top >= valid.length - top ? 0 : 1;
}

// ---- Damage and healing -----------------------------------------------------------

interface DamageQuestion {
  base: number;
  nature: Nature;
  power: number;
  defence: number;
  elementalDefence: number;
  defending: boolean;
  fortressStacks: number;
  grade: Grade;
  defenceBonuses: number;
  defenceReductions: number;
  damageTakenPercent: number;
}

const gradeIndex: Record<Grade, number> = { fraqueza: 0, normal: 1, resistencia: 2, imunidade: 3 };
const within = (value: number, low: number, high: number): boolean => Number.isInteger(value) && value >= low && value < high;

/**
 * Memoised engine damage: a battle asks the same few questions thousands of
 * times. The question is packed into two numbers (each under 2^53) when every
 * field is in range, else into a string.
 */
export function damageCalculator(rules: DamageRules): (input: DamageQuestion) => number {
  const packed = new Map<number, Map<number, number>>();
  const spelled = new Map<string, number>();
  const compute = (input: DamageQuestion) => computeDamage({ ...input, nature: input.nature === 'physical' ? 'fisico' : 'elemental' }, rules).damage;
  return (input) => {
    const { base, power, defence, elementalDefence, fortressStacks, defenceBonuses, defenceReductions, damageTakenPercent } = input;
    if (
      within(base, 0, 1024) &&
      within(power, 0, 4096) &&
      within(defence, 0, 16384) &&
      within(elementalDefence, 0, 128) &&
      within(fortressStacks, 0, 64) &&
      within(defenceBonuses, 0, 1024) &&
      within(defenceReductions, -1024, 1) &&
      within(damageTakenPercent, -1024, 1024)
    ) {
      const first = base + 1024 * (power + 4096 * defence);
      const second =
        elementalDefence +
        128 *
          ((input.defending ? 1 : 0) +
            2 *
              (fortressStacks +
                64 *
                  (gradeIndex[input.grade] +
                    4 * ((input.nature === 'physical' ? 0 : 1) + 2 * (defenceBonuses + 1024 * (-defenceReductions + 1024 * (damageTakenPercent + 1024)))))));
      let inner = packed.get(first);
      if (!inner) packed.set(first, (inner = new Map()));
      let value = inner.get(second);
      if (value === undefined) inner.set(second, (value = compute(input)));
      return value;
    }
    const key =
      `${base}|${input.nature}|${power}|${defence}|${elementalDefence}|${input.defending ? 1 : 0}|` +
      `${fortressStacks}|${input.grade}|${defenceBonuses}|${defenceReductions}|${damageTakenPercent}`;
    let value = spelled.get(key);
    if (value === undefined) spelled.set(key, (value = compute(input)));
    return value;
  };
}

interface Blow {
  amount: number;
  damageType?: string;
  nature: Nature;
  pierce?: number;
}

/** Percent more damage a hit of the source deals: its Poder de Ataque changes, damage-dealt statuses, a critical hit waiting, Inferno Crescente. */
function dealtPercent(context: BattleContext, source: Fighter, target: Fighter, blow: Blow, extra: number): number {
  let percent = attributePercent(context, source, context.attributes.power) + extra;
  for (const status of source.statuses) {
    for (const mechanic of status.mechanics) {
      if (mechanic.kind === 'damage-dealt' && (!mechanic.nature || mechanic.nature === blow.nature)) percent += mechanic.percent;
      else if (mechanic.kind === 'critical') percent += mechanic.percent;
    }
    const ramp = status.ramp;
    if (ramp && ramp.damageType === blow.damageType && ramp.target === target) percent += Math.min(ramp.stacks * ramp.percent, ramp.max);
  }
  return percent;
}

/** The damage question of a hit on a target now: the order of the Atributos page is computeDamage's. */
function question(context: BattleContext, target: Fighter, blow: Blow, power: number): DamageQuestion {
  let defence = target.spec.defence;
  for (const status of target.statuses)
    for (const mechanic of status.mechanics) if (mechanic.kind === 'pierce') defence = Math.floor((defence * (100 - mechanic.percent)) / 100);
  defence = Math.max(0, defence - (blow.pierce ?? 0));
  let reduction = 0;
  let taken = 0;
  for (const status of target.statuses) {
    if (status.reduction && (!status.bound || (standing(status.bound.source) && status.bound.source.cell === status.bound.cell))) reduction += status.reduction;
    for (const mechanic of status.mechanics)
      if (mechanic.kind === 'damage-taken' && (!mechanic.nature || mechanic.nature === blow.nature)) taken += mechanic.percent;
  }
  return {
    base: blow.amount,
    nature: blow.nature,
    power,
    defence,
    elementalDefence: target.spec.elementalDefence ?? 0,
    defending: has(target, 'defending'),
    fortressStacks: target.passive.fortress ? target.fortress : 0,
    grade: (blow.damageType && target.spec.grades?.[blow.damageType]) || 'normal',
    ...defenceChanges(target, context.attributes.defence),
    damageTakenPercent: taken - Math.min(100, reduction),
  };
}

/** Damage a hit would deal to a target now (before shields), for the policy. */
function estimate(context: BattleContext, source: Fighter, target: Fighter, blow: Blow): number {
  const power = Math.floor((source.spec.power * (100 + dealtPercent(context, source, target, blow, 0))) / 100);
  return context.damageOf(question(context, target, blow, power));
}

function lifeFloor(fighter: Fighter): number {
  let floor = 0;
  for (const status of fighter.statuses) for (const mechanic of status.mechanics) if (mechanic.kind === 'life-floor') floor = Math.max(floor, mechanic.value);
  return floor;
}

/** Vida lost, never below the bearer's floor (Imortalidade); a fall is handled by the caller. */
function loseLife(fighter: Fighter, amount: number): number {
  const lost = Math.max(0, Math.min(amount, fighter.life - lifeFloor(fighter)));
  fighter.life -= lost;
  return lost;
}

/** A fighter at 0 falls, unless Ressurgir das Cinzas brings it back and it explodes on who felled it. */
function fall(context: BattleContext, fighter: Fighter, killer: Fighter | undefined): void {
  if (standing(fighter)) return;
  const rebirth = fighter.statuses.find((status) => status.rebirth);
  if (rebirth?.rebirth) {
    const { percent, amount, damageType, nature } = rebirth.rebirth;
    fighter.statuses = [];
    fighter.life = Math.max(1, Math.floor((fighter.spec.life * percent) / 100));
    if (killer && killer !== fighter && standing(killer)) hit(context, fighter, killer, { amount, damageType, nature }, { tick: true });
    return;
  }
  fighter.fellAt = context.round;
  fighter.statuses = [];
}

interface HitOptions {
  /** A tick of damage over time: no passive triggers, the source's power as it was. */
  tick?: boolean;
  power?: number;
  /** The hit comes from a single-target action used from the front column (thorns answer it). */
  melee?: boolean;
}

/** One hit, in the order of the Atributos page; returns the damage dealt (0 when a shield cancelled it). */
function hit(context: BattleContext, source: Fighter, target: Fighter, blow: Blow, options: HitOptions = {}): number {
  if (!standing(target)) return 0;
  const shield = target.statuses.find((status) => (status.shieldHits ?? 0) > 0);
  if (shield) {
    shield.shieldHits = (shield.shieldHits ?? 1) - 1;
    if (shield.shieldHits <= 0) target.statuses = target.statuses.filter((status) => status !== shield);
    if (!options.tick) source.combo = { target, count: 0 }; // A cancelled hit is a miss for Garras do Vento.
    return 0;
  }
  let extra = 0;
  const combo = options.tick ? undefined : source.passive.combo;
  let comboStrike = false;
  if (combo) {
    if (source.combo.target !== target) source.combo = { target, count: 0 };
    if (source.combo.count >= combo.hits) {
      comboStrike = true;
      extra += combo.critical;
    }
  }
  const power = options.power ?? Math.floor((source.spec.power * (100 + dealtPercent(context, source, target, blow, extra))) / 100);
  const dealt = context.damageOf(question(context, target, blow, power));
  if (!options.tick) {
    // Consumed by this hit: a critical hit waiting on the source, a piercing on the target.
    if (has(source, 'critical')) source.statuses = source.statuses.filter((status) => !status.mechanics.some((mechanic) => mechanic.kind === 'critical'));
    if (has(target, 'pierce')) target.statuses = target.statuses.filter((status) => !status.mechanics.some((mechanic) => mechanic.kind === 'pierce'));
  }
  let rest = dealt;
  for (const status of target.statuses) {
    if (!status.shieldLife || rest <= 0) continue;
    const absorbed = Math.min(status.shieldLife, rest);
    status.shieldLife -= absorbed;
    rest -= absorbed;
  }
  const link = target.statuses.find((status) => status.share);
  if (link?.share && rest > 0) {
    const { to, percent } = link.share;
    if (standing(to) && to.side === target.side && distance(to.cell, target.cell) === 1) {
      const passed = Math.floor((rest * percent) / 100);
      rest -= passed;
      const lostByLink = loseLife(to, passed);
      source.damageDealt += lostByLink;
      if (!standing(to)) fall(context, to, source);
    } else target.statuses = target.statuses.filter((status) => status !== link);
  }
  const lost = loseLife(target, rest);
  source.damageDealt += lost;
  // Ends at the first hit taken (Paciência da Terra).
  if (target.statuses.some((status) => status.attribute?.untilHit)) target.statuses = target.statuses.filter((status) => !status.attribute?.untilHit);
  if (!standing(target)) {
    fall(context, target, source);
  } else if (!options.tick) {
    if (comboStrike && combo) {
      addStatus(context, target, { id: combo.status, attributes: [combo.attribute], percent: combo.percent }, combo.turns);
      source.combo = { target, count: 0 };
    } else if (combo) source.combo.count += 1;
    const burn = source.passive.burn;
    if (burn && blow.damageType === burn.damageType) {
      const burning = target.statuses.find((status) => status.id === burn.status);
      if (burning) {
        burning.turns = burn.turns;
        burning.increase = Math.min((burning.increase ?? 0) + burn.increase, burn.cap);
      } else addStatus(context, target, { id: burn.status, source }, burn.turns);
    }
  }
  if (options.melee && !options.tick && standing(source)) {
    for (const status of target.statuses)
      for (const mechanic of status.mechanics)
        if (mechanic.kind === 'thorns') hit(context, target, source, { amount: mechanic.amount, nature: 'physical' }, { tick: true, power: target.spec.power });
  }
  return dealt;
}

function heal(context: BattleContext, source: Fighter, target: Fighter, percent: number): void {
  if (!standing(target)) return;
  let received = 0;
  for (const status of target.statuses) for (const mechanic of status.mechanics) if (mechanic.kind === 'healing-received') received += mechanic.percent;
  const amount = Math.floor((Math.floor((target.spec.life * percent) / 100) * Math.max(0, 100 + received)) / 100);
  const healed = Math.min(amount, target.spec.life - target.life);
  target.life += healed;
  source.healingDone += healed;
  if (source.passive.extraDice > 0) source.extraDie = true;
}

type NewStatus = Omit<ActiveStatus, 'negative' | 'turns' | 'mechanics'> & { negative?: boolean };

function addStatus(context: BattleContext, target: Fighter, status: NewStatus, turns: number | undefined): void {
  if (!standing(target)) return;
  const rule = context.setup.statuses[status.id];
  if (rule?.stacking === 'none' && hasStatus(target, status.id)) return;
  const mechanics = rule?.mechanics ?? noMechanics;
  const entry: ActiveStatus = { ...status, negative: status.negative ?? rule?.negative ?? false, turns: turns ?? rule?.turns ?? 1, mechanics };
  for (const mechanic of mechanics) if (mechanic.kind === 'shield-life') entry.shieldLife = Math.floor((target.spec.life * mechanic.percent) / 100);
  if (rule?.stacking === 'add') {
    const same = target.statuses.filter((existing) => existing.id === status.id);
    if (same.length >= (rule.maxStacks ?? Infinity)) target.statuses = target.statuses.filter((existing) => existing !== same[0]);
    target.statuses.push(entry);
    return;
  }
  // Statuses refresh: a new application replaces the old one of the same id.
  const at = target.statuses.findIndex((existing) => existing.id === status.id);
  if (at >= 0) target.statuses.splice(at, 1);
  target.statuses.push(entry);
}

function neighbours(target: Fighter, side: Fighter[]): Fighter[] {
  return side.filter((fighter) => fighter !== target && standing(fighter) && distance(fighter.cell, target.cell) === 1);
}

interface Snapshot {
  life: number;
  statuses: Set<string>;
  negative: boolean;
  defending: boolean;
  cell: number;
}

function snapshotOf(fighter: Fighter): Snapshot {
  return {
    life: fighter.life,
    statuses: new Set(fighter.statuses.map((status) => status.id)),
    negative: fighter.statuses.some((status) => status.negative),
    defending: has(fighter, 'defending'),
    cell: fighter.cell,
  };
}

function holds(condition: Condition, fighter: Fighter, before: Snapshot, hits: number): boolean {
  let result: boolean;
  switch (condition.is) {
    case 'has-status':
      result = before.statuses.has(condition.status);
      break;
    case 'no-negative-status':
      result = !before.negative;
      break;
    case 'life-below':
      result = before.life * 100 < fighter.spec.life * condition.percent;
      break;
    case 'life-at-most':
      result = before.life * 100 <= fighter.spec.life * condition.percent;
      break;
    case 'in-column':
      result = condition.columns.includes(columnOf(before.cell));
      break;
    case 'in-row':
      result = condition.rows.includes(rowOf(before.cell));
      break;
    case 'defending':
      result = before.defending;
      break;
    case 'hit-times':
      result = hits >= condition.count;
      break;
    case 'tier':
      result = fighter.spec.tier === condition.tier;
      break;
  }
  return condition.not ? !result : result;
}

function displace(context: BattleContext, fighter: Fighter, direction: 'push' | 'pull', columns: number): void {
  if (!standing(fighter) || has(fighter, 'immovable')) return;
  const side = context.sides[fighter.side];
  const cell = displacedCell(fighter.cell, direction, columns, (candidate) => side.some((other) => standing(other) && other.cell === candidate));
  if (cell === fighter.cell) return;
  fighter.cell = cell;
  fighter.moved = true;
  fighter.fortress = 0;
}

/** Up to `count` fighters of the setup's summon spec in free cells of the summoner's side; none when no cell is free. */
function summon(context: BattleContext, summoner: Fighter, creature: string, tier: string, count: number): void {
  const key = summonKey(creature, tier);
  const template = context.setup.summons?.[key];
  if (!template) throw new Error(`summon: the setup has no fighter for ${key}`);
  const side = context.sides[summoner.side];
  const cells = summonCells(summoner.cell, (cell) => !side.some((other) => standing(other) && other.cell === cell)).slice(0, count);
  // Not in this round's queue: the loop rebuilds it when the round ends.
  for (const cell of cells) side.push(makeFighter({ ...template, id: `${template.id}:${side.length}`, cell }, summoner.side, side.length));
}

function resolveAction(context: BattleContext, declared: Declared, own: Fighter[], opponents: Fighter[]): void {
  const { actor, action } = declared;
  let targets = declared.targets.filter(standing);
  const valid = validTargets(action, actor, own, opponents);
  if (single(action) && targets.length === 0 && declared.targets[0]) {
    // Retargeting (proposal of the Batalha page): the nearest valid target on the same grid.
    const fallen = declared.targets[0];
    const nearest = [...valid].sort((a, b) => distance(a.cell, fallen.cell) - distance(b.cell, fallen.cell) || a.cell - b.cell)[0];
    targets = nearest ? [nearest] : [];
  } else if (!single(action)) {
    targets = targetsFor(action, valid, declared.targets.find(standing));
  } else {
    targets = targets.filter((target) => valid.includes(target));
  }
  const revives = action.effects.some((effect) => effect.targets === 'fallen');
  if (targets.length === 0 && action.target.side !== 'self' && !revives) return; // Lost: no energy spent, nothing happens.
  const slot = actor.spec.actions.indexOf(action);
  actor.used[slot] = (actor.used[slot] ?? 0) + 1;

  const conditional = action.effects.some((effect) => effect.when && effect.when.length > 0);
  const snapshots = new Map<Fighter, Snapshot>();
  if (conditional) for (const fighter of [...own, ...opponents]) snapshots.set(fighter, snapshotOf(fighter));
  const hitCount = new Map<Fighter, number>();
  const melee = single(action) && action.target.side === 'enemy' && columnOf(actor.cell) === 2;
  const side = (fighter: Fighter) => (fighter.side === actor.side ? own : opponents);
  let rampTarget: Fighter | undefined;

  for (const effect of action.effects) {
    let receivers: Fighter[];
    switch (effect.targets) {
      case 'self':
        receivers = [actor];
        break;
      case 'allies':
        receivers = own.filter(standing);
        break;
      case 'around':
        receivers = targets.flatMap((target) => neighbours(target, side(target)));
        break;
      case 'behind':
        receivers = own.filter(
          (fighter) => fighter !== actor && standing(fighter) && rowOf(fighter.cell) === rowOf(actor.cell) && columnOf(fighter.cell) < columnOf(actor.cell),
        );
        break;
      case 'fallen':
        receivers = own.filter((fighter) => !standing(fighter) && fighter.fellAt !== undefined);
        break;
      default:
        receivers = targets;
    }
    const when = effect.when;
    if (when && when.length > 0) {
      receivers = receivers.filter((receiver) => {
        const before = snapshots.get(receiver) ?? snapshotOf(receiver);
        return when.every((condition) => holds(condition, receiver, before, hitCount.get(receiver) ?? 0));
      });
    }
    if (effect.kind === 'summon') {
      summon(context, actor, effect.creature, effect.tier, effect.count);
      continue;
    }
    if (effect.kind === 'damage' && effect.spread && effect.turns === undefined) {
      const count = effect.hits === 'per-target' ? targets.length : effect.hits;
      for (let index = 0; index < count; index += 1) {
        const pool = targets.filter(standing);
        const receiver = pick(pool, context.random);
        if (!receiver) break;
        hit(context, actor, receiver, effect, { melee });
        hitCount.set(receiver, (hitCount.get(receiver) ?? 0) + 1);
        rampTarget ??= receiver;
      }
      continue;
    }
    for (const receiver of receivers) {
      switch (effect.kind) {
        case 'damage': {
          if (effect.turns) {
            addStatus(
              context,
              receiver,
              {
                id: `${action.id}:damage`,
                negative: true,
                tick: { kind: 'damage', amount: effect.amount, damageType: effect.damageType, nature: effect.nature, power: actor.spec.power, source: actor },
              },
              effect.turns,
            );
            break;
          }
          const count = effect.hits === 'per-target' ? targets.length : effect.hits;
          for (let index = 0; index < count; index += 1) {
            hit(context, actor, receiver, effect, { melee });
            hitCount.set(receiver, (hitCount.get(receiver) ?? 0) + 1);
          }
          if (effect.damageType) rampTarget ??= receiver;
          break;
        }
        case 'heal':
          if (effect.turns) {
            addStatus(
              context,
              receiver,
              { id: `${action.id}:heal`, tick: { kind: 'heal', amount: effect.percent, nature: 'physical', power: 0, source: actor } },
              effect.turns,
            );
            if (actor.passive.extraDice > 0) actor.extraDie = true;
          } else heal(context, actor, receiver, effect.percent);
          break;
        case 'damage-reduction':
          addStatus(
            context,
            receiver,
            { id: `${action.id}:reduction`, reduction: effect.percent, bound: effect.bound ? { source: actor, cell: actor.cell } : undefined },
            effect.turns,
          );
          break;
        case 'shield':
          addStatus(context, receiver, { id: `${action.id}:shield`, shieldHits: effect.hits }, effect.turns);
          break;
        case 'status':
          addStatus(context, receiver, { id: effect.status, source: actor, attributes: effect.attributes }, effect.turns);
          if (actor.passive.extraDice > 0 && context.setup.statuses[effect.status]?.mechanics.some((mechanic) => mechanic.kind === 'tick-heal'))
            actor.extraDie = true;
          break;
        case 'attribute':
          addStatus(
            context,
            receiver,
            {
              id: `${action.id}:${effect.attribute}`,
              negative: (effect.percent ?? effect.amount ?? 0) < 0,
              attribute: { id: effect.attribute, percent: effect.percent ?? 0, amount: effect.amount ?? 0, untilHit: effect.untilHit ?? false },
            },
            effect.untilHit && effect.turns === undefined ? roundCap : effect.turns,
          );
          break;
        case 'push':
        case 'pull':
          displace(context, receiver, effect.kind, effect.columns);
          break;
        case 'self-damage':
          actor.life = Math.max(1, actor.life - Math.floor((actor.life * effect.percent) / 100));
          break;
        case 'cleanse':
          receiver.statuses = receiver.statuses.filter((status) => !status.negative || effect.except.includes(status.id));
          break;
        case 'execute':
          if (standing(receiver)) {
            actor.damageDealt += loseLife(receiver, receiver.life);
            fall(context, receiver, actor);
          }
          break;
        case 'revive':
          if (
            !standing(receiver) &&
            receiver.fellAt !== undefined &&
            context.round - receiver.fellAt <= effect.rounds &&
            !own.some((other) => standing(other) && other.cell === receiver.cell)
          ) {
            receiver.life = Math.max(1, Math.floor((receiver.spec.life * effect.percent) / 100));
            receiver.fellAt = undefined;
            receiver.statuses = [];
            actor.healingDone += receiver.life;
          }
          break;
        case 'share-damage':
          addStatus(context, receiver, { id: `${action.id}:share`, share: { to: actor, percent: effect.percent } }, effect.turns);
          break;
        case 'zone':
          context.zones.push({ side: receiver.side, source: actor, cells: [receiver.cell], status: effect.status, rounds: effect.turns });
          break;
        case 'ramp': {
          // Using it again refreshes the duration and keeps the count.
          const running = receiver.statuses.find((status) => status.id === `${action.id}:ramp`);
          if (running) running.turns = effect.turns;
          else
            addStatus(
              context,
              receiver,
              { id: `${action.id}:ramp`, ramp: { percent: effect.percent, max: effect.max, damageType: effect.damageType, stacks: 0 } },
              effect.turns,
            );
          break;
        }
        case 'rebirth':
          addStatus(
            context,
            receiver,
            { id: `${action.id}:rebirth`, rebirth: { percent: effect.percent, amount: effect.amount, damageType: effect.damageType, nature: effect.nature } },
            effect.turns,
          );
          break;
      }
    }
  }
  // Inferno Crescente: each attack on the same target raises the next one; another target starts over.
  if (rampTarget) {
    for (const status of actor.statuses) {
      const ramp = status.ramp;
      if (!ramp) continue;
      const typed = action.effects.some((effect) => effect.kind === 'damage' && effect.damageType === ramp.damageType);
      if (!typed) continue;
      if (ramp.target === rampTarget) ramp.stacks += 1;
      else {
        ramp.target = rampTarget;
        ramp.stacks = 1;
      }
    }
  }
  // Invisibility lasts until the bearer acts.
  if (has(actor, 'untargetable')) actor.statuses = actor.statuses.filter((status) => !status.mechanics.some((mechanic) => mechanic.kind === 'untargetable'));
}

// ---- Declaration --------------------------------------------------------------------

function roll(fighter: Fighter, random: () => number): Record<string, number> {
  const units: Record<string, number> = {};
  const dice = fighter.spec.dice;
  const first = dice[0];
  const rolls = fighter.extraDie && first ? [...dice, ...Array.from({ length: fighter.passive.extraDice }, () => first)] : dice;
  fighter.extraDie = false;
  for (const die of rolls) {
    const energy = die[Math.floor(random() * die.length)] as string;
    units[energy] = (units[energy] ?? 0) + 1;
  }
  return units;
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/** Immediate damage plus damage over time an action would deal to its targets now. */
function damageValue(context: BattleContext, actor: Fighter, action: ActionSpec, targets: Fighter[]): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.kind === 'execute' && effect.targets === 'target') {
      for (const target of targets) if (!effect.when || effect.when.every((condition) => holds(condition, target, snapshotOf(target), 0))) total += target.life;
      continue;
    }
    if (effect.kind !== 'damage' || effect.targets !== 'target') continue;
    for (const target of targets) {
      if (effect.when && !effect.when.every((condition) => holds(condition, target, snapshotOf(target), 0))) continue;
      const hits = effect.turns ?? (effect.hits === 'per-target' ? targets.length : effect.hits);
      total += Math.min(target.life, estimate(context, actor, target, effect) * hits);
    }
  }
  return total;
}

function healValue(context: BattleContext, actor: Fighter, action: ActionSpec, targets: Fighter[]): number {
  let total = 0;
  for (const effect of action.effects) {
    if (effect.kind === 'revive') {
      for (const fallen of context.sides[actor.side])
        if (!standing(fallen) && fallen.fellAt !== undefined && context.round - fallen.fellAt <= effect.rounds)
          total += Math.floor((fallen.spec.life * effect.percent) / 100);
      continue;
    }
    if (effect.kind !== 'heal' || effect.targets !== 'target') continue;
    for (const target of targets)
      total += Math.min(target.spec.life - target.life, Math.floor((target.spec.life * effect.percent) / 100) * (effect.turns ?? 1));
  }
  return total;
}

interface Option {
  action: ActionSpec;
  valid: Fighter[];
}

function options(actor: Fighter, own: Fighter[], opponents: Fighter[], units: Record<string, number>, count: boolean): Option[] {
  const found: Option[] = [];
  const taunt =
    actor.statuses.length === 0 ? undefined : actor.statuses.find((status) => status.source && status.mechanics.some((mechanic) => mechanic.kind === 'taunt'));
  actor.spec.actions.forEach((action, index) => {
    if (!pays(units, action.cost)) return;
    if (count) actor.payable[index] = (actor.payable[index] ?? 0) + 1;
    if (!usableFrom(action, actor.cell)) return;
    let valid = validTargets(action, actor, own, opponents);
    if (taunt?.source && action.target.side === 'enemy' && single(action)) {
      // Provocação: a single-target action must aim at who taunted; when it cannot, the bearer picks another action.
      valid = valid.includes(taunt.source) ? [taunt.source] : [];
    }
    if (valid.length > 0 || action.effects.some((effect) => effect.targets === 'fallen' && own.some((fighter) => !standing(fighter))))
      found.push({ action, valid });
  });
  return found;
}

function randomDeclaration(actor: Fighter, choices: Option[], random: () => number): Declared | undefined {
  const choice = pick(choices, random);
  if (!choice) return undefined;
  const target = pick(choice.valid, random);
  return { actor, action: choice.action, targets: targetsFor(choice.action, choice.valid, target) };
}

function weakest(fighters: Fighter[]): Fighter | undefined {
  let found: Fighter | undefined;
  for (const fighter of fighters) if (!found || fighter.life < found.life || (fighter.life === found.life && fighter.cell < found.cell)) found = fighter;
  return found;
}
const mostWounded = (fighters: Fighter[]): Fighter | undefined =>
  [...fighters].filter((fighter) => fighter.life < fighter.spec.life).sort((a, b) => a.life / a.spec.life - b.life / b.spec.life || a.cell - b.cell)[0];

function policyDeclaration(context: BattleContext, actor: Fighter, choices: Option[]): Declared | undefined {
  const { policy } = context.setup;
  if (policy === 'random') return randomDeclaration(actor, choices, context.random);
  const healing = (): Declared | undefined => {
    let best: { declared: Declared; value: number } | undefined;
    for (const choice of choices) {
      const revives = choice.action.effects.some((effect) => effect.kind === 'revive');
      const target = choice.action.target.side === 'enemy' ? undefined : (mostWounded(choice.valid) ?? (revives ? choice.valid[0] : undefined));
      if (!target && !revives) continue;
      const targets = targetsFor(choice.action, choice.valid, target);
      const value = healValue(context, actor, choice.action, targets);
      if (value > 0 && (!best || value > best.value)) best = { declared: { actor, action: choice.action, targets }, value };
    }
    return best?.declared;
  };
  if (policy === 'healing' && actor.spec.actions.some((action) => action.effects.some((effect) => effect.kind === 'heal'))) {
    const ally = choices
      .flatMap((choice) => (choice.action.target.side === 'enemy' ? [] : choice.valid))
      .find((fighter) => fighter.life * 2 < fighter.spec.life);
    if (ally) {
      const declared = healing();
      if (declared) return declared;
    }
  }
  // "Mais dano pagável agora": the action dealing the most damage now to the weakest valid enemy
  // (all of them for area actions); ties keep the cheaper, listed first.
  let best: { declared: Declared; value: number; cost: number } | undefined;
  for (const choice of choices) {
    if (choice.action.target.side !== 'enemy') continue;
    const targets = targetsFor(choice.action, choice.valid, weakest(choice.valid));
    const value = damageValue(context, actor, choice.action, targets);
    const cost = Object.values(choice.action.cost).reduce((sum, amount) => sum + amount, 0);
    if (value > 0 && (!best || value > best.value || (value === best.value && cost < best.cost)))
      best = { declared: { actor, action: choice.action, targets }, value, cost };
  }
  if (best) return best.declared;
  const declared = healing();
  if (declared) return declared;
  // Nothing to hit or heal: Defend (or any action without effect on the other side) beats passing.
  const defend = choices.find((choice) => choice.action.target.side === 'self');
  return defend ? { actor, action: defend.action, targets: [actor] } : undefined;
}

// ---- A battle ---------------------------------------------------------------------------

export type Outcome = 'victory' | 'defeat' | 'draw';

export interface BattleResult {
  outcome: Outcome;
  rounds: number;
  squad: { damage: number; healing: number; fell: boolean; declarations: number; payable: number[]; used: number[] }[];
  /** Vida the enemies lost, and the squad lost (healing not subtracted). */
  enemyLifeLost: number;
  enemyDamage: number;
  /** Where each fighter ended and with how much Vida, squad then enemies, in setup order, each side's summoned after it. */
  final: { cell: number; life: number }[];
}

function makeFighter(spec: FighterSpec, side: 0 | 1, index: number): Fighter {
  const passives = spec.passives ?? [];
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
    fortress: 0,
    moved: false,
    combo: { count: 0 },
    extraDie: false,
    draw: 0,
    waiting: false,
    declared: undefined,
    passive: {
      fortress: passives.some((passive) => passive.kind === 'fortress'),
      extraDice: passives.reduce((dice, passive) => (passive.kind === 'extra-die-on-heal' ? dice + passive.dice : dice), 0),
      burn: passives.find((passive): passive is Extract<PassiveMechanic, { kind: 'burn' }> => passive.kind === 'burn'),
      combo: passives.find((passive): passive is Extract<PassiveMechanic, { kind: 'combo' }> => passive.kind === 'combo'),
    },
  };
}

/**
 * The start of a bearer's turn: damage and healing over time tick, then every
 * status counts one turn down and those at 0 end. So Defendendo (1 turn) lasts
 * until the bearer's next turn, and a 2-turn poison ticks twice. Whether the
 * bearer skips its turn is read before the count, so a 1-turn stun costs a turn.
 */
function startOfTurn(context: BattleContext, fighter: Fighter): { skips: boolean } {
  if (fighter.statuses.length === 0) return { skips: false };
  for (const status of [...fighter.statuses]) {
    if (!standing(fighter)) break;
    if (status.tick) {
      if (status.tick.kind === 'damage') hit(context, status.tick.source, fighter, status.tick, { tick: true, power: status.tick.power });
      else heal(context, status.tick.source, fighter, status.tick.amount);
      continue;
    }
    for (const mechanic of status.mechanics) {
      if (mechanic.kind === 'tick-damage') {
        const amount = Math.floor((mechanic.amount * (100 + (status.increase ?? 0))) / 100);
        const source = status.source ?? fighter;
        hit(context, source, fighter, { amount, damageType: mechanic.damageType, nature: mechanic.nature }, { tick: true, power: source.spec.power });
      } else if (mechanic.kind === 'tick-heal') heal(context, status.source ?? fighter, fighter, mechanic.percent);
      else if (mechanic.kind === 'tick-life-loss') loseLife(fighter, Math.min(fighter.life - 1, Math.floor((fighter.spec.life * mechanic.percent) / 100)));
    }
  }
  const skips = has(fighter, 'skip-turn');
  for (const status of fighter.statuses) status.turns -= 1;
  fighter.statuses = fighter.statuses.filter(
    (status) => status.turns > 0 && !(status.shieldLife === 0 && !status.mechanics.some((mechanic) => mechanic.kind !== 'shield-life')),
  );
  return { skips };
}

/** The end of a fighter's turn: standing in a zone cell of its side gives the zone's status. */
function endOfTurn(context: BattleContext, fighter: Fighter): void {
  if (!standing(fighter)) return;
  for (const zone of context.zones)
    if (zone.side === fighter.side && zone.cells.includes(fighter.cell)) addStatus(context, fighter, { id: zone.status, source: zone.source }, undefined);
}

export function simulateBattle(setup: BattleSetup, seed: number, damageOf = damageCalculator(setup.damage)): BattleResult {
  const squad = setup.squad.map((spec, index) => makeFighter(spec, 0, index));
  const enemies = setup.enemies.map((spec, index) => makeFighter(spec, 1, index));
  const context: BattleContext = {
    setup,
    attributes: setup.attributes ?? { defence: 'defence', speed: 'speed', power: 'power' },
    random: mulberry32(seed),
    damageOf,
    round: 0,
    zones: [],
    sides: [squad, enemies],
  };
  const declarations = squad.map(() => 0);
  // Summoned fighters join both sides' arrays mid-round and this list (the queue) from the next round.
  let everyone = [...squad, ...enemies];
  let outcome: Outcome = 'draw';
  while (context.round < roundCap) {
    context.round += 1;
    if (everyone.length !== squad.length + enemies.length) everyone = [...squad, ...enemies];
    // Declaration: enemies first, then the squad rolls and chooses.
    for (const fighter of everyone) fighter.declared = undefined;
    for (const enemy of enemies) {
      if (!standing(enemy)) continue;
      const choice = randomDeclaration(enemy, options(enemy, enemies, squad, roll(enemy, context.random), false), context.random);
      enemy.declared = choice;
    }
    for (const member of squad) {
      if (!standing(member)) continue;
      declarations[member.index] = (declarations[member.index] ?? 0) + 1;
      const choice = policyDeclaration(context, member, options(member, squad, enemies, roll(member, context.random), true));
      member.declared = choice;
    }
    // Resolution: the next to act is the one with most Velocidade now, then base Velocidade, then a draw made this round.
    for (const fighter of everyone) {
      fighter.draw = context.random();
      fighter.waiting = standing(fighter);
    }
    for (;;) {
      let next: Fighter | undefined;
      let nextSpeed = 0;
      for (const fighter of everyone) {
        if (!fighter.waiting) continue;
        if (!standing(fighter)) {
          fighter.waiting = false; // Fell before acting: leaves the queue, its action is dropped.
          continue;
        }
        const speed = currentSpeed(context, fighter);
        if (
          !next ||
          speed > nextSpeed ||
          (speed === nextSpeed && (fighter.spec.speed > next.spec.speed || (fighter.spec.speed === next.spec.speed && fighter.draw < next.draw)))
        ) {
          next = fighter;
          nextSpeed = speed;
        }
      }
      if (!next) break;
      next.waiting = false;
      const { skips } = startOfTurn(context, next);
      const action = next.declared;
      if (standing(next) && action && !skips) {
        const [own, opponents] = next.side === 0 ? [squad, enemies] : [enemies, squad];
        resolveAction(context, action, own, opponents);
      }
      endOfTurn(context, next);
      if (!squad.some(standing) || !enemies.some(standing)) break;
    }
    // End of the round: Fortaleza Inabalável grows for who held its cell; zones wear off.
    for (const fighter of everyone) {
      if (fighter.passive.fortress && standing(fighter) && !fighter.moved) fighter.fortress += 1;
      fighter.moved = false;
    }
    if (context.zones.length > 0) {
      for (const zone of context.zones) zone.rounds -= 1;
      context.zones = context.zones.filter((zone) => zone.rounds > 0);
    }
    if (!enemies.some(standing)) {
      outcome = 'victory';
      break;
    }
    if (!squad.some(standing)) {
      outcome = 'defeat';
      break;
    }
  }
  return {
    outcome,
    rounds: context.round,
    squad: squad.slice(0, setup.squad.length).map((fighter, index) => ({
      damage: fighter.damageDealt,
      healing: fighter.healingDone,
      fell: !standing(fighter),
      declarations: declarations[index] ?? 0,
      payable: fighter.payable,
      used: fighter.used,
    })),
    enemyLifeLost: enemies.reduce((sum, enemy) => sum + Math.max(0, enemy.spec.life - enemy.life), 0),
    enemyDamage: enemies.reduce((sum, enemy) => sum + enemy.damageDealt, 0),
    final: [...squad, ...enemies].map((fighter) => ({ cell: fighter.cell, life: fighter.life })),
  };
}

// ---- Many battles -------------------------------------------------------------------------

export interface Tally {
  battles: number;
  wins: number;
  losses: number;
  draws: number;
  /** Battles that ended after r rounds, at index r (0 unused). */
  rounds: number[];
  squad: { damage: number; healing: number; fell: number; declarations: number; payable: number[]; used: number[] }[];
  /** Damage dealt by the squad as Vida the enemies lost; kept for the "totals add up" check. */
  enemyLifeLost: number;
  enemyDamage: number;
}

export function emptyTally(setup: Pick<BattleSetup, 'squad'>): Tally {
  return {
    battles: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    rounds: new Array<number>(roundCap + 1).fill(0),
    squad: setup.squad.map((spec) => ({
      damage: 0,
      healing: 0,
      fell: 0,
      declarations: 0,
      payable: spec.actions.map(() => 0),
      used: spec.actions.map(() => 0),
    })),
    enemyLifeLost: 0,
    enemyDamage: 0,
  };
}

export function addBattle(tally: Tally, result: BattleResult): void {
  tally.battles += 1;
  if (result.outcome === 'victory') tally.wins += 1;
  else if (result.outcome === 'defeat') tally.losses += 1;
  else tally.draws += 1;
  tally.rounds[result.rounds] = (tally.rounds[result.rounds] ?? 0) + 1;
  result.squad.forEach((member, index) => {
    const total = tally.squad[index];
    if (!total) return;
    total.damage += member.damage;
    total.healing += member.healing;
    total.fell += member.fell ? 1 : 0;
    total.declarations += member.declarations;
    member.payable.forEach((count, action) => (total.payable[action] = (total.payable[action] ?? 0) + count));
    member.used.forEach((count, action) => (total.used[action] = (total.used[action] ?? 0) + count));
  });
  tally.enemyLifeLost += result.enemyLifeLost;
  tally.enemyDamage += result.enemyDamage;
}

/** Battles `from` … `to − 1` of a run; the worker calls it in slices to report progress. */
export function simulateRange(setup: BattleSetup, seed: number, from: number, to: number, tally = emptyTally(setup)): Tally {
  const damageOf = damageCalculator(setup.damage);
  for (let index = from; index < to; index += 1) addBattle(tally, simulateBattle(setup, battleSeed(seed, index), damageOf));
  return tally;
}

export function simulateMany(setup: BattleSetup, seed: number, battles: number): Tally {
  return simulateRange(setup, seed, 0, battles);
}

/** Wilson score interval for a proportion (95% with z = 1.96); [0, 0] when there are no trials. */
export function wilsonInterval(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
