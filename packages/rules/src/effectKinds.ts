// Rules engine, one home per effect kind: for every kind of BattleEffect,
// how the battle plays it and what one use of it is worth. The registry is a
// map over every kind, so a kind added to BattleEffect without its entry
// fails the typecheck here; the data's schema and the site's wording of the
// effects (game-data effects.ts, effectsProse.ts) are keyed by the same
// kinds, and setup.ts's switch over them ends in assertNever.
import { addStatus, displace, fall, heal, hit, loseLife, powerFor, refOf, statusesAfterFall, summon } from './blows';
import type { BattleEffect, EffectKind, StatusRule } from './effects';
import { standing, summonedBy, type Fighter } from './fighters';
import { pick } from './random';
import { roundCap } from './battleSetup';
import { targetRules, type ActionUse } from './targetRules';
import { share, statusWorth, type HitValue, type Worth, type WorthReference } from './worth';

type EffectOf<K extends EffectKind> = Extract<BattleEffect, { kind: K }>;
type WorthParts = Omit<Worth, 'total'>;

/** What pricing one effect needs: the receivers the worth counts, whose Vida a heal measures, the action's targets. */
export interface WorthInput {
  reference: WorthReference;
  statuses: Readonly<Record<string, StatusRule>>;
  /** The action's targets (1, or the reference's areaTargets for an area). */
  targets: number;
  /** Receivers counted by the effect's target rule. */
  count: number;
  /** Vida máxima of who receives it (the user for `self`, an ally else). */
  life: number;
  hit: HitValue;
}

export interface EffectKindRules<K extends EffectKind> {
  /** Plays the effect of an action on its receivers (already filtered by the effect's conditions). */
  play(effect: EffectOf<K>, receivers: Fighter[], use: ActionUse): void;
  /** What one use is worth, in Vida, by part; an empty object when the engine cannot price the kind. */
  worth(effect: EffectOf<K>, input: WorthInput): Partial<WorthParts>;
}

const nothing = (): Partial<WorthParts> => ({});

export const effectKinds: { [K in EffectKind]: EffectKindRules<K> } = {
  damage: {
    play(effect, receivers, use) {
      const { context, actor, action, targets, melee, hitCount } = use;
      if (effect.spread && effect.turns === undefined) {
        // Each hit falls on a random target among the action's, standing when it lands.
        const count = effect.hits === 'per-target' ? targets.length : effect.hits;
        for (let index = 0; index < count; index += 1) {
          const receiver = pick(targets.filter(standing), context.random);
          if (!receiver) break;
          hit(context, actor, receiver, effect, { melee });
          hitCount?.set(receiver, (hitCount.get(receiver) ?? 0) + 1);
          use.rampTarget ??= receiver;
        }
        return;
      }
      for (const receiver of receivers) {
        if (effect.turns) {
          const tick = {
            kind: 'damage' as const,
            amount: effect.amount,
            damageType: effect.damageType,
            nature: effect.nature,
            power: powerFor(actor, effect.nature),
            source: actor,
          };
          addStatus(context, receiver, { id: `${action.id}:damage`, negative: true, tick }, effect.turns);
          continue;
        }
        const count = effect.hits === 'per-target' ? targets.length : effect.hits;
        for (let index = 0; index < count; index += 1) {
          hit(context, actor, receiver, effect, { melee });
          hitCount?.set(receiver, (hitCount.get(receiver) ?? 0) + 1);
        }
        use.rampTarget ??= receiver;
      }
    },
    worth(effect, { hit: value, targets, count }) {
      const hits = effect.hits === 'per-target' ? targets : effect.hits;
      return { damage: value(effect.amount, effect) * hits * (effect.turns ?? 1) * count };
    },
  },
  heal: {
    play(effect, receivers, { context, actor, action }) {
      for (const receiver of receivers) {
        if (effect.turns) {
          const tick = { kind: 'heal' as const, amount: effect.percent, nature: 'physical' as const, power: 0, source: actor };
          addStatus(context, receiver, { id: `${action.id}:heal`, tick }, effect.turns);
          if (actor.passive.extraDice > 0) actor.extraDie = true;
        } else heal(context, actor, receiver, effect.percent);
      }
    },
    worth: (effect, { life, count }) => ({ healing: share(effect.percent) * life * (effect.turns ?? 1) * count }),
  },
  'damage-reduction': {
    play(effect, receivers, { context, actor, action }) {
      for (const receiver of receivers) {
        const bound = effect.bound ? { source: actor, cell: actor.cell } : undefined;
        addStatus(context, receiver, { id: `${action.id}:reduction`, reduction: effect.percent, bound }, effect.turns);
      }
    },
    worth: (effect, { reference, count }) => ({ prevented: share(effect.percent) * reference.incomingDamage * (effect.turns ?? 1) * count }),
  },
  shield: {
    play(effect, receivers, { context, action }) {
      for (const receiver of receivers) addStatus(context, receiver, { id: `${action.id}:shield`, shieldHits: effect.hits }, effect.turns);
    },
    // Each hit blocked is one enemy's round of damage, as many as the shield lasts rounds at most.
    worth: (effect, { reference, count }) => ({ prevented: reference.enemyDamage * Math.min(effect.hits, effect.turns ?? effect.hits) * count }),
  },
  status: {
    play(effect, receivers, { context, actor }) {
      for (const receiver of receivers) {
        addStatus(context, receiver, { id: effect.status, source: actor, attributes: effect.attributes }, effect.turns);
        if (actor.passive.extraDice > 0 && context.setup.statuses[effect.status]?.mechanics.some((mechanic) => mechanic.kind === 'tick-heal'))
          actor.extraDie = true;
      }
    },
    worth(effect, { statuses, reference, life, count, hit: value }) {
      const rule = statuses[effect.status];
      if (!rule) return {};
      const part = statusWorth(rule, effect.attributes, effect.turns ?? rule.turns, life, reference, value);
      return { healing: part.healing * count, prevented: part.prevented * count, status: part.status * count, damage: part.damage * count };
    },
  },
  attribute: {
    play(effect, receivers, { context, action }) {
      for (const receiver of receivers)
        addStatus(
          context,
          receiver,
          {
            id: `${action.id}:${effect.attribute}`,
            negative: (effect.percent ?? effect.amount ?? 0) < 0,
            attribute: { id: effect.attribute, percent: effect.percent ?? 0, amount: effect.amount ?? 0, untilHit: effect.untilHit ?? false },
          },
          effect.untilHit && effect.turns === undefined ? roundCap : effect.turns,
        );
    },
    worth: nothing,
  },
  push: {
    play(effect, receivers, { context }) {
      for (const receiver of receivers) displace(context, receiver, 'push', effect.columns);
    },
    worth: nothing,
  },
  pull: {
    play(effect, receivers, { context }) {
      for (const receiver of receivers) displace(context, receiver, 'pull', effect.columns);
    },
    worth: nothing,
  },
  'self-damage': {
    // Once per receiver, as the data's other effects (the user pays it again for each).
    play(effect, receivers, { actor }) {
      for (let index = 0; index < receivers.length; index += 1) actor.life = Math.max(1, actor.life - Math.floor((actor.life * effect.percent) / 100));
    },
    worth: nothing,
  },
  cleanse: {
    play(effect, receivers) {
      for (const receiver of receivers) receiver.statuses = receiver.statuses.filter((status) => !status.negative || effect.except.includes(status.id));
    },
    worth: nothing,
  },
  execute: {
    play(_effect, receivers, { context, actor }) {
      for (const receiver of receivers)
        if (standing(receiver)) {
          actor.damageDealt += loseLife(receiver, receiver.life);
          fall(context, receiver, actor);
        }
    },
    worth: nothing,
  },
  revive: {
    play(effect, receivers, { context, actor, own }) {
      for (const receiver of receivers)
        if (
          !standing(receiver) &&
          receiver.fellAt !== undefined &&
          context.round - receiver.fellAt <= effect.rounds &&
          !own.some((other) => standing(other) && other.cell === receiver.cell)
        ) {
          receiver.life = Math.max(1, Math.floor((receiver.spec.life * effect.percent) / 100));
          receiver.fellAt = undefined;
          // Back without the statuses of the fight, save those that cross battles (the Maldição).
          receiver.statuses = statusesAfterFall(context, receiver);
          actor.healingDone += receiver.life;
          context.events?.push({ kind: 'rise', fighter: refOf(receiver), life: receiver.life });
        }
    },
    // A Suprema's rescue counts as if it happens (it is taken for that moment): the Vida it gives back.
    worth: (effect, { reference }) => ({ healing: share(effect.percent) * reference.allyLife }),
  },
  'share-damage': {
    play(effect, receivers, { context, actor, action }) {
      for (const receiver of receivers) addStatus(context, receiver, { id: `${action.id}:share`, share: { to: actor, percent: effect.percent } }, effect.turns);
    },
    worth: nothing,
  },
  zone: {
    play(effect, receivers, { context, actor, action }) {
      for (const receiver of receivers)
        context.zones.push({ side: receiver.side, source: actor, cells: [receiver.cell], status: effect.status, action: action.id, rounds: effect.turns });
    },
    worth: nothing,
  },
  ramp: {
    play(effect, receivers, { context, action }) {
      for (const receiver of receivers) {
        // Using it again refreshes the duration and keeps the count.
        const running = receiver.statuses.find((status) => status.id === `${action.id}:ramp`);
        if (running) running.turns = effect.turns;
        else
          addStatus(
            context,
            receiver,
            { id: `${action.id}:ramp`, ramp: { percent: effect.percent, max: effect.max, damageType: effect.damageType, stacks: 0 } },
            effect.turns,
          );
      }
    },
    worth: nothing,
  },
  rebirth: {
    play(effect, receivers, { context, action }) {
      for (const receiver of receivers)
        addStatus(
          context,
          receiver,
          { id: `${action.id}:rebirth`, rebirth: { percent: effect.percent, amount: effect.amount, damageType: effect.damageType, nature: effect.nature } },
          effect.turns,
        );
    },
    // Counts as if it happens: the Vida it gives back, and its blow on who felled the user.
    worth: (effect, { reference, hit: value }) => ({ healing: share(effect.percent) * reference.ownLife, damage: value(effect.amount, undefined) }),
  },
  summon: {
    // Once per action, whoever the receivers.
    play(effect, _receivers, { context, actor }) {
      summon(context, actor, effect.creature, effect.tier, effect.count);
    },
    worth: nothing,
  },
  regenerate: {
    // Lasts the battle; using it again refreshes it (one status, not two).
    play(effect, receivers, { context, action }) {
      for (const receiver of receivers) addStatus(context, receiver, { id: `${action.id}:regenerate`, regenerate: effect.percent }, roundCap);
    },
    worth: nothing,
  },
  devour: {
    play(_effect, receivers, { context }) {
      for (const receiver of receivers) {
        if (!standing(receiver)) continue;
        // The one with the most Vida, the first summoned on a tie.
        const prey = summonedBy(context, receiver).reduce<Fighter | undefined>((best, other) => (!best || other.life > best.life ? other : best), undefined);
        if (!prey) continue;
        // Eaten whole: no Vida floor, no rebirth.
        const had = prey.life;
        prey.life = 0;
        prey.statuses = [];
        fall(context, prey, receiver);
        const healed = Math.min(had, receiver.spec.life - receiver.life);
        receiver.life += healed;
        receiver.healingDone += healed;
        context.events?.push({ kind: 'heal', source: refOf(receiver), target: refOf(receiver), amount: healed });
      }
    },
    worth: nothing,
  },
};

/** The registry's entry for an effect, typed for that effect (a union kind cannot index it precisely). */
function rulesOf(effect: BattleEffect): EffectKindRules<EffectKind> {
  return effectKinds[effect.kind] as EffectKindRules<EffectKind>;
}

export function playEffect(effect: BattleEffect, receivers: Fighter[], use: ActionUse): void {
  rulesOf(effect).play(effect, receivers, use);
}

/**
 * The worth of one use of an action with `effects`, on `targets` targets
 * (1 for a single target, the reference's areaTargets for an area), with
 * the statuses' rules to price the statuses it applies. Conditional effects count nothing.
 */
export function actionWorth(
  effects: readonly BattleEffect[],
  statuses: Readonly<Record<string, StatusRule>>,
  reference: WorthReference,
  targets: number,
  hit: HitValue,
): Worth {
  const worth: WorthParts = { damage: 0, healing: 0, prevented: 0, status: 0 };
  for (const effect of effects) {
    if (effect.when && effect.when.length > 0) continue;
    const count = targetRules[effect.targets].worthCount(reference, targets);
    // An action on allies reaches allies; `self` is the user.
    const life = effect.targets === 'self' ? reference.ownLife : reference.allyLife;
    const part = rulesOf(effect).worth(effect, { reference, statuses, targets, count, life, hit });
    worth.damage += part.damage ?? 0;
    worth.healing += part.healing ?? 0;
    worth.prevented += part.prevented ?? 0;
    worth.status += part.status ?? 0;
  }
  return { ...worth, total: worth.damage + worth.healing + worth.prevented + worth.status };
}
