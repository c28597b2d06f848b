// "Jogar uma batalha" in the browser: the setup, the grid with the enemies'
// intents, each hero's dice and actions (the valid targets as buttons, the
// refused actions with the reason), Desfazer, Resolver, the log of each round
// with the damage steps, and at the end the bots on the same encounter. Every
// step goes through client/game.ts, which calls the engine's step interface.
import { memo, useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { heroChoices, type FighterState, type HeroChoice } from '@dice-rolling/rules';
import { callWorker } from '../../../worker-rpc';
import { formatNumber as show, formatPercent } from '../../../format-pt';
import {
  declare,
  intentOf,
  passing,
  rehearse,
  resolve,
  sheltered,
  startGame,
  stuck,
  undeclared,
  undo,
  type Game as PlayedGame,
  type RoundPlayed,
} from '../../client/game';
import { allFloors, choiceFromParams, choiceToParams, floorOf, maxSeed, maxSquad, type PlayChoice, type PlayData } from '../../client/playData';
import {
  areaChoiceText,
  cellName,
  costText,
  diceText,
  fighterName,
  intentText,
  outcomeText,
  passText,
  refusalText,
  roundLines,
  statusName,
  type LogLine,
} from '../../client/log';
import type { BotResult, BotsRequest } from '../../client/bots.worker';
import { toolFrame } from '../../../tool-frame';
import styles from './styles.module.css';

/**
 * What the page says once no standing hero reaches a standing enemy: as the grids stand, no action of the squad gets to them
 * (a status still running, an enemy that moves or a hero who gets up can change that, so "cannot be won" would say too much).
 */
const stuckText =
  'Ninguém de pé da equipe alcança um inimigo de pé, nem depois de andar com Mover: ' +
  'enquanto as grades ficarem assim, nenhuma ação da equipe chega aos inimigos. ' +
  'Se nada mudar, a batalha segue até a derrota ou até o limite de rodadas, que a empata.';

/**
 * What the page says once no standing enemy reaches a standing hero: as the grids stand, no action of the enemies gets to
 * the squad (a status still running or an enemy that moves can change that).
 */
const shelteredText =
  'Nenhum inimigo de pé alcança alguém de pé da equipe, nem depois de andar com Mover: ' +
  'enquanto as grades ficarem assim, nenhuma ação dos inimigos chega à equipe.';

/** Battles each policy plays from the reader's seed. */
const botBattles = 1000;
const linkKeys = ['equipe', 'inimigos', 'semente'];

function writeUrl(choice: PlayChoice): void {
  const url = new URL(window.location.href);
  for (const key of linkKeys) url.searchParams.delete(key);
  for (const [key, value] of choiceToParams(choice)) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

const percent = (part: number, whole: number) => formatPercent(part / Math.max(1, whole));

type Declare = (hero: number, choice: HeroChoice, target?: FighterState['ref'] | { cell: number }) => void;

/** Each played round's log lines, written once: the announcement and the log read the same lines. */
const writtenLines = new WeakMap<RoundPlayed, LogLine[]>();
function linesOf(data: PlayData, round: RoundPlayed): LogLine[] {
  let lines = writtenLines.get(round);
  if (!lines) {
    lines = roundLines(data, round.before, round.after, round.events);
    writtenLines.set(round, lines);
  }
  return lines;
}

/** Whether this page load has rehearsed its first round (see `useRehearsal`): the browser keeps what it compiled until the page is left. */
let rehearsed = false;
const nothing = () => undefined;

/**
 * The first "Resolver" of a page load cost 30 to 80 ms more than the others
 * with the CPU 4× slower (`npm run bench:play`), all of it script: it is the
 * first run of the engine's resolution and of the log's text, and the first
 * commit in which React removes nodes, inserts the log and fills it. The
 * browser had optimized React's commit for the commits it had seen (the
 * opening and the declarations); meeting new paths deep in the page's tree, it
 * threw that code away frame by frame (about 270 frames of optimized code undone in that
 * one commit; none in later rounds). So, once per page load, while the reader
 * reads the first round, the page rehearses it when the browser is idle: it
 * plays the round on a copy (`rehearse`), renders it from declared to
 * resolved in a React root of its own that is never in the document, and
 * throws it all away. What the reader sees does not change.
 */
function useRehearsal(data: PlayData, game: PlayedGame | null): void {
  const latest = useRef(game);
  useEffect(() => {
    latest.current = game;
  }, [game]);
  const playing = game !== null && !game.outcome;
  useEffect(() => {
    if (rehearsed || !playing) return undefined;
    const run = () => {
      const rehearsal = latest.current && rehearse(latest.current);
      if (!rehearsal) return;
      rehearsed = true;
      const root = createRoot(document.createElement('div'));
      const shown = (played: PlayedGame) => (
        <Battle data={data} game={played} bots={null} notice="" onDeclare={nothing} onUndo={nothing} onResolve={nothing} onStart={nothing} />
      );
      try {
        flushSync(() => root.render(shown(rehearsal.declared)));
        flushSync(() => root.render(shown(rehearsal.resolved)));
      } finally {
        root.unmount();
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 500);
    return () => window.clearTimeout(id);
  }, [data, playing]);
}

// ---- Setup --------------------------------------------------------------------------------

/** The setup form: memoized, so resolving a round (which leaves the choice as it was) does not render it again. */
const Setup = memo(function Setup({
  data,
  choice,
  onChange,
  onStart,
}: {
  data: PlayData;
  choice: PlayChoice;
  onChange: (next: PlayChoice) => void;
  onStart: (chosen: PlayChoice) => void;
}): ReactNode {
  const floor = floorOf(data, choice.enemies);
  // What the reader typed in the seed field while it is not a valid seed (null: the field shows the battle's seed).
  const [typedSeed, setTypedSeed] = useState<string | null>(null);
  const seedProblem = typedSeed === null ? '' : `Semente: use um número inteiro de 0 a ${show(maxSeed)}; a batalha segue com ${show(choice.seed)}.`;
  const levels = Array.from({ length: data.progression.maxLevel }, (_, index) => index + 1);
  const freeCell = () => [2, 1, 0, 5, 4, 3].find((cell) => !choice.squad.some((member) => member.cell === cell)) ?? 0;
  const update = (index: number, change: Partial<PlayChoice['squad'][number]>) =>
    onChange({ ...choice, squad: choice.squad.map((member, position) => (position === index ? { ...member, ...change } : member)) });
  return (
    <form
      className={styles.setup}
      onSubmit={(event) => {
        event.preventDefault();
        if (seedProblem) return;
        onStart(choice);
      }}
    >
      <fieldset className={toolFrame.group}>
        <legend>Equipe</legend>
        {choice.squad.map((member, index) => (
          <div className={styles.row} key={index} role="group" aria-label={`Herói ${index + 1}`}>
            <label className={styles.field}>
              Papel do herói {index + 1}
              <select value={member.role} onChange={(event) => update(index, { role: event.target.value, weapon: undefined })}>
                {data.roles.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              Arma do herói {index + 1}
              <select
                value={member.weapon ?? 0}
                onChange={(event) => update(index, { weapon: Number(event.target.value) > 0 ? Number(event.target.value) : undefined })}
              >
                {(data.roles.find((role) => role.id === member.role)?.weapons ?? []).map((weapon, at) => (
                  <option key={weapon.name} value={at}>
                    {weapon.name} ({weapon.attack.name})
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              Nível do herói {index + 1}
              <select value={member.level} onChange={(event) => update(index, { level: Number(event.target.value) })}>
                {levels.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              Célula do herói {index + 1}
              <select value={member.cell} onChange={(event) => update(index, { cell: Number(event.target.value) })}>
                {[0, 1, 2, 3, 4, 5].map((cell) => (
                  <option key={cell} value={cell} disabled={choice.squad.some((other, position) => position !== index && other.cell === cell)}>
                    {cellName(cell)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={choice.squad.length <= 1}
              onClick={() => onChange({ ...choice, squad: choice.squad.filter((_, position) => position !== index) })}
            >
              Tirar herói {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={choice.squad.length >= maxSquad}
          onClick={() =>
            onChange({ ...choice, squad: [...choice.squad, { role: data.roles[0]?.id ?? '', level: 1, die: choice.squad[0]?.die ?? 'd6', cell: freeCell() }] })
          }
        >
          Acrescentar herói
        </button>
      </fieldset>
      <div className={styles.row}>
        <label className={styles.field}>
          Encontro
          <select
            value={floor?.id ?? ''}
            onChange={(event) => {
              const chosen = allFloors(data).find((candidate) => candidate.id === event.target.value);
              if (chosen) onChange({ ...choice, enemies: chosen.enemies.map((enemy) => ({ ...enemy })) });
            }}
          >
            {!floor && <option value="">Encontro do link</option>}
            <optgroup label="Encontros das missões">
              {data.floors.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Encontros dos chefes">
              {data.bossFloors.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <label className={styles.field}>
          Semente
          <input
            inputMode="numeric"
            value={typedSeed ?? String(choice.seed)}
            aria-describedby="jogo-semente-problema"
            aria-invalid={seedProblem !== ''}
            onChange={(event) => {
              const typed = event.target.value.trim();
              if (/^\d{1,10}$/.test(typed) && Number(typed) <= maxSeed) {
                setTypedSeed(null);
                onChange({ ...choice, seed: Number(typed) });
              } else setTypedSeed(event.target.value);
            }}
          />
          <span id="jogo-semente-problema" role="alert" className={styles.problem}>
            {seedProblem}
          </span>
        </label>
      </div>
      <div className={styles.row}>
        <button type="submit" className="button button--primary">
          Começar
        </button>
      </div>
    </form>
  );
});

// ---- The grid -----------------------------------------------------------------------------

function Grid({ data, game, side }: { data: PlayData; game: PlayedGame; side: 0 | 1 }): ReactNode {
  const { state } = game;
  const label = side === 0 ? 'Grade da equipe' : 'Grade dos inimigos';
  return (
    <ol className={`${styles.grid} ${side === 1 ? styles.enemyGrid : ''}`} aria-label={label}>
      {[0, 1, 2, 3, 4, 5].map((cell) => {
        const fighter: FighterState | undefined = state.sides[side].find((one) => one.cell === cell && one.life > 0);
        const intent = fighter ? intentOf(game, fighter.ref) : undefined;
        const declared = side === 0 && fighter?.declared ? fighter.spec.actions[fighter.declared.slot] : undefined;
        const column = side === 0 ? (cell % 3) + 1 : 3 - (cell % 3);
        return (
          <li key={cell} className={styles.cell} style={{ gridColumn: column, gridRow: cell < 3 ? 1 : 2 }} data-cell={cell}>
            <span className={styles.cellName}>{cellName(cell)}</span>
            {fighter ? (
              <>
                <strong>{fighterName(state, fighter.ref)}</strong>
                <span>
                  Vida {show(fighter.life)} de {show(fighter.spec.life)}
                </span>
                {fighter.statuses.length > 0 && <span>Status: {fighter.statuses.map((status) => statusName(data, state, status.id)).join(', ')}</span>}
                {intent && (
                  <span className={styles.intent}>Intenção: {intentText(data, state, intent).replace(`${fighterName(state, fighter.ref)} vai usar `, '')}</span>
                )}
                {side === 1 && !intent && !game.outcome && <span className={styles.intent}>Intenção: passa</span>}
                {declared && <span className={styles.intent}>Declarou: {declared.name}</span>}
              </>
            ) : (
              <span>vazia</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

// ---- A hero's declaration -------------------------------------------------------------------

function HeroPanel({ data, game, hero, onDeclare }: { data: PlayData; game: PlayedGame; hero: number; onDeclare: Declare }): ReactNode {
  const { state } = game;
  const member = state.sides[0][hero];
  if (!member) return null;
  const name = fighterName(state, member.ref);
  if (member.life <= 0)
    return (
      <li className={styles.hero}>
        <strong>{name}</strong>: caído.
      </li>
    );
  const choices = heroChoices(state, hero);
  const declared = member.declared;
  return (
    <li className={styles.hero} data-hero={hero} data-declared={declared ? '' : undefined}>
      <h5 className={styles.heroName}>
        {name}, {cellName(member.cell)}
      </h5>
      <p className={styles.dice}>Os dados rolaram: {diceText(data, member.units)}.</p>
      {declared && (
        <p className={styles.declared}>
          Declarado: {member.spec.actions[declared.slot]?.name}
          {declared.targets.length > 0 ? ` em ${declared.targets.map((target) => fighterName(state, target)).join(', ')}` : ''}.
        </p>
      )}
      <ul className={styles.actions} aria-label={`Ações de ${name}`}>
        {choices.map((choice) => {
          const action = member.spec.actions[choice.slot];
          const actionName = action?.name ?? choice.action;
          const chosen = declared?.slot === choice.slot;
          return (
            <li key={choice.slot} className={choice.refusal ? styles.refused : undefined}>
              <span className={styles.actionName}>{actionName}</span> <span className={styles.cost}>({action ? costText(data, action.cost) : ''})</span>
              {choice.refusal ? (
                <span>: recusada, {refusalText(data, state, hero, choice, choice.refusal)}.</span>
              ) : choice.cells ? (
                <span className={styles.targets}>
                  {choice.cells.map((cell) => (
                    <button
                      key={cell}
                      type="button"
                      className="button button--sm button--outline button--primary"
                      aria-pressed={chosen && member.declared?.cell === cell}
                      onClick={() => onDeclare(hero, choice, { cell })}
                    >
                      {actionName} para a {cellName(cell)}
                      {choice.free ? ' (sem gastar a ação)' : ''}
                    </button>
                  ))}
                </span>
              ) : choice.targets.length === 0 || action?.target.side === 'self' || (action?.target.multiple && !action.target.row) ? (
                // On itself, or on every target in reach (an area): one choice, no target to pick.
                <button
                  type="button"
                  className="button button--sm button--outline button--primary"
                  aria-pressed={chosen}
                  onClick={() => onDeclare(hero, choice)}
                >
                  {action && action.target.side !== 'self' ? areaChoiceText(state, action, choice.targets) : actionName}
                </button>
              ) : (
                <span className={styles.targets}>
                  {choice.targets.map((target) => {
                    const aimed = chosen && declared?.targets.some((one) => one.side === target.side && one.index === target.index);
                    return (
                      <button
                        key={`${target.side}.${target.index}`}
                        type="button"
                        className="button button--sm button--outline button--primary"
                        aria-pressed={Boolean(aimed)}
                        onClick={() => onDeclare(hero, choice, target)}
                      >
                        {actionName} em {fighterName(state, target)}
                      </button>
                    );
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

// ---- The bots -----------------------------------------------------------------------------

function Bots({ data, game, bots }: { data: PlayData; game: PlayedGame; bots: BotResult[] | 'running' | string }): ReactNode {
  if (bots === 'running') return <p>As políticas estão jogando o mesmo encontro…</p>;
  if (typeof bots === 'string') return <p role="alert">{bots}</p>;
  return (
    <table className={styles.bots}>
      <caption>A sua batalha ao lado das políticas do simulador no mesmo encontro: a mesma semente, e {show(botBattles)} batalhas a partir dela</caption>
      <thead>
        <tr>
          <th scope="col">Quem joga</th>
          <th scope="col">Nesta batalha</th>
          <th scope="col">Vitórias em {show(botBattles)} batalhas</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Você</th>
          <td>{outcomeText(game.outcome ?? 'draw', game.rounds.length)}</td>
          <td>—</td>
        </tr>
        {bots.map((bot) => (
          <tr key={bot.policy}>
            <th scope="row">{data.policies.find((policy) => policy.id === bot.policy)?.name ?? bot.policy}</th>
            <td>{outcomeText(bot.same.outcome, bot.same.rounds)}</td>
            <td>{percent(bot.wins, bot.battles)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A round of the log: written once (a played round never changes), so a new round renders only itself. */
const RoundLog = memo(function RoundLog({ data, round }: { data: PlayData; round: RoundPlayed }): ReactNode {
  return (
    <li className={styles.logRound}>
      <strong>Rodada {round.round}</strong>
      <ul>
        {linesOf(data, round).map((line, index) => (
          <li key={index} data-kind={line.kind}>
            {line.text}
            {line.steps && line.steps.length > 0 && (
              <ul className={styles.steps} aria-label="Passos do dano">
                {line.steps.map((step, at) => (
                  <li key={at}>{step}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
});

// ---- The battle -----------------------------------------------------------------------------

/** The battle as the reader sees it (the round, the grids, the intents, the declarations, the end, the log); what its buttons do comes from Game. */
function Battle({
  data,
  game,
  bots,
  notice,
  headingRef,
  resolveRef,
  onDeclare,
  onUndo,
  onResolve,
  onStart,
}: {
  data: PlayData;
  game: PlayedGame;
  bots: BotResult[] | 'running' | string | null;
  notice: string;
  headingRef?: Ref<HTMLHeadingElement>;
  resolveRef?: Ref<HTMLButtonElement>;
  onDeclare: Declare;
  onUndo: () => void;
  onResolve: () => void;
  onStart: (chosen: PlayChoice) => void;
}): ReactNode {
  const heroes = game.state.sides[0].map((_, hero) => hero);
  return (
    <section className={styles.battle} aria-labelledby="jogo-rodada">
      <h3 id="jogo-rodada" ref={headingRef} tabIndex={-1}>
        {game.outcome ? `Fim da batalha: ${outcomeText(game.outcome, game.rounds.length)}` : `Rodada ${game.state.round}`}
      </h3>
      {stuck(game) && <p data-stuck="">{stuckText}</p>}
      {sheltered(game) && <p data-sheltered="">{shelteredText}</p>}
      <div className={styles.board}>
        <div>
          <h4 className={styles.boardTitle}>Equipe</h4>
          <Grid data={data} game={game} side={0} />
        </div>
        <div>
          <h4 className={styles.boardTitle}>Inimigos</h4>
          <Grid data={data} game={game} side={1} />
        </div>
      </div>
      {!game.outcome && (
        <>
          <h4>Intenções dos inimigos</h4>
          <ul data-intents="">
            {game.intents.map((intent) => (
              <li key={intent.fighter.index}>{intentText(data, game.state, intent)}.</li>
            ))}
            {passing(game).map((enemy) => (
              <li key={`passa-${enemy.index}`}>{passText(game.state, enemy)}.</li>
            ))}
          </ul>
          <h4>Declarações da equipe</h4>
          <ul className={styles.heroes}>
            {heroes.map((hero) => (
              <HeroPanel key={hero} data={data} game={game} hero={hero} onDeclare={onDeclare} />
            ))}
          </ul>
          <p role="alert" className={styles.problem}>
            {notice}
          </p>
          <div className={styles.row}>
            <button type="button" className="button button--secondary" disabled={game.undo.length === 0} onClick={onUndo}>
              Desfazer
            </button>
            <button type="button" className="button button--primary" ref={resolveRef} onClick={onResolve}>
              Resolver
            </button>
          </div>
        </>
      )}
      {game.outcome && (
        <>
          {bots && <Bots data={data} game={game} bots={bots} />}
          <div className={styles.row}>
            <button type="button" className="button button--primary" onClick={() => onStart(game.choice)}>
              Jogar de novo
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onStart({ ...game.choice, seed: crypto.getRandomValues(new Uint32Array(1))[0] ?? game.choice.seed + 1 })}
            >
              Nova batalha
            </button>
          </div>
        </>
      )}
      {game.rounds.length > 0 && (
        <>
          <h4>Registro</h4>
          <ul className={styles.log} data-log="">
            {[...game.rounds].reverse().map((round) => (
              <RoundLog key={round.round} data={data} round={round} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

// ---- The game -----------------------------------------------------------------------------

export default function Game({ data }: { data: PlayData }): ReactNode {
  const [opening] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return { ...choiceFromParams(data, params), linked: params.has('semente') };
  });
  const [choice, setChoice] = useState<PlayChoice>(opening.choice);
  // A link with a seed (or a refused link) opens its battle at once: the same link, the same battle.
  const [game, setGame] = useState<PlayedGame | null>(() => (opening.linked || opening.problem ? startGame(data, opening.choice) : null));
  const [notice, setNotice] = useState('');
  const [announcement, setAnnouncement] = useState(() => (game ? `Rodada 1, semente ${opening.choice.seed}: os inimigos declararam; declare cada herói.` : ''));
  const [bots, setBots] = useState<BotResult[] | 'running' | string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  const resolveButton = useRef<HTMLButtonElement>(null);
  // Once every standing hero has declared, "Resolver" is the next step: focus goes there, not up to 16 Tabs away.
  const focusResolve = useRef(false);
  useRehearsal(data, game);

  const start = useCallback(
    (chosen: PlayChoice) => {
      const started = startGame(data, chosen);
      setChoice(chosen);
      setGame(started);
      setNotice('');
      setBots(null);
      writeUrl(chosen);
      focusNext.current = true;
      setAnnouncement(`Rodada 1, semente ${chosen.seed}: os inimigos declararam; declare cada herói.`);
    },
    [data],
  );

  // The link as read (a refused one replaced by the default battle), so a hostile link does not stay in the address bar.
  useEffect(() => {
    if (opening.linked || opening.problem) writeUrl(opening.choice);
  }, [opening]);

  useEffect(() => {
    if (focusNext.current) heading.current?.focus();
    else if (focusResolve.current) resolveButton.current?.focus();
    focusNext.current = false;
    focusResolve.current = false;
  }, [game]);

  // At the end, the engine's policies play the same encounter, in a worker.
  const finished = game?.outcome ? game : null;
  useEffect(() => {
    if (!finished || typeof Worker === 'undefined') return undefined;
    const thread = new Worker(new URL('../../client/bots.worker.ts', import.meta.url));
    const request: BotsRequest = {
      data,
      encounter: { squad: finished.choice.squad, enemies: finished.choice.enemies },
      seed: finished.choice.seed,
      battles: botBattles,
    };
    const call = callWorker<BotsRequest, number, BotResult[]>(thread, request);
    call.result.then(
      (results) => setBots(results),
      (error: unknown) => setBots(`As políticas não puderam jogar. Detalhe técnico: ${error instanceof Error ? error.message : String(error)}`),
    );
    return () => {
      call.ignore();
      thread.terminate();
    };
  }, [data, finished]);

  const onDeclare = (hero: number, heroChoice: HeroChoice, target?: FighterState['ref'] | { cell: number }) => {
    if (!game) return;
    const result = declare(game, hero, heroChoice.slot, target);
    if (!result.game) {
      setNotice(`Recusado: ${refusalText(data, game.state, hero, heroChoice, result.refusal)}.`);
      return;
    }
    setNotice('');
    setGame(result.game);
    const member = result.game.state.sides[0][hero];
    const declared = member?.declared;
    const everyone = undeclared(result.game).length === 0;
    focusResolve.current = everyone;
    setAnnouncement(
      `${member ? fighterName(game.state, member.ref) : ''} declarou ${member?.spec.actions[heroChoice.slot]?.name ?? ''}` +
        `${target && 'cell' in target ? ` para a ${cellName(target.cell)}` : declared && declared.targets.length > 0 && target ? ` em ${fighterName(game.state, target)}` : ''}.` +
        (everyone ? ' Todos declararam: Resolver joga a rodada.' : ''),
    );
  };

  const onUndo = () => {
    if (!game || game.undo.length === 0) return;
    setGame(undo(game));
    setNotice('');
    setAnnouncement('Última declaração desfeita.');
  };

  const onResolve = () => {
    if (!game) return;
    const result = resolve(game);
    if (!result.game) {
      setNotice(result.refusal);
      return;
    }
    const played = result.game;
    const round = played.rounds.at(-1);
    const lines = round ? linesOf(data, round) : [];
    const hits = lines.filter((line) => line.kind === 'hit').length;
    const falls = lines.filter((line) => line.kind === 'fall').map((line) => line.text.replace(/ cai\.$/, ''));
    setNotice('');
    setGame(played);
    if (played.outcome && typeof Worker !== 'undefined') setBots('running');
    focusNext.current = true;
    setAnnouncement(
      `Rodada ${round?.round ?? ''} resolvida: ${hits} ${hits === 1 ? 'golpe' : 'golpes'}` +
        `${falls.length > 0 ? `; ${falls.length === 1 ? 'caiu' : 'caíram'} ${falls.join(', ')}` : ''}. ` +
        (played.outcome ? `${outcomeText(played.outcome, played.rounds.length)}.` : `Rodada ${played.state.round}: os inimigos declararam.`) +
        (stuck(played) ? ` ${stuckText}` : '') +
        (sheltered(played) ? ` ${shelteredText}` : ''),
    );
  };

  return (
    <div className={toolFrame.frame}>
      {opening.problem && (
        <p role="alert" className={styles.problem}>
          {opening.problem}
        </p>
      )}
      <Setup data={data} choice={choice} onChange={setChoice} onStart={start} />
      <p aria-live="polite" className={styles.live}>
        {announcement}
      </p>
      {game && (
        <Battle
          data={data}
          game={game}
          bots={bots}
          notice={notice}
          headingRef={heading}
          resolveRef={resolveButton}
          onDeclare={onDeclare}
          onUndo={onUndo}
          onResolve={onResolve}
          onStart={start}
        />
      )}
    </div>
  );
}
