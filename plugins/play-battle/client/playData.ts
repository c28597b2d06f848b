// What the page plays on, and the battle a link opens: the squad (roles,
// levels, dice, cells, weapons), the encounter and the seed, read from the URL with the
// simulator's keys (equipe, inimigos, semente), so a simulator link opens the
// same encounter here. A link that does not read cleanly is refused whole,
// with a Portuguese message, and the default battle is played instead.
import { startingSquad, type EncounterData, type EnemyChoice, type MemberChoice, type Policy, type SimFloor } from '@dice-rolling/rules';
import { formatNumber } from '../../format-pt';

export interface PlayData extends EncounterData {
  floors: SimFloor[];
  bossFloors: SimFloor[];
  policies: { id: Policy; name: string; description: string }[];
  energies: { id: string; name: string; plural: string }[];
  statusNames: Record<string, string>;
  /** The attributes' names, for a status that says which one it changes. */
  attributeNames: Record<string, string>;
}

/** The battle to play: who, against whom, from which seed. */
export interface PlayChoice {
  squad: MemberChoice[];
  enemies: EnemyChoice[];
  seed: number;
}

export const maxSquad = 6;
export const maxEnemies = 6;
/** Seeds are 32-bit unsigned integers (the engine's generator state). */
export const maxSeed = 4_294_967_295;
export const defaultSeed = 1;
/** A longer parameter is refused before it is read. */
const maxParamLength = 200;

export function defaultChoice(data: PlayData): PlayChoice {
  return { squad: startingSquad(data), enemies: data.floors[0]?.enemies.map((enemy) => ({ ...enemy })) ?? [], seed: defaultSeed };
}

export function allFloors(data: PlayData): SimFloor[] {
  return [...data.floors, ...data.bossFloors];
}

/** The preset whose enemies are exactly these (creature, tier, cell, in order). */
export function floorOf(data: PlayData, enemies: readonly EnemyChoice[]): SimFloor | undefined {
  const key = (list: readonly EnemyChoice[]) => list.map((enemy) => `${enemy.creature}.${enemy.tier}.${enemy.cell}`).join('_');
  return allFloors(data).find((floor) => key(floor.enemies) === key(enemies));
}

export function choiceToParams(choice: PlayChoice): URLSearchParams {
  return new URLSearchParams({
    // A hero's weapon is its place among its role's weapons, from 1, written only when it is not the first (as the simulator writes it).
    equipe: choice.squad
      .map((member) => `${member.role}.${member.level}.${member.die}.${member.cell}${member.weapon ? `.${member.weapon + 1}` : ''}`)
      .join('_'),
    inimigos: choice.enemies.map((enemy) => `${enemy.creature}.${enemy.tier}.${enemy.cell}`).join('_'),
    semente: String(choice.seed),
  });
}

/** Control characters out and long values cut, so a hostile link cannot flood the message. */
function quoted(value: string): string {
  const printable = Array.from(value).filter((character) => (character.codePointAt(0) ?? 0) > 0x1f && character !== '\u007f');
  return `"${printable.length > 24 ? `${printable.slice(0, 24).join('')}…` : printable.join('')}"`;
}

const whole = (raw: string | undefined, min: number, max: number): number | undefined =>
  raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : undefined;

function tokens(raw: string, most: number, label: string): string[] | string {
  const list = raw.split('_').filter((token) => token !== '');
  if (list.length === 0) return `${label}: vazio.`;
  if (list.length > most) return `${label}: no máximo ${most}.`;
  return list;
}

function squadFrom(data: PlayData, raw: string): MemberChoice[] | string {
  const list = tokens(raw, maxSquad, 'Equipe');
  if (typeof list === 'string') return list;
  const squad: MemberChoice[] = [];
  for (const token of list) {
    const [role = '', level, die, cell, weapon] = token.split('.');
    const weapons = data.roles.find((candidate) => candidate.id === role)?.weapons.length;
    if (!weapons) return `Equipe: ${quoted(role)} não é um papel jogável.`;
    const member = {
      role,
      level: whole(level, 1, data.progression.maxLevel),
      die: die !== undefined && data.dice.some((candidate) => candidate.id === die) ? die : undefined,
      cell: whole(cell, 0, 5),
    };
    if (member.level === undefined) return `Equipe: o nível ${quoted(level ?? '')} não é um número de 1 a ${data.progression.maxLevel}.`;
    if (member.die === undefined) return `Equipe: o dado ${quoted(die ?? '')} não existe.`;
    if (member.cell === undefined || squad.some((other) => other.cell === member.cell))
      return `Equipe: a célula ${quoted(cell ?? '')} não é uma célula livre de 0 a 5.`;
    const carried = weapon === undefined ? 1 : whole(weapon, 1, weapons);
    if (carried === undefined) return `Equipe: a arma ${quoted(weapon ?? '')} não é uma das ${weapons} armas do papel (de 1 a ${weapons}).`;
    squad.push({ role, level: member.level, die: member.die, cell: member.cell, ...(carried > 1 ? { weapon: carried - 1 } : {}) });
  }
  return squad;
}

function enemiesFrom(data: PlayData, raw: string): EnemyChoice[] | string {
  const list = tokens(raw, maxEnemies, 'Inimigos');
  if (typeof list === 'string') return list;
  const enemies: EnemyChoice[] = [];
  for (const token of list) {
    const [creature = '', tier = '', cell] = token.split('.');
    if (!data.creatures.some((candidate) => candidate.id === creature)) return `Inimigos: ${quoted(creature)} não é uma criatura da Tundra com papel.`;
    if (!data.tiers.some((candidate) => candidate.id === tier)) return `Inimigos: o tier ${quoted(tier)} não existe.`;
    const at = whole(cell, 0, 5);
    if (at === undefined || enemies.some((other) => other.cell === at)) return `Inimigos: a célula ${quoted(cell ?? '')} não é uma célula livre de 0 a 5.`;
    enemies.push({ creature, tier, cell: at });
  }
  return enemies;
}

/** The battle a link opens; a link with any bad value opens the default battle, with the message. */
export function choiceFromParams(data: PlayData, params: URLSearchParams): { choice: PlayChoice; problem?: string } {
  const fallback = defaultChoice(data);
  const refuse = (problem: string) => ({ choice: fallback, problem: `${problem} O link foi recusado; esta é a batalha padrão.` });
  const raw = { equipe: params.get('equipe'), inimigos: params.get('inimigos'), semente: params.get('semente') };
  for (const value of Object.values(raw)) if (value !== null && value.length > maxParamLength) return refuse('Um valor do link é longo demais.');
  const squad = raw.equipe === null ? fallback.squad : squadFrom(data, raw.equipe);
  if (typeof squad === 'string') return refuse(squad);
  const enemies = raw.inimigos === null ? fallback.enemies : enemiesFrom(data, raw.inimigos);
  if (typeof enemies === 'string') return refuse(enemies);
  const seed = raw.semente === null ? fallback.seed : whole(raw.semente.trim(), 0, maxSeed);
  if (seed === undefined) return refuse(`Semente: ${quoted(raw.semente ?? '')} não é um número inteiro de 0 a ${formatNumber(maxSeed)}.`);
  return { choice: { squad, enemies, seed } };
}
