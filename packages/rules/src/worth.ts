// Rules engine, an action's worth: what one use of an action is worth in
// Vida, the one unit damage, healing and protection share, so a paid skill
// that heals, shields or stuns can be set against the free attack as a
// damaging one is. Four parts:
// - damage: each unconditional hit on the action's targets, after the damage
//   formula (the caller's `hit`), every turn it ticks;
// - healing: a heal's percent of the receiver's Vida, every turn it lasts;
// - prevented: the enemies' damage a protection takes away while it lasts
//   (damage reduction, a status that cuts the damage taken or absorbs it, on
//   what the one in front receives from every enemy; a shield, one enemy's
//   hit for each hit it blocks);
// - status: what a status does to the side it falls on, where the engine can
//   put a number on it: an enemy stunned deals no damage for its turns, an
//   enemy with less Poder de Ataque deals that share less, an ally with more
//   deals that share more, a damage over time ticks.
// A revive or a rebirth counts as if it happens: the Vida it gives back (and
// the rebirth's blow). Conditional effects (`when`), movement, taunt,
// execute and the other effects the engine cannot price count nothing.
import type { BattleEffect, EffectTarget, StatusRule } from './effects';

export interface WorthReference {
  /** Vida máxima of the user (for what it gives itself). */
  ownLife: number;
  /** Vida máxima of an ally who receives a heal or a shield. */
  allyLife: number;
  /** Damage per round one enemy deals to one character (what a stun or a weakened enemy no longer deals, what a shield's hit blocks). */
  enemyDamage: number;
  /** Damage per round the character a protection covers receives: every enemy of an encounter on the one in front. */
  incomingDamage: number;
  /** Damage per round of the user (what a bonus to its attack multiplies). */
  ownDamage: number;
  /** Receivers counted for an action on several targets and for an effect on every ally or on the allies behind. */
  areaTargets: number;
  /** The Poder de Ataque attribute's id, the only attribute whose change the worth prices. */
  powerAttribute: string;
}

export interface Worth {
  damage: number;
  healing: number;
  prevented: number;
  status: number;
  total: number;
}

/** One hit's damage after the formula, for a damage effect (or a status's tick) of this amount. */
export type HitValue = (amount: number, effect: Extract<BattleEffect, { kind: 'damage' }> | undefined) => number;

const share = (percent: number) => percent / 100;

/**
 * The worth of one use of an action with `effects`, on `targets` targets
 * (1 for a single target, the reference's areaTargets for an area), with
 * the statuses' rules to price the statuses it applies.
 */
export function actionWorth(
  effects: readonly BattleEffect[],
  statuses: Readonly<Record<string, StatusRule>>,
  reference: WorthReference,
  targets: number,
  hit: HitValue,
): Worth {
  const worth = { damage: 0, healing: 0, prevented: 0, status: 0 };
  const receivers = (who: EffectTarget): number =>
    who === 'target' ? targets : who === 'self' ? 1 : who === 'allies' || who === 'behind' ? reference.areaTargets : 0;
  for (const effect of effects) {
    if (effect.when && effect.when.length > 0) continue;
    const count = receivers(effect.targets);
    // An action on allies reaches allies; `self` is the user.
    const life = effect.targets === 'self' ? reference.ownLife : reference.allyLife;
    switch (effect.kind) {
      case 'damage': {
        const hits = effect.hits === 'per-target' ? targets : effect.hits;
        worth.damage += hit(effect.amount, effect) * hits * (effect.turns ?? 1) * count;
        break;
      }
      case 'heal':
        worth.healing += share(effect.percent) * life * (effect.turns ?? 1) * count;
        break;
      case 'damage-reduction':
        worth.prevented += share(effect.percent) * reference.incomingDamage * (effect.turns ?? 1) * count;
        break;
      case 'shield':
        // Each hit blocked is one enemy's round of damage, as many as the shield lasts rounds at most.
        worth.prevented += reference.enemyDamage * Math.min(effect.hits, effect.turns ?? effect.hits) * count;
        break;
      case 'status': {
        const rule = statuses[effect.status];
        if (!rule) break;
        const turns = effect.turns ?? rule.turns;
        const part = statusWorth(rule, effect.attributes, turns, life, reference, hit);
        worth.healing += part.healing * count;
        worth.prevented += part.prevented * count;
        worth.status += part.status * count;
        worth.damage += part.damage * count;
        break;
      }
      // A Suprema's rescue counts as if it happens (it is taken for that moment): the Vida it gives back, and the rebirth's blow on who felled the user.
      case 'revive':
        worth.healing += share(effect.percent) * reference.allyLife;
        break;
      case 'rebirth':
        worth.healing += share(effect.percent) * reference.ownLife;
        worth.damage += hit(effect.amount, undefined);
        break;
      default:
        break;
    }
  }
  return { ...worth, total: worth.damage + worth.healing + worth.prevented + worth.status };
}

/**
 * A status's worth on one bearer for `turns` of its turns. A negative status
 * falls on an enemy (what it no longer deals, what it suffers); a positive
 * one on an ally (what it heals, what it is spared, what it deals more).
 */
export function statusWorth(
  rule: StatusRule,
  attributes: readonly string[] | undefined,
  turns: number,
  life: number,
  reference: WorthReference,
  hit: HitValue,
): Omit<Worth, 'total'> {
  const worth = { damage: 0, healing: 0, prevented: 0, status: 0 };
  for (const mechanic of rule.mechanics) {
    switch (mechanic.kind) {
      case 'skip-turn':
        if (rule.negative) worth.status += reference.enemyDamage * turns;
        break;
      case 'attribute': {
        const changed = mechanic.attribute ? [mechanic.attribute] : (attributes ?? []);
        if (!changed.includes(reference.powerAttribute)) break;
        // Less Poder on an enemy: that share of its damage is not dealt; more on an ally: that share more is.
        worth.status += Math.abs(share(mechanic.percent)) * (rule.negative ? reference.enemyDamage : reference.ownDamage) * turns;
        break;
      }
      case 'damage-dealt':
        if (!rule.negative) worth.status += share(mechanic.percent) * reference.ownDamage * turns;
        break;
      case 'damage-taken':
        if (!rule.negative && mechanic.percent < 0) worth.prevented += share(-mechanic.percent) * reference.incomingDamage * turns;
        break;
      case 'shield-life':
        if (!rule.negative) worth.prevented += Math.min(share(mechanic.percent) * life, reference.incomingDamage * turns);
        break;
      case 'tick-heal':
        if (!rule.negative) worth.healing += share(mechanic.percent) * life * turns;
        break;
      case 'tick-damage':
        if (rule.negative) worth.damage += hit(mechanic.amount, undefined) * turns;
        break;
      default:
        break;
    }
  }
  return worth;
}
