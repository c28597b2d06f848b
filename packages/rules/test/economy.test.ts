import { describe, expect, it } from 'vitest';
import { expectedGold, expectedMissionGold, missionGoldRulesFrom } from '../src/index';

describe('economy: a mission’s gold by the average path', () => {
  it('adds each source at its expected value, by hand', () => {
    const gold = expectedMissionGold({
      commonBattles: 3,
      eliteBattles: 1,
      commonBattleGold: { min: 10, max: 20 },
      eliteBattleGold: { min: 30, max: 51 },
      chestGold: { min: 5, max: 15 },
      eventGoldMax: 30,
      bossGold: 100,
    });
    // 3 × 15, 1 × 40,5, 10 + 15, 100
    expect(gold).toEqual({ common: 45, elite: 40.5, finds: 25, boss: 100, total: 210.5 });
  });

  it('never leaves a range: the expected gold lies between its ends', () => {
    for (let min = 0; min < 30; min += 7)
      for (let max = min; max < 60; max += 11) {
        const value = expectedGold({ min, max });
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
      }
  });

  it('reads its constants from the rules by id', () => {
    const values = new Map(
      Object.entries({
        'progressao.batalhas-comuns-por-missao': 2,
        'progressao.batalhas-elite-por-missao': 1,
        'ouro.batalha-comum-minimo': 1,
        'ouro.batalha-comum-maximo': 3,
        'ouro.batalha-elite-minimo': 4,
        'ouro.batalha-elite-maximo': 6,
        'ouro.bau-minimo': 7,
        'ouro.bau-maximo': 9,
        'ouro.evento-maximo': 10,
        'ouro.chefe-missao': 11,
      }).map(([id, value]) => [id, { value }]),
    );
    expect(expectedMissionGold(missionGoldRulesFrom(values)).total).toBe(2 * 2 + 5 + 8 + 5 + 11);
    values.delete('ouro.bau-minimo');
    expect(() => missionGoldRulesFrom(values)).toThrow(/ouro\.bau-minimo/);
  });
});
