// The design targets at build: the game model measures them (its target
// figures); here they are checked (a broken one stops the build), their
// battles cached by the content hash of the engine, the game model and the
// data (the golden vectors' stamp), and their figures written as open data.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { verdictOf } from '@dice-rolling/rules';
import {
  battleMeasures,
  battleMeasureOptions,
  bossLevelOf,
  measureBattleTargets,
  simulatorToolData,
  checkTargets as checkModelTargets,
  evaluateDesignTargets,
  targetBattles,
  targetSeeds,
  type FloorMeasures,
  type GameModel,
  type TargetEvaluation,
} from '@dice-rolling/game-model';
import { engineDataVersion } from '../../game-data/src/index';
import { playInThreads } from './parallelTargets';

export { bossLevelOf, evaluateDesignTargets, TargetError, type Target, type TargetEvaluation } from '@dice-rolling/game-model';

/** Where the battles of each content hash are kept between builds (a cold build, which clears it, plays them again). */
export const targetCacheFolder = path.resolve(__dirname, '../../../node_modules/.cache/design-targets');

// One read per model: the build's check and the Balanceamento page ask for the same battles.
const battlesByModel = new WeakMap<GameModel, FloorMeasures>();

/**
 * The content hash the battles depend on: the engine's and the game model's
 * code, the simulator's data (rules, roles, creatures, tiers, floors,
 * policies), the battle targets' measures and tiers, the boss level and the
 * Healer.
 */
export function battlesVersion(model: GameModel): string {
  const targets = model.data.targets
    .filter((target) => (battleMeasures as readonly string[]).includes(target.measure))
    .map((target) => [target.measure, target.tier ?? null, target.battles ?? null]);
  const healer = model.data.roles.find((role) => role.function.startsWith('Healer'))?.id ?? null;
  return engineDataVersion(model, { simulator: simulatorToolData(model), targets, bossLevel: bossLevelOf(model), healer });
}

/**
 * The battle measures of a model: read from the cache when everything they
 * depend on (battlesVersion) hashes the same as when they were played, else
 * played and kept.
 */
export function cachedBattles(model: GameModel, folder = targetCacheFolder): FloorMeasures {
  const known = battlesByModel.get(model);
  if (known) return known;
  const file = path.join(folder, `${battlesVersion(model)}-${targetSeeds.length}x${targetBattles}.json`);
  let battles: FloorMeasures | undefined;
  if (existsSync(file)) {
    try {
      battles = JSON.parse(readFileSync(file, 'utf8')) as FloorMeasures;
    } catch {
      battles = undefined;
    }
  }
  if (!battles) {
    const data = simulatorToolData(model);
    const options = battleMeasureOptions(model);
    battles = measureBattleTargets(data, options, playInThreads(data, options));
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, JSON.stringify(battles));
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
 * content hash is new, the last one replaced when it is the same.
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
  const earlier = history.at(-1)?.versao === entry.versao ? history.slice(0, -1) : history;
  return [...earlier, entry];
}

export function targetHistoryText(history: readonly TargetHistoryEntry[]): string {
  return (
    '# Margens das metas de design ao longo das decisões: uma entrada por versão das regras e dos dados,\n' +
    '# acrescentada por `npm run targets:record` (não edite à mão). O Balanceamento desenha a margem de cada meta.\n' +
    stringifyYaml(history)
  );
}
