// Rules engine, the damage memo: a battle asks the damage formula the same
// few questions thousands of times, and remembering the answers saves about
// 10 % of a 10 000-battle run (scripts/bench-engine.mjs, the damage policy on
// the first T1 floor and the first boss; 6 to 7 % with the Map of Maps it kept
// before its table of typed arrays). A question is
// packed into two whole numbers, each field in a slot of its own size (a
// mixed radix, so two questions share a key only when every field is the
// same); a question with a field outside its slot is spelled as a string.
// test/damage-memo.test.ts compares it with computeDamage.
import { computeDamage, type DamageInput, type DamageRules, type Grade } from './damage';

/** A grade's slot value, by comparisons (a lookup by the grade's string went through V8's megamorphic cache, once per question). */
function gradeIndex(grade: Grade): number {
  if (grade === 'normal') return 1;
  if (grade === 'fraqueza') return 0;
  return grade === 'resistencia' ? 2 : 3;
}
/** Whether `value` fits a slot of `size`: a whole number in [0, size). */
const fits = (value: number, size: number): boolean => Number.isInteger(value) && value >= 0 && value < size;

// Slot sizes. First number: base × power × defence = 2^36. Second: elementalDefence × defending × fortressStacks × grade
// × nature × defenceBonuses × −defenceReductions × (damageTakenPercent + 1024) = 2^(7+1+6+2+1+10+10+11) = 2^48. Both under 2^53.
const size = { base: 1024, power: 4096, defence: 16384, elementalDefence: 128, fortressStacks: 64, bonuses: 1024, reductions: 1024, taken: 2048 };
const takenOffset = 1024;

/** The slot a packed question starts its search at: a mix of both numbers' high and low 32 bits. */
function slotOf(first: number, second: number, mask: number): number {
  let mixed = Math.imul((first | 0) ^ Math.imul((first / 4294967296) | 0, 0x9e3779b1), 0x85ebca6b);
  mixed ^= Math.imul((second | 0) ^ Math.imul((second / 4294967296) | 0, 0x27d4eb2f), 0xc2b2ae35);
  mixed ^= mixed >>> 15;
  mixed = Math.imul(mixed, 0x2c1b3c6d);
  mixed ^= mixed >>> 13;
  return mixed & mask;
}

/**
 * computeDamage's damage, remembered: one memo per rule set (a battle run, a paired side).
 * The packed questions live in an open-addressing table of typed arrays (both numbers of the
 * key and the answer; a free slot is one whose answer is NaN, which computeDamage never gives),
 * grown to twice its size when half full: a `Map` keyed by numbers past the small integers
 * hashed each one as a heap number, twice per question.
 */
export function damageCalculator(rules: DamageRules): (input: DamageInput) => number {
  let mask = 1023;
  let firsts = new Float64Array(mask + 1);
  let seconds = new Float64Array(mask + 1);
  let answers = new Float64Array(mask + 1).fill(NaN);
  let count = 0;
  const remember = (first: number, second: number, answer: number): void => {
    let slot = slotOf(first, second, mask);
    while (answers[slot] === answers[slot]) slot = (slot + 1) & mask;
    firsts[slot] = first;
    seconds[slot] = second;
    answers[slot] = answer;
  };
  const grow = (): void => {
    const [oldFirsts, oldSeconds, oldAnswers] = [firsts, seconds, answers];
    mask = mask * 2 + 1;
    firsts = new Float64Array(mask + 1);
    seconds = new Float64Array(mask + 1);
    answers = new Float64Array(mask + 1).fill(NaN);
    for (let slot = 0; slot < oldAnswers.length; slot += 1) {
      const answer = oldAnswers[slot] as number;
      if (answer === answer) remember(oldFirsts[slot] as number, oldSeconds[slot] as number, answer);
    }
  };
  const spelled = new Map<string, number>();
  const compute = (input: DamageInput) => computeDamage(input, rules).damage;
  return (input) => {
    const { base, power, defence, elementalDefence, fortressStacks, defenceBonuses = 0, defenceReductions = 0, damageTakenPercent = 0 } = input;
    const reductions = -defenceReductions;
    const taken = damageTakenPercent + takenOffset;
    if (
      fits(base, size.base) &&
      fits(power, size.power) &&
      fits(defence, size.defence) &&
      fits(elementalDefence, size.elementalDefence) &&
      fits(fortressStacks, size.fortressStacks) &&
      fits(defenceBonuses, size.bonuses) &&
      fits(reductions, size.reductions) &&
      fits(taken, size.taken)
    ) {
      const first = base + size.base * (power + size.power * defence);
      const second =
        elementalDefence +
        size.elementalDefence *
          ((input.defending ? 1 : 0) +
            2 *
              (fortressStacks +
                size.fortressStacks *
                  (gradeIndex(input.grade) +
                    4 * ((input.nature === 'physical' ? 0 : 1) + 2 * (defenceBonuses + size.bonuses * (reductions + size.reductions * taken))))));
      for (let slot = slotOf(first, second, mask); ; slot = (slot + 1) & mask) {
        const answer = answers[slot] as number;
        if (answer !== answer) break;
        if (firsts[slot] === first && seconds[slot] === second) return answer;
      }
      const value = compute(input);
      remember(first, second, value);
      count += 1;
      if (count * 2 > mask) grow();
      return value;
    }
    const key =
      `${base}|${input.nature}|${power}|${defence}|${elementalDefence}|${input.defending ? 1 : 0}|` +
      `${fortressStacks}|${input.grade}|${defenceBonuses}|${defenceReductions}|${damageTakenPercent}`;
    let value = spelled.get(key);
    if (value === undefined) spelled.set(key, (value = compute(input)));
    return value;
  };
}
