// Rules engine, economy: the gold and Brasas a mission brings on average,
// from the ranges the Moeda rules give each source, summed along the campaign
// against the city's upgrades. A source drawn from a range gives
// its expected value, the middle of the range; a chest, that middle only when it
// holds gold and not an item; an event gives between nothing and its maximum,
// so half of it.
import type { Range } from './stats';

export interface MissionGoldRules {
  commonBattles: number;
  eliteBattles: number;
  commonBattleGold: Range;
  eliteBattleGold: Range;
  chestGold: Range;
  /** Chance, in percent, that a chest holds an item in place of its gold (ouro.bau-chance-item): the gold counts only the rest. */
  chestItemChance: number;
  eventGoldMax: number;
  bossGold: number;
}

export interface MissionGold {
  common: number;
  elite: number;
  /** One chest and one event. */
  finds: number;
  boss: number;
  total: number;
}

/** The expected gold of a source drawn evenly from a range (not rounded: a mean, not a character's value). */
export function expectedGold(range: Range): number {
  return (range.min + range.max) / 2;
}

// ---- Rewards along the campaign ----------------------------------------------------------
// The path the data implies: each region has its missions (or, while it has
// none, as many as the first region), each mission the typical path's
// battles, one per floor. A battle's gold is its range's middle times the
// tier of its enemies: a region of order r starts at tier r on its first
// floors, mixes tiers r and r + 1 in the middle ones and ends at r + 1 (the
// floor limits of dungeon.tier.*); an elite's enemies stand
// dungeon.tier.elite-acima tiers above the floors' mean (qualitative rule
// xp-e-ouro-por-tier); the boss's gold grows with the region's first tier.
// Brasas come from each boss beaten the first time and, with a chance, from
// the elites. The city's upgrades a region asks for are the next
// `upgradesPerRegion` levels of every structure.

export interface RewardRules extends MissionGoldRules {
  /** Last floor with only the region's first tier, and last floor with both tiers mixed. */
  lowerTierUntil: number;
  mixedTierUntil: number;
  bossBrasas: number;
  /** Brasas an elite battle gives when it gives any. */
  eliteBrasas: number;
  /** Chance, in percent, that an elite battle gives its Brasas. */
  eliteBrasaChance: number;
  /** Tiers an elite battle's enemies stand above the floor's (dungeon.tier.elite-acima): its gold counts their tier. */
  eliteTiersAbove: number;
}

export interface UpgradeRules {
  structures: number;
  /** Gold and Brasas to reach level 2, 3, … (index 0: level 2). */
  gold: number[];
  brasas: number[];
  upgradesPerRegion: number;
}

/** The mean tier of a mission's battles before its boss, in a region whose first tier is `firstTier` (one battle per floor, from the first). */
export function meanBattleTier(rules: Pick<RewardRules, 'commonBattles' | 'eliteBattles' | 'lowerTierUntil' | 'mixedTierUntil'>, firstTier: number): number {
  const battles = rules.commonBattles + rules.eliteBattles;
  if (battles <= 0) return firstTier;
  let sum = 0;
  for (let floor = 1; floor <= battles; floor += 1)
    sum += floor <= rules.lowerTierUntil ? firstTier : floor <= rules.mixedTierUntil ? firstTier + 0.5 : firstTier + 1;
  return sum / battles;
}

export interface MissionRewards extends MissionGold {
  /** Mean tier of the battles before the boss. */
  tier: number;
  brasas: number;
}

/** A mission's gold and Brasas by the average path, in a region whose first tier is `firstTier` (the Tundra: 1). */
export function expectedMissionRewards(rules: RewardRules, firstTier: number): MissionRewards {
  const tier = meanBattleTier(rules, firstTier);
  const common = rules.commonBattles * expectedGold(rules.commonBattleGold) * tier;
  const elite = rules.eliteBattles * expectedGold(rules.eliteBattleGold) * (tier + rules.eliteTiersAbove);
  const finds = (expectedGold(rules.chestGold) * (100 - rules.chestItemChance)) / 100 + rules.eventGoldMax / 2;
  const boss = rules.bossGold * firstTier;
  const brasas = rules.bossBrasas + (rules.eliteBattles * rules.eliteBrasas * rules.eliteBrasaChance) / 100;
  return { common, elite, finds, boss, total: common + elite + finds + boss, tier, brasas };
}

export interface RegionEconomy {
  /** Missions counted (the region's own, or the first region's count while it has none). */
  missions: number;
  gold: number;
  brasas: number;
  /** Structure levels the region's upgrades reach (empty once every structure is at its top). */
  levels: number[];
  upgradeGold: number;
  upgradeBrasas: number;
  /** From the first region to this one, inclusive. */
  totalGold: number;
  totalBrasas: number;
  totalUpgradeGold: number;
  totalUpgradeBrasas: number;
}

/**
 * Each region's rewards and the upgrades it asks for, in campaign order, with
 * the running totals. `shortMissions` counts, per region, the missions in a
 * short dungeon: their floors hold the battles and the boss, not the chest
 * and the event, so their finds are left out.
 */
export function campaignEconomy(
  regionMissions: readonly number[],
  rewards: RewardRules,
  upgrades: UpgradeRules,
  shortMissions: readonly number[] = [],
): RegionEconomy[] {
  const totals = { gold: 0, brasas: 0, upgradeGold: 0, upgradeBrasas: 0 };
  return regionMissions.map((missions, index) => {
    const mission = expectedMissionRewards(rewards, index + 1);
    const short = Math.min(missions, shortMissions[index] ?? 0);
    const levels: number[] = [];
    for (let step = 0; step < upgrades.upgradesPerRegion; step += 1) {
      const level = index * upgrades.upgradesPerRegion + step + 2;
      if (level - 2 < upgrades.gold.length) levels.push(level);
    }
    const cost = (list: number[]) => upgrades.structures * levels.reduce((sum, level) => sum + (list[level - 2] ?? 0), 0);
    const region = {
      missions,
      gold: missions * mission.total - short * mission.finds,
      brasas: missions * mission.brasas,
      levels,
      upgradeGold: cost(upgrades.gold),
      upgradeBrasas: cost(upgrades.brasas),
    };
    totals.gold += region.gold;
    totals.brasas += region.brasas;
    totals.upgradeGold += region.upgradeGold;
    totals.upgradeBrasas += region.upgradeBrasas;
    return {
      ...region,
      totalGold: totals.gold,
      totalBrasas: totals.brasas,
      totalUpgradeGold: totals.upgradeGold,
      totalUpgradeBrasas: totals.upgradeBrasas,
    };
  });
}
