import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  computeDamage,
  cycledFaces,
  diceSlotsAt,
  enemyAttributesOf,
  expectedBestValue,
  levelAfter,
  levelForXp,
  payability,
  rollOutcomes,
  roundsToDefeat,
  rulesFrom,
  runXp,
  skillsKnownAt,
  trainingDays,
  xpCurve,
  xpToNext,
  xpToReach,
  type ProgressionRules,
} from '../src/index';
import { testProgressionRules } from './fixtures';

const d6 = cycledFaces(6, ['vermelha', 'verde', 'azul']);
const progression: ProgressionRules = testProgressionRules;

describe('rules engine, payability of a cost', () => {
  it('with 1 slot: 1 unit of a colour in 1 round of 3, 2 units never', () => {
    expect(payability({ vermelha: 1 }, 1, d6)).toBeCloseTo(1 / 3, 12);
    expect(payability({ vermelha: 1, azul: 1 }, 1, d6)).toBe(0);
    expect(payability({ vermelha: 2 }, 1, d6)).toBe(0);
  });

  it('with 2 slots: two colours 2/9 (either order), the same colour twice 1/9', () => {
    expect(payability({ vermelha: 1, azul: 1 }, 2, d6)).toBeCloseTo(2 / 9, 12);
    expect(payability({ verde: 2 }, 2, d6)).toBeCloseTo(1 / 9, 12);
  });

  it('with 3 slots: the three colours 6/27, two of one and one of another 3/27', () => {
    expect(payability({ vermelha: 1, verde: 1, azul: 1 }, 3, d6)).toBeCloseTo(6 / 27, 12);
    expect(payability({ azul: 2, verde: 1 }, 3, d6)).toBeCloseTo(3 / 27, 12);
  });

  it('a free action is always paid', () => {
    expect(payability({}, 1, d6)).toBe(1);
  });
});

describe('rules engine, one round', () => {
  it('three D6 give 10 distinct results whose chances sum to 1', () => {
    const outcomes = rollOutcomes([d6, d6, d6]);
    expect(outcomes).toHaveLength(10);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.probability, 0)).toBeCloseTo(1, 12);
  });

  it('a D4 (Vermelha, Verde, Azul, Vermelha) and a D6: two Vermelhas 1/2 × 1/3 = 1/6', () => {
    const d4 = cycledFaces(4, ['vermelha', 'verde', 'azul']);
    const outcomes = rollOutcomes([d4, d6]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.probability, 0)).toBeCloseTo(1, 12);
    expect(outcomes.find((outcome) => outcome.units.vermelha === 2)?.probability).toBeCloseTo(1 / 6, 12);
  });

  it('best affordable action: a free 30 and a 45 for 1 Vermelha with 1 D6 is 45/3 + 30 × 2/3 = 35', () => {
    expect(
      expectedBestValue(
        [d6],
        [
          { cost: {}, value: 30 },
          { cost: { vermelha: 1 }, value: 45 },
        ],
      ),
    ).toBeCloseTo(35, 12);
  });

  it('an action nobody can pay adds nothing', () => {
    expect(expectedBestValue([d6], [{ cost: { vermelha: 2 }, value: 100 }])).toBe(0);
  });

  it('rounds to defeat: 75 Vida at 25 a round is 3 rounds, at 24 it is 4; nothing dealt is undefined', () => {
    expect(roundsToDefeat(75, 25)).toBe(3);
    expect(roundsToDefeat(75, 24)).toBe(4);
    expect(roundsToDefeat(75, 0)).toBeUndefined();
  });
});

describe('rules engine, enemies', () => {
  it('a Melee DPS base (60/30/40) as a Besta in T2: Vida 60 × 1,25 × 1,3 = 97,5 → 98', () => {
    expect(
      enemyAttributesOf({ vida: 60, defesa: 30, velocidade: 40 }, { vida: 1.25, defesa: 1, velocidade: 1.25 }, { vida: 1.3, defesa: 1.3, velocidade: 1.3 }),
    ).toEqual({ vida: 98, defesa: 39, velocidade: 65 });
  });

  it('20 × 1,25 × 1,3 is exactly 32,5, rounded up to 33 (no floating-point 33,000…1 rounding to 34)', () => {
    expect(enemyAttributesOf({ vida: 20 }, { vida: 1.25 }, { vida: 1.3 }).vida).toBe(33);
    expect(enemyAttributesOf({ vida: 20 }, { vida: 1.5 }, { vida: 1 }).vida).toBe(30);
  });
});

describe('rules engine, XP and level', () => {
  it('XP from N to N+1 is 50 × N; 500 in total to reach level 5; none past the maximum', () => {
    expect(xpToNext(1, progression)).toBe(50);
    expect(xpToNext(4, progression)).toBe(200);
    expect(xpToReach(5, progression)).toBe(500);
    expect(xpToNext(10, progression)).toBe(0);
  });

  it('the XP curve runs from level 1 to the maximum, with no next step at the top', () => {
    const curve = xpCurve({ xpFactor: 50, maxLevel: 4 });
    expect(curve).toEqual([
      { level: 1, toNext: 50, total: 0 },
      { level: 2, toNext: 100, total: 50 },
      { level: 3, toNext: 150, total: 150 },
      { level: 4, toNext: undefined, total: 300 },
    ]);
  });

  it('level for a total of XP: 499 is level 4, 500 level 5, a million the maximum', () => {
    expect(levelForXp(499, progression)).toBe(4);
    expect(levelForXp(500, progression)).toBe(5);
    expect(levelForXp(1_000_000, progression)).toBe(10);
  });

  it('480 XP from level 5 (250 to 6, 300 to 7) reaches level 6', () => {
    expect(levelAfter(5, 480, progression)).toBe(6);
    expect(levelAfter(5, 550, progression)).toBe(7);
  });

  it('dice slots: 1 at level 1, 2 from level 5, 3 from level 10', () => {
    expect([1, 4, 5, 9, 10].map((level) => diceSlotsAt(level, progression))).toEqual([1, 1, 2, 2, 3]);
  });

  it('the starting Training takes a recruit from 1 to 5 in 10 days (500 XP at 50 a day)', () => {
    expect(trainingDays(1, progression)).toBe(10);
    expect(trainingDays(5, progression)).toBe(0);
  });

  it('the starting Training counts only the XP still missing: from level 2 (50 XP) to 5 is 450 XP, 9 days; above its cap, none', () => {
    expect(trainingDays(2, progression)).toBe(9);
    expect(trainingDays(7, progression)).toBe(0);
  });

  it('skills known: every start-level skill, then one per choice level (the first option), none above the level', () => {
    const skills = [
      { id: 'a', unlock: 1 },
      { id: 'b', unlock: 1 },
      { id: 'c', unlock: 5 },
      { id: 'd', unlock: 5 },
      { id: 'e', unlock: 10 },
    ];
    expect(skillsKnownAt(skills, 1, progression).map((skill) => skill.id)).toEqual(['a', 'b']);
    expect(skillsKnownAt(skills, 7, progression).map((skill) => skill.id)).toEqual(['a', 'b', 'c']);
    expect(skillsKnownAt(skills, 10, progression).map((skill) => skill.id)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('a run of 5 common battles, 1 elite and the boss is 5 × 40 + 80 + 200 = 480 XP', () => {
    expect(runXp({ common: 5, elite: 1, boss: 1 }, progression)).toBe(480);
  });
});

describe('rules engine, constants and damage', () => {
  const values = new Map(
    Object.entries({
      'dano.poder-normal': 100,
      'dano.constante-defesa': 100,
      'dano.minimo': 1,
      'dano.fraqueza': 50,
      'dano.resistencia': -50,
      'dano.imunidade': -100,
      'acao.defender.bonus': 50,
      'passiva.fortaleza-inabalavel.bonus': 10,
      'passiva.fortaleza-inabalavel.limite': 30,
      'status.limite-bonus': 100,
      'progressao.xp-fator': 50,
      'progressao.nivel-maximo': 10,
      'progressao.nivel-inicial': 1,
      'equipamento.slots-dado-inicial': 1,
      'progressao.segundo-dado': 5,
      'progressao.terceiro-dado': 10,
      'equipamento.slots-dado-maximo': 3,
      'treinamento.xp-por-dia': 50,
      'treinamento.nivel-limite': 5,
      'progressao.xp-batalha-comum': 40,
      'progressao.xp-batalha-elite': 80,
      'progressao.xp-batalha-chefe': 200,
      'progressao.ganho-nivel.vida': 5,
      'progressao.ganho-nivel.vida-minimo': 2,
      'progressao.ganho-nivel.poder-de-ataque': 3,
      'progressao.ganho-nivel.defesa': 3,
      'progressao.ganho-velocidade': 1,
      'progressao.intervalo-velocidade': 2,
    }).map(([id, value]) => [id, { value }]),
  );

  it('reads its constants from the rules, and names a missing one', () => {
    expect(rulesFrom(values).progression).toEqual(progression);
    const missing = new Map(values);
    missing.delete('dano.minimo');
    expect(() => rulesFrom(missing)).toThrow('dano.minimo');
  });

  it('a 45 hit against Defesa 30 deals 45 × 100 ÷ 130 = 34,6 → 34', () => {
    const { damage } = computeDamage(
      { base: 45, nature: 'physical', power: 100, defence: 30, elementalDefence: 0, defending: false, fortressStacks: 0, grade: 'normal' },
      rulesFrom(values).damage,
    );
    expect(damage).toBe(34);
  });
});

describe('rules engine, a package of its own', () => {
  // Pure TypeScript: it bundles for the browser and runs in the build, the
  // tests and any other tool alike, so it imports no package and no file
  // outside its own folder.
  it('imports only its own modules', () => {
    const folder = path.resolve(__dirname, '../src');
    for (const file of readdirSync(folder)) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      const specifiers = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
      for (const specifier of specifiers) expect(specifier, file).toMatch(/^\.\/[\w-]+$/);
    }
  });

  // Structured results, no text for a reader: the site words them (in
  // Portuguese), any other user of the engine in its own language.
  it('writes no prose and formats no number', () => {
    const folder = path.resolve(__dirname, '../src');
    for (const file of readdirSync(folder)) expect(proseIn(readFileSync(path.join(folder, file), 'utf8')), file).toEqual([]);
  });

  it('the prose check catches a Portuguese label and Intl', () => {
    expect(proseIn("steps.push({ label: 'Defesa do alvo', detail: `${show(defence)}, sem bônus` });")).not.toEqual([]);
    expect(proseIn("const numberFormat = new Intl.NumberFormat('pt-BR');")).not.toEqual([]);
    expect(proseIn("// Defesa elemental: a redução em por cento\nconst kind = 'after-defence';")).toEqual([]);
  });
});

/** Uses of Intl and string literals with accented letters (Portuguese words), comments aside. */
function proseIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  const found = [...code.matchAll(/\bIntl\b/g)].map((match) => match[0]);
  for (const match of code.matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g))
    if (/[\u00C0-\u017F]/.test(match[0]) || /\s(?:de|do|da|com|sem|para|não)\s/.test(match[0])) found.push(match[0]);
  return found;
}
