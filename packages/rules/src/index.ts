// The rules engine: every formula of the game in one pure module (no Node
// imports, so it bundles for the browser as well as running in the build).
// Pages, the designer tools, the balance page, the design invariants and the
// battle simulator call it; none of them computes a rule on its own.
//
// - damage: computeDamage (structured steps), defenceBonusPercent, fortressRoundsToCap, hitsToDefeat, atLevel, lifeAtLevel
// - energy: payOdds (exact odds a roll pays a cost), costUnits, expectedEnergy, cycledFaces, diceForSlots
// - round: rollOutcomes, payability (cost × dice slots), expectedBestValue, roundsToDefeat
// - enemy: buildEnemy / enemyAttributesOf (archetype base × species × tier)
// - stats: rangeMiddle, roleBaseStats, roleStatsAt, enemyStats (a fighter from its data and level or tier)
// - progression: xpToNext, xpToReach, levelForXp, levelAfter, diceSlotsAt, trainingDays, runXp, skillsKnownAt
// - effects: effects, conditions, status and passive mechanics as data (the shapes the battle plays)
// - grid: columns, rows, distance, push and pull with blocked cells
// - setup: battleEffectsFrom, statusRulesFrom, passivesFrom (the data's effects, statuses and passives as the battle plays them)
// - encounter: the plain data of roles, creatures and encounters, and buildSetup (a squad and an encounter as a battle setup)
// - battle: simulateBattle / simulateMany (seeded battles played with the formulas above), wilsonInterval
// - economy: expectedMissionRewards (a mission's gold and Brasas by the average path), campaignEconomy (per region, against the upgrades)
// - worth: actionWorth (one use of an action in Vida: damage, healing, damage prevented and a status's worth)
// - paired: simulatePairedRange (the same seeds under two rule sets), pairedDifference (its interval)
// - targets: measureEncounter (win rate, rounds, damage taken, falls of seeded battles), tierHardening, skillWorth,
//   evaluateTargets (figures against the design targets' bands)
// - rules: rulesFrom (the constants above, from a plain map of rule values: id → { value })
export * from './damage';
export * from './energy';
export * from './round';
export * from './enemy';
export * from './stats';
export * from './progression';
export * from './economy';
export * from './rules';
export * from './effects';
export * from './grid';
export * from './battle';
export * from './setup';
export * from './encounter';
export * from './paired';
export * from './targets';
export * from './worth';
