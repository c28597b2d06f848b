// Rules the engine's tests play with: the damage constants and the progression
// of the game data as they stood when the hand-computed cases were written.
// A test that needs other values spreads these and names what it changes, so
// every case says which constants it depends on.
import type { ActionSpec, DamageRules, ProgressionRules } from '../src/index';

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

/** Every column of a side. */
export const anyColumn = [0, 1, 2];

/** A plain single-target physical hit of `amount`, usable from and at any column; `extra` overrides its fields. */
export function hit(id: string, amount: number, extra: Partial<ActionSpec> = {}): ActionSpec {
  return {
    id,
    name: id,
    skill: false,
    cost: {},
    from: anyColumn,
    target: { side: 'enemy', multiple: false, columns: anyColumn },
    effects: [{ kind: 'damage', amount, nature: 'physical', hits: 1, targets: 'target' }],
    ...extra,
  };
}

/** Mover as the game data writes it: one step along a row or a column (diagonals when asked), swapping with an ally; enemies use it as a last resort. */
export const mover = (extra: Partial<NonNullable<ActionSpec['move']>> = {}): ActionSpec => ({
  id: 'mover',
  name: 'Mover',
  skill: false,
  cost: {},
  from: [0, 1, 2],
  target: { side: 'self', multiple: false, columns: [0, 1, 2] },
  effects: [],
  move: { steps: 1, diagonals: false, swap: true, lastResort: true, ...extra },
});
