// Library, not a plugin: the reader's text of the damage formula, step by
// step. The engine returns each step with its numbers (computeDamage, and each
// hit of a battle's events); the site writes it in Portuguese, here, for the
// damage tool and for the log of "Jogar uma batalha".
import type { DamageStep } from '@dice-rolling/rules';
import { formatNumber as show } from '../format-pt';

export interface DamageStepText {
  label: string;
  /** How the value is obtained, in words and numbers. */
  detail: string;
}

const signed = (value: number): string => (value > 0 ? `+${show(value)}` : value < 0 ? `−${show(-value)}` : '0');

export function damageStepText(step: DamageStep): DamageStepText {
  switch (step.kind) {
    case 'base':
      return { label: 'Dano da ação', detail: show(step.value) };
    case 'power': {
      const powerName = step.nature === 'physical' ? 'Poder de Ataque' : 'Poder elemental';
      return { label: `Com o ${powerName}`, detail: `${show(step.base)} × ${show(step.power)} ÷ ${show(step.normalPower)} = ${show(step.value)}` };
    }
    case 'defence': {
      const parts = [
        step.defendPercent ? `Defendendo ${signed(step.defendPercent)}%` : '',
        step.fortressPercent ? `Fortaleza Inabalável ${signed(step.fortressPercent)}%` : '',
        step.statusBonusPercent ? `status ${signed(step.statusBonusPercent)}%` : '',
        step.statusReductionPercent ? `status ${signed(step.statusReductionPercent)}%` : '',
      ].filter(Boolean);
      return {
        label: 'Defesa do alvo',
        detail:
          parts.length === 0
            ? `${show(step.defence)}, sem bônus`
            : `${show(step.defence)} ${signed(step.totalPercent)}% = ${show(step.value)} (${parts.join(', ')}), arredondado para baixo`,
      };
    }
    case 'after-defence':
      return {
        label: 'Depois da Defesa',
        detail: `${show(step.before)} × ${show(step.constant)} ÷ (${show(step.constant)} + ${show(step.defence)}) = ${show(step.value)}`,
      };
    case 'elemental-defence': {
      const parts = [
        step.defendPercent ? `Defendendo ${signed(step.defendPercent)}%` : '',
        step.fortressPercent ? `Fortaleza Inabalável ${signed(step.fortressPercent)}%` : '',
      ].filter(Boolean);
      return {
        label: 'Defesa elemental do alvo',
        detail:
          parts.length === 0
            ? `${show(step.elementalDefence)}%, sem bônus`
            : `${show(step.elementalDefence)}% ${signed(step.totalPercent)}% = ${show(step.value)}% (${parts.join(', ')}), arredondado para baixo, no máximo 100%`,
      };
    }
    case 'after-elemental-defence':
      return {
        label: 'Depois da Defesa elemental',
        detail: step.percent === 0 ? `sem redução: ${show(step.value)}` : `${show(step.before)} −${show(step.percent)}% = ${show(step.value)}`,
      };
    case 'grade':
      return {
        label: 'Fraqueza ou resistência',
        detail: step.percent === 0 ? `grau normal, sem mudança: ${show(step.value)}` : `${show(step.before)} ${signed(step.percent)}% = ${show(step.value)}`,
      };
    case 'damage-taken':
      return { label: 'Dano recebido', detail: `${show(step.before)} ${signed(step.percent)}% = ${show(step.value)}` };
    case 'final':
      return {
        label: 'Dano final',
        detail: step.immune ? 'imunidade: nenhum dano' : `arredondado para baixo, nunca menor que ${show(step.minimum)}: ${show(step.value)}`,
      };
  }
}
