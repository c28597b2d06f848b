// The battle loop, on tiny battles checked by hand: fixed dice (one-face dice
// always give the same energy), fixed speeds, and the damage formula of the
// engine with Defesa 0 (damage = the action's damage).
import { describe, expect, it } from 'vitest';
import { simulateBattle, simulateMany, wilsonInterval, type ActionSpec, type BattleSetup, type FighterSpec } from '../src/index';
import type { DamageRules } from '../src/index';
import { frontOnly, hit, testDamageRules } from './fixtures';

const rules: DamageRules = { ...testDamageRules, fortressBonus: 5, fortressCap: 25 };

function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[]): FighterSpec {
  return { id, name: id, cell, life, defence: 0, speed, power: 100, dice: [['vermelha']], actions };
}
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => ({ squad, enemies, damage: rules, statuses: {}, policy: 'damage' });

describe('battle loop, by hand', () => {
  it('1 against 1: the faster hits first, a fallen enemy does not act', () => {
    // Round 1: A 50 → B (50 left), B 30 → A (70 left). Round 2: A 50 → B falls before acting.
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [hit('golpe', 50)])], [fighter('b', 2, 100, 5, [hit('mordida', 30)])]), 1);
    expect(result.outcome).toBe('victory');
    expect(result.rounds).toBe(2);
    expect(result.squad[0]).toMatchObject({ damage: 100, fell: false, declarations: 2, used: [2] });
    expect(result.enemyDamage).toBe(30);
  });

  it('a status that ticks: 10 damage for 2 turns of the bearer, then it ends', () => {
    // A poisons B and falls to B in round 1; the poison ticks at the start of B's turns 1 and 2, then ends.
    // C, in the back and without actions, is out of B's reach: the round cap makes it a draw.
    const poison = hit('veneno', 1, { effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns: 2, targets: 'target' }] });
    const bite = hit('mordida', 30, { target: frontOnly });
    const result = simulateBattle(setupOf([fighter('a', 2, 30, 10, [poison]), fighter('c', 0, 30, 1, [])], [fighter('b', 2, 1000, 5, [bite])]), 7);
    expect(result.outcome).toBe('draw');
    expect(result.squad[0]?.fell).toBe(true);
    expect(result.squad[0]?.damage).toBe(20);
    expect(result.enemyLifeLost).toBe(20);
  });

  it('a target that falls is replaced by the nearest valid one', () => {
    // A and C both aim at the weakest enemy (tie → lowest cell, E2 in cell 1); A fells it, C's blow slides to E1 in cell 2.
    const squad = [fighter('a', 2, 100, 10, [hit('golpe', 50)]), fighter('c', 5, 100, 9, [hit('golpe', 50)])];
    const enemies = [fighter('e1', 2, 50, 1, []), fighter('e2', 1, 50, 1, [])];
    const result = simulateBattle(setupOf(squad, enemies), 3);
    expect(result.outcome).toBe('victory');
    expect(result.rounds).toBe(1);
    expect(result.squad.map((member) => member.damage)).toEqual([50, 50]);
  });

  it('an action with no valid target left is lost and does not count as used', () => {
    const melee = hit('golpe', 50, { target: frontOnly });
    // The only enemy stands in the back: melee marks the front (and the middle when the front is empty), never the back.
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [melee])], [fighter('b', 0, 100, 5, [])]), 1);
    expect(result.outcome).toBe('draw');
    expect(result.rounds).toBe(50);
    expect(result.squad[0]?.used).toEqual([0]);
  });

  it('a cost the roll cannot pay is never used, and is counted as not affordable', () => {
    const costly = hit('especial', 90, { cost: { azul: 1 }, skill: true });
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [hit('golpe', 50), costly])], [fighter('b', 2, 100, 5, [])]), 1);
    expect(result.squad[0]?.payable).toEqual([2, 0]);
    expect(result.squad[0]?.used).toEqual([2, 0]);
  });

  it('the same seed gives the same run; another seed another one', () => {
    const random = { ...setupOf([fighter('a', 2, 100, 10, [hit('golpe', 30)])], [fighter('b', 2, 100, 10, [hit('mordida', 30)])]), policy: 'random' as const };
    expect(simulateMany(random, 42, 300)).toEqual(simulateMany(random, 42, 300));
    expect(simulateMany(random, 42, 300)).not.toEqual(simulateMany(random, 43, 300));
  });
});

describe('Wilson interval', () => {
  it('matches the textbook values', () => {
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.4038, 3);
    expect(high).toBeCloseTo(0.5962, 3);
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 });
  });
});
