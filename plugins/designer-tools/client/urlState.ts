// Each tool's state as query parameters: read (validated, clamped, with the
// problems found) and written back, so a shared link reopens the same state.
import { choiceFromLink, shorten, wholeFromLink } from './input';
import { grades, maxCostPerEnergy, maxDice, type Grade, type Nature } from '@dice-rolling/rules';
import { damageLimits } from './damage';
import { defaultAttacker, type DamageToolData, type EnemyToolData, type EnergyToolData, type BoardsToolData } from './toolData';

export interface Read<S> {
  state: S;
  problems: string[];
}

// ---- Energy odds ---------------------------------------------------------------

export interface EnergyDie {
  /** Id of the die type (d4 … d100). */
  type: string;
  /** Energy id per face. */
  faces: string[];
}

export interface EnergyState {
  dice: EnergyDie[];
  cost: Record<string, number>;
}

export function defaultDie(data: EnergyToolData, type: string): EnergyDie {
  const die = data.dice.find((candidate) => candidate.id === type) ?? data.dice[0];
  const faces = die?.faces ?? 6;
  return { type: die?.id ?? 'd6', faces: Array.from({ length: faces }, (_, face) => data.cycle[face % data.cycle.length] as string) };
}

export function defaultEnergyState(data: EnergyToolData): EnergyState {
  const d6 = data.dice.find((die) => die.faces === 6)?.id ?? data.dice[0]?.id ?? 'd6';
  return { dice: [defaultDie(data, d6)], cost: { ...(data.examples[0] ?? {}) } };
}

function isDefaultColouring(data: EnergyToolData, die: EnergyDie): boolean {
  return defaultDie(data, die.type).faces.every((energy, face) => die.faces[face] === energy);
}

export function energyToParams(data: EnergyToolData, state: EnergyState): URLSearchParams {
  const params = new URLSearchParams();
  const code = (energy: string) => String(data.energies.findIndex((candidate) => candidate.id === energy));
  params.set('dados', state.dice.map((die) => (isDefaultColouring(data, die) ? die.type : `${die.type}-${die.faces.map(code).join('')}`)).join('.'));
  for (const energy of data.energies) if ((state.cost[energy.id] ?? 0) > 0) params.set(energy.id, String(state.cost[energy.id]));
  return params;
}

export function energyFromParams(data: EnergyToolData, params: URLSearchParams): Read<EnergyState> {
  const problems: string[] = [];
  const state = defaultEnergyState(data);
  const diceParam = params.get('dados');
  if (diceParam !== null) {
    const tokens = diceParam.split('.').filter((token) => token !== '');
    if (tokens.length > maxDice) problems.push(`Dados: no máximo ${maxDice}; usei os ${maxDice} primeiros.`);
    const dice: EnergyDie[] = [];
    for (const token of tokens.slice(0, maxDice)) {
      const [type = '', colours] = token.split('-');
      const known = data.dice.find((die) => die.id === type);
      if (!known) {
        problems.push(`Dados: "${shorten(type)}" não é um dado do jogo (${data.dice.map((die) => die.name).join(', ')}); ignorei.`);
        continue;
      }
      const die = defaultDie(data, type);
      if (colours !== undefined) {
        const faces = Array.from(colours).map((digit) => (/^\d$/.test(digit) ? data.energies[Number(digit)]?.id : undefined));
        if (faces.length !== known.faces || faces.some((energy) => energy === undefined)) {
          problems.push(`Faces do ${known.name}: "${shorten(colours)}" não descreve ${known.faces} faces; usei as cores da DiceFactory.`);
        } else die.faces = faces as string[];
      }
      dice.push(die);
    }
    if (dice.length > 0) state.dice = dice;
    else if (tokens.length === 0 || problems.length > 0) problems.push('Nenhum dado válido no link; usei o padrão.');
  }
  const anyCost = data.energies.some((energy) => params.has(energy.id));
  if (anyCost) {
    state.cost = {};
    for (const energy of data.energies) {
      const amount = wholeFromLink(params.get(energy.id), { min: 0, max: maxCostPerEnergy }, 0, `Custo em ${energy.plural}`, problems);
      if (amount > 0) state.cost[energy.id] = amount;
    }
  }
  return { state, problems };
}

// ---- Damage ----------------------------------------------------------------------

export const manual = 'digitado';

/** The damage's nature as links write it (in Portuguese, like every parameter). */
const natureInLinks: Record<Nature, 'fisico' | 'elemental'> = { physical: 'fisico', elemental: 'elemental' };
const natureFromLink = (word: 'fisico' | 'elemental'): Nature => (word === 'fisico' ? 'physical' : 'elemental');

export interface DamageState {
  attacker: string;
  attackerLevel: number;
  /** Index of the attacker's attack, or -1 for a typed damage. */
  attack: number;
  base: number;
  power: number;
  nature: Nature;
  elementalDefence: number;
  target: string;
  targetLevel: number;
  tier: string;
  defence: number;
  life: number;
  defending: boolean;
  fortress: number;
  grade: Grade;
}

export function defaultDamageState(data: DamageToolData): DamageState {
  const attacker = defaultAttacker(data);
  const target = data.combatants.find((combatant) => combatant.tiers) ?? data.combatants[0];
  return {
    attacker: attacker?.id ?? manual,
    attackerLevel: 1,
    attack: attacker ? 0 : -1,
    base: attacker?.attacks[0]?.damage ?? 50,
    power: data.rules.normalPower,
    nature: 'physical',
    elementalDefence: 0,
    target: target?.id ?? manual,
    targetLevel: 1,
    tier: data.tiers[0]?.id ?? 't1',
    defence: target?.defence ?? 0,
    life: target?.life ?? 1,
    defending: false,
    fortress: 0,
    grade: 'normal',
  };
}

/** Every key the damage tool may write, so it shares the battle page's query string with the simulator. */
export const damageParamKeys = [
  'atacante',
  'nivel-atacante',
  'ataque',
  'dano',
  'poder',
  'natureza',
  'defesa-elemental',
  'alvo',
  'defesa',
  'vida',
  'nivel-alvo',
  'tier',
  'defendendo',
  'fortaleza',
  'grau',
] as const;

export function damageToParams(state: DamageState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('atacante', state.attacker);
  if (state.attacker !== manual) params.set('nivel-atacante', String(state.attackerLevel));
  params.set('ataque', state.attack < 0 ? manual : String(state.attack));
  if (state.attack < 0) params.set('dano', String(state.base));
  if (state.attacker === manual) params.set('poder', String(state.power));
  params.set('natureza', natureInLinks[state.nature]);
  if (state.nature === 'elemental') params.set('defesa-elemental', String(state.elementalDefence));
  params.set('alvo', state.target);
  if (state.target === manual) {
    params.set('defesa', String(state.defence));
    params.set('vida', String(state.life));
  } else {
    params.set('nivel-alvo', String(state.targetLevel));
    params.set('tier', state.tier);
  }
  if (state.defending) params.set('defendendo', 'sim');
  if (state.fortress > 0) params.set('fortaleza', String(state.fortress));
  params.set('grau', state.grade);
  return params;
}

export function damageFromParams(data: DamageToolData, params: URLSearchParams): Read<DamageState> {
  const problems: string[] = [];
  const fallback = defaultDamageState(data);
  if ([...params.keys()].length === 0) return { state: fallback, problems };
  const ids = [...data.combatants.map((combatant) => combatant.id), manual];
  const levels = { min: 1, max: data.maxLevel };
  const attacker = choiceFromLink(params.get('atacante'), ids, fallback.attacker, 'Atacante', problems);
  const attacks = data.combatants.find((combatant) => combatant.id === attacker)?.attacks ?? [];
  const attackRaw = params.get('ataque');
  let attack = attacks.length > 0 ? 0 : -1;
  if (attackRaw === manual) attack = -1;
  else if (attackRaw !== null) {
    const index = Number(attackRaw);
    if (/^\d+$/.test(attackRaw) && index < attacks.length) attack = index;
    else problems.push(`Ataque: "${shorten(attackRaw)}" não é um ataque de quem ataca; usei o primeiro.`);
  }
  const target = choiceFromLink(params.get('alvo'), ids, fallback.target, 'Alvo', problems);
  // The messages name each value as its field does, and the power field is named after the nature.
  const nature = natureFromLink(choiceFromLink(params.get('natureza'), ['fisico', 'elemental'] as const, 'fisico', 'Natureza do dano', problems));
  const powerLabel = nature === 'physical' ? 'Poder de Ataque' : 'Poder elemental';
  return {
    state: {
      attacker,
      attackerLevel: wholeFromLink(params.get('nivel-atacante'), levels, 1, 'Nível de quem ataca', problems),
      attack,
      base: wholeFromLink(params.get('dano'), damageLimits.base, fallback.base, 'Dano da ação', problems),
      power: wholeFromLink(params.get('poder'), damageLimits.power, fallback.power, powerLabel, problems),
      nature,
      elementalDefence: wholeFromLink(params.get('defesa-elemental'), damageLimits.elementalDefence, 0, 'Defesa elemental do alvo (%)', problems),
      target,
      targetLevel: wholeFromLink(params.get('nivel-alvo'), levels, 1, 'Nível do alvo', problems),
      tier: choiceFromLink(
        params.get('tier'),
        data.tiers.map((tier) => tier.id),
        fallback.tier,
        'Tier do alvo',
        problems,
      ),
      defence: wholeFromLink(params.get('defesa'), damageLimits.defence, fallback.defence, 'Defesa', problems),
      life: wholeFromLink(params.get('vida'), damageLimits.life, fallback.life, 'Vida', problems),
      defending: params.get('defendendo') === 'sim',
      fortress: wholeFromLink(params.get('fortaleza'), damageLimits.fortressStacks, 0, 'Rodadas na mesma célula (Fortaleza Inabalável)', problems),
      grade: choiceFromLink(params.get('grau'), grades, 'normal', 'Grau do alvo contra este tipo de dano', problems),
    },
    problems,
  };
}

// ---- Enemy builder ----------------------------------------------------------------

export interface EnemyState {
  archetype: string;
  species: string;
  tier: string;
  role: string;
}

export function enemyFromParams(data: EnemyToolData, params: URLSearchParams): Read<EnemyState> {
  const problems: string[] = [];
  const ids = <T extends { id: string }>(records: T[]) => records.map((record) => record.id);
  const first = <T extends { id: string }>(records: T[]) => records[0]?.id ?? '';
  return {
    state: {
      archetype: choiceFromLink(params.get('arquetipo'), ids(data.archetypes), first(data.archetypes), 'Arquétipo', problems),
      species: choiceFromLink(params.get('especie'), ids(data.species), first(data.species), 'Espécie', problems),
      tier: choiceFromLink(params.get('tier'), ids(data.tiers), first(data.tiers), 'Tier', problems),
      role: choiceFromLink(params.get('papel'), ids(data.roles), first(data.roles), 'Papel jogável', problems),
    },
    problems,
  };
}

export function enemyToParams(state: EnemyState): URLSearchParams {
  return new URLSearchParams({ arquetipo: state.archetype, especie: state.species, tier: state.tier, papel: state.role });
}

// ---- Target boards ------------------------------------------------------------------

export interface BoardsState {
  action: string;
  /** Cell of the acting side the reader picked, or -1. */
  cell: number;
}

export function boardsFromParams(data: BoardsToolData, params: URLSearchParams): Read<BoardsState> {
  const problems: string[] = [];
  const action = choiceFromLink(
    params.get('acao'),
    data.actions.map((candidate) => candidate.id),
    data.actions[0]?.id ?? '',
    'Ação',
    problems,
  );
  const cell = params.has('celula') ? wholeFromLink(params.get('celula'), { min: 0, max: 5 }, -1, 'Célula', problems) : -1;
  return { state: { action, cell }, problems };
}

export function boardsToParams(state: BoardsState): URLSearchParams {
  const params = new URLSearchParams({ acao: state.action });
  if (state.cell >= 0) params.set('celula', String(state.cell));
  return params;
}
