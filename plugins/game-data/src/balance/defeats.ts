// Why a battle is lost, on the balance page: every preset floor played by the
// starting squad under every policy the engine lists (a policy added to the
// engine shows here with no edit), with the win rate, the order the squad
// falls in, and the enemy and action behind each fall, as the engine's batch
// runs tally them. Measured at build (defeatFigures), rendered from the
// figures (the render functions, which a test feeds by hand).
import { buildSetup, policies, simulateMany, startingSquad, wilsonInterval, type BattleSetup, type FallCause } from '@dice-rolling/rules';
import { balanceContext, bandOf, simulatorToolData, type GameModel } from '@dice-rolling/game-model';
import { formatFixed } from '../../../format-pt';
import { formatNumber } from '../format';
import { paragraph, table, text, type Cell, type Node } from '../mdast';
import { damageTypeNames } from '../render/words';

/**
 * Battles per floor and policy, and their seed: 200 battles put a win rate's
 * 95% interval within about ±7 points, and keep the page's share of the build
 * near two seconds with three policies (it grows with each policy added).
 */
export const defeatBattles = 200;
export const defeatSeed = 1;

/** One floor under one policy, as the tables read it (names already in Portuguese). */
export interface FloorPolicyFigures {
  floor: string;
  /** The squad's level on this floor. */
  level: number;
  policy: string;
  battles: number;
  wins: number;
  /** Victories won out of the enemies' reach: at some round's declaration, no standing enemy reached a standing member's column. */
  winsSheltered: number;
  /** Battles that reached the simulator's round limit with both sides standing: not won, and not lost by a fall. */
  draws: number;
  /** Draws the squad could no longer win: at the end, no standing member reached a standing enemy's column. */
  drawsOutOfReach: number;
  /** In those draws, each enemy left standing out of the squad's reach (by name, as the engine counts them), with the draws it stood in. */
  outOfReachEnemies: { enemy: string; draws: number }[];
  /** Names of the squad's members, in squad order. */
  squad: string[];
  /** Per member: the battles in which it was the squad's first to fall, second… */
  fallOrder: number[][];
  /** Each enemy and action (or status) that dealt a fall's blow, with its falls; an action's name carries its damage types. */
  causes: { enemy: string; action: string; falls: number }[];
}

/** The level the starting squad meets the bosses at: the top of the first region's band, as the bosses' design target plays them. */
function bossLevel(model: GameModel): number {
  const context = balanceContext(model);
  const first = [...model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order)[0];
  return first?.levels ? bandOf(context, first.levels).max : context.progression.maxLevel;
}

/** An enemy of the setup by its id in a battle's result; a summoned fighter's id is its summon spec's, numbered by its place on the side ("…-summoned:4"). */
function enemySpec(setup: BattleSetup, id: string) {
  const specs = [...setup.enemies, ...Object.values(setup.summons ?? {})];
  return specs.find((spec) => spec.id === id) ?? specs.find((spec) => spec.id === id.replace(/:\d+$/, ''));
}

/**
 * A cause in words: the enemy's name, and its action's with the damage types of its blow ("Ferrão ácido (ácido)"), so a
 * reader sees what a Defesa or a Defesa elemental would have reduced; a status's damage over time is named after the
 * action that applied it, with the type of its ticks.
 */
function causeNames(model: GameModel, setup: BattleSetup, cause: FallCause): { enemy: string; action: string } {
  const enemy = enemySpec(setup, cause.enemy);
  const enemyName = cause.enemy === '' ? 'nenhum inimigo' : (enemy?.name ?? cause.enemy);
  const actionOf = (id: string) => enemy?.actions.find((action) => action.id === id);
  const actionName = (id: string) => actionOf(id)?.name ?? id;
  // The reader's words for the types of the action's damage (only its damage over time, when `overTime`), each once.
  const typesOf = (id: string, overTime: boolean) => {
    const types = (actionOf(id)?.effects ?? []).flatMap((effect) =>
      effect.kind === 'damage' && effect.damageType && (effect.turns !== undefined) === overTime ? [effect.damageType] : [],
    );
    return [...new Set(types)].map((type) => damageTypeNames[type as keyof typeof damageTypeNames] ?? type);
  };
  if (cause.action !== undefined) {
    const types = typesOf(cause.action, false);
    return { enemy: enemyName, action: `${actionName(cause.action)}${types.length > 0 ? ` (${types.join(' e ')})` : ''}` };
  }
  if (cause.status !== undefined) {
    const [action, kind] = cause.status.split(':');
    if (kind === 'damage' && action) {
      const types = typesOf(action, true);
      return { enemy: enemyName, action: `${actionName(action)} (dano contínuo${types.length > 0 ? ` de ${types.join(' e ')}` : ''})` };
    }
    const status = model.data.statuses.find((candidate) => candidate.id === cause.status);
    // Espinhos does not tick: it answers the blow of whoever struck its bearer.
    const answers = status?.battle.some((mechanic) => mechanic.kind === 'thorns') ?? false;
    // A ticking status names the type of its ticks, as an action names its blow's.
    const tickTypes = [
      ...new Set(status?.battle.flatMap((mechanic) => (mechanic.kind === 'tick-damage' && mechanic.type ? [damageTypeNames[mechanic.type]] : [])) ?? []),
    ];
    const ticks = tickTypes.length > 0 ? `efeito contínuo de ${tickTypes.join(' e ')}` : 'efeito contínuo';
    return { enemy: enemyName, action: `${status?.name ?? cause.status} (${answers ? 'resposta a um golpe' : ticks})` };
  }
  return { enemy: enemyName, action: 'resposta fora do turno dele' };
}

/** The causes in words, those that read the same summed (a status's id and its action's, say). */
function namedCauses(model: GameModel, setup: BattleSetup, causes: readonly FallCause[]): FloorPolicyFigures['causes'] {
  const named: FloorPolicyFigures['causes'] = [];
  for (const cause of causes) {
    const names = causeNames(model, setup, cause);
    const same = named.find((known) => known.enemy === names.enemy && known.action === names.action);
    if (same) same.falls += cause.falls;
    else named.push({ ...names, falls: cause.falls });
  }
  return named;
}

const measured = new WeakMap<GameModel, FloorPolicyFigures[]>();

/** defeatFigures with the page's battles and seed, once per model (the page's three tables share them). */
export function pageDefeatFigures(model: GameModel): FloorPolicyFigures[] {
  let figures = measured.get(model);
  if (!figures) {
    figures = defeatFigures(model);
    measured.set(model, figures);
  }
  return figures;
}

/** Every preset floor (then every boss's floor) under every policy of the engine, `battles` seeded battles each. */
export function defeatFigures(model: GameModel, battles = defeatBattles, seed = defeatSeed): FloorPolicyFigures[] {
  const data = simulatorToolData(model);
  const start = startingSquad(data);
  const atBoss = bossLevel(model);
  const floors = [
    ...data.floors.map((floor) => ({ floor, squad: start })),
    ...data.bossFloors.map((floor) => ({ floor, squad: start.map((member) => ({ ...member, level: atBoss })) })),
  ];
  const memberName = (role: string) => data.roles.find((candidate) => candidate.id === role)?.name.split(' (')[0] ?? role;
  const policyName = (policy: string) => data.policies.find((candidate) => candidate.id === policy)?.name ?? policy;
  return floors.flatMap(({ floor, squad }) =>
    policies.map((policy) => {
      const setup = buildSetup(data, { squad, enemies: floor.enemies, policy });
      const tally = simulateMany(setup, seed, battles);
      const level = squad[0]?.level ?? 1;
      return {
        floor: squad === start ? floor.name : `${floor.name}, nível ${level}`,
        level,
        policy: policyName(policy),
        battles: tally.battles,
        wins: tally.wins,
        winsSheltered: tally.winsSheltered,
        draws: tally.draws,
        drawsOutOfReach: tally.drawsOutOfReach,
        outOfReachEnemies: tally.outOfReachEnemies,
        squad: squad.map((member) => memberName(member.role)),
        fallOrder: tally.fallOrder,
        causes: namedCauses(model, setup, tally.fallCauses),
      };
    }),
  );
}

const percent = (share: number) => `${formatFixed(share * 100, 1)}%`;
const plainPercent = (share: number) => formatFixed(share * 100, 1);

/** The floors in the order they were measured, each once. */
const floorsOf = (figures: readonly FloorPolicyFigures[]) => [...new Set(figures.map((entry) => entry.floor))];
const policiesOf = (figures: readonly FloorPolicyFigures[]) => [...new Set(figures.map((entry) => entry.policy))];

/** A row per floor, a column per policy, each cell what `cell` says of that floor under that policy ("—" when not measured). */
function floorByPolicy(figures: readonly FloorPolicyFigures[], cell: (entry: FloorPolicyFigures) => string): Node[] {
  const names = policiesOf(figures);
  const rows: Cell[][] = floorsOf(figures).map((floor) => [
    floor,
    ...names.map((policy) => {
      const entry = figures.find((candidate) => candidate.floor === floor && candidate.policy === policy);
      return entry ? cell(entry) : '—';
    }),
  ]);
  return [table(['Encontro', ...names], rows)];
}

/** A row per floor, a column per policy: the win rate with its 95% Wilson interval. */
export function renderWinRates(figures: readonly FloorPolicyFigures[]): Node[] {
  return floorByPolicy(figures, (entry) => {
    const interval = wilsonInterval(entry.wins, entry.battles);
    return `${percent(entry.wins / Math.max(1, entry.battles))} (${plainPercent(interval.low)} a ${plainPercent(interval.high)})`;
  });
}

/**
 * A row per floor, a column per policy: the victories won out of the enemies' reach, as a share of the battles and, in
 * parentheses, of the victories.
 */
export function renderShelteredWins(figures: readonly FloorPolicyFigures[]): Node[] {
  return floorByPolicy(figures, (entry) => {
    const ofWins = entry.wins > 0 ? `${percent(entry.winsSheltered / entry.wins)} das vitórias` : 'nenhuma vitória';
    return `${percent(entry.winsSheltered / Math.max(1, entry.battles))} (${ofWins})`;
  });
}

const ordinals = (count: number) => Array.from({ length: count }, (_, place) => `${place + 1}ª`).join(' / ');

/**
 * A row per floor and policy: the battles with a fall, those that reached the round limit (a draw: not won, though the
 * squad never fell whole), the draws out of the squad's reach, and for each member the share of battles it fell first,
 * second…
 */
export function renderKillOrder(figures: readonly FloorPolicyFigures[]): Node[] {
  const squad = figures[0]?.squad ?? [];
  const header = [
    'Encontro',
    'Política',
    'Batalhas com alguém caído',
    'Empates (limite de rodadas)',
    'Empates sem alcance',
    ...squad.map((member) => `${member} (${ordinals(squad.length)} queda)`),
  ];
  const rows: Cell[][] = figures.map((entry) => {
    const battles = Math.max(1, entry.battles);
    const withFall = entry.fallOrder.reduce((sum, places) => sum + (places[0] ?? 0), 0);
    return [
      entry.floor,
      entry.policy,
      percent(withFall / battles),
      percent(entry.draws / battles),
      percent(entry.drawsOutOfReach / battles),
      ...entry.fallOrder.map((places) => places.map((count) => percent(count / battles)).join(' / ')),
    ];
  });
  return [table(header, rows)];
}

/**
 * A row per floor and policy with a draw out of the squad's reach: its share of the battles, and each enemy left standing
 * out of reach with the share of those draws it stood in, the most frequent first.
 */
export function renderOutOfReach(figures: readonly FloorPolicyFigures[]): Node[] {
  const stuck = figures.filter((entry) => entry.drawsOutOfReach > 0);
  if (stuck.length === 0) return [paragraph(text('Nenhuma batalha destas ficou sem saída.'))];
  const rows: Cell[][] = stuck.map((entry) => [
    entry.floor,
    entry.policy,
    percent(entry.drawsOutOfReach / Math.max(1, entry.battles)),
    [...entry.outOfReachEnemies]
      .sort((a, b) => b.draws - a.draws)
      .map((enemy) => `${enemy.enemy}: ${percent(enemy.draws / entry.drawsOutOfReach)}`)
      .join('; '),
  ]);
  return [table(['Encontro', 'Política', 'Empates sem alcance', 'Inimigos de pé fora do alcance (parte desses empates)'], rows)];
}

/** Causes shown per row; the rest are summed up. */
const shownCauses = 4;

/** A row per floor and policy: the squad's falls, and the enemies and actions behind them, the most frequent first. */
export function renderFallCauses(figures: readonly FloorPolicyFigures[]): Node[] {
  const rows: Cell[][] = figures.map((entry) => {
    const falls = entry.causes.reduce((sum, cause) => sum + cause.falls, 0);
    const sorted = [...entry.causes].sort((a, b) => b.falls - a.falls);
    const shown = sorted.slice(0, shownCauses).map((cause) => `${cause.enemy}, ${cause.action}: ${percent(cause.falls / falls)}`);
    const rest = sorted.slice(shownCauses).reduce((sum, cause) => sum + cause.falls, 0);
    const others = sorted.length - shownCauses;
    if (rest > 0) shown.push(`${others === 1 ? 'outra causa' : `outras ${others} causas`}: ${percent(rest / falls)}`);
    return [entry.floor, entry.policy, formatNumber(falls), falls === 0 ? 'ninguém caiu' : shown.join('; ')];
  });
  return [table(['Encontro', 'Política', 'Quedas', 'Quem derrubou, e com quê (parte das quedas)'], rows)];
}

/** The line under the tables: how the figures were measured. */
export function defeatMethod(figures: readonly FloorPolicyFigures[]): Node {
  const battles = figures[0]?.battles ?? 0;
  return paragraph(
    text(
      `${formatNumber(battles)} batalhas por encontro e política, semente ${defeatSeed}, as mesmas batalhas em cada política; ` +
        'vitórias com o intervalo de 95% de Wilson.',
    ),
  );
}
