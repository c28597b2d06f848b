// Model stage: checks the references between records and builds the lookups
// the renderers use. Rules derived from other records (species and tier
// multipliers) join the rules of rules.yaml, so every number a page can cite
// has one id.
import { decisionProblems, lookupOf } from './decisions';
import type { DataProblem } from './problems';
import type { Effect } from './effects';
import { placeholderUses } from './placeholders';
import type { GameData, Rule } from './schema';
import { trainingDays } from '@dice-rolling/rules';
import { progressionRulesFrom } from '@dice-rolling/rules';

export interface GameModel {
  data: GameData;
  rules: Map<string, Rule>;
  byId: <K extends keyof GameData>(kind: K, id: string) => GameData[K][number] | undefined;
  /** The data file of a kind of record, as messages name it. */
  fileOf: (kind: keyof GameData) => string;
}

const kindLabel: Partial<Record<keyof GameData, string>> = {
  energies: 'energia',
  attributes: 'atributo',
  statuses: 'efeito de status',
  passives: 'passiva',
  roles: 'papel',
  'data-actions': 'ação dos dados de jogo',
  'enemy-roles': 'papel não jogável',
  archetypes: 'arquétipo',
  species: 'espécie',
  tiers: 'tier',
  regions: 'região',
  creatures: 'criatura',
  floors: 'encontro pronto',
};

const trainingRuleIds = ['progressao.xp-fator', 'progressao.nivel-maximo', 'progressao.nivel-inicial', 'treinamento.xp-por-dia', 'treinamento.nivel-limite'];

/**
 * Values a page states that follow from other rules (the days the starting
 * Training takes a recruit to its cap), computed by the rules engine so that
 * the page changes when the rules do. A proposal if any rule it uses is one.
 */
function derivedRules(rules: ReadonlyMap<string, Rule>): Rule[] {
  const sources = trainingRuleIds.map((ruleId) => rules.get(ruleId));
  if (sources.some((rule) => rule === undefined)) return [];
  const progression = progressionRulesFrom(rules);
  const proposed = sources.filter((rule) => rule?.source === 'proposal' && rule.status !== 'aceita');
  return [
    {
      id: 'treinamento.dias-ate-limite',
      topic: 'Progressão',
      label: 'Dias do Treinamento inicial para um recruta chegar ao nível-limite',
      value: trainingDays(progression.startLevel, progression),
      unit: 'count',
      signed: false,
      phrases: [],
      home: '/docs/game/design/mechanics/characters/progression/',
      source: proposed.length > 0 ? 'proposal' : 'fact',
      rationale: proposed.length > 0 ? `Derivado de ${trainingRuleIds.join(', ')}.` : undefined,
      status: undefined,
    },
  ];
}

function multiplierRules(data: GameData): Rule[] {
  const rules: Rule[] = [];
  // The label names the attribute as the pages write it (Poder de Ataque), not by its id.
  const attributeName = (id: string): string => data.attributes.find((attribute) => attribute.id === id)?.name ?? id;
  for (const [kind, records] of [
    ['especie', data.species],
    ['tier', data.tiers],
  ] as const) {
    for (const record of records) {
      for (const [attribute, value] of Object.entries(record.multipliers)) {
        rules.push({
          id: `${kind}.${record.id}.${attribute}`,
          topic: 'Papéis não jogáveis',
          label: `Multiplicador de ${attributeName(attribute)} (${record.name})`,
          value,
          unit: 'multiplier',
          signed: false,
          phrases: [record.name],
          home: '/docs/game/design/mechanics/characters/roles/',
          source: record.source,
          rationale: record.rationale,
          status: record.status,
        });
      }
    }
  }
  return rules;
}

/**
 * Each design target's band as rules, meta.<id>.minimo and meta.<id>.maximo: a target's text (its rationale) writes a
 * bound as a placeholder, {meta.cura-que-importa.minimo}, and shows the band the target is judged by, whatever
 * decision moves it.
 */
function bandRules(data: GameData): Rule[] {
  const rules: Rule[] = [];
  for (const target of data.targets) {
    for (const [bound, value, word] of [
      ['minimo', target.min, 'Mínimo'],
      ['maximo', target.max, 'Máximo'],
    ] as const) {
      if (value === undefined) continue;
      rules.push({
        id: `meta.${target.id}.${bound}`,
        topic: 'Metas de design',
        label: `${word} da meta "${target.name}"`,
        value,
        unit: target.unit,
        signed: false,
        phrases: [],
        home: '/docs/game/design/balanceamento',
        source: target.source,
        rationale: target.rationale,
        status: undefined,
      });
    }
  }
  return rules;
}

/**
 * Each region's level band as rules, regiao.<id>.nivel-minimo and regiao.<id>.nivel-maximo (a band with no end has no
 * maximum): a text that follows a band (the Treinamento's level for a region) writes it as {regiao.<id>.nivel-maximo}.
 */
function regionBandRules(data: GameData): Rule[] {
  const rules: Rule[] = [];
  for (const region of data.regions) {
    if (!region.levels) continue;
    const provenance = region.fields?.levels ?? region;
    for (const [bound, value, word] of [
      ['nivel-minimo', region.levels.min, 'Primeiro'],
      ['nivel-maximo', region.levels.max, 'Último'],
    ] as const) {
      if (value === undefined) continue;
      rules.push({
        id: `regiao.${region.id}.${bound}`,
        topic: 'Regiões',
        label: `${word} nível da faixa de ${region.name}`,
        value,
        unit: 'level',
        signed: false,
        phrases: [],
        home: '/docs/game/design/mechanics/exploration/regions/',
        source: provenance.source,
        rationale: region.levels.rationale,
        status: provenance.status,
      });
    }
  }
  return rules;
}

export function buildModel(data: GameData, fileOf: (kind: keyof GameData) => string): { model: GameModel; problems: DataProblem[] } {
  const problems: DataProblem[] = [];
  const index = new Map<string, Map<string, unknown>>();
  for (const [kind, records] of Object.entries(data)) {
    index.set(kind, new Map((records as { id: string }[]).map((record) => [record.id, record])));
  }
  const byId = <K extends keyof GameData>(kind: K, id: string) => index.get(kind)?.get(id) as GameData[K][number] | undefined;

  const expect = (kind: keyof GameData, id: string, from: keyof GameData, record: string, field: string): void => {
    if (!byId(kind, id)) {
      problems.push({ file: fileOf(from), record, field, message: `${kindLabel[kind] ?? kind} "${id}" não existe em ${fileOf(kind)}` });
    }
  };
  const expectEnergies = (cost: Record<string, number>, from: keyof GameData, record: string, field: string): void => {
    for (const energy of Object.keys(cost)) {
      const found = byId('energies', energy);
      if (!found) expect('energies', energy, from, record, `${field}.${energy}`);
      else if (!found.current)
        problems.push({ file: fileOf(from), record, field: `${field}.${energy}`, message: `a energia "${energy}" não existe mais no jogo atual` });
    }
  };

  // Effects name statuses and attributes, and may take a count from a rule.
  const ruleIds = new Set([...data.rules.map((rule) => rule.id)]);
  const expectRule = (count: unknown, from: keyof GameData, record: string, field: string): void => {
    if (typeof count === 'string' && count !== 'per-target' && !ruleIds.has(count))
      problems.push({ file: fileOf(from), record, field, message: `a regra "${count}" não existe em ${fileOf('rules')}` });
  };
  const expectEffects = (effects: readonly Effect[], from: keyof GameData, record: string, field: string): void => {
    effects.forEach((effect, at) => {
      if (effect.kind === 'status' || effect.kind === 'zone') expect('statuses', effect.status, from, record, `${field}[${at}].status`);
      if (effect.kind === 'status')
        effect.attributes?.forEach((attribute, index) => expect('attributes', attribute, from, record, `${field}[${at}].attributes[${index}]`));
      if (effect.kind === 'cleanse') effect.except.forEach((status, index) => expect('statuses', status, from, record, `${field}[${at}].except[${index}]`));
      if (effect.kind === 'attribute') expect('attributes', effect.attribute, from, record, `${field}[${at}].attribute`);
      if (effect.kind === 'summon') {
        expect('creatures', effect.creature, from, record, `${field}[${at}].creature`);
        expect('tiers', effect.tier, from, record, `${field}[${at}].tier`);
      }
      effect.when?.forEach((condition, index) => {
        if (condition.is === 'has-status') expect('statuses', condition.status, from, record, `${field}[${at}].when[${index}].status`);
        if (condition.is === 'tier') expect('tiers', condition.tier, from, record, `${field}[${at}].when[${index}].tier`);
      });
      for (const key of ['turns', 'hits', 'percent', 'count'] as const)
        expectRule((effect as Partial<Record<typeof key, unknown>>)[key], from, record, `${field}[${at}].${key}`);
    });
  };
  for (const status of data.statuses) {
    expectRule(status.maxStacks, 'statuses', status.id, 'maxStacks');
    (status.battle ?? []).forEach((mechanic, at) => {
      if ('percent' in mechanic) expectRule(mechanic.percent, 'statuses', status.id, `battle[${at}].percent`);
      if (mechanic.kind === 'attribute' && mechanic.attribute) expect('attributes', mechanic.attribute, 'statuses', status.id, `battle[${at}].attribute`);
    });
  }
  for (const passive of data.passives) {
    (passive.battle ?? []).forEach((mechanic, at) => {
      for (const [key, value] of Object.entries(mechanic))
        if (key !== 'kind' && key !== 'type' && key !== 'status' && key !== 'attribute') expectRule(value, 'passives', passive.id, `battle[${at}].${key}`);
      if ('status' in mechanic) expect('statuses', mechanic.status, 'passives', passive.id, `battle[${at}].status`);
      if ('attribute' in mechanic) expect('attributes', mechanic.attribute, 'passives', passive.id, `battle[${at}].attribute`);
    });
  }
  for (const creature of data.creatures) {
    const template = creature.role ? data['enemy-roles'].find((role) => role.id === creature.role) : undefined;
    (creature.moves ?? []).forEach((move, at) => {
      expectEffects(move.effects, 'creatures', creature.id, `moves[${at}].effects`);
      if (move.cost) expectEnergies(move.cost, 'creatures', creature.id, `moves[${at}].cost`);
      if (template && !template.actions[move.form])
        problems.push({
          file: fileOf('creatures'),
          record: creature.id,
          field: `moves[${at}].form`,
          message: `o papel "${template.id}" não tem a forma ${move.form} (tem ${template.actions.length})`,
        });
      // The type goes to the attack's damage (the form's, unless replaced, and the move's own): without damage, it plays nothing.
      const effects = [...(move.replace ? [] : (template?.actions[move.form]?.effects ?? [])), ...move.effects];
      if (move.type && template?.actions[move.form] && !effects.some((effect) => effect.kind === 'damage'))
        problems.push({
          file: fileOf('creatures'),
          record: creature.id,
          field: `moves[${at}].type`,
          message: `o ataque "${move.name}" não causa dano, e um tipo de dano nele não vale em batalha`,
        });
    });
  }

  for (const role of data.roles) {
    expect('passives', role.passive, 'roles', role.id, 'passive');
    for (const attribute of Object.keys(role.attributes)) expect('attributes', attribute, 'roles', role.id, `attributes.${attribute}`);
    for (const [attribute, range] of Object.entries(role.attributes)) {
      if (range.min > range.max)
        problems.push({
          file: fileOf('roles'),
          record: role.id,
          field: `attributes.${attribute}`,
          message: `mínimo ${range.min} maior que o máximo ${range.max}`,
        });
    }
    role.skills.forEach((skill, position) => {
      expectEffects(skill.effects, 'roles', role.id, `skills[${position}].effects`);
      expectEnergies(skill.cost, 'roles', role.id, `skills[${position}].cost`);
      skill.statuses.forEach((status, at) => expect('statuses', status, 'roles', role.id, `skills[${position}].statuses[${at}]`));
    });
  }
  for (const role of data.roles)
    role.basicAttacks.forEach((attack, position) => {
      expectEffects(attack.effects, 'roles', role.id, `basicAttacks[${position}].effects`);
      // The weapon decides the basic attack's damage type (Equipamentos): an untyped one would play as physical with no grade, unsaid.
      if (attack.damage > 0 && attack.type === undefined)
        problems.push({
          file: fileOf('roles'),
          record: role.id,
          field: `basicAttacks[${position}].type`,
          message: `o ataque básico "${attack.name}" causa dano e precisa de um tipo de dano (corte, impacto, fogo...)`,
        });
    });
  for (const role of data['enemy-roles'])
    role.actions.forEach((action, position) => expectEffects(action.effects, 'enemy-roles', role.id, `actions[${position}].effects`));
  for (const passive of data.passives) {
    expect('roles', passive.role, 'passives', passive.id, 'role');
    passive.statuses.forEach((status, at) => expect('statuses', status, 'passives', passive.id, `statuses[${at}]`));
  }
  for (const role of data['data-roles']) {
    role.actions.forEach((action, at) => expect('data-actions', action, 'data-roles', role.id, `actions[${at}]`));
    for (const attribute of Object.keys(role.attributes)) expect('attributes', attribute, 'data-roles', role.id, `attributes.${attribute}`);
  }
  for (const cycle of data['dice-cycle']) {
    expectEnergies(Object.fromEntries(cycle.order.map((energy) => [energy, 1])), 'dice-cycle', cycle.id, 'order');
  }
  for (const action of data['data-actions']) expectEnergies(action.cost, 'data-actions', action.id, 'cost');
  for (const kind of ['species', 'tiers'] as const) {
    for (const record of data[kind])
      for (const attribute of Object.keys(record.multipliers)) expect('attributes', attribute, kind, record.id, `multipliers.${attribute}`);
  }
  for (const archetype of data.archetypes)
    for (const attribute of Object.keys(archetype.base)) expect('attributes', attribute, 'archetypes', archetype.id, `base.${attribute}`);
  for (const role of data['enemy-roles']) {
    expect('archetypes', role.archetype, 'enemy-roles', role.id, 'archetype');
    role.actions.forEach((action, position) => expectEnergies(action.cost, 'enemy-roles', role.id, `actions[${position}].cost`));
  }
  for (const creature of data.creatures) {
    if (creature.role) expect('enemy-roles', creature.role, 'creatures', creature.id, 'role');
    if (creature.species) expect('species', creature.species, 'creatures', creature.id, 'species');
    expect('tiers', creature.tier, 'creatures', creature.id, 'tier');
    expect('regions', creature.region, 'creatures', creature.id, 'region');
  }
  for (const floor of data.floors) {
    expect('regions', floor.region, 'floors', floor.id, 'region');
    floor.tiers.forEach((tier, at) => expect('tiers', tier, 'floors', floor.id, `tiers[${at}]`));
    floor.enemies.forEach((enemy, at) => {
      expect('creatures', enemy.creature, 'floors', floor.id, `enemies[${at}].creature`);
      if (enemy.tier) expect('tiers', enemy.tier, 'floors', floor.id, `enemies[${at}].tier`);
    });
  }
  for (const squad of data.squads) {
    squad.members.forEach((member, at) => {
      expect('roles', member.role, 'squads', squad.id, `members[${at}].role`);
      const weapons = byId('roles', member.role)?.basicAttacks.map((attack) => attack.weapon);
      if (member.weapon !== undefined && weapons && !weapons.includes(member.weapon))
        problems.push({
          file: fileOf('squads'),
          record: squad.id,
          field: `members[${at}].weapon`,
          message: `o papel "${member.role}" não tem a arma "${member.weapon}" (as dele: ${weapons.join(', ')})`,
        });
    });
    expect('dice', squad.die, 'squads', squad.id, 'die');
  }
  for (const region of data.regions) region.bosses.forEach((boss, at) => expect('creatures', boss, 'regions', region.id, `bosses[${at}]`));
  // A decision names the rules it touched; "regra:" ids are rules.yaml's.
  problems.push(...decisionProblems(data.decisions, lookupOf(byId, new Map(data.rules.map((rule) => [rule.id, rule]))), fileOf('decisions')));
  for (const mission of data.missions) {
    expect('regions', mission.region, 'missions', mission.id, 'region');
    const region = byId('regions', mission.region);
    if (region && !region.cities.some((city) => city.id === mission.city)) {
      problems.push({
        file: fileOf('missions'),
        record: mission.id,
        field: 'city',
        message: `a cidade "${mission.city}" não está na região "${mission.region}"`,
      });
    }
    if (mission.boss) expect('creatures', mission.boss, 'missions', mission.id, 'boss');
  }

  const rules = new Map<string, Rule>();
  for (const rule of [...data.rules, ...multiplierRules(data), ...bandRules(data), ...regionBandRules(data)]) {
    if (rules.has(rule.id)) problems.push({ file: fileOf('rules'), record: rule.id, field: 'id', message: 'regra repetida' });
    rules.set(rule.id, rule);
  }
  for (const rule of derivedRules(rules)) rules.set(rule.id, rule);
  for (const use of placeholderUses(data)) {
    if (!rules.has(use.ruleId))
      problems.push({
        file: fileOf(use.kind),
        record: use.record,
        field: use.field,
        message: `{${use.ruleId}}: a regra "${use.ruleId}" não existe em ${fileOf('rules')}`,
      });
  }
  return { model: { data, rules, byId, fileOf }, problems };
}
