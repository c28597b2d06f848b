// Design targets (data/game/targets.yaml) measured on the game model: each
// measure asks the rules engine (seeded battles of the simulator's own setups,
// on every hero policy and every target seed, by battleTargets.ts; damage and
// XP formulas) for the figures of one target, and the engine's evaluateTargets
// sets them against the band, by their 95% intervals. designer-tools renders
// them on the Balanceamento page and stops the build on a broken target; the
// rules lab calls the battle part in the browser.
import {
  actionWorth,
  brokenFigures,
  campaignEconomy,
  computeDamage,
  costUnits,
  enemySpec,
  evaluateTargets,
  levelAfter,
  levelForXp,
  memberSpec,
  payChance,
  rewardRulesFrom,
  runXp,
  sharePercent,
  skillWorth,
  upgradeRulesFrom,
  xpToReach,
  type Figure,
  type RegionEconomy,
  type Worth,
  type TargetResult,
  type DesignTargetSpec,
  type EncounterData,
  type SimFloor,
} from '@dice-rolling/rules';
import type { GameData, Role } from './schema';
import type { GameModel } from './model';
import { ruleValueOf } from './lookup';
import {
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
} from './measures';
import { battleEffects, simulatorToolData } from './encounters';
import { decisionsTouching } from './decisions';
import {
  battleFigures,
  battleMeasures,
  measureBattleTargets,
  measureScanTargets,
  scaleOf,
  scanMeasures,
  type FigureContext,
  type FloorMeasures,
  type CurveStop,
  bossLevelFor,
  type EncounterPlayer,
  type MeasureOptions,
  type PolicyNames,
  type ScanMeasures,
} from './battleTargets';

type SimulatorToolData = ReturnType<typeof simulatorToolData>;

export type Target = GameData['targets'][number];

/** Everything measured for the targets, kept for the Balanceamento page. */
export interface TargetMeasures {
  /** The battles: each preset floor (and boss floor, and the paired variants) once per hero policy, on every target seed. */
  battles: FloorMeasures;
  /** Each policy's name, by id. */
  policyNames: PolicyNames;
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
  /** Each paid skill's worth at the level it is learnt; `tier`, the name of the enemies' tier its avoided damage and statuses are priced against. */
  skills: { role: Role; name: string; unlock: number; units: number; worth: Worth; free: number; area: boolean; tier: string | undefined }[];
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

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const tank = (role: Role) => role.function.startsWith('Tank');
const damageDealer = (role: Role) => role.function.startsWith('DPS');
const healer = (role: Role) => role.function.startsWith('Healer');

/** The levels the role targets check: the start, the first skill choice and the maximum. */
function checkedLevels(context: BalanceContext): number[] {
  return [...new Set([context.progression.startLevel, ruleValueOf(context.model, 'progressao.escolha-habilidade'), context.progression.maxLevel])];
}

/** The level reached after each mission of a region, entering at the band's low end: the path the data implies (a typical mission's XP). */
/** The regions that give a band of levels, in the campaign's order. */
function regionsWithLevels(model: GameModel): GameData['regions'] {
  return [...model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
}

/**
 * The campaign's economy by the path the data implies: every region in order,
 * with its missions (or the first region's count while it has none; a mission
 * in a short dungeon without its chest and event), against the upgrades of
 * every structure it asks for.
 */
function campaignPath(model: GameModel): TargetMeasures['economy'] {
  const regions = [...model.data.regions].sort((a, b) => a.order - b.order);
  const missionsOf = (id: string) => model.data.missions.filter((mission) => mission.region === id).length;
  const firstCount = Math.max(1, regions[0] ? missionsOf(regions[0].id) : 1);
  const shortOf = (id: string) => model.data.missions.filter((mission) => mission.region === id && mission.dungeon === 'short').length;
  const economy = campaignEconomy(
    regions.map((region) => missionsOf(region.id) || firstCount),
    rewardRulesFrom(model.rules),
    upgradeRulesFrom(model.rules, model.data.buildings.length),
    regions.map((region) => shortOf(region.id)),
  );
  return economy.map((entry, index) => ({ name: regions[index]?.name ?? '', ...entry }));
}

function regionPaths(context: BalanceContext): TargetMeasures['regions'] {
  const perMission = missionXp(context);
  const regions = regionsWithLevels(context.model);
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
  const regions = regionsWithLevels(model);
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
      // The skill's grid as the simulator's data built it (simulatorToolData), read, not built again.
      const spec = data.roles.find((built) => built.id === role.id)?.skills.find((built) => built.action.id === skill.id)?.action.target;
      if (!spec) throw new Error(`skill-worth: the simulator's data has no skill ${skill.id} of ${role.id}`);
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
      skills.push({ role, name: skill.name, unlock: level, units, worth, free, area, tier: tier?.name });
    }
  }
  return skills;
}

/** The level the boss target plays the bosses at: the last of the first region's band (the region the preset floors are of), or the maximum level. */
export function bossLevelOf(model: GameModel): number {
  return topOfFirstBand(balanceContext(model));
}

function topOfFirstBand(context: BalanceContext): number {
  const first = regionsWithLevels(context.model)[0];
  return first?.levels ? bandOf(context, first.levels).max : context.progression.maxLevel;
}

/**
 * The first region's bosses in the missions' order, each with the level a
 * squad that only fights meets it at: the XP of the missions before it and of
 * its own mission's typical battles before the boss (no Training, as the
 * campaign targets' path), entering at the band's low end.
 */
export function bossCurveOf(model: GameModel): CurveStop[] {
  const context = balanceContext(model);
  const first = regionsWithLevels(model)[0];
  if (!first?.levels) return [];
  const missions = model.data.missions.filter((mission) => mission.region === first.id).sort((a, b) => a.order - b.order);
  const before = runXp(
    { common: ruleValueOf(model, 'progressao.batalhas-comuns-por-missao'), elite: ruleValueOf(model, 'progressao.batalhas-elite-por-missao'), boss: 0 },
    context.progression,
  );
  const entering = Math.max(xpToReach(context.progression.startLevel, context.progression), xpToReach(first.levels.min, context.progression));
  return missions.flatMap((mission, index) => {
    const floor = model.data.floors.find(
      (candidate) => candidate.kind === 'boss' && candidate.region === first.id && candidate.enemies.some((enemy) => enemy.creature === mission.boss),
    );
    const xp = entering + index * missionXp(context) + before;
    return floor ? [{ floor: floor.id, level: levelForXp(xp, context.progression) }] : [];
  });
}

/** Each boss's floor of the simulator with the level the boss targets play it at (bossLevelFor), in the presets' order. */
export function bossLevelsOf(model: GameModel): CurveStop[] {
  const levels = { bossLevel: bossLevelOf(model), bossCurve: bossCurveOf(model) };
  return simulatorToolData(model).bossFloors.map((floor) => ({ floor: floor.id, level: bossLevelFor(levels, floor.id) }));
}

/** The squad's Healer: the first role whose function is Healer. */
function healerOf(model: GameModel): string | undefined {
  return model.data.roles.find(healer)?.id;
}

/**
 * Every battle the targets of the model read: on every hero policy of the
 * engine and every target seed (`seeds` and `battles` change them for a quick
 * look; the build uses the defaults).
 */
export function battleMeasuresOf(model: GameModel, sample: Pick<MeasureOptions, 'seeds' | 'battles'> = {}, player?: EncounterPlayer): FloorMeasures {
  return measureBattleTargets(simulatorToolData(model), battleMeasureOptions(model, sample), player);
}

/** What measureBattleTargets needs of the model besides the simulator's data: the targets, the boss level, the bosses' curve, the Healer. */
export function battleMeasureOptions(model: GameModel, sample: Pick<MeasureOptions, 'seeds' | 'battles'> = {}): MeasureOptions {
  return { targets: model.data.targets, bossLevel: bossLevelOf(model), bossCurve: bossCurveOf(model), healerRole: healerOf(model), ...sample };
}

/**
 * The scan targets' battles (each skill left out, each other squad, each
 * enemy moved): too many for the build, played by `npm run targets:record`.
 */
export function scanMeasuresOf(model: GameModel, sample: { seeds?: readonly number[]; battles?: number } = {}): ScanMeasures {
  return measureScanTargets(simulatorToolData(model), { targets: model.data.targets, ...sample });
}

export function measureForTargets(model: GameModel, battles: FloorMeasures = battleMeasuresOf(model)): TargetMeasures {
  const context = balanceContext(model);
  const data = simulatorToolData(model);
  const levels = checkedLevels(context);
  const roles = model.data.roles;
  const skills = skillWorths(model, context, data);
  return {
    battles,
    policyNames: Object.fromEntries(data.policies.map((policy) => [policy.id, policy.name])),
    squadRoles: battles.squadRoles,
    squadNames: battles.squadRoles.map((id) => roles.find((role) => role.id === id)?.name ?? id),
    roleDamage: roles.flatMap((role) => levels.map((level) => ({ role, level, ...roleDamagePerRound(context, role, level) }))),
    skills,
    regions: regionPaths(context),
    levels,
    economy: campaignPath(model),
  };
}

/**
 * The hardest hit of each enemy of the preset floors, at the tier it stands
 * in, against each playable role at the level the floors are played at (full
 * Vida, its Defesa and Defesa elemental): the share of the Vida one hit takes.
 * A hit counts when some roll of the enemy's dice pays it; every hit of an
 * action on one target counts, damage over time its first turn.
 */
export function oneHitShares(data: EncounterData & { floors: SimFloor[] }): Figure[] {
  const level = data.progression.startLevel;
  const die = data.dice.find((candidate) => candidate.faces === 6)?.id ?? data.dice[0]?.id ?? 'd6';
  const heroes = data.roles.flatMap((role, index) => {
    const spec = memberSpec(data, { role: role.id, level, die, cell: 0 }, index);
    return spec ? [spec] : [];
  });
  const seen = new Set<string>();
  const figures: Figure[] = [];
  for (const floor of data.floors) {
    for (const choice of floor.enemies) {
      const key = `${choice.creature}@${choice.tier}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const enemy = enemySpec(data, { ...choice, cell: 0 }, 0);
      if (!enemy) continue;
      let worst = { share: 0, action: '', hero: '' };
      for (const action of enemy.actions) {
        if (payChance(enemy.dice, action.cost) <= 0) continue;
        for (const hero of heroes) {
          let damage = 0;
          for (const effect of action.effects) {
            if (effect.kind !== 'damage' || effect.targets !== 'target') continue;
            const hits = typeof effect.hits === 'number' ? effect.hits : 1;
            const hit = computeDamage(
              {
                base: effect.amount,
                nature: effect.nature,
                power: enemy.power,
                defence: hero.defence,
                elementalDefence: hero.elementalDefence ?? 0,
                defending: false,
                fortressStacks: 0,
                grade: 'normal',
              },
              data.damage,
            ).damage;
            damage += hit * hits;
          }
          const share = sharePercent(damage, hero.life);
          if (share > worst.share) worst = { share, action: action.name, hero: hero.name };
        }
      }
      if (worst.action) figures.push({ subject: `${enemy.name}: ${worst.action} contra ${worst.hero}, nível ${level}`, value: oneDecimal(worst.share) });
    }
  }
  return figures;
}

/** The figures of one target from the measures. */
function figuresOf(target: Target, measures: TargetMeasures, context: BalanceContext): Figure[] {
  const { model } = context;
  if ([...battleMeasures, ...scanMeasures].includes(target.measure as (typeof battleMeasures)[number])) {
    const figureContext: FigureContext = {
      tierOrder: model.data.tiers.map((tier) => tier.id),
      policyNames: measures.policyNames,
    };
    return battleFigures(target, measures.battles, figureContext);
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
      const regions = regionsWithLevels(model);
      const perMission = missionXp(context);
      const missionsPerRegion = Math.max(1, model.data.missions.filter((mission) => mission.region === regions[0]?.id).length);
      const max = context.progression.maxLevel;
      // The XP a character holds, leftover beyond its level included: a region's end is not a reset.
      let xp = xpToReach(context.progression.startLevel, context.progression);
      return regions.map((region, index) => {
        const band = bandOf(context, region.levels ?? { min: 1 });
        xp = Math.max(xp, xpToReach(band.min, context.progression)) + perMission * missionsPerRegion;
        const level = levelForXp(xp, context.progression);
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
    case 'one-hit-kill':
      return oneHitShares(simulatorToolData(model));
    default:
      // A measure without a case here measures nothing: its target shows as broken ("nada foi medido").
      return [];
  }
}

function nextBand(context: BalanceContext, name: string): { band: { min: number; max: number } } | undefined {
  const regions = regionsWithLevels(context.model);
  const index = regions.findIndex((region) => region.name === name);
  const next = regions[index + 1];
  return next?.levels ? { band: bandOf(context, next.levels) } : undefined;
}

export function specOf(target: Target): DesignTargetSpec {
  return { id: target.id, band: { min: target.min, max: target.max }, pending: target.pending !== undefined, scale: scaleOf(target) };
}

// Measured once per model and battles: the build's check and the Balanceamento page ask for the same figures.
const evaluations = new WeakMap<GameModel, WeakMap<object, TargetEvaluation>>();
const playedHere = {};

/**
 * Every target against its figures. `battles`, when given, are the battle
 * measures of this very model (a cache keyed by the data's content hash);
 * otherwise they are played here.
 */
export function evaluateDesignTargets(model: GameModel, battles?: FloorMeasures): TargetEvaluation {
  const byBattles = evaluations.get(model) ?? new WeakMap<object, TargetEvaluation>();
  evaluations.set(model, byBattles);
  const cached = byBattles.get(battles ?? playedHere);
  if (cached) return cached;
  const context = balanceContext(model);
  const measures = measureForTargets(model, battles);
  const targets = model.data.targets;
  const figures = Object.fromEntries(targets.map((target) => [target.id, figuresOf(target, measures, context)]));
  const evaluation = { targets, results: evaluateTargets(targets.map(specOf), figures), measures };
  byBattles.set(battles ?? playedHere, evaluation);
  return evaluation;
}

/**
 * A target's band against the newest decision (data/game/decisions.yaml) that
 * records one for it (`bands`, touching `meta:<id>`): one line per target
 * whose band is not what its newest decision says, or that no decision gives.
 * A band changes only through its own decision.
 */
export function bandDecisionProblems(model: Pick<GameModel, 'data'>): string[] {
  const decisions = model.data.decisions;
  return model.data.targets.flatMap((target) => {
    const reference = `meta:${target.id}`;
    // decisionsTouching gives them newest first (by date, then by place in the file).
    const newest = decisionsTouching(decisions, (touched) => touched === reference).find((decision) =>
      decision.bands?.some((band) => band.target === target.id),
    );
    const band = newest?.bands?.find((entry) => entry.target === target.id);
    const show = (min?: number, max?: number) => `${min ?? '—'} a ${max ?? '—'}`;
    if (!newest || !band) return [`meta "${target.id}": nenhuma decisão registra a faixa (${show(target.min, target.max)}); registre-a em decisions.yaml`];
    if (band.min !== target.min || band.max !== target.max)
      return [
        `meta "${target.id}": a faixa em targets.yaml é ${show(target.min, target.max)}, ` +
          `mas a decisão mais nova que a toca (${newest.id}) diz ${show(band.min, band.max)}`,
      ];
    return [];
  });
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
    super(`Metas de design fora da faixa ou sem a decisão da faixa (data/game/targets.yaml, decisions.yaml):\n${lines.join('\n')}`);
    this.name = 'TargetError';
  }
}

/**
 * Throws when a target (not pending) is outside its band, or when a band is
 * not the one its newest decision records: the build stops here. `battles`
 * as for evaluateDesignTargets.
 */
export function checkTargets(model: GameModel, battles?: FloorMeasures): TargetEvaluation {
  const evaluation = evaluateDesignTargets(model, battles);
  const lines = [...bandDecisionProblems(model).map((line) => `- ${line}`), ...brokenTargetLines(evaluation)];
  if (lines.length > 0) throw new TargetError(lines);
  return evaluation;
}
