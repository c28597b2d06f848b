// Rules engine, effects as data: what an action does, what a status does while
// it lasts and what a passive does, in the shapes the battle loop plays. Ids
// (statuses, attributes, damage types) arrive as data; the engine knows none
// of them. setup.ts turns the game data into these shapes.
import type { Grade, Nature } from './damage';

/** A condition on a receiver, read when the action begins (hit counts: as the action goes); each kind is played in conditions.ts. */
export type Condition = (
  | { is: 'has-status'; status: string }
  | { is: 'no-negative-status' }
  | { is: 'life-below'; percent: number }
  | { is: 'life-at-most'; percent: number }
  | { is: 'in-column'; columns: number[] }
  | { is: 'in-row'; rows: number[] }
  | { is: 'defending' }
  | { is: 'hit-times'; count: number }
  | { is: 'tier'; tier: string }
) & { not?: boolean };

/**
 * Who an effect falls on: `target` (each target of the action), `self` (the
 * user), `around` (the living neighbours of each target), `allies` (the
 * user's living allies), `behind` (the user's allies behind it in its row),
 * `fallen` (the user's allies who fell lately, for revive).
 */
export type EffectTarget = 'target' | 'self' | 'around' | 'allies' | 'behind' | 'fallen';

interface EffectBase {
  targets: EffectTarget;
  /** Every condition must hold for the receiver. */
  when?: Condition[];
}

/** An effect as the battle plays it: counts already resolved to numbers. */
export type BattleEffect = EffectBase &
  (
    | {
        kind: 'damage';
        amount: number;
        /** Damage type id (for grades), none for untyped damage. */
        damageType?: string;
        nature: Nature;
        /** Hits per receiver; 'per-target': one hit for each target of the action. */
        hits: number | 'per-target';
        /** Damage over time: the amount every turn of the receiver for this many turns. */
        turns?: number;
        /** Flat Defesa the hit ignores. */
        pierce?: number;
        /** Each hit falls on a random target among the action's valid ones. */
        spread?: boolean;
      }
    | { kind: 'heal'; percent: number; turns?: number }
    | { kind: 'damage-reduction'; percent: number; turns?: number; /** Ends when the user falls or leaves its cell. */ bound?: boolean }
    | { kind: 'shield'; hits: number; turns?: number }
    | { kind: 'status'; status: string; turns?: number; /** Attributes a status with an `attribute` mechanic changes. */ attributes?: string[] }
    | { kind: 'attribute'; attribute: string; percent?: number; amount?: number; turns?: number; /** Ends at the first hit taken. */ untilHit?: boolean }
    | { kind: 'push'; columns: number }
    | { kind: 'pull'; columns: number }
    | { kind: 'self-damage'; percent: number }
    | { kind: 'cleanse'; except: string[] }
    | { kind: 'execute' }
    | { kind: 'revive'; percent: number; /** Fell this round or in the last `rounds` rounds. */ rounds: number }
    | { kind: 'share-damage'; percent: number; turns: number }
    | { kind: 'zone'; status: string; turns: number }
    | { kind: 'ramp'; percent: number; max: number; damageType: string; turns: number }
    | { kind: 'rebirth'; percent: number; amount: number; damageType?: string; nature: Nature; turns: number }
    /**
     * Places up to `count` fighters of a creature and tier (the setup's `summons`) in free cells of
     * the user's side, nearest the user first; they act from the next round. Once per action, whoever the receivers.
     */
    | { kind: 'summon'; creature: string; tier: string; count: number }
    /** At the start of each of the receiver's turns, for the rest of the battle, heals `percent` of its Vida while a creature it summoned stands. */
    | { kind: 'regenerate'; percent: number }
    /** The receiver takes out the creature it summoned with the most Vida (none when none stands) and heals the Vida that creature had. */
    | { kind: 'devour' }
  );

/** The key of a summoned fighter's spec in a battle setup's `summons`. */
export const summonKey = (creature: string, tier: string): string => `${creature}@${tier}`;

/** Every kind of effect: each has one entry in effectKinds.ts (how the battle plays it, its worth, its wording). */
export type EffectKind = BattleEffect['kind'];
export type ConditionKind = Condition['is'];
export type StatusMechanicKind = StatusMechanic['kind'];
export type PassiveMechanicKind = PassiveMechanic['kind'];

/** What a status does while it lasts (statuses.yaml `battle`). */
export type StatusMechanic =
  | { kind: 'defending' }
  | { kind: 'skip-turn' }
  | { kind: 'life-floor'; value: number }
  | { kind: 'immovable' }
  | { kind: 'rooted' }
  /** Mover costs the bearer no action: it moves after its action (Intangibilidade). */
  | { kind: 'free-move' }
  | { kind: 'taunt' }
  | { kind: 'untargetable' }
  | { kind: 'tick-damage'; amount: number; damageType?: string; nature: Nature; perStack?: boolean }
  | { kind: 'tick-heal'; percent: number }
  | { kind: 'tick-life-loss'; percent: number }
  /** Percent of the attributes named by the application (or `attribute` when fixed). */
  | { kind: 'attribute'; percent: number; attribute?: string }
  | { kind: 'damage-taken'; percent: number; nature?: Nature }
  | { kind: 'damage-dealt'; percent: number; nature?: Nature }
  | { kind: 'shield-life'; percent: number }
  /** The next damage taken ignores this percent of Defesa; consumed by it. */
  | { kind: 'pierce'; percent: number }
  /** The next hit dealt gets this percent more damage; consumed by it. */
  | { kind: 'critical'; percent: number }
  | { kind: 'healing-received'; percent: number }
  /** Who hits the bearer with a single-target action from the front column takes this damage. */
  | { kind: 'thorns'; amount: number };

export interface StatusRule {
  negative: boolean;
  /** Turns of the bearer when the action sets none. */
  turns: number;
  stacking: 'refresh' | 'add' | 'none';
  maxStacks?: number;
  /** It crosses battles (the Maldição): the bearer's fall does not end it, and it comes back with a revived or reborn bearer. */
  crossesBattles?: boolean;
  mechanics: StatusMechanic[];
}

/** What a passive does (passives.yaml `battle`); rule values already resolved. */
export type PassiveMechanic =
  /** Fortaleza Inabalável: a stack each round ending in the same cell, lost on moving (bonus and cap: the damage rules). */
  | { kind: 'fortress' }
  /** Fluxo Perene: healing makes the first die roll `dice` more times at the next declaration (not cumulative). */
  | { kind: 'extra-die-on-heal'; dice: number }
  /** Cinzas Ardentes: a hit of this damage type applies the status; on a bearer of it, refreshes and raises its damage. */
  | { kind: 'burn'; damageType: string; status: string; turns: number; increase: number; cap: number }
  /** Garras do Vento: after `hits` hits in a row on one target, the next one gets `critical`% and applies the status to `attribute`. */
  | { kind: 'combo'; hits: number; critical: number; status: string; attribute: string; percent: number; turns: number };

/** Grades of a fighter by damage type id; a type not listed is normal. */
export type Grades = Readonly<Record<string, Grade>>;

/** Status ids a condition names, to check them against the data. */
export function conditionStatuses(conditions: readonly Condition[] | undefined): string[] {
  return (conditions ?? []).flatMap((condition) => (condition.is === 'has-status' ? [condition.status] : []));
}
