// Enemy builder: an enemy's final attributes are the archetype's base times
// the species multiplier times the tier multiplier, rounded up — the rule the
// <Inimigo> element and the enemy tables of render.ts apply.

export const enemyAttributes = ['vida', 'defesa', 'velocidade'] as const;
export type EnemyAttribute = (typeof enemyAttributes)[number];

export type Multipliers = Readonly<Record<string, number>>;

export interface EnemyStep {
  attribute: EnemyAttribute;
  base: number;
  species: number;
  tier: number;
  /** base × species × tier before rounding. */
  exact: number;
  value: number;
}

export function buildEnemy(base: Multipliers, species: Multipliers, tier: Multipliers): EnemyStep[] {
  return enemyAttributes.map((attribute) => {
    const baseValue = base[attribute] ?? 0;
    const speciesMultiplier = species[attribute] ?? 1;
    const tierMultiplier = tier[attribute] ?? 1;
    // Rounded to 6 places first so 20 × 1.25 × 1.3 is 32.5, not 32.500000000000004.
    const exact = Math.round(baseValue * speciesMultiplier * tierMultiplier * 1e6) / 1e6;
    return { attribute, base: baseValue, species: speciesMultiplier, tier: tierMultiplier, exact, value: Math.ceil(exact) };
  });
}
