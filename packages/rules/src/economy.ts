// Rules engine, economy: the gold a mission brings on average, from the
// ranges the Moeda rules give each source. A source drawn from a range gives
// its expected value, the middle of the range; an event gives between nothing
// and its maximum, so half of it.
import type { Range } from './stats';

export interface MissionGoldRules {
  commonBattles: number;
  eliteBattles: number;
  commonBattleGold: Range;
  eliteBattleGold: Range;
  chestGold: Range;
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

/** The gold of a mission by the average path: each source at its expected value, times how many the mission has. */
export function expectedMissionGold(rules: MissionGoldRules): MissionGold {
  const common = rules.commonBattles * expectedGold(rules.commonBattleGold);
  const elite = rules.eliteBattles * expectedGold(rules.eliteBattleGold);
  const finds = expectedGold(rules.chestGold) + rules.eventGoldMax / 2;
  const boss = rules.bossGold;
  return { common, elite, finds, boss, total: common + elite + finds + boss };
}
