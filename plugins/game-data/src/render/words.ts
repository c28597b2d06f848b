// The reader's words for the damage types, one place for every renderer.
import type { DamageType } from '@dice-rolling/game-model';

export const damageTypeNames: Record<DamageType, string> = {
  corte: 'corte',
  impacto: 'impacto',
  fogo: 'fogo',
  terra: 'terra',
  agua: 'água',
  trovao: 'trovão',
  acido: 'ácido',
  veneno: 'veneno',
};

/**
 * A tier as a reader names it: a code name reads after the word ("tier T1"),
 * a word name as the glossary's term ("tier de chefe", the table's "Chefe").
 */
export function tierWords(tier: { name: string }): string {
  return /^T\d+$/.test(tier.name) ? `tier ${tier.name}` : `tier de ${tier.name.toLowerCase()}`;
}
