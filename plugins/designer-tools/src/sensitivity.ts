// Which design targets a ±10 % move of one proposed number flips (issue 38's
// "knife edges"), for `npm run report:sensitivity`: every number the rules lab
// offers, moved down and up as the lab's sensitivity view moves it, and every
// target the build evaluates measured again with the change, as the build
// measures them. A battle whose setup the change leaves as it was is not
// played again: its figures are the base run's (the same setup, seeds and
// battles give the same battles), so a number only costs the encounters it
// reaches. The scan targets (measured only by `npm run targets:record`) are
// left out, and so are the targets measured by formulas on the model under a
// change that is not a rule of rules.yaml (see evaluateChanges).
import { evaluateTarget, verdictOf, type TargetResult } from '@dice-rolling/rules';
import {
  battleMeasureOptions,
  battleMeasures,
  encounterIdentity,
  evaluateDesignTargets,
  measureBattleTargets,
  measureSeeded,
  oneHitShares,
  scanMeasures,
  specOf,
  targetEncounters,
  targetSeeds,
  type EncounterPlayer,
  type FloorMeasures,
  type GameModel,
  type SeededFigures,
} from '@dice-rolling/game-model';
import { applyChanges, sensitivityValues, type LabChange, type LabParameter, type LabToolData } from '../client/lab';

export type Verdict = 'holds' | 'broken';

/** A target whose verdict (what it would be, for a pending one) a change turns over. */
export interface TargetFlip {
  target: string;
  pending: boolean;
  before: Verdict;
  after: Verdict;
  marginBefore: number | undefined;
  marginAfter: number | undefined;
}

/** The targets whose verdict differs between two evaluations of the same targets (a target missing on one side is not compared). */
export function targetFlips(before: readonly TargetResult[], after: readonly TargetResult[]): TargetFlip[] {
  return before.flatMap((was) => {
    const now = after.find((candidate) => candidate.id === was.id);
    if (!now || verdictOf(was) === verdictOf(now)) return [];
    return [
      { target: was.id, pending: was.status === 'pending', before: verdictOf(was), after: verdictOf(now), marginBefore: was.margin, marginAfter: now.margin },
    ];
  });
}

/** One move of one number: the lab's parameter, the direction and the value it takes. */
export interface SensitivityMove {
  parameter: string;
  direction: -1 | 1;
  value: number;
}

/** The lab's ±10 % of each parameter (or of those listed in `only`), a direction left out when the bounds keep the value where it is. */
export function sensitivityMoves(parameters: readonly LabParameter[], only?: ReadonlySet<string>): SensitivityMove[] {
  return parameters
    .filter((parameter) => !only || only.has(parameter.id))
    .flatMap((parameter) => {
      const [down, up] = sensitivityValues(parameter, parameter.value);
      return [
        { parameter: parameter.id, direction: -1 as const, value: down },
        { parameter: parameter.id, direction: 1 as const, value: up },
      ].filter((move) => move.value !== parameter.value);
    });
}

/** The base run's figures of each encounter, by its identity (its whole setup, battles and seeds). */
export function baseFigures(model: GameModel, lab: LabToolData, battles: FloorMeasures): Map<string, SeededFigures> {
  const options = battleMeasureOptions(model);
  const encounters = targetEncounters(lab.simulator, options);
  const seeds = options.seeds ?? targetSeeds;
  const lists = {
    floors: battles.floors,
    bossFloors: battles.bossFloors,
    raisedFloors: battles.raisedFloors,
    withoutHeals: battles.withoutHeals,
  };
  const known = new Map<string, SeededFigures>();
  for (const encounter of encounters) {
    const played = lists[encounter.list].find((entry) => entry.policy === encounter.policy && entry.floor.id === encounter.floor.id);
    if (played) known.set(encounterIdentity(encounter, seeds), played.figures);
  }
  return known;
}

/** A player that takes an encounter's figures from the base run when its setup is the base's, and plays the others; `played` counts those. */
function reusingPlayer(known: ReadonlyMap<string, SeededFigures>): { player: EncounterPlayer; played: () => { encounters: number; battles: number } } {
  let encounters = 0;
  let battles = 0;
  const player: EncounterPlayer = (list, seeds) =>
    list.map((encounter) => {
      const figures = known.get(encounterIdentity(encounter, seeds));
      if (figures) return figures;
      encounters += 1;
      battles += encounter.battles * seeds.length;
      return measureSeeded(encounter.setup, seeds, encounter.battles);
    });
  return { player, played: () => ({ encounters, battles }) };
}

const scanned: readonly string[] = scanMeasures;
/** The measures read from the battles or the simulator's data: the only ones a change of that data reaches. */
const fromSimulatorData: readonly string[] = [...battleMeasures, 'one-hit-kill'];

/**
 * Every target the build evaluates (the scan targets left out) under a set of
 * changes made together (none: the base): the battles from the lab's copy of
 * the simulator's data with the changes written in, the one-hit target from
 * the same copy. The targets the build measures by formulas on the model (a
 * role's damage, a skill's worth, the campaign) see the changed rules of
 * rules.yaml in the model too, but only when every change is such a rule;
 * under any other change (a tier, a skill's numbers) they are left out, not
 * counted as unchanged.
 */
export function evaluateChanges(
  model: GameModel,
  lab: LabToolData,
  known: ReadonlyMap<string, SeededFigures>,
  changes: readonly LabChange[],
): { results: TargetResult[]; played: { encounters: number; battles: number } } {
  const data = changes.length > 0 ? applyChanges(lab, changes) : lab.simulator;
  const rules = new Map(model.rules);
  let onlyRules = true;
  for (const change of changes) {
    const rule = model.data.rules.find((candidate) => candidate.id === change.id);
    if (rule) rules.set(rule.id, { ...rule, value: change.value });
    else onlyRules = false;
  }
  const changedModel: GameModel = changes.length > 0 && onlyRules ? { ...model, rules } : model;
  const { player, played } = reusingPlayer(known);
  const battles = measureBattleTargets(data, battleMeasureOptions(changedModel), player);
  const evaluation = evaluateDesignTargets(changedModel, battles);
  const results = evaluation.targets.flatMap((target, index): TargetResult[] => {
    const result = evaluation.results[index];
    if (!result || scanned.includes(target.measure)) return [];
    if (!onlyRules && !fromSimulatorData.includes(target.measure)) return [];
    return [target.measure === 'one-hit-kill' ? evaluateTarget(specOf(target), oneHitShares(data)) : result];
  });
  return { results, played: played() };
}
