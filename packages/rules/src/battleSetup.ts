// Rules engine, a battle's setup: the fighters (Vida, Defesa, Velocidade,
// Poder, dice, actions with their grids and effects), the damage rules, the
// statuses' rules and the squad's policy. Plain data: encounter.ts builds it
// from the game data, the battle plays it.
import type { DamageRules } from './damage';
import type { BattleEffect, Grades, PassiveMechanic, StatusRule } from './effects';
import type { Cost, Die } from './energy';
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
  /** Poder de Ataque (the rules' normal power = unchanged damage). */
  power: number;
  /** Poder elemental, for elemental hits; the Poder de Ataque when not given. */
  elementalPower?: number;
  dice: Die[];
  actions: ActionSpec[];
  /** Grade by damage type id; a type not listed is normal. */
  grades?: Grades;
  passives?: PassiveMechanic[];
  /** Tier id (conditions may name it). */
  tier?: string;
}

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

export type Outcome = 'victory' | 'defeat' | 'draw';
