// Rules engine, design targets: what a battle measures for the targets
// (win rate with its interval, rounds, damage taken, falls), the few
// comparisons the targets make (a tier up against the tier below, a paid skill
// against the free attack), and the evaluation of measured figures against the
// targets' bands. Pure and structured, no prose: the build checks the targets
// with it and the rules lab shows, in the browser, what a change breaks or fixes.
import { simulateBattle } from './battle';
import { wilsonInterval } from './batch';
import type { BattleSetup } from './battleSetup';
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
  /** Per member of the squad: damage dealt and healing done per round it declared. */
  members: { damagePerRound: number; healingPerRound: number }[];
}

const toPercent = (share: number): number => share * 100;

/** Plays `battles` seeded battles (battle k has the same seed whatever the count) and sums them up. */
export function measureEncounter(setup: BattleSetup, seed: number, battles: number): EncounterFigures {
  let wins = 0;
  let withFall = 0;
  let rounds = 0;
  let taken = 0;
  const members = setup.squad.map(() => ({ damage: 0, healing: 0, declarations: 0 }));
  for (let index = 0; index < battles; index += 1) {
    const result = simulateBattle(setup, battleSeed(seed, index));
    if (result.outcome === 'victory') wins += 1;
    if (result.squad.some((member) => member.fell)) withFall += 1;
    rounds += result.rounds;
    taken += result.enemyDamage;
    result.squad.forEach((member, position) => {
      const total = members[position];
      if (!total) return;
      total.damage += member.damage;
      total.healing += member.healing;
      total.declarations += member.declarations;
    });
  }
  const count = Math.max(1, battles);
  const win = wilsonInterval(wins, battles);
  const falls = wilsonInterval(withFall, battles);
  return {
    battles,
    winRate: toPercent(wins / count),
    winLow: toPercent(win.low),
    winHigh: toPercent(win.high),
    meanRounds: rounds / count,
    damageTaken: taken / count,
    fallsShare: toPercent(withFall / count),
    fallsLow: toPercent(falls.low),
    fallsHigh: toPercent(falls.high),
    members: members.map((member) => ({
      damagePerRound: member.declarations > 0 ? member.damage / member.declarations : 0,
      healingPerRound: member.declarations > 0 ? member.healing / member.declarations : 0,
    })),
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
}

/** One measured record of a target (a floor, a role at a level, a skill), with its interval when it is a sample. */
export interface Figure {
  subject: string;
  value: number;
  low?: number;
  high?: number;
}

export interface FigureResult extends Figure {
  /** Distance to the nearer end of the band: negative when outside. */
  margin: number;
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

/** Distance from `value` to the nearer end of the band, negative outside it, to one decimal. */
export function bandMargin(value: number, band: TargetBand): number {
  const toMin = band.min === undefined ? Infinity : value - band.min;
  const toMax = band.max === undefined ? Infinity : band.max - value;
  const margin = Math.min(toMin, toMax);
  return Number.isFinite(margin) ? rounded(margin) : 0;
}

/**
 * A target against its figures: it holds when every figure lies in the band.
 * A target with no figure is broken (a measure that finds nothing to measure
 * is a bug of the data or the measure), unless it is pending.
 */
export function evaluateTarget(spec: DesignTargetSpec, figures: readonly Figure[]): TargetResult {
  const results = figures.map((figure) => ({ ...figure, margin: bandMargin(figure.value, spec.band) }));
  const margin = results.length > 0 ? Math.min(...results.map((figure) => figure.margin)) : undefined;
  const status: TargetStatus = spec.pending ? 'pending' : margin !== undefined && margin >= 0 ? 'holds' : 'broken';
  return { id: spec.id, status, margin, figures: results };
}

/** Every target against the figures measured for it (by target id). */
export function evaluateTargets(specs: readonly DesignTargetSpec[], figures: Readonly<Record<string, readonly Figure[]>>): TargetResult[] {
  return specs.map((spec) => evaluateTarget(spec, figures[spec.id] ?? []));
}

/** The figures that break a target: outside its band. Empty for a pending or holding target. */
export function brokenFigures(result: TargetResult): FigureResult[] {
  return result.status === 'broken' ? result.figures.filter((figure) => figure.margin < 0) : [];
}
