// computeDamage's steps, the numbers the damage tool writes its list from, by
// hand on numbers that divide evenly, and the clamps at each end.
import { describe, expect, it } from 'vitest';
import { computeDamage, fortressRoundsToCap, type DamageInput } from '../src/index';
import { testDamageRules } from './fixtures';

const physical: DamageInput = {
  base: 60,
  nature: 'physical',
  power: 150,
  defence: 100,
  elementalDefence: 0,
  defending: false,
  fortressStacks: 2,
  grade: 'fraqueza',
  defenceBonuses: 40,
  defenceReductions: -10,
  damageTakenPercent: 50,
};

describe('damage, step by step', () => {
  it('physical: 60 × 150 ÷ 100 = 90; Defesa 100 × (1 + 20% + 40% − 10%) = 150; 90 × 100 ÷ 250 = 36; weakness 54; +50% taken 81', () => {
    expect(computeDamage(physical, testDamageRules)).toStrictEqual({
      steps: [
        { kind: 'base', value: 60 },
        { kind: 'power', nature: 'physical', base: 60, power: 150, normalPower: 100, value: 90 },
        {
          kind: 'defence',
          defence: 100,
          defendPercent: 0,
          fortressPercent: 20,
          statusBonusPercent: 40,
          statusReductionPercent: -10,
          totalPercent: 50,
          value: 150,
        },
        { kind: 'after-defence', before: 90, constant: 100, defence: 150, value: 36 },
        { kind: 'grade', grade: 'fraqueza', percent: 50, before: 36, value: 54 },
        { kind: 'damage-taken', before: 54, percent: 50, value: 81 },
        { kind: 'final', immune: false, minimum: 1, value: 81 },
      ],
      damage: 81,
    });
  });

  it('elemental: Defesa elemental past 100% is 100%, a reduction of damage taken past −100% is −100%, and the minimum still lands', () => {
    const { steps, damage } = computeDamage(
      { ...physical, nature: 'elemental', base: 40, power: 100, elementalDefence: 150, grade: 'resistencia', damageTakenPercent: -150 },
      testDamageRules,
    );
    expect(steps.slice(2)).toStrictEqual([
      { kind: 'elemental-defence', elementalDefence: 150, defendPercent: 0, fortressPercent: 20, totalPercent: 20, value: 100 },
      { kind: 'after-elemental-defence', before: 40, percent: 100, value: 0 },
      { kind: 'grade', grade: 'resistencia', percent: -50, before: 0, value: 0 },
      { kind: 'damage-taken', before: 0, percent: -100, value: 0 },
      { kind: 'final', immune: false, minimum: 1, value: 1 },
    ]);
    expect(damage).toBe(1);
  });

  it('elemental: Defendendo and Fortaleza raise Defesa elemental too (decision defender-e-dano-elemental); status changes to Defesa do not', () => {
    // 80 fire on Defesa elemental 30, Defendendo (+50%) and two rounds of Fortaleza (+20%): 30 × 1.7 = 51%; 80 − 51% = 39.2.
    const hit: DamageInput = {
      ...physical,
      nature: 'elemental',
      base: 80,
      power: 100,
      elementalDefence: 30,
      defending: true,
      grade: 'normal',
      damageTakenPercent: 0,
    };
    const { steps, damage } = computeDamage(hit, testDamageRules);
    expect(steps.slice(2, 4)).toStrictEqual([
      { kind: 'elemental-defence', elementalDefence: 30, defendPercent: 50, fortressPercent: 20, totalPercent: 70, value: 51 },
      { kind: 'after-elemental-defence', before: 80, percent: 51, value: 39.2 },
    ]);
    expect(damage).toBe(39);
    // Without Defendendo nor Fortaleza: 80 − 30% = 56.
    expect(computeDamage({ ...hit, defending: false, fortressStacks: 0 }, testDamageRules).damage).toBe(56);
  });

  it('no change to the damage taken, no step for it; immunity deals 0; negative inputs count as 0', () => {
    const plain = computeDamage({ ...physical, damageTakenPercent: 0, grade: 'imunidade' }, testDamageRules);
    expect(plain.steps.map((step) => step.kind)).toEqual(['base', 'power', 'defence', 'after-defence', 'grade', 'final']);
    expect(plain.steps.at(-1)).toStrictEqual({ kind: 'final', immune: true, minimum: 1, value: 0 });
    const negative = computeDamage({ ...physical, base: -5, power: -5, defence: -5, damageTakenPercent: undefined, grade: 'normal' }, testDamageRules);
    expect(negative.steps.slice(0, 3)).toMatchObject([{ value: 0 }, { base: 0, power: 0, value: 0 }, { defence: 0, value: 0 }]);
    expect(negative.damage).toBe(1);
    expect(() => computeDamage({ ...physical, power: Number.NaN }, testDamageRules)).toThrow('power is not a finite number');
    expect(() => computeDamage({ ...physical, defence: Infinity }, testDamageRules)).toThrow(RangeError);
  });

  it('immune by the grade or by a grade of −100% or less: either alone deals 0', () => {
    // Rules where immunity takes only 90% and resistance takes it all.
    const rules = { ...testDamageRules, gradePercent: { ...testDamageRules.gradePercent, imunidade: -90, resistencia: -100 } };
    const plain = { ...physical, damageTakenPercent: 0 };
    expect(computeDamage({ ...plain, grade: 'imunidade' }, rules).steps.at(-1)).toStrictEqual({ kind: 'final', immune: true, minimum: 1, value: 0 });
    expect(computeDamage({ ...plain, grade: 'resistencia' }, rules).steps.at(-1)).toStrictEqual({ kind: 'final', immune: true, minimum: 1, value: 0 });
    expect(computeDamage({ ...plain, grade: 'normal' }, rules).damage).toBe(36);
  });

  it('Fortaleza with no bonus or no cap (0 or below) never reaches a cap: 0 rounds', () => {
    expect(fortressRoundsToCap({ fortressBonus: 10, fortressCap: 0 })).toBe(0);
    expect(fortressRoundsToCap({ fortressBonus: 0, fortressCap: 30 })).toBe(0);
    expect(fortressRoundsToCap({ fortressBonus: 10, fortressCap: -10 })).toBe(0);
    expect(fortressRoundsToCap({ fortressBonus: 10, fortressCap: 25 })).toBe(3);
  });
});
