// Render stage: pure functions from the model to Markdown syntax nodes. Every
// number taken from a rule is wrapped in an element carrying `data-rule`, so
// the site test can tell data from hand-written values.
import { enemyAttributesOf, progressionRulesFrom, xpToNext, xpToReach } from './engine';
import { balanceTable, balanceTableNames } from './balance/tables';
import { attackDamage, effectClauses, effectsProse } from './effectsProse';
import { formatNumber, formatRule, formatValue } from './format';
import { anchorOf, code, element, heading, join, link, list, paragraph, strong, table, text, type Cell, type Node } from './mdast';
import type { GameModel } from './model';
import { placeholderPattern } from './placeholders';
import type { GameData, Role, Rule, Skill } from './schema';
import { isOpenProposal, markValues, markedCell, proposalMark } from './proposalMark';

export const glossaryPath = '/docs/game/design/glossario';
export const proposalsPath = '/docs/game/design/propostas';

export class RenderError extends Error {}

const categoryNames = { offensive: 'Ofensiva', defensive: 'Defensiva', buff: 'Buff', debuff: 'Debuff', movement: 'Movimento' } as const;
const stackingNames = { refresh: 'Renova', add: 'Soma', none: 'Não acumula' } as const;
const groupNames = { beast: 'Besta', humanoid: 'Humanoide', abomination: 'Abominação', colossal: 'Colossal (chefe)' } as const;
const playableNames = { yes: 'Sim', no: 'Não', generic: 'Genérico' } as const;
/** Marks of a target board: 0 unused, 1 where the user may act, 2 ally target, 3 opposite-side target. */
const boardMarks = ['·', 'U', 'A', 'X'] as const;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new RenderError(`${what} não existe nos dados do jogo`);
  return value;
}

export function ruleOf(model: GameModel, id: string): Rule {
  return need(model.rules.get(id), `a regra "${id}"`);
}

/** A rule's value as it reads in prose, marked as coming from the data. */
export function ruleValue(model: GameModel, id: string): Node {
  const rule = ruleOf(model, id);
  return element('span', { className: ['game-rule'], dataRule: rule.id, title: rule.label }, text(formatRule(rule)), ...(isOpenProposal(rule) ? [proposalMark()] : []));
}

/**
 * Text of a data field, where `{rule.id}` stands for that rule's value: the
 * data says each number once, even inside descriptions.
 */
export function rich(model: GameModel, value: string): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(placeholderPattern)) {
    if (match.index > last) nodes.push(text(value.slice(last, match.index)));
    nodes.push(ruleValue(model, match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < value.length) nodes.push(text(value.slice(last)));
  return nodes;
}

function sourceCell(record: { source: 'fact' | 'proposal' }): Cell {
  return record.source === 'fact' ? 'Fato' : [link(proposalsPath, text('Proposta'))];
}

export function costNodes(model: GameModel, cost: Record<string, number>): Node[] {
  const entries = Object.entries(cost);
  if (entries.length === 0) return [text('Sem custo')];
  const chips = entries.map(([energyId, amount]) => {
    const energy = need(model.byId('energies', energyId), `a energia "${energyId}"`);
    return element(
      'span',
      { className: ['energy-chip'], dataEnergy: energy.id },
      element('span', { className: ['energy-chip__drop'], style: `background-color: ${energy.colour}`, ariaHidden: 'true' }),
      text(`${amount} ${amount === 1 ? energy.name : energy.plural}`),
    );
  });
  return [element('span', { className: ['energy-cost'] }, ...join(chips, ' + '))];
}

function skillOf(model: GameModel, reference: string): { role: Role; skill: Skill } {
  const [roleId, skillId] = reference.split('.');
  const role = need(model.byId('roles', roleId ?? ''), `o papel "${roleId}"`);
  const skill = need(role.skills.find((candidate) => candidate.id === skillId), `a habilidade "${reference}"`);
  return { role, skill };
}

export function skillCost(model: GameModel, reference: string): Node[] {
  return costNodes(model, skillOf(model, reference).skill.cost);
}

export function skillText(model: GameModel, reference: string, part: 'efeito' | 'numeros' | 'status'): Node[] {
  const { skill } = skillOf(model, reference);
  if (part === 'efeito') return [paragraph(...rich(model, skill.effect))];
  if (part === 'status') {
    if (skill.statuses.length === 0) throw new RenderError(`a habilidade "${reference}" não aplica nenhum efeito de status`);
    return [list(skill.statuses.map((statusId) => statusNodes(model, statusId)))];
  }
  if (skill.effects.length === 0 && !skill.numbers) throw new RenderError(`a habilidade "${reference}" não tem efeitos nem números`);
  return [paragraph(...effectsProse(model, skill.effects, skill.numbers ? rich(model, skill.numbers) : []))];
}

export const statusPagePath = '/docs/game/design/mechanics/characters/status-effects/';

/**
 * A status effect in prose: its name, linked to the catalogue, then what it
 * does and how long it lasts, from statuses.yaml.
 */
export function statusNodes(model: GameModel, statusId: string): Node[] {
  const status = need(model.byId('statuses', statusId), `o efeito de status "${statusId}"`);
  return [
    element(
      'span',
      { className: ['game-status'], dataStatus: status.id },
      link(statusPagePath, text(status.name)),
      text(' — '),
      ...rich(model, status.effect),
      text('. Duração: '),
      ...rich(model, lowerFirst(status.duration)),
      text('.'),
    ),
  ];
}

/** "Conforme a habilidade" reads "conforme a habilidade" after "Duração:". */
function lowerFirst(value: string): string {
  return /^[A-ZÀ-Ý][a-zà-ÿ]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}

function attributeName(model: GameModel, attributeId: string): string {
  return need(model.byId('attributes', attributeId), `o atributo "${attributeId}"`).name;
}

/** The passive's section on its role's page ("## Passiva: <name>"), where trigger, effect and limit are shown. */
function passiveAnchor(role: Role, passiveName: string): string {
  return `${role.page}#${anchorOf(`Passiva: ${passiveName}`)}`;
}

// ---- Role pages -------------------------------------------------------------

function unlockGroups(role: Role): Map<number, Skill[]> {
  const groups = new Map<number, Skill[]>();
  for (const skill of role.skills) groups.set(skill.unlock, [...(groups.get(skill.unlock) ?? []), skill]);
  return new Map([...groups].sort(([a], [b]) => a - b));
}

function skillNames(skills: Skill[]): Node[] {
  return join(skills.map((skill) => text(skill.name)), ', ');
}

export function rolePart(model: GameModel, roleId: string, part: string): Node[] {
  const role = need(model.byId('roles', roleId), `o papel "${roleId}"`);
  const passive = need(model.byId('passives', role.passive), `a passiva "${role.passive}"`);
  switch (part) {
    case 'resumo':
      return [
        table(['Item', 'Valor'], [
          ['Função', role.function],
          ['Armas', role.weapons.join(', ')],
          ['Defesa e estilo', role.defenceStyle],
          ['Posição ideal', role.position],
          ['Energia principal', role.mainEnergy],
          ['Patrono', role.patron],
          ['Passiva única', [link(passiveAnchor(role, passive.name), text(passive.name))]],
        ]),
      ];
    case 'atributos':
      return [
        table(
          ['Atributo', 'Faixa inicial', 'Leitura'],
          Object.entries(role.attributes).map(([attributeId, range]) => [
            attributeName(model, attributeId),
            markedCell(`${formatNumber(range.min)}–${formatNumber(range.max)}`, role.attributesSource === 'proposal' && role.status !== 'aceita'),
            rich(model, role.attributeNotes[attributeId] ?? '—'),
          ]),
        ),
      ];
    case 'ataques':
      return [
        table(
          ['Arma', 'Golpe básico', 'Dano', 'De onde', 'Alvo'],
          role.basicAttacks.map((attack) => [attack.weapon, attack.name, attackDamage(model, attack, attack.note ? rich(model, attack.note) : []), attack.from, attack.target]),
        ),
      ];
    case 'habilidades':
      return [
        table(
          ['Habilidade', 'Custo', 'De onde', 'Alvo', 'Categoria', 'Nível'],
          role.skills.map((skill) => [
            skill.supreme ? `${skill.name} (Suprema)` : skill.name,
            costNodes(model, skill.cost),
            skill.from,
            skill.target,
            skill.categories.map((category) => categoryNames[category]).join(' / '),
            skill.unlock === 1 ? 'Inicial' : String(skill.unlock),
          ]),
        ),
      ];
    case 'passiva':
      return [
        paragraph(strong(text(passive.name)), text(': '), ...rich(model, passive.fact)),
        table(['Gatilho', 'Efeito', 'Limite'], [[rich(model, passive.trigger), rich(model, passive.effect), rich(model, passive.limit)]]),
      ];
    case 'progressao': {
      const sentences: Node[][] = [];
      for (const [level, skills] of unlockGroups(role)) {
        if (level === 1) sentences.push([text('Começa com '), ...skillNames(skills), text('.')]);
        else sentences.push([text(`No nível `), levelRuleOrText(model, level), text(', escolhe entre '), ...join(skills.map((skill) => text(skill.name)), ' e '), text('.')]);
      }
      return [list(sentences)];
    }
    default:
      throw new RenderError(`parte de papel desconhecida: "${part}" (use resumo, atributos, ataques, habilidades, passiva ou progressao)`);
  }
}

/** A skill unlock level shown through the rule that sets it, when one does. */
function levelRuleOrText(model: GameModel, level: number): Node {
  for (const rule of model.rules.values()) {
    if (rule.unit === 'level' && rule.id.startsWith('progressao.escolha') && rule.value === level) return ruleValue(model, rule.id);
  }
  return text(String(level));
}

// ---- Enemies ----------------------------------------------------------------

const enemyAttributes = ['vida', 'defesa', 'velocidade'] as const;

/** Final attributes of an enemy role at a tier: the rules engine's base × species × tier. */
export function enemyStats(model: GameModel, enemyRoleId: string, speciesId: string, tierId: string): Record<string, number> {
  const role = need(model.byId('enemy-roles', enemyRoleId), `o papel não jogável "${enemyRoleId}"`);
  const archetype = need(model.byId('archetypes', role.archetype), `o arquétipo "${role.archetype}"`);
  const species = need(model.byId('species', speciesId), `a espécie "${speciesId}"`);
  const tier = need(model.byId('tiers', tierId), `o tier "${tierId}"`);
  return enemyAttributesOf(archetype.base, species.multipliers, tier.multipliers);
}

/** Whether an enemy's numbers rest on a proposal (its archetype's base, species or tier). */
function enemyNumbersProposed(model: GameModel, enemyRoleId: string, speciesId: string, tierId: string): boolean {
  const role = model.byId('enemy-roles', enemyRoleId);
  const records = [role && model.byId('archetypes', role.archetype), model.byId('species', speciesId), model.byId('tiers', tierId)];
  return records.some((record) => record !== undefined && isOpenProposal(record));
}

export function enemySummary(model: GameModel, enemyRoleId: string, speciesId: string, tierId: string): Node[] {
  const stats = enemyStats(model, enemyRoleId, speciesId, tierId);
  const parts = enemyAttributes.map((attribute) => `${attributeName(model, attribute)} ${formatNumber(stats[attribute] ?? 0)}`);
  const mark = enemyNumbersProposed(model, enemyRoleId, speciesId, tierId) ? [proposalMark()] : [];
  return [element('span', { className: ['game-value'], dataEnemy: `${enemyRoleId}/${speciesId}/${tierId}` }, text(parts.join(', ')), ...mark)];
}

function multiplierCell(model: GameModel, kind: 'especie' | 'tier', recordId: string, attribute: string): Cell {
  const rule = model.rules.get(`${kind}.${recordId}.${attribute}`);
  return rule ? [ruleValue(model, rule.id)] : '×1';
}

// ---- Tables -------------------------------------------------------------------

type TableRenderer = (model: GameModel, attributes: Record<string, string>) => Node[];

/** The records named in a comma-separated attribute (all of them when it is absent), in that order. */
function selected<K extends 'data-roles'>(model: GameModel, kind: K, ids: string | undefined): GameData[K] {
  if (!ids) return model.data[kind];
  return ids.split(',').map((recordId) => need(model.byId(kind, recordId.trim()), `o registro "${recordId.trim()}" de ${kind}`)) as GameData[K];
}

const tables: Record<string, TableRenderer> = {
  energias: (model) => [
    table(
      ['Energia', 'Nome nos dados', 'Cor principal', 'Cor de fundo', 'Tema'],
      model.data.energies.filter((energy) => energy.current).map((energy) => [costNodes(model, { [energy.id]: 1 }), code(energy.codeName), code(energy.colour), code(energy.background), markedCell(energy.theme, energy.themeSource === 'proposal')]),
    ),
  ],
  'energias-antigas': (model) => [
    table(
      ['Energia', 'Nome antigo', 'Tema'],
      model.data.energies.filter((energy) => !energy.current).map((energy) => [energy.name, energy.codeName, energy.theme]),
    ),
  ],
  dados: (model) => [table(['Dado', 'Faces', 'Ícone'], model.data.dice.map((die) => [die.name, formatNumber(die.faces), die.icon]))],
  atributos: (model) => [
    table(
      ['Atributo', 'Nome nos dados', 'Cor', 'Faixa no design', 'Faixa nos dados', 'O que faz'],
      model.data.attributes.map((attribute) => [
        [strong(text(attribute.name))],
        attribute.codeName ? [code(attribute.codeName)] : '—',
        attribute.colour ? [code(attribute.colour)] : '—',
        attribute.min !== undefined && attribute.max !== undefined ? `${formatNumber(attribute.min)}–${formatNumber(attribute.max)}` : '—',
        attribute.dataMin !== undefined && attribute.dataMax !== undefined ? `${formatNumber(attribute.dataMin)}–${formatNumber(attribute.dataMax)}` : '—',
        attribute.description,
      ]),
    ),
  ],
  status: (model) => [
    table(
      ['Status', 'Natureza', 'Efeito', 'Duração', 'Acúmulo', 'Onde aparece', 'Origem'],
      model.data.statuses.map((status) => [
        [strong(text(status.name))],
        status.kind === 'positive' ? 'Positivo' : 'Negativo',
        rich(model, status.effect),
        rich(model, status.duration),
        status.stackingNote ? [text(`${stackingNames[status.stacking]}: `), ...rich(model, status.stackingNote)] : stackingNames[status.stacking],
        status.seenIn,
        sourceCell(status),
      ]),
    ),
  ],
  passivas: (model) => [
    table(
      ['Passiva', 'Papel', 'Gatilho', 'Efeito', 'Limite'],
      model.data.passives.map((passive) => {
        const role = need(model.byId('roles', passive.role), `o papel "${passive.role}"`);
        return [[strong(text(passive.name))], [link(role.page, text(role.name))], rich(model, passive.trigger), rich(model, passive.effect), rich(model, passive.limit)];
      }),
    ),
  ],
  modificadores: (model) => [
    table(
      ['Peça', ...enemyAttributes.map((attribute) => attributeName(model, attribute)), 'Origem'],
      [
        ...model.data.species.map((species) => [`Espécie ${species.name}`, ...enemyAttributes.map((attribute) => multiplierCell(model, 'especie', species.id, attribute)), sourceCell(species)]),
        ...model.data.tiers.map((tier) => [`Tier ${tier.name}`, ...enemyAttributes.map((attribute) => multiplierCell(model, 'tier', tier.id, attribute)), sourceCell(tier)]),
      ],
    ),
  ],
  arquetipos: (model) => [
    table(
      ['Arquétipo', 'O que faz', ...enemyAttributes.map((attribute) => `${attributeName(model, attribute)} base`)],
      model.data.archetypes.map((archetype) => [archetype.name, archetype.description, ...enemyAttributes.map((attribute) => markedCell(formatNumber(archetype.base[attribute] ?? 0), isOpenProposal(archetype)))]),
    ),
  ],
  'papeis-inimigos': (model, attributes) => {
    const speciesId = attributes.especie ?? 'besta';
    return [
      table(
        ['Papel', 'Arquétipo', ...enemyAttributes.map((attribute) => `${attributeName(model, attribute)} (T1)`)],
        model.data['enemy-roles'].map((role) => {
          const stats = enemyStats(model, role.id, speciesId, 't1');
          const archetype = need(model.byId('archetypes', role.archetype), `o arquétipo "${role.archetype}"`);
          return [[link(role.page, code(role.id))], archetype.name, ...enemyAttributes.map((attribute) => markedCell(formatNumber(stats[attribute] ?? 0), enemyNumbersProposed(model, role.id, speciesId, 't1')))];
        }),
      ),
    ];
  },
  'inimigo-por-tier': (model, attributes) => {
    const roleId = need(attributes.papel, 'o atributo papel');
    const speciesId = attributes.especie ?? 'besta';
    return [
      table(
        ['Tier', ...enemyAttributes.map((attribute) => attributeName(model, attribute))],
        model.data.tiers.map((tier) => {
          const stats = enemyStats(model, roleId, speciesId, tier.id);
          return [tier.name, ...enemyAttributes.map((attribute) => markedCell(formatNumber(stats[attribute] ?? 0), enemyNumbersProposed(model, roleId, speciesId, tier.id)))];
        }),
      ),
    ];
  },
  'papeis-dados': (model, attributes) => [
    table(
      ['Papel', 'Jogável', 'Vida', 'Velocidade', 'Defesa', 'Ações'],
      selected(model, 'data-roles', attributes.papel).map((role) => [
        [code(role.name)],
        playableNames[role.playable],
        ...(['vida', 'velocidade', 'defesa'] as const).map((attribute) => (role.attributes[attribute] === undefined ? '—' : formatNumber(role.attributes[attribute]))),
        role.actions.length === 0 ? 'nenhuma' : role.actions.map((action) => need(model.byId('data-actions', action), `a ação "${action}"`).name).join(', '),
      ]),
    ),
  ],
  'acoes-dados': (model) => [
    table(
      ['Ação', 'Categoria', 'Custo', 'Dano', 'Alvo', 'Usada por'],
      model.data['data-actions'].map((action) => {
        const users = model.data['data-roles'].filter((role) => role.actions.includes(action.id)).map((role) => role.name);
        return [
          [code(action.name)],
          categoryNames[action.category],
          costNodes(model, action.cost),
          action.damage === undefined ? 'não configurado' : formatNumber(action.damage),
          action.targeting === 'single' ? 'Único' : 'Múltiplo',
          users.length === 0 ? 'ninguém' : users.join(', '),
        ];
      }),
    ),
  ],
  'papeis-jogaveis': (model) => [
    table(
      ['Papel', 'Função', 'Armas', 'Passiva'],
      model.data.roles.map((role) => {
        const passive = need(model.byId('passives', role.passive), `a passiva "${role.passive}"`);
        return [[link(role.page, text(`${role.name} (${role.portugueseName})`))], role.function, role.weapons.join(', '), [link(passiveAnchor(role, passive.name), text(passive.name))]];
      }),
    ),
  ],
  molde: (model, attributes) => {
    const role = need(model.byId('enemy-roles', need(attributes.papel, 'o atributo papel')), `o papel não jogável "${attributes.papel}"`);
    if (role.actions.length === 0) throw new RenderError(`o papel não jogável "${role.id}" não tem molde de ações`);
    return [
      table(
        ['Forma', 'Custo', 'De onde', 'Alvo', 'Efeito base'],
        role.actions.map((action) => [action.name, costNodes(model, action.cost), action.from, action.target, effectClauses(model, action.effects, action.effect ? rich(model, action.effect) : [])]),
      ),
    ];
  },
  'comparacao-papeis': (model) => {
    const roles = model.data.roles;
    const passives = roles.map((role) => need(model.byId('passives', role.passive), `a passiva "${role.passive}"`));
    const row = (label: string, cell: (role: Role, index: number) => Cell): Cell[] => [[strong(text(label))], ...roles.map(cell)];
    return [
      table(
        ['', ...roles.map((role) => role.name)],
        [
          row('Página', (role) => [link(role.page, text(role.name))]),
          row('Nome no jogo', (role) => role.portugueseName),
          row('Patrono', (role) => role.patron),
          row('Função', (role) => role.function),
          row('Armas', (role) => role.weapons.join(', ')),
          row('Posição ideal', (role) => role.position),
          row('Energia principal', (role) => role.mainEnergy),
          row('Passiva', (role, index) => {
            const passive = passives[index];
            return passive ? [link(passiveAnchor(role, passive.name), text(passive.name))] : '—';
          }),
          row('Supremas', (role) => role.skills.filter((skill) => skill.supreme).map((skill) => skill.name).join(', ')),
        ],
      ),
    ];
  },
  criaturas: (model, attributes) => {
    const regionId = attributes.regiao;
    const creatures = model.data.creatures.filter((creature) => !regionId || creature.region === regionId);
    return [
      table(
        ['Criatura', 'Grupo', 'Apelido', 'Ataques', 'Drops', 'Papel'],
        creatures.map((creature) => {
          const role = creature.role ? model.byId('enemy-roles', creature.role) : undefined;
          return [
            [strong(text(creature.name))],
            groupNames[creature.group],
            creature.epithet ?? '—',
            creature.attacks.join(', '),
            creature.drops.length === 0 ? 'a definir' : creature.drops.join(', '),
            role ? [link(role.page, text(role.name))] : 'próprio',
          ];
        }),
      ),
    ];
  },
  missoes: (model, attributes) => {
    const missions = model.data.missions.filter((mission) => !attributes.regiao || mission.region === attributes.regiao).sort((a, b) => a.order - b.order);
    return [
      table(
        ['Ordem', 'Cidade', 'Missão', 'Objetivo', 'Recompensa', 'Chefe'],
        missions.map((mission) => {
          const region = need(model.byId('regions', mission.region), `a região "${mission.region}"`);
          const city = region.cities.find((candidate) => candidate.id === mission.city);
          const boss = mission.boss ? model.byId('creatures', mission.boss) : undefined;
          return [`${mission.order}ª`, city?.name ?? mission.city, mission.title, mission.goal, mission.reward, boss?.name ?? '—'];
        }),
      ),
    ];
  },
  regioes: (model) => [
    table(
      ['Região', 'Cidades', 'Chefes'],
      [...model.data.regions].sort((a, b) => a.order - b.order).map((region) => [
        region.name,
        region.cities.map((city) => city.name).join(', '),
        region.bosses.length === 0 ? 'a definir' : region.bosses.map((boss) => need(model.byId('creatures', boss), `a criatura "${boss}"`).name).join(', '),
      ]),
    ),
  ],
  estruturas: (model) => [
    table(['Estrutura', 'Serviço', 'Limite inicial', 'Melhorias previstas'], model.data.buildings.map((building) => [[strong(text(building.name))], building.service, rich(model, building.start), building.upgrades])),
  ],
  estrutura: (model, attributes) => {
    const building = need(model.byId('buildings', need(attributes.id, 'o atributo id')), `a estrutura "${attributes.id}"`);
    return [
      table(
        ['Nível da estrutura', ...building.columns.map((column) => column.label)],
        building.levels.map((level) => [
          level.level === 1 ? '1 (inicial)' : `${level.level} (${level.source === 'fact' ? 'fato' : 'proposta'})`,
          ...building.columns.map((column) => markedCell(level.values[column.id] ?? '—', level.values[column.id] !== undefined && (level.source === 'proposal' || level.proposed.includes(column.id)))),
        ]),
      ),
    ];
  },
  regras: (model, attributes) => {
    const rules = [...model.rules.values()].filter((rule) => !attributes.topico || rule.topic === attributes.topico);
    if (rules.length === 0) throw new RenderError(`nenhuma regra no tópico "${attributes.topico}"`);
    return [table(['Regra', 'Valor', 'Origem'], rules.map((rule) => [rule.label, [ruleValue(model, rule.id)], sourceCell(rule)]))];
  },
  tabuleiro: (model, attributes) => {
    const action = need(model.byId('data-actions', need(attributes.acao, 'o atributo acao')), `a ação "${attributes.acao}"`);
    // Cells 0–2 are the top row and 3–5 the bottom one; in each row the first
    // cell is the back column. The opposite side is drawn mirrored, front first.
    const row = (first: number): Cell[] => [
      ...[first, first + 1, first + 2].map((cell) => boardMarks[action.userBoard[cell] ?? 0]),
      '‖',
      ...[first + 2, first + 1, first].map((cell) => boardMarks[action.targetBoard[cell] ?? 0]),
    ];
    return [table(['Fundo', 'Meio', 'Frente', '‖', 'Frente', 'Meio', 'Fundo'], [row(0), row(3)])];
  },
  'curva-xp': (model) => {
    // The rules engine's curve, from two rules, so it can never disagree with them.
    const curve = progressionRulesFrom(model.rules);
    const rows: Cell[][] = [];
    for (let level = 1; level <= curve.maxLevel; level += 1) {
      rows.push([String(level), level < curve.maxLevel ? formatNumber(xpToNext(level, curve)) : '—', formatNumber(xpToReach(level, curve))]);
    }
    markValues(rows, [1, 2], isOpenProposal(ruleOf(model, 'progressao.xp-fator')));
    return [table(['Nível', 'XP para o próximo', 'XP total ao chegar'], rows)];
  },
};

export function dataTable(model: GameModel, attributes: Record<string, string>): Node[] {
  const name = need(attributes.de, 'o atributo "de" de <Tabela>');
  const render = tables[name] ?? balanceTable(name);
  if (!render) throw new RenderError(`tabela desconhecida: "${name}" (existem: ${[...Object.keys(tables), ...balanceTableNames()].join(', ')})`);
  return render(model, attributes);
}

// ---- Glossary -------------------------------------------------------------------

export function termAnchor(model: GameModel, termId: string): string {
  const term = need(model.byId('glossary', termId), `o termo "${termId}" do glossário`);
  return `${glossaryPath}#${anchorOf(term.term)}`;
}

/** A game term in prose: a link to its entry with its definition on hover and focus. */
export function termNodes(model: GameModel, termId: string, label: Node[], tooltipId: string): Node[] {
  const term = need(model.byId('glossary', termId), `o termo "${termId}" do glossário`);
  const anchor: Node = { ...link(termAnchor(model, termId), ...(label.length > 0 ? label : [text(term.term)])), data: { hProperties: { ariaDescribedBy: tooltipId, className: ['game-term__link'] } } };
  return [element('span', { className: ['game-term'] }, anchor, element('span', { className: ['game-term__tip'], role: 'tooltip', id: tooltipId }, text(term.definition)))];
}

export function glossary(model: GameModel): Node[] {
  const terms = [...model.data.glossary].sort((a, b) => a.term.localeCompare(b.term, 'pt-BR'));
  const nodes: Node[] = [];
  let letter = '';
  for (const term of terms) {
    const initial = term.term.normalize('NFD').charAt(0).toUpperCase();
    if (initial !== letter) {
      letter = initial;
      nodes.push(heading(2, text(letter)));
    }
    nodes.push(heading(3, text(term.term)));
    nodes.push(paragraph(text(term.definition)));
    const facts: Node[][] = [];
    if (term.codeName) facts.push([text('No código e nos dados de jogo: '), code(term.codeName)]);
    facts.push([text('Onde a regra está: '), link(term.rule, text(term.rule.replace(/^\/docs\//, '').replace(/\/$/, '')))]);
    if (term.avoid.length > 0) facts.push([text('Não use: '), ...join(term.avoid.map((word) => text(`“${word}”`)), ', ')]);
    nodes.push(list(facts));
  }
  return nodes;
}

// ---- Proposals ------------------------------------------------------------------

export interface ProposalBlock {
  /** Site path of the page, e.g. /docs/game/design/mechanics/battle/ */
  page: string;
  pageTitle: string;
  section: string;
  anchor: string;
  summary: string;
  topic: string;
}

const recordKinds: { kind: keyof GameData; label: string }[] = [
  { kind: 'rules', label: 'Regras numéricas' },
  { kind: 'statuses', label: 'Efeitos de status' },
  { kind: 'passives', label: 'Passivas' },
  { kind: 'roles', label: 'Papéis jogáveis' },
  { kind: 'species', label: 'Espécies' },
  { kind: 'tiers', label: 'Tiers' },
  { kind: 'archetypes', label: 'Arquétipos' },
  { kind: 'enemy-roles', label: 'Papéis não jogáveis' },
  { kind: 'creatures', label: 'Criaturas' },
  { kind: 'missions', label: 'Missões' },
  { kind: 'buildings', label: 'Estruturas' },
  { kind: 'invariants', label: 'Invariantes de design' },
];

function recordName(record: Record<string, unknown>): string {
  return String(record.label ?? record.name ?? record.title ?? record.id);
}

export function proposals(model: GameModel, blocks: ProposalBlock[]): Node[] {
  const nodes: Node[] = [heading(2, text('Propostas nos dados do jogo'))];
  for (const { kind, label } of recordKinds) {
    const records = (model.data[kind] as unknown as (Record<string, unknown> & { source: string; rationale?: string })[]).filter((record) => record.source === 'proposal');
    const skills = kind === 'roles' ? model.data.roles.flatMap((role) => role.skills.filter((skill) => skill.source === 'proposal').map((skill) => ({ role, skill }))) : [];
    if (records.length === 0 && skills.length === 0) continue;
    nodes.push(heading(3, text(label)));
    nodes.push(
      table(
        ['Proposta', 'Por quê'],
        [
          ...records.map((record) => [recordName(record), record.rationale ?? ''] as Cell[]),
          ...skills.map(({ role, skill }) => [[link(role.page, text(`${role.name}: ${skill.name}`))], skill.rationale ?? ''] as Cell[]),
        ],
      ),
    );
  }
  nodes.push(heading(2, text('Propostas no texto das páginas')));
  const topics = new Map<string, ProposalBlock[]>();
  for (const block of blocks) topics.set(block.topic, [...(topics.get(block.topic) ?? []), block]);
  for (const [topic, topicBlocks] of topics) {
    nodes.push(heading(3, text(`${topic} (${topicBlocks.length})`)));
    nodes.push(table(['Página e seção', 'O que propõe'], topicBlocks.map((block) => [[link(`${block.page}#${block.anchor}`, text(`${block.pageTitle}: ${block.section}`))], block.summary])));
  }
  return nodes;
}

export { formatValue };
