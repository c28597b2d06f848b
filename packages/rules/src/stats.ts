// Rules engine, fighters' stats: what a playable role or a creature brings to
// a battle, from its data and its level or tier. The battle simulator, the
// damage tool, the balance page and the golden vectors build their fighters
// with these, so a role at level 5 has the same Vida everywhere.
import { atLevel, lifeAtLevel } from './damage';
import { enemyAttributesOf, type Multipliers } from './enemy';
import { diceSlotsAt, type ProgressionRules } from './progression';

/** An attribute range of a playable role (the data gives Vida, Defesa and Velocidade as ranges). */
export interface Range {
  min: number;
  max: number;
}

/** Which value of a range a character takes: the low end, or the middle (rounded down). */
export type RangePoint = 'min' | 'middle';

/** The middle of a range, rounded down; 0 when there is no range. */
export function rangeMiddle(range: Range | undefined): number {
  return range ? Math.floor((range.min + range.max) / 2) : 0;
}

/** The value of a range at a point; 0 when there is no range. */
export function rangePoint(range: Range | undefined, point: RangePoint): number {
  if (!range) return 0;
  return point === 'min' ? range.min : rangeMiddle(range);
}

/** A character's stats at level 1 (or a creature's, which do not grow). */
export interface BaseStats {
  life: number;
  defence: number;
  speed: number;
  /** Poder de Ataque at level 1: the role's, or the normal one (dano.poder-normal) when its data gives none. */
  power: number;
}

export interface FighterStats extends BaseStats {
  /** Dice slots (enemies carry one die). */
  diceSlots: number;
}

/** A playable role's level-1 stats from its ranges (keys are the data's attribute ids), at a point of each range. */
export function roleBaseStats(ranges: Readonly<Record<string, Range | undefined>>, point: RangePoint, normalPower: number): BaseStats {
  const power = ranges['poder-de-ataque'] ? rangePoint(ranges['poder-de-ataque'], point) : normalPower;
  return { life: rangePoint(ranges.vida, point), defence: rangePoint(ranges.defesa, point), speed: rangePoint(ranges.velocidade, point), power };
}

/**
 * A playable character at a level: Vida, Defesa and Poder grown by level
 * (progressao.ganho-nivel.*), Velocidade by progressao.ganho-velocidade every
 * progressao.intervalo-velocidade levels past the first, dice slots by level.
 */
export function roleStatsAt(base: BaseStats, level: number, rules: Pick<ProgressionRules, 'growth' | 'diceSlots'>): FighterStats {
  const { growth } = rules;
  return {
    life: lifeAtLevel(base.life, growth.life, growth.lifeMinimum, level),
    defence: atLevel(base.defence, growth.defence, level),
    speed: speedAtLevel(base.speed, growth.speed, growth.speedEvery, level),
    power: atLevel(base.power, growth.power, level),
    diceSlots: diceSlotsAt(level, rules),
  };
}

/** Velocidade at a level: `gain` for each full `every` levels past the first (level 3 is the first gain when `every` is 2). */
export function speedAtLevel(base: number, gain: number, every: number, level: number): number {
  return every > 0 ? base + gain * Math.floor((Math.max(1, level) - 1) / every) : base;
}

/** Dice an enemy carries: one, like the Enemy Villager of the game data. */
export const enemyDiceSlots = 1;

/**
 * A creature at a tier: archetype base × species × tier (rounded up), the
 * normal Poder times the Poder multipliers (enemyPowerOf), one die; it enters a battle with at least 1 Vida.
 */
export function enemyStats(base: Multipliers, species: Multipliers, tier: Multipliers, normalPower: number): FighterStats {
  const attributes = enemyAttributesOf(base, species, tier);
  return {
    life: Math.max(1, attributes.vida),
    defence: attributes.defesa,
    speed: attributes.velocidade,
    power: enemyPowerOf(species, tier, normalPower),
    diceSlots: enemyDiceSlots,
  };
}

/** The multiplier key of Poder de Ataque in a species or tier (the data's attribute id). */
export const enemyPowerAttribute = 'poder-de-ataque';

/**
 * An enemy's Poder de Ataque: the normal one times the species' and the tier's
 * multiplier of Poder (×1 when they set none), rounded. A tier up may make
 * enemies hit harder, not only last longer.
 */
export function enemyPowerOf(species: Multipliers, tier: Multipliers, normalPower: number): number {
  return Math.round(normalPower * (species[enemyPowerAttribute] ?? 1) * (tier[enemyPowerAttribute] ?? 1));
}
