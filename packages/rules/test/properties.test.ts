// Properties of the formulas: each holds for every input, so each is checked
// on a few thousand inputs drawn from a seeded generator (the same inputs at
// every run), with the rules of rules.yaml and with others.
import { describe, expect, it } from 'vitest';
import {
  computeDamage,
  costUnits,
  cycledFaces,
  defenceBonusPercent,
  diceForSlots,
  diceSlotsAt,
  enemyStats,
  fortressRoundsToCap,
  grades,
  levelAfter,
  levelForXp,
  maxDice,
  mulberry32,
  payability,
  payOdds,
  rangeMiddle,
  roleStatsAt,
  xpToNext,
  xpToReach,
  type Cost,
  type DamageInput,
  type DamageRules,
  type ProgressionRules,
} from '../src/index';
import { testDamageRules, testProgressionRules } from './fixtures';

const random = mulberry32(28);
const whole = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const pick = <T>(values: readonly T[]): T => values[whole(0, values.length - 1)] as T;
const runs = 2000;

const gameRules: DamageRules = testDamageRules;

function randomRules(): DamageRules {
  return {
    ...gameRules,
    minimumDamage: whole(0, 3),
    gradePercent: { fraqueza: whole(1, 200), normal: 0, resistencia: -whole(1, 99), imunidade: -100 },
    defendBonus: whole(0, 100),
    fortressBonus: whole(1, 25),
    fortressCap: whole(1, 80),
    bonusCap: whole(10, 150),
  };
}

function randomHit(): DamageInput {
  return {
    base: whole(0, 300),
    nature: pick(['physical', 'elemental'] as const),
    power: whole(0, 300),
    defence: whole(0, 500),
    elementalDefence: whole(0, 100),
    defending: random() < 0.5,
    fortressStacks: whole(0, 10),
    grade: pick(grades),
  };
}

const damageOf = (input: DamageInput, rules: DamageRules): number => computeDamage(input, rules).damage;

describe('damage, properties', () => {
  it('a resisted hit never beats the normal one, and a weakness never deals less', () => {
    for (let run = 0; run < runs; run += 1) {
      const rules = run % 2 === 0 ? gameRules : randomRules();
      const input = randomHit();
      const normal = damageOf({ ...input, grade: 'normal' }, rules);
      expect(damageOf({ ...input, grade: 'resistencia' }, rules)).toBeLessThanOrEqual(normal);
      expect(damageOf({ ...input, grade: 'fraqueza' }, rules)).toBeGreaterThanOrEqual(normal);
      expect(damageOf({ ...input, grade: 'imunidade' }, rules)).toBe(0);
    }
  });

  it('more Defesa, Defendendo or Fortaleza never raise the damage; more Poder never lowers it', () => {
    for (let run = 0; run < runs; run += 1) {
      const rules = run % 2 === 0 ? gameRules : randomRules();
      const input = randomHit();
      const damage = damageOf(input, rules);
      expect(damageOf({ ...input, defence: input.defence + whole(1, 100) }, rules)).toBeLessThanOrEqual(damage);
      expect(damageOf({ ...input, elementalDefence: Math.min(100, input.elementalDefence + whole(1, 50)) }, rules)).toBeLessThanOrEqual(damage);
      expect(damageOf({ ...input, defending: true }, rules)).toBeLessThanOrEqual(damageOf({ ...input, defending: false }, rules));
      expect(damageOf({ ...input, fortressStacks: input.fortressStacks + 1 }, rules)).toBeLessThanOrEqual(damage);
      expect(damageOf({ ...input, power: input.power + whole(1, 100) }, rules)).toBeGreaterThanOrEqual(damage);
    }
  });

  it('a hit that lands deals at least the minimum, and the last step is the damage', () => {
    for (let run = 0; run < runs; run += 1) {
      const rules = randomRules();
      const input = { ...randomHit(), grade: pick(['fraqueza', 'normal', 'resistencia'] as const) };
      const { damage, steps } = computeDamage(input, rules);
      expect(damage).toBeGreaterThanOrEqual(rules.minimumDamage);
      expect(steps.at(-1)).toMatchObject({ kind: 'final', value: damage });
    }
  });

  it('Fortaleza never passes its cap, reaches it in fortressRoundsToCap rounds and not one round sooner; the bonuses never pass theirs', () => {
    for (let run = 0; run < runs; run += 1) {
      const rules = randomRules();
      const stacks = whole(0, 40);
      const bonus = defenceBonusPercent({ defending: random() < 0.5, fortressStacks: stacks }, rules);
      expect(bonus.fortress).toBeLessThanOrEqual(rules.fortressCap);
      expect(bonus.total).toBeLessThanOrEqual(rules.bonusCap);
      const rounds = fortressRoundsToCap(rules);
      expect(defenceBonusPercent({ defending: false, fortressStacks: rounds }, rules).fortress).toBe(rules.fortressCap);
      expect(defenceBonusPercent({ defending: false, fortressStacks: rounds - 1 }, rules).fortress).toBeLessThan(rules.fortressCap);
    }
  });

  it('hand-computed: Fortaleza at +10% a round to +30% takes 3 rounds; at +7% to +30%, 5 rounds', () => {
    expect(fortressRoundsToCap(gameRules)).toBe(3);
    expect(fortressRoundsToCap({ fortressBonus: 7, fortressCap: 30 })).toBe(5);
    expect(fortressRoundsToCap({ fortressBonus: 0, fortressCap: 30 })).toBe(0);
  });
});

const cycle = ['vermelha', 'verde', 'azul'];

function randomCost(): Cost {
  const cost: Record<string, number> = {};
  for (const energy of cycle) if (random() < 0.6) cost[energy] = whole(1, 3);
  return cost;
}

describe('payability, properties', () => {
  it('is monotone in dice: one more die never lowers the chance of paying', () => {
    for (let run = 0; run < 500; run += 1) {
      const die = cycledFaces(pick([4, 6, 8]), cycle);
      const cost = randomCost();
      const slots = whole(1, 4);
      expect(payability(cost, slots + 1, die)).toBeGreaterThanOrEqual(payability(cost, slots, die) - 1e-12);
    }
  });

  it('a cost of more units than dice is never paid; a free one always is', () => {
    for (let run = 0; run < 500; run += 1) {
      const die = cycledFaces(pick([4, 6, 8]), cycle);
      const cost = randomCost();
      const units = costUnits(cost);
      if (units > 0 && units - 1 <= maxDice) expect(payOdds(diceForSlots([die], units - 1), cost).favourable).toBe(0);
      expect(payability({}, whole(1, 4), die)).toBe(1);
    }
  });

  it('hand-computed: the units of a cost are the sum of its amounts', () => {
    expect(costUnits({ azul: 2, verde: 1 })).toBe(3);
    expect(costUnits({})).toBe(0);
  });
});

const progression: ProgressionRules = testProgressionRules;

describe('XP, level and stats, properties', () => {
  it('XP and level round-trip: the XP to reach a level gives that level, one XP less the level before', () => {
    for (let run = 0; run < 200; run += 1) {
      const rules = { ...progression, xpFactor: whole(1, 200), maxLevel: whole(2, 40) };
      const level = whole(1, rules.maxLevel);
      expect(levelForXp(xpToReach(level, rules), rules)).toBe(level);
      if (level > 1) expect(levelForXp(xpToReach(level, rules) - 1, rules)).toBe(level - 1);
      if (level < rules.maxLevel) expect(xpToReach(level + 1, rules) - xpToReach(level, rules)).toBe(xpToNext(level, rules));
      expect(levelAfter(level, xpToNext(level, rules), rules)).toBe(Math.min(level + 1, rules.maxLevel));
    }
  });

  it('dice slots never fall with level and never pass the maximum', () => {
    for (let run = 0; run < 200; run += 1) {
      const rules = { diceSlots: { initial: whole(1, 3), secondAt: whole(2, 8), thirdAt: whole(5, 15), max: whole(1, 4) } };
      const level = whole(1, 20);
      expect(diceSlotsAt(level + 1, rules)).toBeGreaterThanOrEqual(diceSlotsAt(level, rules));
      expect(diceSlotsAt(level, rules)).toBeLessThanOrEqual(rules.diceSlots.max);
    }
  });

  it('a role never loses Vida, Defesa, Poder or dice by levelling up; the middle of a range lies in it', () => {
    for (let run = 0; run < 500; run += 1) {
      const min = whole(0, 200);
      const range = { min, max: min + whole(0, 200) };
      const middle = rangeMiddle(range);
      expect(middle).toBeGreaterThanOrEqual(range.min);
      expect(middle).toBeLessThanOrEqual(range.max);
      const base = { life: whole(1, 300), defence: whole(0, 100), speed: whole(1, 100), power: 100 };
      const level = whole(1, 9);
      const now = roleStatsAt(base, level, progression);
      const next = roleStatsAt(base, level + 1, progression);
      for (const key of ['life', 'defence', 'power', 'diceSlots'] as const) expect(next[key]).toBeGreaterThanOrEqual(now[key]);
      expect(next.life - now.life).toBeGreaterThanOrEqual(progression.growth.lifeMinimum);
    }
  });

  it('an enemy enters a battle with at least 1 Vida', () => {
    for (let run = 0; run < 200; run += 1) {
      const stats = enemyStats({ vida: whole(0, 100), defesa: whole(0, 50), velocidade: whole(0, 50) }, { vida: random() }, { vida: random() * 3 }, 100);
      expect(stats.life).toBeGreaterThanOrEqual(1);
      expect(stats.diceSlots).toBe(1);
    }
  });

  it('hand-computed: a role of Vida 120 and Defesa 30 at level 5 has 144 Vida, Defesa 33, Velocidade 42, Poder 112 and 2 dice', () => {
    // Vida +5% of 120 = 6 a level, 4 levels: 144; Defesa 30 × 1,12 = 33,6 → 33; Velocidade +1 every 2 levels: 42; Poder 100 × 1,12 = 112.
    expect(roleStatsAt({ life: 120, defence: 30, speed: 40, power: 100 }, 5, progression)).toEqual({
      life: 144,
      defence: 33,
      speed: 42,
      power: 112,
      diceSlots: 2,
    });
    expect(rangeMiddle({ min: 25, max: 30 })).toBe(27);
    expect(rangeMiddle(undefined)).toBe(0);
  });
});
