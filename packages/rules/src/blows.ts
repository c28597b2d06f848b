// Rules engine, what lands on a fighter: a hit in the order of the Atributos
// page (shields, computeDamage, absorption, shared damage, the floor of
// Vida, a fall and what answers it), a heal, a status applied by its
// stacking rule, a push or a pull, a summon. The effects (effectKinds.ts) and
// the status ticks (statusTicks.ts) are made of these.
import { computeDamage, type DamageInput } from './damage';
import { summonKey } from './effects';
import type { BattleEvent, FighterRef } from './events';
import {
  activeStatus,
  attributeChanges,
  has,
  hasStatus,
  mechanicBits,
  makeFighter,
  noMechanics,
  attributePercent,
  standing,
  type ActiveStatus,
  type BattleContext,
  type Fighter,
  type Zone,
} from './fighters';
import type { Nature } from './damage';
import { displacedCell, distance, summonCells } from './grid';

export const refOf = (fighter: Fighter): FighterRef => ({ side: fighter.side, index: fighter.index });

export interface Blow {
  amount: number;
  damageType?: string;
  nature: Nature;
  pierce?: number;
}

/** The Poder a hit of this nature starts from: Poder elemental for elemental hits (the Poder de Ataque when the fighter has none). */
export function powerFor(fighter: Fighter, nature: Nature): number {
  return nature === 'elemental' ? (fighter.spec.elementalPower ?? fighter.spec.power) : fighter.spec.power;
}

const dealtKinds = mechanicBits['damage-dealt'] | mechanicBits.critical;
const takenKinds = mechanicBits.pierce | mechanicBits['damage-taken'] | mechanicBits.defending;

/** Percent more damage a hit of the source deals: its Poder de Ataque changes, damage-dealt statuses, a critical hit waiting, Inferno Crescente. */
export function dealtPercent(context: BattleContext, source: Fighter, target: Fighter, blow: Blow, extra: number): number {
  let percent = attributePercent(context, source, context.attributes.power) + extra;
  for (const status of source.statuses) {
    if (status.kinds & dealtKinds)
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
export function question(context: BattleContext, target: Fighter, blow: Blow, power: number): DamageInput {
  const input: DamageInput = {
    base: blow.amount,
    nature: blow.nature,
    power,
    defence: Math.max(0, target.spec.defence - (blow.pierce ?? 0)),
    elementalDefence: target.spec.elementalDefence ?? 0,
    defending: false,
    fortressStacks: target.passive.fortress ? target.fortress : 0,
    grade: (blow.damageType && target.spec.grades?.[blow.damageType]) || 'normal',
    defenceBonuses: 0,
    defenceReductions: 0,
    damageTakenPercent: 0,
  };
  // Most fighters bear no status most of the time: the question is then the spec's.
  if (target.statuses.length === 0) return input;
  let defence = target.spec.defence;
  let reduction = 0;
  let taken = 0;
  for (const status of target.statuses) {
    if (status.reduction && (!status.bound || (standing(status.bound.source) && status.bound.source.cell === status.bound.cell))) reduction += status.reduction;
    if (status.kinds & takenKinds)
      for (const mechanic of status.mechanics) {
        if (mechanic.kind === 'pierce') defence = Math.floor((defence * (100 - mechanic.percent)) / 100);
        else if (mechanic.kind === 'damage-taken' && (!mechanic.nature || mechanic.nature === blow.nature)) taken += mechanic.percent;
        else if (mechanic.kind === 'defending') input.defending = true;
      }
  }
  const { bonuses, reductions } = attributeChanges(target, context.attributes.defence);
  input.defence = Math.max(0, defence - (blow.pierce ?? 0));
  input.defenceBonuses = bonuses;
  input.defenceReductions = reductions;
  input.damageTakenPercent = taken - Math.min(100, reduction);
  return input;
}

/** Damage a hit would deal to a target now (before shields), for the policy. */
export function estimate(context: BattleContext, source: Fighter, target: Fighter, blow: Blow): number {
  const power = Math.floor((powerFor(source, blow.nature) * (100 + dealtPercent(context, source, target, blow, 0))) / 100);
  return context.damageOf(question(context, target, blow, power));
}

export function lifeFloor(fighter: Fighter): number {
  let floor = 0;
  for (const status of fighter.statuses)
    if (status.kinds & mechanicBits['life-floor'])
      for (const mechanic of status.mechanics) if (mechanic.kind === 'life-floor') floor = Math.max(floor, mechanic.value);
  return floor;
}

/** Vida lost, never below the bearer's floor (Imortalidade); a fall is handled by the caller. */
export function loseLife(fighter: Fighter, amount: number): number {
  const lost = Math.max(0, Math.min(amount, fighter.life - lifeFloor(fighter)));
  fighter.life -= lost;
  return lost;
}

/** The statuses a fall leaves on a fighter: those that cross battles (the Maldição). */
export function statusesAfterFall(context: BattleContext, fighter: Fighter): ActiveStatus[] {
  return fighter.statuses.filter((status) => context.setup.statuses[status.id]?.crossesBattles === true);
}

/** A fighter at 0 falls, unless Ressurgir das Cinzas brings it back and it explodes on who felled it. */
export function fall(context: BattleContext, fighter: Fighter, killer: Fighter | undefined, status?: string): void {
  if (standing(fighter)) return;
  const rebirth = fighter.statuses.find((status) => status.rebirth);
  if (rebirth?.rebirth) {
    const { percent, amount, damageType, nature } = rebirth.rebirth;
    fighter.statuses = statusesAfterFall(context, fighter);
    fighter.life = Math.max(1, Math.floor((fighter.spec.life * percent) / 100));
    context.events?.push({ kind: 'rise', fighter: refOf(fighter), life: fighter.life });
    if (killer && killer !== fighter && standing(killer)) hit(context, fighter, killer, { amount, damageType, nature }, { tick: true });
    return;
  }
  fighter.fellAt = context.round;
  fighter.statuses = statusesAfterFall(context, fighter);
  const acting = context.acting;
  context.falls.push({
    fighter: refOf(fighter),
    round: context.round,
    ...(killer ? { by: refOf(killer), sourceId: killer.spec.id } : {}),
    ...(status !== undefined ? { status } : killer && acting?.actor === killer ? { action: acting.action.id } : {}),
  });
  context.events?.push({ kind: 'fall', fighter: refOf(fighter) });
}

export interface HitOptions {
  /** A tick of damage over time: no passive triggers, the source's power as it was. */
  tick?: boolean;
  power?: number;
  /** The hit comes from a single-target action used from the front column (thorns answer it). */
  melee?: boolean;
  /** The status whose tick this is, named as the cause when it fells the target. */
  status?: string;
}

/** One hit, in the order of the Atributos page; returns the damage dealt (0 when a shield cancelled it). */
export function hit(context: BattleContext, source: Fighter, target: Fighter, blow: Blow, options: HitOptions = {}): number {
  if (!standing(target)) return 0;
  // A shield that cancels hits (Firmeza Inquebrantável) waits for an attack: a tick of damage over time goes past it.
  const shield = options.tick ? undefined : target.statuses.find((status) => (status.shieldHits ?? 0) > 0);
  if (shield) {
    shield.shieldHits = (shield.shieldHits ?? 1) - 1;
    if (shield.shieldHits <= 0) target.statuses = target.statuses.filter((status) => status !== shield);
    source.combo = { target, count: 0 }; // A cancelled hit is a miss for Garras do Vento (a tick never meets the shield).
    context.events?.push({ kind: 'hit', source: refOf(source), target: refOf(target), damage: 0, lifeLost: 0, shielded: true, steps: [] });
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
  const power = options.power ?? Math.floor((powerFor(source, blow.nature) * (100 + dealtPercent(context, source, target, blow, extra))) / 100);
  const asked = question(context, target, blow, power);
  const dealt = context.damageOf(asked);
  if (!options.tick) {
    // Consumed by this hit: a critical hit waiting on the source, a piercing on the target.
    if (has(source, mechanicBits.critical))
      source.statuses = source.statuses.filter((status) => !status.mechanics.some((mechanic) => mechanic.kind === 'critical'));
    if (has(target, mechanicBits.pierce))
      target.statuses = target.statuses.filter((status) => !status.mechanics.some((mechanic) => mechanic.kind === 'pierce'));
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
  context.events?.push({
    kind: 'hit',
    source: refOf(source),
    target: refOf(target),
    damage: dealt,
    lifeLost: lost,
    shielded: false,
    steps: computeDamage(asked, context.setup.damage).steps,
    ...(options.status === undefined ? {} : { status: options.status }),
  });
  // Ends at the first attack taken (Paciência da Terra), not at a tick of damage over time.
  if (!options.tick && target.statuses.some((status) => status.attribute?.untilHit))
    target.statuses = target.statuses.filter((status) => !status.attribute?.untilHit);
  if (!standing(target)) {
    fall(context, target, source, options.status);
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
      if (status.kinds & mechanicBits.thorns)
        for (const mechanic of status.mechanics)
          // The status answers the blow: it is named as the hit's cause (and the fall's), not a new blow of its bearer. The blow
          // has the fields of the other ticks' blows, in their order (statusTicks.ts): fewer shapes for question to tell apart.
          if (mechanic.kind === 'thorns')
            hit(
              context,
              target,
              source,
              { amount: mechanic.amount, damageType: undefined, nature: 'physical' },
              { tick: true, power: target.spec.power, status: status.id },
            );
  }
  return dealt;
}

/** Heals `percent` of the target's Vida; `status` when it is a status's tick, for the events to name. */
export function heal(context: BattleContext, source: Fighter, target: Fighter, percent: number, status?: string): void {
  if (!standing(target)) return;
  let received = 0;
  for (const status of target.statuses)
    if (status.kinds & mechanicBits['healing-received'])
      for (const mechanic of status.mechanics) if (mechanic.kind === 'healing-received') received += mechanic.percent;
  const amount = Math.floor((Math.floor((target.spec.life * percent) / 100) * Math.max(0, 100 + received)) / 100);
  const healed = Math.min(amount, target.spec.life - target.life);
  target.life += healed;
  source.healingDone += healed;
  context.events?.push({ kind: 'heal', source: refOf(source), target: refOf(target), amount: healed, ...(status === undefined ? {} : { status }) });
  if (source.passive.extraDice > 0) source.extraDie = true;
}

export type NewStatus = Omit<ActiveStatus, 'negative' | 'turns' | 'mechanics' | 'kinds'> & { negative?: boolean };

function statusEvent(target: Fighter, status: NewStatus, turns: number, zone: Zone | undefined): BattleEvent {
  return {
    kind: 'status',
    target: refOf(target),
    status: status.id,
    turns,
    ...(status.attributes?.length ? { attributes: status.attributes } : {}),
    ...(zone ? { zone: { source: refOf(zone.source), action: zone.action } } : {}),
  };
}

/** Gives a status; `zone` when a zone gives it, for the events to name (its reference is made only when events are kept). */
export function addStatus(context: BattleContext, target: Fighter, status: NewStatus, turns: number | undefined, zone?: Zone): void {
  if (!standing(target)) return;
  const rule = context.setup.statuses[status.id];
  if (rule?.stacking === 'none' && hasStatus(target, status.id)) return;
  const mechanics = rule?.mechanics ?? noMechanics;
  const entry = activeStatus(status, status.negative ?? rule?.negative ?? false, turns ?? rule?.turns ?? 1, mechanics);
  for (const mechanic of mechanics) if (mechanic.kind === 'shield-life') entry.shieldLife = Math.floor((target.spec.life * mechanic.percent) / 100);
  if (rule?.stacking === 'add') {
    const same = target.statuses.filter((existing) => existing.id === status.id);
    if (same.length >= (rule.maxStacks ?? Infinity)) target.statuses = target.statuses.filter((existing) => existing !== same[0]);
    target.statuses.push(entry);
    context.events?.push(statusEvent(target, status, entry.turns, zone));
    return;
  }
  // Statuses refresh: a new application replaces the old one of the same id. It keeps
  // what Cinzas Ardentes has grown: a fire hit that also burns (Seta Incandescente)
  // renews the burn its own hit has just made stronger, and must not undo that.
  const at = target.statuses.findIndex((existing) => existing.id === status.id);
  if (at >= 0) {
    const grown = target.statuses[at]?.increase;
    if (grown !== undefined && entry.increase === undefined) entry.increase = grown;
    target.statuses.splice(at, 1);
  }
  target.statuses.push(entry);
  context.events?.push({ ...statusEvent(target, status, entry.turns, zone), ...(at >= 0 ? { renewed: true } : {}) });
}

export function displace(context: BattleContext, fighter: Fighter, direction: 'push' | 'pull', columns: number): void {
  if (!standing(fighter) || has(fighter, mechanicBits.immovable)) return;
  const side = context.sides[fighter.side];
  const cell = displacedCell(fighter.cell, direction, columns, (candidate) => side.some((other) => standing(other) && other.cell === candidate));
  if (cell === fighter.cell) return;
  const from = fighter.cell;
  fighter.cell = cell;
  context.events?.push({ kind: 'move', fighter: refOf(fighter), from, to: cell, cause: direction });
  fighter.moved = true;
  fighter.fortress = 0;
}

/** Up to `count` fighters of the setup's summon spec in free cells of the summoner's side; none when no cell is free. */
export function summon(context: BattleContext, summoner: Fighter, creature: string, tier: string, count: number): void {
  const key = summonKey(creature, tier);
  const template = context.setup.summons?.[key];
  if (!template) throw new Error(`summon: the setup has no fighter for ${key}`);
  const side = context.sides[summoner.side];
  const cells = summonCells(summoner.cell, (cell) => !side.some((other) => standing(other) && other.cell === cell)).slice(0, count);
  // Not in this round's queue: the loop rebuilds it when the round ends.
  for (const cell of cells) {
    const summoned = makeFighter({ ...template, id: `${template.id}:${side.length}`, cell }, summoner.side, side.length);
    summoned.summoner = summoner.index;
    side.push(summoned);
    context.events?.push({ kind: 'summon', fighter: refOf(summoned), cell });
  }
}
