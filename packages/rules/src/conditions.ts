// Rules engine, conditions: when an effect falls on a receiver (`when` in the
// data). Each kind of condition has one entry here; a kind added to
// Condition without one fails the typecheck (the map is a Record over every
// kind). They read the receiver as it was when the action began (a
// snapshot), except the hits it took during the action.
import type { Condition, ConditionKind } from './effects';
import { has, mechanicBits, type Fighter } from './fighters';
import { columnOf, rowOf } from './grid';

export interface Snapshot {
  life: number;
  /** The ids of its statuses (a list: a fighter bears a few, and most conditions ask none). */
  statuses: string[];
  negative: boolean;
  defending: boolean;
  cell: number;
}

/** No status (shared, never changed). */
const noIds: string[] = [];

export function snapshotOf(fighter: Fighter): Snapshot {
  return {
    life: fighter.life,
    statuses: fighter.statuses.length === 0 ? noIds : fighter.statuses.map((status) => status.id),
    negative: fighter.statuses.some((status) => status.negative),
    defending: has(fighter, mechanicBits.defending),
    cell: fighter.cell,
  };
}

type ConditionTest<K extends ConditionKind> = (condition: Extract<Condition, { is: K }>, fighter: Fighter, before: Snapshot, hits: number) => boolean;

const conditionTests: { [K in ConditionKind]: ConditionTest<K> } = {
  'has-status': (condition, _fighter, before) => before.statuses.includes(condition.status),
  'no-negative-status': (_condition, _fighter, before) => !before.negative,
  'life-below': (condition, fighter, before) => before.life * 100 < fighter.spec.life * condition.percent,
  'life-at-most': (condition, fighter, before) => before.life * 100 <= fighter.spec.life * condition.percent,
  'in-column': (condition, _fighter, before) => condition.columns.includes(columnOf(before.cell)),
  'in-row': (condition, _fighter, before) => condition.rows.includes(rowOf(before.cell)),
  defending: (_condition, _fighter, before) => before.defending,
  'hit-times': (condition, _fighter, _before, hits) => hits >= condition.count,
  tier: (condition, fighter) => fighter.spec.tier === condition.tier,
};

/** Whether a condition holds for a receiver (`not` turns it around). */
export function holds(condition: Condition, fighter: Fighter, before: Snapshot, hits: number): boolean {
  const test = conditionTests[condition.is] as ConditionTest<ConditionKind>;
  const result = test(condition, fighter, before, hits);
  return condition.not ? !result : result;
}
