// Rules the engine's tests play with: the damage constants and the progression
// of the game data as they stood when the hand-computed cases were written.
// A test that needs other values spreads these and names what it changes, so
// every case says which constants it depends on.
import type { DamageRules, ProgressionRules } from '../src/index';

export const testDamageRules: DamageRules = {
  normalPower: 100,
  defenceConstant: 100,
  minimumDamage: 1,
  gradePercent: { fraqueza: 50, normal: 0, resistencia: -50, imunidade: -100 },
  defendBonus: 50,
  fortressBonus: 10,
  fortressCap: 30,
  bonusCap: 100,
};

export const testProgressionRules: ProgressionRules = {
  xpFactor: 50,
  maxLevel: 10,
  startLevel: 1,
  diceSlots: { initial: 1, secondAt: 5, thirdAt: 10, max: 3 },
  training: { xpPerDay: 50, levelCap: 5 },
  battleXp: { common: 40, elite: 80, boss: 200 },
  growth: { life: 5, lifeMinimum: 2, power: 3, defence: 3 },
};
