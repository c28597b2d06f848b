// Rules engine, enemies: an enemy's final attributes are its archetype's base
// times the species multiplier times the tier multiplier, rounded up. The
// <Inimigo> element, the enemy tables, the enemy builder tool and the balance
// page all call this.

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

/** The final attributes as a record (attribute id → value). */
export function enemyAttributesOf(base: Multipliers, species: Multipliers, tier: Multipliers): Record<EnemyAttribute, number> {
  return Object.fromEntries(buildEnemy(base, species, tier).map((step) => [step.attribute, step.value])) as Record<EnemyAttribute, number>;
}
