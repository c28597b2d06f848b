// Rules engine, an action's worth: what one use of an action is worth in
// Vida, the one unit damage, healing and protection share, so a paid skill
// that heals, shields or stuns can be set against the free attack as a
// damaging one is. Each effect kind prices itself in effectKinds.ts
// (actionWorth); here, the reference figures and a status's worth. Four parts:
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
import type { BattleEffect, StatusRule } from './effects';
import { assertNever } from './never';

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

export const share = (percent: number): number => percent / 100;

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
      // What the engine cannot put a number on: it counts nothing.
      case 'defending':
      case 'life-floor':
      case 'immovable':
      case 'rooted':
      case 'free-move':
      case 'taunt':
      case 'untargetable':
      case 'tick-life-loss':
      case 'pierce':
      case 'critical':
      case 'healing-received':
      case 'thorns':
        break;
      default:
        assertNever(mechanic);
    }
  }
  return worth;
}
