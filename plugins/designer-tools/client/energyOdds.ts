// Energy odds as the tool shows them. The counting is the rules engine's
// (@dice-rolling/rules).
import { reduced, type Odds } from '@dice-rolling/rules';
import { formatFixed } from '../../format-pt';

/** "33,3%"; exact 0 and 1 read "0%" and "100%", and a tiny chance never rounds to 0. */
export function formatOdds(odds: Odds): string {
  if (odds.total <= 0 || odds.favourable <= 0) return '0%';
  if (odds.favourable >= odds.total) return '100%';
  const percent = (odds.favourable / odds.total) * 100;
  if (percent < 0.05) return 'menos de 0,1%';
  if (percent > 99.95) return 'mais de 99,9%';
  return `${formatFixed(percent, 1)}%`;
}

/** "1 em 3" when the reduced fraction is short enough to read. */
export function formatFraction(odds: Odds): string | undefined {
  const { favourable, total } = reduced(odds);
  if (favourable === 0 || favourable === total || total > 10000) return undefined;
  return `${favourable} em ${total}`;
}
