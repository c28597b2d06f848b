// Simulador de batalha: the reader sets a squad and an encounter, and a web
// worker plays N seeded battles with the rules engine. The form lives in the
// URL (seed included), so a shared link gives the same numbers; a refused
// value leaves the last valid result on screen.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { roundCap, wilsonInterval, type BattleSetup, type Policy, type Tally, buildSetup } from '@dice-rolling/rules';
import {
  maxBattles,
  maxEnemies,
  maxSquad,
  presetOf,
  presetOptions,
  simulatorFromParams,
  simulatorParamKeys,
  simulatorToParams,
  stateProblems,
  type SimulatorPageData,
  type SimulatorState,
  type SimulatorToolData,
} from '../../client/simulator';
import { cellName } from '../../client/targetBoards';
import type { ToolProps } from '../../client/toolData';
import { CopyLink, NumberField, Problems, Select, useFieldProblems, useUrlState } from './common';
import { RunStatus, SeedFields } from './BattleRuns';
import type { RunRequest, RunResult } from '../../client/simulator.worker';
import { callWorker } from '../../../worker-rpc';
import { toolFrame } from '../../../tool-frame';
import styles from './styles.module.css';
import { formatFixed, formatNumber } from '../../../format-pt';

const oneDecimal = (value: number) => formatNumber(value, 1);
const percent = (part: number, whole: number) => `${formatFixed(whole > 0 ? (part / whole) * 100 : 0, 1)}%`;
const cellOptions = [0, 1, 2, 3, 4, 5].map((cell) => ({ value: String(cell), label: `${cell} (${cellName(cell)})` }));

interface Result {
  tally: Tally;
  setup: BattleSetup;
  state: SimulatorState;
  milliseconds: number;
}

/** The worker, kept between runs so its compiled code stays warm; cancelling ends it and the next run starts another. */
let sharedWorker: Worker | null = null;

/** What a run reports: battles done, then its tally or what went wrong. */
type RunReport = { kind: 'progress'; done: number } | ({ kind: 'done' } & RunResult) | { kind: 'error'; message: string };

/**
 * Runs battles in the worker; returns the cancel. Without workers the run is
 * refused, as the lab's is: the battle loop lives in the worker alone, so the
 * simulator's interface chunk does not carry it.
 */
function startRun(setup: BattleSetup, seed: number, battles: number, onReport: (report: RunReport) => void): (terminate: boolean) => void {
  if (typeof Worker === 'undefined') {
    onReport({ kind: 'error', message: 'este navegador não executa cálculos em segundo plano, que a ferramenta precisa' });
    return () => {};
  }
  sharedWorker ??= new Worker(new URL('../../client/simulator.worker.ts', import.meta.url));
  const worker = sharedWorker;
  const call = callWorker<RunRequest, number, RunResult>(worker, { setup, seed, battles }, (done) => onReport({ kind: 'progress', done }));
  call.result.then(
    (result) => onReport({ kind: 'done', ...result }),
    (error: Error) => onReport({ kind: 'error', message: error.message }),
  );
  return (terminate) => {
    call.ignore();
    if (terminate) {
      worker.terminate();
      if (sharedWorker === worker) sharedWorker = null;
    }
  };
}

export default function BattleSimulator({ data, anchor }: ToolProps<SimulatorPageData>): ReactNode {
  const read = useMemo(() => (params: URLSearchParams) => simulatorFromParams(data, params), [data]);
  const [state, setState, linkProblems] = useUrlState(read, simulatorToParams, simulatorParamKeys);
  const [fieldProblems, report] = useFieldProblems();
  const [result, setResult] = useState<Result | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [notice, setNotice] = useState('');
  const cancelRef = useRef<((terminate: boolean) => void) | null>(null);
  const formProblems = stateProblems(state);
  const blocked = formProblems.length > 0 || Object.keys(fieldProblems).length > 0;

  const run = useCallback(
    (chosen: SimulatorState) => {
      cancelRef.current?.(true);
      const setup = buildSetup(data, chosen);
      setProgress({ done: 0, total: chosen.battles });
      setNotice('');
      const cancel = startRun(setup, chosen.seed, chosen.battles, (message) => {
        if (message.kind === 'progress') setProgress({ done: message.done, total: chosen.battles });
        else {
          // Finished: the worker stays for the next run.
          cancel(false);
          cancelRef.current = null;
          setProgress(null);
          if (message.kind === 'done') {
            setResult({ tally: message.tally, setup, state: chosen, milliseconds: message.milliseconds });
            setNotice('');
          } else setNotice(`A simulação falhou; o resultado anterior continua. Detalhe técnico: ${message.message}`);
        }
      });
      cancelRef.current = cancel;
    },
    [data],
  );

  const cancel = () => {
    cancelRef.current?.(true);
    cancelRef.current = null;
    setProgress(null);
    setNotice('Simulação cancelada; o resultado anterior continua.');
  };

  // A shared link (with its seed) runs at once: the same link shows the same numbers.
  const [autoRun] = useState(() => new URLSearchParams(window.location.search).has('semente'));
  const openingState = useRef(state);
  useEffect(() => {
    // Only on opening; later runs wait for the button.
    const timer = autoRun ? window.setTimeout(() => run(openingState.current), 0) : undefined;
    return () => {
      window.clearTimeout(timer);
      cancelRef.current?.(true);
      sharedWorker?.terminate();
      sharedWorker = null;
    };
  }, [autoRun, run]);

  const roleOptions = data.roles.map((role) => ({ value: role.id, label: role.name }));
  const dieOptions = data.dice.map((die) => ({ value: die.id, label: die.name }));
  // A character's weapons, by their place among its role's: the weapon and the basic attack it gives.
  const weaponOptions = (role: string) =>
    (data.roles.find((candidate) => candidate.id === role)?.weapons ?? []).map((weapon, at) => ({
      value: String(at),
      label: `${weapon.name} (${weapon.attack.name})`,
    }));
  const creatureOptions = data.creatures.map((creature) => ({ value: creature.id, label: creature.name }));
  const tierOptions = data.tiers.map((tier) => ({ value: tier.id, label: tier.name }));
  const freeCell = (taken: number[]) => [2, 1, 0, 5, 4, 3].find((cell) => !taken.includes(cell)) ?? 0;
  const policy = data.policies.find((candidate) => candidate.id === state.policy) ?? data.policies[0];

  return (
    <div className={toolFrame.frame}>
      <form
        // A grid item: without this, a long role name widens the form past a phone screen.
        style={{ minWidth: 0, display: 'grid', gap: '1rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (blocked) {
            setNotice('Corrija os valores indicados antes de simular; o resultado anterior continua.');
            return;
          }
          run(state);
        }}
      >
        <fieldset className={toolFrame.group}>
          <legend>Equipe (até {maxSquad} personagens)</legend>
          {state.squad.map((member, index) => {
            const update = (change: Partial<typeof member>) =>
              setState({ ...state, squad: state.squad.map((other, position) => (position === index ? { ...other, ...change } : other)) });
            return (
              <div className={styles.row} key={index} role="group" aria-label={`Personagem ${index + 1}`}>
                <Select
                  label={`Papel do personagem ${index + 1}`}
                  value={member.role}
                  options={roleOptions}
                  onChange={(role) => update({ role, weapon: undefined })}
                />
                <Select
                  label={`Arma do personagem ${index + 1}`}
                  value={String(member.weapon ?? 0)}
                  options={weaponOptions(member.role)}
                  onChange={(weapon) => update({ weapon: Number(weapon) > 0 ? Number(weapon) : undefined })}
                />
                <NumberField
                  label={`Nível do personagem ${index + 1}`}
                  value={member.level}
                  min={1}
                  max={data.progression.maxLevel}
                  onValid={(level) => update({ level })}
                  onProblem={(message) => report(`nivel-${index}`, message)}
                />
                <Select label={`Dado do personagem ${index + 1}`} value={member.die} options={dieOptions} onChange={(die) => update({ die })} />
                <Select
                  label={`Célula do personagem ${index + 1}`}
                  value={String(member.cell)}
                  options={cellOptions}
                  onChange={(cell) => update({ cell: Number(cell) })}
                />
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={state.squad.length <= 1}
                  onClick={() => {
                    report(`nivel-${index}`, undefined);
                    setState({ ...state, squad: state.squad.filter((_, position) => position !== index) });
                  }}
                >
                  Tirar personagem {index + 1}
                </button>
              </div>
            );
          })}
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={state.squad.length >= maxSquad}
            onClick={() =>
              setState({
                ...state,
                squad: [...state.squad, { role: data.roles[0]?.id ?? '', level: 1, die: 'd6', cell: freeCell(state.squad.map((member) => member.cell)) }],
              })
            }
          >
            Acrescentar personagem
          </button>
        </fieldset>

        <fieldset className={toolFrame.group}>
          <legend>Encontro (criaturas da Tundra de Sal, até {maxEnemies})</legend>
          <div className={styles.row}>
            <Select
              label="Encontro pronto"
              // The preset the enemies match (a shared link shows it again), or the prompt once they are changed.
              value={presetOf(data, state.enemies)?.id ?? ''}
              options={[{ value: '', label: 'Escolha um encontro…' }, ...presetOptions(data)]}
              onChange={(id) => {
                const floor = [...data.floors, ...(data.bossFloors ?? [])].find((candidate) => candidate.id === id);
                if (floor) setState({ ...state, enemies: floor.enemies.map((enemy) => ({ ...enemy })) });
              }}
            />
          </div>
          {(data.bossLevels ?? []).length > 0 && (
            <p className={styles.hint}>
              Encontros dos chefes: as metas dos chefes jogam cada um com a equipe inicial no nível em que uma equipe que só luta o enfrenta (
              {(data.bossLevels ?? [])
                // A boss's name holds a comma ("Mawari, chefe de Kirim"): semicolons keep the list readable.
                .map(
                  ({ floor, level }) => `${(data.bossFloors ?? []).find((candidate) => candidate.id === floor)?.name ?? floor}: nível ${formatNumber(level)}`,
                )
                .join('; ')}
              ); aqui o nível da equipe é escolha sua.
            </p>
          )}
          {state.enemies.map((enemy, index) => {
            const update = (change: Partial<typeof enemy>) =>
              setState({ ...state, enemies: state.enemies.map((other, position) => (position === index ? { ...other, ...change } : other)) });
            return (
              <div className={styles.row} key={index} role="group" aria-label={`Inimigo ${index + 1}`}>
                <Select
                  label={`Criatura do inimigo ${index + 1}`}
                  value={enemy.creature}
                  options={creatureOptions}
                  onChange={(creature) => update({ creature })}
                />
                <Select label={`Tier do inimigo ${index + 1}`} value={enemy.tier} options={tierOptions} onChange={(tier) => update({ tier })} />
                <Select
                  label={`Célula do inimigo ${index + 1}`}
                  value={String(enemy.cell)}
                  options={cellOptions}
                  onChange={(cell) => update({ cell: Number(cell) })}
                />
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={state.enemies.length <= 1}
                  onClick={() => setState({ ...state, enemies: state.enemies.filter((_, position) => position !== index) })}
                >
                  Tirar inimigo {index + 1}
                </button>
              </div>
            );
          })}
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={state.enemies.length >= maxEnemies}
            onClick={() =>
              setState({
                ...state,
                enemies: [
                  ...state.enemies,
                  { creature: data.creatures[0]?.id ?? '', tier: data.tiers[0]?.id ?? 't1', cell: freeCell(state.enemies.map((enemy) => enemy.cell)) },
                ],
              })
            }
          >
            Acrescentar inimigo
          </button>
        </fieldset>

        <fieldset className={toolFrame.group}>
          <legend>Como simular</legend>
          <div className={styles.row}>
            <Select<Policy>
              label="Política da equipe"
              value={state.policy}
              options={data.policies.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              onChange={(chosen) => setState({ ...state, policy: chosen })}
            />
            <SeedFields battlesLabel="Batalhas" maxBattles={maxBattles} state={state} onChange={setState} report={report} />
          </div>
          {policy && (
            <p className={styles.hint}>
              {policy.name}: {policy.description}.
            </p>
          )}
        </fieldset>

        <div className={styles.row}>
          <button type="submit" className="button button--primary">
            Simular
          </button>
          {progress && (
            <button type="button" className="button button--secondary" onClick={cancel}>
              Cancelar
            </button>
          )}
        </div>
      </form>

      <Problems link={linkProblems} fields={fieldProblems} form={formProblems} />

      <RunStatus anchor={anchor} progress={progress} notice={notice}>
        {progress ? `Simulando ${oneDecimal(progress.total)} batalhas…` : result ? summary(result) : 'Escolha a equipe e o encontro e aperte Simular.'}
      </RunStatus>

      {result && <Results result={result} data={data} />}
      {result && <CopyLink anchor={anchor} />}
    </div>
  );
}

function summary({ tally }: Result): string {
  const interval = wilsonInterval(tally.wins, tally.battles);
  const meanRounds = tally.rounds.reduce((sum, count, rounds) => sum + count * rounds, 0) / Math.max(1, tally.battles);
  return (
    `Vitórias em ${percent(tally.wins, tally.battles)} de ${oneDecimal(tally.battles)} batalhas ` +
    `(intervalo de 95%: ${percent(interval.low, 1)} a ${percent(interval.high, 1)}` +
    // Victories won once no standing enemy reached anyone of the squad (the engine's sheltered), said only when there are victories.
    (tally.wins > 0 ? `; fora do alcance dos inimigos: ${percent(tally.winsSheltered, tally.battles)}` : '') +
    '); ' +
    `derrotas ${percent(tally.losses, tally.battles)}; ` +
    `empates pelo limite de ${roundCap} rodadas ${percent(tally.draws, tally.battles)}` +
    // A draw no standing member could still have won (the engine's outOfReach), said only when there are draws.
    (tally.draws > 0 ? ` (sem alcance da equipe: ${percent(tally.drawsOutOfReach, tally.battles)})` : '') +
    '; ' +
    `${oneDecimal(meanRounds)} rodadas em média.`
  );
}

function Results({ result, data }: { result: Result; data: SimulatorToolData }): ReactNode {
  const { tally, setup, state } = result;
  const maxCount = Math.max(1, ...tally.rounds);
  const policyName = data.policies.find((candidate) => candidate.id === state.policy)?.name ?? state.policy;
  return (
    <>
      <p className={styles.hint}>
        Semente {state.seed}, política "{policyName}", {oneDecimal(tally.battles)} batalhas em {oneDecimal(result.milliseconds / 1000)} s.
      </p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>Rodadas por batalha</caption>
          <thead>
            <tr>
              <th scope="col">Rodadas</th>
              <th scope="col">Batalhas</th>
              <th scope="col">Parte</th>
            </tr>
          </thead>
          <tbody>
            {tally.rounds.flatMap((count, rounds) =>
              count === 0
                ? []
                : [
                    <tr key={rounds}>
                      <th scope="row">{rounds === roundCap ? `${rounds} (limite)` : rounds}</th>
                      <td>{oneDecimal(count)}</td>
                      <td>
                        <span
                          aria-hidden="true"
                          style={{
                            display: 'inline-block',
                            width: `${(count / maxCount) * 8}rem`,
                            height: '0.8rem',
                            marginRight: '0.4rem',
                            background: 'var(--ifm-color-primary)',
                          }}
                        />
                        {percent(count, tally.battles)}
                      </td>
                    </tr>,
                  ],
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>Cada personagem, em média por batalha</caption>
          <thead>
            <tr>
              <th scope="col">Personagem</th>
              <th scope="col">Dano causado</th>
              <th scope="col">Cura feita</th>
              <th scope="col">Caiu em</th>
            </tr>
          </thead>
          <tbody>
            {setup.squad.map((member, index) => {
              const totals = tally.squad[index];
              if (!totals) return null;
              return (
                <tr key={member.id}>
                  <th scope="row">
                    {member.name}, nível {state.squad[index]?.level}, célula {member.cell}
                  </th>
                  <td>{oneDecimal(totals.damage / tally.battles)}</td>
                  <td>{oneDecimal(totals.healing / tally.battles)}</td>
                  <td>{percent(totals.fell, tally.battles)} das batalhas</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>Habilidades: em quantas rodadas a rolagem pagou o custo, e em quantas foram usadas</caption>
          <thead>
            <tr>
              <th scope="col">Personagem</th>
              <th scope="col">Habilidade</th>
              <th scope="col">Pagável</th>
              <th scope="col">Usada</th>
            </tr>
          </thead>
          <tbody>
            {setup.squad.flatMap((member, index) => {
              const totals = tally.squad[index];
              if (!totals) return [];
              return member.actions.flatMap((action, position) =>
                action.skill
                  ? [
                      <tr key={`${member.id}-${action.id}`}>
                        <th scope="row">{member.name}</th>
                        <td>{action.name}</td>
                        <td>{percent(totals.payable[position] ?? 0, totals.declarations)} das rodadas</td>
                        <td>{percent(totals.used[position] ?? 0, totals.declarations)} das rodadas</td>
                      </tr>,
                    ]
                  : [],
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
