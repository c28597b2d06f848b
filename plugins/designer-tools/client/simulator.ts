// The battle simulator's state in the browser: its data, defaults and limits,
// and the state as query parameters (validated, with the problems found). The
// battle setup is built by the rules engine (buildSetup) from the engine's
// encounter data; the presets, the policies' names and the run's size and
// seed are the tool's.
import {
  defaultPolicy,
  policies,
  startingSquad,
  type Encounter,
  type EncounterData,
  type EnemyChoice,
  type MemberChoice,
  type Policy,
  type SimFloor,
} from '@dice-rolling/rules';
import { formatNumber } from '../../format-pt';
import { choiceFromLink, shorten, wholeFromLink } from './input';
import type { Read } from './urlState';

/** What the simulator and the lab run on: the engine's encounter data, the preset floors and the policies as the reader picks them. */
export interface SimulatorToolData extends EncounterData {
  /** The preset floors of the region's missions (the simulator's presets, the static table, the floor targets). */
  floors: SimFloor[];
  /** The bosses' floors, played by a squad at the top of the region's band (the boss target). */
  bossFloors?: SimFloor[];
  policies: { id: Policy; name: string; description: string }[];
}

/** The reader's run: an encounter, how many battles and from which seed. */
export interface SimulatorState extends Encounter {
  battles: number;
  seed: number;
}

/** The seed a run starts from unless the reader picks another. */
export const defaultSeed = 1;

export const maxSquad = 6;
export const maxEnemies = 6;
/** Battles per run: the default and the cap stated on the page. */
export const defaultBattles = 10_000;
export const maxBattles = 100_000;
/** Seeds are 32-bit unsigned integers (mulberry32's state). */
export const maxSeed = 4_294_967_295;

export function defaultSimulatorState(data: SimulatorToolData): SimulatorState {
  return {
    squad: startingSquad(data),
    enemies: data.floors[0]?.enemies.map((enemy) => ({ ...enemy })) ?? [],
    policy: defaultPolicy,
    battles: defaultBattles,
    seed: defaultSeed,
  };
}

/**
 * What the simulator's page carries: the simulator's data and the level the
 * boss targets play each boss's floor at, which the tool states beside the
 * bosses' presets (the squad's level stays the reader's).
 */
export type SimulatorPageData = SimulatorToolData & { bossLevels?: { floor: string; level: number }[] };

export const missionFloorsGroup = 'Encontros das missões';
export const bossFloorsGroup = 'Encontros dos chefes';

/** The preset floors the tool offers: the missions' floors, then the bosses'. */
export function presetOptions(data: SimulatorToolData): { value: string; label: string; group: string }[] {
  return [
    ...data.floors.map((floor) => ({ value: floor.id, label: floor.name, group: missionFloorsGroup })),
    ...(data.bossFloors ?? []).map((floor) => ({ value: floor.id, label: floor.name, group: bossFloorsGroup })),
  ];
}

/** The preset floor whose enemies are exactly these (creature, tier and cell, in order), so a shared link shows its preset again. */
export function presetOf(data: SimulatorToolData, enemies: readonly EnemyChoice[]): SimFloor | undefined {
  const key = (list: readonly EnemyChoice[]) => list.map((enemy) => `${enemy.creature}.${enemy.tier}.${enemy.cell}`).join('_');
  const wanted = key(enemies);
  return [...data.floors, ...(data.bossFloors ?? [])].find((floor) => key(floor.enemies) === wanted);
}

// ---- State in the URL ---------------------------------------------------------------

/** The policies as links write them (Portuguese words, as shared links have them since the tool exists). */
export const policyParams: Record<Policy, string> = { damage: 'dano', healing: 'cura', focus: 'foco', intents: 'intencoes', random: 'sorteio' };

function policyFromParam(raw: string | null, problems: string[]): Policy {
  const word = choiceFromLink(
    raw,
    policies.map((policy) => policyParams[policy]),
    policyParams.damage,
    'Política da equipe',
    problems,
  );
  return policies.find((policy) => policyParams[policy] === word) ?? 'damage';
}

/** A character in a link: role, level, die and cell, and its weapon's place among its role's weapons (from 1) unless it is the first. */
const memberToken = (member: MemberChoice): string =>
  `${member.role}.${member.level}.${member.die}.${member.cell}${member.weapon ? `.${member.weapon + 1}` : ''}`;

/** The query keys the simulator owns (the battle page also holds the damage tool's). */
export const simulatorParamKeys = ['equipe', 'inimigos', 'politica', 'batalhas', 'semente'] as const;

export function simulatorToParams(state: SimulatorState): URLSearchParams {
  return new URLSearchParams({
    equipe: state.squad.map(memberToken).join('_'),
    inimigos: state.enemies.map((enemy) => `${enemy.creature}.${enemy.tier}.${enemy.cell}`).join('_'),
    politica: policyParams[state.policy],
    batalhas: String(state.battles),
    semente: String(state.seed),
  });
}

/** Problems of a state built in the form (the URL reader fixes them itself): two on one cell, an empty side. */
export function stateProblems(state: SimulatorState): string[] {
  const problems: string[] = [];
  const twice = (cells: number[]) => cells.filter((cell, index) => cells.indexOf(cell) !== index);
  for (const cell of new Set(twice(state.squad.map((member) => member.cell))))
    problems.push(`Equipe: mais de um personagem na célula ${cell}; cada célula recebe um só.`);
  for (const cell of new Set(twice(state.enemies.map((enemy) => enemy.cell))))
    problems.push(`Inimigos: mais de um inimigo na célula ${cell}; cada célula recebe um só.`);
  if (state.squad.length === 0) problems.push('Equipe: escolha ao menos um personagem.');
  if (state.enemies.length === 0) problems.push('Inimigos: escolha ao menos um inimigo.');
  return problems;
}

export function simulatorFromParams(data: SimulatorToolData, params: URLSearchParams): Read<SimulatorState> {
  const problems: string[] = [];
  const fallback = defaultSimulatorState(data);
  const levels = { min: 1, max: data.progression.maxLevel };
  const cellBounds = { min: 0, max: 5 };

  const squad: MemberChoice[] = [];
  const squadRaw = params.get('equipe');
  if (squadRaw !== null) {
    const tokens = squadRaw.split('_').filter((token) => token !== '');
    if (tokens.length > maxSquad) problems.push(`Equipe: no máximo ${maxSquad} personagens; usei os ${maxSquad} primeiros.`);
    for (const token of tokens.slice(0, maxSquad)) {
      const [role = '', level = null, die = null, cell = null, weapon = null] = token.split('.');
      const weapons = data.roles.find((candidate) => candidate.id === role)?.weapons.length;
      if (!weapons) {
        problems.push(`Equipe: "${shorten(role)}" não é um papel jogável (${data.roles.map((candidate) => candidate.name).join(', ')}); ignorei.`);
        continue;
      }
      const who = `do personagem ${squad.length + 1}`;
      const member: MemberChoice = {
        role,
        level: wholeFromLink(level, levels, 1, `Nível ${who}`, problems),
        die: choiceFromLink(
          die,
          data.dice.map((candidate) => candidate.id),
          'd6',
          `Dado ${who}`,
          problems,
        ),
        cell: wholeFromLink(cell, cellBounds, 0, `Célula ${who}`, problems),
      };
      const carried = wholeFromLink(weapon, { min: 1, max: weapons }, 1, `Arma ${who}`, problems) - 1;
      if (carried > 0) member.weapon = carried;
      if (squad.some((other) => other.cell === member.cell)) {
        problems.push(`Equipe: a célula ${member.cell} já tem um personagem; ignorei o segundo.`);
        continue;
      }
      squad.push(member);
    }
    if (squad.length === 0) problems.push('Equipe: nenhum personagem válido no link; usei a equipe inicial.');
  }

  const enemies: EnemyChoice[] = [];
  const enemiesRaw = params.get('inimigos');
  if (enemiesRaw !== null) {
    const tokens = enemiesRaw.split('_').filter((token) => token !== '');
    if (tokens.length > maxEnemies) problems.push(`Inimigos: no máximo ${maxEnemies}; usei os ${maxEnemies} primeiros.`);
    for (const token of tokens.slice(0, maxEnemies)) {
      const [creature = '', tier = null, cell = null] = token.split('.');
      if (!data.creatures.some((candidate) => candidate.id === creature)) {
        problems.push(`Inimigos: "${shorten(creature)}" não é uma criatura da Tundra com papel; ignorei.`);
        continue;
      }
      const which = `do inimigo ${enemies.length + 1}`;
      const enemy: EnemyChoice = {
        creature,
        tier: choiceFromLink(
          tier,
          data.tiers.map((candidate) => candidate.id),
          data.tiers[0]?.id ?? 't1',
          `Tier ${which}`,
          problems,
        ),
        cell: wholeFromLink(cell, cellBounds, 2, `Célula ${which}`, problems),
      };
      if (enemies.some((other) => other.cell === enemy.cell)) {
        problems.push(`Inimigos: a célula ${enemy.cell} já tem um inimigo; ignorei o segundo.`);
        continue;
      }
      enemies.push(enemy);
    }
    if (enemies.length === 0) problems.push('Inimigos: nenhum inimigo válido no link; usei o primeiro encontro pronto.');
  }

  const seedRaw = params.get('semente');
  let seed = fallback.seed;
  if (seedRaw !== null) {
    if (/^\d+$/.test(seedRaw.trim()) && Number(seedRaw) <= maxSeed) seed = Number(seedRaw);
    else problems.push(`Semente: "${shorten(seedRaw)}" não é um número inteiro de 0 a ${formatNumber(maxSeed)}; usei ${fallback.seed}.`);
  }

  return {
    state: {
      squad: squad.length > 0 ? squad : fallback.squad,
      enemies: enemies.length > 0 ? enemies : fallback.enemies,
      policy: policyFromParam(params.get('politica'), problems),
      battles: wholeFromLink(params.get('batalhas'), { min: 1, max: maxBattles }, defaultBattles, 'Batalhas', problems),
      seed,
    },
    problems,
  };
}
