// Build side of the rules lab: every numeric proposal the battle simulator's
// data holds, each with the places it sits in that data (so the browser can
// change a copy before the simulator's setup builder runs), a content hash of
// the engine and the data, and the example the page shows without JavaScript.
import { simulatePairedRange } from '@dice-rolling/rules';
import { type GameModel, simulatorToolData } from '@dice-rolling/game-model';
import type { SimulatorToolData } from '../client/simulator';
import { formatNumber, formatPercent } from '../../format-pt';
import {
  applyChanges,
  encounterRow,
  encountersOf,
  labSetup,
  type DataPath,
  type LabParameter,
  type LabState,
  type LabTarget,
  type LabToolData,
  everyFloorMeasures,
  labMeasures,
} from '../client/lab';
import { bossCurveOf, bossLevelOf } from './targets';
import { engineDataVersion } from '../../game-data/src/index';

type Json = unknown;

function leaves(value: Json, at: DataPath, found: Map<string, { path: DataPath; value: unknown }>): void {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) leaves(child, [...at, Array.isArray(value) ? Number(key) : key], found);
  } else found.set(JSON.stringify(at), { path: at, value });
}

/** Places where two copies of the simulator's data differ, and the new value at each. */
function differences(before: Json, after: Json): { path: DataPath; value: unknown }[] {
  const a = new Map<string, { path: DataPath; value: unknown }>();
  const b = new Map<string, { path: DataPath; value: unknown }>();
  leaves(before, [], a);
  leaves(after, [], b);
  return [...b].filter(([key, leaf]) => a.get(key)?.value !== leaf.value).map(([, leaf]) => leaf);
}

/** Paths of the progression the battles never read. */
const notInBattle = (dataPath: DataPath) => dataPath[0] === 'progression' && ['xpFactor', 'battleXp', 'training'].includes(String(dataPath[1]));

const unitBounds: Record<string, { min: number; max: number; whole: boolean }> = {
  percent: { min: -100, max: 1000, whole: true },
  multiplier: { min: 0, max: 10, whole: false },
  level: { min: 1, max: 100, whole: true },
  turns: { min: 0, max: 20, whole: true },
  rounds: { min: 0, max: 50, whole: true },
  count: { min: 0, max: 10_000, whole: true },
  xp: { min: 0, max: 100_000, whole: true },
};

/**
 * Proposed rules of rules.yaml that reach the simulator's data, found by
 * changing each one in a copy of the model and seeing which places of the
 * data take the new value: a rule the setup reads through the engine's
 * constants (dano.*) or as a count (a skill's turns) is found the same way.
 * The others (XP, drops, prices) are listed with no place, outside the battle.
 */
function ruleParameters(model: GameModel, base: Json): LabParameter[] {
  const found: LabParameter[] = [];
  for (const rule of model.data.rules) {
    if (rule.source !== 'proposal' || rule.status === 'aceita') continue;
    const probe = rule.value + 7;
    const rules = new Map(model.rules);
    rules.set(rule.id, { ...rule, value: probe });
    let changed: { path: DataPath; value: unknown }[];
    try {
      changed = differences(base, simulatorToolData({ ...model, rules }));
    } catch {
      continue;
    }
    // A rule the simulator does not hold (a drop chance, gold) stays on the list, marked as outside the battle.
    const paths = changed.filter((leaf) => leaf.value === probe).map((leaf) => leaf.path);
    const bounds = unitBounds[rule.unit] ?? { min: 0, max: 10_000, whole: true };
    found.push({
      id: rule.id,
      label: rule.label,
      group: `Regras numéricas: ${rule.topic}`,
      value: rule.value,
      min: rule.value < 0 ? bounds.min : Math.max(0, bounds.min),
      max: Math.max(bounds.max, rule.value * 10),
      whole: bounds.whole && Number.isInteger(rule.value),
      paths,
      battle: paths.some((dataPath) => !notInBattle(dataPath)),
    });
  }
  return found;
}

const attributeNames: Record<string, string> = { vida: 'Vida', defesa: 'Defesa', velocidade: 'Velocidade', 'poder-de-ataque': 'Poder de Ataque' };
const energyNames = (model: GameModel, id: string) => model.byId('energies', id)?.name ?? id;

const effectFields: Record<string, { field: string; label: string; min: number; max: number }[]> = {
  damage: [
    { field: 'amount', label: 'dano', min: 1, max: 1000 },
    { field: 'hits', label: 'golpes', min: 1, max: 10 },
    { field: 'turns', label: 'turnos', min: 1, max: 20 },
  ],
  heal: [
    { field: 'percent', label: 'cura (% da Vida)', min: 0, max: 100 },
    { field: 'turns', label: 'turnos', min: 1, max: 20 },
  ],
  'damage-reduction': [
    { field: 'percent', label: 'redução de dano (%)', min: 0, max: 100 },
    { field: 'turns', label: 'turnos', min: 1, max: 20 },
  ],
  shield: [
    { field: 'hits', label: 'golpes anulados', min: 0, max: 10 },
    { field: 'turns', label: 'turnos', min: 1, max: 20 },
  ],
  status: [{ field: 'turns', label: 'turnos', min: 1, max: 20 }],
  attribute: [
    { field: 'percent', label: 'atributo (%)', min: -100, max: 500 },
    { field: 'amount', label: 'atributo (pontos)', min: -500, max: 500 },
    { field: 'turns', label: 'turnos', min: 1, max: 20 },
  ],
  'self-damage': [{ field: 'percent', label: 'dano a si (%)', min: 0, max: 100 }],
};
/** The word of an effect field in a parameter's id (….1.dano); any other field counts points. */
const fieldIdWords: Record<string, string> = { amount: 'dano', percent: 'percentual', hits: 'golpes', turns: 'turnos' };

/**
 * Whether the simulator's data holds a number at `dataPath`. A creature's own move can replace a form of its role with
 * another action (Rušajak's third action is Tempestade Profana, not the Chefe role's third form): a role's parameter
 * changes only the creatures whose action holds a number at that place, and never adds a cost or a field to another action.
 */
function holdsNumber(data: LabToolData['simulator'], dataPath: DataPath): boolean {
  let node: unknown = data;
  for (const key of dataPath) node = node === null || typeof node !== 'object' ? undefined : (node as Record<string | number, unknown>)[key];
  return typeof node === 'number';
}

/** Numeric fields of an action's effects and cost, as parameters of the actions at `places`. */
function actionParameters(
  model: GameModel,
  data: LabToolData['simulator'],
  action: { cost: Record<string, number>; effects: { kind: string }[] },
  places: DataPath[],
  idPrefix: string,
  labelPrefix: string,
  group: string,
  ruleCounted: Set<string>,
): LabParameter[] {
  const found: LabParameter[] = [];
  action.effects.forEach((effect, index) => {
    for (const spec of effectFields[effect.kind] ?? []) {
      const value = (effect as unknown as Record<string, unknown>)[spec.field];
      if (typeof value !== 'number') continue;
      const paths = places.map((place) => [...place, 'effects', index, spec.field]).filter((dataPath) => holdsNumber(data, dataPath));
      // A count that is a rule (habilidade.…duracao) is changed by the rule's own parameter.
      if (paths.some((dataPath) => ruleCounted.has(JSON.stringify(dataPath)))) continue;
      if (spec.field === 'hits' && value === 1 && effect.kind === 'damage') continue;
      found.push({
        id: `${idPrefix}.${index + 1}.${fieldIdWords[spec.field] ?? 'pontos'}`,
        label: `${labelPrefix}: ${spec.label}${action.effects.filter((other) => other.kind === effect.kind).length > 1 ? ` (efeito ${index + 1})` : ''}`,
        group,
        value,
        min: Math.min(spec.min, value),
        max: Math.max(spec.max, value),
        whole: true,
        paths,
        battle: true,
      });
    }
  });
  for (const [energy, amount] of Object.entries(action.cost)) {
    found.push({
      id: `${idPrefix}.custo-${energy}`,
      label: `${labelPrefix}: custo em ${energyNames(model, energy)}`,
      group,
      value: amount,
      min: 0,
      max: 6,
      whole: true,
      paths: places.map((place) => [...place, 'cost', energy]).filter((dataPath) => holdsNumber(data, dataPath)),
      battle: true,
    });
  }
  return found;
}

export function labParameters(model: GameModel, data: LabToolData['simulator']): LabParameter[] {
  const base = JSON.parse(JSON.stringify(data)) as Json;
  const rules = ruleParameters(model, base);
  const ruleCounted = new Set(rules.flatMap((rule) => rule.paths.map((dataPath) => JSON.stringify(dataPath))));
  const parameters: LabParameter[] = [...rules];

  // Tiers and species: multipliers of the creatures' attributes.
  data.tiers.forEach((tier, index) => {
    const record = model.byId('tiers', tier.id);
    if (record?.source !== 'proposal' || record.status === 'aceita') return;
    for (const [attribute, value] of Object.entries(tier.multipliers)) {
      parameters.push({
        id: `tier.${tier.id}.${attribute}`,
        label: `Tier ${tier.name}: multiplicador de ${attributeNames[attribute] ?? attribute}`,
        group: 'Tiers e espécies',
        value,
        min: 0.1,
        max: 10,
        whole: false,
        paths: [['tiers', index, 'multipliers', attribute]],
        battle: true,
      });
    }
  });
  for (const species of model.data.species) {
    if (species.source !== 'proposal' || species.status === 'aceita') continue;
    const users = data.creatures.flatMap((creature, index) => (model.byId('creatures', creature.id)?.species === species.id ? [index] : []));
    if (users.length === 0) continue;
    for (const [attribute, value] of Object.entries(species.multipliers)) {
      parameters.push({
        id: `especie.${species.id}.${attribute}`,
        label: `Espécie ${species.name}: multiplicador de ${attributeNames[attribute] ?? attribute}`,
        group: 'Tiers e espécies',
        value,
        min: 0.1,
        max: 10,
        whole: false,
        paths: users.map((index) => ['creatures', index, 'species', attribute]),
        battle: true,
      });
    }
  }
  // Archetypes: the base attributes of the creatures that take them through their role.
  for (const archetype of model.data.archetypes) {
    if (archetype.source !== 'proposal' || archetype.status === 'aceita') continue;
    const users = data.creatures.flatMap((creature, index) => {
      const role = model.byId('creatures', creature.id)?.role;
      return role && model.byId('enemy-roles', role)?.archetype === archetype.id ? [index] : [];
    });
    if (users.length === 0) continue;
    for (const [attribute, value] of Object.entries(archetype.base)) {
      parameters.push({
        id: `arquetipo.${archetype.id}.${attribute}`,
        label: `Arquétipo ${archetype.name}: ${attributeNames[attribute] ?? attribute} de base`,
        group: 'Arquétipos dos inimigos',
        value,
        min: 1,
        max: 10_000,
        whole: true,
        paths: users.map((index) => ['creatures', index, 'base', attribute]),
        battle: true,
      });
    }
  }
  // Enemy roles: each action's numbers, in every creature that plays the role.
  for (const enemyRole of model.data['enemy-roles']) {
    if (enemyRole.source !== 'proposal' || enemyRole.status === 'aceita') continue;
    const users = data.creatures.flatMap((creature, index) => (model.byId('creatures', creature.id)?.role === enemyRole.id ? [index] : []));
    const first = data.creatures[users[0] ?? -1];
    if (!first) continue;
    first.actions.forEach((action, actionIndex) => {
      parameters.push(
        ...actionParameters(
          model,
          data,
          action,
          // A creature with fewer forms (a summoned serpent has only the natural strike) has no action here.
          users.filter((index) => data.creatures[index]?.actions[actionIndex]).map((index) => ['creatures', index, 'actions', actionIndex]),
          `inimigo.${enemyRole.id}.${actionIndex + 1}`,
          `${enemyRole.name}, ${action.name}`,
          'Ações dos inimigos',
          ruleCounted,
        ),
      );
    });
  }
  // Playable roles: attributes (middle of the proposed range), the basic attack, each proposed skill.
  data.roles.forEach((role, roleIndex) => {
    const record = model.byId('roles', role.id);
    if (!record) return;
    const short = role.name.split(' (')[0] ?? role.name;
    if (record.attributesSource === 'proposal') {
      for (const [field, attribute] of [
        ['life', 'vida'],
        ['defence', 'defesa'],
        ['speed', 'velocidade'],
      ] as const) {
        parameters.push({
          id: `papel.${role.id}.${attribute}`,
          label: `${short}: ${attributeNames[attribute]} no nível 1 (meio da faixa)`,
          group: `Papéis: ${short}`,
          value: role[field],
          min: 1,
          max: 10_000,
          whole: true,
          paths: [['roles', roleIndex, field]],
          battle: true,
        });
      }
    }
    // The data file says the basic attacks of the playable roles are proposals (roles.yaml, its heading). The weapon the
    // starting squad's member of the role carries (the first for a role not in it): the one the battles read.
    const named = data.startingSquad?.find((member) => member.role === role.id)?.weapon ?? 0;
    const carried = role.weapons[named] ? named : 0;
    const weapon = role.weapons[carried];
    if (weapon)
      parameters.push(
        ...actionParameters(
          model,
          data,
          weapon.attack,
          [['roles', roleIndex, 'weapons', carried, 'attack']],
          `ataque.${role.id}`,
          `${short}, ${weapon.attack.name}`,
          `Papéis: ${short}`,
          ruleCounted,
        ),
      );
    role.skills.forEach((skill, skillIndex) => {
      const skillRecord = record.skills.find((candidate) => candidate.id === skill.action.id);
      if (skillRecord?.source !== 'proposal' || skillRecord.status === 'aceita') return;
      parameters.push(
        ...actionParameters(
          model,
          data,
          skill.action,
          [['roles', roleIndex, 'skills', skillIndex, 'action']],
          `habilidade.${role.id}.${skill.action.id}`,
          `${short}, ${skill.action.name}`,
          `Papéis: ${short}`,
          ruleCounted,
        ),
      );
    });
  });
  return parameters;
}

/**
 * The design targets the lab judges from its comparison, each with what the
 * build's records read (measure, tier, whose battles): the floor targets, the
 * tier target, the boss target (when there are bosses' floors), "a T1
 * floor can be lost" and "no battle with no way out" (on every floor, the
 * bosses' too, when it names no tier). The others live on the Balanceamento page only: those
 * that compare paired variants or policies seed by seed (skill gap, levels,
 * healing with and without the Healer's heals, each boss against the next), the scans, and those that play
 * no battle.
 */
export function labTargets(model: GameModel, simulator: SimulatorToolData): LabTarget[] {
  return (model.data.targets ?? []).flatMap((target): LabTarget[] => {
    const measure = labMeasures.find((candidate) => candidate === target.measure);
    if (!measure) return [];
    if (measure === 'boss-win-rate' && (simulator.bossFloors ?? []).length === 0) return [];
    // A floor target needs its tier to know its floors; the battles with no way out and the victories out of reach read every floor without one.
    if (measure !== 'boss-win-rate' && measure !== 'tier-harder' && !everyFloorMeasures.includes(measure) && target.tier === undefined) return [];
    return [
      {
        id: target.id,
        name: target.name,
        band: { min: target.min, max: target.max },
        pending: target.pending !== undefined,
        measure,
        ...(target.tier !== undefined ? { tier: target.tier } : {}),
        ...(target.unit !== undefined ? { unit: target.unit } : {}),
        ...(target.players !== undefined ? { players: target.players } : {}),
      },
    ];
  });
}

export function labToolData(model: GameModel): LabToolData {
  const simulator = simulatorToolData(model);
  return {
    simulator,
    parameters: labParameters(model, simulator),
    targets: labTargets(model, simulator),
    bossLevel: bossLevelOf(model),
    bossCurve: bossCurveOf(model),
    tierOrder: model.data.tiers.map((tier) => tier.id),
    version: engineDataVersion(model),
  };
}

/**
 * The example of the page without JavaScript: one proposal changed (10% less T2 Vida, the lever
 * the T2 floors are most sensitive to since the T2 risk lives in Vida), paired battles, each floor
 * on each policy its targets judge, as the page's comparison plays them. The build plays them:
 * 100 pairs per floor and policy (one policy had 300), 3.000 battles on the T2 floors, about 2 s
 * of CPU on a cold process (1 s with one policy; `labStaticTable` timed in Node).
 */
export const exampleChange = { id: 'tier.t2.vida', factor: 0.9 };
export const exampleBattles = 100;

const points = (value: number) => `${value >= 0 ? '+' : '−'}${formatNumber(Math.round(Math.abs(value) * 1000) / 10)} p.p.`;

export function labStaticTable(data: LabToolData): { caption: string; header: string[]; rows: string[][] } {
  const parameter =
    data.parameters.find((candidate) => candidate.id === exampleChange.id) ??
    data.parameters.find((candidate) => candidate.id.startsWith('tier.t2.')) ??
    data.parameters[0];
  if (!parameter) return { caption: 'Nenhum número proposto chega ao simulador', header: ['Encontro'], rows: [] };
  const value = parameter.whole
    ? Math.max(parameter.min, Math.round(parameter.value * exampleChange.factor))
    : Math.round(parameter.value * exampleChange.factor * 100) / 100;
  // The floors the change reaches (a T2 multiplier, the T2 floors), to keep the build short.
  const tierId = /^tier\.([^.]+)\./.exec(parameter.id)?.[1];
  const floors = data.simulator.floors.filter((floor) => !tierId || floor.enemies.some((enemy) => enemy.tier === tierId)).map((floor) => floor.id);
  const state: LabState = { changes: [{ id: parameter.id, value }], floors, custom: null, battles: exampleBattles, seed: 1, sweep: null, find: null };
  const changed = applyChanges(data, state.changes);
  const rows = encountersOf(data, state).map((encounter) => {
    const tally = simulatePairedRange(labSetup(data.simulator, encounter), labSetup(changed, encounter), state.seed, 0, state.battles);
    const row = encounterRow(encounter, tally);
    return [
      row.encounter,
      row.policy,
      `${formatPercent(row.currentWin)} (${formatPercent(row.currentLow)} a ${formatPercent(row.currentHigh)})`,
      `${formatPercent(row.changedWin)} (${formatPercent(row.changedLow)} a ${formatPercent(row.changedHigh)})`,
      `${points(row.difference)} (${points(row.differenceLow)} a ${points(row.differenceHigh)})`,
      `${formatNumber(Math.round(row.currentRounds * 10) / 10)} → ${formatNumber(Math.round(row.changedRounds * 10) / 10)}`,
      `${formatNumber(Math.round(row.currentDamageTaken))} → ${formatNumber(Math.round(row.changedDamageTaken))}`,
      `${formatPercent(row.currentFalls)} → ${formatPercent(row.changedFalls)}`,
      `${formatPercent(row.currentOutOfReach)} → ${formatPercent(row.changedOutOfReach)}`,
      `${formatPercent(row.currentSheltered)} → ${formatPercent(row.changedSheltered)}`,
    ];
  });
  return {
    caption:
      `Exemplo calculado na publicação do site: ${parameter.label} de ${formatNumber(parameter.value)} para ${formatNumber(value)}, ` +
      'equipe inicial contra cada encontro pronto da Tundra que a mudança alcança, ' +
      `em cada política que as metas do encontro julgam, ${formatNumber(exampleBattles)} batalhas pareadas por encontro e política ` +
      `(semente 1; versão ${data.version}; a página interativa joga mais)`,
    header: [
      'Encontro',
      'Política',
      'Vitórias, regras atuais (95%)',
      'Vitórias, com a mudança (95%)',
      'Diferença (95%, pareada)',
      'Rodadas em média',
      'Vida perdida pela equipe por batalha',
      'Batalhas com alguém caído',
      'Empates sem alcance',
      'Vitórias fora do alcance dos inimigos',
    ],
    rows,
  };
}
