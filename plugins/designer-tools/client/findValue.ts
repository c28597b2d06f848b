// "Encontrar valor" in the rules lab: for one proposed number and one design
// target, the value that puts the target at the centre of its band, and the
// values that keep it in band (by the measured figure, and with its whole 95%
// interval inside). A bisection over the number's values: each value is
// measured by the same seeded battles (battle k with the same seed at every
// value), so two values differ by the rule, not by luck. The search is a
// generator: it yields the value it wants measured and is sent the reading,
// so the page drives it with the worker, one value at a time (cancellable,
// with progress), and a test drives it with a plain function.
import type { TargetBand, TargetResult } from '@dice-rolling/rules';

/** What the search reads of a target at one value of the number. */
export interface Reading {
  /**
   * Where the target's figures sit: the middle of the lowest and the highest
   * record (one figure: itself). At the band's centre the worst record (over
   * floors and policies) is as far inside the band as the records' spread lets it be.
   */
  position: number;
  /** The lowest and the highest figure (the same when the target has one figure). */
  least: number;
  most: number;
  /** Which records those are (the floor and policy of each), for the result to say what it centred. */
  lowest?: string;
  highest?: string;
  /** The lowest end and the highest end of the figures' 95% intervals (a figure without one counts as its value). */
  low: number;
  high: number;
  /** Every figure in the band (the target holds), and its smallest margin. */
  inBand: boolean;
  margin: number;
  /** Every figure's whole interval in the band. */
  sure: boolean;
}

export interface FindSpec {
  from: number;
  to: number;
  whole: boolean;
  band: TargetBand;
}

/** Values that keep the target in band: from `low` to `high`; an end of the search is flagged (the range may go on past it). */
export interface ValueRange {
  low: number;
  high: number;
  lowIsEnd: boolean;
  highIsEnd: boolean;
}

export type FindOutcome =
  | {
      ok: true;
      /** The value nearest the band's centre, when the band has one and the search reaches it. */
      centre?: { value: number; reading: Reading };
      /** Why there is no centre: an open band (only a minimum or a maximum), or a centre the search's values do not reach. */
      centreMissing?: 'open-band' | 'not-reached';
      inBand: ValueRange;
      /** Undefined when no measured value has its whole interval in the band. */
      sure?: ValueRange;
      /** Every value measured, in order, with its reading. */
      measured: { value: number; reading: Reading }[];
      step: number;
    }
  | { ok: false; reason: 'no-solution'; measured: { value: number; reading: Reading }[]; step: number };

/** A target's figures as the search reads them (the engine's evaluation, the build's). */
export function readingOf(result: Pick<TargetResult, 'margin' | 'figures'>, band: TargetBand): Reading {
  const values = result.figures.map((figure) => figure.value);
  const lows = result.figures.map((figure) => figure.low ?? figure.value);
  const highs = result.figures.map((figure) => figure.high ?? figure.value);
  const low = values.length > 0 ? Math.min(...lows) : Number.NaN;
  const high = values.length > 0 ? Math.max(...highs) : Number.NaN;
  const margin = result.margin ?? Number.NEGATIVE_INFINITY;
  const least = values.length > 0 ? Math.min(...values) : Number.NaN;
  const most = values.length > 0 ? Math.max(...values) : Number.NaN;
  const lowest = result.figures.find((figure) => figure.value === least)?.subject;
  const highest = result.figures.find((figure) => figure.value === most)?.subject;
  return {
    position: values.length > 0 ? (least + most) / 2 : Number.NaN,
    least,
    most,
    ...(lowest !== undefined ? { lowest } : {}),
    ...(highest !== undefined ? { highest } : {}),
    low,
    high,
    inBand: margin >= 0,
    margin,
    sure: values.length > 0 && (band.min === undefined || low >= band.min) && (band.max === undefined || high <= band.max),
  };
}

/**
 * The grid the search walks: a power of ten near a twentieth of the range
 * (whole numbers at least 1), so the values read as a designer would type them;
 * a finer grid would only split the battles' own noise.
 */
export function searchStep(spec: Pick<FindSpec, 'from' | 'to' | 'whole'>): number {
  const step = 10 ** Math.floor(Math.log10(Math.max(1e-4, (spec.to - spec.from) / 20)));
  return spec.whole ? Math.max(1, Math.round(step)) : step;
}

/** The most values a search measures: both ends, then at most five bisections over the grid. */
export function maxEvaluations(spec: Pick<FindSpec, 'from' | 'to' | 'whole'>): number {
  const cells = Math.max(1, Math.ceil((spec.to - spec.from) / searchStep(spec)));
  return 2 + 5 * Math.ceil(Math.log2(cells + 1));
}

export function* findValue(spec: FindSpec): Generator<number, FindOutcome, Reading> {
  const step = searchStep(spec);
  const snap = (value: number) => {
    const snapped = Math.round(Math.round(value / step) * step * 1e6) / 1e6;
    return Math.min(spec.to, Math.max(spec.from, snapped));
  };
  const cache = new Map<number, Reading>();
  const measured = () => [...cache].sort(([a], [b]) => a - b).map(([value, reading]) => ({ value, reading }));
  function* measure(value: number): Generator<number, Reading, Reading> {
    const known = cache.get(value);
    if (known) return known;
    const reading = yield value;
    cache.set(value, reading);
    return reading;
  }

  const from = spec.from;
  const to = spec.to;
  const atFrom = yield* measure(from);
  const atTo = yield* measure(to);
  const centreOfBand = bandCentre(spec.band);

  let centre: { value: number; reading: Reading } | undefined;
  let centreMissing: 'open-band' | 'not-reached' | undefined = centreOfBand === undefined ? 'open-band' : undefined;
  if (centreOfBand !== undefined) {
    const offset = (reading: Reading) => reading.position - centreOfBand;
    if (Math.sign(offset(atFrom)) * Math.sign(offset(atTo)) > 0) centreMissing = 'not-reached';
    else {
      let low = from;
      let high = to;
      const lowSign = Math.sign(offset(atFrom));
      while (high - low > step * 1.5) {
        const middle = snap((low + high) / 2);
        if (middle === low || middle === high) break;
        const reading = yield* measure(middle);
        if (offset(reading) === 0) {
          low = middle;
          high = middle;
        } else if (Math.sign(offset(reading)) === lowSign) low = middle;
        else high = middle;
      }
      const [nearest] = [low, high].sort((a, b) => Math.abs(offset(cache.get(a) as Reading)) - Math.abs(offset(cache.get(b) as Reading)));
      centre = { value: nearest as number, reading: cache.get(nearest as number) as Reading };
    }
  }

  // The anchor: a value in band, the centre if it is; else the measured value with the largest margin.
  const best = (test: (reading: Reading) => boolean) =>
    measured()
      .filter(({ reading }) => test(reading))
      .sort((a, b) => b.reading.margin - a.reading.margin)[0];
  const anchor = centre && centre.reading.inBand ? centre : best((reading) => reading.inBand);
  if (!anchor) return { ok: false, reason: 'no-solution', measured: measured(), step };

  /** The last value from `start` toward `end` that passes `test`, by bisection between the nearest measured values that pass and fail. */
  function* edge(test: (reading: Reading) => boolean, start: number, end: number): Generator<number, { value: number; isEnd: boolean }, Reading> {
    if (test(yield* measure(end))) return { value: end, isEnd: true };
    const between = (value: number) => (end < start ? value >= end && value <= start : value <= end && value >= start);
    const toward = (value: number) => Math.abs(value - start);
    const known = measured().filter(({ value }) => between(value));
    let inside = start;
    let outside = end;
    for (const { value, reading } of known) {
      if (test(reading) && toward(value) > toward(inside) && toward(value) < toward(outside)) inside = value;
    }
    for (const { value, reading } of known) {
      if (!test(reading) && toward(value) > toward(inside) && toward(value) < toward(outside)) outside = value;
    }
    while (Math.abs(outside - inside) > step * 1.5) {
      const middle = snap((inside + outside) / 2);
      if (middle === inside || middle === outside) break;
      if (test(yield* measure(middle))) inside = middle;
      else outside = middle;
    }
    return { value: inside, isEnd: false };
  }

  const rangeFrom = function* (test: (reading: Reading) => boolean, start: number): Generator<number, ValueRange, Reading> {
    const low = yield* edge(test, start, from);
    const high = yield* edge(test, start, to);
    return { low: low.value, high: high.value, lowIsEnd: low.isEnd, highIsEnd: high.isEnd };
  };
  const inBand = yield* rangeFrom((reading) => reading.inBand, anchor.value);
  const sureAnchor = anchor.reading.sure ? anchor : best((reading) => reading.sure);
  const sure = sureAnchor ? yield* rangeFrom((reading) => reading.sure, sureAnchor.value) : undefined;
  return {
    ok: true,
    ...(centre ? { centre } : {}),
    ...(centreMissing ? { centreMissing } : {}),
    inBand,
    ...(sure ? { sure } : {}),
    measured: measured(),
    step,
  };
}

/** The search run to its end with a plain function (the tests; the page drives the generator with the worker instead). */
export function runFindValue(spec: FindSpec, measure: (value: number) => Reading): FindOutcome {
  const search = findValue(spec);
  let next = search.next();
  while (!next.done) next = search.next(measure(next.value));
  return next.value;
}

/** The centre of a target's band, where the search aims; none for a band open at one end. Not an attribute's range (stats' rangeMiddle rounds down). */
function bandCentre({ min, max }: TargetBand): number | undefined {
  return min === undefined || max === undefined ? undefined : min + (max - min) / 2;
}
