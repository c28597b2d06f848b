// The design targets at build: the game model measures them (its target
// figures); here they are checked (a broken one stops the build), their
// battles cached by the content hash of the engine, the game model and the
// data (the golden vectors' stamp), each encounter's figures also by its own
// setup (an edit plays again only the encounters it changes), and their
// figures written as open data.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { verdictOf } from '@dice-rolling/rules';
import {
  battleMeasures,
  battleMeasureOptions,
  bossCurveOf,
  bossLevelOf,
  encounterIdentity,
  measureBattleTargets,
  measuredBy,
  scanMeasures,
  simulatorToolData,
  checkTargets as checkModelTargets,
  evaluateDesignTargets,
  targetBattles,
  targetSeeds,
  type EncounterPlayer,
  type FloorMeasures,
  type GameModel,
  type SeededFigures,
  type TargetEncounter,
  type TargetEvaluation,
} from '@dice-rolling/game-model';
import { engineDataVersion } from '../../game-data/src/index';
import { playInThreads } from './parallelTargets';

export { bossCurveOf, bossLevelOf, bossLevelsOf, evaluateDesignTargets, TargetError, type Target, type TargetEvaluation } from '@dice-rolling/game-model';

/** Where the battles of each content hash are kept between builds (a cold build, which clears it, plays them again). */
export const targetCacheFolder = path.resolve(__dirname, '../../../node_modules/.cache/design-targets');

// One read per model: the build's check and the Balanceamento page ask for the same battles.
const battlesByModel = new WeakMap<GameModel, FloorMeasures>();

let playerSources: string | undefined;
/**
 * The hash of the code here that plays and keeps the battles (this file, the
 * threads and their entry), part of both caches' keys: figures kept by other
 * code are not read, so a mended player never reads what an earlier one got
 * wrong (threads that played the wrong encounters once wrote such figures).
 */
function playerCode(): string {
  playerSources ??= createHash('sha256')
    .update(
      ['targets.ts', 'parallelTargets.ts', 'targetWorker.mjs']
        .map((file) => readFileSync(path.join(__dirname, file), 'utf8').replace(/\r\n/g, '\n'))
        .join('\0'),
    )
    .digest('hex')
    .slice(0, 12);
  return playerSources;
}

/**
 * The content hash the battles depend on: the engine's and the game model's
 * code, the code that plays them here (playerCode), the simulator's data
 * (rules, roles, creatures, tiers, floors, policies), the battle targets'
 * measures and tiers, the boss level, the bosses' curve and the Healer.
 */
export function battlesVersion(model: GameModel): string {
  const targets = model.data.targets
    .filter((target) => measuredBy(battleMeasures, target))
    .map((target) => [target.measure, target.tier ?? null, target.battles ?? null]);
  const healer = model.data.roles.find((role) => role.function.startsWith('Healer'))?.id ?? null;
  return engineDataVersion(model, {
    simulator: simulatorToolData(model),
    targets,
    bossLevel: bossLevelOf(model),
    bossCurve: bossCurveOf(model),
    healer,
    player: playerCode(),
  });
}

/** The cache file of a model's battles: named by what they depend on (battlesVersion), the seeds and the battles per seed. */
export function battlesFile(model: GameModel, folder = targetCacheFolder): string {
  return path.join(folder, `${battlesVersion(model)}-${targetSeeds.length}x${targetBattles}.json`);
}

/** A cache file's value; undefined when there is none, or it cannot be read. */
function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Writes a file whole, then renames it into place: a process reading it never reads half of it. */
function writeWhole(file: string, text: string): void {
  const written = `${file}.${process.pid}`;
  writeFileSync(written, text);
  renameSync(written, file);
}

/**
 * A player that keeps each encounter's figures in `folder`, in a file named by
 * what they depend on: `code` (the engine's and the game model's sources) and
 * the encounter's identity (its setup, battles per seed and seeds). It hands
 * `player` only the encounters it has not kept, so after an edit of the data
 * only the encounters whose battles the edit changes are played again: a
 * boss's number plays the boss's encounters, a T1 number the T1 ones.
 */
export function keptEncounters(folder: string, code: string, player: EncounterPlayer): EncounterPlayer {
  return (encounters, seeds) => {
    const files = encounters.map((encounter) =>
      path.join(folder, `${createHash('sha256').update(code).update(encounterIdentity(encounter, seeds)).digest('hex').slice(0, 24)}.json`),
    );
    const figures = files.map((file) => readJson<SeededFigures>(file));
    // Two lists may hold the same battles (the last boss of the curve at the boss target's level): each file is played once.
    const missing = new Map<string, TargetEncounter>();
    encounters.forEach((encounter, at) => {
      const file = files[at] as string;
      if (!figures[at] && !missing.has(file)) missing.set(file, encounter);
    });
    if (missing.size === 0) return figures as SeededFigures[];
    const played = player([...missing.values()], seeds);
    mkdirSync(folder, { recursive: true });
    const byFile = new Map(
      [...missing.keys()].map((file, at) => {
        const figure = played[at];
        if (!figure) throw new Error(`design targets: no figures for encounter ${at}`);
        writeWhole(file, JSON.stringify(figure));
        return [file, figure] as const;
      }),
    );
    return figures.map((kept, at) => kept ?? (byFile.get(files[at] as string) as SeededFigures));
  };
}

/** Whether a process with this id runs (one this user may not signal runs too). */
function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the playing of a model's battles for this process: true when the
 * lock file is made here, or taken over from a process that died holding it
 * (or from this one: a claim is released before cachedBattles returns);
 * false while another live process holds it.
 */
export function claimBattles(lock: string): boolean {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner !== process.pid && running(owner)) return false;
    rmSync(lock, { force: true });
  }
  return false;
}

/** How long a process waits for another one playing the same battles, and how often it looks. */
const otherPlayerPatience = 10 * 60 * 1000;
const lookEvery = 250;

/**
 * The battle measures of a model: read from the cache when everything they
 * depend on (battlesVersion) hashes the same as when they were played, else
 * played and kept. Two processes that miss the cache at once (npm test's
 * build and unit tests, npm start beside a build) play them once: the first
 * claims them with a lock file beside the cache's, and the other waits for
 * the file it writes (synchronously: the page and the build's check ask for
 * the figures as a value).
 */
export function cachedBattles(model: GameModel, folder = targetCacheFolder): FloorMeasures {
  const known = battlesByModel.get(model);
  if (known) return known;
  const file = battlesFile(model, folder);
  const lock = `${file}.playing`;
  const giveUp = Date.now() + otherPlayerPatience;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let battles = readJson<FloorMeasures>(file);
  while (!battles) {
    if (claimBattles(lock) || Date.now() > giveUp) {
      try {
        const data = simulatorToolData(model);
        const options = battleMeasureOptions(model);
        const encounters = keptEncounters(path.join(folder, 'encounters'), `${engineDataVersion(model, null)}-${playerCode()}`, playInThreads());
        battles = measureBattleTargets(data, options, encounters);
        writeWhole(file, JSON.stringify(battles));
      } finally {
        rmSync(lock, { force: true });
      }
      break;
    }
    Atomics.wait(pause, 0, 0, lookEvery);
    battles = readJson<FloorMeasures>(file);
  }
  battlesByModel.set(model, battles);
  return battles;
}

/** Throws when a target (not pending) is outside its band or its band is not its decision's: the build stops here. */
export function checkTargets(model: GameModel): TargetEvaluation {
  return checkModelTargets(model, cachedBattles(model));
}

/** The evaluation the page shows: the build's, from the same cached battles. */
export function designTargets(model: GameModel): TargetEvaluation {
  return evaluateDesignTargets(model, cachedBattles(model));
}

/** The file of the open data that holds the targets' figures (/dados/metas.json). */
export const targetFiguresFile = 'metas.json';

/**
 * The targets' figures as open data, keyed by the content hash of the rules
 * and the data: per target its band, status, verdict (what a pending one
 * would be), margin, and every figure with its interval and margin (per
 * policy, in the figure's subject).
 */
export function targetFiguresData(model: GameModel, evaluation: TargetEvaluation) {
  return {
    versao: engineDataVersion(model),
    sementes: [...targetSeeds],
    batalhasPorSemente: targetBattles,
    metas: evaluation.results.map((result) => {
      const target = evaluation.targets.find((candidate) => candidate.id === result.id);
      return {
        id: result.id,
        faixa: { min: target?.min ?? null, max: target?.max ?? null },
        situacao: result.status,
        veredito: verdictOf(result),
        pendente: target?.pending ?? null,
        margem: result.margin ?? null,
        registros: result.figures.map((figure) => ({
          registro: figure.subject,
          valor: figure.value,
          baixo: figure.low ?? null,
          alto: figure.high ?? null,
          margem: figure.margin ?? null,
        })),
      };
    }),
  };
}

/** Writes the targets' figures into the open data folder of the static files. */
export function writeTargetFigures(folder: string, model: GameModel, evaluation: TargetEvaluation): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, targetFiguresFile), JSON.stringify(targetFiguresData(model, evaluation), null, 1) + '\n');
}

// ---- Figures over time ---------------------------------------------------------------------

/** The committed history of the targets' margins (appended by `npm run targets:record`, read by the Balanceamento page). */
export const targetHistoryFile = path.resolve(__dirname, '../../../data/game/history/target-margins.yaml');

export interface TargetHistoryEntry {
  /** Content hash of the rules and the data the figures came from. */
  versao: string;
  data: string;
  /** The newest decision of the log when the figures were recorded: what moved them. */
  decisao: string;
  metas: Record<string, { situacao: string; veredito: string; margem: number | null }>;
}

export function readTargetHistory(file = targetHistoryFile): TargetHistoryEntry[] {
  if (!existsSync(file)) return [];
  const entries = parseYaml(readFileSync(file, 'utf8')) as TargetHistoryEntry[] | null;
  return Array.isArray(entries) ? entries : [];
}

/**
 * The history with this checkout's figures at the end: a new entry when the
 * content hash is new and something moved since the last entry (its decision,
 * a margin or a status); the last one replaced when its hash is the same, or
 * when nothing moved (a refactor changes the hash, not the figures: a column
 * of the same margins would tell the reader nothing).
 */
export function appendTargetHistory(
  history: readonly TargetHistoryEntry[],
  model: GameModel,
  evaluation: TargetEvaluation,
  date: string,
): TargetHistoryEntry[] {
  const figures = targetFiguresData(model, evaluation);
  const entry: TargetHistoryEntry = {
    versao: figures.versao,
    data: date,
    decisao: model.data.decisions.at(-1)?.id ?? '',
    metas: Object.fromEntries(figures.metas.map((meta) => [meta.id, { situacao: meta.situacao, veredito: meta.veredito, margem: meta.margem }])),
  };
  const last = history.at(-1);
  const replaced = last !== undefined && (last.versao === entry.versao || sameFigures(last, entry));
  return [...(replaced ? history.slice(0, -1) : history), entry];
}

/** Whether two entries follow the same decision with the same margins and statuses, target by target. */
function sameFigures(a: TargetHistoryEntry, b: TargetHistoryEntry): boolean {
  const ids = Object.keys(b.metas);
  return (
    a.decisao === b.decisao &&
    Object.keys(a.metas).length === ids.length &&
    ids.every((id) => {
      const [before, after] = [a.metas[id], b.metas[id]];
      return (
        before !== undefined &&
        after !== undefined &&
        before.margem === after.margem &&
        before.situacao === after.situacao &&
        before.veredito === after.veredito
      );
    })
  );
}

export function targetHistoryText(history: readonly TargetHistoryEntry[]): string {
  return (
    '# Margens das metas de design ao longo das decisões: uma entrada por versão das regras e dos dados que mudou\n' +
    '# a decisão mais nova, uma margem ou uma situação (uma versão que não mudou nada substitui a última entrada),\n' +
    '# acrescentada por `npm run targets:record` (não edite à mão). O Balanceamento desenha a margem de cada meta.\n' +
    stringifyYaml(history)
  );
}

// ---- The scan targets' records -------------------------------------------------------------

/**
 * The scan targets' records of the last `npm run targets:record` (committed):
 * the build does not play their battles, so the Balanceamento page shows what
 * that run measured, naming the version of the rules and the data it measured.
 */
export const scanRecordsFile = path.resolve(__dirname, '../../../data/game/history/scan-records.yaml');

/** A record as the open data gives it (/dados/metas.json). */
export type TargetRecord = ReturnType<typeof targetFiguresData>['metas'][number]['registros'][number];

export interface ScanRecords {
  /** Content hash of the rules and the data the records came from. */
  versao: string;
  data: string;
  /** Per scan target, its records outside the band, the farthest out first; for one inside its band, the record closest to leaving it. */
  metas: Record<string, TargetRecord[]>;
}

export function scanRecordsOf(model: GameModel, evaluation: TargetEvaluation, date: string): ScanRecords {
  const scanIds = new Set(evaluation.targets.filter((target) => measuredBy(scanMeasures, target)).map((target) => target.id));
  const figures = targetFiguresData(model, evaluation);
  const metas = figures.metas.flatMap((meta) => {
    if (!scanIds.has(meta.id) || meta.registros.length === 0) return [];
    // A record with no margin has no end it could cross: it comes last.
    const ranked = [...meta.registros].sort((a, b) => (a.margem ?? Infinity) - (b.margem ?? Infinity));
    const outside = ranked.filter((record) => record.margem !== null && record.margem < 0);
    return [[meta.id, outside.length > 0 ? outside : ranked.slice(0, 1)] as const];
  });
  return { versao: figures.versao, data: date, metas: Object.fromEntries(metas) };
}

export function readScanRecords(file = scanRecordsFile): ScanRecords | undefined {
  if (!existsSync(file)) return undefined;
  const records = parseYaml(readFileSync(file, 'utf8')) as ScanRecords | null;
  return records && typeof records.versao === 'string' && records.metas ? records : undefined;
}

export function scanRecordsText(records: ScanRecords): string {
  return (
    '# Registros das metas de varredura na última medida de `npm run targets:record` (não edite à mão): de cada meta, os registros\n' +
    '# fora da faixa, do mais longe dela para o mais perto, ou o mais perto de sair dela quando a meta está dentro. A publicação\n' +
    '# não joga essas batalhas: o Balanceamento mostra estes registros, com a versão das regras e dos dados que os mediu.\n' +
    stringifyYaml(records, { lineWidth: 0 })
  );
}
