// Rules engine, many battles: a run of seeded battles tallied (the
// simulator's table, the balance page, the design targets, the lab), and the
// Wilson interval of a rate. Battle k of a run has its own seed, so it is the
// same whatever the run's length.
import { battleSeed } from './random';
import { simulateBattle, type BattleResult } from './battle';
import { roundCap, type BattleSetup } from './battleSetup';
import { damageCalculator } from './damageMemo';

export interface Tally {
  battles: number;
  wins: number;
  losses: number;
  draws: number;
  /** Draws the squad could no longer win: no standing member reached a standing enemy (BattleResult.outOfReach). */
  drawsOutOfReach: number;
  /** Victories won out of the enemies' reach: at some round's declaration, no standing enemy reached a standing member (BattleResult.sheltered). */
  winsSheltered: number;
  /** In those draws, each enemy (by name: two of a creature read as one) standing out of the squad's reach at the end, with the draws it stood in. */
  outOfReachEnemies: { enemy: string; draws: number }[];
  /** Battles that ended after r rounds, at index r (0 unused). */
  rounds: number[];
  squad: { damage: number; healing: number; fell: number; declarations: number; payable: number[]; used: number[] }[];
  /**
   * Kill order: per squad member, the battles in which it was the first of the
   * squad to fall, the second… (index 0 first); a member who falls again after
   * a revive counts at its first fall.
   */
  fallOrder: number[][];
  /** Why the squad fell: each enemy (by id) and action or status that dealt a fall's blow, with its count. */
  fallCauses: FallCause[];
  /** Damage dealt by the squad as Vida the enemies lost; kept for the "totals add up" check. */
  enemyLifeLost: number;
  enemyDamage: number;
}

/** One cause of the squad's falls: the enemy and its action (or the status whose tick hit), and how many falls it caused. */
export interface FallCause {
  /** The enemy's id (two of the same creature, or a summoned one, share it); empty when no enemy dealt the blow. */
  enemy: string;
  action?: string;
  status?: string;
  falls: number;
}

export function emptyTally(setup: Pick<BattleSetup, 'squad'>): Tally {
  return {
    battles: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    drawsOutOfReach: 0,
    winsSheltered: 0,
    outOfReachEnemies: [],
    rounds: new Array<number>(roundCap + 1).fill(0),
    squad: setup.squad.map((spec) => ({
      damage: 0,
      healing: 0,
      fell: 0,
      declarations: 0,
      payable: spec.actions.map(() => 0),
      used: spec.actions.map(() => 0),
    })),
    fallOrder: setup.squad.map(() => setup.squad.map(() => 0)),
    fallCauses: [],
    enemyLifeLost: 0,
    enemyDamage: 0,
  };
}

export function addBattle(tally: Tally, result: BattleResult): void {
  tally.battles += 1;
  if (result.outcome === 'victory') {
    tally.wins += 1;
    if (result.sheltered) tally.winsSheltered += 1;
  } else if (result.outcome === 'defeat') tally.losses += 1;
  else tally.draws += 1;
  if (result.outOfReach) tally.drawsOutOfReach += 1;
  for (const enemy of result.outOfReachEnemies) {
    const known = tally.outOfReachEnemies.find((entry) => entry.enemy === enemy);
    if (known) known.draws += 1;
    else tally.outOfReachEnemies.push({ enemy, draws: 1 });
  }
  tally.rounds[result.rounds] = (tally.rounds[result.rounds] ?? 0) + 1;
  result.squad.forEach((member, index) => {
    const total = tally.squad[index];
    if (!total) return;
    total.damage += member.damage;
    total.healing += member.healing;
    total.fell += member.fell ? 1 : 0;
    total.declarations += member.declarations;
    member.payable.forEach((count, action) => (total.payable[action] = (total.payable[action] ?? 0) + count));
    member.used.forEach((count, action) => (total.used[action] = (total.used[action] ?? 0) + count));
  });
  addFalls(tally, result);
  tally.enemyLifeLost += result.enemyLifeLost;
  tally.enemyDamage += result.enemyDamage;
}

function addFalls(tally: Tally, result: BattleResult): void {
  const fallen = new Set<number>();
  for (const record of result.falls) {
    const member = record.fighter.index;
    if (record.fighter.side !== 0 || member >= tally.fallOrder.length) continue;
    if (!fallen.has(member)) {
      const places = tally.fallOrder[member];
      if (places) places[fallen.size] = (places[fallen.size] ?? 0) + 1;
      fallen.add(member);
    }
    const enemy = record.by?.side === 1 ? (record.sourceId ?? '') : '';
    const cause = tally.fallCauses.find((known) => known.enemy === enemy && known.action === record.action && known.status === record.status);
    if (cause) cause.falls += 1;
    else
      tally.fallCauses.push({
        enemy,
        ...(record.action !== undefined ? { action: record.action } : {}),
        ...(record.status !== undefined ? { status: record.status } : {}),
        falls: 1,
      });
  }
}

/** Battles `from` … `to − 1` of a run; the worker calls it in slices to report progress. */
export function simulateRange(setup: BattleSetup, seed: number, from: number, to: number, tally = emptyTally(setup)): Tally {
  const damageOf = damageCalculator(setup.damage);
  for (let index = from; index < to; index += 1) addBattle(tally, simulateBattle(setup, battleSeed(seed, index), damageOf));
  return tally;
}

export function simulateMany(setup: BattleSetup, seed: number, battles: number): Tally {
  return simulateRange(setup, seed, 0, battles);
}

/** Wilson score interval for a proportion (95% with z = 1.96); [0, 0] when there are no trials. */
export function wilsonInterval(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
