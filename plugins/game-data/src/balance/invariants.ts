// Design invariants (data/game/invariants.yaml): each names a check of this
// file, run on the model with the rules engine. Every record measured gets a
// margin (value − threshold, in the invariant's unit); a negative margin breaks
// the invariant, and the build stops naming the records and their margins.
import { levelAfter } from '@dice-rolling/rules';
import {
  type GameModel,
  type GameData,
  balanceContext,
  bandOf,
  enemyAtTier,
  enemyStrongestHit,
  missionXp,
  roleDamagePerRound,
  roleStats,
  skillPayability,
  type BalanceContext,
} from '@dice-rolling/game-model';

export type Invariant = GameData['invariants'][number];

export interface Measurement {
  /** The record measured, as a reader names it ("Warden: Impacto Sísmico"). */
  record: string;
  /** Site path of the record's page, when it has one. */
  page?: string;
  value: number;
  margin: number;
}

export interface InvariantResult {
  invariant: Invariant;
  measurements: Measurement[];
  /** The smallest margin (the record closest to breaking it). */
  margin: number;
  holds: boolean;
}

type Check = (context: BalanceContext, threshold: number) => Omit<Measurement, 'margin'>[];

const checks: Record<Invariant['check'], Check> = {
  // Percent of rounds whose roll pays the skill, at its unlock level.
  'skill-payability': (context) =>
    context.model.data.roles.flatMap((role) =>
      skillPayability(context, role).map(({ skill, chance }) => ({
        record: `${role.name}: ${skill.name}`,
        page: role.page,
        value: Math.round(chance * 1000) / 10,
      })),
    ),
  // Levels of slack: the training cap inside the first band; each band starting no later than the previous one ends + 1.
  'region-bands': (context) => {
    const regions = [...context.model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
    const cap = context.progression.training.levelCap;
    return regions.map((region, index) => {
      const band = bandOf(context, region.levels ?? { min: 1 });
      const previous = regions[index - 1];
      const slack = previous ? bandOf(context, previous.levels ?? { min: 1 }).max + 1 - band.min : Math.min(band.max - cap, cap - band.min);
      return { record: `${region.name} (níveis ${band.min} a ${band.max})`, value: slack };
    });
  },
  // Vida left to a fresh level-1 character (low end of its ranges) after the strongest hit a T1 enemy can pay.
  't1-one-round': (context) => {
    const level = context.progression.startLevel;
    const enemies = context.model.data.creatures
      .flatMap((creature) => (creature.tier === 't1' ? [enemyAtTier(context, creature, 't1')] : []))
      .filter((enemy) => enemy !== undefined);
    return enemies.flatMap((enemy) =>
      context.model.data.roles.map((role) => {
        const stats = roleStats(context, role, level, 'min');
        return {
          record: `${enemy.creature.name} contra ${role.name}`,
          page: role.page,
          value: stats.life - enemyStrongestHit(context, enemy.roleId, stats.defence, enemy.power),
        };
      }),
    );
  },
  // Levels of slack: a character entering a region at its lowest level and winning all its missions ends no higher than the next region's band.
  'campaign-in-band': (context) => {
    const regions = [...context.model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order);
    const perMission = missionXp(context);
    return regions.flatMap((region, index) => {
      const missions = context.model.data.missions.filter((mission) => mission.region === region.id).length;
      const next = regions[index + 1];
      if (missions === 0 || !region.levels) return [];
      const band = bandOf(context, region.levels);
      const ceiling = next?.levels ? bandOf(context, next.levels).max : band.max;
      const reached = levelAfter(band.min, perMission * missions, context.progression);
      return [{ record: `${region.name}: do nível ${band.min}, ${missions} missões levam ao nível ${reached}`, value: ceiling - reached }];
    });
  },
  // Expected damage per round (before Defesa) of the best affordable damaging action at level 1.
  'level-1-damage': (context) =>
    context.model.data.roles.map((role) => {
      const best = roleDamagePerRound(context, role, context.progression.startLevel);
      return { record: `${role.name} (${best.weapon})`, page: role.page, value: Math.round(best.value * 10) / 10 };
    }),
};

export function evaluateInvariants(model: GameModel): InvariantResult[] {
  const context = balanceContext(model);
  return model.data.invariants.map((invariant) => {
    const measurements = checks[invariant.check](context, invariant.threshold).map((measurement) => ({
      ...measurement,
      margin: Math.round((measurement.value - invariant.threshold) * 10) / 10,
    }));
    const margin = Math.min(...measurements.map((measurement) => measurement.margin));
    return { invariant, measurements, margin, holds: margin >= 0 };
  });
}

/** One line per broken record, naming the invariant, the record, its value and the margin. */
export function brokenInvariants(results: InvariantResult[], severity: Invariant['severity'] = 'error'): string[] {
  return results
    .filter((result) => result.invariant.severity === severity)
    .flatMap((result) =>
      result.measurements
        .filter((measurement) => measurement.margin < 0)
        .map(
          (measurement) =>
            `- invariante "${result.invariant.id}" (${result.invariant.name}): ${measurement.record} mede ${measurement.value}, ` +
            `limite ${result.invariant.threshold}, margem ${measurement.margin}`,
        ),
    );
}

export class InvariantError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invariantes de design quebrados (data/game/invariants.yaml):\n${lines.join('\n')}`);
    this.name = 'InvariantError';
  }
}

/** Throws when an invariant of severity `error` is broken: the build stops here. Broken warnings only show on the Balanceamento page. */
export function checkInvariants(model: GameModel): InvariantResult[] {
  const results = evaluateInvariants(model);
  const lines = brokenInvariants(results);
  if (lines.length > 0) throw new InvariantError(lines);
  return results;
}
