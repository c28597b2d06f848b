// Fighters' stats from their data, by hand: a role's ranges and level, a
// creature's base × species × tier, an enemy's Poder.
import { describe, expect, it } from 'vitest';
import { buildEnemy, enemyPowerOf, enemyStats, hitsToDefeat, rangeMiddle, rangePoint, roleBaseStats, roleStatsAt } from '../src/index';
import { testProgressionRules } from './fixtures';

describe('fighters from their data', () => {
  it('a range at its low end or its middle (rounded down); no range is 0', () => {
    expect(rangePoint({ min: 10, max: 15 }, 'min')).toBe(10);
    expect(rangePoint({ min: 10, max: 15 }, 'middle')).toBe(12);
    expect(rangePoint(undefined, 'min')).toBe(0);
    expect(rangeMiddle(undefined)).toBe(0);
  });

  it("a role's level-1 stats from its ranges, with the normal Poder", () => {
    const ranges = { vida: { min: 80, max: 101 }, defesa: { min: 20, max: 30 }, velocidade: { min: 5, max: 8 } };
    expect(roleBaseStats(ranges, 'middle', 100)).toEqual({ life: 90, defence: 25, speed: 6, power: 100 });
    expect(roleBaseStats(ranges, 'min', 100)).toEqual({ life: 80, defence: 20, speed: 5, power: 100 });
    expect(roleBaseStats({}, 'min', 90)).toEqual({ life: 0, defence: 0, speed: 0, power: 90 });
    // A role whose data gives its Poder de Ataque plays it instead of the normal one.
    expect(roleBaseStats({ ...ranges, 'poder-de-ataque': { min: 110, max: 121 } }, 'middle', 100).power).toBe(115);
    expect(roleBaseStats({ ...ranges, 'poder-de-ataque': { min: 110, max: 121 } }, 'min', 100).power).toBe(110);
  });

  it('a role at level 5: Vida +5 a level (5% of 100), Defesa and Poder +3% a level, Velocidade +1 every 2 levels, 2 dice', () => {
    expect(roleStatsAt({ life: 100, defence: 20, speed: 7, power: 100 }, 5, testProgressionRules)).toEqual({
      life: 120,
      defence: 22,
      speed: 9,
      power: 112,
      diceSlots: 2,
    });
  });

  // progressao.ganho-velocidade every progressao.intervalo-velocidade levels: the progression page showed it, and the
  // battles played every level at the level-1 Velocidade.
  it('Velocidade grows by whole intervals past level 1: none at level 2, the first gain at level 3', () => {
    const speedAt = (level: number) => roleStatsAt({ life: 100, defence: 20, speed: 7, power: 100 }, level, testProgressionRules).speed;
    expect([1, 2, 3, 4, 5, 10].map(speedAt)).toEqual([7, 7, 8, 8, 9, 11]);
  });

  it('a creature: base × species × tier rounded up, its Poder by the multipliers, one die, at least 1 Vida', () => {
    const steps = buildEnemy({ vida: 20, defesa: 10 }, { vida: 1.25 }, { vida: 1.3, velocidade: 2 });
    expect(steps).toEqual([
      { attribute: 'vida', base: 20, species: 1.25, tier: 1.3, exact: 32.5, value: 33 },
      { attribute: 'defesa', base: 10, species: 1, tier: 1, exact: 10, value: 10 },
      { attribute: 'velocidade', base: 0, species: 1, tier: 2, exact: 0, value: 0 },
    ]);
    expect(enemyStats({ vida: 40, defesa: 10, velocidade: 5 }, { 'poder-de-ataque': 1.2 }, { vida: 1.5, 'poder-de-ataque': 1.25 }, 100)).toEqual({
      life: 60,
      defence: 10,
      speed: 5,
      power: 150,
      diceSlots: 1,
    });
    expect(enemyStats({}, {}, {}, 100).life).toBe(1);
    expect(enemyPowerOf({}, {}, 100)).toBe(100);
    expect(enemyPowerOf({ 'poder-de-ataque': 1.234 }, {}, 100)).toBe(123);
    expect(enemyPowerOf({ 'poder-de-ataque': 1.235 }, {}, 100)).toBe(124);
  });

  it('hits to defeat: 100 Vida at 30 a hit is 4, at 25 is 4; nothing dealt or nothing to take, none', () => {
    expect(hitsToDefeat(100, 30)).toBe(4);
    expect(hitsToDefeat(100, 25)).toBe(4);
    expect(hitsToDefeat(1, 1)).toBe(1);
    expect(hitsToDefeat(100, 0)).toBeUndefined();
    expect(hitsToDefeat(0, 10)).toBeUndefined();
  });
});
