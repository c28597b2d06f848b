// Rules engine, design targets: what a battle measures for the targets
// (win rate with its interval, rounds, damage taken, falls), the few
// comparisons the targets make (a tier up against the tier below, a paid skill
// against the free attack), and the evaluation of measured figures against the
// targets' bands. Pure and structured, no prose: the build checks the targets
// with it and the rules lab shows, in the browser, what a change breaks or fixes.
import { simulateBattle } from './battle';
import { addBattle, emptyTally, wilsonInterval, type Tally } from './batch';
import type { BattleSetup } from './battleSetup';
import { damageCalculator } from './damageMemo';
import { battleSeed } from './random';

// ---- Measures ---------------------------------------------------------------------

/** What a batch of seeded battles says about one encounter. Shares and rates in percent (0–100). */
export interface EncounterFigures {
  battles: number;
  /** Victories, in percent, with the 95% Wilson interval. */
  winRate: number;
  winLow: number;
  winHigh: number;
  meanRounds: number;
  /** Vida the squad lost per battle (healing not subtracted). */
  damageTaken: number;
  /** Battles in which at least one member of the squad fell, in percent, with its interval. */
  fallsShare: number;
  fallsLow: number;
  fallsHigh: number;
  /** Draws the squad could no longer win (BattleResult.outOfReach), in percent of the battles, with its interval. */
  outOfReachShare: number;
  outOfReachLow: number;
  outOfReachHigh: number;
  /**
   * Battles the enemies took from the squad: defeats, and draws while someone of the squad still reached a standing enemy
   * (not those out of reach), in percent, with its interval.
   */
  lossShare: number;
  lossLow: number;
  lossHigh: number;
  /** Victories won out of the enemies' reach (BattleResult.sheltered), in percent of the battles, with its interval. */
  shelteredWinShare: number;
  shelteredWinLow: number;
  shelteredWinHigh: number;
  /** Per member of the squad: damage dealt and healing done per round it declared. */
  members: { damagePerRound: number; healingPerRound: number }[];
  /**
   * How the battles ended and why the squad fell, as counts: the balance page's tables of defeats read them.
   * Absent where nobody counted them (the lab's paired runs).
   */
  defeats?: DefeatCounts;
}

/** How a batch of battles ended and why the squad fell, in battles (not percent), so batches on several seeds add up. */
export type DefeatCounts = Pick<Tally, 'wins' | 'winsSheltered' | 'draws' | 'drawsOutOfReach' | 'outOfReachEnemies' | 'fallOrder' | 'fallCauses'>;

/** Several batches' counts as one batch's: counts summed, each enemy and each cause once. */
export function sumDefeats(batches: readonly DefeatCounts[]): DefeatCounts {
  const sum: DefeatCounts = { wins: 0, winsSheltered: 0, draws: 0, drawsOutOfReach: 0, outOfReachEnemies: [], fallOrder: [], fallCauses: [] };
  for (const batch of batches) {
    sum.wins += batch.wins;
    sum.winsSheltered += batch.winsSheltered;
    sum.draws += batch.draws;
    sum.drawsOutOfReach += batch.drawsOutOfReach;
    for (const { enemy, draws } of batch.outOfReachEnemies) {
      const known = sum.outOfReachEnemies.find((entry) => entry.enemy === enemy);
      if (known) known.draws += draws;
      else sum.outOfReachEnemies.push({ enemy, draws });
    }
    batch.fallOrder.forEach((places, member) => {
      const total = (sum.fallOrder[member] ??= []);
      places.forEach((count, place) => (total[place] = (total[place] ?? 0) + count));
    });
    for (const cause of batch.fallCauses) {
      const known = sum.fallCauses.find((entry) => entry.enemy === cause.enemy && entry.action === cause.action && entry.status === cause.status);
      if (known) known.falls += cause.falls;
      else sum.fallCauses.push({ ...cause });
    }
  }
  return sum;
}

/** A tally's counts of how its battles ended. */
function defeatsOf(tally: Tally): DefeatCounts {
  const { wins, winsSheltered, draws, drawsOutOfReach, outOfReachEnemies, fallOrder, fallCauses } = tally;
  return { wins, winsSheltered, draws, drawsOutOfReach, outOfReachEnemies, fallOrder, fallCauses };
}

const toPercent = (share: number): number => share * 100;

/** Plays `battles` seeded battles (battle k has the same seed whatever the count) and sums them up. */
export function measureEncounter(setup: BattleSetup, seed: number, battles: number): EncounterFigures {
  // One damage memo for the run, as simulateRange keeps: the battles ask the same questions.
  const damageOf = damageCalculator(setup.damage);
  const tally = emptyTally(setup);
  let withFall = 0;
  let rounds = 0;
  for (let index = 0; index < battles; index += 1) {
    const result = simulateBattle(setup, battleSeed(seed, index), damageOf);
    addBattle(tally, result);
    if (result.squad.some((member) => member.fell)) withFall += 1;
    rounds += result.rounds;
  }
  return figuresOf({
    battles,
    wins: tally.wins,
    withFall,
    outOfReach: tally.drawsOutOfReach,
    shelteredWins: tally.winsSheltered,
    rounds,
    taken: tally.enemyDamage,
    members: tally.squad,
    defeats: defeatsOf(tally),
  });
}

/** A count of battles as a share in percent with its 95% Wilson interval, under the figures' names: `${name}Share`, `Low`, `High`. */
function shareFields<Name extends string>(name: Name, count: number, battles: number): Record<`${Name}${'Share' | 'Low' | 'High'}`, number> {
  const interval = wilsonInterval(count, battles);
  const fields: Record<string, number> = {
    [`${name}Share`]: toPercent(count / Math.max(1, battles)),
    [`${name}Low`]: toPercent(interval.low),
    [`${name}High`]: toPercent(interval.high),
  };
  return fields as Record<`${Name}${'Share' | 'Low' | 'High'}`, number>;
}

/**
 * Battles summed up (wins, battles with a fall, draws out of the squad's reach, victories out of the enemies' reach, rounds,
 * Vida lost, each member's damage, healing and declarations) as an encounter's figures.
 */
export function figuresOf(totals: {
  battles: number;
  wins: number;
  withFall: number;
  outOfReach: number;
  shelteredWins: number;
  rounds: number;
  taken: number;
  members: readonly { damage: number; healing: number; declarations: number }[];
  defeats?: DefeatCounts;
}): EncounterFigures {
  const { battles, wins, withFall, outOfReach, shelteredWins, rounds, taken, members, defeats } = totals;
  const count = Math.max(1, battles);
  const win = wilsonInterval(wins, battles);
  return {
    battles,
    winRate: toPercent(wins / count),
    winLow: toPercent(win.low),
    winHigh: toPercent(win.high),
    meanRounds: rounds / count,
    damageTaken: taken / count,
    ...shareFields('falls', withFall, battles),
    ...shareFields('outOfReach', outOfReach, battles),
    // What the enemies took: the battles not won, but for the draws out of the squad's reach.
    ...shareFields('loss', Math.max(0, battles - wins - outOfReach), battles),
    ...shareFields('shelteredWin', shelteredWins, battles),
    members: members.map((member) => ({
      damagePerRound: member.declarations > 0 ? member.damage / member.declarations : 0,
      healingPerRound: member.declarations > 0 ? member.healing / member.declarations : 0,
    })),
    ...(defeats ? { defeats } : {}),
  };
}

/**
 * How much harder an encounter got from one tier to the next, in percent: the
 * largest of the win rate lost (points), the rise in rounds and the rise in
 * damage taken (both relative to the lower tier). "Measurably harder in win
 * rate, rounds or damage taken": any of the three counts.
 */
export type HardeningFigures = Pick<EncounterFigures, 'winRate' | 'meanRounds' | 'damageTaken'>;

export function tierHardening(lower: HardeningFigures, higher: HardeningFigures): number {
  const rise = (from: number, to: number): number => (from > 0 ? toPercent((to - from) / from) : to > 0 ? 100 : 0);
  return Math.max(lower.winRate - higher.winRate, rise(lower.meanRounds, higher.meanRounds), rise(lower.damageTaken, higher.damageTaken));
}

/**
 * A paid skill's worth over the free attack: its value on each target times
 * the targets it is counted on (an area skill hits several), minus the free
 * attack's, minus what its cost asks (`perUnit` for each unit of energy). At 0
 * the skill beats the attack by exactly the margin its cost calls for.
 */
export function skillWorth(value: number, freeValue: number, costUnits: number, perUnit: number, targets = 1): number {
  return value * targets - freeValue - perUnit * costUnits;
}

/** A share in percent: `part` of `whole` (0 when `whole` is 0). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? toPercent(part / whole) : 0;
}

// ---- Evaluation ---------------------------------------------------------------------

/** The band a target's figures must stay in; an open end is unbounded. */
export interface TargetBand {
  min?: number;
  max?: number;
}

export interface DesignTargetSpec {
  id: string;
  band: TargetBand;
  /** A target the engine cannot measure yet, or cannot meet yet: shown, never passing, never stopping the build. */
  pending?: boolean;
  /**
   * The values the measure can take (0 to 100 for a share in percent): a band
   * end on one of them cannot be crossed, so it is no margin.
   */
  scale?: TargetBand;
}

/** One measured record of a target (a floor, a role at a level, a skill), with its interval when it is a sample. */
export interface Figure {
  subject: string;
  value: number;
  low?: number;
  high?: number;
}

export interface FigureResult extends Figure {
  /**
   * Distance from the figure's 95% interval (its value when it has none) to
   * the nearer end of the band that can be crossed: negative when the
   * interval reaches outside. Undefined when no end of the band can be crossed.
   */
  margin: number | undefined;
}

export type TargetStatus = 'holds' | 'broken' | 'pending';

export interface TargetResult {
  id: string;
  status: TargetStatus;
  /** The smallest margin of its figures (the record closest to breaking it); undefined when nothing was measured. */
  margin: number | undefined;
  figures: FigureResult[];
}

const rounded = (value: number): number => Math.round(value * 10) / 10;

/**
 * Distance from `value` (or from the interval `low`–`high`) to the nearer end
 * of the band, negative outside it, to one decimal. An end that lies on the
 * measure's `scale` (a 100% ceiling on a share) cannot be crossed and is left
 * out; with no end left, the margin is undefined.
 */
export function bandMargin(value: number, band: TargetBand, scale: TargetBand = {}, low = value, high = value): number | undefined {
  const min = band.min !== undefined && band.min !== scale.min ? band.min : undefined;
  const max = band.max !== undefined && band.max !== scale.max ? band.max : undefined;
  const toMin = min === undefined ? Infinity : Math.min(value, low) - min;
  const toMax = max === undefined ? Infinity : max - Math.max(value, high);
  const margin = Math.min(toMin, toMax);
  return Number.isFinite(margin) ? rounded(margin) : undefined;
}

/**
 * A target against its figures: it holds when every figure's 95% interval
 * (its value, for a figure without one) lies in the band. A target with no
 * figure is broken (a measure that finds nothing to measure is a bug of the
 * data or the measure), unless it is pending.
 */
export function evaluateTarget(spec: DesignTargetSpec, figures: readonly Figure[]): TargetResult {
  const results = figures.map((figure) => ({ ...figure, margin: bandMargin(figure.value, spec.band, spec.scale, figure.low, figure.high) }));
  const margins = results.flatMap((figure) => (figure.margin === undefined ? [] : [figure.margin]));
  const margin = margins.length > 0 ? Math.min(...margins) : undefined;
  const inBand = results.length > 0 && (margin === undefined || margin >= 0);
  const status: TargetStatus = spec.pending ? 'pending' : inBand ? 'holds' : 'broken';
  return { id: spec.id, status, margin, figures: results };
}

/** What a pending target would be if it were checked: its figures against the band, as for any other. */
export function verdictOf(result: TargetResult): Exclude<TargetStatus, 'pending'> {
  return result.figures.length > 0 && (result.margin === undefined || result.margin >= 0) ? 'holds' : 'broken';
}

/** Every target against the figures measured for it (by target id). */
export function evaluateTargets(specs: readonly DesignTargetSpec[], figures: Readonly<Record<string, readonly Figure[]>>): TargetResult[] {
  return specs.map((spec) => evaluateTarget(spec, figures[spec.id] ?? []));
}

/** The figures that break a target: outside its band. Empty for a pending or holding target. */
export function brokenFigures(result: TargetResult): FigureResult[] {
  return result.status === 'broken' ? result.figures.filter((figure) => figure.margin !== undefined && figure.margin < 0) : [];
}
