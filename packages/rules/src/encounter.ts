// Rules engine, encounters: the plain data a battle is built from (playable
// roles with their actions, creatures, tiers, the statuses' rules) and the
// builder that turns a squad and an encounter into the battle setup: Vida,
// Defesa and Poder by level, dice slots by level, a creature's attributes by
// archetype × species × tier. The simulator, the rules lab, the balance page
// and the golden vectors all build their battles here.
import type { AttributeIds, ActionSpec, BattleSetup, FighterSpec, Policy } from './battleSetup';
import { atLevel, type DamageRules } from './damage';
import type { Multipliers } from './enemy';
import { cycledFaces, diceForSlots } from './energy';
import { summonKey, type Grades, type PassiveMechanic, type StatusRule } from './effects';
import { skillsKnownAt, type ProgressionRules } from './progression';
import { enemyStats, roleStatsAt } from './stats';

/** How a squad chooses its actions unless the reader picks another way: the most damage. */
export const defaultPolicy: Policy = 'damage';

export interface SimRole {
  id: string;
  name: string;
  /** Middle of each attribute range at level 1. */
  life: number;
  defence: number;
  speed: number;
  /** Poder de Ataque at level 1 (the normal Poder when the data gives none). */
  power?: number;
  elementalDefence: number;
  /** Poder elemental at level 1 (the normal Poder when the data gives none); it grows by level like the Poder de Ataque. */
  elementalPower?: number;
  passives: PassiveMechanic[];
  /** Each of its weapons with its basic attack, in the data's order: a member carries the first unless it names another. */
  weapons: { name: string; attack: ActionSpec }[];
  /** The skills with their unlock level. */
  skills: { unlock: number; action: ActionSpec }[];
}

export interface SimCreature {
  id: string;
  name: string;
  group: string;
  base: Multipliers;
  species: Multipliers;
  grades: Grades;
  actions: ActionSpec[];
}

export interface SimFloor {
  id: string;
  name: string;
  enemies: EnemyChoice[];
  /** The id of the same encounter one tier below, when the data gives one (a tier's own encounter of the same group). */
  below?: string;
}

/** What the engine builds battles from: the rules, the playable roles with their actions, the creatures, tiers and dice, the statuses. */
export interface EncounterData {
  damage: DamageRules;
  progression: ProgressionRules;
  normalPower: number;
  cycle: string[];
  dice: { id: string; name: string; faces: number }[];
  tiers: { id: string; name: string; multipliers: Multipliers }[];
  roles: SimRole[];
  /** Defender, which every squad member has after its skills (common-actions.yaml); none when the data has none. */
  defend?: ActionSpec;
  /** Mover, which every fighter has after its own actions; none when the data has none. */
  move?: ActionSpec;
  creatures: SimCreature[];
  /** The starting squad (squads.yaml): the members the measures play, at the start level; none when the data has none. */
  startingSquad?: MemberChoice[];
  statuses: Record<string, StatusRule>;
  attributes: AttributeIds;
}

export interface MemberChoice {
  role: string;
  level: number;
  die: string;
  cell: number;
  /** The weapon it carries, by its place among its role's weapons (the first when not given). */
  weapon?: number;
}

export interface EnemyChoice {
  creature: string;
  tier: string;
  cell: number;
}

/** A battle to build: a squad against enemies, the squad declaring by a policy. */
export interface Encounter {
  squad: MemberChoice[];
  enemies: EnemyChoice[];
  policy: Policy;
}

/** The starting squad as the data writes it (squads.yaml, "equipe-inicial"), a fresh copy the caller may change. */
export function startingSquad(data: Pick<EncounterData, 'startingSquad'>): MemberChoice[] {
  return (data.startingSquad ?? []).map((member) => ({ ...member }));
}

/** Every field of a type, the optional ones too (their values may still be undefined). */
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/**
 * An action with every field an action has (undefined where it has none: Mover's rule, Defender's early start), always in
 * this order. The data builds actions in several places, each with its own optional fields, and every round reads each
 * fighter's actions (cost, columns, Mover's rule) at the same places: one shape keeps those reads to one hidden class, as
 * effectInOneShape does for effects. A field added to ActionSpec and not here fails the typecheck.
 */
function actionInOneShape(action: ActionSpec): ActionSpec {
  const shaped: EveryField<ActionSpec> = {
    id: action.id,
    name: action.name,
    skill: action.skill,
    cost: action.cost,
    from: action.from,
    target: action.target,
    effects: action.effects,
    move: action.move,
    atResolutionStart: action.atResolutionStart,
  };
  return shaped;
}

/** A playable character as it fights: Vida, Defesa and Poder grown by level, its dice slots filled with the chosen die, the weapon it carries. */
export function memberSpec(data: EncounterData, member: MemberChoice, index: number): FighterSpec | undefined {
  const role = data.roles.find((candidate) => candidate.id === member.role);
  const die = data.dice.find((candidate) => candidate.id === member.die) ?? data.dice[0];
  const weapon = role?.weapons[member.weapon ?? 0];
  if (!role || !die || !weapon) return undefined;
  const skills = skillsKnownAt(role.skills, member.level, data.progression);
  const stats = roleStatsAt(
    { life: role.life, defence: role.defence, speed: role.speed, power: role.power ?? data.normalPower },
    member.level,
    data.progression,
  );
  return {
    id: `${role.id}-${index}`,
    name: role.name,
    cell: member.cell,
    life: stats.life,
    defence: stats.defence,
    speed: stats.speed,
    elementalDefence: role.elementalDefence,
    passives: role.passives,
    power: stats.power,
    elementalPower: atLevel(role.elementalPower ?? data.normalPower, data.progression.growth.power, member.level),
    dice: diceForSlots([cycledFaces(die.faces, data.cycle)], stats.diceSlots),
    actions: [weapon.attack, ...skills.map((skill) => skill.action), ...(data.defend ? [data.defend] : []), ...(data.move ? [data.move] : [])].map(
      actionInOneShape,
    ),
  };
}

export function enemySpec(data: EncounterData, enemy: EnemyChoice, index: number): FighterSpec | undefined {
  const creature = data.creatures.find((candidate) => candidate.id === enemy.creature);
  const tier = data.tiers.find((candidate) => candidate.id === enemy.tier);
  if (!creature || !tier) return undefined;
  const stats = enemyStats(creature.base, creature.species, tier.multipliers, data.normalPower);
  return {
    id: `${creature.id}-${index}`,
    name: `${creature.name} (${tier.name})`,
    cell: enemy.cell,
    life: stats.life,
    defence: stats.defence,
    speed: stats.speed,
    grades: creature.grades,
    tier: tier.id,
    power: stats.power,
    // One standard die, like the Enemy Villager of the game data.
    dice: diceForSlots([cycledFaces(6, data.cycle)], stats.diceSlots),
    actions: (data.move ? [...creature.actions, data.move] : creature.actions).map(actionInOneShape),
  };
}

/**
 * The fighters the enemies' summon effects place, built like any enemy (the
 * summoned may summon in turn); the battle sets their cells.
 */
export function summonSpecs(data: EncounterData, fighters: readonly FighterSpec[]): Record<string, FighterSpec> {
  const summons: Record<string, FighterSpec> = {};
  const pending = [...fighters];
  for (let fighter = pending.pop(); fighter; fighter = pending.pop()) {
    for (const action of fighter.actions)
      for (const effect of action.effects) {
        if (effect.kind !== 'summon') continue;
        const key = summonKey(effect.creature, effect.tier);
        if (summons[key]) continue;
        const spec = enemySpec(data, { creature: effect.creature, tier: effect.tier, cell: 0 }, 0);
        if (!spec) throw new Error(`summon: no creature ${effect.creature} or tier ${effect.tier} in the simulator's data`);
        summons[key] = { ...spec, id: `${effect.creature}-summoned` };
        pending.push(spec);
      }
  }
  return summons;
}

export function buildSetup(data: EncounterData, encounter: Encounter): BattleSetup {
  const squad = encounter.squad.flatMap((member, index) => memberSpec(data, member, index) ?? []);
  const enemies = encounter.enemies.flatMap((enemy, index) => enemySpec(data, enemy, index) ?? []);
  const summons = summonSpecs(data, [...squad, ...enemies]);
  return {
    squad,
    enemies,
    ...(Object.keys(summons).length > 0 ? { summons } : {}),
    damage: data.damage,
    statuses: data.statuses,
    attributes: data.attributes,
    policy: encounter.policy,
  };
}
