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
import { damageTypeNames } from '../render/words';

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

/** A share in percent, to one decimal; 0 of nothing is 0. */
const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

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
  // Percent of the typed attacks of a region's creatures (natural blows and own moves) whose type is one of the region's common ones.
  'region-common-damage': (context) =>
    context.model.data.regions.flatMap((region) => {
      const themes = region.damageThemes;
      if (!themes) return [];
      const types = context.model.data.creatures
        .filter((creature) => creature.region === region.id)
        // Each attack once: a move that fills form 0 is the natural strike itself, with its own type.
        .flatMap((creature) => [...(creature.moves.some((move) => move.form === 0) ? [] : [creature.naturalType]), ...creature.moves.map((move) => move.type)])
        .filter((type) => type !== undefined);
      const common = types.filter((type) => themes.common.includes(type)).length;
      const names = themes.common.map((type) => damageTypeNames[type]).join(' ou ');
      return [{ record: `${region.name}: ${common} de ${types.length} ataques de ${names}`, value: percentOf(common, types.length) }];
    }),
  // Percent of a region's common creatures (not its bosses) that resist every resisted type and are weak to every weak type of its themes.
  'region-creature-grades': (context) =>
    context.model.data.regions.flatMap((region) => {
      const themes = region.damageThemes;
      if (!themes || (themes.resisted.length === 0 && themes.weak.length === 0)) return [];
      const creatures = context.model.data.creatures.filter((creature) => creature.region === region.id && !region.bosses.includes(creature.id));
      const themed = creatures.filter(
        (creature) =>
          themes.resisted.every((type) => creature.grades[type] === 'resistencia') && themes.weak.every((type) => creature.grades[type] === 'fraqueza'),
      ).length;
      return [{ record: `${region.name}: ${themed} de ${creatures.length} criaturas comuns`, value: percentOf(themed, creatures.length) }];
    }),
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
