// Structured effects: what a skill, a basic attack or an enemy action does, as
// data the rules engine can compute with and the pages turn into prose
// (effectsProse.ts). The kinds mirror the framework where it has an effect
// type: `damage` is DiceRolling.Effects.DamageEffect (DamageValue on Health);
// the others have no class in the framework yet. What cannot be said with
// these fields stays as text beside them and is counted on the balance page.
import * as z from 'zod';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use só letras minúsculas sem acento, números e hífens');
const ruleId = z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'use o id de uma regra de rules.yaml ("tópico.nome")');
const text = z.string().trim().min(1, 'não pode ficar vazio');

/** A count (turns, hits) given as a number or as the id of the rule that states it, so the data says it once. */
export const countSchema = z.union([z.number().int().min(1), ruleId]);
export type Count = z.output<typeof countSchema>;

/** Damage kinds: physical ones go through Defesa, elemental ones through Defesa elemental. */
export const damageTypes = ['corte', 'impacto', 'fogo', 'agua'] as const;
export type DamageType = (typeof damageTypes)[number];
export const elementalTypes: readonly DamageType[] = ['fogo', 'agua'];

/**
 * Who the effect falls on, among the targets the action's board selects:
 * `target` (the chosen target, or each one when the action hits several),
 * `self` (the user), `around` (the cells next to the target), `allies` (the
 * user's allies the action marks).
 */
export const effectTargets = ['target', 'self', 'around', 'allies'] as const;

const common = {
  targets: z.enum(effectTargets).default('target'),
  /** When the effect applies only sometimes: the condition, in prose ("o alvo já queimava"). */
  condition: text.optional(),
};

export const effectSchema = z.discriminatedUnion('kind', [
  /** DamageEffect: `amount` of damage per hit (DamageValue), `hits` times, every turn for `turns` turns when given. */
  z.object({ kind: z.literal('damage'), amount: z.number().int().min(1).max(100), type: z.enum(damageTypes).optional(), hits: countSchema.default(1), turns: countSchema.optional(), ...common }).strict(),
  /** Heals a percent of the target's Vida máxima, every turn for `turns` turns when given. */
  z.object({ kind: z.literal('heal'), percent: z.number().int().min(1).max(100), turns: countSchema.optional(), ...common }).strict(),
  /** Less damage taken, in percent, for `turns` turns (or until something ends it, said in the text). */
  z.object({ kind: z.literal('damage-reduction'), percent: z.number().int().min(1).max(100), turns: countSchema.optional(), ...common }).strict(),
  /** Cancels the next `hits` hits, for at most `turns` turns. */
  z.object({ kind: z.literal('shield'), hits: countSchema.default(1), turns: countSchema.optional(), ...common }).strict(),
  /** Applies a status of statuses.yaml; `turns` only when the action sets its own duration. */
  z.object({ kind: z.literal('status'), status: id, turns: countSchema.optional(), ...common }).strict(),
  /** Changes an attribute by a percent or by a flat amount, for `turns` turns. */
  z.object({ kind: z.literal('attribute'), attribute: id, percent: z.number().int().optional(), amount: z.number().int().optional(), turns: countSchema.optional(), ...common }).strict(),
  /** Pushes the target `columns` columns back, when the cell is free. */
  z.object({ kind: z.literal('push'), columns: z.number().int().min(1).max(2), ...common }).strict(),
  /** Costs the user a percent of its current Vida (never below 1). */
  z.object({ kind: z.literal('self-damage'), percent: z.number().int().min(1).max(100), ...common }).strict(),
  /** Removes negative statuses, except those listed. */
  z.object({ kind: z.literal('cleanse'), except: z.array(id).default([]), ...common }).strict(),
]);

export type Effect = z.output<typeof effectSchema>;
export type DamageEffect = Extract<Effect, { kind: 'damage' }>;

/** The effects of an action, and what of it stays as text. */
export const effectFields = {
  effects: z.array(effectSchema).default([]),
};
