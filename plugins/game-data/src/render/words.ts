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
