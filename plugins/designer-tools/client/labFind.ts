// "Encontrar valor" in the rules lab: which encounters a target is measured
// on, the paired runs of one value (the current rules against the lab's
// changes with the number at that value), the target read from them by the
// lab's own evaluation (the build's), and the sentences a reader sees. The
// search itself is findValue.ts; the page drives it with the worker.
import { applyChanges, encountersOf, floorsRead, formatPlain, labSetup, targetChanges } from './lab';
import type { LabEncounter, LabFind, LabParameter, LabState, LabTarget, LabToolData } from './lab';
import { judges } from '@dice-rolling/game-model/battle-targets';
import { maxEvaluations, readingOf, type FindOutcome, type Reading, type ValueRange } from './findValue';

// The page fetches this module and the search on first use; it takes the search from here.
export { findValue } from './findValue';
import type { BattleSetup, PairedTally } from '@dice-rolling/rules';

/**
 * The compared encounters the target reads: the floors that measure it (of its tier, a floor with its twin a tier below, the bosses'), each on every
 * policy the target judges.
 */
export function findEncounters(data: LabToolData, state: LabState, target: LabTarget): LabEncounter[] {
  const read = new Set(floorsRead(data, target, state.floors));
  return encountersOf(data, { ...state, custom: null }).filter((encounter) => read.has(encounter.id) && judges(target, encounter.policy));
}

/** What to choose for the target to be measured, when no compared floor measures it. */
function missingFloors(target: LabTarget): string {
  switch (target.measure) {
    case 'boss-win-rate':
      return 'marque o encontro de um chefe';
    case 'tier-harder':
      return 'marque um encontro e o mesmo encontro um tier abaixo';
    default:
      return target.tier ? `marque um encontro de ${target.tier.toUpperCase()}` : 'marque um encontro pronto';
  }
}

/** Why a search cannot run as chosen, in Portuguese; undefined when it can. */
export function findRefusal(data: LabToolData, state: LabState): string | undefined {
  const find = state.find;
  if (!find) return 'Escolha o número e a meta da busca.';
  const parameter = data.parameters.find((candidate) => candidate.id === find.id);
  const target = data.targets.find((candidate) => candidate.id === find.target);
  if (!parameter || !target) return 'Escolha o número e a meta da busca.';
  if (!(find.from < find.to)) return `O início da busca (${formatPlain(find.from)}) precisa ser menor que o fim (${formatPlain(find.to)}).`;
  if (!parameter.battle) return `As batalhas não leem ${parameter.label}: nenhum valor dele mexe com a meta. Escolha outro número.`;
  if (target.pending) return `A meta ${target.name} está pendente (o motivo está no Balanceamento), e o laboratório não a julga.`;
  if (findEncounters(data, state, target).length === 0) return `Nenhum encontro escolhido mede a meta ${target.name}: ${missingFloors(target)} em Encontros.`;
  return undefined;
}

/**
 * The paired runs of one value: each encounter the target reads (a floor on a policy it judges), the current rules against the lab's changes with the
 * number at `value`.
 */
export function findJobs(
  data: LabToolData,
  state: LabState,
  find: LabFind,
  value: number,
): { encounters: LabEncounter[]; jobs: { kind: 'paired'; current: BattleSetup; changed: BattleSetup }[] } {
  const target = data.targets.find((candidate) => candidate.id === find.target);
  const encounters = target ? findEncounters(data, state, target) : [];
  const others = state.changes.filter((change) => change.id !== find.id);
  const changed = applyChanges(data, [...others, { id: find.id, value }]);
  const jobs = encounters.map((encounter) => ({
    kind: 'paired' as const,
    current: labSetup(data.simulator, encounter),
    changed: labSetup(changed, encounter),
  }));
  return { encounters, jobs };
}

/**
 * The target read from one value's paired runs, with the lab's evaluation (the build's records and evaluation); `side` picks the current rules or the
 * value's.
 */
export function findReading(
  data: LabToolData,
  target: LabTarget,
  encounters: readonly LabEncounter[],
  tallies: readonly PairedTally[],
  side: 'current' | 'changed' = 'changed',
): Reading | undefined {
  const records = encounters.map((encounter, index) => ({ id: encounter.id, policy: encounter.policy, tally: tallies[index] as PairedTally }));
  const change = targetChanges({ ...data, targets: [target] }, records)[0];
  return change ? readingOf(change[side], target.band) : undefined;
}

/** The most battles a search plays, for the progress bar: each value's paired runs (two sides) over its encounters. */
export function findBattles(state: LabState, find: LabFind, parameter: Pick<LabParameter, 'whole'>, encounters: number): number {
  return maxEvaluations({ from: find.from, to: find.to, whole: parameter.whole }) * encounters * state.battles;
}

const share = (value: number) => `${formatPlain(Math.round(value * 10) / 10)}%`;
const rangeText = (range: ValueRange) =>
  `de ${formatPlain(range.low)}${range.lowIsEnd ? ' (o início da busca; pode ir abaixo)' : ''} ` +
  `a ${formatPlain(range.high)}${range.highIsEnd ? ' (o fim da busca; pode ir acima)' : ''}`;

/** The sentence the live region reads, and the page shows, for a finished search (or its refusal). */
export function findSummary(outcome: FindOutcome, parameter: Pick<LabParameter, 'label'>, target: Pick<LabTarget, 'name' | 'band'>, find: LabFind): string {
  const { min, max } = target.band;
  const band =
    min !== undefined && max !== undefined ? `de ${share(min)} a ${share(max)}` : min !== undefined ? `ao menos ${share(min)}` : `no máximo ${share(max ?? 0)}`;
  const head = `${parameter.label}, para a meta ${target.name} (faixa ${band})`;
  if (!outcome.ok) {
    const first = outcome.measured[0];
    const last = outcome.measured[outcome.measured.length - 1];
    const at = (entry: typeof first) => (entry ? `com ${formatPlain(entry.value)} a meta dá ${share(entry.reading.position)}` : '');
    // Where the records came nearest the band: how far apart its lowest and highest record were (policies that disagree more than the band is wide).
    const [nearest] = [...outcome.measured].sort((a, b) => b.reading.margin - a.reading.margin);
    const spread =
      nearest && nearest.reading.lowest !== undefined && nearest.reading.highest !== undefined && nearest.reading.lowest !== nearest.reading.highest
        ? ` O mais perto foi ${formatPlain(nearest.value)}: ali, o registro mais baixo é ${nearest.reading.lowest} (${share(nearest.reading.least)}) ` +
          `e o mais alto é ${nearest.reading.highest} (${share(nearest.reading.most)}).`
        : '';
    return (
      `${head}: nenhum valor de ${formatPlain(find.from)} a ${formatPlain(find.to)} põe todos os registros da meta na faixa (${at(first)}; ${at(last)}).` +
      `${spread} Tente outro intervalo, outro número ou outros encontros; o resultado anterior continua.`
    );
  }
  const parts: string[] = [];
  if (outcome.centre) {
    const { value, reading } = outcome.centre;
    parts.push(
      `o centro da faixa fica em ${formatPlain(value)}, onde a meta dá ${share(reading.position)} (95%: ${share(reading.low)} a ${share(reading.high)})`,
    );
    // More than one record: say which two the search set about the centre (the worst record is one of them).
    if (reading.lowest !== undefined && reading.highest !== undefined && reading.lowest !== reading.highest)
      parts.push(
        `ali, o registro mais baixo é ${reading.lowest} (${share(reading.least)}) e o mais alto é ${reading.highest} (${share(reading.most)}): ` +
          'a busca põe o meio dos dois no centro da faixa, onde o pior registro fica o mais longe possível das pontas',
      );
  } else if (outcome.centreMissing === 'open-band') parts.push('a faixa não tem teto ou piso, então não tem centro');
  else parts.push(`o centro da faixa fica fora dos valores de ${formatPlain(find.from)} a ${formatPlain(find.to)}`);
  parts.push(`todos os registros (cada encontro em cada política que a meta julga) ficam na faixa ${rangeText(outcome.inBand)}`);
  parts.push(
    outcome.sure ? `com o intervalo de 95% inteiro na faixa, ${rangeText(outcome.sure)}` : 'em nenhum valor medido o intervalo de 95% cabe inteiro na faixa',
  );
  return `${head}: ${parts.join('; ')}. ${outcome.measured.length} valores medidos.`;
}
