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
  /** On the user's own side, only the others: the user is never its own target (Correnteza Vital links another ally). */
  others?: boolean;
  /**
   * On a grid of the other side that marks the front and not the middle: how many columns past the front it reaches, one
   * at a time, each while no one stands in the column before (the game data's rule alcance.colunas-alem-da-frente); none, 0.
   */
  beyondFront?: number;
}

/** Mover (common-actions.yaml): where the action takes its user on its own grid, and who declares it when. */
export interface MoveRule {
  /** Steps of one cell per use (1: a neighbouring cell). */
  steps: number;
  /** Whether a diagonal cell is a neighbour; otherwise only along a row or a column. */
  diagonals: boolean;
  /** A standing ally in the cell swaps places with the user; otherwise the cell is blocked. */
  swap: boolean;
  /**
   * Enemies (and the random policy, which plays like them) declare it only when no other action
   * has a valid target, toward a cell from which one would; otherwise it is one more random choice.
   */
  lastResort: boolean;
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
  /** Set on Mover: the action names a destination cell of the user's grid, not a fighter. */
  move?: MoveRule;
  /**
   * Set on Defender: its effects also fall when the resolution begins, before anyone
   * acts, so a faster enemy's blow meets them (Batalha page, order of a round).
   */
  atResolutionStart?: boolean;
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

/**
 * How the squad declares when no person chooses (policies.ts): the most damage
 * payable now, healing first, focus fire, reading the enemies' intents, or at
 * random as the enemies do (the floor every other is measured against).
 */
export type Policy = 'damage' | 'healing' | 'focus' | 'intents' | 'random';
export const policies: readonly Policy[] = ['damage', 'healing', 'focus', 'intents', 'random'];
/** The policies whose own rule heals or protects an ally before it deals damage: "healing" (an ally below half) and "intents" (the ally a declared hit would drop). */
export const protectingPolicies: readonly Policy[] = ['healing', 'intents'];

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
