// The engine's constants read from a plain map of rule values (id → value):
// each field from its own rule, a missing rule named in the error. Every rule
// gets a different value here, so a field read from the wrong rule shows.
import { describe, expect, it } from 'vitest';
import {
  MissingRuleError,
  damageRulesFrom,
  missionGoldRulesFrom,
  progressionRulesFrom,
  rewardRulesFrom,
  rulesFrom,
  upgradeRulesFrom,
  type RuleValues,
} from '../src/index';

const listed: [string, number][] = [
  ['dano.poder-normal', 101],
  ['dano.constante-defesa', 102],
  ['dano.minimo', 103],
  ['dano.fraqueza', 104],
  ['dano.resistencia', -105],
  ['dano.imunidade', -106],
  ['acao.defender.bonus', 107],
  ['passiva.fortaleza-inabalavel.bonus', 108],
  ['passiva.fortaleza-inabalavel.limite', 109],
  ['status.limite-bonus', 110],
  ['status.limite-reducao', -111],
  ['progressao.xp-fator', 201],
  ['progressao.nivel-maximo', 202],
  ['progressao.nivel-inicial', 203],
  ['equipamento.slots-dado-inicial', 204],
  ['progressao.segundo-dado', 205],
  ['progressao.terceiro-dado', 206],
  ['equipamento.slots-dado-maximo', 207],
  ['treinamento.xp-por-dia', 208],
  ['treinamento.nivel-limite', 209],
  ['progressao.xp-batalha-comum', 210],
  ['progressao.xp-batalha-elite', 211],
  ['progressao.xp-batalha-chefe', 212],
  ['progressao.ganho-nivel.vida', 213],
  ['progressao.ganho-nivel.vida-minimo', 214],
  ['progressao.ganho-nivel.poder-de-ataque', 215],
  ['progressao.ganho-nivel.defesa', 216],
  ['progressao.ganho-velocidade', 217],
  ['progressao.intervalo-velocidade', 218],
  ['progressao.batalhas-comuns-por-missao', 301],
  ['progressao.batalhas-elite-por-missao', 302],
  ['ouro.batalha-comum-minimo', 303],
  ['ouro.batalha-comum-maximo', 304],
  ['ouro.batalha-elite-minimo', 305],
  ['ouro.batalha-elite-maximo', 306],
  ['ouro.bau-minimo', 307],
  ['ouro.bau-maximo', 308],
  ['ouro.bau-chance-item', 317],
  ['ouro.evento-maximo', 309],
  ['ouro.chefe-missao', 310],
  ['dungeon.tier.so-t1-ate', 311],
  ['dungeon.tier.misto-ate', 312],
  ['brasas.chefe-primeira-vez', 313],
  ['brasas.elite-chance', 314],
  ['brasas.elite', 315],
  ['dungeon.tier.elite-acima', 316],
  ['estrutura.nivel-maximo', 4],
  ['estrutura.melhoria-nivel-2', 401],
  ['estrutura.melhoria-nivel-3', 402],
  ['estrutura.melhoria-nivel-3-brasas', 403],
  ['estrutura.melhoria-nivel-4', 404],
  ['estrutura.melhorias-por-regiao', 405],
];
const values: RuleValues = new Map(listed.map(([id, value]) => [id, { value }]));
const without = (id: string): RuleValues => new Map([...values].filter(([key]) => key !== id));

const damage = {
  normalPower: 101,
  defenceConstant: 102,
  minimumDamage: 103,
  gradePercent: { fraqueza: 104, normal: 0, resistencia: -105, imunidade: -106 },
  defendBonus: 107,
  fortressBonus: 108,
  fortressCap: 109,
  bonusCap: 110,
  reductionCap: -111,
};

describe('rules from the rule values', () => {
  it('damage: each constant from its rule, the reduction cap when present', () => {
    expect(damageRulesFrom(values)).toStrictEqual(damage);
    expect(damageRulesFrom(without('status.limite-reducao'))).toStrictEqual({ ...damage, reductionCap: undefined });
  });

  it('progression: each constant from its rule', () => {
    const progression = {
      xpFactor: 201,
      maxLevel: 202,
      startLevel: 203,
      diceSlots: { initial: 204, secondAt: 205, thirdAt: 206, max: 207 },
      training: { xpPerDay: 208, levelCap: 209 },
      battleXp: { common: 210, elite: 211, boss: 212 },
      growth: { life: 213, lifeMinimum: 214, power: 215, defence: 216, speed: 217, speedEvery: 218 },
    };
    expect(progressionRulesFrom(values)).toStrictEqual(progression);
    expect(rulesFrom(values)).toStrictEqual({ damage, progression });
  });

  it("a mission's gold, its rewards and the upgrades of levels 2 to the top (Brasas 0 where no rule says)", () => {
    const gold = {
      commonBattles: 301,
      eliteBattles: 302,
      commonBattleGold: { min: 303, max: 304 },
      eliteBattleGold: { min: 305, max: 306 },
      chestGold: { min: 307, max: 308 },
      chestItemChance: 317,
      eventGoldMax: 309,
      bossGold: 310,
    };
    expect(missionGoldRulesFrom(values)).toStrictEqual(gold);
    expect(rewardRulesFrom(values)).toStrictEqual({
      ...gold,
      lowerTierUntil: 311,
      mixedTierUntil: 312,
      bossBrasas: 313,
      eliteBrasas: 315,
      eliteBrasaChance: 314,
      eliteTiersAbove: 316,
    });
    expect(upgradeRulesFrom(values, 6)).toStrictEqual({ structures: 6, gold: [401, 402, 404], brasas: [0, 403, 0], upgradesPerRegion: 405 });
    const oneLevel = new Map([...values, ['estrutura.nivel-maximo', { value: 1 }]]);
    expect(upgradeRulesFrom(oneLevel, 6)).toMatchObject({ gold: [], brasas: [] });
  });

  it('a missing rule throws MissingRuleError naming it', () => {
    const missing = () => progressionRulesFrom(without('treinamento.xp-por-dia'));
    expect(missing).toThrow(MissingRuleError);
    expect(missing).toThrow('missing rule "treinamento.xp-por-dia"');
    const thrown = (() => {
      try {
        damageRulesFrom(without('dano.minimo'));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(MissingRuleError);
    expect((thrown as MissingRuleError).ruleId).toBe('dano.minimo');
    expect(() => missionGoldRulesFrom(without('ouro.bau-maximo'))).toThrow('"ouro.bau-maximo"');
  });
});
