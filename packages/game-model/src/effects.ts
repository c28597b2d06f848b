// Structured effects: what a skill, a basic attack or an enemy action does, as
// data the rules engine can compute with and the pages turn into prose
// (effectsProse.ts). The kinds mirror the framework where it has an effect
// type: `damage` is DiceRolling.Effects.DamageEffect (DamageValue on Health);
// the others have no class in the framework yet. What cannot be said with
// these fields stays as text beside them and is counted on the balance page.
import type { ConditionKind, EffectKind, EffectTarget, PassiveMechanicKind, StatusMechanicKind } from '@dice-rolling/rules';
import * as z from 'zod';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use só letras minúsculas sem acento, números e hífens');
const ruleId = z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'use o id de uma regra de rules.yaml ("tópico.nome")');

/** A count (turns, hits) given as a number or as the id of the rule that states it, so the data says it once. */
export const countSchema = z.union([z.number().int().min(1), ruleId]);
export type Count = z.output<typeof countSchema>;

/** Damage types (the Atributos page): physical ones go through Defesa, elemental ones through Defesa elemental. */
export const damageTypes = ['corte', 'impacto', 'fogo', 'terra', 'agua', 'trovao', 'acido', 'veneno'] as const;
export type DamageType = (typeof damageTypes)[number];
export const elementalTypes: readonly DamageType[] = ['fogo', 'terra', 'agua', 'trovao', 'acido', 'veneno'];

/**
 * Who the effect falls on, among the targets the action's board selects:
 * `target` (the chosen target, or each one when the action hits several),
 * `self` (the user), `around` (the cells next to the target), `allies` (the
 * user's allies), `behind` (the user's allies behind it in its row),
 * `fallen` (the user's allies who fell lately).
 */
export const effectTargets = ['target', 'self', 'around', 'allies', 'behind', 'fallen'] as const;

/** A condition on who receives the effect, read as the action begins; `not` turns it around. */
export const conditionSchema = z.discriminatedUnion('is', [
  z.object({ is: z.literal('has-status'), status: id, not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('no-negative-status'), not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('life-below'), percent: z.number().int().min(1).max(100), not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('life-at-most'), percent: z.number().int().min(1).max(100), not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('in-column'), columns: z.array(z.number().int().min(0).max(2)).min(1), not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('in-row'), rows: z.array(z.number().int().min(0).max(1)).min(1), not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('defending'), not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('hit-times'), count: z.number().int().min(1), not: z.boolean().optional() }).strict(),
  z.object({ is: z.literal('tier'), tier: id, not: z.boolean().optional() }).strict(),
]);
export type Condition = z.output<typeof conditionSchema>;

const common = {
  targets: z.enum(effectTargets).default('target'),
  /** When the effect applies only sometimes: every condition must hold. */
  when: z.array(conditionSchema).min(1).optional(),
};

const damageType = z.enum(damageTypes);

export const effectSchema = z.discriminatedUnion('kind', [
  /**
   * DamageEffect: `amount` of damage per hit (DamageValue; a number or the id of the rule that states it), `hits` times
   * (or one per target hit), every turn for `turns` turns when given.
   */
  z
    .object({
      kind: z.literal('damage'),
      amount: z.union([z.number().int().min(1).max(100), ruleId]),
      type: damageType.optional(),
      hits: z.union([countSchema, z.literal('per-target')]).default(1),
      turns: countSchema.optional(),
      /** Flat Defesa the hit ignores. */
      pierce: z.number().int().min(1).optional(),
      /** Each hit falls on a random cell among the marked ones. */
      spread: z.boolean().optional(),
      ...common,
    })
    .strict(),
  /** Heals a percent of the target's Vida máxima, every turn for `turns` turns when given. */
  z.object({ kind: z.literal('heal'), percent: z.number().int().min(1).max(100), turns: countSchema.optional(), ...common }).strict(),
  /** Less damage taken, in percent, for `turns` turns; `bound`: only while the user stands in the same cell. */
  z
    .object({
      kind: z.literal('damage-reduction'),
      percent: z.number().int().min(1).max(100),
      turns: countSchema.optional(),
      bound: z.boolean().optional(),
      ...common,
    })
    .strict(),
  /** Cancels the next `hits` hits, for at most `turns` turns. */
  z.object({ kind: z.literal('shield'), hits: countSchema.default(1), turns: countSchema.optional(), ...common }).strict(),
  /**
   * Applies a status of statuses.yaml; `turns` only when the action sets its own duration;
   * `attributes` for a status that changes the attributes the action names.
   */
  z.object({ kind: z.literal('status'), status: id, turns: countSchema.optional(), attributes: z.array(id).min(1).optional(), ...common }).strict(),
  /** Changes an attribute by a percent or by a flat amount, for `turns` turns, or until the first hit taken. */
  z
    .object({
      kind: z.literal('attribute'),
      attribute: id,
      percent: z.number().int().optional(),
      amount: z.number().int().optional(),
      turns: countSchema.optional(),
      untilHit: z.boolean().optional(),
      ...common,
    })
    .strict(),
  /** Pushes the target `columns` columns back; it stops before the edge or an occupied cell. */
  z.object({ kind: z.literal('push'), columns: z.number().int().min(1).max(2), ...common }).strict(),
  /** Pulls the target `columns` columns forward; it stops before the edge or an occupied cell. */
  z.object({ kind: z.literal('pull'), columns: z.number().int().min(1).max(2), ...common }).strict(),
  /** Costs the user a percent of its current Vida (never below 1). */
  z.object({ kind: z.literal('self-damage'), percent: z.number().int().min(1).max(100), ...common }).strict(),
  /** Removes negative statuses, except those listed. */
  z.object({ kind: z.literal('cleanse'), except: z.array(id).default([]), ...common }).strict(),
  /** Takes the target out at once, without the damage formula. */
  z.object({ kind: z.literal('execute'), ...common }).strict(),
  /** Brings back allies who fell this round or in the last `rounds`, with a percent of their Vida, when their cell is free. */
  z.object({ kind: z.literal('revive'), percent: z.number().int().min(1).max(100), rounds: z.number().int().min(0), ...common }).strict(),
  /** A percent of the damage the target takes passes to the user for `turns` turns, while the two are neighbours. */
  z.object({ kind: z.literal('share-damage'), percent: z.number().int().min(1).max(100), turns: countSchema, ...common }).strict(),
  /** The cells hit keep a zone for `turns` rounds: who ends a turn in it gets the status. */
  z.object({ kind: z.literal('zone'), status: id, turns: countSchema, ...common }).strict(),
  /**
   * For `turns` turns, each attack on the same target, whatever its type, adds `percent`
   * to the type's damage from the next one, up to `max`; another target starts over.
   */
  z
    .object({ kind: z.literal('ramp'), percent: z.number().int().min(1), max: z.number().int().min(1), type: damageType, turns: countSchema, ...common })
    .strict(),
  /** For `turns` turns, a fall brings the user back with `percent` of its Vida and deals `amount` to who felled it. */
  z
    .object({ kind: z.literal('rebirth'), percent: countSchema, amount: z.number().int().min(1), type: damageType.optional(), turns: countSchema, ...common })
    .strict(),
  /**
   * Places up to `count` fighters of a creature (creatures.yaml) at a tier in the free cells of the
   * user's side, nearest the user first; they act from the next round, with the stats of any enemy of that creature and tier.
   */
  z.object({ kind: z.literal('summon'), creature: id, tier: id, count: countSchema, ...common }).strict(),
  /** From now to the end of the battle, at the start of each of its turns, the receiver heals `percent` of its Vida while a creature it summoned stands. */
  z.object({ kind: z.literal('regenerate'), percent: countSchema, ...common }).strict(),
  /** The receiver takes out the creature it summoned with the most Vida and heals the Vida that creature had; nothing when none stands. */
  z.object({ kind: z.literal('devour'), ...common }).strict(),
]);

export type Effect = z.output<typeof effectSchema>;
export type DamageEffect = Extract<Effect, { kind: 'damage' }>;

/** The effects of an action, and what of it stays as text. */
export const effectFields = {
  effects: z.array(effectSchema).default([]),
};

/** What a status does in battle (statuses.yaml `battle`); numbers may be rule ids. */
export const statusMechanicSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('defending') }).strict(),
  z.object({ kind: z.literal('skip-turn') }).strict(),
  z.object({ kind: z.literal('immovable') }).strict(),
  z.object({ kind: z.literal('rooted') }).strict(),
  z.object({ kind: z.literal('free-move') }).strict(),
  z.object({ kind: z.literal('taunt') }).strict(),
  z.object({ kind: z.literal('untargetable') }).strict(),
  z.object({ kind: z.literal('life-floor'), value: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal('tick-damage'), amount: z.number().int().min(1), type: damageType.optional(), perStack: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('tick-heal'), percent: countSchema }).strict(),
  z.object({ kind: z.literal('tick-life-loss'), percent: countSchema }).strict(),
  z.object({ kind: z.literal('shield-life'), percent: countSchema }).strict(),
  z.object({ kind: z.literal('pierce'), percent: countSchema }).strict(),
  z.object({ kind: z.literal('healing-received'), percent: z.number().int() }).strict(),
  z.object({ kind: z.literal('critical'), percent: countSchema }).strict(),
  z.object({ kind: z.literal('attribute'), percent: z.union([z.number().int(), ruleId]), attribute: id.optional() }).strict(),
  z.object({ kind: z.literal('damage-taken'), percent: z.number().int(), nature: z.enum(['physical', 'elemental']).optional() }).strict(),
  z.object({ kind: z.literal('damage-dealt'), percent: z.number().int(), nature: z.enum(['physical', 'elemental']).optional() }).strict(),
  z.object({ kind: z.literal('thorns'), amount: countSchema }).strict(),
]);
export type StatusMechanicData = z.output<typeof statusMechanicSchema>;

/** What a passive does in battle (passives.yaml `battle`). */
export const passiveMechanicSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fortress') }).strict(),
  z.object({ kind: z.literal('extra-die-on-heal'), dice: countSchema }).strict(),
  z.object({ kind: z.literal('burn'), type: damageType, status: id, turns: countSchema, increase: countSchema, cap: countSchema }).strict(),
  z
    .object({
      kind: z.literal('combo'),
      hits: countSchema,
      critical: countSchema,
      status: id,
      attribute: id,
      percent: z.union([z.number().int(), ruleId]),
      turns: countSchema,
    })
    .strict(),
]);

/**
 * The effects of a creature's attack: the form's effects with the attack's
 * damage type (the natural strike takes the creature's), then the attack's
 * own, or only its own when it replaces the form. The pages and the
 * simulator both read them from here.
 */
export function attackEffects(formEffects: readonly Effect[], type: DamageType | undefined, own: readonly Effect[] = [], replace = false): Effect[] {
  const typed = replace ? [] : formEffects.map((effect) => (effect.kind === 'damage' && type && !effect.type ? { ...effect, type } : effect));
  return [...typed, ...own];
}

/** True when two unions of kinds are the same both ways. */
type SameKinds<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The data's kinds are the engine's (effectKinds.ts, conditions.ts,
 * targetRules.ts, setup.ts): a kind the schema lets the data write and the
 * engine cannot play, or one the engine plays and the schema does not know,
 * fails the typecheck here. effectsProse.ts words every kind of `Effect`
 * (its switches return on every kind), so it follows.
 */
export const dataKindsAreEngineKinds: {
  effects: SameKinds<Effect['kind'], EffectKind>;
  conditions: SameKinds<Condition['is'], ConditionKind>;
  targets: SameKinds<(typeof effectTargets)[number], EffectTarget>;
  statusMechanics: SameKinds<StatusMechanicData['kind'], StatusMechanicKind>;
  passiveMechanics: SameKinds<z.output<typeof passiveMechanicSchema>['kind'], PassiveMechanicKind>;
} = { effects: true, conditions: true, targets: true, statusMechanics: true, passiveMechanics: true };
