// The enemy builder's formula is the rules engine's (engine/enemy.ts).
export * from '@dice-rolling/rules';
