// The rules engine of Dice Rolling Game: every formula of the game, pure (no
// Node, no DOM, no Intl), so it runs the same in the build, in the browser
// and in the tests. Pages, the designer tools, the balance page, the design
// targets, the battle simulator, the rules lab and the golden vectors call
// it; none of them computes a rule on its own.
//
// The entry names what callers need, by group:
// - rules: the engine's constants from the data's rule values (rulesFrom)
// - damage: the damage formula step by step, Defesa bonuses, growth by level
// - energy: dice, costs and the odds of paying them in a round
// - battle data: fighters, actions, effects, statuses and passives as the battle plays them, built from the game data
// - battle: one battle step by step (for a person playing it) or whole, seeded
// - policies: how the squad declares when no person chooses (policies.ts)
// - batch: many battles tallied, paired runs of two rule sets, intervals
// - progression: XP, levels, dice slots, skills known
// - economy: a mission's and a campaign's gold and Brasas
// - analysis: an action's worth, an encounter's figures, the design targets
//
// Modules not named here (the fighters in play, the phases of a round, the
// effect registry) are the engine's inside.

// ---- rules --------------------------------------------------------------------------------
export {
  MissingRuleError,
  damageRulesFrom,
  missionGoldRulesFrom,
  progressionRulesFrom,
  rewardRulesFrom,
  rulesFrom,
  upgradeRulesFrom,
  type EngineRules,
  type RuleValues,
} from './rules';

// ---- damage -------------------------------------------------------------------------------
export {
  atLevel,
  computeDamage,
  defenceBonusPercent,
  fortressRoundsToCap,
  grades,
  hitsToDefeat,
  lifeAtLevel,
  type DamageInput,
  type DamageResult,
  type DamageRules,
  type DamageStep,
  type DamageStepKind,
  type Grade,
  type Nature,
} from './damage';
export { damageCalculator } from './damageMemo';

// ---- energy -------------------------------------------------------------------------------
export {
  cappedDistribution,
  costUnits,
  cycledFaces,
  diceForSlots,
  energyCountDistribution,
  expectedEnergy,
  faceCounts,
  maxCostPerEnergy,
  maxDice,
  maxFaces,
  payOdds,
  reduced,
  type Cost,
  type Die,
  type Odds,
} from './energy';
export { expectedBestValue, payChance, payability, pays, rollOutcomes, roundsToDefeat, standardDie, type RollOutcome, type ValuedAction } from './round';

// ---- battle data --------------------------------------------------------------------------
export { roundCap, type ActionSpec, type AttributeIds, type BattleSetup, type FighterSpec, type MoveRule, type Outcome, type TargetSpec } from './battleSetup';
export {
  conditionStatuses,
  summonKey,
  type BattleEffect,
  type Condition,
  type ConditionKind,
  type EffectKind,
  type EffectTarget,
  type Grades,
  type PassiveMechanic,
  type PassiveMechanicKind,
  type StatusMechanic,
  type StatusMechanicKind,
  type StatusRule,
} from './effects';
export {
  battleEffectsFrom,
  countValue,
  passivesFrom,
  statusRulesFrom,
  type CountData,
  type EffectData,
  type PassiveMechanicData,
  type SetupReader,
  type StatusData,
  type StatusMechanicData,
} from './setup';
export {
  buildSetup,
  enemySpec,
  memberSpec,
  startingSquad,
  summonSpecs,
  type Encounter,
  type EncounterData,
  type EnemyChoice,
  type MemberChoice,
  type SimCreature,
  type SimFloor,
  type SimRole,
} from './encounter';
export { buildEnemy, enemyAttributes, enemyAttributesOf, type EnemyAttribute, type EnemyStep, type Multipliers } from './enemy';
export {
  enemyDiceSlots,
  enemyPowerAttribute,
  enemyPowerOf,
  enemyStats,
  rangeMiddle,
  rangePoint,
  roleBaseStats,
  roleStatsAt,
  type BaseStats,
  type FighterStats,
  type Range,
  type RangePoint,
} from './stats';
export { cellAt, columnOf, displacedCell, distance, neighbourCells, rowOf, summonCells } from './grid';

// ---- battle -------------------------------------------------------------------------------
export {
  battleOutcome,
  battleResult,
  bestMove,
  chooseAction,
  declareByPolicy,
  declareRound,
  enemiesOutOfReach,
  heroChoices,
  intents,
  resolveRound,
  simulateBattle,
  squadOutOfReach,
  startBattle,
  type BattleResult,
  type ChoiceRefusal,
  type HeroChoice,
  type Intent,
  type IntentEnding,
} from './battle';
export { sameFighter, type BattleState, type FighterState, type StatusState, type ZoneState } from './battleState';
export type { Refusal } from './declaration';
export type { BattleEvent, BattleEventKind, FallRecord, FighterRef, ZoneRef } from './events';
export { battleSeed, mulberry32 } from './random';

// ---- policies -----------------------------------------------------------------------------
export { policies, protectingPolicies, type Policy } from './battleSetup';
export { defaultPolicy } from './encounter';

// ---- batch --------------------------------------------------------------------------------
export { addBattle, emptyTally, simulateMany, simulateRange, wilsonInterval, type FallCause, type Tally } from './batch';
export { emptyPairedTally, pairedDifference, sideWinRate, simulatePairedRange, type PairedDifference, type PairedTally, type SideTally } from './paired';

// ---- progression --------------------------------------------------------------------------
export {
  diceSlotsAt,
  levelAfter,
  levelForXp,
  runXp,
  skillsKnownAt,
  trainingDays,
  xpCurve,
  xpToNext,
  xpToReach,
  type ProgressionRules,
  type XpCurveStep,
} from './progression';

// ---- economy ------------------------------------------------------------------------------
export {
  campaignEconomy,
  expectedGold,
  expectedMissionRewards,
  meanBattleTier,
  type MissionGold,
  type MissionGoldRules,
  type MissionRewards,
  type RegionEconomy,
  type RewardRules,
  type UpgradeRules,
} from './economy';

// ---- analysis -----------------------------------------------------------------------------
export { actionWorth } from './effectKinds';
export { statusWorth, type HitValue, type Worth, type WorthReference } from './worth';
export {
  bandMargin,
  brokenFigures,
  evaluateTarget,
  evaluateTargets,
  verdictOf,
  figuresOf,
  measureEncounter,
  sharePercent,
  skillWorth,
  sumDefeats,
  tierHardening,
  type DefeatCounts,
  type DesignTargetSpec,
  type EncounterFigures,
  type Figure,
  type FigureResult,
  type HardeningFigures,
  type TargetBand,
  type TargetResult,
  type TargetStatus,
} from './targets';
