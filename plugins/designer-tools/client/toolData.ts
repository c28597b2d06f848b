// The data each designer tool gets on its page (plain JSON built by
// src/payload.ts from the game model) and the small readings of it that both
// the tool in the browser and the table precomputed at build time make.
import { roleStatsAt, type Cost, type DamageRules, type ProgressionRules } from '@dice-rolling/rules';
import type { BoardAction } from './targetBoards';

/** The designer tools, by the id a page's loader element names. */
export type ToolId = 'energia' | 'dano' | 'inimigos' | 'alvos' | 'simulador';

/** What the loader hands a tool: its data and the anchor of its frame (for copied links). */
export interface ToolProps<D> {
  data: D;
  anchor: string;
}

export interface EnergyToolData {
  energies: { id: string; name: string; plural: string; colour: string }[];
  cycle: string[];
  dice: { id: string; name: string; faces: number }[];
  /** Costs of the precomputed table, also offered as examples. */
  examples: Cost[];
}

export function costText(data: Pick<EnergyToolData, 'energies'>, cost: Cost): string {
  const parts = data.energies
    .filter((energy) => (cost[energy.id] ?? 0) > 0)
    .map((energy) => {
      const amount = cost[energy.id] ?? 0;
      return `${amount} ${amount === 1 ? energy.name : energy.plural}`;
    });
  return parts.length === 0 ? 'sem custo' : parts.join(' + ');
}

export const slotCounts = [1, 2, 3] as const;

export interface Combatant {
  id: string;
  group: string;
  name: string;
  /** Level-1 (or fixed) values. */
  defence: number;
  life: number;
  power: number;
  /** Poder elemental (the Poder de Ataque when not given) and Defesa elemental in percent (0 when not given). */
  elementalPower?: number;
  elementalDefence?: number;
  /** Playable roles grow with level; data roles and creatures do not. */
  levels: boolean;
  /** Creatures: their values at each tier (replaces defence/life). */
  tiers?: Record<string, { defence: number; life: number }>;
  attacks: { name: string; damage: number }[];
  /** Its Vida and Defesa are a proposal (marked in the page's table). */
  proposed: boolean;
}

export interface DamageToolData {
  rules: DamageRules;
  /** The damage formula (dano.constante-defesa) is a proposal: every damage the page's table computes wears the mark. */
  formulaProposed: boolean;
  growth: ProgressionRules['growth'];
  diceSlots: ProgressionRules['diceSlots'];
  maxLevel: number;
  tiers: { id: string; name: string }[];
  combatants: Combatant[];
}

/** The attacker a tool starts with: a role of the game data with an attack (Fighter's Quick Slash). */
export function defaultAttacker(data: Pick<DamageToolData, 'combatants'>): Combatant | undefined {
  const withAttacks = data.combatants.filter((combatant) => combatant.attacks.length > 0);
  return withAttacks.find((combatant) => combatant.id.startsWith('dados-')) ?? withAttacks[0];
}

export interface CombatantValues {
  defence: number;
  life: number;
  power: number;
  elementalPower: number;
  elementalDefence: number;
}

/** A combatant's Defesa, Vida, Poderes and Defesa elemental at a level and tier (the Poderes grow by level as the Poder de Ataque does). */
export function combatantValues(data: Pick<DamageToolData, 'growth' | 'diceSlots'>, combatant: Combatant, level: number, tierId: string): CombatantValues {
  const elemental = { elementalPower: combatant.elementalPower ?? combatant.power, elementalDefence: combatant.elementalDefence ?? 0 };
  const tiered = combatant.tiers?.[tierId];
  if (tiered) return { ...tiered, power: combatant.power, ...elemental };
  if (!combatant.levels) return { defence: combatant.defence, life: combatant.life, power: combatant.power, ...elemental };
  const { defence, life, power } = roleStatsAt({ life: combatant.life, defence: combatant.defence, speed: 0, power: combatant.power }, level, data);
  const elementalPower = roleStatsAt({ life: 0, defence: 0, speed: 0, power: elemental.elementalPower }, level, data).power;
  return { defence, life, power, elementalPower, elementalDefence: elemental.elementalDefence };
}

/** The enemy builder's pieces; a piece's `proposed` (an open proposal) marks the values built from it in the page's table. */
export interface EnemyToolData {
  attributes: { id: string; name: string }[];
  archetypes: { id: string; name: string; base: Record<string, number>; proposed?: boolean }[];
  species: { id: string; name: string; multipliers: Record<string, number>; proposed?: boolean }[];
  tiers: { id: string; name: string; multipliers: Record<string, number>; proposed?: boolean }[];
  roles: { id: string; name: string; attributes: Record<string, { min: number; max: number }> }[];
}

export interface BoardsToolData {
  actions: BoardAction[];
}
