// The golden vectors, committed in data/game/vectors/rule-vectors.json, checked
// three ways: every case of the file is what the engine answers for its input
// (a changed answer names its case); the file is what `npm run vectors:update`
// writes for the current data and engine (else the file is stale, and the
// build says so); and hand-computed cases (committed below, worked out
// from the Atributos and Progressão pages) are in the file with the same
// answers, so the file cannot be empty, short of a kind or out of step with the rules.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { describe, expect, it, vi } from 'vitest';
import logger from '@docusaurus/logger';
import gameDataPlugin, { engineDataVersion } from '../src/index';
import { loadGameModel } from '@dice-rolling/game-model';
import type { LoadContext } from '@docusaurus/types';
import { openDataFiles, readCommittedVectors } from '../src/openData';
import {
  committedVectorsPath,
  ruleVectors,
  ruleVectorsFile,
  ruleVectorsJsonSchema,
  ruleVectorsSchema,
  ruleVectorsText,
  staleVectorsMessage,
  vectorKinds,
  vectorsUpdateCommand,
  type VectorCase,
} from '../src/ruleVectors';

const siteDir = path.resolve(__dirname, '../../..');
const dataDir = path.join(siteDir, 'data/game');
const model = loadGameModel(dataDir, siteDir);
const committedFile = path.join(dataDir, committedVectorsPath);
const committedText = readFileSync(committedFile, 'utf8');
const vectors = ruleVectorsSchema.parse(JSON.parse(committedText));
const current = ruleVectors(model);
const { contents, vectors: entry, staleVectors } = openDataFiles(model, readCommittedVectors(committedFile, siteDir));

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
const hit = { base: 50, nature: 'physical', power: 100, defence: 0, elementalDefence: 0, defending: false, fortressStacks: 0, grade: 'normal' };

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
  // Melee DPS (60/30/40) as a Besta (×1,5 Vida, ×1,25 Velocidade) in T2 (×3,85 Vida, ×1,3 Defesa, ×1,8 Velocidade): 346,5 rounded up to 347, 39, 90.
  { kind: 'enemy-stats', input: { archetype: 'melee-dps', species: 'besta', tier: 't2' }, expected: { vida: 347, defesa: 39, velocidade: 90 } },
  // Poder de Ataque: a multiplier the species or the tier does not set counts ×1; a half rounds up (162,5 → 163), not to the even number.
  { kind: 'enemy-power', input: { normalPower: 100, speciesMultipliers: {}, tierMultipliers: { 'poder-de-ataque': 1.625 } }, expected: { power: 163 } },
  { kind: 'enemy-power', input: { normalPower: 100, speciesMultipliers: { 'poder-de-ataque': 1.5 }, tierMultipliers: {} }, expected: { power: 150 } },
  // XP 50 × N to the next level; 50 × 4 × 5 ÷ 2 = 500 to reach level 5, where the second die comes.
  { kind: 'level', input: { level: 5 }, expected: { xpToNext: 250, xpToReach: 500, diceSlots: 2 } },
  { kind: 'xp-to-level', input: { fromLevel: 1, xp: 49 }, expected: { level: 1 } },
  { kind: 'xp-to-level', input: { fromLevel: 1, xp: 50 }, expected: { level: 2 } },
];

type JsonSchema = {
  type?: string;
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

const jsonType = (value: unknown): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
const accepts = (schema: JsonSchema, value: unknown): boolean =>
  schema.type === undefined || schema.type === jsonType(value) || (schema.type === 'number' && typeof value === 'number');

/**
 * Every number of the file with the schema that describes it, by a path where
 * the cases are named by kind, list items by [] and record keys by *: the
 * schema is walked beside the value, a union by the variant whose kind (or
 * type) matches.
 */
function numbersWithSchema(schema: JsonSchema, value: unknown, at: string, found: { path: string; type: string | undefined; value: number }[]): void {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const kind = (value as { kind?: unknown } | null)?.kind;
    const variant =
      variants.find((candidate) => kind !== undefined && candidate.properties?.kind?.const === kind) ?? variants.find((candidate) => accepts(candidate, value));
    if (variant) numbersWithSchema(variant, value, kind !== undefined && at.endsWith('[]') ? `${at.slice(0, -2)}[${String(kind)}]` : at, found);
    return;
  }
  if (typeof value === 'number') found.push({ path: at, type: schema.type, value });
  else if (Array.isArray(value)) value.forEach((item) => numbersWithSchema(schema.items ?? {}, item, `${at}[]`, found));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const named = schema.properties?.[key];
      const other = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      if (named || other) numbersWithSchema(named ?? other ?? {}, item, named ? `${at}.${key}` : `${at}.*`, found);
    }
}

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
    for (const nature of ['physical', 'elemental']) {
      for (const grade of Object.keys(vectors.rules.damage.gradePercent))
        expect(
          damage.some((input) => input.nature === nature && input.grade === grade),
          `${nature} ${grade}`,
        ).toBe(true);
    }
  });

  it('each case of the committed file is what the engine answers for its input; a changed answer names its case', () => {
    const wrong = vectors.cases.flatMap((vector) => {
      const got = answer(vector, vectors.rules);
      return isDeepStrictEqual(got, vector.expected) ? [] : [{ id: vector.id, input: vector.input, expected: vector.expected, got }];
    });
    expect(
      wrong,
      `${wrong.length} cases differ from the engine: ${wrong.map((vector) => vector.id).join(', ')}; if the change is meant, run ${vectorsUpdateCommand}`,
    ).toEqual([]);
  });

  it(`is the file ${vectorsUpdateCommand} writes for this data and engine, with their version`, () => {
    expect(vectors.versao).toBe(engineDataVersion(model));
    // The message the build stops with: it names the cases and the command.
    expect(staleVectors).toBeUndefined();
    expect(committedText).toBe(ruleVectorsText(current));
  });

  it('a stale file stops the build with a message naming the cases and the command', () => {
    const first = current.cases.find((vector) => vector.kind === 'enemy-stats');
    if (first?.kind !== 'enemy-stats') throw new Error('no enemy-stats case');
    const tampered = {
      ...current,
      versao: '000000000000',
      cases: current.cases.map((vector) => (vector === first ? { ...first, expected: { ...first.expected, vida: 0 } } : vector)),
    };
    const message = staleVectorsMessage(ruleVectorsText(tampered), current, 'data/game/vectors/rule-vectors.json') ?? '';
    expect(message).toContain(first.id);
    expect(message).toContain('versão 000000000000 no arquivo');
    expect(message).toContain(vectorsUpdateCommand);
    expect(message).toMatch(/^Os vetores de referência \(data\/game\/vectors\/rule-vectors\.json\) não correspondem/);
    expect(message).toContain('The golden vectors (data/game/vectors/rule-vectors.json) are stale');
    expect(staleVectorsMessage(undefined, current, 'x.json')).toContain(vectorsUpdateCommand);
  });

  it('a build with a stale file still builds, publishing the committed copy and naming the command', async () => {
    const siteCopy = mkdtempSync(path.join(tmpdir(), 'vectors-'));
    const staleText = committedText.replace(`"versao": "${vectors.versao}"`, '"versao": "000000000000"');
    const warned: string[] = [];
    const warn = vi.spyOn(logger, 'warn').mockImplementation((message: unknown) => void warned.push(String(message)));
    try {
      cpSync(dataDir, path.join(siteCopy, 'data/game'), { recursive: true });
      writeFileSync(path.join(siteCopy, 'data/game', committedVectorsPath), staleText);
      const plugin = gameDataPlugin({ siteDir: siteCopy } as LoadContext, { siteDir: siteCopy, dataDir: 'data/game', docsDir: 'docs', staticDir: 'static' });
      await plugin.loadContent?.();
      expect(warned.join('\n')).toContain(`Rode \`${vectorsUpdateCommand}\``);
      expect(readFileSync(path.join(siteCopy, 'static/dados', `${ruleVectorsFile}.json`), 'utf8')).toBe(staleText);
    } finally {
      warn.mockRestore();
      rmSync(siteCopy, { recursive: true, force: true });
    }
  });

  it('are published as the committed file, byte for byte', () => {
    expect(contents.get(`${ruleVectorsFile}.json`)).toBe(committedText);
  });

  it('are laid out for review: one group of lines per case, keys sorted, and read back to the same cases', () => {
    const lines = committedText.split('\n');
    expect(lines.filter((line) => /^ {6}"id": /.test(line))).toHaveLength(vectors.cases.length);
    expect(lines.filter((line) => /^ {6}"(kind|input|expected)": /.test(line))).toHaveLength(3 * vectors.cases.length);
    expect(JSON.parse(committedText)).toEqual(JSON.parse(JSON.stringify(current)));
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
        Object.entries(vector.input).every(([key, value]) => isDeepStrictEqual((candidate.input as Record<string, unknown>)[key], value)),
    );
    expect(found, 'the case is in the file').toBeDefined();
    expect(found?.expected).toMatchObject(vector.expected);
  });

  it('has every rule value of the file in its JSON Schema', () => {
    const schema = ruleVectorsJsonSchema() as JsonSchema;
    const missing = (['damage', 'progression'] as const).flatMap((group) =>
      Object.keys(vectors.rules[group])
        .filter((key) => schema.properties?.rules?.properties?.[group]?.properties?.[key] === undefined)
        .map((key) => `rules.${group}.${key}`),
    );
    expect(missing).toEqual([]);
    const committed = JSON.parse(committedText) as { rules: Record<string, Record<string, unknown>> };
    expect(Object.keys(committed.rules.damage ?? {}).sort()).toEqual(Object.keys(vectors.rules.damage).sort());
  });

  it('types as integer in its JSON Schema every number that is whole in every case', () => {
    const found: { path: string; type: string | undefined; value: number }[] = [];
    numbersWithSchema(ruleVectorsJsonSchema() as JsonSchema, JSON.parse(committedText), '', found);
    const paths = new Map<string, { types: Set<string | undefined>; whole: boolean }>();
    for (const { path: at, type, value } of found) {
      const entry = paths.get(at) ?? { types: new Set(), whole: true };
      entry.types.add(type);
      entry.whole &&= Number.isInteger(value);
      paths.set(at, entry);
    }
    expect(paths.size).toBeGreaterThan(40);
    const typedNumber = [...paths].filter(([, entry]) => entry.whole && !entry.types.has('integer')).map(([at]) => at);
    expect(typedNumber).toEqual([]);
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
