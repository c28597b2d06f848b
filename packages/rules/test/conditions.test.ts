// Conditions (`when` in the data) on tiny battles computed by hand: Defesa 0
// and Poder 100, so a hit deals its amount; one-face dice, fixed speeds.
// The enemies have 10 000 Vida, so each battle runs to the round cap (50) and
// what each one lost tells how often each conditional blow landed.
import { describe, expect, it } from 'vitest';
import {
  conditionStatuses,
  simulateBattle,
  type ActionSpec,
  type BattleEffect,
  type BattleSetup,
  type Condition,
  type FighterSpec,
  type StatusRule,
} from '../src/index';
import { anyColumn, testDamageRules } from './fixtures';

const damage = (amount: number, when?: Condition[]): BattleEffect => ({
  kind: 'damage',
  amount,
  nature: 'physical',
  hits: 1,
  targets: 'target',
  ...(when ? { when } : {}),
});
const action = (id: string, effects: BattleEffect[], side: 'enemy' | 'self' = 'enemy'): ActionSpec => ({
  id,
  name: id,
  skill: false,
  cost: {},
  from: anyColumn,
  target: { side, multiple: side === 'enemy', columns: anyColumn },
  effects,
});
const fighter = (id: string, cell: number, life: number, speed: number, actions: ActionSpec[]): FighterSpec => ({
  id,
  name: id,
  cell,
  life,
  defence: 0,
  speed,
  power: 100,
  dice: [['red']],
  actions,
});
const statuses: Record<string, StatusRule> = {
  hex: { negative: true, turns: 3, stacking: 'refresh', mechanics: [] },
  brace: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'defending' }] },
  stun: { negative: true, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'skip-turn' }] },
};
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => ({ squad, enemies, damage: testDamageRules, statuses, policy: 'damage' });
/** Vida each enemy lost over the battle. */
const lost = (setup: BattleSetup): number[] => {
  const result = simulateBattle(setup, 1);
  return setup.enemies.map((enemy, index) => enemy.life - (result.final[setup.squad.length + index]?.life ?? 0));
};

describe('conditions on the receiver', () => {
  it('in a column, in a row: 10 more on the front column, 100 more on the bottom row, every round for 50 rounds', () => {
    const volley = action('volley', [damage(1), damage(10, [{ is: 'in-column', columns: [2] }]), damage(100, [{ is: 'in-row', rows: [1] }])]);
    // b top front, c top back, d bottom front.
    const enemies = [fighter('b', 2, 10_000, 5, []), fighter('c', 0, 10_000, 5, []), fighter('d', 5, 10_000, 5, [])];
    expect(lost(setupOf([fighter('a', 2, 100, 10, [volley])], enemies))).toEqual([11 * 50, 1 * 50, 111 * 50]);
  });

  it('no negative status, read as the action begins: the clean blow lands only before the first hex', () => {
    const cursing = action('cursing', [damage(1), damage(100, [{ is: 'no-negative-status' }]), { kind: 'status', status: 'hex', targets: 'target' }]);
    // Round 1: 1 + 100, and the hex (3 turns, renewed every round); then 1 a round.
    expect(lost(setupOf([fighter('a', 2, 100, 10, [cursing])], [fighter('b', 2, 10_000, 5, [])]))).toEqual([101 + 49]);
  });

  it('defending: the blow lands on the enemy that braced before the attacker acts, not on the one that did not', () => {
    const punish = action('punish', [damage(1), damage(100, [{ is: 'defending' }])]);
    const brace = action('brace', [{ kind: 'status', status: 'brace', targets: 'self' }], 'self');
    // b (faster than a) braces every round; c does nothing.
    const enemies = [fighter('b', 2, 10_000, 20, [brace]), fighter('c', 1, 10_000, 5, [])];
    expect(lost(setupOf([fighter('a', 2, 100, 10, [punish])], enemies))).toEqual([101 * 50, 1 * 50]);
  });

  it('life at most a share holds on the share itself: at 25 of 100 the target is executed, a round before 25 would fall to the blows', () => {
    const execution = action('execution', [{ kind: 'execute', targets: 'target', when: [{ is: 'life-at-most', percent: 25 }] }, damage(15)]);
    // 100 → 85 → 70 → 55 → 40 → 25 (round 5); round 6 begins at 25: executed.
    expect(simulateBattle(setupOf([fighter('a', 2, 100, 10, [execution])], [fighter('b', 2, 100, 5, [])]), 1).rounds).toBe(6);
  });
});

describe('hit times', () => {
  it('two hits in the action stun, one does not: the stunned enemy never bites; the other bites 30 a round and fells A (100) in round 4', () => {
    const stunning = (hits: number) =>
      action('flurry', [
        { kind: 'damage', amount: 1, nature: 'physical', hits, targets: 'target' },
        { kind: 'status', status: 'stun', targets: 'target', when: [{ is: 'hit-times', count: 2 }] },
      ]);
    const battle = (hits: number) =>
      simulateBattle(setupOf([fighter('a', 2, 100, 20, [stunning(hits)])], [fighter('b', 2, 10_000, 10, [action('bite', [damage(30)])])]), 1);
    expect(battle(2)).toMatchObject({ outcome: 'draw', rounds: 50, enemyDamage: 0 });
    expect(battle(1)).toMatchObject({ outcome: 'defeat', rounds: 4 });
  });
});

describe('the statuses conditions name', () => {
  it('are the statuses of the has-status conditions, turned around or not, to check them against the data', () => {
    expect(
      conditionStatuses([
        { is: 'has-status', status: 'burn' },
        { is: 'life-below', percent: 50 },
        { is: 'has-status', status: 'stun', not: true },
      ]),
    ).toEqual(['burn', 'stun']);
    expect(conditionStatuses(undefined)).toEqual([]);
  });
});
