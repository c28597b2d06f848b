// Rules engine, damage: the formula of the Atributos page, step by step, and
// the growth of attributes with level. Constants come from rules.yaml (dano.*,
// acao.defender.*, passiva.fortaleza-inabalavel.*), handed in as `DamageRules`
// (built by damageRulesFrom in rules.ts), so the damage tool, its table, the balance page and
// the simulator say the same. Defendendo and Fortaleza raise both Defesa and
// Defesa elemental (decision defender-e-dano-elemental).

/** Physical damage goes through Defesa; elemental damage through Defesa elemental. */
export type Nature = 'physical' | 'elemental';

export type Grade = 'fraqueza' | 'normal' | 'resistencia' | 'imunidade';
export const grades: readonly Grade[] = ['fraqueza', 'normal', 'resistencia', 'imunidade'];

export interface DamageRules {
  /** Poder (de Ataque or elemental) that leaves damage unchanged: the divisor. */
  normalPower: number;
  /** The constant of 100 ÷ (100 + Defesa). */
  defenceConstant: number;
  /** The least damage a hit deals (except against immunity). */
  minimumDamage: number;
  /** Percent change of each grade (fraqueza +50, resistência −50, imunidade −100). */
  gradePercent: Record<Grade, number>;
  /** Defender: percent of Defesa added while Defendendo. */
  defendBonus: number;
  /** Fortaleza Inabalável: percent of Defesa per round, and its cap. */
  fortressBonus: number;
  fortressCap: number;
  /** Cap of the sum of bonuses to one attribute (status.limite-bonus). */
  bonusCap: number;
  /** Floor of the sum of reductions to one attribute (status.limite-reducao, negative); −100 when not given. */
  reductionCap?: number;
}

export interface DamageInput {
  /** Damage of the action. */
  base: number;
  nature: Nature;
  /** Poder de Ataque (physical) or Poder elemental (elemental), 100 = normal. */
  power: number;
  /** Target's Defesa (physical). */
  defence: number;
  /** Target's Defesa elemental, percent of reduction (elemental). */
  elementalDefence: number;
  defending: boolean;
  /** Rounds the Warden has held its cell (Fortaleza Inabalável). */
  fortressStacks: number;
  grade: Grade;
  /** Percent bonuses to Defesa from statuses (≥ 0): they join Defendendo and Fortaleza under the bonus cap. */
  defenceBonuses?: number;
  /** Percent reductions of Defesa from statuses (≤ 0): they sum down to their floor. */
  defenceReductions?: number;
  /** Percent change to the damage taken (signed: damage reductions, Marca da morte), after the grade and before the minimum. */
  damageTakenPercent?: number;
}

/**
 * One step of the formula, with the numbers it used: the site writes the
 * reader's text from these (the damage tool's list, any page), the engine
 * writes none.
 */
export type DamageStep =
  /** The damage of the action (never below 0). */
  | { kind: 'base'; value: number }
  /** base × power ÷ normalPower. */
  | { kind: 'power'; nature: Nature; base: number; power: number; normalPower: number; value: number }
  /**
   * The target's Defesa with its bonuses (Defendendo, Fortaleza Inabalável, statuses; their sum within the bonus cap)
   * and its statuses' reductions (within their floor), as percents of Defesa, rounded down.
   */
  | {
      kind: 'defence';
      defence: number;
      defendPercent: number;
      fortressPercent: number;
      statusBonusPercent: number;
      statusReductionPercent: number;
      totalPercent: number;
      value: number;
    }
  /** powered × constant ÷ (constant + Defesa). */
  | { kind: 'after-defence'; before: number; constant: number; defence: number; value: number }
  /**
   * The target's Defesa elemental (a percent of reduction) with Defendendo and Fortaleza Inabalável
   * (their sum within the bonus cap), as percents of it, rounded down and at most 100. Statuses that
   * change Defesa leave Defesa elemental alone (decision defender-e-dano-elemental).
   */
  | { kind: 'elemental-defence'; elementalDefence: number; defendPercent: number; fortressPercent: number; totalPercent: number; value: number }
  /** powered less the Defesa elemental percentage. */
  | { kind: 'after-elemental-defence'; before: number; percent: number; value: number }
  /** The grade's percentage (0 for normal). */
  | { kind: 'grade'; grade: Grade; percent: number; before: number; value: number }
  /** The statuses' change to the damage taken (damage reductions, Marca da morte), signed. */
  | { kind: 'damage-taken'; before: number; percent: number; value: number }
  /** Rounded down, at least the minimum; 0 against immunity. */
  | { kind: 'final'; immune: boolean; minimum: number; value: number };

export type DamageStepKind = DamageStep['kind'];

export interface DamageResult {
  steps: DamageStep[];
  damage: number;
}

/** Rounds away floating-point noise (0.1 + 0.2) before floor and comparisons. */
function clean(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** Percent of Defesa added by Defendendo and Fortaleza, each within its cap. */
export function defenceBonusPercent(
  input: Pick<DamageInput, 'defending' | 'fortressStacks' | 'defenceBonuses' | 'defenceReductions'>,
  rules: DamageRules,
): { defend: number; fortress: number; total: number } {
  const defend = input.defending ? rules.defendBonus : 0;
  const fortress = Math.min(Math.max(0, Math.floor(input.fortressStacks)) * rules.fortressBonus, rules.fortressCap);
  const bonuses = Math.min(defend + fortress + Math.max(0, input.defenceBonuses ?? 0), rules.bonusCap);
  const reductions = Math.max(Math.min(0, input.defenceReductions ?? 0), rules.reductionCap ?? -100);
  return { defend, fortress, total: bonuses + reductions };
}

/** Rounds of Fortaleza Inabalável that reach its cap (more add nothing); 0 when it gives no bonus. */
export function fortressRoundsToCap(rules: Pick<DamageRules, 'fortressBonus' | 'fortressCap'>): number {
  if (!(rules.fortressBonus > 0) || !(rules.fortressCap > 0)) return 0;
  return Math.ceil(clean(rules.fortressCap / rules.fortressBonus));
}

export function computeDamage(input: DamageInput, rules: DamageRules): DamageResult {
  // A loop over the keys, not Object.entries: a battle run asks it for every new question.
  for (const name in input) {
    const value = input[name as keyof DamageInput];
    if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${name} is not a finite number`);
  }
  const steps: DamageStep[] = [];
  const base = Math.max(0, input.base);
  steps.push({ kind: 'base', value: base });

  const power = Math.max(0, input.power);
  const powered = clean((base * power) / rules.normalPower);
  steps.push({ kind: 'power', nature: input.nature, base, power, normalPower: rules.normalPower, value: powered });

  let reduced: number;
  if (input.nature === 'physical') {
    const bonus = defenceBonusPercent(input, rules);
    const defence = Math.max(0, input.defence);
    const effective = Math.floor(clean((defence * (100 + bonus.total)) / 100));
    steps.push({
      kind: 'defence',
      defence,
      defendPercent: bonus.defend,
      fortressPercent: bonus.fortress,
      statusBonusPercent: Math.max(0, input.defenceBonuses ?? 0),
      statusReductionPercent: Math.min(0, input.defenceReductions ?? 0),
      totalPercent: bonus.total,
      value: effective,
    });
    reduced = clean((powered * rules.defenceConstant) / (rules.defenceConstant + effective));
    steps.push({ kind: 'after-defence', before: powered, constant: rules.defenceConstant, defence: effective, value: reduced });
  } else {
    // Defendendo and Fortaleza raise "a defesa" of the facts, both kinds; statuses name Defesa only.
    const bonus = defenceBonusPercent({ defending: input.defending, fortressStacks: input.fortressStacks }, rules);
    const elementalDefence = Math.max(0, input.elementalDefence);
    const percent = Math.min(100, Math.floor(clean((elementalDefence * (100 + bonus.total)) / 100)));
    steps.push({
      kind: 'elemental-defence',
      elementalDefence,
      defendPercent: bonus.defend,
      fortressPercent: bonus.fortress,
      totalPercent: bonus.total,
      value: percent,
    });
    reduced = clean((powered * (100 - percent)) / 100);
    steps.push({ kind: 'after-elemental-defence', before: powered, percent, value: reduced });
  }

  const gradePercent = rules.gradePercent[input.grade];
  const graded = Math.max(0, clean((reduced * (100 + gradePercent)) / 100));
  steps.push({ kind: 'grade', grade: input.grade, percent: gradePercent, before: reduced, value: graded });

  let taken = graded;
  const takenPercent = Math.max(-100, input.damageTakenPercent ?? 0);
  if (takenPercent !== 0) {
    taken = Math.max(0, clean((graded * (100 + takenPercent)) / 100));
    steps.push({ kind: 'damage-taken', before: graded, percent: takenPercent, value: taken });
  }

  const immune = input.grade === 'imunidade' || gradePercent <= -100;
  const damage = immune ? 0 : Math.max(rules.minimumDamage, Math.floor(taken));
  steps.push({ kind: 'final', immune, minimum: rules.minimumDamage, value: damage });
  return { steps, damage };
}

/** Hits needed to bring Vida to 0, or undefined when the hit deals nothing. */
export function hitsToDefeat(life: number, damage: number): number | undefined {
  if (damage <= 0 || life <= 0) return undefined;
  return Math.ceil(life / damage);
}

/** A value grown by level: base × (1 + growth% × (level − 1)), rounded down. */
export function atLevel(base: number, growthPercent: number, level: number): number {
  return Math.floor(clean(base * (1 + (growthPercent * (Math.max(1, level) - 1)) / 100)));
}

/** Vida grown by level: each level adds growth% of the level-1 value, at least `minimum`. */
export function lifeAtLevel(base: number, growthPercent: number, minimum: number, level: number): number {
  const perLevel = Math.max(minimum, Math.floor(clean((base * growthPercent) / 100)));
  return base + perLevel * (Math.max(1, level) - 1);
}
