// The proposals register ("Propostas em aberto"): every proposal of the data
// and of the page text, one row each, with the value as the pages show it,
// its review status, its rationale and the pages that use it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes as MdastNode } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { rewardRulesFrom } from '@dice-rolling/rules';
import { balanceContext, bandOf, type CommonAction, type DamageType, type GameModel, type Status } from '@dice-rolling/game-model';
import { quotedSection } from './render/decisions';
import { regionPart } from './render/region';
import { damageTypeNames } from './render/words';
import { formatNumber, wordList } from './format';
import { heading, join, link, paragraph, table, text, type Cell, type Node } from './mdast';
import { pagePath, readDocPage, type DocPage, type RegisterBlock } from './proposalBlocks';
import { isOpenProposal, proposalMark, withProposalMark } from './proposalMark';
import { costNodes, rich, ruleNodes, ruleValue, statusEffectNodes } from './render/inline';
import { dropsText, stackingNames } from './render/names';
import { rangeText } from './render/roleSheet';
import { targetBandText } from './render/targetBand';
import { skillCost } from './render/skill';
import { commonActionFieldText } from './render/tables/commonActions';

export interface RegisterPage {
  /** Site path, e.g. /docs/game/design/mechanics/battle/ */
  page: string;
  title: string;
  source: string;
  /** Its section headings by anchor (DocPage.sections). */
  sections: Record<string, string>;
}

export interface RegisterSources {
  pages: RegisterPage[];
  blocks: RegisterBlock[];
}

/**
 * Parsed pages by file, kept while their text is the same: under `npm start`
 * the register recompiles on every doc edit, and only the edited page needs
 * parsing again (all 83 take about a second and a half).
 */
const parsedPages = new Map<string, { source: string; page: DocPage }>();

function parsedPage(docsDir: string, file: string, source: string): DocPage {
  const key = path.join(docsDir, file);
  const cached = parsedPages.get(key);
  if (cached?.source === source) return cached.page;
  const page = readDocPage(file, source);
  parsedPages.set(key, { source, page });
  return page;
}

export function readRegisterSources(docsDir: string): RegisterSources {
  const files = (readdirSync(docsDir, { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_')).sort();
  const pages: RegisterPage[] = [];
  const blocks: RegisterBlock[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const page = parsedPage(docsDir, file, source);
    pages.push({ page: pagePath(file), title: page.title, source, sections: page.sections });
    blocks.push(...page.blocks);
  }
  return { pages, blocks };
}

// ---- Which pages use a record ------------------------------------------------

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An element attribute with this exact value: id="x", de="x"... */
const attribute = (name: string, value: string): RegExp => new RegExp(`\\b${name}="${escape(value)}"`);
const table_ = (name: string): RegExp => attribute('de', name);

function pagesUsing(sources: RegisterSources, patterns: RegExp[][]): RegisterPage[] {
  // Each inner list must all match (an element with two attributes); any list may.
  return sources.pages.filter((page) => patterns.some((all) => all.every((pattern) => pattern.test(page.source))));
}

/**
 * The pages of a rule without a number: its home page, where the rule is written; the pages that show it
 * (<Regra id="qualitativa:…"/>, <Decisoes regra="…"/>); and the pages that link to its section. A link to
 * the home page alone, or to another of its sections, does not use the rule.
 */
function qualitativePages(sources: RegisterSources, id: string, home: string): RegisterPage[] {
  const [homePage = '', anchor] = home.split('#');
  const bare = (page: string) => page.replace(/\/$/, '');
  const section = anchor ? [anchor, encodeURIComponent(anchor)].map((form) => [new RegExp(`${escape(bare(homePage))}/?#${escape(form)}\\)`, 'i')]) : [];
  const patterns = [[attribute('id', `qualitativa:${id}`)], [new RegExp(`\\bregra="(?:[^"]*,)?qualitativa:${escape(id)}[",]`)], ...section];
  return sources.pages.filter((page) => bare(page.page) === bare(homePage) || patterns.some((all) => all.every((pattern) => pattern.test(page.source))));
}

const sectionNames: [string, string][] = [
  ['/docs/game/design/', 'design'],
  ['/docs/game/content/', 'conteúdo'],
  ['/docs/tutorials/', 'tutorial'],
  ['/docs/framework/', 'framework'],
];

function pageLinks(pages: RegisterPage[], all: RegisterPage[]): Cell {
  if (pages.length === 0) return 'nenhuma página';
  // Two pages with one title ("Papéis" in design and in content) get their section beside it.
  const label = (page: RegisterPage) =>
    all.filter((other) => other.title === page.title).length > 1
      ? `${page.title} (${sectionNames.find(([prefix]) => page.page.startsWith(prefix))?.[1] ?? page.page})`
      : page.title;
  return join(
    pages.map((page) => link(page.page, text(label(page)))),
    ', ',
  );
}

/** A structure column's label inside a sentence: the first letter in lower case, an acronym ("XP por dia") as written. */
const columnLabel = (label: string): string => (/^\p{Lu}{2}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/** What a record listed by its name proposes, in words: an energy's colours, the dice cycle's order; any other, its name. */
function proposedValue(model: GameModel, kind: string, record: { id: string; name: string }): string {
  if (kind === 'energies') {
    const energy = model.byId('energies', record.id);
    if (energy) return `cor ${energy.colour}, fundo ${energy.background}`;
  }
  if (kind === 'dice-cycle') {
    const cycle = model.data['dice-cycle'].find((candidate) => candidate.id === record.id);
    if (cycle) return `${cycle.order.map((id) => model.byId('energies', id)?.name ?? id).join(', ')}, em ciclo, face a face`;
  }
  return record.name;
}

/** Pages that show a rule without naming it: the designer tools that read it, the data texts that cite it. */
function pagesShowingRule(model: GameModel, sources: RegisterSources, ruleId: string): RegisterPage[] {
  const cites = (value: string | undefined) => value?.includes(`{${ruleId}}`) ?? false;
  const patterns: RegExp[][] = [];
  if (ruleId.startsWith('dano.')) patterns.push([/<FerramentaDano\b/]);
  if (ruleId.startsWith('especie.') || ruleId.startsWith('tier.')) patterns.push([/<FerramentaInimigos\b/]);
  // A status's battle fields show rules too: Defendendo the Defender bonus, others a percent or an amount given by a rule id.
  const battleRules = (battle: (typeof model.data.statuses)[number]['battle']) =>
    battle.map((mechanic) =>
      mechanic.kind === 'defending'
        ? 'acao.defender.bonus'
        : 'percent' in mechanic && typeof mechanic.percent === 'string'
          ? mechanic.percent
          : 'amount' in mechanic && typeof mechanic.amount === 'string'
            ? mechanic.amount
            : undefined,
    );
  for (const status of model.data.statuses)
    if (cites(status.effect) || cites(status.duration) || battleRules(status.battle).includes(ruleId)) patterns.push(...statusPatterns(model, status.id));
  for (const passive of model.data.passives) {
    if ([passive.fact, passive.trigger, passive.effect, passive.limit].some(cites))
      patterns.push([table_('passivas')], [attribute('id', passive.role), attribute('parte', 'passiva')]);
  }
  for (const role of model.data.roles) {
    for (const skill of role.skills) if (cites(skill.effect) || cites(skill.numbers)) patterns.push([new RegExp(`"${escape(`${role.id}.${skill.id}`)}"`)]);
  }
  // A creature's attack whose effect reads the rule (Mawari's regeneration): the attacks' tables of the creature or of its role show it.
  for (const creature of model.data.creatures) {
    const reads = (creature.moves ?? []).some((move) => (move.effects ?? []).some((effect) => Object.values(effect).includes(ruleId)));
    if (!reads) continue;
    patterns.push([table_('ataques-criaturas'), new RegExp(`\\bcriatura="(?:[^"]*,)?${escape(creature.id)}(?:,[^"]*)?"`)]);
    if (creature.role) patterns.push([table_('ataques-criaturas'), attribute('papel', creature.role)]);
  }
  return pagesUsing(sources, patterns);
}

function statusPatterns(model: GameModel, statusId: string): RegExp[][] {
  const skills = model.data.roles.flatMap((role) => role.skills.filter((skill) => skill.statuses.includes(statusId)).map((skill) => `${role.id}.${skill.id}`));
  return [[attribute('id', statusId)], [table_('status')], ...skills.map((skill) => [new RegExp(`"${escape(skill)}"`)])];
}

function union(...lists: RegisterPage[][]): RegisterPage[] {
  return [...new Set(lists.flat())].sort((a, b) => a.page.localeCompare(b.page));
}

function statusCell(record: { status?: 'proposta' | 'aceita' }): string {
  return record.status === 'aceita' ? 'Aceita' : 'Proposta';
}

/** Every name and term the game data give (statuses, passives, roles, skills, creatures, places, glossary terms…): names keep their capital. */
function gameNames(model: GameModel): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, field] of Object.entries(value)) {
        if ((key === 'name' || key === 'term') && typeof field === 'string') names.add(field);
        else walk(field);
      }
  };
  walk(model.data);
  return [...names];
}

/**
 * A data text that continues a sentence after a colon ("; duração: …", "; limite: …"): the data write it as a cell,
 * with a capital, and the register lower-cases its first letter, unless the text starts with a name of the game.
 */
function continuing(model: GameModel, nodes: Node[]): Node[] {
  const [first, ...rest] = nodes;
  const value = first?.type === 'text' ? (first.value ?? '') : '';
  const startsName = gameNames(model).some((name) => value.startsWith(name) && !/\p{L}/u.test(value.charAt(name.length)));
  if (!value || startsName) return nodes;
  return [text(value.charAt(0).toLocaleLowerCase('pt-BR') + value.slice(1)), ...rest];
}

function marked(nodes: Node[], record: { source: 'fact' | 'proposal'; status?: 'proposta' | 'aceita' }): Node[] {
  return withProposalMark(nodes, isOpenProposal(record));
}

/** The rules lab, opened with the numbers of a proposal chosen (the lab reads `proposta` as an id or the start of ids). */
export const labPage = '/docs/game/design/laboratorio';

function withLab(name: Cell, proposal: string): Cell {
  const nodes = typeof name === 'string' ? [text(name)] : Array.isArray(name) ? name : [name];
  return [...nodes, text(' ('), link(`${labPage}?proposta=${encodeURIComponent(proposal)}`, text('testar no laboratório')), text(')')];
}

interface Row {
  name: Cell;
  value: Node[];
  status: string;
  rationale: string;
  pages: RegisterPage[];
}

/** Rules the generated tables show without a <Regra> element. */
function tablesShowing(ruleId: string, topic: string, incursionGold: ReadonlySet<string>): RegExp[][] {
  const patterns: RegExp[][] = [[table_('regras'), attribute('topico', topic)]];
  if (ruleId === 'progressao.xp-fator' || ruleId === 'progressao.nivel-maximo') patterns.push([table_('curva-xp')]);
  if (incursionGold.has(ruleId)) patterns.push([table_('ouro-por-incursao')]);
  return patterns;
}

/**
 * The rules that Moeda's incursion gold table (ouro-por-incursao) shows or sums: the ones rewardRulesFrom reads, as the
 * table computes with it, but the Brasas, which it does not show. Read from the function itself, so a rule it starts
 * reading links the table's page.
 */
function incursionGoldRules(model: GameModel): Set<string> {
  const read = new Set<string>();
  const recording = new Map(model.rules);
  const get = recording.get.bind(recording);
  recording.get = (id: string) => (read.add(id), get(id));
  rewardRulesFrom(recording);
  return new Set([...read].filter((id) => !id.startsWith('brasas.')));
}

function dataRows(model: GameModel, sources: RegisterSources): { label: string; rows: Row[] }[] {
  const groups: { label: string; rows: Row[] }[] = [];
  const add = (label: string, rows: Row[]) => rows.length > 0 && groups.push({ label, rows });
  const proposals = <T extends { source: 'fact' | 'proposal' }>(records: T[]): T[] => records.filter((record) => record.source === 'proposal');

  const incursionGold = incursionGoldRules(model);
  add(
    'Regras numéricas',
    proposals(model.data.rules).map((rule) => ({
      name: withLab(rule.label, rule.id),
      value: [ruleValue(model, rule.id)],
      status: statusCell(rule),
      rationale: rule.rationale ?? '',
      pages: union(
        pagesUsing(sources, [[attribute('id', rule.id)], ...tablesShowing(rule.id, rule.topic, incursionGold)]),
        pagesShowingRule(model, sources, rule.id),
      ),
    })),
  );
  add(
    'Regras sem número',
    proposals(model.data['qualitative-rules']).map((rule) => ({
      name: [link(rule.home, text(rule.label))],
      value: marked(rich(model, rule.statement), rule),
      status: statusCell(rule),
      rationale: rule.rationale ?? '',
      pages: qualitativePages(sources, rule.id, rule.home),
    })),
  );
  add(
    'Efeitos de status',
    proposals(model.data.statuses).map((status) => ({
      name: status.name,
      value: marked([...statusEffectNodes(model, status), text('; duração: '), ...continuing(model, rich(model, status.duration))], status),
      status: statusCell(status),
      rationale: status.rationale ?? '',
      pages: pagesUsing(sources, statusPatterns(model, status.id)),
    })),
  );
  add(
    'Passivas',
    proposals(model.data.passives).map((passive) => ({
      name: passive.name,
      // The trigger first: without it, "o golpe seguinte" and "a contagem" (Garras do Vento) say after nothing.
      value: marked(
        [
          text('Gatilho: '),
          ...continuing(model, rich(model, passive.trigger)),
          text('; efeito: '),
          ...continuing(model, rich(model, passive.effect)),
          text('; limite: '),
          ...continuing(model, rich(model, passive.limit)),
        ],
        passive,
      ),
      status: statusCell(passive),
      rationale: passive.rationale ?? '',
      pages: pagesUsing(sources, [[table_('passivas')], [attribute('id', passive.role), attribute('parte', 'passiva')]]),
    })),
  );
  add('Papéis jogáveis e habilidades', [
    ...model.data.roles
      .filter((role) => role.attributesSource === 'proposal')
      .map((role) => ({
        name: withLab([link(role.page, text(`${role.name}: atributos iniciais`))], `papel.${role.id}`),
        value: marked(
          [
            text(
              Object.entries(role.attributes)
                .map(([attributeId, range]) => {
                  const attribute = model.byId('attributes', attributeId);
                  // As the role's sheet writes it: "%" on a percent attribute, one value when the ends are equal.
                  return `${attribute?.name ?? attributeId} ${rangeText(range, attribute?.unit === 'percent' ? '%' : '')}`;
                })
                .join(', '),
            ),
          ],
          { source: 'proposal', status: role.status },
        ),
        status: statusCell(role),
        rationale: role.attributesRationale ?? '',
        pages: pagesUsing(sources, [[attribute('id', role.id), attribute('parte', 'atributos')]]),
      })),
    ...model.data.roles.flatMap((role) =>
      proposals(role.skills).map((skill) => ({
        name: withLab([link(role.page, text(`${role.name}: ${skill.name}`))], `habilidade.${role.id}.${skill.id}`),
        value: marked([...costNodes(model, skill.cost), ...(skill.numbers ? [text('; '), ...rich(model, skill.numbers)] : [])], skill),
        status: statusCell(skill),
        rationale: skill.rationale ?? '',
        pages: pagesUsing(sources, [[new RegExp(`"${escape(`${role.id}.${skill.id}`)}"`)], [attribute('id', role.id), attribute('parte', 'habilidades')]]),
      })),
    ),
  ]);
  add(
    'Espécies e tiers',
    [
      ...proposals(model.data.species).map((record) => ({ record, kind: 'especie' })),
      ...proposals(model.data.tiers).map((record) => ({ record, kind: 'tier' })),
    ].map(({ record, kind }) => ({
      name: withLab(`${kind === 'especie' ? 'Espécie' : 'Tier'} ${record.name}`, `${kind}.${record.id}`),
      value: join(
        Object.keys(record.multipliers).map(
          (attributeId) =>
            ({
              type: 'emphasis',
              data: { hName: 'span' },
              children: [text(`${model.byId('attributes', attributeId)?.name ?? attributeId} `), ruleValue(model, `${kind}.${record.id}.${attributeId}`)],
            }) as Node,
        ),
        ', ',
      ),
      status: statusCell(record),
      rationale: record.rationale ?? '',
      pages: pagesUsing(sources, [[table_('modificadores')], [table_('inimigo-por-tier')], [attribute(kind, record.id)]]),
    })),
  );
  add(
    'Arquétipos',
    proposals(model.data.archetypes).map((archetype) => ({
      name: withLab(archetype.name, `arquetipo.${archetype.id}`),
      value: marked(
        [
          text(
            Object.entries(archetype.base)
              .map(([attributeId, value]) => `${model.byId('attributes', attributeId)?.name ?? attributeId} ${formatNumber(value)}`)
              .join(', '),
          ),
        ],
        archetype,
      ),
      status: statusCell(archetype),
      rationale: archetype.rationale ?? '',
      pages: pagesUsing(sources, [[table_('arquetipos')], [table_('papeis-inimigos')]]),
    })),
  );
  add(
    'Papéis não jogáveis',
    proposals(model.data['enemy-roles']).map((role) => ({
      name: role.actions.some((action) => action.effects.length > 0 || Object.keys(action.cost ?? {}).length > 0)
        ? withLab([link(role.page, text(role.name))], `inimigo.${role.id}`)
        : [link(role.page, text(role.name))],
      value: marked([text(role.actions.length === 0 ? 'sem molde de ações' : role.actions.map((action) => action.name).join(', '))], role),
      status: statusCell(role),
      rationale: role.rationale ?? '',
      pages: pagesUsing(sources, [[attribute('papel', role.id)], [table_('papeis-inimigos')]]),
    })),
  );
  add(
    'Criaturas',
    proposals(model.data.creatures).map((creature) => ({
      name: creature.name,
      value: marked(
        [
          text(
            `papel ${creature.role ? (model.byId('enemy-roles', creature.role)?.name ?? creature.role) : 'próprio'}, ` +
              `tier ${model.byId('tiers', creature.tier)?.name ?? creature.tier}`,
          ),
        ],
        creature,
      ),
      status: statusCell(creature),
      rationale: creature.rationale ?? '',
      pages: pagesUsing(sources, [[table_('criaturas')]]),
    })),
  );
  const gradeNames = { fraqueza: 'fraqueza', resistencia: 'resistência', imunidade: 'imunidade' } as const;
  add(
    'Graus das criaturas por tipo de dano',
    model.data.creatures
      // Every creature the grades table shows: the sources give none its grades, so "normal" is a proposal too.
      // A creature that is a proposal as a whole has its own row among the creatures above.
      .filter((creature) => creature.role && creature.gradesSource !== 'fact' && creature.source !== 'proposal')
      .map((creature) => ({
        name: creature.name,
        value: marked(
          [
            text(
              Object.keys(creature.grades).length === 0
                ? 'normal a todos os tipos'
                : Object.entries(creature.grades)
                    .map(([type, grade]) => `${gradeNames[grade]} a ${damageTypeNames[type as DamageType]}`)
                    .join(', '),
            ),
          ],
          { source: 'proposal', status: creature.status },
        ),
        status: statusCell(creature),
        rationale:
          creature.gradesRationale ??
          'As fontes dizem que muitas criaturas da região resistem a uns tipos de dano e são fracas a outros, sem dizer quais; ' +
            'esta fica com o grau Normal em todos.',
        pages: pagesUsing(sources, [[table_('graus-criaturas')]]),
      })),
  );
  add(
    'Drops das criaturas',
    model.data.creatures
      .filter((creature) => creature.dropsSource === 'proposal')
      .map((creature) => ({
        // A creature's grades have a row of their own above: the drops' row says whose drops they are.
        name: `Drops de ${creature.name}`,
        value: marked([text(dropsText(creature.drops))], { source: 'proposal', status: creature.status }),
        status: statusCell(creature),
        rationale: creature.dropsRationale ?? '',
        pages: pagesUsing(sources, [[table_('criaturas')]]),
      })),
  );
  add(
    'Missões',
    proposals(model.data.missions).map((mission) => ({
      name: mission.title,
      value: marked([text(`${mission.order}ª missão; ${mission.goal}`)], mission),
      status: statusCell(mission),
      rationale: mission.rationale ?? '',
      pages: pagesUsing(sources, [[table_('missoes')]]),
    })),
  );
  add(
    'Estruturas',
    model.data.buildings
      .map((building) => {
        const proposedLevels = building.levels
          .map((level) => ({
            level,
            columns: building.columns.filter(
              (column) => level.values[column.id] !== undefined && (level.source === 'proposal' || level.proposed.includes(column.id)),
            ),
          }))
          .filter(({ columns }) => columns.length > 0);
        return { building, proposedLevels };
      })
      .filter(({ building, proposedLevels }) => building.source === 'proposal' || proposedLevels.length > 0)
      .map(({ building, proposedLevels }) => ({
        name: building.name,
        value: join(
          proposedLevels.map(
            ({ level, columns }) =>
              ({
                type: 'emphasis',
                data: { hName: 'span' },
                // A value that names a rule shows the rule's value, as in the structure's table; when the
                // last one is a proposed rule, its mark ends the level and no second one follows.
                children: withProposalMark(
                  [
                    text(`nível ${level.level}: `),
                    ...columns.flatMap((column, index) => {
                      const value = level.values[column.id] ?? '';
                      // A worded value (a cell of the structure's table, with a capital) goes on after a colon, as a duration does.
                      const worded = /^\p{L}/u.test(value);
                      return [
                        text(`${index === 0 ? '' : ', '}${columnLabel(column.label)}${worded ? ': ' : ' '}`),
                        ...(worded ? continuing(model, rich(model, value)) : rich(model, value)),
                      ];
                    }),
                  ],
                  true,
                ),
              }) as Node,
          ),
          '; ',
        ),
        status: statusCell(building),
        rationale: building.rationale ?? '',
        pages: pagesUsing(sources, [[table_('estrutura'), attribute('id', building.id)], [table_('estruturas')]]),
      })),
  );
  add(
    'Temas das energias',
    model.data.energies
      .filter((energy) => energy.themeSource === 'proposal')
      .map((energy) => ({
        name: `${energy.name}: tema`,
        value: marked([text(energy.theme)], { source: 'proposal' }),
        status: statusCell({}),
        rationale: energy.themeRationale ?? '',
        pages: pagesUsing(sources, [[table_('energias')]]),
      })),
  );
  for (const [kind, label, tableName] of [
    ['energies', 'Energias', 'energias'],
    ['dice', 'Dados', 'dados'],
    ['dice-cycle', 'Ciclo de cores dos dados', 'dados'],
    ['attributes', 'Atributos', 'atributos'],
    ['data-roles', 'Papéis nos dados de jogo', 'papeis-dados'],
    ['data-actions', 'Ações nos dados de jogo', 'acoes-dados'],
  ] as const) {
    const records = (
      model.data[kind] as { id: string; name: string; source: 'fact' | 'proposal'; status?: 'proposta' | 'aceita'; rationale?: string; current?: boolean }[]
    ).filter((record) => record.source === 'proposal');
    add(
      label,
      records.map((record) => ({
        name: record.name,
        value: marked([text(proposedValue(model, kind, record))], record),
        status: statusCell(record),
        rationale: record.rationale ?? '',
        // A former energy shows only in the former energies' table; the energies' table lists the current ones.
        pages: pagesUsing(sources, [[table_(kind === 'energies' && !record.current ? 'energias-antigas' : tableName)], [attribute('acao', record.id)]]),
      })),
    );
  }
  // Any other kind of record with proposals (a file added later) is listed too, by its name and description.
  const covered = new Set([
    'rules',
    'qualitative-rules',
    'statuses',
    'passives',
    'roles',
    'species',
    'tiers',
    'archetypes',
    'enemy-roles',
    'creatures',
    'missions',
    'buildings',
    'energies',
    'dice',
    'dice-cycle',
    'attributes',
    'data-roles',
    'data-actions',
    'glossary',
    'decisions',
  ]);
  for (const [kind, records] of Object.entries(model.data)) {
    if (covered.has(kind)) continue;
    type Generic = {
      id: string;
      name?: string;
      label?: string;
      title?: string;
      description?: string;
      levels?: { min: number; max?: number };
      source?: 'fact' | 'proposal';
      status?: 'proposta' | 'aceita';
      rationale?: string;
    };
    add(
      otherKindLabels[kind] ?? kind,
      (records as Generic[])
        .filter((record) => record.source === 'proposal')
        .map((record) => ({
          name: record.name ?? record.label ?? record.title ?? record.id,
          value: marked(
            [
              text(
                kind === 'targets'
                  ? targetBandCell(model, record.id)
                  : (record.description ?? (kind === 'squads' ? squadText(model, record.id) : record.levels ? levelsText(model, record.levels) : '—')),
              ),
            ],
            {
              source: 'proposal',
              status: record.status,
            },
          ),
          status: statusCell(record),
          rationale: record.rationale ?? '',
          pages: pagesUsing(sources, [[attribute('id', record.id)], ...(kindPages[kind] ?? [])]),
        })),
    );
  }
  // Proposed fields of records whose other fields are facts (`fields` in the data): each field once, with its value.
  for (const [kind, records] of Object.entries(model.data)) {
    type WithFields = {
      id: string;
      name?: string;
      label?: string;
      title?: string;
      fields?: Record<string, { source: 'fact' | 'proposal'; status?: 'proposta' | 'aceita'; rationale?: string }>;
    } & Record<string, unknown>;
    add(
      `${fieldGroupLabels[kind] ?? otherKindLabels[kind] ?? kind}: campos propostos`,
      (records as WithFields[]).flatMap((record) =>
        Object.entries(record.fields ?? {})
          .filter(([, field]) => field.source === 'proposal')
          .map(([name, field]) => ({
            name: `${record.name ?? record.label ?? record.title ?? record.id}: ${fieldLabels[name] ?? name}`,
            value: marked(
              kind === 'common-actions'
                ? [text(commonActionFieldText(record as unknown as CommonAction, name) ?? fieldValueText(name, record[name]))]
                : kind === 'statuses' && name === 'battle'
                  ? statusEffectNodes(model, record as unknown as Status)
                  : fieldValueNodes(model, name, record[name]),
              field,
            ),
            status: statusCell(field),
            rationale: field.rationale ?? '',
            pages: pagesUsing(sources, [
              [attribute('id', record.id)],
              ...(kind === 'regions' ? [[table_(name === 'levels' ? 'faixas-de-nivel' : 'regioes')]] : []),
              ...(kind === 'missions' ? [[table_('missoes')]] : []),
              ...(kind === 'common-actions' ? [[table_('acoes-comuns')]] : []),
              ...(kind === 'roles' ? [[table_('comparacao-papeis')]] : []),
              ...(kind === 'statuses' ? [[table_('status')], [attribute('id', record.id)]] : []),
            ]),
          })),
      ),
    );
  }
  return groups;
}

/** How a proposed field is named in the register. */
const fieldLabels: Record<string, string> = {
  levels: 'faixa de nível',
  order: 'ordem',
  boss: 'chefe',
  duration: 'duração',
  stacking: 'acúmulo',
  move: 'aonde vai',
  enemies: 'quando o inimigo a usa',
  battle: 'efeito',
  effect: 'o que faz',
  position: 'posição ideal',
  mainEnergy: 'energia principal',
};

/** The register's group for the proposed fields of each kind of record. */
const fieldGroupLabels: Record<string, string> = {
  regions: 'Regiões',
  missions: 'Missões',
  statuses: 'Efeitos de status',
  'common-actions': 'Ações de todo personagem',
  roles: 'Papéis jogáveis',
};

/** A mission's dungeon (missions.yaml, dungeon) as the pages say it: "a dungeon curta". */
const dungeonSizeNames = { short: 'curta', long: 'longa' } as const;

/** A proposed field's value as the pages show it: a boss by its name, a stacking rule in words, a text with its rule values. */
function fieldValueNodes(model: GameModel, name: string, value: unknown): Node[] {
  if (name === 'boss' && typeof value === 'string') return [text(model.byId('creatures', value)?.name ?? value)];
  if (name === 'stacking' && typeof value === 'string' && value in stackingNames) return [text(stackingNames[value as keyof typeof stackingNames])];
  if (name === 'dungeon' && typeof value === 'string' && value in dungeonSizeNames) return [text(dungeonSizeNames[value as keyof typeof dungeonSizeNames])];
  if (typeof value === 'string') return rich(model, value);
  if (name === 'levels' && value && typeof value === 'object') return [text(levelsText(model, value as { min: number; max?: number }))];
  return [text(fieldValueText(name, value))];
}

/** A region's level band, an open one ending at the maximum level, as the Balanceamento writes it: "níveis 7 a 10". */
function levelsText(model: GameModel, levels: { min: number; max?: number }): string {
  const band = bandOf(balanceContext(model), levels);
  return `níveis ${formatNumber(band.min)} a ${formatNumber(band.max)}`;
}

/** A proposed field's value in one line. */
function fieldValueText(name: string, value: unknown): string {
  if (name === 'levels' && value && typeof value === 'object') {
    const band = value as { min: number; max?: number };
    return `níveis ${formatNumber(band.min)} a ${band.max === undefined ? 'máximo' : formatNumber(band.max)}`;
  }
  if (name === 'order' && typeof value === 'number') return `${formatNumber(value)}ª`;
  return typeof value === 'number' ? formatNumber(value) : typeof value === 'string' ? value : JSON.stringify(value);
}

/** A design target's band, its proposed value: the description is on the targets' table. */
function targetBandCell(model: GameModel, id: string): string {
  const target = model.data.targets.find((candidate) => candidate.id === id);
  return target ? `faixa ${targetBandText(target)}` : '—';
}

/** The elements that show every record of a kind, so each record's row names their pages. */
const kindPages: Record<string, RegExp[][]> = {
  floors: [[table_('andares')]],
  invariants: [[table_('invariantes')]],
  targets: [[/<MetasDeDesign\b/]],
};

const otherKindLabels: Record<string, string> = {
  invariants: 'Invariantes de design',
  targets: 'Metas de design',
  regions: 'Regiões',
  floors: 'Encontros prontos',
  squads: 'Equipes',
};

const columnPlaces = ['no fundo', 'no meio', 'na frente'];
const rowNames = ['da linha de cima', 'da linha de baixo'];

/** A squad of squads.yaml as the register shows it: "Warden na frente, Mystic no meio e Ascetic no fundo da linha de cima, com D6". */
function squadText(model: GameModel, squadId: string): string {
  const squad = model.byId('squads', squadId);
  if (!squad) return '—';
  const rowOf = (cell: number) => (cell < 3 ? 0 : 1);
  const oneRow = squad.members.every((member) => rowOf(member.cell) === rowOf(squad.members[0]?.cell ?? 0));
  const members = squad.members.map(
    (member) => `${model.byId('roles', member.role)?.name ?? member.role} ${columnPlaces[member.cell % 3]}${oneRow ? '' : ` ${rowNames[rowOf(member.cell)]}`}`,
  );
  const list = wordList(members);
  return `${list}${oneRow ? ` ${rowNames[rowOf(squad.members[0]?.cell ?? 0)]}` : ''}, com ${model.byId('dice', squad.die)?.name ?? squad.die}`;
}

// ---- Proposal blocks in the page text ------------------------------------------

/** Stands for a rendered rule value inside an excerpt while it is cut to length (a private-use character, never in pages). */
const placeholder = (index: number): string => `\uE000${index}\uE000`;

/** A string attribute of an MDX element, e.g. the id of <Regra id="…"/>. */
function attributeOf(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * A text read as a sentence: a list item or a table row ends with a full stop, unless it ends with
 * its own punctuation (items of a list written as one sentence end with ";").
 */
const sentence = (value: string): string => {
  const trimmed = value.trim();
  return trimmed === '' || /[.!?…:;,]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The words of a block's content, with each rule value replaced by a
 * placeholder (its nodes are pushed on `values`). Block-level nodes are set
 * apart by spaces, phrasing is joined as written; the caller collapses the
 * whitespace.
 */
function excerptText(model: GameModel, nodes: readonly MdastNode[], values: Node[][]): string {
  const words = (children: readonly MdastNode[]): string => children.map((child) => excerptText(model, [child], values)).join('');
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
        case 'inlineCode':
          return node.value;
        case 'break':
          return ' ';
        case 'image':
          return node.alt ?? '';
        case 'code':
          return node.lang === 'mermaid' ? ' (Diagrama: ver na página.) ' : ' (Código: ver na página.) ';
        case 'tableRow':
          return ` ${sentence(
            node.children
              .map((cell) => words(cell.children).trim())
              .filter((cell) => cell.length > 0)
              .join(': '),
          )} `;
        case 'listItem':
          return ` ${sentence(words(node.children))} `;
        case 'emphasis':
        case 'strong':
        case 'delete':
        case 'link':
        case 'linkReference':
          return words(node.children);
        case 'mdxJsxTextElement':
          return elementText(model, node, values, words);
        case 'mdxJsxFlowElement':
          return ` ${elementText(model, node, values, words)} `;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
        case 'mdxjsEsm':
        case 'html':
        case 'yaml':
          return '';
        default:
          return 'children' in node ? ` ${words(node.children)} ` : '';
      }
    })
    .join('');
}

/** The game's elements as the excerpt reads them; any other element by its content. */
function elementText(
  model: GameModel,
  node: MdxJsxFlowElement | MdxJsxTextElement,
  values: Node[][],
  words: (children: readonly MdastNode[]) => string,
): string {
  const id = attributeOf(node, 'id');
  switch (node.name) {
    case 'Regra':
      if (!id) break;
      values.push([ruleNodes(model, id)]);
      return placeholder(values.length - 1);
    case 'Custo': {
      // The cost as the page shows it, colours included ("1 Vermelha", "Sem custo"), not a count of units.
      const skill = attributeOf(node, 'habilidade');
      const action = attributeOf(node, 'acao');
      const cost = skill ? skillCost(model, skill) : action ? costNodes(model, model.byId('data-actions', action)?.cost ?? {}) : undefined;
      if (!cost) break;
      values.push(cost);
      return placeholder(values.length - 1);
    }
    case 'Status':
      if (id) return model.byId('statuses', id)?.name ?? id;
      break;
    case 'Regiao': {
      // A region's count or damage types, as the page writes them in the sentence.
      const part = attributeOf(node, 'parte');
      if (!id || !part) break;
      return regionPart(model, id, part, attributeOf(node, 'grupo'))
        .map((piece) => ('value' in piece ? String(piece.value) : ''))
        .join('');
    }
    case 'Termo':
      if (node.children.length === 0 && id) return model.byId('glossary', id)?.term ?? id;
      break;
    case 'Tabela':
      // A data table is named, like a diagram: its rows would not fit an excerpt, and nothing would leave a sentence hanging.
      return '(Tabela: ver na página.)';
  }
  return words(node.children);
}

/**
 * A readable excerpt of a proposal block's content: rule values shown as the
 * pages show them, terms and links as their words, diagrams named rather
 * than dumped, table rows and list items as sentences, and cut only between
 * sentences.
 */
export function excerptNodes(model: GameModel, body: readonly MdastNode[], limit = 320): Node[] {
  const values: Node[][] = [];
  let textOnly = excerptText(model, body, values).replace(/\s+/g, ' ').trim();
  // Cut at the end of a sentence, never inside a word or a number.
  const visibleLength = (value: string) => value.replace(/\uE000\d+\uE000/g, '0000').length;
  if (visibleLength(textOnly) > limit) {
    // A sentence ends after . ! ? : or the ".)" of a named table, diagram or code block, never on the colon inside that name.
    const sentences = textOnly.split(/(?<=[.!?:]|\.\))(?<!\((?:Tabela|Diagrama|Código):)\s+/);
    let kept = '';
    for (const sentence of sentences) {
      if (kept && visibleLength(`${kept} ${sentence}`) > limit) break;
      kept = kept ? `${kept} ${sentence}` : sentence;
    }
    if (visibleLength(kept) > limit) kept = kept.slice(0, kept.lastIndexOf(' ', limit)).replace(/[,;:]$/, '');
    textOnly = kept.length < textOnly.length ? `${kept} […]` : kept;
  }
  return textOnly.split(/\uE000(\d+)\uE000/).flatMap((part, index) => (index % 2 === 1 ? (values[Number(part)] ?? []) : part ? [text(part)] : []));
}

function blockRows(model: GameModel, blocks: RegisterBlock[]): Map<string, Cell[][]> {
  // One row per section: two blocks in the same section are one proposal to review.
  const sections = new Map<string, { block: RegisterBlock; bodies: RegisterBlock['body'][] }>();
  for (const block of blocks) {
    const key = `${block.page}#${block.anchor}`;
    const entry = sections.get(key);
    if (entry) entry.bodies.push(block.body);
    else sections.set(key, { block, bodies: [block.body] });
  }
  const topics = new Map<string, Cell[][]>();
  for (const { block, bodies } of sections.values()) {
    const row: Cell[] = [[link(`${block.page}#${block.anchor}`, text(`${block.pageTitle}: ${block.section}`))], excerptNodes(model, bodies.flat()), 'Proposta'];
    topics.set(block.topic, [...(topics.get(block.topic) ?? []), row]);
  }
  return topics;
}

function quotedTable(header: string[], rows: Cell[][]): Node {
  return quotedSection([table(header, rows)]);
}

export function proposalRegister(model: GameModel, sources: RegisterSources): Node[] {
  const nodes: Node[] = [
    paragraph(
      text('Um valor proposto aparece em todas as páginas com a marca '),
      proposalMark(),
      text(
        ', também nas tabelas. A situação de cada proposta é "Proposta" enquanto está em revisão ' +
          'e "Aceita" quando o design a aceitou (campo status dos dados).',
      ),
    ),
    heading(2, text('Propostas nos dados do jogo')),
  ];
  // Values rendered from the data and excerpts of proposal blocks (checked on their own pages): quoted here.
  for (const { label, rows } of dataRows(model, sources)) {
    nodes.push(heading(3, text(`${label} (${rows.length})`)));
    nodes.push(
      quotedTable(
        ['Proposta', 'Valor proposto', 'Situação', 'Por quê', 'Páginas que usam'],
        // A rationale may write a value as a placeholder ({meta.…}, {status.…}): rendered, as the data's other texts are.
        rows.map((row) => [row.name, row.value, row.status, rich(model, row.rationale), pageLinks(row.pages, sources.pages)]),
      ),
    );
  }
  nodes.push(heading(2, text('Propostas no texto das páginas')));
  for (const [topic, rows] of blockRows(model, sources.blocks)) {
    nodes.push(heading(3, text(`${topic} (${rows.length})`)));
    nodes.push(quotedTable(['Página e seção', 'O que propõe', 'Situação'], rows));
  }
  return nodes;
}
