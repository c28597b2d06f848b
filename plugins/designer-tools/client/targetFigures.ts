// The design targets that battles measure (challenge, tier, healing), as the
// build measures them and as the rules lab can in the browser: the preset
// floors played by the starting squad with the engine's measureEncounter,
// turned into each target's figures, then set against the bands by the
// engine's evaluateTargets. Browser-safe: imports the engine and this folder only.
import {
  evaluateTargets,
  measureEncounter,
  sharePercent,
  tierHardening,
  type EncounterFigures,
  type Figure,
  type Policy,
  type TargetResult,
} from '@dice-rolling/rules';
import { buildSetup, startingSquad, type MemberChoice, type SimFloor } from '@dice-rolling/rules';
import type { SimulatorToolData } from './simulator';

/** What the browser needs of a target record of data/game/targets.yaml. */
export interface BattleTarget {
  id: string;
  measure: string;
  tier?: string;
  min?: number;
  max?: number;
  /** Set when the target is shown but not checked. */
  pending?: string;
}

/** The measures of targets.yaml that battles answer; the others come from formulas, at build. */
export const battleMeasures = ['floor-win-rate', 'hardest-floor-win-rate', 'floor-falls', 'tier-harder', 'healer-healing'] as const;

/**
 * Battles per floor and the seed. 400 battles put a 95% interval of at most
 * ±5 points around a win rate (±3 near 90%), enough to tell a band of 20
 * points; the whole set of targets measures in about two seconds.
 */
export const targetBattles = 400;
export const targetSeed = 1;

export interface FloorMeasure {
  floor: SimFloor;
  figures: EncounterFigures;
}

export interface FloorMeasures {
  /** Each preset floor with the starting squad, policy "mais dano pagável agora". */
  floors: FloorMeasure[];
  /** The same floors with the policy "cura primeiro", for the Healer's healing. */
  healingFloors: FloorMeasure[];
  /** Names of the starting squad's roles, in squad order. */
  squadRoles: string[];
}

export function measureFloors(data: SimulatorToolData, battles = targetBattles, seed = targetSeed): FloorMeasures {
  const squad = startingSquad(data);
  const play = (policy: Policy) =>
    data.floors.map((floor) => ({
      floor,
      figures: measureEncounter(buildSetup(data, { squad, enemies: floor.enemies, policy }), seed, battles),
    }));
  return { floors: play('damage'), healingFloors: play('healing'), squadRoles: squad.map((member) => member.role) };
}

/** The squad the boss target plays: the starting squad raised to `level` (the top of the region's band). */
export function bossSquad(data: Pick<SimulatorToolData, 'roles' | 'progression' | 'dice'>, level: number): MemberChoice[] {
  return startingSquad(data).map((member) => ({ ...member, level }));
}

/** How the boss target names a boss's floor (its figure's subject; the rules lab's row). */
export function bossFloorSubject(floor: Pick<SimFloor, 'name'>, level: number): string {
  return `${floor.name}, equipe no nível ${level}`;
}

/**
 * Each boss's floor against the starting squad raised to `level` (the top of
 * the region's band), policy "mais dano pagável agora".
 */
export function measureBossFloors(data: SimulatorToolData, level: number, battles = targetBattles, seed = targetSeed): FloorMeasure[] {
  const squad = bossSquad(data, level);
  return (data.bossFloors ?? []).map((floor) => ({
    floor,
    figures: measureEncounter(buildSetup(data, { squad, enemies: floor.enemies, policy: 'damage' }), seed, battles),
  }));
}

const floorTier = (floor: SimFloor): string | undefined => floor.enemies[0]?.tier;

/** The id of the same floor one tier below (a floor's id ends with its tier), or undefined at the lowest tier. */
export function lowerTierFloorId(floor: SimFloor, tierOrder: readonly string[]): string | undefined {
  const tier = floorTier(floor);
  const previous = tier ? tierOrder[tierOrder.indexOf(tier) - 1] : undefined;
  return tier && previous !== undefined ? floor.id.replace(`-${tier}`, `-${previous}`) : undefined;
}
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const rate = (subject: string, value: number, low: number, high: number): Figure => ({
  subject,
  value: oneDecimal(value),
  low: oneDecimal(low),
  high: oneDecimal(high),
});

/**
 * The figures of a battle-measured target. `tierOrder` lists the tiers from
 * the lowest (a floor is compared with the same group one tier below);
 * `healerRole` is the squad's Healer, if any.
 */
export function battleFigures(target: BattleTarget, measures: FloorMeasures, tierOrder: readonly string[], healerRole: string | undefined): Figure[] {
  const ofTier = (list: FloorMeasure[]) => list.filter(({ floor }) => target.tier === undefined || floorTier(floor) === target.tier);
  switch (target.measure) {
    case 'floor-win-rate':
      return ofTier(measures.floors).map(({ floor, figures }) => rate(floor.name, figures.winRate, figures.winLow, figures.winHigh));
    case 'hardest-floor-win-rate': {
      const hardest = [...ofTier(measures.floors)].sort((a, b) => a.figures.winRate - b.figures.winRate)[0];
      return hardest ? [rate(hardest.floor.name, hardest.figures.winRate, hardest.figures.winLow, hardest.figures.winHigh)] : [];
    }
    case 'floor-falls':
      return ofTier(measures.floors).map(({ floor, figures }) => rate(floor.name, figures.fallsShare, figures.fallsLow, figures.fallsHigh));
    case 'tier-harder':
      return measures.floors.flatMap(({ floor, figures }) => {
        const lowerId = lowerTierFloorId(floor, tierOrder);
        const lower = measures.floors.find((candidate) => lowerId !== undefined && candidate.floor.id === lowerId);
        return lower ? [{ subject: `${lower.floor.name} → ${floor.name}`, value: oneDecimal(tierHardening(lower.figures, figures)) }] : [];
      });
    case 'healer-healing': {
      const index = healerRole === undefined ? -1 : measures.squadRoles.indexOf(healerRole);
      if (index < 0) return [];
      // Healing per round as a share of the Vida the squad loses per round.
      return ofTier(measures.healingFloors).map(({ floor, figures }) => ({
        subject: floor.name,
        value: oneDecimal(sharePercent(figures.members[index]?.healingPerRound ?? 0, figures.damageTaken / Math.max(1, figures.meanRounds))),
      }));
    }
    default:
      return [];
  }
}

/** The battle-measured targets evaluated: what the rules lab shows for a changed rule set, with the code the build uses. */
export function evaluateBattleTargets(
  targets: readonly BattleTarget[],
  measures: FloorMeasures,
  tierOrder: readonly string[],
  healerRole: string | undefined,
): TargetResult[] {
  const measured = targets.filter((target) => (battleMeasures as readonly string[]).includes(target.measure));
  return evaluateTargets(
    measured.map((target) => ({ id: target.id, band: { min: target.min, max: target.max }, pending: target.pending !== undefined })),
    Object.fromEntries(measured.map((target) => [target.id, battleFigures(target, measures, tierOrder, healerRole)])),
  );
}
