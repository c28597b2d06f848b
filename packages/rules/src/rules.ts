// Rules engine, constants: the values of rules.yaml the formulas need, read
// once from the model's rules (id → value). Kept apart so the formulas take
// plain numbers and run anywhere (build, browser, tests, simulator).
import type { DamageRules } from './damage';
import type { MissionGoldRules, RewardRules, UpgradeRules } from './economy';
import type { ProgressionRules } from './progression';

export interface EngineRules {
  damage: DamageRules;
  progression: ProgressionRules;
}

/** A rule the engine needs is not among the values handed in; `ruleId` names it, for the caller's own message. */
export class MissingRuleError extends Error {
  constructor(readonly ruleId: string) {
    super(`missing rule "${ruleId}"`);
  }
}

/** A lookup of rule values by id, like GameModel.rules. */
export type RuleValues = ReadonlyMap<string, { value: number }>;

function valueOf(rules: RuleValues, id: string): number {
  const found = rules.get(id);
  if (!found) throw new MissingRuleError(id);
  return found.value;
}

/** The damage constants (dano.*, acao.defender.bonus, Fortaleza Inabalável, status.limite-bonus). */
export function damageRulesFrom(rules: RuleValues): DamageRules {
  const value = (id: string) => valueOf(rules, id);
  return {
    normalPower: value('dano.poder-normal'),
    defenceConstant: value('dano.constante-defesa'),
    minimumDamage: value('dano.minimo'),
    gradePercent: { fraqueza: value('dano.fraqueza'), normal: 0, resistencia: value('dano.resistencia'), imunidade: value('dano.imunidade') },
    defendBonus: value('acao.defender.bonus'),
    fortressBonus: value('passiva.fortaleza-inabalavel.bonus'),
    fortressCap: value('passiva.fortaleza-inabalavel.limite'),
    bonusCap: value('status.limite-bonus'),
    reductionCap: rules.get('status.limite-reducao')?.value,
  };
}

/** The progression constants (progressao.*, equipamento.slots-dado-*, treinamento.*). */
export function progressionRulesFrom(rules: RuleValues): ProgressionRules {
  const value = (id: string) => valueOf(rules, id);
  return {
    xpFactor: value('progressao.xp-fator'),
    maxLevel: value('progressao.nivel-maximo'),
    startLevel: value('progressao.nivel-inicial'),
    diceSlots: {
      initial: value('equipamento.slots-dado-inicial'),
      secondAt: value('progressao.segundo-dado'),
      thirdAt: value('progressao.terceiro-dado'),
      max: value('equipamento.slots-dado-maximo'),
    },
    training: { xpPerDay: value('treinamento.xp-por-dia'), levelCap: value('treinamento.nivel-limite') },
    battleXp: { common: value('progressao.xp-batalha-comum'), elite: value('progressao.xp-batalha-elite'), boss: value('progressao.xp-batalha-chefe') },
    growth: {
      life: value('progressao.ganho-nivel.vida'),
      lifeMinimum: value('progressao.ganho-nivel.vida-minimo'),
      power: value('progressao.ganho-nivel.poder-de-ataque'),
      defence: value('progressao.ganho-nivel.defesa'),
      speed: value('progressao.ganho-velocidade'),
      speedEvery: value('progressao.intervalo-velocidade'),
    },
  };
}

/** The gold of a mission's sources (ouro.*, with the chance of a chest's item) and how many battles a mission has (progressao.batalhas-*-por-missao). */
export function missionGoldRulesFrom(rules: RuleValues): MissionGoldRules {
  const value = (id: string) => valueOf(rules, id);
  const range = (prefix: string) => ({ min: value(`${prefix}-minimo`), max: value(`${prefix}-maximo`) });
  return {
    commonBattles: value('progressao.batalhas-comuns-por-missao'),
    eliteBattles: value('progressao.batalhas-elite-por-missao'),
    commonBattleGold: range('ouro.batalha-comum'),
    eliteBattleGold: range('ouro.batalha-elite'),
    chestGold: range('ouro.bau'),
    chestItemChance: value('ouro.bau-chance-item'),
    eventGoldMax: value('ouro.evento-maximo'),
    bossGold: value('ouro.chefe-missao'),
  };
}

/** A mission's rewards: its gold (missionGoldRulesFrom), the floors of each tier and the elite's tiers above (dungeon.tier.*), the Brasas (brasas.*). */
export function rewardRulesFrom(rules: RuleValues): RewardRules {
  const value = (id: string) => valueOf(rules, id);
  return {
    ...missionGoldRulesFrom(rules),
    lowerTierUntil: value('dungeon.tier.so-t1-ate'),
    mixedTierUntil: value('dungeon.tier.misto-ate'),
    bossBrasas: value('brasas.chefe-primeira-vez'),
    eliteBrasas: value('brasas.elite'),
    eliteBrasaChance: value('brasas.elite-chance'),
    eliteTiersAbove: value('dungeon.tier.elite-acima'),
  };
}

/**
 * The upgrades of the city's `structures`: gold (estrutura.melhoria-nivel-N)
 * and Brasas (estrutura.melhoria-nivel-N-brasas, none when the rule is
 * absent) for each level up to estrutura.nivel-maximo.
 */
export function upgradeRulesFrom(rules: RuleValues, structures: number): UpgradeRules {
  const value = (id: string) => valueOf(rules, id);
  const levels = Array.from({ length: Math.max(0, value('estrutura.nivel-maximo') - 1) }, (_, index) => index + 2);
  return {
    structures,
    gold: levels.map((level) => value(`estrutura.melhoria-nivel-${level}`)),
    brasas: levels.map((level) => rules.get(`estrutura.melhoria-nivel-${level}-brasas`)?.value ?? 0),
    upgradesPerRegion: value('estrutura.melhorias-por-regiao'),
  };
}

/** Every constant the engine needs. */
export function rulesFrom(rules: RuleValues): EngineRules {
  return { damage: damageRulesFrom(rules), progression: progressionRulesFrom(rules) };
}
