// Rules the engine's tests play with: the damage constants and the progression
// of the game data as they stood when the hand-computed cases were written.
// A test that needs other values spreads these and names what it changes, so
// every case says which constants it depends on.
import type { ActionSpec, BattleSetup, BattleState, DamageRules, FighterRef, FighterSpec, ProgressionRules, StatusState, TargetSpec } from '../src/index';

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
  growth: { life: 5, lifeMinimum: 2, power: 3, defence: 3, speed: 1, speedEvery: 2 },
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

/** A fighter of the small hand-built battles: Defesa 0, Poder 100, one red die; `extra` overrides its fields. */
export function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[], extra: Partial<FighterSpec> = {}): FighterSpec {
  return { id, name: id, cell, life, defence: 0, speed, power: 100, dice: [['vermelha']], actions, ...extra };
}

/** A fighter with nothing to do: the slowest, with no action, so a battle's enemies only stand there. */
export const idle = (id: string, cell: number, life = 1000): FighterSpec => fighter(id, cell, life, 1, []);

/**
 * A blow that marks only the other side's front, with the reach past it that the game data gave
 * (alcance.colunas-alem-da-frente) when the cases that rely on it were written: the middle, once the front is empty.
 */
export const frontOnly = { side: 'enemy', multiple: false, columns: [2], beyondFront: 1 } satisfies TargetSpec;

/** An action's target when it falls on whoever uses it. */
export const selfTarget = { side: 'self', multiple: false, columns: anyColumn } satisfies TargetSpec;

/** A battle of these fighters with the test damage rules, the given statuses and the greedy policy. */
export const testSetup = (squad: FighterSpec[], enemies: FighterSpec[], statuses: BattleSetup['statuses'] = {}): BattleSetup => ({
  squad,
  enemies,
  damage: testDamageRules,
  statuses,
  policy: 'damage',
});

/** The state with a fighter's Vida or statuses set by hand, as a page would store them. */
export function planted(state: BattleState, who: FighterRef, change: { life?: number; statuses?: StatusState[] }): BattleState {
  const copy = JSON.parse(JSON.stringify(state)) as BattleState;
  const member = copy.sides[who.side][who.index];
  if (!member) throw new Error(`no fighter ${who.side}:${who.index}`);
  Object.assign(member, change);
  return copy;
}

/** An encounter's shares other than its wins, all 0 (falls, draws out of reach, losses, each with its interval). */
export const noShares = {
  fallsShare: 0,
  fallsLow: 0,
  fallsHigh: 0,
  outOfReachShare: 0,
  outOfReachLow: 0,
  outOfReachHigh: 0,
  lossShare: 0,
  lossLow: 0,
  lossHigh: 0,
  shelteredWinShare: 0,
  shelteredWinLow: 0,
  shelteredWinHigh: 0,
};
