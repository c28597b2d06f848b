// The design targets that battles measure (challenge, tier, boss, the bosses'
// curve, skill gap, levels, healing), as the build measures them and as the rules lab can in the
// browser: the preset floors played by the starting squad with the engine's
// measureEncounter, once for each hero policy of the engine's `policies` list
// and each of the target seeds (paired: battle k of every policy and every
// variant uses the same seed, as the engine's paired runs do), turned into
// each target's figures with a 95% interval, then set against the bands by the
// engine's evaluateTargets. Browser-safe: imports the engine only (the
// package's `./battle-targets` entry).
import {
  buildSetup,
  evaluateTargets,
  measureEncounter,
  policies,
  protectingPolicies,
  skillsKnownAt,
  startingSquad,
  sumDefeats,
  tierHardening,
  wilsonInterval,
  type ActionSpec,
  type BattleSetup,
  type EncounterData,
  type EncounterFigures,
  type Figure,
  type MemberChoice,
  type Policy,
  type SimFloor,
  type TargetBand,
  type TargetResult,
} from '@dice-rolling/rules';

/** What the browser needs of a target record of data/game/targets.yaml. */
export interface BattleTarget {
  id: string;
  measure: string;
  tier?: string;
  min?: number;
  max?: number;
  unit?: string;
  /** Set when the target is shown but not checked. */
  pending?: string;
  /**
   * Whose battles the band judges: every policy (the default), only those that
   * choose (the random player left out), or only those that heal or protect first.
   */
  players?: 'all' | 'choosing' | 'protecting';
  /** Battles per seed the floors of its tier play, when the band asks for a narrower interval than `targetBattles` give. */
  battles?: number;
}

/** The measures of targets.yaml that battles answer; the others come from formulas, at build. */
export const battleMeasures = [
  'floor-win-rate',
  'hardest-floor-win-rate',
  'floor-falls',
  'tier-harder',
  'boss-win-rate',
  'skill-gap',
  't1-can-be-lost',
  'levels-matter',
  'healing-win-rate',
  'out-of-reach-draws',
  'sheltered-wins',
  'boss-curve',
] as const;

/** The battle measures that read, in each encounter, only the policy that wins most there (their figures below). */
export const bestPolicyMeasures: readonly (typeof battleMeasures)[number][] = ['skill-gap', 't1-can-be-lost'];

/**
 * The seeds every battle figure is measured on, and the battles of each: a
 * figure's interval is taken over the seeds (Student's t, four degrees of
 * freedom), never narrower than Wilson's over all its battles. Five seeds of
 * 100 battles put the interval of a win rate near ±5 points (±3 near 90%).
 */
export const targetSeeds: readonly number[] = [1, 2, 3, 4, 5];
export const targetBattles = 100;
/** The first seed, for the pages that name one. */
export const targetSeed = targetSeeds[0] ?? 1;

/** Levels the "levels matter" target adds to the squad. */
export const raisedLevels = 2;

/** An encounter measured on every target seed: the pooled figures, the win rate and falls of each seed, and intervals over the seeds. */
export interface SeededFigures extends EncounterFigures {
  /** Each seed's own figures, in seed order: the paired targets take their differences seed by seed. */
  seeds: SeedFigures[];
}

/** What one seed's battles give the paired targets. */
export type SeedFigures = Pick<EncounterFigures, 'winRate' | 'fallsShare' | 'meanRounds' | 'damageTaken'>;

export interface PolicyFloor {
  policy: Policy;
  floor: SimFloor;
  figures: SeededFigures;
}

export interface FloorMeasures {
  /** The policies played, in the engine's order. */
  policies: Policy[];
  /** Each preset floor with the starting squad, once per policy. */
  floors: PolicyFloor[];
  /** Each boss's floor with the starting squad at the level it is met at (bossLevelFor), once per policy. */
  bossFloors: PolicyFloor[];
  /** The level of a boss no mission of the curve meets. */
  bossLevel: number;
  /** The region's bosses in the missions' order, each with the level a squad that only fights meets it at. */
  bossCurve: CurveStop[];
  /** The floors of the "levels matter" targets' tiers with the starting squad `raisedLevels` levels up, once per policy. */
  raisedFloors: PolicyFloor[];
  /** The floors of the healing targets' tiers with the Healer's heals taken out, once per policy. */
  withoutHeals: PolicyFloor[];
  /** Names of the starting squad's roles, in squad order. */
  squadRoles: string[];
  /** The scan targets' paired differences, when they were measured (npm run targets:record; the build does not play them). */
  scans?: ScanMeasures;
}

/** Two-sided 95% quantiles of Student's t by degrees of freedom (1 to 10); 1.96 beyond. */
const studentT = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228];

/** Mean of `values` with its 95% interval by Student's t over them. */
export function seedInterval(values: readonly number[]): { mean: number; low: number; high: number } {
  const n = values.length;
  const mean = n > 0 ? values.reduce((sum, value) => sum + value, 0) / n : 0;
  if (n < 2) return { mean, low: mean, high: mean };
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const half = (studentT[n - 2] ?? 1.96) * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

const clampPercent = (value: number) => Math.max(0, Math.min(100, value));

/** A share in percent over the seeds: the t interval, widened to Wilson's over all battles when that is wider (every seed alike gives no spread). */
function seededShare(values: readonly number[], battles: number): { value: number; low: number; high: number } {
  const { mean, low, high } = seedInterval(values);
  const wilson = wilsonInterval(Math.round((mean * battles) / 100), battles);
  return { value: mean, low: clampPercent(Math.min(low, wilson.low * 100)), high: clampPercent(Math.max(high, wilson.high * 100)) };
}

/** Plays one encounter on every seed, `battles` each (battle k of a seed has the same seed whatever the setup), and pools them. */
export function measureSeeded(setup: Parameters<typeof measureEncounter>[0], seeds: readonly number[] = targetSeeds, battles = targetBattles): SeededFigures {
  const runs = seeds.map((seed) => measureEncounter(setup, seed, battles));
  const mean = (pick: (figures: EncounterFigures) => number) => runs.reduce((sum, figures) => sum + pick(figures), 0) / Math.max(1, runs.length);
  const total = battles * runs.length;
  const share = (pick: (figures: EncounterFigures) => number) => seededShare(runs.map(pick), total);
  const win = share((figures) => figures.winRate);
  const falls = share((figures) => figures.fallsShare);
  const stuck = share((figures) => figures.outOfReachShare);
  const loss = share((figures) => figures.lossShare);
  const sheltered = share((figures) => figures.shelteredWinShare);
  return {
    battles: total,
    winRate: win.value,
    winLow: win.low,
    winHigh: win.high,
    meanRounds: mean((figures) => figures.meanRounds),
    damageTaken: mean((figures) => figures.damageTaken),
    fallsShare: falls.value,
    fallsLow: falls.low,
    fallsHigh: falls.high,
    outOfReachShare: stuck.value,
    outOfReachLow: stuck.low,
    outOfReachHigh: stuck.high,
    lossShare: loss.value,
    lossLow: loss.low,
    lossHigh: loss.high,
    shelteredWinShare: sheltered.value,
    shelteredWinLow: sheltered.low,
    shelteredWinHigh: sheltered.high,
    members: (runs[0]?.members ?? []).map((_, index) => ({
      damagePerRound: mean((figures) => figures.members[index]?.damagePerRound ?? 0),
      healingPerRound: mean((figures) => figures.members[index]?.healingPerRound ?? 0),
    })),
    seeds: runs.map(({ winRate, fallsShare, meanRounds, damageTaken }) => ({ winRate, fallsShare, meanRounds, damageTaken })),
    defeats: sumDefeats(runs.flatMap((figures) => (figures.defeats ? [figures.defeats] : []))),
  };
}

/** A boss on the region's curve: its floor and the level the squad meets it at. */
export interface CurveStop {
  floor: string;
  level: number;
}

/** The squad a boss's floor is played with: the starting squad raised to `level` (bossLevelFor). */
export function bossSquad(data: Pick<EncounterData, 'startingSquad'>, level: number): MemberChoice[] {
  return startingSquad(data).map((member) => ({ ...member, level }));
}

/**
 * The level a boss's floor is played at (decision chefes-no-nivel-em-que-sao-enfrentados): the level a squad
 * that only fights meets it at, on the curve of the missions; `bossLevel` for a boss no mission meets.
 */
export function bossLevelFor(levels: Pick<MeasureOptions, 'bossLevel' | 'bossCurve'>, floorId: string): number {
  return levels.bossCurve?.find((stop) => stop.floor === floorId)?.level ?? levels.bossLevel;
}

/** How the boss targets name a boss's floor (its figure's subject; the rules lab's row). */
export function bossFloorSubject(floor: Pick<SimFloor, 'name'>, level: number): string {
  return `${floor.name}, equipe no nível ${level}`;
}

/**
 * The encounter data with one role's heals taken out: healing and reviving
 * effects, and the statuses it applies that heal over time (Regeneração), a
 * heal spread over turns; an action left with no effect goes.
 */
export function withoutHealsOf<Data extends Pick<EncounterData, 'roles' | 'statuses'>>(data: Data, roleId: string): Data {
  const healsOverTime = (status: string) => data.statuses[status]?.mechanics.some((mechanic) => mechanic.kind === 'tick-heal') ?? false;
  const strip = (action: ActionSpec): ActionSpec => ({
    ...action,
    effects: action.effects.filter(
      (effect) => effect.kind !== 'heal' && effect.kind !== 'revive' && !(effect.kind === 'status' && healsOverTime(effect.status)),
    ),
  });
  return {
    ...data,
    roles: data.roles.map((role) =>
      role.id !== roleId
        ? role
        : {
            ...role,
            weapons: role.weapons.map((weapon) => ({ ...weapon, attack: strip(weapon.attack) })),
            skills: role.skills.map((skill) => ({ ...skill, action: strip(skill.action) })).filter((skill) => skill.action.effects.length > 0),
          },
    ),
  };
}

const floorTier = (floor: SimFloor): string | undefined => floor.enemies[0]?.tier;

export interface MeasureOptions {
  /** The targets to measure for: only the battles they read are played. */
  targets: readonly BattleTarget[];
  /** The level of a boss's floor no mission of the curve meets (the top of the band). */
  bossLevel: number;
  /** The squad's Healer (its heals are taken out for the healing targets). */
  healerRole?: string;
  /** The region's bosses in the missions' order, each at the level a squad that only fights meets it at: the level its floor is played at. */
  bossCurve?: readonly CurveStop[];
  seeds?: readonly number[];
  battles?: number;
}

/** Whether a target is measured by one of `measures` (a list of the measures above). */
export function measuredBy(measures: readonly string[], target: { measure: string }): boolean {
  return measures.includes(target.measure);
}

/** The measures that read the boss floors or a paired variant, not the floors at the squad's own level. */
const offFloorMeasures: readonly string[] = ['boss-win-rate', 'boss-curve', 'levels-matter', 'healing-win-rate'];
/** The measures that read the bosses' floors alone (the battles with no way out and the victories out of reach read them beside the floors). */
export const bossListMeasures: readonly (typeof battleMeasures)[number][] = ['boss-win-rate', 'boss-curve'];
/** The battle measures that read the floors at the squad's own level. */
const floorListMeasures: ReadonlySet<string> = new Set(battleMeasures.filter((measure) => !offFloorMeasures.includes(measure)));

/** The lists of FloorMeasures that hold played encounters. */
type EncounterList = 'floors' | 'bossFloors' | 'raisedFloors' | 'withoutHeals';

/** One encounter the targets read: the list it goes to, the floor and policy, and the setup played on every target seed. */
export interface TargetEncounter {
  list: EncounterList;
  policy: Policy;
  floor: SimFloor;
  setup: BattleSetup;
  /** Battles per seed: the sample, or more where a target of the floor's tier asks for more. */
  battles: number;
}

/**
 * Every encounter the targets read, on every policy of the engine, in the
 * order FloorMeasures lists them. The same data and options give the same
 * list, so another thread can build it again and play some of it.
 */
export function targetEncounters(data: EncounterData & { floors: SimFloor[]; bossFloors?: SimFloor[] }, options: MeasureOptions): TargetEncounter[] {
  const { targets, battles = targetBattles } = options;
  const squad = startingSquad(data);
  // A target's own count is per targetBattles: a smaller sample (a test's, the lab's) scales it alike.
  const askedBy = (reads: (target: BattleTarget) => boolean) =>
    Math.max(
      battles,
      ...targets
        .filter((target) => target.battles !== undefined && reads(target))
        .map((target) => Math.round((battles * (target.battles ?? targetBattles)) / targetBattles)),
    );
  const asked = (tier: string | undefined) => askedBy((target) => floorListMeasures.has(target.measure) && (target.tier === undefined || target.tier === tier));
  // The bosses' battles are one list for the boss targets: the most any of them asks for.
  const bossBattles = askedBy((target) => measuredBy(bossListMeasures, target));
  const needs = (measure: string) => targets.filter((target) => target.measure === measure);
  const tiersOf = (measure: string) => new Set(needs(measure).map((target) => target.tier));
  // The squad is one for every floor, or each floor's own (each boss is met at its own level).
  const play = (
    list: EncounterList,
    encounterData: EncounterData,
    floors: readonly SimFloor[],
    members: MemberChoice[] | ((floor: SimFloor) => MemberChoice[]),
  ): TargetEncounter[] =>
    policies.flatMap((policy) =>
      floors.map((floor) => ({
        list,
        policy,
        floor,
        setup: buildSetup(encounterData, { squad: typeof members === 'function' ? members(floor) : members, enemies: floor.enemies, policy }),
        // A paired variant (two levels up, without the heals) plays as many battles as the floor it is compared with, battle by battle.
        battles: list === 'bossFloors' ? bossBattles : asked(floorTier(floor)),
      })),
    );
  const ofTiers = (tiers: Set<string | undefined>) => data.floors.filter((floor) => tiers.has(undefined) || tiers.has(floorTier(floor)));
  const floorTargets = targets.some((target) => !offFloorMeasures.includes(target.measure));
  const levelTiers = tiersOf('levels-matter');
  const healTiers = tiersOf('healing-win-rate');
  // The floors measured at the squad's own level: every floor the floor targets read, and those the paired targets compare with.
  const baseFloors = floorTargets ? data.floors : ofTiers(new Set([...levelTiers, ...healTiers]));
  const bossTargets = targets.some((target) => measuredBy(bossListMeasures, target));
  const raised = squad.map((member) => ({ ...member, level: Math.min(data.progression.maxLevel, member.level + raisedLevels) }));
  return [
    ...play('floors', data, baseFloors, squad),
    ...(bossTargets ? play('bossFloors', data, data.bossFloors ?? [], (floor) => bossSquad(data, bossLevelFor(options, floor.id))) : []),
    ...(levelTiers.size > 0 ? play('raisedFloors', data, ofTiers(levelTiers), raised) : []),
    ...(healTiers.size > 0 && options.healerRole ? play('withoutHeals', withoutHealsOf(data, options.healerRole), ofTiers(healTiers), squad) : []),
  ];
}

/**
 * What an encounter's figures depend on besides the engine's code: its battles per seed, the seeds and its setup
 * (measureSeeded reads nothing else). Two encounters with the same identity play the same battles, whatever list or floor
 * names them: the sensitivity report takes the base run's figures by it, and the build keeps each encounter's by it.
 */
export function encounterIdentity(encounter: TargetEncounter, seeds: readonly number[]): string {
  return JSON.stringify([encounter.battles, seeds, encounter.setup]);
}

/** How the encounters are played: each one's figures, in the list's order (one after the other, unless the caller has threads). */
export type EncounterPlayer = (encounters: readonly TargetEncounter[], seeds: readonly number[]) => SeededFigures[];

export const playInTurn: EncounterPlayer = (encounters, seeds) => encounters.map((encounter) => measureSeeded(encounter.setup, seeds, encounter.battles));

/** Every battle the targets read, on every policy of the engine and every target seed. */
export function measureBattleTargets(
  data: EncounterData & { floors: SimFloor[]; bossFloors?: SimFloor[] },
  options: MeasureOptions,
  player: EncounterPlayer = playInTurn,
): FloorMeasures {
  const { seeds = targetSeeds } = options;
  const encounters = targetEncounters(data, options);
  const figures = player(encounters, seeds);
  const listed = (list: EncounterList): PolicyFloor[] =>
    encounters.flatMap((encounter, at) => {
      const played = figures[at];
      if (!played) throw new Error(`measureBattleTargets: no figures for ${encounter.floor.id} (${encounter.policy})`);
      return encounter.list === list ? [{ policy: encounter.policy, floor: encounter.floor, figures: played }] : [];
    });
  return {
    policies: [...policies],
    floors: listed('floors'),
    bossFloors: listed('bossFloors'),
    bossLevel: options.bossLevel,
    bossCurve: [...(options.bossCurve ?? [])],
    raisedFloors: listed('raisedFloors'),
    withoutHeals: listed('withoutHeals'),
    squadRoles: startingSquad(data).map((member) => member.role),
  };
}

/**
 * The id of the same encounter one tier below: the one the data names (a tier's own encounter of the same group),
 * else the same floor at the tier below (a floor's id ends with its tier); undefined at the lowest tier.
 */
export function lowerTierFloorId(floor: SimFloor, tierOrder: readonly string[]): string | undefined {
  if (floor.below !== undefined) return floor.below;
  const tier = floorTier(floor);
  const previous = tier ? tierOrder[tierOrder.indexOf(tier) - 1] : undefined;
  return tier && previous !== undefined ? floor.id.replace(`-${tier}`, `-${previous}`) : undefined;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const rate = (subject: string, value: number, low: number, high: number): Figure => ({
  subject,
  value: oneDecimal(value),
  low: oneDecimal(low),
  high: oneDecimal(high),
});

/** A difference between two paired measures of the same battles (seed by seed), in points, with its interval over the seeds. */
function pairedFigure(subject: string, higher: SeededFigures, lower: SeededFigures): Figure {
  const { mean, low, high } = seedInterval(higher.seeds.map((seed, index) => seed.winRate - (lower.seeds[index]?.winRate ?? 0)));
  return rate(subject, mean, low, high);
}

/** What a figure's subject says of a policy: its name as the simulator shows it. */
export type PolicyNames = Partial<Record<string, string>>;

export interface FigureContext {
  /** The tiers from the lowest (a floor is compared with the same group one tier below). */
  tierOrder: readonly string[];
  /** Each policy's name, by id; a policy without one is named by its id. */
  policyNames: PolicyNames;
}

/** The policy a paired target sets the others against: the random player, the floor of skill. */
export const randomPolicy = 'random';

/** Whether a target's band judges a policy's battles (decisions sorteio-so-na-diferenca-de-habilidade, cura-e-quedas-julgam-quem-protege). */
export function judges(target: Pick<BattleTarget, 'players'>, policy: Policy): boolean {
  if (target.players === 'choosing') return policy !== randomPolicy;
  if (target.players === 'protecting') return protectingPolicies.includes(policy);
  return true;
}

/**
 * The figures of a battle-measured target, one per floor and policy (the
 * verdict holds only when it holds for every policy: the range they give).
 */
export function battleFigures(target: BattleTarget, measures: FloorMeasures, context: FigureContext): Figure[] {
  const named = (policy: string) => `política "${context.policyNames[policy] ?? policy}"`;
  // A band on how a battle feels to someone who chooses leaves the random player out (decision sorteio-so-na-diferenca-de-habilidade);
  // the skill gap sets the others against it whatever the target says.
  const judged = (list: readonly PolicyFloor[]) => (target.measure === 'skill-gap' ? list : list.filter((entry) => judges(target, entry.policy)));
  const ofTier = (list: readonly PolicyFloor[]) => judged(list).filter(({ floor }) => target.tier === undefined || floorTier(floor) === target.tier);
  const subject = (entry: PolicyFloor) => `${entry.floor.name}, ${named(entry.policy)}`;
  const bossSubject = (entry: PolicyFloor) => `${bossFloorSubject(entry.floor, bossLevelFor(measures, entry.floor.id))}, ${named(entry.policy)}`;
  const same = (a: PolicyFloor, b: PolicyFloor) => a.floor.id === b.floor.id && a.policy === b.policy;
  switch (target.measure) {
    case 'floor-win-rate':
      return ofTier(measures.floors).map((entry) => rate(subject(entry), entry.figures.winRate, entry.figures.winLow, entry.figures.winHigh));
    case 'hardest-floor-win-rate':
      return measures.policies.flatMap((policy) => {
        // ofTier leaves out the policies the target does not judge.
        const hardest = ofTier(measures.floors)
          .filter((entry) => entry.policy === policy)
          .sort((a, b) => a.figures.winRate - b.figures.winRate)[0];
        return hardest ? [rate(subject(hardest), hardest.figures.winRate, hardest.figures.winLow, hardest.figures.winHigh)] : [];
      });
    case 'floor-falls':
      return ofTier(measures.floors).map((entry) => rate(subject(entry), entry.figures.fallsShare, entry.figures.fallsLow, entry.figures.fallsHigh));
    case 'boss-win-rate':
      return judged(measures.bossFloors).map((entry) => rate(bossSubject(entry), entry.figures.winRate, entry.figures.winLow, entry.figures.winHigh));
    case 'boss-curve':
      // Each boss against the next one, on the same policy and seeds: how many points fewer the next boss is won, each at its own level.
      return measures.policies.flatMap((policy) => {
        const stops = measures.bossCurve.flatMap((stop) => {
          const entry = judged(measures.bossFloors).find((candidate) => candidate.policy === policy && candidate.floor.id === stop.floor);
          return entry ? [{ entry, level: stop.level }] : [];
        });
        return stops.slice(1).flatMap((next, index) => {
          const previous = stops[index];
          if (!previous) return [];
          const subject = `${bossFloorSubject(previous.entry.floor, previous.level)} → ${bossFloorSubject(next.entry.floor, next.level)}, ${named(policy)}`;
          return [pairedFigure(subject, previous.entry.figures, next.entry.figures)];
        });
      });
    case 'tier-harder':
      return judged(measures.floors).flatMap((entry) => {
        const lowerId = lowerTierFloorId(entry.floor, context.tierOrder);
        const lower = measures.floors.find((candidate) => lowerId !== undefined && candidate.floor.id === lowerId && candidate.policy === entry.policy);
        if (!lower) return [];
        // Seed by seed, as the paired targets: how much harder the same seed's battles got, with the t interval over the seeds.
        const perSeed = entry.figures.seeds.flatMap((seed, index) => {
          const below = lower.figures.seeds[index];
          return below ? [tierHardening(below, seed)] : [];
        });
        const { mean, low, high } = seedInterval(perSeed);
        return [rate(`${lower.floor.name} → ${entry.floor.name}, ${named(entry.policy)}`, mean, low, high)];
      });
    case 'skill-gap': {
      // Each floor: the best policy (of those that are not the random player) minus the random player, battle by battle on the same seeds.
      const floors = ofTier(measures.floors).filter((entry) => entry.policy === randomPolicy);
      return floors.flatMap((random) => {
        const best = measures.floors
          .filter((entry) => entry.floor.id === random.floor.id && entry.policy !== randomPolicy)
          .sort((a, b) => b.figures.winRate - a.figures.winRate)[0];
        return best ? [pairedFigure(`${random.floor.name}: ${named(best.policy)} menos ${named(randomPolicy)}`, best.figures, random.figures)] : [];
      });
    }
    case 't1-can-be-lost': {
      // Each floor of the tier: the battles its best policy loses, defeats and draws within reach (decision t1-perdido-sem-contar-a-trava).
      const floorIds = [...new Set(ofTier(measures.floors).map((entry) => entry.floor.id))];
      return floorIds.flatMap((id) => {
        const best = ofTier(measures.floors)
          .filter((entry) => entry.floor.id === id)
          .sort((a, b) => b.figures.winRate - a.figures.winRate)[0];
        return best ? [rate(subject(best), best.figures.lossShare, best.figures.lossLow, best.figures.lossHigh)] : [];
      });
    }
    case 'out-of-reach-draws':
    case 'sheltered-wins': {
      // Each floor of the tier, and with no tier each boss's floor too: the battles that ended stuck, out of the squad's reach,
      // or the victories won out of the enemies' reach.
      const share = ({ figures }: PolicyFloor) =>
        target.measure === 'out-of-reach-draws'
          ? ([figures.outOfReachShare, figures.outOfReachLow, figures.outOfReachHigh] as const)
          : ([figures.shelteredWinShare, figures.shelteredWinLow, figures.shelteredWinHigh] as const);
      const figure = (name: string, entry: PolicyFloor) => rate(name, ...share(entry));
      const bosses = target.tier === undefined ? judged(measures.bossFloors) : [];
      return [...ofTier(measures.floors).map((entry) => figure(subject(entry), entry)), ...bosses.map((entry) => figure(bossSubject(entry), entry))];
    }
    case 'levels-matter':
      return ofTier(measures.raisedFloors).flatMap((raised) => {
        const base = measures.floors.find((entry) => same(entry, raised));
        return base ? [pairedFigure(`${subject(raised)}: ${raisedLevels} níveis a mais`, raised.figures, base.figures)] : [];
      });
    case 'healing-win-rate':
      return ofTier(measures.withoutHeals).flatMap((without) => {
        const base = measures.floors.find((entry) => same(entry, without));
        return base ? [pairedFigure(`${subject(without)}: com a cura menos sem ela`, base.figures, without.figures)] : [];
      });
    case 'skill-removal':
    case 'other-squad':
    case 'enemy-placement':
      return scanFigures(target, measures, context);
    default:
      return [];
  }
}

/** The values a target's unit can take: a share in percent cannot leave 0 to 100, so a band end there is no margin. */
export function scaleOf(target: Pick<BattleTarget, 'unit' | 'measure'>): TargetBand {
  if (target.unit !== 'percent') return {};
  return differenceMeasures.includes(target.measure) ? { min: -100, max: 100 } : { min: 0, max: 100 };
}

/** The battle-measured targets evaluated: what the rules lab shows for a changed rule set, with the code the build uses. */
export function evaluateBattleTargets(targets: readonly BattleTarget[], measures: FloorMeasures, context: FigureContext): TargetResult[] {
  const measured = targets.filter((target) => measuredBy(battleMeasures, target));
  return evaluateTargets(
    measured.map((target) => ({ id: target.id, band: { min: target.min, max: target.max }, pending: target.pending !== undefined, scale: scaleOf(target) })),
    Object.fromEntries(measured.map((target) => [target.id, battleFigures(target, measures, context)])),
  );
}

// ---- Scan targets: many variants of the intended battles, each against the same battles ------------

/** The measures that compare many variants of the intended setup: too many battles for the build, so `npm run targets:record` plays them. */
export const scanMeasures = ['skill-removal', 'other-squad', 'enemy-placement'] as const;
export type ScanMeasure = (typeof scanMeasures)[number];

/** The measures whose figure, in a target in percent, is a difference of two shares: percentage points, from −100 to 100. */
export const differenceMeasures: readonly string[] = ['skill-gap', 'boss-curve', 'levels-matter', 'healing-win-rate', ...scanMeasures];

/**
 * The battles each variant of a scan plays per seed (decision
 * varreduras-com-100-batalhas). A scan compares dozens of variants (each skill
 * left out, each other squad, each enemy moved), each against the same battles
 * of the intended setup, so it plays fewer battles than a floor target. The
 * count comes from the narrowest scan band (17 points): with 20, a variant's
 * interval was as wide as that band, and the verdict read the seeds.
 */
export const scanBattles = 100;

/** One variant against the intended setup, for one policy: the win-rate difference (variant minus intended) seed by seed. */
export interface ScanRow {
  subject: string;
  policy: Policy;
  differences: number[];
}
export type ScanMeasures = Partial<Record<ScanMeasure, ScanRow[]>>;

/**
 * Plays the scan targets' variants on the floors of each target's tier, for
 * the policies each judges (the random player only when the target says
 * "all"), `battles` per seed on every seed: for each variant and policy, the
 * mean over the floors of the paired difference, seed by seed.
 */
export function measureScanTargets(
  data: EncounterData & { floors: SimFloor[] },
  options: { targets: readonly BattleTarget[]; seeds?: readonly number[]; battles?: number },
): ScanMeasures {
  const { seeds = targetSeeds, battles = scanBattles } = options;
  const squad = startingSquad(data);
  const winsBySeed = (encounterData: EncounterData, members: MemberChoice[], enemies: SimFloor['enemies'], policy: Policy) =>
    seeds.map((seed) => measureEncounter(buildSetup(encounterData, { squad: members, enemies, policy }), seed, battles).winRate);
  const scans: ScanMeasures = {};
  for (const target of options.targets) {
    if (!measuredBy(scanMeasures, target)) continue;
    const measure = target.measure as ScanMeasure;
    const floors = data.floors.filter((floor) => target.tier === undefined || floorTier(floor) === target.tier);
    const judged = policies.filter((policy) => judges(target, policy));
    const rows: ScanRow[] = [];
    for (const policy of judged) {
      const base = new Map(floors.map((floor) => [floor.id, winsBySeed(data, squad, floor.enemies, policy)]));
      // The mean over the floors of (variant − intended), seed by seed.
      const against = (variantWins: (floor: SimFloor) => number[]) => {
        const sums = seeds.map(() => 0);
        for (const floor of floors) {
          const wins = variantWins(floor);
          const intended = base.get(floor.id) ?? [];
          wins.forEach((value, index) => (sums[index] = (sums[index] ?? 0) + value - (intended[index] ?? 0)));
        }
        return sums.map((sum) => sum / Math.max(1, floors.length));
      };
      if (measure === 'skill-removal') {
        for (const member of squad) {
          const role = data.roles.find((candidate) => candidate.id === member.role);
          if (!role) continue;
          for (const skill of skillsKnownAt(role.skills, member.level, data.progression)) {
            const without = {
              ...data,
              roles: data.roles.map((other) => (other.id !== role.id ? other : { ...other, skills: other.skills.filter((known) => known !== skill) })),
            };
            rows.push({
              subject: `Sem ${skill.action.name} (${role.name})`,
              policy,
              differences: against((floor) => winsBySeed(without, squad, floor.enemies, policy)),
            });
          }
        }
      } else if (measure === 'other-squad') {
        for (const roles of otherSquads(
          data.roles.map((role) => role.id),
          squad.map((member) => member.role),
        )) {
          // A member of another role carries that role's first weapon (its own weapon's place means nothing there).
          const members = squad.map(({ weapon, ...member }, index) => {
            const role = roles[index] ?? member.role;
            return role === member.role && weapon !== undefined ? { ...member, weapon } : { ...member, role };
          });
          const names = roles.map((id) => data.roles.find((role) => role.id === id)?.name ?? id).join(', ');
          rows.push({ subject: `Equipe ${names}`, policy, differences: against((floor) => winsBySeed(data, members, floor.enemies, policy)) });
        }
      } else {
        for (const floor of floors) {
          const taken = new Set(floor.enemies.map((enemy) => enemy.cell));
          floor.enemies.forEach((enemy, index) => {
            for (let cell = 0; cell < enemyCells; cell++) {
              if (taken.has(cell)) continue;
              const enemies = floor.enemies.map((other, at) => (at === index ? { ...other, cell } : other));
              const moved = winsBySeed(data, squad, enemies, policy);
              const intended = base.get(floor.id) ?? [];
              const name = data.creatures.find((creature) => creature.id === enemy.creature)?.name ?? enemy.creature;
              rows.push({
                subject: `${floor.name}: ${name} da célula ${enemy.cell} para a ${cell}`,
                policy,
                differences: moved.map((value, at) => value - (intended[at] ?? 0)),
              });
            }
          });
        }
      }
    }
    scans[measure] = rows;
  }
  return scans;
}

/** Cells of the enemy grid (two rows of three). */
const enemyCells = 6;

/** Every three-role squad of `roles` (a role may repeat; the order of `intended` is the cells' order), but the intended one. */
export function otherSquads(roles: readonly string[], intended: readonly string[]): string[][] {
  const squads: string[][] = [];
  for (let a = 0; a < roles.length; a++)
    for (let b = a; b < roles.length; b++) for (let c = b; c < roles.length; c++) squads.push([roles[a], roles[b], roles[c]] as string[]);
  const key = (list: readonly string[]) => [...list].sort().join('+');
  return squads.filter((candidate) => key(candidate) !== key(intended));
}

/** A scan target's figures: one per variant and policy, the mean difference with its interval over the seeds. */
export function scanFigures(target: BattleTarget, measures: FloorMeasures, context: Pick<FigureContext, 'policyNames'>): Figure[] {
  const rows = measures.scans?.[target.measure as ScanMeasure] ?? [];
  return rows.map((row) => {
    const { mean, low, high } = seedInterval(row.differences);
    return rate(`${row.subject}, política "${context.policyNames[row.policy] ?? row.policy}"`, mean, low, high);
  });
}
