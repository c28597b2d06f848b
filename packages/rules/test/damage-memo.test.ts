// The battle's memoised damage (damageCalculator) answers each question as
// computeDamage does: two questions that differ in one field are two answers.
import { describe, expect, it } from 'vitest';
import { damageCalculator } from '../src/index';
import { testDamageRules } from './fixtures';

/** The question the battle asks (the engine does not name its type). */
type DamageQuestion = Parameters<ReturnType<typeof damageCalculator>>[0];

const plain: DamageQuestion = {
  base: 40,
  nature: 'elemental',
  power: 100,
  defence: 0,
  elementalDefence: 0,
  defending: false,
  fortressStacks: 0,
  grade: 'normal',
  defenceBonuses: 0,
  defenceReductions: 0,
  damageTakenPercent: 0,
};

describe('damage memo', () => {
  it('Defesa elemental is part of the question: 40 elemental is 40 against 0% and 20 against 50%', () => {
    const damageOf = damageCalculator(testDamageRules);
    expect(damageOf(plain)).toBe(40);
    expect(damageOf({ ...plain, elementalDefence: 50 })).toBe(20);
  });

  it('also for a question out of the packed range (base 2000): 2000 against 0%, 1000 against 50%', () => {
    const damageOf = damageCalculator(testDamageRules);
    expect(damageOf({ ...plain, base: 2000 })).toBe(2000);
    expect(damageOf({ ...plain, base: 2000, elementalDefence: 50 })).toBe(1000);
  });
});
