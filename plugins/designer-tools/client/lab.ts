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
  evaluateTarget,
  sharePercent,
  pairedDifference,
  sideWinRate,
  startingSquad,
  tierHardening,
  type EnemyChoice,
  type MemberChoice,
  type PairedTally,
  type Policy,
  type SimFloor,
  type Figure,
  type TargetBand,
  type TargetResult,
} from '@dice-rolling/rules';
import { formatNumber } from '../../format-pt';
import { shorten } from './input';
import { simulatorFromParams, maxSeed, type SimulatorToolData } from './simulator';
import { bossFloorSubject, bossSquad, lowerTierFloorId } from '@dice-rolling/game-model/battle-targets';
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
 * A design target (data/game/targets.yaml) the lab can measure from its
 * preset floors: a floor target on the floors of its tier, the tier target
 * on each floor compared with the same floor one tier below.
 */
export type LabTarget = {
  id: string;
  name: string;
  band: TargetBand;
  pending: boolean;
} & (
  | { measure: 'floor-win-rate' | 'hardest-floor-win-rate' | 'floor-falls'; tier: string }
  | { measure: 'tier-harder'; tierOrder: string[] }
  /** The Healer's healing per round as a share of the damage the squad takes per round, with the policy "cura primeiro". */
  | { measure: 'healer-healing'; tier: string; healerIndex: number }
  /** Each compared boss's floor, played by the starting squad at the top of the band (`LabToolData.bossLevel`). */
  | { measure: 'boss-win-rate' }
);

export interface LabToolData {
  simulator: SimulatorToolData;
  parameters: LabParameter[];
  /** The design targets measured on the preset floors, evaluated on both sides of a comparison. */
  targets: LabTarget[];
  /** The level the starting squad plays the bosses' floors at: the boss target's, the top of the first region's band. */
  bossLevel: number;
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
export const defaultLabBattles = 2000;
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
  problems.push(`${label}: "${shorten(typed)}" não é um número inteiro de ${min} a ${max}; usei ${fallback}.`);
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
  const copy = structuredClone(data.simulator);
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

const isBossFloor = (data: Pick<LabToolData, 'simulator'>, id: string) => (data.simulator.bossFloors ?? []).some((floor) => floor.id === id);

/**
 * The encounters a run compares: the custom one first (when the link carries
 * it), then the chosen floors: a mission's floor with the starting squad, a
 * boss's with the starting squad at the boss target's level (named with it),
 * as the build measures them.
 */
export function encountersOf(
  data: LabToolData,
  state: LabState,
): { id: string; name: string; squad: MemberChoice[]; enemies: EnemyChoice[]; policy: Policy }[] {
  const squad = startingSquad(data.simulator);
  const encounters = state.custom ? [{ id: 'personalizado', name: 'Encontro do link (simulador)', ...state.custom }] : [];
  for (const id of state.floors) {
    const floor = presetFloorsOf(data).find((candidate) => candidate.id === id);
    if (!floor) continue;
    if (isBossFloor(data, id))
      encounters.push({
        id: floor.id,
        name: bossFloorSubject(floor, data.bossLevel),
        squad: bossSquad(data.simulator, data.bossLevel),
        enemies: floor.enemies,
        policy: defaultPolicy,
      });
    else encounters.push({ id: floor.id, name: floor.name, squad, enemies: floor.enemies, policy: defaultPolicy });
  }
  return encounters;
}

/**
 * The extra encounters the healing target needs: each compared preset floor
 * of its tier, played with the policy "cura primeiro" (the build's), on both
 * sides. None when the target is absent or pending.
 */
export function healingEncountersOf(data: LabToolData, state: LabState): ReturnType<typeof encountersOf> {
  const target = data.targets.find((candidate) => candidate.measure === 'healer-healing' && !candidate.pending);
  if (!target || target.measure !== 'healer-healing') return [];
  const squad = startingSquad(data.simulator);
  return state.floors.flatMap((id) => {
    const floor = data.simulator.floors.find((candidate) => candidate.id === id);
    return floor && floor.enemies[0]?.tier === target.tier
      ? [{ id: floor.id, name: floor.name, squad, enemies: floor.enemies, policy: 'healing' as Policy }]
      : [];
  });
}

/** The battle setup of an encounter under a copy of the data. */
export function labSetup(simulator: SimulatorToolData, encounter: ReturnType<typeof encountersOf>[number]) {
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
  tally: PairedTally;
}

export interface ComparisonRow {
  encounter: string;
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
}

/** The numbers a reader sees for one encounter (rates as fractions, means per battle). */
export function comparisonRow({ encounter, tally }: EncounterComparison): ComparisonRow {
  const n = Math.max(1, tally.battles);
  const current = sideWinRate(tally.current, tally.battles);
  const changed = sideWinRate(tally.changed, tally.battles);
  const difference = pairedDifference(tally);
  return {
    encounter,
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
  };
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
    `# semente ${exported.seed}; batalhas por lado e encontro ${exported.battles}`,
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
}

const tenth = (value: number) => Math.round(value * 1000) / 10;

/**
 * The targets measured on the compared floors, under the current and the
 * changed rules, by the engine's evaluation (the build's): which the change
 * breaks, which it fixes. A floor target whose tier has no compared floor,
 * and the tier target without a floor compared with the same floor one tier
 * below, are left out.
 */
export function targetChanges(
  data: Pick<LabToolData, 'targets' | 'simulator'>,
  rows: readonly { id: string; row: ComparisonRow }[],
  healing: readonly { id: string; name: string; tally: PairedTally }[] = [],
): TargetChange[] {
  const floorOf = (floorId: string) => data.simulator.floors.find((floor) => floor.id === floorId);
  return data.targets.flatMap((target) => {
    let measured: number;
    let figures: (side: 'current' | 'changed') => Figure[];
    if (target.measure === 'boss-win-rate') {
      // As the build measures it: the win rate of each compared boss's floor, the squad at the top of the band.
      const bosses = rows.filter(({ id }) => isBossFloor(data, id));
      measured = bosses.length;
      figures = (side) =>
        bosses.map(({ row }) =>
          side === 'current'
            ? { subject: row.encounter, value: tenth(row.currentWin), low: tenth(row.currentLow), high: tenth(row.currentHigh) }
            : { subject: row.encounter, value: tenth(row.changedWin), low: tenth(row.changedLow), high: tenth(row.changedHigh) },
        );
    } else if (target.measure === 'healer-healing') {
      // As the build measures it: the Healer's healing per turn it declared, against the Vida the squad loses per round.
      const ofTier = healing.filter(({ id }) => floorOf(id)?.enemies[0]?.tier === target.tier);
      measured = ofTier.length;
      figures = (which) =>
        ofTier.map(({ name, tally }) => {
          const side = tally[which];
          const healer = side.members[target.healerIndex];
          const perRound = healer && healer.declarations > 0 ? healer.healing / healer.declarations : 0;
          return { subject: name, value: Math.round(sharePercent(perRound, side.damageTaken / Math.max(1, side.rounds)) * 10) / 10 };
        });
    } else if (target.measure === 'tier-harder') {
      // Each compared floor whose lower-tier twin is compared too: how much harder it is, on each side.
      const pairs = rows.flatMap(({ id, row }) => {
        const floor = floorOf(id);
        const lowerId = floor ? lowerTierFloorId(floor, target.tierOrder) : undefined;
        const lower = rows.find((candidate) => lowerId !== undefined && candidate.id === lowerId);
        return lower ? [{ lower: lower.row, higher: row }] : [];
      });
      measured = pairs.length * 2;
      const side = (row: ComparisonRow, which: 'current' | 'changed') =>
        which === 'current'
          ? { winRate: row.currentWin * 100, meanRounds: row.currentRounds, damageTaken: row.currentDamageTaken }
          : { winRate: row.changedWin * 100, meanRounds: row.changedRounds, damageTaken: row.changedDamageTaken };
      figures = (which) =>
        pairs.map(({ lower, higher }) => ({
          subject: `${lower.encounter} → ${higher.encounter}`,
          value: Math.round(tierHardening(side(lower, which), side(higher, which)) * 10) / 10,
        }));
    } else {
      const { tier, measure } = target;
      const ofTier = rows.filter(({ id }) => floorOf(id)?.enemies[0]?.tier === tier);
      measured = ofTier.length;
      figures = (side) => {
        const all = ofTier.map(({ row }) =>
          measure === 'floor-falls'
            ? { subject: row.encounter, value: tenth(side === 'current' ? row.currentFalls : row.changedFalls) }
            : side === 'current'
              ? { subject: row.encounter, value: tenth(row.currentWin), low: tenth(row.currentLow), high: tenth(row.currentHigh) }
              : { subject: row.encounter, value: tenth(row.changedWin), low: tenth(row.changedLow), high: tenth(row.changedHigh) },
        );
        return measure === 'hardest-floor-win-rate' ? [...all].sort((a, b) => a.value - b.value).slice(0, 1) : all;
      };
    }
    if (measured === 0) return [];
    const spec = { id: target.id, band: target.band, pending: target.pending };
    const current = evaluateTarget(spec, figures('current'));
    const changed = evaluateTarget(spec, figures('changed'));
    const verdict: TargetVerdict = target.pending
      ? 'pendente'
      : current.status === 'holds'
        ? changed.status === 'holds'
          ? 'continua-valendo'
          : 'quebra'
        : changed.status === 'holds'
          ? 'conserta'
          : 'continua-quebrada';
    return [{ target, current, changed, verdict, floors: measured }];
  });
}
