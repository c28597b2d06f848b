// Rules engine, progression: the XP curve, levels, dice slots by level and the
// Training of the city. The constants come from rules.yaml through
// `ProgressionRules` (built by progressionRulesFrom in rules.ts).

export interface ProgressionRules {
  /** XP to go from level N to N+1 is `xpFactor` × N (progressao.xp-fator). */
  xpFactor: number;
  /** Highest level (progressao.nivel-maximo). */
  maxLevel: number;
  /** Level of a new recruit (progressao.nivel-inicial). */
  startLevel: number;
  /** Dice slots at the start level, and the levels that add the 2nd and 3rd slot. */
  diceSlots: { initial: number; secondAt: number; thirdAt: number; max: number };
  /** Starting Training: XP per day, and the level it trains up to. */
  training: { xpPerDay: number; levelCap: number };
  /** XP per battle won, per kind of battle. */
  battleXp: { common: number; elite: number; boss: number };
  /**
   * Growth per level, in percent of the level-1 value (Vida at least `lifeMinimum` a level); Velocidade grows apart, by
   * `speed` points every `speedEvery` levels.
   */
  growth: { life: number; lifeMinimum: number; power: number; defence: number; speed: number; speedEvery: number };
}

/** XP needed to go from `level` to `level + 1`; 0 at the maximum level. */
export function xpToNext(level: number, rules: Pick<ProgressionRules, 'xpFactor' | 'maxLevel'>): number {
  if (level >= rules.maxLevel) return 0;
  return rules.xpFactor * Math.max(1, Math.floor(level));
}

/** Total XP a character has gathered when it reaches `level` from level 1. */
export function xpToReach(level: number, rules: Pick<ProgressionRules, 'xpFactor' | 'maxLevel'>): number {
  const capped = Math.min(Math.max(1, Math.floor(level)), rules.maxLevel);
  return (rules.xpFactor * (capped - 1) * capped) / 2;
}

/** One row of the XP curve: the XP to the next level (none at the maximum) and the total on reaching it. */
export interface XpCurveStep {
  level: number;
  toNext: number | undefined;
  total: number;
}

/** The whole XP curve, level 1 to the maximum (the <Tabela de="curva-xp"> rows). */
export function xpCurve(rules: Pick<ProgressionRules, 'xpFactor' | 'maxLevel'>): XpCurveStep[] {
  const steps: XpCurveStep[] = [];
  for (let level = 1; level <= rules.maxLevel; level += 1) {
    steps.push({ level, toNext: level < rules.maxLevel ? xpToNext(level, rules) : undefined, total: xpToReach(level, rules) });
  }
  return steps;
}

/** The level reached with `xp` in total from level 1 (never above the maximum). */
export function levelForXp(xp: number, rules: Pick<ProgressionRules, 'xpFactor' | 'maxLevel'>): number {
  let level = 1;
  while (level < rules.maxLevel && xpToReach(level + 1, rules) <= xp) level += 1;
  return level;
}

/** The level reached from `fromLevel` after gaining `xp` more. */
export function levelAfter(fromLevel: number, xp: number, rules: Pick<ProgressionRules, 'xpFactor' | 'maxLevel'>): number {
  return levelForXp(xpToReach(fromLevel, rules) + Math.max(0, xp), rules);
}

/** Dice slots a character has at a level. */
export function diceSlotsAt(level: number, rules: Pick<ProgressionRules, 'diceSlots'>): number {
  const { initial, secondAt, thirdAt, max } = rules.diceSlots;
  const slots = initial + (level >= secondAt ? 1 : 0) + (level >= thirdAt ? 1 : 0);
  return Math.min(slots, max);
}

/** Days of the starting Training from `fromLevel` to its cap (0 when already there or above). */
export function trainingDays(fromLevel: number, rules: Pick<ProgressionRules, 'xpFactor' | 'maxLevel' | 'training'>): number {
  const target = Math.min(rules.training.levelCap, rules.maxLevel);
  if (fromLevel >= target) return 0;
  return Math.ceil((xpToReach(target, rules) - xpToReach(fromLevel, rules)) / rules.training.xpPerDay);
}

/**
 * XP of a run: so many common, elite and boss battles won. The tier of the enemies does not change it (unlike gold, economy.ts): qualitative rule xp-
 * e-ouro-por-tier.
 */
export function runXp(battles: { common: number; elite: number; boss: number }, rules: Pick<ProgressionRules, 'battleXp'>): number {
  return battles.common * rules.battleXp.common + battles.elite * rules.battleXp.elite + battles.boss * rules.battleXp.boss;
}

/**
 * The skills a character knows at `level`: every skill of the start level,
 * and one per later unlock level, where the game offers a choice; without a
 * choice made, the first option of each (the simulator's squad).
 */
export function skillsKnownAt<Skill extends { unlock: number }>(skills: readonly Skill[], level: number, rules: Pick<ProgressionRules, 'startLevel'>): Skill[] {
  const chosen = new Set<number>();
  return skills.filter((skill) => {
    if (skill.unlock > level) return false;
    if (skill.unlock <= rules.startLevel) return true;
    if (chosen.has(skill.unlock)) return false;
    chosen.add(skill.unlock);
    return true;
  });
}
