import { describe, expect, it } from 'vitest';
import { campaignEconomy, expectedGold, expectedMissionRewards, meanBattleTier, rewardRulesFrom, upgradeRulesFrom } from '../src/index';

/** The reward rules by id, as the game model hands them to the engine: small distinct values, with `changes` on top. */
function ruleValues(changes: Record<string, number>): Map<string, { value: number }> {
  const base = {
    'progressao.batalhas-comuns-por-missao': 2,
    'progressao.batalhas-elite-por-missao': 1,
    'ouro.batalha-comum-minimo': 1,
    'ouro.batalha-comum-maximo': 3,
    'ouro.batalha-elite-minimo': 4,
    'ouro.batalha-elite-maximo': 6,
    'ouro.bau-minimo': 7,
    'ouro.bau-maximo': 9,
    'ouro.bau-chance-item': 0,
    'ouro.evento-maximo': 10,
    'ouro.chefe-missao': 11,
    'dungeon.tier.so-t1-ate': 5,
    'dungeon.tier.misto-ate': 5,
    'brasas.chefe-primeira-vez': 2,
    'brasas.elite-chance': 50,
    'brasas.elite': 1,
    'dungeon.tier.elite-acima': 0,
  };
  return new Map(Object.entries({ ...base, ...changes }).map(([id, value]) => [id, { value }]));
}

describe('economy: a mission’s gold by the average path', () => {
  it('adds each source at its expected value, by hand', () => {
    const gold = expectedMissionRewards(
      {
        commonBattles: 3,
        eliteBattles: 1,
        commonBattleGold: { min: 10, max: 20 },
        eliteBattleGold: { min: 30, max: 51 },
        chestGold: { min: 5, max: 15 },
        chestItemChance: 0,
        eventGoldMax: 30,
        bossGold: 100,
        // Every floor at the region's first tier, 1: the gold is the ranges' middles.
        lowerTierUntil: 10,
        mixedTierUntil: 10,
        bossBrasas: 3,
        eliteBrasas: 1,
        eliteBrasaChance: 25,
        eliteTiersAbove: 0,
      },
      1,
    );
    // 3 × 15, 1 × 40,5, 10 + 15, 100; Brasas 3 + 25% of one.
    expect(gold).toEqual({ common: 45, elite: 40.5, finds: 25, boss: 100, total: 210.5, tier: 1, brasas: 3.25 });
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
    const values = ruleValues({
      'progressao.batalhas-elite-por-missao': 1,
      'brasas.chefe-primeira-vez': 2,
      'brasas.elite-chance': 50,
    });
    expect(expectedMissionRewards(rewardRulesFrom(values), 1)).toMatchObject({ total: 2 * 2 + 5 + 8 + 5 + 11, brasas: 2.5 });
    values.delete('ouro.bau-minimo');
    expect(() => rewardRulesFrom(values)).toThrow(/ouro\.bau-minimo/);
  });

  it('counts a chest’s gold only when it holds gold, not the item ouro.bau-chance-item puts in its place, by hand', () => {
    const values = ruleValues({ 'ouro.bau-minimo': 10, 'ouro.bau-maximo': 30, 'ouro.evento-maximo': 10, 'ouro.bau-chance-item': 25 });
    // The chest's middle, 20, three times in four; the event 10 ÷ 2.
    expect(expectedMissionRewards(rewardRulesFrom(values), 1).finds).toBe(20);
    values.set('ouro.bau-chance-item', { value: 100 });
    expect(expectedMissionRewards(rewardRulesFrom(values), 1).finds).toBe(5);
    values.delete('ouro.bau-chance-item');
    expect(() => rewardRulesFrom(values)).toThrow(/ouro\.bau-chance-item/);
  });

  it('gives an elite battle as many Brasas as brasas.elite says, not one by assumption', () => {
    const values = ruleValues({
      'progressao.batalhas-elite-por-missao': 2,
      'brasas.chefe-primeira-vez': 3,
      'brasas.elite-chance': 25,
    });
    // 3 from the boss, 2 elites × 25% × 1 Brasa.
    expect(expectedMissionRewards(rewardRulesFrom(values), 1).brasas).toBe(3.5);
    // Two Brasas per elite: 3 + 2 × 25% × 2.
    values.set('brasas.elite', { value: 2 });
    expect(expectedMissionRewards(rewardRulesFrom(values), 1).brasas).toBe(4);
    values.delete('brasas.elite');
    expect(() => rewardRulesFrom(values)).toThrow(/brasas\.elite/);
  });
});

describe('economy: the rewards along the campaign', () => {
  const rewards = {
    commonBattles: 3,
    eliteBattles: 1,
    commonBattleGold: { min: 10, max: 20 },
    eliteBattleGold: { min: 40, max: 60 },
    chestGold: { min: 5, max: 15 },
    chestItemChance: 0,
    eventGoldMax: 30,
    bossGold: 100,
    lowerTierUntil: 2,
    mixedTierUntil: 3,
    bossBrasas: 2,
    eliteBrasas: 1,
    eliteBrasaChance: 50,
    eliteTiersAbove: 0,
  };

  it('averages the tier of the battles before the boss, floor by floor, by hand', () => {
    // Floors 1–2 at tier 1, floor 3 mixed (1,5), floor 4 at tier 2: (1 + 1 + 1,5 + 2) / 4.
    expect(meanBattleTier(rewards, 1)).toBe(1.375);
    // One region later everything is one tier up.
    expect(meanBattleTier(rewards, 2)).toBe(2.375);
    // Five battles: floors 1–2 at tier 1, floor 3 mixed, floors 4–5 at tier 2: (1 + 1 + 1,5 + 2 + 2) / 5.
    expect(meanBattleTier({ ...rewards, commonBattles: 4 }, 1)).toBe(1.5);
  });

  it('a mission with no battle before its boss is at the region’s first tier, not NaN', () => {
    expect(meanBattleTier({ ...rewards, commonBattles: 0, eliteBattles: 0 }, 3)).toBe(3);
  });

  it('multiplies the battles’ gold by their tier and the boss’s by the region’s first tier, by hand', () => {
    const mission = expectedMissionRewards(rewards, 2);
    // Commons 3 × 15 × 2,375; elite 50 × 2,375; chest 10 + event 15; boss 100 × 2; Brasas 2 + 1 × 50%.
    expect(mission).toEqual({ common: 106.875, elite: 118.75, finds: 25, boss: 200, total: 450.625, tier: 2.375, brasas: 2.5 });
  });

  it('pays an elite battle by its enemies’ tier, dungeon.tier.elite-acima above the floors’ mean tier, by hand', () => {
    // The elite's enemies one tier above: 50 × (2,375 + 1); the commons stay at the floors' tier, 3 × 15 × 2,375.
    expect(expectedMissionRewards({ ...rewards, eliteTiersAbove: 1 }, 2)).toMatchObject({ common: 106.875, elite: 168.75, tier: 2.375 });
    const values = ruleValues({ 'dungeon.tier.so-t1-ate': 10, 'dungeon.tier.misto-ate': 10, 'dungeon.tier.elite-acima': 2 });
    // Every floor at tier 1, the elite two above it: 1 elite × 5 × 3.
    expect(expectedMissionRewards(rewardRulesFrom(values), 1).elite).toBe(15);
    values.delete('dungeon.tier.elite-acima');
    expect(() => rewardRulesFrom(values)).toThrow(/dungeon\.tier\.elite-acima/);
  });

  it('sums each region’s missions and the upgrades it asks for, with the running totals', () => {
    const upgrades = { structures: 5, gold: [100, 300, 600], brasas: [0, 2, 4], upgradesPerRegion: 1 };
    const [first, second, third, fourth] = campaignEconomy([3, 3, 3, 3], rewards, upgrades);
    const one = expectedMissionRewards(rewards, 1).total;
    const two = expectedMissionRewards(rewards, 2).total;
    expect(first).toMatchObject({ missions: 3, gold: 3 * one, brasas: 7.5, levels: [2], upgradeGold: 500, upgradeBrasas: 0 });
    expect(second).toMatchObject({ levels: [3], upgradeGold: 1500, upgradeBrasas: 10, totalGold: 3 * one + 3 * two, totalBrasas: 15, totalUpgradeGold: 2000 });
    expect(third).toMatchObject({ levels: [4], upgradeGold: 3000, upgradeBrasas: 20, totalUpgradeGold: 5000, totalUpgradeBrasas: 30 });
    // The city is complete: the last region asks for nothing.
    expect(fourth).toMatchObject({ levels: [], upgradeGold: 0, upgradeBrasas: 0, totalUpgradeGold: 5000 });
    // Two levels per region: the first region asks for levels 2 and 3, the second for level 4 (the top; there is no level 5).
    const [firstOfTwo, secondOfTwo] = campaignEconomy([1, 1], rewards, { ...upgrades, upgradesPerRegion: 2 });
    expect(firstOfTwo).toMatchObject({ levels: [2, 3], upgradeGold: 2000, upgradeBrasas: 10 });
    expect(secondOfTwo).toMatchObject({ levels: [4], upgradeGold: 3000, upgradeBrasas: 20 });
  });

  it('a mission in a short dungeon earns its battles and its boss, without the chest and the event', () => {
    const upgrades = { structures: 5, gold: [100, 300, 600], brasas: [0, 2, 4], upgradesPerRegion: 1 };
    const one = expectedMissionRewards(rewards, 1);
    const two = expectedMissionRewards(rewards, 2);
    // One of the first region's three missions is short; the second region has none.
    const [first, second] = campaignEconomy([3, 3], rewards, upgrades, [1]);
    expect(first?.gold).toBe(3 * one.total - one.finds);
    expect(first?.brasas).toBe(3 * one.brasas);
    expect(second?.gold).toBe(3 * two.total);
    expect(second?.totalGold).toBe(3 * one.total - one.finds + 3 * two.total);
  });

  it('reads the upgrades from the rules, up to the structures’ top level', () => {
    const values = new Map(
      Object.entries({
        'estrutura.nivel-maximo': 3,
        'estrutura.melhoria-nivel-2': 10,
        'estrutura.melhoria-nivel-3': 20,
        'estrutura.melhoria-nivel-3-brasas': 2,
        'estrutura.melhorias-por-regiao': 1,
      }).map(([id, value]) => [id, { value }]),
    );
    expect(upgradeRulesFrom(values, 4)).toEqual({ structures: 4, gold: [10, 20], brasas: [0, 2], upgradesPerRegion: 1 });
  });
});
