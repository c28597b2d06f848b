import { describe, expect, it } from 'vitest';
import {
  atLevel,
  computeDamage,
  defenceBonusPercent,
  grades,
  hitsToDefeat,
  lifeAtLevel,
  type DamageInput,
  type DamageRules,
  type DamageStep,
} from '@dice-rolling/rules';
import { damageStepText } from '../../damage-steps';

const rules: DamageRules = {
  normalPower: 100,
  defenceConstant: 100,
  minimumDamage: 1,
  gradePercent: { fraqueza: 50, normal: 0, resistencia: -50, imunidade: -100 },
  defendBonus: 50,
  fortressBonus: 10,
  fortressCap: 30,
  bonusCap: 100,
};
const hit = (changes: Partial<DamageInput>): number =>
  computeDamage(
    { base: 50, nature: 'physical', power: 100, defence: 0, elementalDefence: 0, defending: false, fortressStacks: 0, grade: 'normal', ...changes },
    rules,
  ).damage;

describe('damage, hand-computed cases (the table of the Atributos page)', () => {
  it.each([
    [0, 50],
    [10, 45], // 50 × 100 ÷ 110 = 45,45
    [50, 33], // 33,3
    [100, 25],
    [150, 20],
    [999, 4], // 5000 ÷ 1099 = 4,55
  ])('a 50 hit against Defesa %i deals %i', (defence, expected) => {
    expect(hit({ defence })).toBe(expected);
  });

  it('Defendendo adds 50% of Defesa: Defesa 100 becomes 150 and the hit deals 20', () => {
    expect(hit({ defence: 100, defending: true })).toBe(20);
  });

  it('Fortaleza Inabalável adds 10% a round up to 30%', () => {
    expect(defenceBonusPercent({ defending: false, fortressStacks: 2 }, rules).fortress).toBe(20);
    expect(defenceBonusPercent({ defending: false, fortressStacks: 7 }, rules).fortress).toBe(30);
    // Defesa 100 × 1,3 = 130: 5000 ÷ 230 = 21,7
    expect(hit({ defence: 100, fortressStacks: 5 })).toBe(21);
    // Both: 100 × 1,8 = 180: 5000 ÷ 280 = 17,86
    expect(hit({ defence: 100, fortressStacks: 3, defending: true })).toBe(17);
  });

  it('Poder de Ataque 150 multiplies by 1,5 before Defesa', () => {
    expect(hit({ power: 150, defence: 100 })).toBe(37); // 75 × 100 ÷ 200 = 37,5
  });

  it('weakness, resistance and immunity come last', () => {
    expect(hit({ defence: 100, grade: 'fraqueza' })).toBe(37); // 25 × 1,5
    expect(hit({ defence: 100, grade: 'resistencia' })).toBe(12); // 12,5
    expect(hit({ defence: 100, grade: 'imunidade' })).toBe(0);
  });

  it('a hit that lands deals at least 1', () => {
    expect(hit({ base: 1, defence: 9999 })).toBe(1);
    expect(hit({ base: 0 })).toBe(1);
  });

  it('elemental damage: Defesa elemental takes a percentage off', () => {
    expect(hit({ nature: 'elemental', elementalDefence: 40, defence: 999 })).toBe(30);
    expect(hit({ nature: 'elemental', elementalDefence: 100 })).toBe(1);
  });

  it('shows every step, ending with the final damage', () => {
    const { steps, damage } = computeDamage(
      { base: 50, nature: 'physical', power: 100, defence: 100, elementalDefence: 0, defending: true, fortressStacks: 0, grade: 'normal' },
      rules,
    );
    expect(steps.map((step) => step.kind)).toEqual(['base', 'power', 'defence', 'after-defence', 'grade', 'final']);
    expect(steps.map((step) => damageStepText(step).label)).toEqual([
      'Dano da ação',
      'Com o Poder de Ataque',
      'Defesa do alvo',
      'Depois da Defesa',
      'Fraqueza ou resistência',
      'Dano final',
    ]);
    expect(damageStepText(steps[2] as DamageStep).detail).toBe('100 +50% = 150 (Defendendo +50%), arredondado para baixo');
    expect(steps[2]?.value).toBe(150);
    expect(steps.at(-1)?.value).toBe(damage);
  });

  it('an elemental hit on a target Defendendo: the list shows Defesa elemental raised by Defendendo, then the percentage off', () => {
    const { steps, damage } = computeDamage(
      { base: 50, nature: 'elemental', power: 100, defence: 100, elementalDefence: 40, defending: true, fortressStacks: 0, grade: 'normal' },
      rules,
    );
    expect(steps.map((step) => damageStepText(step).label)).toEqual([
      'Dano da ação',
      'Com o Poder elemental',
      'Defesa elemental do alvo',
      'Depois da Defesa elemental',
      'Fraqueza ou resistência',
      'Dano final',
    ]);
    expect(damageStepText(steps[2] as DamageStep).detail).toBe('40% +50% = 60% (Defendendo +50%), arredondado para baixo, no máximo 100%');
    expect(damageStepText(steps[3] as DamageStep).detail).toBe('50 −60% = 20');
    expect(damage).toBe(20);
  });

  it('an elemental hit on a target without Defesa elemental says there is no reduction, never "−0%"', () => {
    const { steps } = computeDamage(
      { base: 50, nature: 'elemental', power: 100, defence: 100, elementalDefence: 0, defending: false, fortressStacks: 0, grade: 'normal' },
      rules,
    );
    const after = steps.find((step) => step.kind === 'after-elemental-defence');
    expect(after && damageStepText(after).detail).toBe('sem redução: 50');
  });

  it('refuses NaN and Infinity instead of showing them', () => {
    expect(() => hit({ defence: Number.NaN })).toThrow(RangeError);
    expect(() => hit({ power: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('grows values with level and counts hits to defeat', () => {
    expect(atLevel(100, 3, 1)).toBe(100);
    expect(atLevel(100, 3, 5)).toBe(112);
    expect(lifeAtLevel(120, 5, 2, 5)).toBe(144); // the Progressão example
    expect(lifeAtLevel(20, 5, 2, 3)).toBe(24); // at least +2 a level
    expect(hitsToDefeat(50, 25)).toBe(2);
    expect(hitsToDefeat(51, 25)).toBe(3);
    expect(hitsToDefeat(50, 0)).toBeUndefined();
  });
});

describe('damage, properties', () => {
  it('is never negative, NaN or above the powered hit, over a grid of inputs', () => {
    for (const base of [0, 1, 7, 50, 999, 9999])
      for (const power of [0, 1, 100, 250, 1000])
        for (const defence of [0, 1, 10, 100, 999, 9999])
          for (const grade of grades)
            for (const defending of [false, true]) {
              const damage = hit({ base, power, defence, grade, defending, fortressStacks: 3 });
              expect(Number.isInteger(damage)).toBe(true);
              expect(damage).toBeGreaterThanOrEqual(0);
              if (grade !== 'fraqueza') expect(damage).toBeLessThanOrEqual(Math.max(1, (base * power) / 100));
            }
  });

  it('more Defesa never increases damage', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let defence = 0; defence <= 2000; defence += 37) {
      const damage = hit({ defence });
      expect(damage).toBeLessThanOrEqual(previous);
      previous = damage;
    }
  });
});
