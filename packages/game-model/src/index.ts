// The game model's one public entry: what the renderers (plugins/game-data),
// the designer tools and the tests use of the data of data/game/. Grouped by
// what a caller needs; the files behind it are this package's own.

// The data's schema and the types of its records.
export {
  files,
  units,
  type FileName,
  type GameData,
  type Rule,
  type Unit,
  type Role,
  type Skill,
  type Creature,
  type EnemyRole,
  type Status,
  type CommonAction,
  type ActionTarget,
  type GridColumn,
  roleSchema,
} from './schema';
export {
  attackEffects,
  damageTypes,
  elementalTypes,
  type Condition,
  type Count,
  type DamageEffect,
  type DamageType,
  type Effect,
  type StatusMechanicData,
} from './effects';
export {
  decisionsTouching,
  newestFirst,
  lookupOf,
  pageOf,
  referenceKinds,
  resolveReference,
  type Decision,
  type QualitativeRule,
  type ReferenceKind,
  type ReferenceLookup,
  type ResolvedReference,
} from './decisions';

// Loading and checking: a folder's files, parsed, checked and built into the model.
export { currentGameModel, loadGameModel } from './folder';
export { fieldPath, parseAll, parseFile, readSources, sourcePaths, type SourceFile } from './load';
export { GameDataError, formatProblem, type DataProblem } from './problems';
export { buildModel, type GameModel } from './model';
export { statusDurationProblems } from './statusDurations';
export { originsOf, placeholderPattern, placeholderUses, textsWithPlaceholders, type PlaceholderUse } from './placeholders';

// Looking records and rules up; a missing one throws a RenderError in Portuguese.
export { RenderError, attributeName, engineRulesOf, need, ruleOf, ruleValueOf, skillOf } from './lookup';

// From the model to the rules engine: encounters (the simulator's data) and the balance measures.
export { battleEffects, defendAction, fromColumns, moveAction, startingSquadOf, presetFloors, setupReader, simulatorToolData, targetSpec } from './encounters';
export {
  balanceContext,
  bandOf,
  diceAt,
  effectsDamage,
  enemyAtTier,
  enemyDamageActions,
  enemyDamagePerRound,
  enemyDice,
  enemyStrongestHit,
  hitAfterDefence,
  isDamaging,
  missionXp,
  payabilityAt,
  roleDamageActions,
  rolePowersAt,
  roleDamagePerRound,
  roleStats,
  skillPayability,
  type BalanceContext,
  type EnemyAtTier,
} from './measures';

// Design targets: the figures that turn the model and the engine into each target's verdict (battles on every policy and seed, formulas).
export {
  bandDecisionProblems,
  battleMeasuresOf,
  battleMeasureOptions,
  scanMeasuresOf,
  bossCurveOf,
  bossLevelOf,
  bossLevelsOf,
  brokenTargetLines,
  checkTargets,
  evaluateDesignTargets,
  measureForTargets,
  oneHitShares,
  specOf,
  TargetError,
  type Target,
  type TargetEvaluation,
  type TargetMeasures,
} from './targets';
// The battle-measured design targets, whole: their module is also the game
// model's browser-safe entry (`@dice-rolling/game-model/battle-targets`, the
// rules lab's), so its names are listed once, there.
export * from './battleTargets';
