// Rules engine, paired comparison: the same battles (battle k of both runs
// uses the same seed) played under two setups, current rules and changed
// ones, and the difference in win rate with an interval that uses the
// pairing. Pure and seeded like the battle loop it calls.
import { simulateBattle, type BattleResult } from './battle';
import { wilsonInterval } from './batch';
import type { BattleSetup } from './battleSetup';
import { damageCalculator } from './damageMemo';
import { battleSeed } from './random';

/** One side of a paired run: sums over its battles. */
export interface SideTally {
  wins: number;
  losses: number;
  draws: number;
  /** Sum of rounds over all battles. */
  rounds: number;
  /** Sum of the Vida the squad lost (healing not subtracted). */
  damageTaken: number;
  /** Sum of characters fallen. */
  falls: number;
  /** Battles in which at least one character fell. */
  battlesWithFall: number;
  /** Draws the squad could no longer win (BattleResult.outOfReach). */
  drawsOutOfReach: number;
  /** Victories won out of the enemies' reach (BattleResult.sheltered). */
  winsSheltered: number;
  /** Per member of the squad, in squad order: healing done and turns declared, summed. */
  members: { healing: number; declarations: number }[];
}

export interface PairedTally {
  battles: number;
  current: SideTally;
  changed: SideTally;
  /** Battles won under the changed rules and not under the current ones, and the other way round. */
  gained: number;
  lost: number;
}

const emptySide = (): SideTally => ({
  wins: 0,
  losses: 0,
  draws: 0,
  rounds: 0,
  damageTaken: 0,
  falls: 0,
  battlesWithFall: 0,
  drawsOutOfReach: 0,
  winsSheltered: 0,
  members: [],
});

export function emptyPairedTally(): PairedTally {
  return { battles: 0, current: emptySide(), changed: emptySide(), gained: 0, lost: 0 };
}

function addSide(side: SideTally, result: BattleResult): void {
  if (result.outcome === 'victory') {
    side.wins += 1;
    if (result.sheltered) side.winsSheltered += 1;
  } else if (result.outcome === 'defeat') side.losses += 1;
  else side.draws += 1;
  if (result.outOfReach) side.drawsOutOfReach += 1;
  side.rounds += result.rounds;
  side.damageTaken += result.enemyDamage;
  let fell = 0;
  result.squad.forEach((member, index) => {
    if (member.fell) fell += 1;
    const total = (side.members[index] ??= { healing: 0, declarations: 0 });
    total.healing += member.healing;
    total.declarations += member.declarations;
  });
  side.falls += fell;
  if (fell > 0) side.battlesWithFall += 1;
}

/** Battles `from` … `to − 1` under both setups, battle k with the same seed on both sides. */
export function simulatePairedRange(
  current: BattleSetup,
  changed: BattleSetup,
  seed: number,
  from: number,
  to: number,
  tally = emptyPairedTally(),
): PairedTally {
  const currentDamage = damageCalculator(current.damage);
  const changedDamage = damageCalculator(changed.damage);
  for (let index = from; index < to; index += 1) {
    const battle = battleSeed(seed, index);
    const a = simulateBattle(current, battle, currentDamage);
    const b = simulateBattle(changed, battle, changedDamage);
    tally.battles += 1;
    addSide(tally.current, a);
    addSide(tally.changed, b);
    const wonA = a.outcome === 'victory';
    const wonB = b.outcome === 'victory';
    if (wonB && !wonA) tally.gained += 1;
    else if (wonA && !wonB) tally.lost += 1;
  }
  return tally;
}

export interface PairedDifference {
  /** Changed win rate minus current win rate. */
  difference: number;
  low: number;
  high: number;
}

/**
 * The difference in win rate (changed − current) with its 95% interval by the
 * normal approximation on the paired differences: each battle gives
 * d = +1 (won only under the changed rules), −1 (only under the current) or
 * 0, and the interval is mean(d) ± z·s/√n, with s the sample standard
 * deviation of d. Identical rules give d = 0 in every battle, so exactly 0.
 */
export function pairedDifference(tally: Pick<PairedTally, 'battles' | 'gained' | 'lost'>, z = 1.96): PairedDifference {
  const n = tally.battles;
  if (n <= 0) return { difference: 0, low: 0, high: 0 };
  const mean = (tally.gained - tally.lost) / n;
  if (n === 1) return { difference: mean, low: mean, high: mean };
  const squares = tally.gained + tally.lost;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  const half = z * Math.sqrt(variance / n);
  return { difference: mean, low: Math.max(-1, mean - half), high: Math.min(1, mean + half) };
}

/** A side's win rate with its Wilson 95% interval. */
export function sideWinRate(side: SideTally, battles: number): { rate: number; low: number; high: number } {
  const interval = wilsonInterval(side.wins, battles);
  return { rate: battles > 0 ? side.wins / battles : 0, ...interval };
}
