// Design targets (data/game/targets.yaml) measured on the game model: each
// measure asks the rules engine (seeded battles of the simulator's own setups,
// damage and XP formulas) for the figures of one target, and the engine's
// evaluateTargets sets them against the band. The build stops on a broken
// target, naming the record, the margin and the numbers to move; the
// Balanceamento page shows every target, and the rules lab calls the same
// evaluation in the browser.
import {
  actionWorth,
  brokenFigures,
  campaignEconomy,
  costUnits,
  evaluateTargets,
  levelAfter,
  rewardRulesFrom,
  sharePercent,
  skillWorth,
  upgradeRulesFrom,
  type Figure,
  type RegionEconomy,
  type Worth,
  type TargetResult,
  type DesignTargetSpec,
} from '@dice-rolling/rules';
import {
  type GameModel,
  type GameData,
  type Role,
  ruleValueOf,
  balanceContext,
  bandOf,
  enemyDamagePerRound,
  hitAfterDefence,
  missionXp,
  roleDamageActions,
  roleDamagePerRound,
  rolePowersAt,
  roleStats,
  type BalanceContext,
  battleEffects,
  simulatorToolData,
  targetSpec,
} from '@dice-rolling/game-model';
import { battleFigures, battleMeasures, bossFloorSubject, measureBossFloors, measureFloors, type FloorMeasure } from '../client/targetFigures';
import type { SimulatorToolData } from '../client/simulator';
export { targetBattles, targetSeed } from '../client/targetFigures';

export type Target = GameData['targets'][number];

/** Everything measured for the targets, kept for the Balanceamento page. */
export interface TargetMeasures {
  /** Each preset floor with the starting squad (policies "mais dano pagável agora" and "cura primeiro"). */
  floors: FloorMeasure[];
  healingFloors: FloorMeasure[];
  /** Each boss's floor with the starting squad at `bossLevel`, the top of the region's band. */
  bossFloors: FloorMeasure[];
  bossLevel: number;
  squadRoles: string[];
  squadNames: string[];
  /** Per role and shown level: expected damage per round of its best affordable action. */
  roleDamage: { role: Role; level: number; value: number; weapon: string }[];
  /**
   * Per paid skill: its worth (damage, healing, damage prevented, a status's
   * worth, on every target counted), the free attack's damage and its cost
   * in units, at the unlock level. A skill the engine prices at nothing is
   * listed, not measured.
   */
  skills: { role: Role; name: string; unlock: number; units: number; worth: Worth; free: number; area: boolean }[];
  /** Per region with a band: the level a character reaches after each mission. */
  regions: { name: string; band: { min: number; max: number }; levels: number[] }[];
  levels: number[];
  /** Per region, in campaign order: the gold and Brasas of its missions against the upgrades it asks for. */
  economy: ({ name: string } & RegionEconomy)[];
}

export interface TargetEvaluation {
  targets: Target[];
  results: TargetResult[];
  measures: TargetMeasures;
}

const tank = (role: Role) => role.function.startsWith('Tank');
const damageDealer = (role: Role) => role.function.startsWith('DPS');
const healer = (role: Role) => role.function.startsWith('Healer');

/** The levels the role targets check: the start, the first skill choice and the maximum. */
function checkedLevels(context: BalanceContext): number[] {
  return [...new Set([context.progression.startLevel, ruleValueOf(context.model, 'progressao.escolha-habilidade'), context.progression.maxLevel])];
}

/** The level reached after each mission of a region, entering at the band's low end: the path the data implies (a typical mission's XP). */
/**
 * The campaign's economy by the path the data implies: every region in order,
 * with its missions (or the first region's count while it has none), against
 * the upgrades of every structure it asks for.
 */
function campaignPath(model: GameModel): TargetMeasures['economy'] {
  const regions = [...model.data.regions].sort((a, b) => a.order - b.order);
  const missionsOf = (id: string) => model.data.missions.filter((mission) => mission.region === id).length;
  const firstCount = Math.max(1, regions[0] ? missionsOf(regions[0].id) : 1);
  const economy = campaignEconomy(
    regions.map((region) => missionsOf(region.id) || firstCount),
    rewardRulesFrom(model.rules),
    upgradeRulesFrom(model.rules, model.data.buildings.length),
  );
  return economy.map((entry, index) => ({ name: regions[index]?.name ?? '', ...entry }));
}

function regionPaths(context: BalanceContext): TargetMeasures['regions'] {
  const perMission = missionXp(context);
  const regions = [...context.model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
  return regions.flatMap((region) => {
    const missions = context.model.data.missions.filter((mission) => mission.region === region.id).length;
    if (!region.levels || missions === 0) return [];
    const band = bandOf(context, region.levels);
    const levels = Array.from({ length: missions }, (_, index) => levelAfter(band.min, perMission * (index + 1), context.progression));
    return [{ name: region.name, band, levels }];
  });
}

/**
 * Expected damage per round the Tundra's enemies deal to a role at a level
 * (the mean over the enemy roles met at T1), with the Poder de Ataque of
 * `tier` (T1 unless given).
 */
function takenPerRound(context: BalanceContext, role: Role, level: number, tier?: GameData['tiers'][number]): number {
  const { model } = context;
  const enemies = model.data['enemy-roles'].filter((enemy) => model.data.creatures.some((creature) => creature.role === enemy.id && creature.tier === 't1'));
  const { defence } = roleStats(context, role, level, 'middle');
  const power = context.damage.normalPower * (tier?.multipliers['poder-de-ataque'] ?? 1);
  return enemies.reduce((sum, enemy) => sum + enemyDamagePerRound(context, enemy.id, defence, power), 0) / Math.max(1, enemies.length);
}

/**
 * The tier a character meets at a level, by the path the data implies: the
 * first region (in order) whose band reaches the level, each region one tier
 * above the one before (the Tundra at T1), up to the highest tier below the
 * bosses'.
 */
function tierAtLevel(context: BalanceContext, level: number): GameData['tiers'][number] | undefined {
  const { model } = context;
  const regions = [...model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
  const index = Math.max(
    0,
    regions.findIndex((region) => bandOf(context, region.levels ?? { min: 1 }).max >= level),
  );
  const tiers = model.data.tiers.filter((tier) => tier.id !== 'colossal');
  return tiers[Math.min(index, tiers.length - 1)];
}

/**
 * Each paid skill's worth by the engine's actionWorth, at the level it is
 * learnt: hits at that level's Poder against Defesa 0; healing in the Vida of
 * the user or of an average role; stuns and a shield's hits in the damage an
 * enemy of the tier met at that level deals an average role per round,
 * protection in that times the enemies of a T1 floor (the one in front
 * receives them all); an attack bonus in the user's free attack.
 */
function skillWorths(model: GameModel, context: BalanceContext, data: SimulatorToolData): TargetMeasures['skills'] {
  const worthTarget = model.data.targets.find((target) => target.measure === 'skill-worth');
  const areaTargets = worthTarget?.areaTargets ?? 1;
  const roles = model.data.roles;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  // Enemies an encounter puts against the squad: the mean of the T1 preset floors.
  const enemiesPerFloor = mean(data.floors.filter((floor) => floor.enemies[0]?.tier === 't1').map((floor) => floor.enemies.length));
  const skills: TargetMeasures['skills'] = [];
  for (const role of roles) {
    for (const skill of role.skills) {
      const units = costUnits(skill.cost);
      if (units === 0) continue;
      const level = skill.unlock;
      const { power, elementalPower } = rolePowersAt(context, role, level);
      // The strongest free attack of the role, at the unlock level's Poder, against Defesa 0.
      const free = Math.max(0, ...role.basicAttacks.map((_, weapon) => roleDamageActions(context, role, weapon, level, 0)[0]?.value ?? 0));
      const spec = targetSpec(skill.target);
      const area = spec.multiple || spec.row === true;
      const tier = tierAtLevel(context, level);
      const enemyDamage = mean(roles.map((other) => takenPerRound(context, other, level, tier)));
      const reference = {
        ownLife: roleStats(context, role, level, 'middle').life,
        allyLife: mean(roles.map((other) => roleStats(context, other, level, 'middle').life)),
        enemyDamage,
        incomingDamage: enemyDamage * enemiesPerFloor,
        ownDamage: free,
        areaTargets,
        powerAttribute: 'poder-de-ataque',
      };
      const worth = actionWorth(battleEffects(model, skill.effects), data.statuses, reference, area ? areaTargets : 1, (amount, effect) =>
        hitAfterDefence(context, amount, effect?.damageType, 0, power, elementalPower),
      );
      skills.push({ role, name: skill.name, unlock: level, units, worth, free, area });
    }
  }
  return skills;
}

/** The level the boss target plays the bosses at: the last of the first region's band (the region the preset floors are of), or the maximum level. */
export function bossLevelOf(model: GameModel): number {
  return topOfFirstBand(balanceContext(model));
}

function topOfFirstBand(context: BalanceContext): number {
  const first = [...context.model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order)[0];
  return first?.levels ? bandOf(context, first.levels).max : context.progression.maxLevel;
}

export function measureForTargets(model: GameModel): TargetMeasures {
  const context = balanceContext(model);
  const data = simulatorToolData(model);
  const levels = checkedLevels(context);
  const roles = model.data.roles;
  const skills = skillWorths(model, context, data);
  const played = measureFloors(data);
  const bossLevel = topOfFirstBand(context);
  return {
    ...played,
    bossFloors: measureBossFloors(data, bossLevel),
    bossLevel,
    squadNames: played.squadRoles.map((id) => roles.find((role) => role.id === id)?.name ?? id),
    roleDamage: roles.flatMap((role) => levels.map((level) => ({ role, level, ...roleDamagePerRound(context, role, level) }))),
    skills,
    regions: regionPaths(context),
    levels,
    economy: campaignPath(model),
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The figures of one target from the measures. */
function figuresOf(target: Target, measures: TargetMeasures, context: BalanceContext): Figure[] {
  const { model } = context;
  if ((battleMeasures as readonly string[]).includes(target.measure)) {
    return battleFigures(
      target,
      measures,
      model.data.tiers.map((tier) => tier.id),
      model.data.roles.find(healer)?.id,
    );
  }
  switch (target.measure) {
    case 'damage-role-over-tank': {
      const tanks = measures.roleDamage.filter((entry) => tank(entry.role));
      return measures.roleDamage
        .filter((entry) => damageDealer(entry.role))
        .flatMap((entry) =>
          tanks
            .filter((other) => other.level === entry.level)
            .map((other) => ({ subject: `${entry.role.name} sobre ${other.role.name}, nível ${entry.level}`, value: oneDecimal(entry.value - other.value) })),
        );
    }
    case 'tank-least-damage': {
      const level = context.progression.startLevel;
      const taken = (role: Role) => takenPerRound(context, role, level);
      return model.data.roles
        .filter(tank)
        .flatMap((tankRole) =>
          model.data.roles
            .filter((role) => !tank(role))
            .map((role) => ({ subject: `${role.name} recebe mais que ${tankRole.name}`, value: oneDecimal(taken(role) - taken(tankRole)) })),
        );
    }
    case 'skill-worth':
      // A skill the engine prices at nothing (a taunt, a revive) is shown on the page, not measured.
      return measures.skills
        .filter((skill) => skill.worth.total > 0)
        .map((skill) => ({
          subject: `${skill.role.name}: ${skill.name} (${skill.units} ${skill.units === 1 ? 'unidade' : 'unidades'}${skill.area ? ', em área' : ''})`,
          value: oneDecimal(skillWorth(skill.worth.total, skill.free, skill.units, target.perUnit ?? 0)),
        }));
    case 'campaign-in-band': {
      return measures.regions.flatMap((region, index) => {
        const next = measures.regions[index + 1] ?? nextBand(context, region.name);
        const reached = region.levels[region.levels.length - 1] ?? region.band.min;
        if (!next) return [];
        return [
          {
            subject: `${region.name}: termina no nível ${reached}; a faixa seguinte vai de ${next.band.min} a ${next.band.max}`,
            value: Math.min(reached - next.band.min, next.band.max - reached),
          },
        ];
      });
    }
    case 'level-cap-last-region': {
      const regions = [...model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
      const perMission = missionXp(context);
      const missionsPerRegion = Math.max(1, model.data.missions.filter((mission) => mission.region === regions[0]?.id).length);
      const max = context.progression.maxLevel;
      let level = context.progression.startLevel;
      return regions.map((region, index) => {
        const band = bandOf(context, region.levels ?? { min: 1 });
        level = levelAfter(Math.max(level, band.min), perMission * missionsPerRegion, context.progression);
        const last = index === regions.length - 1;
        // Before the last region the cap must not come (value: levels short of it − 1 ≥ 0); in the last it must (value: level − cap ≥ 0).
        return { subject: `${region.name}: nível ${level} ao fim da campanha`, value: last ? level - max : max - level - 1 };
      });
    }
    case 'mission-map-battles': {
      const floors = ruleValueOf(model, 'dungeon.andares-curta');
      const battles = ruleValueOf(model, 'progressao.batalhas-comuns-por-missao') + ruleValueOf(model, 'progressao.batalhas-elite-por-missao') + 1;
      return [{ subject: `Mapa curto: ${floors} andares para ${battles} batalhas`, value: floors - battles }];
    }
    case 'economy-upgrades':
      // Running totals: what the earlier regions left unspent still pays; a region that asks for nothing (the city complete) is not measured.
      return measures.economy
        .filter((region) => region.upgradeGold > 0 || region.upgradeBrasas > 0)
        .flatMap((region) => [
          ...(region.totalUpgradeGold > 0
            ? [{ subject: `${region.name}: ouro até o fim da região`, value: oneDecimal(sharePercent(region.totalGold, region.totalUpgradeGold)) }]
            : []),
          ...(region.totalUpgradeBrasas > 0
            ? [{ subject: `${region.name}: Brasas até o fim da região`, value: oneDecimal(sharePercent(region.totalBrasas, region.totalUpgradeBrasas)) }]
            : []),
        ]);
    case 'boss-win-rate':
      return measures.bossFloors.map(({ floor, figures }) => ({
        subject: bossFloorSubject(floor, measures.bossLevel),
        value: oneDecimal(figures.winRate),
        low: oneDecimal(figures.winLow),
        high: oneDecimal(figures.winHigh),
      }));
    default:
      // A measure without a case here measures nothing: its target shows as broken ("nada foi medido").
      return [];
  }
}

function nextBand(context: BalanceContext, name: string): { band: { min: number; max: number } } | undefined {
  const regions = [...context.model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
  const index = regions.findIndex((region) => region.name === name);
  const next = regions[index + 1];
  return next?.levels ? { band: bandOf(context, next.levels) } : undefined;
}

export function specOf(target: Target): DesignTargetSpec {
  return { id: target.id, band: { min: target.min, max: target.max }, pending: target.pending !== undefined };
}

// Measured once per model: the build's check and the Balanceamento page ask for the same figures.
const evaluations = new WeakMap<GameModel, TargetEvaluation>();

export function evaluateDesignTargets(model: GameModel): TargetEvaluation {
  const cached = evaluations.get(model);
  if (cached) return cached;
  const context = balanceContext(model);
  const measures = measureForTargets(model);
  const targets = model.data.targets;
  const figures = Object.fromEntries(targets.map((target) => [target.id, figuresOf(target, measures, context)]));
  const evaluation = { targets, results: evaluateTargets(targets.map(specOf), figures), measures };
  evaluations.set(model, evaluation);
  return evaluation;
}

const bandText = (target: Target) =>
  target.min !== undefined && target.max !== undefined
    ? `faixa ${target.min} a ${target.max}`
    : target.min !== undefined
      ? `mínimo ${target.min}`
      : `máximo ${target.max ?? ''}`;

/** One line per figure outside its band: the target, the record, its value (and interval), the band, the margin and what to change. */
export function brokenTargetLines(evaluation: TargetEvaluation): string[] {
  return evaluation.results.flatMap((result) => {
    const target = evaluation.targets.find((candidate) => candidate.id === result.id);
    if (!target || result.status !== 'broken') return [];
    if (result.figures.length === 0)
      return [`- meta "${target.id}" (${target.name}): nada foi medido; confira "measure" e os dados que ela lê. O que mudar: ${target.lever}`];
    return brokenFigures(result).map(
      (figure) =>
        `- meta "${target.id}" (${target.name}): ${figure.subject} mede ${figure.value}` +
        (figure.low !== undefined ? ` (intervalo de 95%: ${figure.low} a ${figure.high})` : '') +
        `, ${bandText(target)}, margem ${figure.margin}. O que mudar: ${target.lever}`,
    );
  });
}

export class TargetError extends Error {
  constructor(readonly lines: string[]) {
    super(`Metas de design fora da faixa (data/game/targets.yaml):\n${lines.join('\n')}`);
    this.name = 'TargetError';
  }
}

/** Throws when a target (not pending) is outside its band: the build stops here. */
export function checkTargets(model: GameModel): TargetEvaluation {
  const evaluation = evaluateDesignTargets(model);
  const lines = brokenTargetLines(evaluation);
  if (lines.length > 0) throw new TargetError(lines);
  return evaluation;
}
