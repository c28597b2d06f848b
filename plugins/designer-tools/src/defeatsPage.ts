// Why a battle is lost, on the balance page (<TabelaDasBatalhas de="…"/>):
// every preset floor and every boss's floor, under every policy the engine
// lists, in the design targets' own battles (the same seeds and counts, read
// from their cache, so a floor's win rate here is the one its target judges):
// the win rate, the order the squad falls in, and the enemy and action behind
// each fall. Figures from the battles (defeatFiguresOf), tables from the
// figures (the render functions, which a test feeds by hand).
import { buildSetup, startingSquad, type BattleSetup, type FallCause } from '@dice-rolling/rules';
import { bossLevelFor, simulatorToolData, type FloorMeasures, type GameModel, type PolicyFloor } from '@dice-rolling/game-model';
import { formatFixed, formatNumber } from '../../format-pt';
import { damageTypeNames, dataSourceLine, link, paragraph, table, text, type Cell, type Node } from '../../game-data/src/index';

/** One floor under one policy, as the tables read it (names already in Portuguese). */
export interface FloorPolicyFigures {
  floor: string;
  /** The squad's level on this floor. */
  level: number;
  policy: string;
  /** Battles played, over every seed. */
  battles: number;
  /** Seeds the battles were played on. */
  seeds: number;
  wins: number;
  /** Win rate in percent with its 95% interval, as the design targets judge it (over the seeds). */
  winRate: number;
  winLow: number;
  winHigh: number;
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

/** The tables' elements, by the id a page gives in `de`. */
export const battleTableIds = ['vitorias-por-politica', 'vitorias-fora-do-alcance', 'ordem-das-quedas', 'causas-das-quedas', 'empates-sem-alcance'] as const;
export type BattleTableId = (typeof battleTableIds)[number];

const figuresByBattles = new WeakMap<FloorMeasures, FloorPolicyFigures[]>();

/**
 * Every preset floor (then every boss's floor) under every policy, from the design targets' battles: the floors with the
 * starting squad, each boss's with the squad at the level it is met at.
 */
export function defeatFiguresOf(model: GameModel, battles: FloorMeasures): FloorPolicyFigures[] {
  // The page's five tables read the same battles: their figures are named once.
  const known = figuresByBattles.get(battles);
  if (known) return known;
  const figures = namedFigures(model, battles);
  figuresByBattles.set(battles, figures);
  return figures;
}

function namedFigures(model: GameModel, battles: FloorMeasures): FloorPolicyFigures[] {
  const data = simulatorToolData(model);
  const start = startingSquad(data);
  const memberName = (role: string) => data.roles.find((candidate) => candidate.id === role)?.name.split(' (')[0] ?? role;
  const policyName = (policy: string) => data.policies.find((candidate) => candidate.id === policy)?.name ?? policy;
  const squadNames = battles.squadRoles.map(memberName);
  const figuresOf = ({ floor, policy, figures }: PolicyFloor, level: number, boss: boolean): FloorPolicyFigures => {
    const squad = start.map((member) => ({ ...member, level }));
    const setup = buildSetup(data, { squad, enemies: floor.enemies, policy });
    const defeats = figures.defeats;
    if (!defeats) throw new Error(`As batalhas de ${floor.name} (${policy}) não contaram as quedas: o cache das metas é de uma versão anterior.`);
    return {
      floor: boss ? `${floor.name}, nível ${level}` : floor.name,
      level,
      policy: policyName(policy),
      battles: figures.battles,
      seeds: figures.seeds.length,
      wins: defeats.wins,
      winRate: figures.winRate,
      winLow: figures.winLow,
      winHigh: figures.winHigh,
      winsSheltered: defeats.winsSheltered,
      draws: defeats.draws,
      drawsOutOfReach: defeats.drawsOutOfReach,
      outOfReachEnemies: defeats.outOfReachEnemies,
      squad: squadNames,
      fallOrder: defeats.fallOrder,
      causes: namedCauses(model, setup, defeats.fallCauses),
    };
  };
  const startLevel = start[0]?.level ?? 1;
  return [
    ...battles.floors.map((entry) => figuresOf(entry, startLevel, false)),
    ...battles.bossFloors.map((entry) => figuresOf(entry, bossLevelFor(battles, entry.floor.id), true)),
  ];
}

const sourceFiles = ['floors', 'creatures', 'enemy-roles', 'roles', 'tiers', 'rules'];

/** A table of the page by its id, with what the reader needs under it (the sample and the data, under the first). */
export function battleTable(id: BattleTableId, figures: readonly FloorPolicyFigures[]): Node[] {
  switch (id) {
    case 'vitorias-por-politica':
      return [...renderWinRates(figures), defeatMethod(figures), dataSourceLine(sourceFiles)];
    case 'vitorias-fora-do-alcance':
      return renderShelteredWins(figures);
    case 'ordem-das-quedas':
      return renderKillOrder(figures);
    case 'causas-das-quedas':
      return renderFallCauses(figures);
    case 'empates-sem-alcance':
      return renderOutOfReach(figures);
  }
}

const fixed = (value: number) => formatFixed(value, 1);
const percent = (share: number) => `${fixed(share * 100)}%`;

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

/** A row per floor, a column per policy: the win rate with its 95% interval, as the design targets judge it. */
export function renderWinRates(figures: readonly FloorPolicyFigures[]): Node[] {
  return floorByPolicy(figures, (entry) => `${fixed(entry.winRate)}% (${fixed(entry.winLow)} a ${fixed(entry.winHigh)})`);
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
  return [table(['Encontro', 'Política', 'Quedas (soma de todas as batalhas)', 'Quem derrubou, e com quê (parte das quedas)'], rows)];
}

/** The line under the tables: which battles they count, and how the win rate's interval was taken. */
export function defeatMethod(figures: readonly FloorPolicyFigures[]): Node {
  const seeds = Math.max(0, ...figures.map((entry) => entry.seeds));
  const counts = figures.map((entry) => entry.battles);
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  // Tiers may play different counts (a target asks for a narrower interval): the range, and where each floor's count is said.
  const battles = least === most ? formatNumber(most) : `de ${formatNumber(least)} a ${formatNumber(most)}`;
  return paragraph(
    text(
      `As batalhas das metas de design: ${formatNumber(seeds)} ${seeds === 1 ? 'semente' : 'sementes'}, ${battles} batalhas por encontro ` +
        'e política, as mesmas batalhas em cada política (quantas em cada encontro, em ',
    ),
    link('#políticas-e-intervalos', text('Políticas e intervalos')),
    text('); vitórias com o intervalo de 95% das metas, que as julgam com estes mesmos números.'),
  );
}
