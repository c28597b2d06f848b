// "Encontrar valor": the bisection finds the value that centres a target in
// its band and the values that keep it there, on small monotone functions
// whose answers are known by hand; a pair with no solution is refused; the
// request in a link is read with Portuguese messages for hostile values.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyPairedTally, policies, simulatePairedRange, type PairedTally, type Policy } from '@dice-rolling/rules';
import { loadGameModel } from '@dice-rolling/game-model';
import { maxEvaluations, runFindValue, type Reading } from '../client/findValue';
import { labFromParams, labToParams } from '../client/lab';
import { findEncounters, findJobs, findReading, findRefusal, findSummary } from '../client/labFind';
import { labToolData } from '../src/labData';

/** A target whose one figure is f(value), with a 95% interval of ±2, against a band. */
function figureOf(f: (value: number) => number, band: { min?: number; max?: number }) {
  const calls: number[] = [];
  const measure = (value: number): Reading => {
    calls.push(value);
    const position = f(value);
    const margin = Math.min(band.min === undefined ? Infinity : position - band.min, band.max === undefined ? Infinity : band.max - position);
    return {
      position,
      least: position,
      most: position,
      low: position - 2,
      high: position + 2,
      inBand: margin >= 0,
      margin,
      sure: (band.min === undefined || position - 2 >= band.min) && (band.max === undefined || position + 2 <= band.max),
    };
  };
  return { measure, calls };
}

describe('finding a value', () => {
  it('puts a rising figure at the centre of its band, and gives the values that keep it in band', () => {
    // 10 × v against 40–60: centre at v = 5; in band from 4 to 6; the interval (±2) inside from 4,2 to 5,8.
    const band = { min: 40, max: 60 };
    const { measure, calls } = figureOf((value) => 10 * value, band);
    const outcome = runFindValue({ from: 0, to: 10, whole: false, band }, measure);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.step).toBe(0.1);
    expect(outcome.centre?.value).toBeCloseTo(5, 6);
    expect(outcome.inBand).toMatchObject({ lowIsEnd: false, highIsEnd: false });
    expect(outcome.inBand.low).toBeCloseTo(4, 6);
    expect(outcome.inBand.high).toBeCloseTo(6, 6);
    expect(outcome.sure?.low).toBeCloseTo(4.2, 6);
    expect(outcome.sure?.high).toBeCloseTo(5.8, 6);
    expect(calls.length).toBeLessThanOrEqual(maxEvaluations({ from: 0, to: 10, whole: false }));
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('finds a whole number on a falling figure, and says when the range reaches an end of the search', () => {
    // 100 − 7 × v against 50–90 (centre 70): v = 30/7 ≈ 4,3, so 4 (72) is nearer than 5 (65); in band from 2 (86) to 7 (51).
    const band = { min: 50, max: 90 };
    const { measure } = figureOf((value) => 100 - 7 * value, band);
    const outcome = runFindValue({ from: 0, to: 12, whole: true, band }, measure);
    expect(outcome.ok && outcome.centre?.value).toBe(4);
    expect(outcome.ok && outcome.inBand).toEqual({ low: 2, high: 7, lowIsEnd: false, highIsEnd: false });

    // Against an open band (at least 50), no centre; in band from the start of the search to 7.
    const open = runFindValue({ from: 0, to: 12, whole: true, band: { min: 50 } }, figureOf((value) => 100 - 7 * value, { min: 50 }).measure);
    expect(open.ok && open.centreMissing).toBe('open-band');
    expect(open.ok && open.inBand).toEqual({ low: 0, high: 7, lowIsEnd: true, highIsEnd: false });
  });

  it('refuses a number and target with no solution: the figure never reaches the band between the ends', () => {
    const band = { min: 40, max: 60 };
    const { measure, calls } = figureOf((value) => value, band);
    const outcome = runFindValue({ from: 0, to: 10, whole: false, band }, measure);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? undefined : outcome.reason).toBe('no-solution');
    // Both ends measured, nothing more: the search does not wander.
    expect(calls).toEqual([0, 10]);
  });

  it('reports a centre out of reach, keeping the values in band', () => {
    // 10 × v from 0 to 5 against 40–70: in band from 4 to the end of the search; the centre (55) lies past the end.
    const band = { min: 40, max: 70 };
    const outcome = runFindValue({ from: 0, to: 5, whole: true, band }, figureOf((value) => 10 * value, band).measure);
    expect(outcome.ok && outcome.centreMissing).toBe('not-reached');
    expect(outcome.ok && outcome.inBand).toEqual({ low: 4, high: 5, lowIsEnd: false, highIsEnd: true });
  });
});

describe('finding a value in the lab', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  // The T2 target is pending on the site until the retune; the lab searches a live one, so the search runs on a copy where it is.
  const data = labToolData({
    ...model,
    data: { ...model.data, targets: model.data.targets.map((target) => (target.id === 'desafio-andares-t2' ? { ...target, pending: undefined } : target)) },
  });
  const read = (query: string) => labFromParams(data, new URLSearchParams(query));

  it('reads the search from a link and writes it back', () => {
    const { state, problems } = read('andares=abomination-t2&encontrar=tier.t2.vida*desafio-andares-t2*1*2,5');
    expect(problems).toEqual([]);
    expect(state.find).toEqual({ id: 'tier.t2.vida', target: 'desafio-andares-t2', from: 1, to: 2.5 });
    expect(labToParams(state).get('encontrar')).toBe('tier.t2.vida*desafio-andares-t2*1*2.5');
  });

  it('refuses hostile and impossible searches with Portuguese messages, and runs none', () => {
    for (const [query, message] of [
      ['encontrar=tier.t2.vida*desafio-andares-t2*1e309*3', /Encontrar valor, de .*não é um número/],
      ['encontrar=tier.t2.vida*desafio-andares-t2*3*1', /o início \(3\) precisa ser menor que o fim \(1\)/],
      ['encontrar=tier.t2.vida*<script>alert(1)</script>*1*3', /não é uma meta que o laboratório meça/],
      ['encontrar=nada*desafio-andares-t2*1*3', /"nada" não é um número proposto/],
      ['encontrar=tier.t2.vida*desafio-andares-t2*NaN*3', /não é um número/],
    ] as const) {
      const { state, problems } = read(query);
      expect(state.find).toBeNull();
      expect(problems.join(' ')).toMatch(message);
      // The message quotes what the link typed, and nothing else of its own.
      if (!query.includes('NaN')) expect(problems.join(' ')).not.toMatch(/NaN|undefined/);
    }
    const xp = read('encontrar=progressao.xp-batalha-comum*desafio-andares-t2*10*20').state;
    expect(findRefusal(data, xp)).toMatch(/As batalhas não leem/);
    expect(findRefusal(data, { ...xp, find: { id: 'tier.t2.vida', target: 'desafio-andares-t2', from: 3, to: 3 } })).toMatch(/precisa ser menor que o fim/);
    const t1Only = read('andares=yarak-e-atiradores-t1&encontrar=tier.t2.vida*desafio-andares-t2*1*3').state;
    expect(findRefusal(data, t1Only)).toMatch(/Nenhum encontro escolhido mede a meta .*: marque um encontro de T2/);
  });

  it('finds, on a T2 floor, the T2 Vida multiplier that centres the T2 challenge target, by the same seeded paired battles', () => {
    const state = read('andares=abomination-t2&batalhas=40&semente=1&encontrar=tier.t2.vida*desafio-andares-t2*2,5*4,5').state;
    expect(findRefusal(data, state)).toBeUndefined();
    const find = state.find!;
    const target = data.targets.find((candidate) => candidate.id === find.target)!;
    const outcome = runFindValue({ from: find.from, to: find.to, whole: false, band: target.band }, (value) => {
      const { encounters, jobs } = findJobs(data, state, find, value);
      const tallies = jobs.map((job) => simulatePairedRange(job.current, job.changed, state.seed, 0, state.battles));
      return findReading(data, target, encounters, tallies)!;
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // More Vida for the enemies, fewer wins: the band's centre (72,5%) is met within a few points. The range in band holds it
    // when the target holds there; with 40 battles a record's interval may still cross an end of the band at the centre.
    expect(Math.abs((outcome.centre?.reading.position ?? 0) - 72.5)).toBeLessThan(5);
    const readingAt = (value: number) => outcome.measured.find((entry) => entry.value === value)?.reading;
    expect(readingAt(outcome.inBand.low)?.inBand).toBe(true);
    expect(readingAt(outcome.inBand.high)?.inBand).toBe(true);
    if (outcome.centre?.reading.inBand) {
      expect(outcome.inBand.low).toBeLessThanOrEqual(outcome.centre.value);
      expect(outcome.inBand.high).toBeGreaterThanOrEqual(outcome.centre.value);
    }
    const parameter = data.parameters.find((candidate) => candidate.id === find.id)!;
    const summary = findSummary(outcome, parameter, target, find);
    expect(summary).toMatch(/o centro da faixa fica em \d/);
    expect(summary).not.toMatch(/NaN|undefined|Infinity/);
  });
});

describe('finding a value for a target judged on several policies', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  // The T2 win target, live, with a band of 30% to 70% (centre 50%) and judged on every policy that chooses: four records to centre.
  const data = labToolData({
    ...model,
    data: {
      ...model.data,
      targets: model.data.targets.map((target) =>
        target.id === 'desafio-andares-t2' ? { ...target, pending: undefined, min: 30, max: 70, players: 'choosing' as const } : target,
      ),
    },
  });
  const target = data.targets.find((candidate) => candidate.id === 'desafio-andares-t2')!;
  const state = labFromParams(data, new URLSearchParams('andares=beast-t2&batalhas=1000&encontrar=tier.t2.vida*desafio-andares-t2*0.1*10')).state;
  const find = state.find!;
  /** Fake battles: with the number at v, "cura primeiro" wins 10·v − 20 %, the random player 5·v %, every other policy 10·v %. */
  const winRate = (policy: Policy, value: number) => (policy === 'healing' ? 10 * value - 20 : policy === 'random' ? 5 * value : 10 * value);
  const tallyOf = (policy: Policy, value: number): PairedTally => {
    const wins = Math.round(Math.min(100, Math.max(0, winRate(policy, value))) * 10);
    const side = {
      wins,
      losses: 1000 - wins,
      draws: 0,
      rounds: 5000,
      damageTaken: 50_000,
      falls: 0,
      battlesWithFall: 0,
      drawsOutOfReach: 0,
      winsSheltered: 0,
      members: [],
    };
    return { ...emptyPairedTally(), battles: 1000, current: { ...side }, changed: { ...side } };
  };

  it('plays the floors of the target on the policies it judges, and no other', () => {
    const encounters = findEncounters(data, state, target);
    expect(encounters.map((encounter) => [encounter.id, encounter.policy])).toEqual(
      policies.filter((policy) => policy !== 'random').map((policy) => ['beast-t2', policy]),
    );
  });

  it('centres the records of every judged policy, not one policy’s, gives the values that keep them all in band, and names the records it centred', () => {
    const encounters = findEncounters(data, state, target);
    const outcome = runFindValue({ from: find.from, to: find.to, whole: false, band: target.band }, (value) => {
      const tallies = encounters.map((encounter) => tallyOf(encounter.policy, value));
      return findReading(data, target, encounters, tallies)!;
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // "Mais dano pagável agora" alone would be centred at 5; every judged record, at 6 (40% and 60%, each 10 points inside the band).
    expect(Math.abs((outcome.centre?.value ?? 0) - 6)).toBeLessThanOrEqual(0.1 + 1e-9);
    // Every record's 95% interval in band: "cura primeiro" above 30% needs more than 5, the others below 70% less than 7.
    expect(outcome.inBand.low).toBeGreaterThan(5);
    expect(outcome.inBand.low).toBeLessThan(5.6);
    expect(outcome.inBand.high).toBeGreaterThan(6.4);
    expect(outcome.inBand.high).toBeLessThan(7);
    const parameter = data.parameters.find((candidate) => candidate.id === find.id)!;
    const summary = findSummary(outcome, parameter, target, find);
    expect(summary).toMatch(/o registro mais baixo é Encontro de bestas \(T2\), política "Cura primeiro" \(4\d(,\d)?%\)/);
    expect(summary).toMatch(/o mais alto é Encontro de bestas \(T2\), política "[^"]+" \(6\d(,\d)?%\)/);
    expect(summary).toMatch(/todos os registros/);
    expect(summary).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('says, when no value puts every record in band, how far apart the records are where they came nearest', () => {
    // A band of 40% to 55%: "cura primeiro" trails the others by 20 points, more than the band is wide.
    const narrow = { ...target, band: { min: 40, max: 55 } };
    const encounters = findEncounters(data, state, narrow);
    const outcome = runFindValue({ from: find.from, to: find.to, whole: false, band: narrow.band }, (value) =>
      findReading(
        data,
        narrow,
        encounters,
        encounters.map((encounter) => tallyOf(encounter.policy, value)),
      )!,
    );
    expect(outcome.ok).toBe(false);
    const parameter = data.parameters.find((candidate) => candidate.id === find.id)!;
    const summary = findSummary(outcome, parameter, narrow, find);
    expect(summary).toMatch(/nenhum valor de 0,1 a 10 põe todos os registros da meta na faixa/);
    expect(summary).toMatch(/o registro mais baixo é Encontro de bestas \(T2\), política "Cura primeiro" \(\d+(,\d)?%\) e o mais alto é .*política "/);
    expect(summary).not.toMatch(/NaN|undefined|Infinity/);
  });
});
