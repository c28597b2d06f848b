// The rules lab's side that runs in the browser as well as in the build: the
// proposed numbers a reader may change (each with where it sits in the
// simulator's data), the lab's state as query parameters (validated, with
// Portuguese messages), the overrides applied to a copy of the simulator's
// data before the simulator's own setup builder runs, and the files a reader
// downloads. Nothing here computes a rule: the battles are the engine's.
import {
  buildSetup,
  defaultPolicy,
  emptyPairedTally,
  figuresOf,
  pairedDifference,
  policies,
  sideWinRate,
  startingSquad,
  type EnemyChoice,
  type MemberChoice,
  type PairedTally,
  type Policy,
  type SideTally,
  type SimFloor,
  type TargetBand,
  type TargetResult,
} from '@dice-rolling/rules';
import { formatNumber } from '../../format-pt';
import { shorten } from './input';
import { simulatorFromParams, maxSeed, type SimulatorToolData } from './simulator';
import {
  bossFloorSubject,
  bossLevelFor,
  bossSquad,
  evaluateBattleTargets,
  judges,
  lowerTierFloorId,
  type BattleTarget,
  type CurveStop,
  type FloorMeasures,
  type PolicyFloor,
  type SeededFigures,
} from '@dice-rolling/game-model/battle-targets';
import type { Read } from './urlState';

/** A place in the simulator's data: keys and indices from its root. */
export type DataPath = (string | number)[];

export interface LabParameter {
  /** Stable id, used in links: a rule's id (dano.constante-defesa, tier.t2.vida) or a field of a record (ataque.warden.1.dano). */
  id: string;
  label: string;
  /** Section of the picker (Regras numéricas, Tiers, Habilidades…). */
  group: string;
  value: number;
  min: number;
  max: number;
  whole: boolean;
  /** Every place of the simulator's data that holds this value. */
  paths: DataPath[];
  /** False when the battles never read it (XP, level bands): the comparison can show no change. */
  battle: boolean;
}

/**
 * The battle measures the lab judges from its paired comparison: each of their records is one compared floor on one policy (a share with its interval,
 * or the tier's hardening).
 */
export const labMeasures = [
  'floor-win-rate',
  'hardest-floor-win-rate',
  'floor-falls',
  'tier-harder',
  'boss-win-rate',
  't1-can-be-lost',
  'out-of-reach-draws',
  'sheltered-wins',
] as const;
export type LabMeasure = (typeof labMeasures)[number];

/** The shares that, on a target with no tier, read every floor compared and the bosses' too, as the build counts them. */
export const everyFloorMeasures: readonly LabMeasure[] = ['out-of-reach-draws', 'sheltered-wins'];

/**
 * A design target (data/game/targets.yaml) the lab can measure from its
 * preset floors, with what the build's figures read of it: the measure, the
 * tier of the floors it reads, and whose battles it judges (`players`, read by
 * the game model's `judges`). The records are the build's (`battleFigures`):
 * a floor target on each floor of its tier and policy, the tier target on each
 * floor compared with the same floor one tier below, the boss target on each
 * boss's floor (the squad at the level the boss is met at, `bossLevelFor`).
 */
export interface LabTarget {
  id: string;
  name: string;
  band: TargetBand;
  pending: boolean;
  measure: LabMeasure;
  tier?: string;
  unit?: string;
  players?: BattleTarget['players'];
}

export interface LabToolData {
  simulator: SimulatorToolData;
  parameters: LabParameter[];
  /** The design targets measured on the preset floors, evaluated on both sides of a comparison. */
  targets: LabTarget[];
  /** The level the starting squad plays a boss's floor at when no mission meets it: the top of the first region's band. */
  bossLevel: number;
  /** The first region's bosses in the missions' order, each with the level the boss targets play it at (`bossLevelFor`). */
  bossCurve: CurveStop[];
  /** The tiers from the lowest (the tier target compares a floor with the same floor one tier below). */
  tierOrder: string[];
  /** Content hash of the engine's code and the game data, computed at build. */
  version: string;
}

export interface LabChange {
  id: string;
  value: number;
}

export interface CustomEncounter {
  squad: MemberChoice[];
  enemies: EnemyChoice[];
  policy: Policy;
}

export interface LabSweep {
  id: string;
  from: number;
  to: number;
  steps: number;
}

/** "Encontrar valor": a number, a design target, and the values searched (from < to). */
export interface LabFind {
  id: string;
  target: string;
  from: number;
  to: number;
}

export interface LabState {
  changes: LabChange[];
  /** Preset floors compared: the missions' and the bosses'. */
  floors: string[];
  /** A squad and encounter built in the simulator, carried by its keys (equipe, inimigos, politica). */
  custom: CustomEncounter | null;
  battles: number;
  seed: number;
  sweep: LabSweep | null;
  find: LabFind | null;
}

export const maxChanges = 12;
/**
 * Battles per side, encounter and policy when the link says none. A comparison
 * plays each compared floor on every policy the lab's targets judge (five on a
 * mission's floor, four on a boss's), both sides: the first floor alone is
 * 5 × 2 × 1.000 = 10.000 battles. With one policy the default was 2.000 (4.000
 * battles); 2.000 on five policies would be 20.000, twice what is asked of the
 * reader's machine now (in Node, the worker's jobs for the first floor took
 * about 0,9 s of CPU warm and 2 s cold, against 0,3 s and 1 s with one policy).
 */
export const defaultLabBattles = 1000;
export const maxLabBattles = 20_000;
export const minSweepSteps = 5;
export const maxSweepSteps = 15;
/** The sensitivity view moves each chosen number this share up and down. */
export const sensitivityShare = 0.1;

export const labParamKeys = ['mudar', 'proposta', 'andares', 'equipe', 'inimigos', 'politica', 'batalhas', 'semente', 'varrer', 'encontrar'] as const;

export function defaultLabState(data: LabToolData): LabState {
  return {
    changes: [],
    floors: data.simulator.floors.slice(0, 1).map((floor) => floor.id),
    custom: null,
    battles: defaultLabBattles,
    seed: 1,
    sweep: null,
    find: null,
  };
}

// ---- Numbers typed or linked -------------------------------------------------------------

const decimalText = /^[+-]?\d{1,9}(?:[.,]\d{1,6})?$/;
/** A number as the site writes it, with the thousands point: "10.000", "1.234,5". */
const groupedText = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d{1,6})?$/;

export type ParsedValue = { ok: true; value: number } | { ok: false; message: string };

/**
 * A value for a parameter, typed ("1,5", "1.5" or, as the site writes it, "10.000") or from a link (`from: 'link'`,
 * where a point is always decimal: "1.625"): finite, within the parameter's bounds, whole where it must be.
 */
export function parseParameterValue(
  raw: string | null | undefined,
  parameter: Pick<LabParameter, 'label' | 'min' | 'max' | 'whole'>,
  from: 'typed' | 'link' = 'typed',
): ParsedValue {
  const label = parameter.label;
  // The site writes a negative number with the minus sign (format-pt): read it as a hyphen-minus.
  const written = (raw ?? '').trim().replace(/^\u2212/, '-');
  // Typed, a grouped number is the site's own format: drop the thousands points, the comma is decimal.
  const typed = from === 'typed' && groupedText.test(written) ? written.replace(/\./g, '') : written;
  const range = `de ${formatPlain(parameter.min)} a ${formatPlain(parameter.max)}`;
  if (typed === '') return { ok: false, message: `${label}: preencha com um número ${range}.` };
  if (!decimalText.test(typed))
    return { ok: false, message: `${label}: "${shorten(typed)}" não é um número; use algarismos e, se preciso, vírgula decimal (${range}).` };
  const value = Number(typed.replace(',', '.'));
  if (!Number.isFinite(value)) return { ok: false, message: `${label}: "${shorten(typed)}" não é um número (${range}).` };
  if (value < 0 && parameter.min >= 0) return { ok: false, message: `${label}: não pode ser negativo; use ${range}.` };
  if (parameter.whole && !Number.isInteger(value)) return { ok: false, message: `${label}: precisa ser um número inteiro (${range}).` };
  if (value > parameter.max) return { ok: false, message: `${label}: grande demais; o máximo é ${formatPlain(parameter.max)}.` };
  if (value < parameter.min) return { ok: false, message: `${label}: o mínimo é ${formatPlain(parameter.min)}.` };
  return { ok: true, value };
}

/** A number as a message and a field write it, in the site's pt-BR format ("10.000", "1,5"), up to six decimals; parseParameterValue reads it back. */
export function formatPlain(value: number): string {
  return formatNumber(Math.round(value * 1e6) / 1e6, 6);
}

const linkNumber = (value: number) => String(Math.round(value * 1e6) / 1e6);

// ---- State in the URL ------------------------------------------------------------------------

/** `mudar=tier.t2.vida*1.6_dano.minimo*2`; `varrer=tier.t2.vida*1*2*9`; the simulator's own keys for a custom encounter. */
export function labToParams(state: LabState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.changes.length > 0) params.set('mudar', state.changes.map((change) => `${change.id}*${linkNumber(change.value)}`).join('_'));
  params.set('andares', state.floors.join('_'));
  if (state.custom) {
    params.set('equipe', state.custom.squad.map((member) => `${member.role}.${member.level}.${member.die}.${member.cell}`).join('_'));
    params.set('inimigos', state.custom.enemies.map((enemy) => `${enemy.creature}.${enemy.tier}.${enemy.cell}`).join('_'));
    params.set('politica', state.custom.policy);
  }
  params.set('batalhas', String(state.battles));
  params.set('semente', String(state.seed));
  if (state.sweep) params.set('varrer', [state.sweep.id, linkNumber(state.sweep.from), linkNumber(state.sweep.to), String(state.sweep.steps)].join('*'));
  if (state.find) params.set('encontrar', [state.find.id, state.find.target, linkNumber(state.find.from), linkNumber(state.find.to)].join('*'));
  return params;
}

function wholeIn(raw: string | null, min: number, max: number, fallback: number, label: string, problems: string[]): number {
  if (raw === null) return fallback;
  const typed = raw.trim();
  if (/^\d{1,12}$/.test(typed) && Number(typed) >= min && Number(typed) <= max) return Number(typed);
  problems.push(`${label}: "${shorten(typed)}" não é um número inteiro de ${formatNumber(min)} a ${formatNumber(max)}; usei ${formatNumber(fallback)}.`);
  return fallback;
}

export function labFromParams(data: LabToolData, params: URLSearchParams): Read<LabState> {
  const problems: string[] = [];
  const fallback = defaultLabState(data);
  const byId = new Map(data.parameters.map((parameter) => [parameter.id, parameter]));

  const changes: LabChange[] = [];
  const changesRaw = params.get('mudar');
  if (changesRaw !== null) {
    const tokens = changesRaw.split('_').filter((token) => token !== '');
    if (tokens.length > maxChanges)
      problems.push(`Mudanças: no máximo ${maxChanges} números de uma vez (o link trazia ${tokens.length}); usei os ${maxChanges} primeiros.`);
    for (const token of tokens.slice(0, maxChanges)) {
      const [id = '', raw = null] = token.split('*');
      const parameter = byId.get(id);
      if (!parameter) {
        problems.push(`Mudanças: "${shorten(id)}" não é um número proposto que o laboratório conheça; ignorei.`);
        continue;
      }
      if (changes.some((change) => change.id === id)) {
        problems.push(`Mudanças: ${parameter.label} aparece duas vezes; usei a primeira.`);
        continue;
      }
      const parsed = parseParameterValue(raw, parameter, 'link');
      if (!parsed.ok) {
        problems.push(`${parsed.message} Ignorei essa mudança.`);
        continue;
      }
      changes.push({ id, value: parsed.value });
    }
  }

  // `proposta=tier.t2` (from the proposals register): every number of that proposal, at its current value.
  const proposal = params.get('proposta');
  if (proposal !== null && proposal !== '') {
    const matching = data.parameters.filter((parameter) => parameter.id === proposal || parameter.id.startsWith(`${proposal}.`));
    if (matching.length === 0) problems.push(`Proposta: "${shorten(proposal)}" não tem número que o laboratório mude; ignorei.`);
    for (const parameter of matching) {
      if (changes.some((change) => change.id === parameter.id)) continue;
      if (changes.length >= maxChanges) {
        problems.push(`Proposta: no máximo ${maxChanges} números de uma vez; usei os ${maxChanges} primeiros.`);
        break;
      }
      changes.push({ id: parameter.id, value: parameter.value });
    }
  }

  let floors = fallback.floors;
  const floorsRaw = params.get('andares');
  if (floorsRaw !== null) {
    const known = new Set(presetFloorsOf(data).map((floor) => floor.id));
    const tokens = [...new Set(floorsRaw.split('_').filter((token) => token !== ''))];
    const unknown = tokens.filter((token) => !known.has(token));
    for (const token of unknown.slice(0, 3)) problems.push(`Encontros: "${shorten(token)}" não é um encontro pronto; ignorei.`);
    if (unknown.length > 3) problems.push(`Encontros: mais ${unknown.length - 3} nomes desconhecidos ignorados.`);
    floors = tokens.filter((token) => known.has(token));
  }

  let custom: CustomEncounter | null = null;
  if (params.has('equipe') || params.has('inimigos')) {
    const read = simulatorFromParams(data.simulator, params);
    problems.push(...read.problems);
    custom = { squad: read.state.squad, enemies: read.state.enemies, policy: read.state.policy };
  }
  if (floors.length === 0 && !custom) {
    if (floorsRaw !== null) problems.push('Encontros: nenhum encontro válido no link; usei o primeiro encontro pronto.');
    floors = fallback.floors;
  }

  const battles = wholeIn(params.get('batalhas'), 1, maxLabBattles, fallback.battles, 'Batalhas', problems);
  const seed = wholeIn(params.get('semente'), 0, maxSeed, fallback.seed, 'Semente', problems);

  let sweep: LabSweep | null = null;
  const sweepRaw = params.get('varrer');
  if (sweepRaw !== null && sweepRaw !== '') {
    const [id = '', fromRaw = null, toRaw = null, stepsRaw = null] = sweepRaw.split('*');
    const parameter = byId.get(id);
    if (!parameter) problems.push(`Varredura: "${shorten(id)}" não é um número proposto que o laboratório conheça; deixei sem varredura.`);
    else {
      const from = parseParameterValue(fromRaw, { ...parameter, label: `Varredura, início (${parameter.label})` }, 'link');
      const to = parseParameterValue(toRaw, { ...parameter, label: `Varredura, fim (${parameter.label})` }, 'link');
      const steps = wholeIn(stepsRaw, minSweepSteps, maxSweepSteps, 10, 'Varredura, passos', problems);
      if (!from.ok) problems.push(from.message);
      if (!to.ok) problems.push(to.message);
      if (from.ok && to.ok) sweep = { id, from: from.value, to: to.value, steps };
    }
  }

  const find = findFromParam(data, params.get('encontrar'), problems);

  return { state: { changes, floors, custom, battles, seed, sweep, find }, problems };
}

/**
 * `encontrar=tier.t2.vida*desafio-andares-t2*1*3`: a known number, a target the lab measures (not pending), and a range from < to within the number's
 * bounds.
 */
function findFromParam(data: LabToolData, raw: string | null, problems: string[]): LabFind | null {
  if (raw === null || raw === '') return null;
  const [id = '', target = '', fromRaw = null, toRaw = null] = raw.split('*');
  const parameter = data.parameters.find((candidate) => candidate.id === id);
  const refuse = (message: string) => {
    problems.push(`Encontrar valor: ${message}; deixei sem busca.`);
    return null;
  };
  if (!parameter) return refuse(`"${shorten(id)}" não é um número proposto que o laboratório conheça`);
  const known = data.targets.find((candidate) => candidate.id === target);
  if (!known) return refuse(`"${shorten(target)}" não é uma meta que o laboratório meça`);
  if (known.pending) return refuse(`a meta ${known.name} está pendente (o motivo está no Balanceamento), e o laboratório não a julga`);
  const from = parseParameterValue(fromRaw, { ...parameter, label: `Encontrar valor, de (${parameter.label})` });
  const to = parseParameterValue(toRaw, { ...parameter, label: `Encontrar valor, até (${parameter.label})` });
  if (!from.ok || !to.ok) {
    for (const read of [from, to]) if (!read.ok) problems.push(`${read.message} Deixei sem busca.`);
    return null;
  }
  if (from.value >= to.value) return refuse(`o início (${formatPlain(from.value)}) precisa ser menor que o fim (${formatPlain(to.value)})`);
  return { id, target, from: from.value, to: to.value };
}

// ---- Applying the changes ------------------------------------------------------------------

/** A copy of the simulator's data with each change written at every place its parameter holds. */
export function applyChanges(data: LabToolData, changes: readonly LabChange[]): SimulatorToolData {
  // A JSON copy, not structuredClone: the data the page receives is JSON, where two actions never share an object; a
  // clone would keep the builder's sharing (Rušajak's Ritual da Vitória and Mawari's Invocação de Serpentes hold the
  // Chefe role's one cost object) and write a change into actions the parameter does not name.
  const copy = JSON.parse(JSON.stringify(data.simulator)) as SimulatorToolData;
  for (const change of changes) {
    const parameter = data.parameters.find((candidate) => candidate.id === change.id);
    if (!parameter) continue;
    for (const path of parameter.paths) {
      let node: unknown = copy;
      for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
      const last = path[path.length - 1];
      if (node && typeof node === 'object' && last !== undefined) (node as Record<string | number, unknown>)[last] = change.value;
    }
  }
  return copy;
}

/** Every preset floor the lab compares: the missions' floors, then the bosses'. */
export function presetFloorsOf(data: Pick<LabToolData, 'simulator'>): SimFloor[] {
  return [...data.simulator.floors, ...(data.simulator.bossFloors ?? [])];
}

/** A boss's floor as the lab names it: with the level the boss targets play it at. */
export function bossFloorLabel(data: Pick<LabToolData, 'bossLevel' | 'bossCurve'>, floor: Pick<SimFloor, 'id' | 'name'>): string {
  return bossFloorSubject(floor, bossLevelFor(data, floor.id));
}

const isBossFloor = (data: Pick<LabToolData, 'simulator'>, id: string) => (data.simulator.bossFloors ?? []).some((floor) => floor.id === id);

/** One encounter of a run: a compared floor (or the link's encounter) on one policy. `id` is the floor's (or "personalizado"). */
export interface LabEncounter {
  id: string;
  /** The floor's name (a boss's with the squad's level), or the link's encounter's. */
  floorName: string;
  policy: Policy;
  /** The policy's name, as the simulator's selector shows it. */
  policyName: string;
  /** The floor's and the policy's names, as the build names a record: `Encontro de bestas (T2), política "Cura primeiro"`. */
  name: string;
  squad: MemberChoice[];
  enemies: EnemyChoice[];
}

/** Whether a lab target reads a compared floor: a boss's floor the boss target; a mission's floor the others (of its tier, when it has one). */
function readsFloor(target: LabTarget, floor: SimFloor, boss: boolean): boolean {
  if (target.measure === 'boss-win-rate') return boss;
  if (boss) return false;
  return target.measure === 'tier-harder' || target.tier === undefined || floor.enemies[0]?.tier === target.tier;
}

/**
 * The policies a compared floor is played on: every policy that some lab
 * target reading the floor judges (the game model's `judges`, the build's
 * rule), in the engine's order; the engine's default policy when none does.
 */
export function labPoliciesOf(data: Pick<LabToolData, 'targets' | 'simulator'>, floorId: string): Policy[] {
  const boss = isBossFloor(data, floorId);
  const floor = presetFloorsOf(data).find((candidate) => candidate.id === floorId);
  const readers = floor ? data.targets.filter((target) => readsFloor(target, floor, boss)) : [];
  const played = policies.filter((policy) => readers.some((target) => judges(target, policy)));
  return played.length > 0 ? [...played] : [defaultPolicy];
}

/** A policy's name as the simulator's selector shows it (the game model's words). */
export function policyNameOf(data: Pick<LabToolData, 'simulator'>, policy: Policy): string {
  return data.simulator.policies.find((candidate) => candidate.id === policy)?.name ?? policy;
}

/**
 * The encounters a run compares: the custom one first (when the link carries
 * it), on its own policy, then each chosen floor on each policy its targets
 * judge: a mission's floor with the starting squad, a boss's with the starting
 * squad at the boss target's level (named with it), as the build measures them.
 */
export function encountersOf(data: LabToolData, state: Pick<LabState, 'custom' | 'floors'>): LabEncounter[] {
  const squad = startingSquad(data.simulator);
  const named = (floorName: string, policy: Policy) => ({
    floorName,
    policy,
    policyName: policyNameOf(data, policy),
    name: `${floorName}, política "${policyNameOf(data, policy)}"`,
  });
  const encounters: LabEncounter[] = state.custom
    ? [{ id: 'personalizado', ...named('Encontro do link (simulador)', state.custom.policy), squad: state.custom.squad, enemies: state.custom.enemies }]
    : [];
  for (const id of state.floors) {
    const floor = presetFloorsOf(data).find((candidate) => candidate.id === id);
    if (!floor) continue;
    const boss = isBossFloor(data, id);
    for (const policy of labPoliciesOf(data, id))
      encounters.push({
        id: floor.id,
        ...named(boss ? bossFloorLabel(data, floor) : floor.name, policy),
        squad: boss ? bossSquad(data.simulator, bossLevelFor(data, floor.id)) : squad,
        enemies: floor.enemies,
      });
  }
  return encounters;
}

/** Battles a comparison plays: each encounter (a floor on one policy), `battles` on each side. */
export function comparisonBattles(data: LabToolData, state: Pick<LabState, 'custom' | 'floors' | 'battles'>): number {
  return encountersOf(data, state).length * 2 * state.battles;
}

/** The battle setup of an encounter under a copy of the data. */
export function labSetup(simulator: SimulatorToolData, encounter: Pick<LabEncounter, 'squad' | 'enemies' | 'policy'>) {
  return buildSetup(simulator, { squad: encounter.squad, enemies: encounter.enemies, policy: encounter.policy });
}

/** The values of a sweep, from `from` to `to` in `steps` evenly spaced steps, rounded to whole numbers where the parameter is whole. */
export function sweepValues(parameter: Pick<LabParameter, 'whole' | 'min' | 'max'>, sweep: Pick<LabSweep, 'from' | 'to' | 'steps'>): number[] {
  const values: number[] = [];
  for (let step = 0; step < sweep.steps; step += 1) {
    const exact = sweep.steps === 1 ? sweep.from : sweep.from + ((sweep.to - sweep.from) * step) / (sweep.steps - 1);
    const value = parameter.whole ? Math.round(exact) : Math.round(exact * 1e4) / 1e4;
    values.push(Math.min(parameter.max, Math.max(parameter.min, value)));
  }
  return values;
}

/** ±10% of a value, kept within the parameter's bounds (whole numbers move at least one unit). */
export function sensitivityValues(parameter: Pick<LabParameter, 'whole' | 'min' | 'max'>, value: number): [number, number] {
  const move = (direction: 1 | -1) => {
    const exact = value * (1 + direction * sensitivityShare);
    const rounded = parameter.whole
      ? direction > 0
        ? Math.max(value + 1, Math.round(exact))
        : Math.min(value - 1, Math.round(exact))
      : Math.round(exact * 1e4) / 1e4;
    return Math.min(parameter.max, Math.max(parameter.min, rounded));
  };
  return [move(-1), move(1)];
}

// ---- Results and files --------------------------------------------------------------------

export interface EncounterComparison {
  encounter: string;
  /** The policy's name (the simulator's words). */
  policy?: string;
  tally: PairedTally;
}

export interface ComparisonRow {
  encounter: string;
  policy: string;
  battles: number;
  currentWin: number;
  currentLow: number;
  currentHigh: number;
  changedWin: number;
  changedLow: number;
  changedHigh: number;
  difference: number;
  differenceLow: number;
  differenceHigh: number;
  currentRounds: number;
  changedRounds: number;
  currentDamageTaken: number;
  changedDamageTaken: number;
  currentFalls: number;
  changedFalls: number;
  /** Draws the squad could no longer reach a standing enemy in (the engine's outOfReach), as a share of the battles. */
  currentOutOfReach: number;
  changedOutOfReach: number;
  /** Victories won out of the enemies' reach (the engine's sheltered), as a share of the battles. */
  currentSheltered: number;
  changedSheltered: number;
}

/** The numbers a reader sees for one encounter (rates as fractions, means per battle). */
export function comparisonRow({ encounter, policy = '', tally }: EncounterComparison): ComparisonRow {
  const n = Math.max(1, tally.battles);
  const current = sideWinRate(tally.current, tally.battles);
  const changed = sideWinRate(tally.changed, tally.battles);
  const difference = pairedDifference(tally);
  return {
    encounter,
    policy,
    battles: tally.battles,
    currentWin: current.rate,
    currentLow: current.low,
    currentHigh: current.high,
    changedWin: changed.rate,
    changedLow: changed.low,
    changedHigh: changed.high,
    difference: difference.difference,
    differenceLow: difference.low,
    differenceHigh: difference.high,
    currentRounds: tally.current.rounds / n,
    changedRounds: tally.changed.rounds / n,
    currentDamageTaken: tally.current.damageTaken / n,
    changedDamageTaken: tally.changed.damageTaken / n,
    currentFalls: tally.current.battlesWithFall / n,
    changedFalls: tally.changed.battlesWithFall / n,
    currentOutOfReach: tally.current.drawsOutOfReach / n,
    changedOutOfReach: tally.changed.drawsOutOfReach / n,
    currentSheltered: tally.current.winsSheltered / n,
    changedSheltered: tally.changed.winsSheltered / n,
  };
}

/** The row of one compared encounter: its floor, its policy (the simulator's name) and its paired battles. */
export function encounterRow(encounter: Pick<LabEncounter, 'floorName' | 'policyName'>, tally: PairedTally): ComparisonRow {
  return comparisonRow({ encounter: encounter.floorName, policy: encounter.policyName, tally });
}

export interface LabExport {
  tool: 'laboratorio-de-regras';
  version: string;
  seed: number;
  battles: number;
  pairing: string;
  interval: string;
  changes: (LabChange & { label: string; current: number })[];
  rows: ComparisonRow[];
}

export const pairingText = 'batalha k usa a mesma semente nos dois lados (semente da batalha = função da semente da execução e de k)';
export const intervalText =
  'vitórias de cada lado: intervalo de Wilson de 95%; ' +
  'diferença: aproximação normal sobre as diferenças pareadas por batalha (média ± 1,96 × desvio-padrão amostral ÷ √n)';

export function labExport(data: LabToolData, state: LabState, rows: ComparisonRow[]): LabExport {
  return {
    tool: 'laboratorio-de-regras',
    version: data.version,
    seed: state.seed,
    battles: state.battles,
    pairing: pairingText,
    interval: intervalText,
    changes: state.changes.map((change) => {
      const parameter = data.parameters.find((candidate) => candidate.id === change.id);
      return { ...change, label: parameter?.label ?? change.id, current: parameter?.value ?? Number.NaN };
    }),
    rows,
  };
}

const csvCell = (value: string | number) => {
  const textValue = typeof value === 'number' ? linkNumber(value) : value;
  // Quotes always; a leading =, +, - or @ would be read as a formula by a spreadsheet.
  return `"${(/^[=+\-@]/.test(textValue) && typeof value === 'string' ? `'${textValue}` : textValue).replace(/"/g, '""')}"`;
};

export function labCsv(exported: LabExport): string {
  const header = Object.keys(
    exported.rows[0] ??
      comparisonRow({
        encounter: '',
        tally: emptyPairedTally(),
      }),
  );
  const meta = [
    `# versao ${exported.version}`,
    `# semente ${exported.seed}; batalhas por lado, encontro e política ${exported.battles}`,
    `# mudancas ${exported.changes.map((change) => `${change.id}: ${linkNumber(change.current)} -> ${linkNumber(change.value)}`).join('; ') || 'nenhuma'}`,
    `# ${exported.interval}`,
  ];
  const lines = [header.map(csvCell).join(','), ...exported.rows.map((row) => header.map((key) => csvCell(row[key as keyof ComparisonRow])).join(','))];
  return [...meta, ...lines].join('\n') + '\n';
}

// ---- Design targets --------------------------------------------------------------------------

export type TargetVerdict = 'quebra' | 'conserta' | 'continua-valendo' | 'continua-quebrada' | 'pendente';

export interface TargetChange {
  target: LabTarget;
  current: TargetResult;
  changed: TargetResult;
  verdict: TargetVerdict;
  /** Floors among those compared that measure the target. */
  floors: number;
  /** Policies whose records the target judges, among those played. */
  policies: number;
}

/** One compared floor on one policy, with its paired battles: what targetChanges reads. `id` is the floor's. */
export interface LabRecord {
  id: string;
  policy: Policy;
  tally: PairedTally;
}

/**
 * One side of a paired run as the build's figures of an encounter (shares in
 * percent, each with its 95% Wilson interval, as the engine's measureEncounter
 * gives them): the lab plays one seed, so its one "seed" is the whole run.
 */
export function sideFigures(side: SideTally, battles: number): SeededFigures {
  // Each member's damage and healing per round: no target the lab judges reads them.
  const figures = figuresOf({
    battles,
    wins: side.wins,
    withFall: side.battlesWithFall,
    outOfReach: side.drawsOutOfReach,
    shelteredWins: side.winsSheltered,
    rounds: side.rounds,
    taken: side.damageTaken,
    members: [],
  });
  const { winRate, fallsShare, meanRounds, damageTaken } = figures;
  return { ...figures, seeds: [{ winRate, fallsShare, meanRounds, damageTaken }] };
}

/** The build's target description of a lab target, for the game model's figures and evaluation. */
const battleTargetOf = (target: LabTarget): BattleTarget => ({
  id: target.id,
  measure: target.measure,
  tier: target.tier,
  min: target.band.min,
  max: target.band.max,
  unit: target.unit,
  players: target.players,
  pending: target.pending ? 'pendente' : undefined,
});

/**
 * The compared floors of one side as the build's measures: the missions' floors and the bosses', each on its policy, policy by policy as the build lists
 * them.
 */
function sideMeasures(
  data: Pick<LabToolData, 'simulator' | 'bossLevel' | 'bossCurve'>,
  records: readonly LabRecord[],
  side: 'current' | 'changed',
): FloorMeasures {
  const ordered = [...records].sort((a, b) => policies.indexOf(a.policy) - policies.indexOf(b.policy));
  const entries = (boss: boolean): PolicyFloor[] =>
    ordered.flatMap((record) => {
      const floor = (boss ? (data.simulator.bossFloors ?? []) : data.simulator.floors).find((candidate) => candidate.id === record.id);
      return floor ? [{ policy: record.policy, floor, figures: sideFigures(record.tally[side], record.tally.battles) }] : [];
    });
  return {
    policies: [...policies],
    floors: entries(false),
    bossFloors: entries(true),
    bossLevel: data.bossLevel,
    bossCurve: data.bossCurve,
    raisedFloors: [],
    withoutHeals: [],
    squadRoles: [],
  };
}

/** The compared floors a target reads: those of its tier or the bosses'; the tier target's, each floor compared with its twin a tier below (both counted). */
export function floorsRead(data: Pick<LabToolData, 'simulator' | 'tierOrder'>, target: LabTarget, compared: readonly string[]): string[] {
  const ids = [...new Set(compared)];
  const bosses = new Set((data.simulator.bossFloors ?? []).map((floor) => floor.id));
  const floorOf = (id: string) => data.simulator.floors.find((floor) => floor.id === id);
  if (target.measure === 'boss-win-rate') return ids.filter((id) => bosses.has(id));
  // With no tier, the battles with no way out, and the victories out of the enemies' reach, count on the bosses' floors too, as in the build.
  if (everyFloorMeasures.includes(target.measure) && target.tier === undefined) return ids.filter((id) => bosses.has(id) || floorOf(id) !== undefined);
  if (target.measure === 'tier-harder') {
    const paired = new Set<string>();
    for (const id of ids) {
      const floor = floorOf(id);
      const lower = floor ? lowerTierFloorId(floor, data.tierOrder) : undefined;
      if (lower !== undefined && ids.includes(lower)) {
        paired.add(lower);
        paired.add(id);
      }
    }
    return ids.filter((id) => paired.has(id));
  }
  return ids.filter((id) => {
    const floor = floorOf(id);
    return floor !== undefined && (target.tier === undefined || floor.enemies[0]?.tier === target.tier);
  });
}

/**
 * The targets measured on the compared floors, under the current and the
 * changed rules, as the build judges them: the game model's records (each
 * floor on each policy the target judges, `battleFigures`) and evaluation
 * (`evaluateBattleTargets`, over the engine's `evaluateTargets`), on the lab's
 * one seed: which targets the change breaks, which it fixes. A target none of
 * the compared floors measures (the tier target without a floor's twin a tier
 * below) is left out.
 */
export function targetChanges(
  data: Pick<LabToolData, 'targets' | 'simulator' | 'bossLevel' | 'bossCurve' | 'tierOrder'>,
  records: readonly LabRecord[],
): TargetChange[] {
  const context = {
    tierOrder: data.tierOrder,
    policyNames: Object.fromEntries(data.simulator.policies.map((policy) => [policy.id, policy.name])),
  };
  const targets = data.targets.map(battleTargetOf);
  const current = evaluateBattleTargets(targets, sideMeasures(data, records, 'current'), context);
  const changed = evaluateBattleTargets(targets, sideMeasures(data, records, 'changed'), context);
  return data.targets.flatMap((target): TargetChange[] => {
    const before = current.find((result) => result.id === target.id);
    const after = changed.find((result) => result.id === target.id);
    if (!before || !after || before.figures.length === 0) return [];
    const read = new Set(
      floorsRead(
        data,
        target,
        records.map((record) => record.id),
      ),
    );
    const judged = new Set(records.filter((record) => read.has(record.id) && judges(target, record.policy)).map((record) => record.policy));
    const verdict: TargetVerdict = target.pending
      ? 'pendente'
      : before.status === 'holds'
        ? after.status === 'holds'
          ? 'continua-valendo'
          : 'quebra'
        : after.status === 'holds'
          ? 'conserta'
          : 'continua-quebrada';
    return [{ target, current: before, changed: after, verdict, floors: read.size, policies: judged.size }];
  });
}
