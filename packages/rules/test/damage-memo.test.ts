// The damage memo answers what computeDamage answers, for every question,
// whatever was asked before: one memo is asked thousands of seeded random
// questions (and the edges of its packed key), each compared with the
// formula asked directly.
import { describe, expect, it } from 'vitest';
import { computeDamage, damageCalculator, grades, mulberry32, type DamageInput } from '../src/index';
import { testDamageRules } from './fixtures';

const random = mulberry32(37);
const whole = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const pick = <T>(values: readonly T[]): T => values[whole(0, values.length - 1)] as T;
const rules = { ...testDamageRules, reductionCap: -100 };

function randomQuestion(): DamageInput {
  // Narrow ranges, so the same packed slots come back often with one field changed.
  return {
    base: whole(0, 40),
    nature: pick(['physical', 'elemental'] as const),
    power: pick([50, 100, 150]),
    defence: pick([0, 30, 60]),
    elementalDefence: pick([0, 25, 50, 100]),
    defending: random() < 0.5,
    fortressStacks: whole(0, 3),
    grade: pick(grades),
    defenceBonuses: pick([0, 20, 1023, 1024]),
    defenceReductions: pick([0, -20, -1023, -1024, -1025]),
    damageTakenPercent: pick([-1025, -1024, -50, 0, 1, 50, 1023, 1024]),
  };
}

/** A plain physical hit, each case changing a field or two. */
const plain: DamageInput = {
  base: 40,
  nature: 'physical',
  power: 100,
  defence: 300,
  elementalDefence: 0,
  defending: false,
  fortressStacks: 0,
  grade: 'normal',
  defenceBonuses: 0,
  defenceReductions: 0,
  damageTakenPercent: 0,
};

describe('the damage memo', () => {
  it('answers as computeDamage on 20 000 questions asked of one memo', () => {
    const memo = damageCalculator(rules);
    for (let index = 0; index < 20_000; index += 1) {
      const question = randomQuestion();
      expect(memo(question), JSON.stringify(question)).toBe(computeDamage(question, rules).damage);
    }
  });

  it('tells apart questions that differ in one field only, at the edges of its key', () => {
    const questions: DamageInput[] = [
      { ...plain, defenceReductions: -1024, damageTakenPercent: 10 },
      { ...plain, defenceReductions: 0, damageTakenPercent: 11 },
      { ...plain, nature: 'elemental', elementalDefence: 0 },
      { ...plain, nature: 'elemental', elementalDefence: 60 },
      { ...plain, defenceBonuses: 1023 },
      { ...plain, defenceBonuses: 0, defenceReductions: -1 },
    ];
    const memo = damageCalculator(rules);
    for (const question of questions) expect(memo(question), JSON.stringify(question)).toBe(computeDamage(question, rules).damage);
  });
  it('tells apart the same question in each grade, asked one after the other', () => {
    const questions = grades.map((grade): DamageInput => ({ ...plain, defence: 0, grade }));
    const expected = questions.map((question) => computeDamage(question, rules).damage);
    // Four different answers: two grades that shared a slot of the key would give one of them the other's.
    expect(new Set(expected).size).toBe(4);
    const memo = damageCalculator(rules);
    expect(questions.map((question) => memo(question))).toEqual(expected);
    expect([...questions].reverse().map((question) => memo(question))).toEqual([...expected].reverse());
  });

  it('answers every question again after it has grown: 6 000 distinct questions, asked twice, in two orders', () => {
    // Each question differs from the next in a field of each half of the key; the memo grows many times while they come in.
    const questions: DamageInput[] = [];
    for (let base = 0; base < 30; base += 1)
      for (const fortressStacks of [0, 1, 2, 3, 4])
        for (const damageTakenPercent of [-60, -20, 0, 15, 50])
          for (const defence of [0, 45, 90, 200, 700, 1500, 3000, 9000]) questions.push({ ...plain, base, fortressStacks, damageTakenPercent, defence });
    const memo = damageCalculator(rules);
    const expected = questions.map((question) => computeDamage(question, rules).damage);
    expect(questions.map((question) => memo(question))).toEqual(expected);
    expect(questions.map((question) => memo(question))).toEqual(expected);
    expect([...questions].reverse().map((question) => memo(question))).toEqual([...expected].reverse());
  });
});

describe('the damage memo, by hand', () => {
  const elementalHit: DamageInput = { ...plain, nature: 'elemental', defence: 0 };

  it('Defesa elemental is part of the question: 40 elemental is 40 against 0% and 20 against 50%', () => {
    const damageOf = damageCalculator(testDamageRules);
    expect(damageOf(elementalHit)).toBe(40);
    expect(damageOf({ ...elementalHit, elementalDefence: 50 })).toBe(20);
  });

  it('also for a question out of the packed range (base 2000): 2000 against 0%, 1000 against 50%', () => {
    const damageOf = damageCalculator(testDamageRules);
    expect(damageOf({ ...elementalHit, base: 2000 })).toBe(2000);
    expect(damageOf({ ...elementalHit, base: 2000, elementalDefence: 50 })).toBe(1000);
  });
});
