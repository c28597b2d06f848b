// Balance measures: what the rules engine says about the game data as a game.
// Pure functions from the model to plain numbers, shared by the design
// invariants (checked at every build) and the Balanceamento page.
import {
  atLevel,
  computeDamage,
  diceForSlots,
  diceSlotsAt,
  enemyAttributesOf,
  enemyPowerOf,
  enemyDiceSlots,
  expectedBestValue,
  payability,
  payChance,
  rangeMiddle,
  roleBaseStats,
  roleStatsAt,
  roundsToDefeat,
  runXp,
  standardDie,
  xpToNext,
  type Cost,
  type DamageRules,
  type Grade,
  type Die,
  type ProgressionRules,
  type ValuedAction,
} from '@dice-rolling/rules';
import { elementalTypes, type Count, type Effect } from './effects';
import type { GameModel } from './model';
import { engineRulesOf, ruleValueOf } from './lookup';
import type { Creature, Role, Skill } from './schema';

export interface BalanceContext {
  model: GameModel;
  damage: DamageRules;
  progression: ProgressionRules;
  /** The die in every slot: the standard D6 painted by the DiceFactory cycle (the Testing Dice). */
  die: Die;
}

export function balanceContext(model: GameModel): BalanceContext {
  const cycle = model.data['dice-cycle'][0]?.order ?? model.data.energies.filter((energy) => energy.current).map((energy) => energy.id);
  const { damage, progression } = engineRulesOf(model);
  return { model, damage, progression, die: standardDie(cycle) };
}

/** Hits of an effect against one target: a number, a rule's value, or one hit on each target ("per-target"). */
function countValue(context: BalanceContext, count: Count | 'per-target'): number {
  if (count === 'per-target') return 1;
  return typeof count === 'number' ? count : ruleValueOf(context.model, count);
}

/** Dice of a character at a level: its slots, each with the standard die. */
export function diceAt(context: BalanceContext, level: number): Die[] {
  return diceForSlots([context.die], diceSlotsAt(level, context.progression));
}

/** Chance (0–1) that a round's roll at `level` pays the cost. */
export function payabilityAt(context: BalanceContext, cost: Cost, level: number): number {
  return payability(cost, diceSlotsAt(level, context.progression), context.die);
}

/** A target's grade for each damage type (a creature's grades); a type it does not list is normal. */
export type TargetGrades = Partial<Record<string, Exclude<Grade, 'normal'>>>;

/**
 * A hit of `amount` and `type` after a target's Defesa (physical) or Defesa elemental 0 (elemental), at `power` (Poder elemental for an elemental
 * hit, when given), and after the target's grade for that type (normal when `grades` does not list it).
 */
export function hitAfterDefence(
  context: BalanceContext,
  amount: number,
  type: string | undefined,
  defence: number,
  power: number,
  elementalPower = power,
  grades: TargetGrades = {},
): number {
  const elemental = (elementalTypes as readonly string[]).includes(type ?? '');
  return computeDamage(
    {
      base: amount,
      nature: elemental ? 'elemental' : 'physical',
      power: elemental ? elementalPower : power,
      defence,
      elementalDefence: 0,
      defending: false,
      fortressStacks: 0,
      grade: (type && grades[type]) || 'normal',
    },
    context.damage,
  ).damage;
}

/** Damage one use deals to the chosen target, from its unconditional damage effects (each hit once; damage over time counts its first turn). */
export function effectsDamage(
  context: BalanceContext,
  effects: readonly Effect[],
  defence: number,
  power: number,
  elementalPower = power,
  grades: TargetGrades = {},
): number {
  let total = 0;
  for (const effect of effects) {
    if (effect.kind !== 'damage' || effect.when || effect.targets !== 'target') continue;
    total +=
      hitAfterDefence(context, countValue(context, effect.amount), effect.type, defence, power, elementalPower, grades) * countValue(context, effect.hits);
  }
  return total;
}

export function isDamaging(effects: readonly Effect[]): boolean {
  return effects.some((effect) => effect.kind === 'damage' && !effect.when && effect.targets === 'target');
}

/** A role's Poder de Ataque and Poder elemental at a level: the middle of its ranges (the normal Poder when its data gives none), grown by level. */
export function rolePowersAt(context: BalanceContext, role: Role, level: number): { power: number; elementalPower: number } {
  const normal = context.damage.normalPower;
  const at = (range: { min: number; max: number } | undefined) => atLevel(range ? rangeMiddle(range) : normal, context.progression.growth.power, level);
  return { power: at(role.attributes['poder-de-ataque']), elementalPower: at(role.attributes['poder-elemental']) };
}

/** The damaging actions of a role at a level with one weapon: that weapon's basic attack (free) and the skills learnt by then. */
export function roleDamageActions(
  context: BalanceContext,
  role: Role,
  weapon: number,
  level: number,
  defence: number,
  grades: TargetGrades = {},
): ValuedAction[] {
  const { power, elementalPower } = rolePowersAt(context, role, level);
  const attack = role.basicAttacks[weapon];
  const actions: ValuedAction[] = [];
  if (attack) {
    const attackEffects: Effect[] = [
      { kind: 'damage', amount: Math.max(1, attack.damage), type: attack.type, hits: attack.hits, targets: 'target' },
      ...attack.effects,
    ];
    actions.push({ cost: {}, value: effectsDamage(context, attackEffects, defence, power, elementalPower, grades) });
  }
  for (const skill of role.skills) {
    if (skill.unlock <= level && isDamaging(skill.effects))
      actions.push({ cost: skill.cost, value: effectsDamage(context, skill.effects, defence, power, elementalPower, grades) });
  }
  return actions;
}

/** Expected damage per round of the best action the role can pay at a level, with its best weapon, against `defence` and the target's `grades`. */
export function roleDamagePerRound(
  context: BalanceContext,
  role: Role,
  level: number,
  defence = 0,
  grades: TargetGrades = {},
): { value: number; weapon: string } {
  const dice = diceAt(context, level);
  let best = { value: 0, weapon: '' };
  role.basicAttacks.forEach((attack, weapon) => {
    const value = expectedBestValue(dice, roleDamageActions(context, role, weapon, level, defence, grades));
    if (value > best.value) best = { value, weapon: attack.weapon };
  });
  return best;
}

/** A playable role's Vida and Defesa at a level, from the low end (`min`) or the middle of its ranges. */
export function roleStats(context: BalanceContext, role: Role, level: number, end: 'min' | 'middle'): { life: number; defence: number } {
  const { life, defence } = roleStatsAt(roleBaseStats(role.attributes, end, context.damage.normalPower), level, context.progression);
  return { life, defence };
}

/** A creature that follows an enemy role, with its stats at a tier. */
export interface EnemyAtTier {
  creature: Creature;
  roleId: string;
  life: number;
  defence: number;
  /** Poder de Ataque: the normal one times the tier's (and species') multiplier. */
  power: number;
}

export function enemyAtTier(context: BalanceContext, creature: Creature, tierId: string): EnemyAtTier | undefined {
  const { model } = context;
  const role = creature.role ? model.byId('enemy-roles', creature.role) : undefined;
  const archetype = role ? model.byId('archetypes', role.archetype) : undefined;
  const species = model.byId('species', creature.species ?? 'humano');
  const tier = model.byId('tiers', tierId);
  if (!role || !archetype || !species || !tier) return undefined;
  const stats = enemyAttributesOf(archetype.base, species.multipliers, tier.multipliers);
  return {
    creature,
    roleId: role.id,
    life: stats.vida,
    defence: stats.defesa,
    power: enemyPowerOf(species.multipliers, tier.multipliers, context.damage.normalPower),
  };
}

/** The enemy's actions as valued by their damage against `defence`, with its Poder (the normal one unless given). */
export function enemyDamageActions(context: BalanceContext, roleId: string, defence: number, power = context.damage.normalPower): ValuedAction[] {
  const role = context.model.byId('enemy-roles', roleId);
  return (role?.actions ?? [])
    .filter((action) => isDamaging(action.effects))
    .map((action) => ({ cost: action.cost, value: effectsDamage(context, action.effects, defence, power) }));
}

/** Dice an enemy carries (the engine's enemyDiceSlots), each the standard die. */
export function enemyDice(context: BalanceContext): Die[] {
  return diceForSlots([context.die], enemyDiceSlots);
}

export function enemyDamagePerRound(context: BalanceContext, roleId: string, defence: number, power = context.damage.normalPower): number {
  return expectedBestValue(enemyDice(context), enemyDamageActions(context, roleId, defence, power));
}

/** The strongest hit an enemy can deal in a round (some roll pays it). */
export function enemyStrongestHit(context: BalanceContext, roleId: string, defence: number, power = context.damage.normalPower): number {
  const dice = enemyDice(context);
  return Math.max(
    0,
    ...enemyDamageActions(context, roleId, defence, power)
      .filter((action) => payChance(dice, action.cost) > 0)
      .map((action) => action.value),
  );
}

export { roundsToDefeat, xpToNext };

/** XP of one mission of a region: the typical battles of a mission (rules), with its boss. */
export function missionXp(context: BalanceContext): number {
  const value = (id: string) => ruleValueOf(context.model, id);
  return runXp({ common: value('progressao.batalhas-comuns-por-missao'), elite: value('progressao.batalhas-elite-por-missao'), boss: 1 }, context.progression);
}

/** A region's band with the open end filled in. */
export function bandOf(context: BalanceContext, levels: { min: number; max?: number }): { min: number; max: number } {
  return { min: levels.min, max: levels.max ?? context.progression.maxLevel };
}

/** Skills of a role with their payability at their unlock level. */
export function skillPayability(context: BalanceContext, role: Role): { skill: Skill; slots: number; chance: number }[] {
  return role.skills.map((skill) => ({
    skill,
    slots: diceSlotsAt(skill.unlock, context.progression),
    chance: payabilityAt(context, skill.cost, skill.unlock),
  }));
}
