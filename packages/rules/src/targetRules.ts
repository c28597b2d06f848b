// Rules engine, target rules: who an effect falls on (`targets` in the data),
// among the action's targets and the user's side. Each rule has one entry
// here, with who receives the effect in battle and how many receivers an
// action's worth counts; a rule added to EffectTarget without one fails the
// typecheck (the map is a Record over every rule).
import type { ActionSpec } from './battleSetup';
import type { EffectTarget } from './effects';
import { neighbours, standing, type BattleContext, type Fighter } from './fighters';
import { columnOf, rowOf } from './grid';
import type { WorthReference } from './worth';

/** One use of an action as it resolves: who acts, on whom, and what the effects track across it. */
export interface ActionUse {
  context: BattleContext;
  actor: Fighter;
  action: ActionSpec;
  own: Fighter[];
  opponents: Fighter[];
  /** The action's targets, after retargeting. */
  targets: Fighter[];
  /** A single-target attack on the enemy from the front column (thorns answer it). */
  melee: boolean;
  /** Hits each receiver took during the action (conditions `hit-times`); kept only for an action with conditions, the one reader. */
  hitCount: Map<Fighter, number> | undefined;
  /** Inferno Crescente: the first receiver of a typed attack of this action. */
  rampTarget?: Fighter;
}

interface TargetRule {
  /** Who receives the effect when the action resolves. */
  receivers(use: ActionUse): Fighter[];
  /** Receivers an action's worth counts, for an action on `targets` targets. */
  worthCount(reference: WorthReference, targets: number): number;
}

export const targetRules: Record<EffectTarget, TargetRule> = {
  target: { receivers: (use) => use.targets, worthCount: (_reference, targets) => targets },
  self: { receivers: (use) => [use.actor], worthCount: () => 1 },
  around: {
    receivers: (use) => use.targets.flatMap((target) => neighbours(target, target.side === use.actor.side ? use.own : use.opponents)),
    // Who stands around a target depends on the battle; the worth does not count them.
    worthCount: () => 0,
  },
  allies: { receivers: (use) => use.own.filter(standing), worthCount: (reference) => reference.areaTargets },
  behind: {
    receivers: ({ own, actor }) =>
      own.filter(
        (fighter) => fighter !== actor && standing(fighter) && rowOf(fighter.cell) === rowOf(actor.cell) && columnOf(fighter.cell) < columnOf(actor.cell),
      ),
    worthCount: (reference) => reference.areaTargets,
  },
  fallen: {
    receivers: (use) => use.own.filter((fighter) => !standing(fighter) && fighter.fellAt !== undefined),
    // A revive's worth counts one ally back (effectKinds.ts).
    worthCount: () => 0,
  },
};
