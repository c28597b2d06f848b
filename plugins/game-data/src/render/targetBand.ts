// A design target's band in words, as the targets' table and the proposals
// register both show it: its ends in the target's unit ("15% a 75%", "no
// mínimo 30 p.p." for a difference of two shares, in percentage points).
import { differenceMeasures, type GameData } from '@dice-rolling/game-model';
import { formatNumber } from '../format';

type Target = GameData['targets'][number];

const unitSuffix: Partial<Record<Target['unit'], string>> = { percent: '%', level: ' níveis', gold: ' de ouro' };

/** What follows a target's number: its unit's suffix, or "p.p." (percentage points) for a difference of two shares. */
export function targetUnitSuffix(target: Pick<Target, 'unit' | 'measure'>): string {
  return target.unit === 'percent' && differenceMeasures.includes(target.measure) ? ' p.p.' : (unitSuffix[target.unit] ?? '');
}

export function targetBandText(target: Pick<Target, 'unit' | 'measure' | 'min' | 'max'>): string {
  const value = (number: number) => `${formatNumber(number)}${targetUnitSuffix(target)}`;
  if (target.min !== undefined && target.max !== undefined) return `${value(target.min)} a ${value(target.max)}`;
  return target.min !== undefined ? `no mínimo ${value(target.min)}` : `no máximo ${value(target.max ?? 0)}`;
}
