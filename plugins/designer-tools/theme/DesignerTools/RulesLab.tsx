// Laboratório de regras: the reader changes proposed numbers and the
// simulator's worker plays the same seeds under the current and the changed
// rules (battle k with the same seed on both sides). Per encounter: each
// side's win rate with its Wilson interval, the paired difference, rounds,
// damage taken and falls; a sweep of one number with its interval band; a
// tornado of ±10% on each chosen number; "Encontrar valor", the value of a
// number that centres a design target in its band (client/findValue.ts,
// fetched on first use), one value at a time in the same worker. The state lives in the URL, and a
// link with a seed runs by itself.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { wilsonInterval, type PairedTally, type Tally } from '@dice-rolling/rules';
import {
  applyChanges,
  bossFloorLabel,
  comparisonBattles,
  encounterRow,
  encountersOf,
  formatPlain,
  intervalText,
  labCsv,
  labExport,
  labFromParams,
  labParamKeys,
  labSetup,
  labToParams,
  maxChanges,
  maxLabBattles,
  maxSweepSteps,
  minSweepSteps,
  parseParameterValue,
  sensitivityValues,
  sweepValues,
  targetChanges,
  type ComparisonRow,
  type LabRecord,
  type TargetChange,
  type TargetVerdict,
  type LabChange,
  type LabFind,
  type LabParameter,
  type LabState,
  type LabTarget,
  type LabToolData,
} from '../../client/lab';
import type { ToolProps } from '../../client/toolData';
import type { FindOutcome, Reading } from '../../client/findValue';
import type { LabJob, LabRequest, LabResult } from '../../client/simulator.worker';
import { callWorker } from '../../../worker-rpc';
import { CopyLink, NumberField, Problems, Select, useFieldProblems, useUrlState } from './common';
import { RunStatus, SeedFields } from './BattleRuns';
import { toolFrame } from '../../../tool-frame';
import styles from './styles.module.css';
import { formatFixed, formatNumber } from '../../../format-pt';

/** Infima buttons do not wrap; the lab's long labels must, on a phone. */
const wrap = { whiteSpace: 'normal', textAlign: 'left' } as const;

const pct = (value: number) => `${formatFixed(value * 100, 1)}%`;
const pp = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${formatFixed(Math.abs(value) * 100, 1)} p.p.`;
const one = (value: number) => formatNumber(value, 1);
/** The notice of a failed calculation: the reader's sentence, then the raw error (the engine's may be English). */
const calculationFailed = (detail: string) => `O cálculo falhou; o resultado anterior continua. Detalhe técnico: ${detail}`;
/** A figure under the current rules and under the changed ones, side by side. */
const changeCell = (format: (value: number) => string, current: number, changed: number): ReactNode => (
  <td>
    {format(current)} → {format(changed)}
  </td>
);

let sharedWorker: Worker | null = null;

type Report = { kind: 'progress'; done: number } | ({ kind: 'done' } & LabResult) | { kind: 'error'; message: string };

/** Sends jobs to the simulator's worker; returns the cancel (which ends the worker). */
function startJobs(jobs: LabJob[], seed: number, battles: number, onReport: (report: Report) => void): () => void {
  if (typeof Worker === 'undefined') {
    onReport({ kind: 'error', message: 'este navegador não executa cálculos em segundo plano, que a ferramenta precisa' });
    return () => {};
  }
  sharedWorker ??= new Worker(new URL('../../client/simulator.worker.ts', import.meta.url));
  const worker = sharedWorker;
  const call = callWorker<LabRequest, number, LabResult>(worker, { lab: jobs, seed, battles }, (done) => onReport({ kind: 'progress', done }));
  call.result.then(
    (result) => onReport({ kind: 'done', ...result }),
    (error: Error) => onReport({ kind: 'error', message: error.message }),
  );
  return () => {
    call.ignore();
    worker.terminate();
    if (sharedWorker === worker) sharedWorker = null;
  };
}

interface Comparison {
  state: LabState;
  /** Each compared floor on each policy (in the order of the rows), with its paired battles: what the targets read. */
  records: LabRecord[];
  rows: ComparisonRow[];
  milliseconds: number;
}

interface SweepPoint {
  value: number;
  rate: number;
  low: number;
  high: number;
}

interface SweepResult {
  parameter: LabParameter;
  encounter: string;
  battles: number;
  seed: number;
  points: SweepPoint[];
}

interface TornadoBar {
  parameter: LabParameter;
  low: { value: number; rate: number };
  high: { value: number; rate: number };
}

interface TornadoResult {
  encounter: string;
  battles: number;
  baseline: number;
  bars: TornadoBar[];
}

type Work = { kind: 'comparar' | 'varrer' | 'sensibilidade' | 'encontrar'; done: number; total: number };

interface FoundResult {
  outcome: Extract<FindOutcome, { ok: true }>;
  parameter: LabParameter;
  target: LabTarget;
  find: LabFind;
  summary: string;
  battles: number;
  seed: number;
  /** The target under the current rules, from the same battles. */
  current?: Reading;
}

function download(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A decimal field for a proposed number: keeps what the reader types, hands valid values on, reports refused ones. */
function ValueField({
  parameter,
  value,
  label,
  onValid,
  onProblem,
}: {
  parameter: LabParameter;
  value: number;
  label: string;
  onValid: (value: number) => void;
  onProblem: (message?: string) => void;
}): ReactNode {
  const id = useId();
  const [typed, setTyped] = useState(formatPlain(value));
  const [invalid, setInvalid] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        value={typed}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setTyped(event.target.value);
          const parsed = parseParameterValue(event.target.value, { ...parameter, label });
          setInvalid(!parsed.ok);
          if (parsed.ok) {
            onProblem(undefined);
            onValid(parsed.value);
          } else onProblem(parsed.message);
        }}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        atual {formatPlain(parameter.value)}; de {formatPlain(parameter.min)} a {formatPlain(parameter.max)}
      </span>
    </div>
  );
}

export default function RulesLab({ data, anchor }: ToolProps<LabToolData>): ReactNode {
  const read = useMemo(() => (params: URLSearchParams) => labFromParams(data, params), [data]);
  const [state, setState, linkProblems] = useUrlState(read, labToParams, labParamKeys);
  const [fieldProblems, report] = useFieldProblems();
  const [picked, setPicked] = useState(data.parameters.find((parameter) => parameter.battle)?.id ?? '');
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [sweep, setSweep] = useState<SweepResult | null>(null);
  const [tornado, setTornado] = useState<TornadoResult | null>(null);
  const [found, setFound] = useState<FoundResult | null>(null);
  /** What the live region reads after a search (its result or its refusal); cleared by a comparison. */
  const [announce, setAnnounce] = useState('');
  const [work, setWork] = useState<Work | null>(null);
  const [notice, setNotice] = useState('');
  const cancelRef = useRef<(() => void) | null>(null);
  const byId = useMemo(() => new Map(data.parameters.map((parameter) => [parameter.id, parameter])), [data]);
  const blocked = Object.keys(fieldProblems).length > 0;
  const encounters = encountersOf(data, state);

  const runJobs = useCallback((kind: Work['kind'], jobs: LabJob[], chosen: LabState, done: (result: LabResult) => void) => {
    cancelRef.current?.();
    // The worker counts a paired job's battles by index; each index is a battle on each side, as the comparison's hint counts them.
    const sides = jobs.every((job) => job.kind === 'paired') ? 2 : 1;
    const total = jobs.length * chosen.battles * sides;
    setWork({ kind, done: 0, total });
    setNotice('');
    const cancel = startJobs(jobs, chosen.seed, chosen.battles, (message) => {
      if (message.kind === 'progress') setWork({ kind, done: message.done * sides, total });
      else {
        cancelRef.current = null;
        setWork(null);
        if (message.kind === 'done') done(message);
        else setNotice(calculationFailed(message.message));
      }
    });
    cancelRef.current = cancel;
  }, []);

  const compare = useCallback(
    (chosen: LabState, then?: () => void) => {
      const changed = applyChanges(data, chosen.changes);
      // Each compared floor on each policy its targets judge, paired, one after the other in the one worker.
      const list = encountersOf(data, chosen);
      const jobs: LabJob[] = list.map((encounter) => ({
        kind: 'paired',
        current: labSetup(data.simulator, encounter),
        changed: labSetup(changed, encounter),
      }));
      runJobs('comparar', jobs, chosen, (result) => {
        setAnnounce('');
        const tallies = result.tallies as PairedTally[];
        setComparison({
          state: chosen,
          milliseconds: result.milliseconds,
          records: list.flatMap((encounter, index) => {
            const tally = tallies[index];
            return tally ? [{ id: encounter.id, policy: encounter.policy, tally }] : [];
          }),
          rows: list.flatMap((encounter, index) => {
            const tally = tallies[index];
            return tally ? [encounterRow(encounter, tally)] : [];
          }),
        });
        then?.();
      });
    },
    [data, runJobs],
  );

  const runSweep = useCallback(
    (chosen: LabState, then?: () => void) => {
      const parameter = chosen.sweep ? byId.get(chosen.sweep.id) : undefined;
      const encounter = encountersOf(data, chosen)[0];
      if (!chosen.sweep || !parameter || !encounter) return;
      const values = sweepValues(parameter, chosen.sweep);
      const others = chosen.changes.filter((change) => change.id !== parameter.id);
      const jobs: LabJob[] = values.map((value) => ({
        kind: 'single',
        setup: labSetup(applyChanges(data, [...others, { id: parameter.id, value }]), encounter),
      }));
      runJobs('varrer', jobs, chosen, (result) => {
        setSweep({
          parameter,
          encounter: encounter.name,
          battles: chosen.battles,
          seed: chosen.seed,
          points: result.tallies.map((tally, index) => {
            const { wins, battles } = tally as Tally;
            return { value: values[index] ?? 0, rate: battles > 0 ? wins / battles : 0, ...wilsonInterval(wins, battles) };
          }),
        });
        then?.();
      });
    },
    [data, byId, runJobs],
  );

  const runSensitivity = useCallback(
    (chosen: LabState) => {
      const encounter = encountersOf(data, chosen)[0];
      const parameters = chosen.changes.flatMap((change) => byId.get(change.id) ?? []);
      if (!encounter || parameters.length === 0) return;
      const moves = parameters.map((parameter) => sensitivityValues(parameter, parameter.value));
      const jobs: LabJob[] = [
        { kind: 'single', setup: labSetup(data.simulator, encounter) },
        ...parameters.flatMap((parameter, index) =>
          (moves[index] ?? []).map((value): LabJob => ({
            kind: 'single',
            setup: labSetup(applyChanges(data, [{ id: parameter.id, value }]), encounter),
          })),
        ),
      ];
      runJobs('sensibilidade', jobs, chosen, (result) => {
        const rate = (index: number) => {
          const tally = result.tallies[index] as Tally | undefined;
          return tally && tally.battles > 0 ? tally.wins / tally.battles : 0;
        };
        const bars = parameters.map((parameter, index) => ({
          parameter,
          low: { value: moves[index]?.[0] ?? parameter.value, rate: rate(1 + index * 2) },
          high: { value: moves[index]?.[1] ?? parameter.value, rate: rate(2 + index * 2) },
        }));
        const baseline = rate(0);
        bars.sort((a, b) => Math.abs(b.high.rate - b.low.rate) - Math.abs(a.high.rate - a.low.rate));
        setTornado({ encounter: encounter.name, battles: chosen.battles, baseline, bars });
      });
    },
    [data, byId, runJobs],
  );

  /** Counts the searches started and cancelled, so a search whose code arrives after a cancel does not start. */
  const findTicket = useRef(0);
  const searchWith = useCallback(
    (module: typeof import('../../client/labFind'), chosen: LabState) => {
      const { findBattles, findJobs, findReading, findRefusal, findSummary, findValue } = module;
      const find = chosen.find;
      const refusal = findRefusal(data, chosen);
      const parameter = find ? byId.get(find.id) : undefined;
      const target = find ? data.targets.find((candidate) => candidate.id === find.target) : undefined;
      if (refusal || !find || !parameter || !target) {
        setNotice(`${refusal ?? 'Escolha o número e a meta da busca.'} O resultado anterior continua.`);
        return;
      }
      cancelRef.current?.();
      const search = findValue({ from: find.from, to: find.to, whole: parameter.whole, band: target.band });
      const total = findBattles(chosen, find, parameter, findJobs(data, chosen, find, find.from).jobs.length);
      let done = 0;
      let current: Reading | undefined;
      setNotice('');
      setWork({ kind: 'encontrar', done: 0, total });
      const fail = (message: string) => {
        cancelRef.current = null;
        setWork(null);
        setNotice(calculationFailed(message));
      };
      const step = (next: IteratorResult<number, FindOutcome>) => {
        if (next.done) {
          cancelRef.current = null;
          setWork(null);
          const outcome = next.value;
          const summary = findSummary(outcome, parameter, target, find);
          setAnnounce(summary);
          if (outcome.ok) setFound({ outcome, parameter, target, find, summary, battles: chosen.battles, seed: chosen.seed, current });
          else setNotice(summary);
          return;
        }
        const { encounters, jobs } = findJobs(data, chosen, find, next.value);
        cancelRef.current = startJobs(jobs, chosen.seed, chosen.battles, (message) => {
          if (message.kind === 'progress') setWork({ kind: 'encontrar', done: done + message.done, total });
          else if (message.kind === 'error') fail(message.message);
          else {
            done += jobs.length * chosen.battles;
            const tallies = message.tallies as PairedTally[];
            current ??= findReading(data, target, encounters, tallies, 'current');
            const reading = findReading(data, target, encounters, tallies);
            if (reading) step(search.next(reading));
            else fail('a meta não foi medida');
          }
        });
      };
      step(search.next());
    },
    [data, byId],
  );

  // One value at a time: the search asks for a value, the worker plays its paired battles, the reading goes back to the search.
  const runFind = useCallback(
    (chosen: LabState) => {
      const ticket = (findTicket.current += 1);
      import('../../client/labFind').then(
        (module) => {
          if (ticket === findTicket.current) searchWith(module, chosen);
        },
        () => setNotice('Não foi possível carregar a busca; recarregue a página para tentar novamente. O resultado anterior continua.'),
      );
    },
    [searchWith],
  );

  const cancel = () => {
    findTicket.current += 1;
    cancelRef.current?.();
    cancelRef.current = null;
    setWork(null);
    setNotice('Cálculo cancelado; o resultado anterior continua.');
  };

  // A shared link (with its seed) runs by itself: the comparison, then the sweep it names.
  const [autoRun] = useState(() => new URLSearchParams(window.location.search).has('semente'));
  const opening = useRef(state);
  useEffect(() => {
    const timer = autoRun
      ? window.setTimeout(() => {
          const opened = opening.current;
          const find = opened.find ? () => runFind(opened) : undefined;
          compare(opened, opened.sweep ? () => runSweep(opened, find) : find);
        }, 0)
      : undefined;
    return () => {
      window.clearTimeout(timer);
      cancelRef.current?.();
      sharedWorker?.terminate();
      sharedWorker = null;
    };
  }, [autoRun, compare, runSweep, runFind]);

  const setChange = (id: string, value: number) => setState({ ...state, changes: state.changes.map((change) => (change.id === id ? { id, value } : change)) });
  const addChange = () => {
    const parameter = byId.get(picked);
    if (!parameter || state.changes.some((change) => change.id === parameter.id)) return;
    if (state.changes.length >= maxChanges) {
      setNotice(`No máximo ${maxChanges} números de uma vez; tire um antes de acrescentar outro.`);
      return;
    }
    setState({ ...state, changes: [...state.changes, { id: parameter.id, value: parameter.value }] });
  };
  const parameterOptions = data.parameters.map((parameter) => ({
    value: parameter.id,
    label: `${parameter.label} (${formatPlain(parameter.value)})${parameter.battle ? '' : ' — não entra na batalha'}`,
    group: parameter.group,
  }));
  const sweepParameter = state.sweep ? byId.get(state.sweep.id) : undefined;
  const findParameter = state.find ? byId.get(state.find.id) : undefined;
  const measurable = data.targets.filter((target) => !target.pending);
  const targetOptions = measurable.map((target) => ({ value: target.id, label: target.name, group: 'Metas medidas nas batalhas' }));
  /** The default range of a search: half to twice the current value, within the number's bounds. */
  const defaultFindRange = (parameter: LabParameter) => {
    const round = (value: number) => (parameter.whole ? Math.round(value) : Math.round(value * 1e4) / 1e4);
    const from = Math.max(parameter.min, round(parameter.value / 2));
    return { from, to: Math.min(parameter.max, Math.max(from + (parameter.whole ? 1 : 0.1), round(parameter.value * 2))) };
  };
  /** A search with this number and this target, from half to twice the number's current value. */
  const findWith = (id: string, target: string): LabFind | null => {
    const parameter = byId.get(id);
    if (!parameter || target === '') return null;
    const keep = state.find && state.find.id === id ? { from: state.find.from, to: state.find.to } : defaultFindRange(parameter);
    return { id, target, ...keep };
  };
  const floorCheck = (floor: { id: string; name: string }, label = floor.name) => (
    <label key={floor.id} className={styles.check}>
      <input
        type="checkbox"
        checked={state.floors.includes(floor.id)}
        onChange={(event) => setState({ ...state, floors: event.target.checked ? [...state.floors, floor.id] : state.floors.filter((id) => id !== floor.id) })}
      />{' '}
      {label}
    </label>
  );
  const guard = (action: () => void) => {
    if (blocked) setNotice('Corrija os valores indicados antes de calcular; o resultado anterior continua.');
    else if (encounters.length === 0) setNotice('Escolha ao menos um encontro.');
    else action();
  };

  return (
    <div className={toolFrame.frame}>
      <form
        style={{ minWidth: 0, display: 'grid', gap: '1rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          guard(() => compare(state));
        }}
      >
        <fieldset className={toolFrame.group}>
          <legend>Números propostos a mudar (até {maxChanges})</legend>
          <div className={styles.row}>
            <Select label="Número proposto" value={picked} options={parameterOptions} onChange={setPicked} />
            <button
              type="button"
              className="button button--secondary button--sm"
              style={{ ...wrap, alignSelf: 'center' }}
              onClick={addChange}
              disabled={state.changes.some((change) => change.id === picked)}
            >
              Acrescentar
            </button>
          </div>
          {state.changes.length === 0 && <p className={styles.hint}>Nenhum número mudado: as duas colunas darão o mesmo resultado, com diferença 0.</p>}
          {state.changes.map((change: LabChange) => {
            const parameter = byId.get(change.id);
            if (!parameter) return null;
            return (
              <div className={styles.row} key={change.id} role="group" aria-label={parameter.label}>
                <ValueField
                  parameter={parameter}
                  value={change.value}
                  label={`Novo valor: ${parameter.label}`}
                  onValid={(value) => setChange(change.id, value)}
                  onProblem={(message) => report(`valor-${change.id}`, message)}
                />
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  style={{ ...wrap, alignSelf: 'center' }}
                  onClick={() => {
                    report(`valor-${change.id}`, undefined);
                    setState({ ...state, changes: state.changes.filter((other) => other.id !== change.id) });
                  }}
                >
                  Tirar {parameter.label}
                </button>
                {!parameter.battle && <p className={styles.hint}>As batalhas não leem este número; a comparação não muda.</p>}
              </div>
            );
          })}
        </fieldset>

        <fieldset className={toolFrame.group}>
          <legend>Encontros (a equipe inicial contra cada encontro)</legend>
          {data.simulator.floors.map((floor) => floorCheck(floor))}
          {(data.simulator.bossFloors ?? []).length > 0 && (
            <>
              <p className={styles.hint}>
                Encontros dos chefes, cada um com a equipe inicial no nível em que uma equipe que só luta o enfrenta, como as metas dos chefes os jogam:
              </p>
              {(data.simulator.bossFloors ?? []).map((floor) => floorCheck(floor, bossFloorLabel(data, floor)))}
            </>
          )}
          {state.custom && (
            <div className={styles.row}>
              <p className={styles.hint}>
                Encontro do link: {state.custom.squad.length} personagens contra {state.custom.enemies.length} inimigos (montado no simulador de batalha).
              </p>
              <button type="button" className="button button--secondary button--sm" style={wrap} onClick={() => setState({ ...state, custom: null })}>
                Tirar o encontro do link
              </button>
            </div>
          )}
        </fieldset>

        <fieldset className={toolFrame.group}>
          <legend>Como comparar</legend>
          <div className={styles.row}>
            <SeedFields battlesLabel="Batalhas por lado, encontro e política" maxBattles={maxLabBattles} state={state} onChange={setState} report={report} />
          </div>
          <p className={styles.hint}>A batalha k usa a mesma semente com as regras atuais e com as mudadas: a diferença vem da mudança, não da sorte.</p>
          <p className={styles.hint}>
            Cada encontro pronto é jogado em cada política que as metas dele julgam, como na publicação (as políticas da equipe estão no simulador de batalha);
            o encontro do link, na política dele. Como está escolhida, a comparação joga {one(comparisonBattles(data, state))} batalhas (
            {one(encounters.length)} {encounters.length === 1 ? 'encontro e política' : 'pares de encontro e política'}, {one(state.battles)} de cada lado).
          </p>
        </fieldset>

        <div className={styles.row}>
          <button type="submit" className="button button--primary">
            Comparar
          </button>
          {work && (
            <button type="button" className="button button--secondary" style={wrap} onClick={cancel}>
              Cancelar
            </button>
          )}
        </div>

        <fieldset className={toolFrame.group}>
          <legend>Varredura de um número</legend>
          <p className={styles.hint}>
            Vitórias da equipe no primeiro encontro escolhido, na primeira política em que ele é jogado (o gráfico diz qual), com o número de {minSweepSteps} a{' '}
            {maxSweepSteps} valores entre o início e o fim (as outras mudanças continuam valendo). A sensibilidade joga o mesmo encontro e a mesma política.
          </p>
          <div className={styles.row}>
            <Select
              label="Número a varrer"
              value={state.sweep?.id ?? ''}
              options={[{ value: '', label: 'Escolha um número…' }, ...parameterOptions]}
              onChange={(id) => {
                const parameter = byId.get(id);
                setState({
                  ...state,
                  sweep: parameter
                    ? {
                        id,
                        from: sensitivityValues(parameter, parameter.value)[0],
                        to: Math.min(parameter.max, parameter.whole ? Math.max(parameter.value + 5, Math.round(parameter.value * 2)) : parameter.value * 2),
                        steps: 10,
                      }
                    : null,
                });
              }}
            />
            {state.sweep && sweepParameter && (
              <>
                <ValueField
                  key={`de-${state.sweep.id}`}
                  parameter={sweepParameter}
                  value={state.sweep.from}
                  label="De"
                  onValid={(from) => state.sweep && setState({ ...state, sweep: { ...state.sweep, from } })}
                  onProblem={(message) => report('varrer-de', message)}
                />
                <ValueField
                  key={`ate-${state.sweep.id}`}
                  parameter={sweepParameter}
                  value={state.sweep.to}
                  label="Até"
                  onValid={(to) => state.sweep && setState({ ...state, sweep: { ...state.sweep, to } })}
                  onProblem={(message) => report('varrer-ate', message)}
                />
                <NumberField
                  label="Passos"
                  value={state.sweep.steps}
                  min={minSweepSteps}
                  max={maxSweepSteps}
                  onValid={(steps) => state.sweep && setState({ ...state, sweep: { ...state.sweep, steps } })}
                  onProblem={(message) => report('varrer-passos', message)}
                />
              </>
            )}
          </div>
          <div className={styles.row}>
            <button type="button" className="button button--secondary" style={wrap} disabled={!state.sweep} onClick={() => guard(() => runSweep(state))}>
              Varrer
            </button>
            <button
              type="button"
              className="button button--secondary"
              style={wrap}
              disabled={state.changes.length === 0}
              onClick={() => guard(() => runSensitivity(state))}
            >
              Sensibilidade (±10% em cada número escolhido)
            </button>
          </div>
        </fieldset>

        <fieldset className={toolFrame.group}>
          <legend>Encontrar valor</legend>
          <p className={styles.hint}>
            Procura o valor de um número que põe uma meta de design no centro da faixa, e os valores que mantêm todos os registros dela na faixa, jogando as
            mesmas batalhas em cada valor, nos encontros escolhidos que medem a meta, em cada política que ela julga (as outras mudanças continuam valendo). Com
            vários registros, o centro é onde o mais baixo e o mais alto ficam à mesma distância do centro da faixa, e o resultado diz quais são. A busca supõe
            que a meta anda num só sentido quando o número cresce.
          </p>
          <div className={styles.row}>
            <Select
              label="Número a ajustar"
              value={state.find?.id ?? ''}
              options={[{ value: '', label: 'Escolha um número…' }, ...parameterOptions]}
              onChange={(id) => setState({ ...state, find: findWith(id, state.find?.target ?? measurable[0]?.id ?? '') })}
            />
            <Select
              label="Meta a centrar"
              value={state.find?.target ?? ''}
              options={[{ value: '', label: 'Escolha uma meta…' }, ...targetOptions]}
              onChange={(target) => setState({ ...state, find: findWith(state.find?.id ?? picked, target) })}
            />
            {state.find && findParameter && (
              <>
                <ValueField
                  key={`buscar-de-${state.find.id}`}
                  parameter={findParameter}
                  value={state.find.from}
                  label="Buscar de"
                  onValid={(from) => state.find && setState({ ...state, find: { ...state.find, from } })}
                  onProblem={(message) => report('encontrar-de', message)}
                />
                <ValueField
                  key={`buscar-ate-${state.find.id}`}
                  parameter={findParameter}
                  value={state.find.to}
                  label="Buscar até"
                  onValid={(to) => state.find && setState({ ...state, find: { ...state.find, to } })}
                  onProblem={(message) => report('encontrar-ate', message)}
                />
              </>
            )}
          </div>
          <div className={styles.row}>
            <button type="button" className="button button--secondary" style={wrap} disabled={!state.find} onClick={() => guard(() => runFind(state))}>
              Encontrar valor
            </button>
          </div>
        </fieldset>
      </form>

      <Problems link={linkProblems} fields={fieldProblems} />

      <RunStatus anchor={anchor} progress={work} notice={notice}>
        {work
          ? work.kind === 'encontrar'
            ? `Encontrando o valor: no máximo ${one(work.total)} batalhas pareadas…`
            : `Calculando ${one(work.total)} batalhas…`
          : announce || (comparison ? summary(comparison) : 'Escolha os números e os encontros e aperte Comparar.')}
      </RunStatus>

      {comparison && <ComparisonTable data={data} comparison={comparison} />}
      {sweep && <SweepChart sweep={sweep} />}
      {tornado && <TornadoChart tornado={tornado} />}
      {found && <FoundTable found={found} />}
      {(comparison || found) && <CopyLink anchor={anchor} />}
    </div>
  );
}

function summary({ rows }: Comparison): string {
  return (
    rows
      .map(
        (row) =>
          `${row.encounter}, política "${row.policy}": vitórias ${pct(row.currentWin)} → ${pct(row.changedWin)}, ` +
          `diferença ${pp(row.difference)} (95%: ${pp(row.differenceLow)} a ${pp(row.differenceHigh)})`,
      )
      .join('; ') + '.'
  );
}

function ComparisonTable({ data, comparison }: { data: LabToolData; comparison: Comparison }): ReactNode {
  const { state, rows } = comparison;
  const exported = () => labExport(data, state, rows);
  const seconds = one(comparison.milliseconds / 1000);
  return (
    <>
      <p className={styles.hint}>
        {`Semente ${state.seed}, ${one(state.battles)} batalhas pareadas por encontro e política ` +
          `(${one(rows.length * 2 * state.battles)} batalhas), em ${seconds} s; ` +
          `versão das regras e dos dados ${data.version}. Intervalos: ${intervalText}.`}
      </p>
      {/* Ten columns scroll sideways: reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label="Regras atuais contra as mudadas">
        <table className={styles.table}>
          <caption>Regras atuais contra as mudadas, nas mesmas sementes</caption>
          <thead>
            <tr>
              <th scope="col">Encontro</th>
              <th scope="col">Política</th>
              <th scope="col">Vitórias, atuais (95%)</th>
              <th scope="col">Vitórias, mudadas (95%)</th>
              <th scope="col">Diferença (95%, pareada)</th>
              <th scope="col">Rodadas</th>
              <th scope="col">Vida perdida pela equipe</th>
              <th scope="col">Batalhas com alguém caído</th>
              <th scope="col">Empates sem alcance</th>
              <th scope="col">Vitórias fora do alcance dos inimigos</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${index}-${row.encounter}-${row.policy}`}>
                <th scope="row">{row.encounter}</th>
                <td>{row.policy}</td>
                <td>
                  {pct(row.currentWin)} ({pct(row.currentLow)} a {pct(row.currentHigh)})
                </td>
                <td>
                  {pct(row.changedWin)} ({pct(row.changedLow)} a {pct(row.changedHigh)})
                </td>
                <td>
                  {pp(row.difference)} ({pp(row.differenceLow)} a {pp(row.differenceHigh)})
                </td>
                {changeCell(one, row.currentRounds, row.changedRounds)}
                {changeCell(one, row.currentDamageTaken, row.changedDamageTaken)}
                {changeCell(pct, row.currentFalls, row.changedFalls)}
                {changeCell(pct, row.currentOutOfReach, row.changedOutOfReach)}
                {changeCell(pct, row.currentSheltered, row.changedSheltered)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TargetsTable data={data} comparison={comparison} />
      <div className={styles.row}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => download(`laboratorio-${data.version}-semente-${state.seed}.csv`, 'text/csv;charset=utf-8', labCsv(exported()))}
        >
          Baixar CSV
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => download(`laboratorio-${data.version}-semente-${state.seed}.json`, 'application/json', JSON.stringify(exported(), null, 2))}
        >
          Baixar JSON
        </button>
      </div>
    </>
  );
}

const verdicts: Record<TargetVerdict, string> = {
  quebra: 'a mudança quebra',
  conserta: 'a mudança conserta',
  'continua-valendo': 'continua valendo',
  'continua-quebrada': 'continua quebrada',
  pendente: 'pendente (não para a publicação)',
};

const bandText = (band: { min?: number; max?: number }) =>
  band.min !== undefined && band.max !== undefined
    ? `de ${formatPlain(band.min)}% a ${formatPlain(band.max)}%`
    : band.min !== undefined
      ? `ao menos ${formatPlain(band.min)}%`
      : `no máximo ${formatPlain(band.max ?? 0)}%`;
const marginText = (margin: number | undefined) => (margin === undefined ? '—' : `${margin >= 0 ? '' : '−'}${formatPlain(Math.abs(margin))} p.p.`);

/** The record (a floor on a policy) with the smallest margin, with its interval: the one the verdict hangs on. */
function worstRecord(change: TargetChange): string {
  const unit = change.target.unit === 'percent' ? '%' : '';
  const [worst] = change.changed.figures.filter((figure) => figure.margin !== undefined).sort((a, b) => (a.margin ?? 0) - (b.margin ?? 0));
  if (!worst) return '—';
  const interval = worst.low !== undefined && worst.high !== undefined ? ` (${formatPlain(worst.low)}${unit} a ${formatPlain(worst.high)}${unit})` : '';
  return `${worst.subject}: ${formatPlain(worst.value)}${unit}${interval}`;
}

/** The design targets measured on the compared floors, under both rule sets (the engine's evaluation, the same the build runs). */
function TargetsTable({ data, comparison }: { data: LabToolData; comparison: Comparison }): ReactNode {
  const changes = targetChanges(data, comparison.records);
  if (changes.length === 0)
    return (
      <p className={styles.hint}>
        Nenhuma meta de design é medida nos encontros escolhidos; as metas dos encontros da Tundra aparecem quando um encontro pronto entra na comparação, a de
        tier quando o mesmo encontro entra também um tier abaixo, e a dos chefes quando entra o encontro de um chefe.
      </p>
    );
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>
          Metas de design medidas nos encontros comparados, cada uma nas políticas que ela julga, como na publicação (a de tier, em cada encontro comparado com
          o mesmo encontro um tier abaixo; a dos chefes, cada chefe no nível em que é enfrentado): a menor margem de cada lado, sobre todos os registros
          (negativa fora da faixa)
        </caption>
        <thead>
          <tr>
            <th scope="col">Meta</th>
            <th scope="col">Faixa</th>
            <th scope="col">Margem, regras atuais</th>
            <th scope="col">Margem, com a mudança</th>
            <th scope="col">Registro mais perto de sair da faixa, com a mudança</th>
            <th scope="col">Resultado</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.target.id}>
              <th scope="row">
                {change.target.name} ({change.floors} {change.floors === 1 ? 'encontro' : 'encontros'}, {change.policies}{' '}
                {change.policies === 1 ? 'política' : 'políticas'})
              </th>
              <td>{bandText(change.target.band)}</td>
              <td>{marginText(change.current.margin)}</td>
              <td>{marginText(change.changed.margin)}</td>
              <td>{worstRecord(change)}</td>
              <td>{verdicts[change.verdict]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const chart = { width: 640, height: 260, left: 48, right: 16, top: 16, bottom: 40 };

function SweepChart({ sweep }: { sweep: SweepResult }): ReactNode {
  const { points, parameter } = sweep;
  const values = points.map((point) => point.value);
  const minX = Math.min(...values);
  const maxX = Math.max(...values);
  const x = (value: number) => chart.left + (maxX === minX ? 0.5 : (value - minX) / (maxX - minX)) * (chart.width - chart.left - chart.right);
  const y = (rate: number) => chart.top + (1 - rate) * (chart.height - chart.top - chart.bottom);
  const band = [
    ...points.map((point) => `${x(point.value)},${y(point.high)}`),
    ...[...points].reverse().map((point) => `${x(point.value)},${y(point.low)}`),
  ].join(' ');
  const line = points.map((point) => `${x(point.value)},${y(point.rate)}`).join(' ');
  const title = `Vitórias em ${sweep.encounter} conforme ${parameter.label}, de ${formatPlain(minX)} a ${formatPlain(maxX)}, com a faixa do intervalo de 95%`;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={title}
        style={{ width: '100%', height: 'auto', color: 'var(--ifm-font-color-base)' }}
      >
        {[0, 0.25, 0.5, 0.75, 1].map((tick) => (
          <g key={tick}>
            <line x1={chart.left} x2={chart.width - chart.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.2} />
            <text x={chart.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={12} fill="currentColor">
              {formatFixed(tick * 100, 0)}%
            </text>
          </g>
        ))}
        <polygon points={band} fill="var(--ifm-color-primary)" fillOpacity={0.25} />
        <polyline points={line} fill="none" stroke="var(--ifm-color-primary)" strokeWidth={2.5} />
        {points.map((point) => (
          <circle key={point.value} cx={x(point.value)} cy={y(point.rate)} r={3.5} fill="var(--ifm-color-primary)" />
        ))}
        <line
          x1={x(parameter.value)}
          x2={x(parameter.value)}
          y1={chart.top}
          y2={chart.height - chart.bottom}
          stroke="currentColor"
          strokeDasharray="4 4"
          opacity={parameter.value >= minX && parameter.value <= maxX ? 0.7 : 0}
        />
        {[minX, maxX].map((value) => (
          <text key={value} x={x(value)} y={chart.height - chart.bottom + 18} textAnchor="middle" fontSize={12} fill="currentColor">
            {formatPlain(value)}
          </text>
        ))}
        <text x={(chart.width + chart.left) / 2} y={chart.height - 6} textAnchor="middle" fontSize={12} fill="currentColor">
          {parameter.label} (tracejado: valor atual)
        </text>
      </svg>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>
            {title}: {one(sweep.battles)} batalhas por valor, semente {sweep.seed} (as mesmas batalhas em cada valor)
          </caption>
          <thead>
            <tr>
              <th scope="col">Valor</th>
              <th scope="col">Vitórias</th>
              <th scope="col">Intervalo de 95%</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.value}>
                <th scope="row">
                  {formatPlain(point.value)}
                  {point.value === parameter.value ? ' (atual)' : ''}
                </th>
                <td>{pct(point.rate)}</td>
                <td>
                  {pct(point.low)} a {pct(point.high)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function TornadoChart({ tornado }: { tornado: TornadoResult }): ReactNode {
  // Each row: the number's name, then its bar under it, so a long name never covers a bar.
  const rowHeight = 42;
  const labelWidth = 0;
  const height = chart.top + tornado.bars.length * rowHeight + 24;
  const spread = Math.max(0.01, ...tornado.bars.flatMap((bar) => [Math.abs(bar.low.rate - tornado.baseline), Math.abs(bar.high.rate - tornado.baseline)]));
  const centre = chart.width / 2;
  const x = (rate: number) => centre + ((rate - tornado.baseline) / spread) * (chart.width / 2 - 24);
  const title = `Sensibilidade das vitórias em ${tornado.encounter} a ±10% de cada número escolhido (base ${pct(tornado.baseline)})`;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${chart.width} ${height}`}
        role="img"
        aria-label={title}
        style={{ width: '100%', height: 'auto', color: 'var(--ifm-font-color-base)' }}
      >
        <line x1={centre} x2={centre} y1={chart.top - 8} y2={height - 20} stroke="currentColor" strokeOpacity={0.6} />
        {tornado.bars.map((bar, index) => {
          const top = chart.top + index * rowHeight;
          const ends = [x(bar.low.rate), x(bar.high.rate)].sort((a, b) => a - b) as [number, number];
          return (
            <g key={bar.parameter.id}>
              <rect x={ends[0]} y={top + 16} width={Math.max(1, ends[1] - ends[0])} height={rowHeight - 22} fill="var(--ifm-color-primary)" fillOpacity={0.7} />
              <text x={labelWidth + 4} y={top + 11} fontSize={12} fill="currentColor">
                {bar.parameter.label}
              </text>
            </g>
          );
        })}
        <text x={centre} y={height - 6} textAnchor="middle" fontSize={12} fill="currentColor">
          vitórias com as regras atuais: {pct(tornado.baseline)}
        </text>
      </svg>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>
            {title}: {one(tornado.battles)} batalhas por valor, mesmas sementes
          </caption>
          <thead>
            <tr>
              <th scope="col">Número</th>
              <th scope="col">−10%</th>
              <th scope="col">+10%</th>
              <th scope="col">Amplitude</th>
            </tr>
          </thead>
          <tbody>
            {tornado.bars.map((bar) => (
              <tr key={bar.parameter.id}>
                <th scope="row">{bar.parameter.label}</th>
                <td>
                  {formatPlain(bar.low.value)}: {pct(bar.low.rate)}
                </td>
                <td>
                  {formatPlain(bar.high.value)}: {pct(bar.high.rate)}
                </td>
                <td>{pp(Math.abs(bar.high.rate - bar.low.rate))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const inBandText = (reading: Reading) => (reading.sure ? 'sim, com o intervalo inteiro' : reading.inBand ? 'sim' : 'não');

/** The values a search measured, with the target at each, and the sentence that sums it up. */
function FoundTable({ found }: { found: FoundResult }): ReactNode {
  const { outcome, parameter, target, current } = found;
  const share = (value: number) => `${formatPlain(Math.round(value * 10) / 10)}%`;
  return (
    <div>
      <p className={styles.hint}>
        {found.summary}
        {current ? ` Com as regras atuais (${formatPlain(parameter.value)}), a meta dá ${share(current.position)}.` : ''}
      </p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>
            Encontrar valor: {parameter.label}, meta {target.name}; {one(found.battles)} batalhas por valor, encontro e política, semente {found.seed} (as
            mesmas batalhas em cada valor)
          </caption>
          <thead>
            <tr>
              <th scope="col">Valor</th>
              <th scope="col">Meta (do registro mais baixo ao mais alto)</th>
              <th scope="col">Intervalo de 95%</th>
              <th scope="col">Na faixa</th>
            </tr>
          </thead>
          <tbody>
            {outcome.measured.map(({ value, reading }) => (
              <tr key={value}>
                <th scope="row">
                  {formatPlain(value)}
                  {value === outcome.centre?.value ? ' (centro)' : ''}
                  {value === parameter.value ? ' (atual)' : ''}
                </th>
                <td>{reading.least === reading.most ? share(reading.position) : `${share(reading.least)} a ${share(reading.most)}`}</td>
                <td>
                  {share(reading.low)} a {share(reading.high)}
                </td>
                <td>{inBandText(reading)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
