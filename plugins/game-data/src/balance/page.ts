// The Balanceamento page: what the rules engine says about the game data, as
// static tables (no JavaScript), each linking to the records it comes from.
// Every number is computed at build from the same data the site publishes.
import { levelAfter, roundsToDefeat, xpToNext } from '@dice-rolling/rules';
import { formatNumber, formatPercent } from '../format';
import { anchorOf, code, heading, link, paragraph, strong, table, text, type Cell, type Node } from '../mdast';
import {
  type GameModel,
  type Role,
  type Skill,
  ruleValueOf,
  balanceContext,
  bandOf,
  diceAt,
  enemyAtTier,
  enemyDamagePerRound,
  missionXp,
  payabilityAt,
  roleDamagePerRound,
  roleStats,
  type BalanceContext,
} from '@dice-rolling/game-model';
import { openDataFolder } from '../openData';
import { isOpenProposal, markedCell } from '../proposalMark';
import { costNodes, ruleValue } from '../render/inline';
import { evaluateInvariants } from './invariants';

/** Where the open data of each file is served (see openData.ts); `pathname://` keeps it a plain link to a static file. */
const dataPath = (file: string) => `pathname:///${openDataFolder}/${file}.json`;

const oneDecimal = (value: number) => formatNumber(value, 1);
const enemiesPage = '/docs/game/content/characters/unplayable/salt_tundra_enemies';

/** The levels the role tables show: the start, the first skill choice and the maximum. */
function shownLevels(context: BalanceContext): number[] {
  const choice = ruleValueOf(context.model, 'progressao.escolha-habilidade');
  return [...new Set([context.progression.startLevel, choice, context.progression.maxLevel])];
}

/** The skill's section on its role page; a Suprema's heading names its kind, which the data lacks, so it links to the skills table. */
function skillLink(role: Role, skill: Skill): Node {
  return link(`${role.page}#${anchorOf(skill.supreme ? 'Habilidades' : skill.name)}`, text(skill.name));
}

/** "Dados de origem:" and the open data files a table was computed from, each linked. */
export function sourceLine(files: readonly string[]): Node {
  return paragraph(
    text('Dados de origem: '),
    ...files.flatMap((file, index) => [...(index > 0 ? [text(', ')] : []), link(dataPath(file), code(`${file}.json`))]),
    text('.'),
  );
}

function rolesSection(context: BalanceContext): Node[] {
  const levels = shownLevels(context);
  const header = [
    'Habilidade',
    'Custo',
    'Aprende no nível',
    ...levels.map((level) => `Nível ${level} (${diceAt(context, level).length} ${diceAt(context, level).length === 1 ? 'dado' : 'dados'})`),
  ];
  const nodes: Node[] = [];
  for (const role of context.model.data.roles) {
    nodes.push(heading(3, text(`${role.name} (${role.portugueseName})`)));
    const rows: Cell[][] = role.skills.map((skill) => [
      [skillLink(role, skill)],
      costNodes(context.model, skill.cost),
      String(skill.unlock),
      ...levels.map((level) => (skill.unlock > level ? '—' : formatPercent(payabilityAt(context, skill.cost, level)))),
    ]);
    rows.push([
      [strong(text('Dano esperado por rodada'))],
      'melhor ação que a rolagem paga',
      '',
      ...levels.map((level) => {
        const best = roleDamagePerRound(context, role, level);
        return `${oneDecimal(best.value)} (${best.weapon})`;
      }),
    ]);
    nodes.push(table(header, rows));
  }
  return nodes;
}

function enemiesSection(context: BalanceContext): Node[] {
  const { model } = context;
  const tiers = model.data.tiers.filter((tier) => tier.id !== 'colossal');
  const creatures = model.data.creatures.filter((creature) => creature.region === 'tundra-de-sal' && creature.role);
  const roles = model.data.roles;
  const level = context.progression.startLevel;
  const beat: Cell[][] = [];
  const fall: Cell[][] = [];
  for (const creature of creatures) {
    for (const tier of tiers) {
      const enemy = enemyAtTier(context, creature, tier.id);
      if (!enemy) continue;
      const role = model.byId('enemy-roles', enemy.roleId);
      const name: Cell = [link(`${enemiesPage}#${anchorOf(creature.name)}`, text(creature.name))];
      const enemyRole: Cell = role ? [link(role.page, text(role.name))] : '—';
      const rounds = (value: number | undefined) => (value === undefined ? 'nunca' : formatNumber(value));
      beat.push([
        name,
        tier.name,
        `${formatNumber(enemy.life)} / ${formatNumber(enemy.defence)}`,
        ...roles.map((playable) => rounds(roundsToDefeat(enemy.life, roleDamagePerRound(context, playable, level, enemy.defence, creature.grades).value))),
      ]);
      fall.push([
        name,
        enemyRole,
        tier.name,
        ...roles.map((playable) => {
          const stats = roleStats(context, playable, level, 'middle');
          return rounds(roundsToDefeat(stats.life, enemyDamagePerRound(context, enemy.roleId, stats.defence, enemy.power)));
        }),
      ]);
    }
  }
  return [
    heading(3, text('Rodadas para vencer cada inimigo')),
    paragraph(
      text(
        `Com o dano esperado por rodada da melhor ação pagável de cada papel no nível ${level}, depois da Defesa do inimigo e do grau dele ` +
          'para o tipo de dano da ação (a fraqueza ou a resistência da criatura, ver ',
      ),
      link(enemiesPage, text('Inimigos da Tundra de Sal')),
      text('), com a arma que dá mais dano contra ela. Vida e Defesa do inimigo em cada tier vêm do arquétipo, da espécie e do tier.'),
    ),
    table(['Criatura', 'Tier', 'Vida / Defesa', ...roles.map((role) => role.name)], beat),
    heading(3, text('Rodadas de que cada inimigo precisa para derrubar cada papel')),
    paragraph(
      text(
        'Com o dano esperado por rodada da melhor ação que o dado do inimigo paga, ' +
          `contra a Vida e a Defesa do meio da faixa de cada papel no nível ${level}, com o Poder de Ataque que o tier dá ao inimigo. ` +
          'As ações são as do papel do inimigo, contadas como golpes físicos, contra a Defesa: o tipo de dano que cada criatura dá a elas, ' +
          'que as batalhas jogam (um golpe elemental vai contra a Defesa elemental), fica de fora, e as criaturas de um mesmo papel, ' +
          'espécie e tier têm aqui a mesma linha.',
      ),
    ),
    table(['Criatura', 'Papel do inimigo', 'Tier', ...roles.map((role) => role.name)], fall),
  ];
}

function xpSection(context: BalanceContext): Node[] {
  const { model } = context;
  const perMission = missionXp(context);
  const nodes: Node[] = [
    paragraph(
      text(`Uma missão rende ${formatNumber(perMission)} XP a cada personagem: as batalhas de um caminho típico, `),
      ruleValue(model, 'progressao.batalhas-comuns-por-missao'),
      text(' comuns, '),
      ruleValue(model, 'progressao.batalhas-elite-por-missao'),
      text(' de elite e o chefe.'),
    ),
  ];
  const regions = [...model.data.regions].sort((a, b) => a.order - b.order).filter((region) => region.levels);
  // The level-cap target (targets.ts, level-cap-last-region) plays a region without missions with the first region's count.
  const first = regions[0];
  const firstMissions = model.data.missions.filter((mission) => mission.region === first?.id).length;
  const cap = model.data.targets.find((target) => target.measure === 'level-cap-last-region');
  for (const region of regions) {
    if (!region.levels) continue;
    const band = bandOf(context, region.levels);
    const missions = model.data.missions.filter((mission) => mission.region === region.id).length;
    nodes.push(heading(3, text(`${region.name} (níveis ${band.min} a ${band.max})`)));
    if (missions === 0) {
      nodes.push(
        paragraph(
          text(
            cap && first && firstMissions > 0
              ? `Ainda sem missões nos dados: a faixa vale; a meta “${cap.name}” conta nela as ${formatNumber(firstMissions)} ` +
                  `missões da ${first.name}, com o XP de uma missão típica.`
              : 'Ainda sem missões nos dados: a faixa vale, mas não há XP de missão para comparar.',
          ),
        ),
      );
      continue;
    }
    const rows: Cell[][] = [];
    for (let level = band.min; level <= band.max; level += 1) {
      const next = xpToNext(level, context.progression);
      rows.push([
        String(level),
        next === 0 ? '—' : formatNumber(next),
        formatNumber(perMission),
        String(levelAfter(level, perMission, context.progression)),
        String(levelAfter(level, perMission * missions, context.progression)),
      ]);
    }
    nodes.push(table(['Nível', 'XP para o próximo', 'XP de uma missão', 'Nível depois de uma missão', `Nível depois das ${missions} missões`], rows));
  }
  return nodes;
}

/** A limit reads in its unit, as a design target's band does ("11%", "0 níveis"); a count stays bare. */
const invariantUnitSuffix: Partial<Record<string, string>> = { percent: '%', level: ' níveis' };

function invariantsSection(model: GameModel): Node[] {
  const results = evaluateInvariants(model);
  return [
    table(
      ['Invariante', 'O que mede', 'Limite', 'Margem', 'Mais perto do limite', 'Por quê'],
      results.map((result) => {
        const closest = [...result.measurements].sort((a, b) => a.margin - b.margin)[0];
        return [
          [strong(text(result.invariant.name)), text(' '), code(result.invariant.id)],
          result.invariant.description,
          // The limit is the proposal's value: it wears the mark the proposals register gives it.
          markedCell(oneDecimal(result.invariant.threshold) + (invariantUnitSuffix[result.invariant.unit] ?? ''), isOpenProposal(result.invariant)),
          oneDecimal(result.margin) +
            (result.holds ? '' : result.invariant.severity === 'warning' ? ' (quebrado; aviso, não para a publicação)' : ' (quebrado)'),
          closest ? (closest.page ? [link(closest.page, text(closest.record))] : closest.record) : '—',
          result.invariant.rationale ?? '',
        ];
      }),
    ),
  ];
}

/** Skills, basic attacks and enemy actions: how much of what they do is data. */
export function effectCounts(model: GameModel): { kind: string; total: number; structured: number; mixed: number; textOnly: number }[] {
  const count = (kind: string, items: { effects: readonly unknown[]; rest: boolean }[]) => ({
    kind,
    total: items.length,
    structured: items.filter((item) => item.effects.length > 0 && !item.rest).length,
    mixed: items.filter((item) => item.effects.length > 0 && item.rest).length,
    textOnly: items.filter((item) => item.effects.length === 0).length,
  });
  return [
    count(
      'Habilidades',
      model.data.roles.flatMap((role) => role.skills.map((skill) => ({ effects: skill.effects, rest: skill.numbers !== undefined }))),
    ),
    // A basic attack's damage is always a field; its other effects may be text.
    count(
      'Ataques básicos',
      model.data.roles.flatMap((role) => role.basicAttacks.map((attack) => ({ effects: [attack.damage], rest: attack.note !== undefined }))),
    ),
    // A form each creature fills counts its creatures' effects: fields only when every creature that fills it says it in fields.
    count(
      'Ações dos papéis não jogáveis',
      model.data['enemy-roles'].flatMap((role) =>
        role.actions.map((action, form) => {
          const moves = model.data.creatures
            .filter((creature) => creature.role === role.id)
            .flatMap((creature) => creature.moves.filter((move) => move.form === form));
          const filled = action.byCreature && moves.length > 0 && moves.every((move) => move.effects.length > 0);
          return { effects: filled ? moves : action.effects, rest: action.effect !== undefined };
        }),
      ),
    ),
  ];
}

function effectsSection(model: GameModel): Node[] {
  return [
    table(
      ['Registros', 'Total', 'Só em campos', 'Campos e texto', 'Só em texto'],
      effectCounts(model).map((row) => [row.kind, String(row.total), String(row.structured), String(row.mixed), String(row.textOnly)]),
    ),
  ];
}

export const balancePageTables: Record<string, (model: GameModel) => Node[]> = {
  'balanco-papeis': (model) => [...rolesSection(balanceContext(model)), sourceLine(['roles', 'rules', 'dice', 'dice-cycle'])],
  'balanco-inimigos': (model) => [
    ...enemiesSection(balanceContext(model)),
    sourceLine(['creatures', 'enemy-roles', 'archetypes', 'species', 'tiers', 'roles', 'rules']),
  ],
  'balanco-xp': (model) => [...xpSection(balanceContext(model)), sourceLine(['regions', 'missions', 'rules'])],
  invariantes: (model) => [...invariantsSection(model), sourceLine(['invariants'])],
  'efeitos-estruturados': (model) => [...effectsSection(model), sourceLine(['roles', 'enemy-roles', 'creatures'])],
};
