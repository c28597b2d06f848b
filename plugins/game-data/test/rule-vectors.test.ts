// The golden vectors (/dados/vetores-de-regras.json) checked both ways: every
// case, read back from the JSON the build writes, is what the engine answers
// for its input; and hand-computed cases (committed below, worked out from the
// Atributos and Progressão pages) are in the file with the same answers, so
// the file cannot be empty, short of a kind or out of step with the rules.
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  computeDamage,
  costUnits,
  diceSlotsAt,
  enemyAttributesOf,
  enemyPowerOf,
  levelAfter,
  payOdds,
  roleBaseStats,
  roleStatsAt,
  simulateMany,
  xpToNext,
  xpToReach,
  type BattleSetup,
  type DamageRules,
  type ProgressionRules,
} from '@dice-rolling/rules';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { openDataFiles } from '../src/openData';
import { ruleVectorsFile, ruleVectorsJsonSchema, ruleVectorsSchema, vectorKinds, type VectorCase } from '../src/ruleVectors';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const { contents, vectors: entry } = openDataFiles(model);
const written = contents.get(`${ruleVectorsFile}.json`) ?? '';
const vectors = ruleVectorsSchema.parse(JSON.parse(written));

/** The engine's answer for a case, from its input and the file's constants alone. */
function answer(vector: VectorCase, rules: { damage: DamageRules; progression: ProgressionRules }): unknown {
  switch (vector.kind) {
    case 'damage': {
      const { damage, steps } = computeDamage(vector.input, rules.damage);
      return { damage, steps };
    }
    case 'payability':
      return { ...payOdds(vector.input.dice, vector.input.cost), units: costUnits(vector.input.cost) };
    case 'enemy-stats':
      return enemyAttributesOf(vector.input.base, vector.input.speciesMultipliers, vector.input.tierMultipliers);
    case 'enemy-power':
      return { power: enemyPowerOf(vector.input.speciesMultipliers, vector.input.tierMultipliers, vector.input.normalPower) };
    case 'role-stats':
      return roleStatsAt(roleBaseStats(vector.input.ranges, vector.input.point, rules.damage.normalPower), vector.input.level, rules.progression);
    case 'level':
      return {
        xpToNext: xpToNext(vector.input.level, rules.progression),
        xpToReach: xpToReach(vector.input.level, rules.progression),
        diceSlots: diceSlotsAt(vector.input.level, rules.progression),
      };
    case 'xp-to-level':
      return { level: levelAfter(vector.input.fromLevel, vector.input.xp, rules.progression) };
    case 'battle-summary':
      return simulateMany(vector.input.setup as unknown as BattleSetup, vector.input.seed, vector.input.battles);
  }
}

const d6 = ['vermelha', 'verde', 'azul', 'vermelha', 'verde', 'azul'];
const hit = { base: 50, nature: 'fisico', power: 100, defence: 0, elementalDefence: 0, defending: false, fortressStacks: 0, grade: 'normal' };

/** Worked out by hand from the pages' formulas and the values of rules.yaml and the data files. */
const handComputed: { kind: VectorCase['kind']; input: Record<string, unknown>; expected: Record<string, unknown> }[] = [
  // 50 × 100 ÷ (100 + 150): Defendendo turns Defesa 100 into 150.
  { kind: 'damage', input: { ...hit, defence: 100, defending: true }, expected: { damage: 20 } },
  // Poder 150: 75; Fortaleza 5 rounds stops at +30%: Defesa 39; 75 × 100 ÷ 139 = 53,96; weakness +50%: 80,9 → 80.
  { kind: 'damage', input: { ...hit, power: 150, defence: 30, fortressStacks: 5, grade: 'fraqueza' }, expected: { damage: 80 } },
  // Both bonuses: 100 × (1 + 0,5 + 0,2) = 170; 50 × 100 ÷ 270 = 18,5; resistance −50%: 9,26 → 9.
  { kind: 'damage', input: { ...hit, defence: 100, defending: true, fortressStacks: 2, grade: 'resistencia' }, expected: { damage: 9 } },
  // Elemental: Defesa elemental 40% leaves 30; resistance halves it: 15.
  { kind: 'damage', input: { ...hit, nature: 'elemental', defence: 100, elementalDefence: 40, grade: 'resistencia' }, expected: { damage: 15 } },
  // Immunity deals nothing; a hit that lands deals at least 1.
  { kind: 'damage', input: { ...hit, nature: 'elemental', defence: 100, elementalDefence: 100, grade: 'imunidade' }, expected: { damage: 0 } },
  { kind: 'damage', input: { ...hit, base: 1, defence: 9999 }, expected: { damage: 1 } },
  // The D6 painted by the cycle: 2 Vermelha faces of 6; two Verdes with 2 dice 2 × 2 of 36; one of each colour with 3 dice 3! × 2³ of 216.
  { kind: 'payability', input: { cost: { vermelha: 1 }, die: 'd6', slots: 1, dice: [d6] }, expected: { favourable: 2, total: 6, units: 1 } },
  { kind: 'payability', input: { cost: { verde: 2 }, die: 'd6', slots: 2, dice: [d6, d6] }, expected: { favourable: 4, total: 36, units: 2 } },
  {
    kind: 'payability',
    input: { cost: { vermelha: 1, verde: 1, azul: 1 }, die: 'd6', slots: 3, dice: [d6, d6, d6] },
    expected: { favourable: 48, total: 216, units: 3 },
  },
  // Melee DPS (60/30/40) as a Besta (×1,25 Vida and Velocidade) in T2 (×1,6 Vida, ×1,3 Defesa and Velocidade): 120, 39, 65.
  { kind: 'enemy-stats', input: { archetype: 'melee-dps', species: 'besta', tier: 't2' }, expected: { vida: 120, defesa: 39, velocidade: 65 } },
  // Poder de Ataque: a multiplier the species or the tier does not set counts ×1; a half rounds up (162,5 → 163), not to the even number.
  { kind: 'enemy-power', input: { normalPower: 100, speciesMultipliers: {}, tierMultipliers: { 'poder-de-ataque': 1.625 } }, expected: { power: 163 } },
  { kind: 'enemy-power', input: { normalPower: 100, speciesMultipliers: { 'poder-de-ataque': 1.5 }, tierMultipliers: {} }, expected: { power: 150 } },
  // XP 50 × N to the next level; 50 × 4 × 5 ÷ 2 = 500 to reach level 5, where the second die comes.
  { kind: 'level', input: { level: 5 }, expected: { xpToNext: 250, xpToReach: 500, diceSlots: 2 } },
  { kind: 'xp-to-level', input: { fromLevel: 1, xp: 49 }, expected: { level: 1 } },
  { kind: 'xp-to-level', input: { fromLevel: 1, xp: 50 }, expected: { level: 2 } },
];

describe('golden vectors of the rules engine', () => {
  it('are written as JSON that the schema accepts, with at least 200 cases of every kind', () => {
    expect(vectors.cases.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(vectors.cases.map((vector) => vector.kind));
    expect([...kinds].sort()).toEqual(Object.keys(vectorKinds).sort());
    expect(new Set(vectors.cases.map((vector) => vector.id)).size).toBe(vectors.cases.length);
    expect(entry.cases).toBe(vectors.cases.length);
    expect(vectors.cases.filter((vector) => vector.kind === 'battle-summary').every((vector) => vector.expected.battles === vector.input.battles)).toBe(true);
  });

  it('play a boss floor whose boss summons', () => {
    const summaries = vectors.cases.flatMap((vector) => (vector.kind === 'battle-summary' ? [vector.input] : []));
    const boss = summaries.filter((input) => input.encounter === 'chefe-mawari');
    expect(boss).toHaveLength(2);
    const setup = boss[0]?.setup as unknown as BattleSetup;
    expect(Object.keys(setup.summons ?? {})).toEqual(['serpente-de-mawari@t1']);
  });

  it('cover damage with every grade and both natures', () => {
    const damage = vectors.cases.flatMap((vector) => (vector.kind === 'damage' ? [vector.input] : []));
    for (const nature of ['fisico', 'elemental']) {
      for (const grade of Object.keys(vectors.rules.damage.gradePercent))
        expect(
          damage.some((input) => input.nature === nature && input.grade === grade),
          `${nature} ${grade}`,
        ).toBe(true);
    }
  });

  it('each case is what the engine answers for its input (read back from the JSON)', () => {
    const wrong = vectors.cases.filter((vector) => !isDeepStrictEqual(answer(vector, vectors.rules), vector.expected)).map((vector) => vector.id);
    expect(wrong).toEqual([]);
  });

  it('a wrong answer is caught', () => {
    const first = vectors.cases.find((vector) => vector.kind === 'damage');
    if (first?.kind !== 'damage') throw new Error('no damage case');
    const tampered: VectorCase = { ...first, expected: { ...first.expected, damage: first.expected.damage + 1 } };
    expect(isDeepStrictEqual(answer(tampered, vectors.rules), tampered.expected)).toBe(false);
  });

  it.each(handComputed.map((vector) => [`${vector.kind} ${JSON.stringify(vector.input)}`, vector] as const))('holds the hand-computed case %s', (_, vector) => {
    const found = vectors.cases.find(
      (candidate) =>
        candidate.kind === vector.kind &&
        Object.entries(vector.input).every(([key, value]) => JSON.stringify((candidate.input as Record<string, unknown>)[key]) === JSON.stringify(value)),
    );
    expect(found, 'the case is in the file').toBeDefined();
    expect(found?.expected).toMatchObject(vector.expected);
  });

  it('has a JSON Schema that names the kinds and requires inputs and expected results', () => {
    const schema = ruleVectorsJsonSchema() as {
      properties: {
        cases: {
          items: {
            oneOf?: { properties: { kind: { const: string } }; required: string[] }[];
            anyOf?: { properties: { kind: { const: string } }; required: string[] }[];
          };
        };
      };
    };
    const variants = schema.properties.cases.items.oneOf ?? schema.properties.cases.items.anyOf ?? [];
    expect(variants.map((variant) => variant.properties.kind.const).sort()).toEqual(Object.keys(vectorKinds).sort());
    for (const variant of variants) expect(variant.required).toEqual(expect.arrayContaining(['id', 'kind', 'input', 'expected']));
    expect(contents.has(`esquema/${ruleVectorsFile}.schema.json`)).toBe(true);
  });
});
