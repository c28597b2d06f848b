// Rules engine, a battle as plain data: the state a person's battle is kept
// in between steps (battle.ts), which JSON or structuredClone can copy, store
// and send to a worker. In play, fighters point at each other (who applied a
// status, whom a shield is tied to); here each such link is a reference (side
// and index), and the generator is its one number.
import type { BattleSetup, Outcome } from './battleSetup';
import type { FallRecord, FighterRef } from './events';
import { activeStatus, makeFighter, type ActiveStatus, type BattleContext, type Fighter, type Zone } from './fighters';

type Linked = 'source' | 'tick' | 'bound' | 'share' | 'ramp';

/** A status whose links to fighters are `L`: fighters in play (ActiveStatus), references in a state. */
// `kinds` is read from the mechanics when a status is made again (fighters.ts's activeStatus): no part of the state.
type LinkedStatus<L> = Omit<ActiveStatus, Linked | 'kinds'> & {
  source?: L;
  tick?: Omit<NonNullable<ActiveStatus['tick']>, 'source'> & { source: L };
  bound?: { source: L; cell: number };
  share?: { to: L; percent: number };
  ramp?: Omit<NonNullable<ActiveStatus['ramp']>, 'target'> & { target?: L };
};

/** A status on a fighter, its links as references. */
export type StatusState = LinkedStatus<FighterRef>;

export interface FighterState {
  ref: FighterRef;
  spec: Fighter['spec'];
  cell: number;
  life: number;
  statuses: StatusState[];
  damageDealt: number;
  healingDone: number;
  /** Rounds each action was paid by the dice, and used. */
  payable: number[];
  used: number[];
  fellAt?: number;
  /** For a summoned fighter: the index of who summoned it on its side. */
  summoner?: number;
  fortress: number;
  moved: boolean;
  combo: { target?: FighterRef; count: number };
  extraDie: boolean;
  /** The energy its dice rolled this round. */
  units: Record<string, number>;
  /** What it declared this round: the action's index among its actions, and the chosen targets (Mover: the cell instead). */
  declared?: { slot: number; targets: FighterRef[]; cell?: number };
  /** Intangibilidade: the cell it moves to, free, after its action. */
  step?: number;
}

export interface ZoneState {
  side: 0 | 1;
  source: FighterRef;
  cells: number[];
  status: string;
  action: string;
  rounds: number;
}

/**
 * A battle between steps. `phase`: `declaration` (declareRound is next),
 * `choice` (the enemies declared and everyone rolled: the squad chooses),
 * `over` (battleOutcome says how it ended).
 */
export interface BattleState {
  setup: BattleSetup;
  /** The generator's state (random.ts). */
  random: number;
  round: number;
  phase: 'declaration' | 'choice' | 'over';
  sides: [FighterState[], FighterState[]];
  zones: ZoneState[];
  /** Times each squad member declared. */
  declarations: number[];
  /** Every fall so far, with its cause. */
  falls: FallRecord[];
  /** The first round at whose declaration no standing enemy reached a standing squad member; none yet. */
  shelteredFrom?: number;
  outcome?: Outcome;
}

const refOf = (fighter: Fighter): FighterRef => ({ side: fighter.side, index: fighter.index });

/** The fields a status uses: a status in play has them all (activeStatus), its state only those set. */
function setFields<T extends object>(status: T): T {
  return Object.fromEntries(Object.entries(status).filter(([, value]) => value !== undefined)) as T;
}

/**
 * A copy of a status with each link to a fighter passed through `link`: to
 * references when a state is saved, back to fighters when it is restored. The
 * one list of a status's links, so a new one cannot be saved and not restored.
 */
function relinked<From, To>(status: LinkedStatus<From>, link: (from: From) => To): LinkedStatus<To> {
  const { source, tick, bound, share, ramp, ...rest } = status;
  return {
    ...rest,
    ...(rest.attributes ? { attributes: [...rest.attributes] } : {}),
    ...(rest.attribute ? { attribute: { ...rest.attribute } } : {}),
    ...(source ? { source: link(source) } : {}),
    ...(tick ? { tick: { ...tick, source: link(tick.source) } } : {}),
    ...(bound ? { bound: { source: link(bound.source), cell: bound.cell } } : {}),
    ...(share ? { share: { to: link(share.to), percent: share.percent } } : {}),
    ...(ramp ? { ramp: { ...ramp, target: ramp.target ? link(ramp.target) : undefined } } : {}),
  };
}

const statusState = (status: ActiveStatus): StatusState => relinked(setFields({ ...status, kinds: undefined }), refOf);

/** The context's battle as plain data (nothing shared with the context: the context may go on). */
export function stateOf(context: BattleContext, phase: BattleState['phase']): BattleState {
  const fighter = (one: Fighter): FighterState => ({
    ref: refOf(one),
    spec: one.spec,
    cell: one.cell,
    life: one.life,
    statuses: one.statuses.map(statusState),
    damageDealt: one.damageDealt,
    healingDone: one.healingDone,
    payable: [...one.payable],
    used: [...one.used],
    ...(one.fellAt !== undefined ? { fellAt: one.fellAt } : {}),
    ...(one.summoner !== undefined ? { summoner: one.summoner } : {}),
    fortress: one.fortress,
    moved: one.moved,
    combo: { ...(one.combo.target ? { target: refOf(one.combo.target) } : {}), count: one.combo.count },
    extraDie: one.extraDie,
    units: { ...one.units },
    ...(one.declared
      ? {
          declared: {
            slot: one.spec.actions.indexOf(one.declared.action),
            targets: one.declared.targets.map(refOf),
            ...(one.declared.cell !== undefined ? { cell: one.declared.cell } : {}),
          },
        }
      : {}),
    ...(one.step !== undefined ? { step: one.step } : {}),
  });
  return {
    setup: context.setup,
    random: context.rng.state,
    round: context.round,
    phase,
    sides: [context.sides[0].map(fighter), context.sides[1].map(fighter)],
    zones: context.zones.map((zone) => ({
      side: zone.side,
      source: refOf(zone.source),
      cells: [...zone.cells],
      status: zone.status,
      action: zone.action,
      rounds: zone.rounds,
    })),
    declarations: [...context.declarations],
    falls: context.falls.map((record) => ({ ...record })),
    ...(context.shelteredFrom !== undefined ? { shelteredFrom: context.shelteredFrom } : {}),
    ...(context.outcome ? { outcome: context.outcome } : {}),
  };
}

/** Fighters in play from a state (new objects: the state is left as it was). */
export function fightersOf(state: BattleState): [Fighter[], Fighter[]] {
  const sides: [Fighter[], Fighter[]] = [
    state.sides[0].map((one) => makeFighter(one.spec, 0, one.ref.index)),
    state.sides[1].map((one) => makeFighter(one.spec, 1, one.ref.index)),
  ];
  const at = (ref: FighterRef): Fighter => {
    const found = sides[ref.side][ref.index];
    if (!found) throw new Error(`battle state: no fighter ${ref.side}/${ref.index}`);
    return found;
  };
  const status = (saved: StatusState): ActiveStatus => activeStatus(relinked(saved, at), saved.negative, saved.turns, saved.mechanics);
  for (const side of state.sides)
    for (const saved of side) {
      const one = at(saved.ref);
      one.cell = saved.cell;
      one.life = saved.life;
      one.statuses = saved.statuses.map(status);
      one.damageDealt = saved.damageDealt;
      one.healingDone = saved.healingDone;
      one.payable = [...saved.payable];
      one.used = [...saved.used];
      one.fellAt = saved.fellAt;
      one.summoner = saved.summoner;
      one.fortress = saved.fortress;
      one.moved = saved.moved;
      one.combo = { target: saved.combo.target ? at(saved.combo.target) : undefined, count: saved.combo.count };
      one.extraDie = saved.extraDie;
      one.units = { ...saved.units };
      const action = saved.declared ? one.spec.actions[saved.declared.slot] : undefined;
      const cell = saved.declared?.cell;
      one.declared =
        action && saved.declared ? { actor: one, action, targets: saved.declared.targets.map(at), ...(cell !== undefined ? { cell } : {}) } : undefined;
      one.step = saved.step;
    }
  return sides;
}

export function zonesOf(state: BattleState, sides: [Fighter[], Fighter[]]): Zone[] {
  return state.zones.map((zone) => {
    const source = sides[zone.source.side][zone.source.index];
    if (!source) throw new Error(`battle state: no fighter ${zone.source.side}/${zone.source.index}`);
    return { side: zone.side, source, cells: [...zone.cells], status: zone.status, action: zone.action, rounds: zone.rounds };
  });
}

/** Whether two references name the same fighter. */
export const sameFighter = (a: FighterRef, b: FighterRef): boolean => a.side === b.side && a.index === b.index;
