// The battle-measured design targets in the browser (the rules lab): the game
// model's browser-safe entry, which measures them exactly as the build does.
export {
  battleFigures,
  battleMeasures,
  bossFloorSubject,
  bossSquad,
  evaluateBattleTargets,
  lowerTierFloorId,
  measureBattleTargets,
  targetBattles,
  targetSeed,
  targetSeeds,
  type BattleTarget,
  type FloorMeasures,
  type PolicyFloor,
} from '@dice-rolling/game-model/battle-targets';
