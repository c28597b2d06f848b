// Rules engine, a battle: the rules of the Batalha page played round by round,
// calling the formulas of this engine (computeDamage, pays) and never
// restating them. Pure and seeded: the same setup and seed give the same
// battle, in the build (the static table), in the worker and in the tests.
//
// A round has phases, each in its own module: declaration (declaration.ts:
// enemies declare, everyone rolls, the squad chooses, by its policy in
// policies.ts unless a person does), initiative (initiative.ts: the queue,
// chosen again before each turn), resolution (resolution.ts, effectKinds.ts:
// one action per turn) and status ticks (statusTicks.ts: at the start and end
// of turns and at the end of the round).
// The round ends when a side has no one standing, or at the round cap (a draw).
//
// The steps, for a person playing a battle (and the tests):
//   startBattle(setup, seed) → state
//   declareRound(state) → state: the enemies' intents (visible) and every die rolled
//   intents(state) → what each enemy declared, on whom, and the damage it would deal now
//   heroChoices(state, hero) → each action: its valid targets (Mover: its cells), or why it is refused
//   chooseAction(state, hero, slot, target or { cell }) → state (or the refusal); declareByPolicy(state) for the rest
//   resolveRound(state) → { state, events } (each hit with its damage steps)
//   battleOutcome(state) → victory, defeat, draw, or undefined while it goes on
// Each step takes and returns plain data (battleState.ts) and leaves its input
// as it was. simulateBattle runs the same phases on one battle in place,
// without copying between steps or recording events, so the batch runs stay
// fast and give the same figures.
import type { BattleSetup, Outcome } from './battleSetup';
import { estimate, refOf } from './blows';
import { holds, snapshotOf } from './conditions';
import { computeDamage, type DamageInput } from './damage';
import { damageCalculator } from './damageMemo';
import { actionChoices, enemyDeclaration, options, roll, type Refusal } from './declaration';
import { policyDeclaration } from './policies';
import type { BattleEvent, FallRecord, FighterRef } from './events';
import {
  anyStanding,
  has,
  makeFighter,
  markedColumns,
  mechanicBits,
  standing,
  targetsFor,
  usableFrom,
  type ActiveStatus,
  type BattleContext,
  type Fighter,
} from './fighters';
import { columnOf } from './grid';
import { drawInitiative, nextToAct } from './initiative';
import { randomFrom } from './random';
import { stepToward } from './moves';
import { resolveAction, resolveAtStart, resolveStep } from './resolution';
import { endOfRound, endOfTurn, startOfTurn } from './statusTicks';
import { fightersOf, stateOf, zonesOf, type BattleState } from './battleState';
import { roundCap } from './battleSetup';

export interface BattleResult {
  outcome: Outcome;
  rounds: number;
  squad: { damage: number; healing: number; fell: boolean; declarations: number; payable: number[]; used: number[] }[];
  /** Vida the enemies lost, and the squad lost (healing not subtracted). */
  enemyLifeLost: number;
  enemyDamage: number;
  /** Every fall, in the order they happened, with its cause. */
  falls: FallRecord[];
  /** Where each fighter ended and with how much Vida, squad then enemies, in setup order, each side's summoned after it. */
  final: { cell: number; life: number }[];
  /**
   * A draw the squad could no longer win: at the end, no standing member has an action whose grid marks the column of a
   * standing enemy, from its cell or, with Mover, from any (outOfReach). False for a victory and a defeat.
   */
  outOfReach: boolean;
  /** In a draw out of reach, the names of the enemies standing at the end, each name once: whom the squad could not reach; else empty. */
  outOfReachEnemies: readonly string[];
  /**
   * Whether, at the declaration of some round, no standing enemy had an action whose grid marks the column of a standing
   * member, from its cell or, with Mover, from any (outOfReach, the other way round), whatever the outcome. Only actions
   * count: damage over time already on the squad still hurts, and an enemy summoned later may reach it again.
   */
  sheltered: boolean;
}

/** No enemy out of reach: shared by every result that has none (frozen, so a caller that changed it would throw). */
const noEnemies: readonly string[] = Object.freeze([]);

/** How the squad's members declare in a batch run: the setup's policy, after each member's roll. */
type Chooser = (context: BattleContext, member: Fighter) => void;

const byPolicy: Chooser = (context, member) => {
  member.declared = policyDeclaration(context, member, options(member, context.sides[0], context.sides[1], member.units, true));
};
/** A person chooses later (chooseAction); the paid actions are counted now, as the policy's are. */
const byPerson: Chooser = (context, member) => {
  options(member, context.sides[0], context.sides[1], member.units, true);
};

const plainDamage =
  (setup: BattleSetup) =>
  (input: DamageInput): number =>
    computeDamage(input, setup.damage).damage;

/** Until a policy declares (policyDeclaration gives each declaration its stream), there is no tie to break. */
const noTieBreaks = (): number => {
  throw new Error('tieBreaks: drawn outside a policy declaration');
};

function newContext(setup: BattleSetup, random: number, damageOf: (input: DamageInput) => number): BattleContext {
  const rng = { state: random >>> 0 };
  // Every field set from the start, in the interface's order, the optional ones too: one assigned mid-battle (the action
  // resolving, the round the squad was sheltered from) gave the contexts of a run several shapes, and every read of the
  // context (the sides, the dice, the damage memo) had to tell them apart.
  return {
    setup,
    attributes: setup.attributes ?? { defence: 'defence', speed: 'speed', power: 'power' },
    rng,
    random: randomFrom(rng),
    tieBreaks: noTieBreaks,
    damageOf,
    round: 0,
    zones: [],
    sides: [setup.squad.map((spec, index) => makeFighter(spec, 0, index)), setup.enemies.map((spec, index) => makeFighter(spec, 1, index))],
    declarations: setup.squad.map(() => 0),
    everyone: [],
    outcome: undefined,
    falls: [],
    shelteredFrom: undefined,
    acting: undefined,
    events: undefined,
  };
}

/** Declaration: enemies first (a random payable action and target), then each squad member rolls and `choose` declares for it. */
function declarePhase(context: BattleContext, choose: Chooser): void {
  const squad = context.sides[0];
  const enemies = context.sides[1];
  context.round += 1;
  // Once the enemies reach no one, the squad is out of their reach (a victory won from there is counted apart).
  if (context.shelteredFrom === undefined && outOfReach(enemies, squad)) context.shelteredFrom = context.round;
  // Summoned fighters join the sides mid-round and the queue from the next round.
  context.everyone = squad.concat(enemies);
  for (const fighter of context.everyone) {
    fighter.declared = undefined;
    fighter.step = undefined;
  }
  for (const enemy of enemies) {
    if (!standing(enemy)) continue;
    enemy.units = roll(enemy, context.random);
    enemy.declared = enemyDeclaration(enemy, options(enemy, enemies, squad, enemy.units, false), enemies, squad, context.random);
  }
  for (const member of squad) {
    if (!standing(member)) continue;
    context.declarations[member.index] = (context.declarations[member.index] ?? 0) + 1;
    member.units = roll(member, context.random);
    choose(context, member);
  }
}

/** Initiative and resolution: one action per turn in the queue's order, status ticks around each; then the end of the round. */
function resolvePhase(context: BattleContext): void {
  const squad = context.sides[0];
  const enemies = context.sides[1];
  drawInitiative(context);
  // Defender protects from the start of the resolution (Batalha page, order of a round).
  for (const fighter of context.everyone)
    if (fighter.declared?.action.atResolutionStart)
      resolveAtStart(context, fighter.declared, fighter.side === 0 ? squad : enemies, fighter.side === 0 ? enemies : squad);
  for (let next = nextToAct(context); next; next = nextToAct(context)) {
    const turn = startOfTurn(context, next);
    const skips = turn.skips;
    const held = turn.held;
    const acting = next;
    context.events?.push({ kind: 'turn', fighter: refOf(acting), skipped: skips });
    const action = next.declared;
    const own = next.side === 0 ? squad : enemies;
    const opponents = next.side === 0 ? enemies : squad;
    if (standing(next) && action && !skips) resolveAction(context, action, own, opponents, held);
    if (next.step !== undefined && !skips) resolveStep(context, next, own, held);
    endOfTurn(context, next);
    // The round stops once a side has no one standing (qualitative rule fim-antecipado).
    if (!anyStanding(squad) || !anyStanding(enemies)) break;
  }
  endOfRound(context);
  if (!anyStanding(enemies)) context.outcome = 'victory';
  else if (!anyStanding(squad)) context.outcome = 'defeat';
  else if (context.round >= roundCap) context.outcome = 'draw';
}

function resultOf(context: BattleContext): BattleResult {
  const [squad, enemies] = context.sides;
  return {
    outcome: context.outcome ?? 'draw',
    rounds: context.round,
    squad: squad.slice(0, context.setup.squad.length).map((fighter, index) => ({
      damage: fighter.damageDealt,
      healing: fighter.healingDone,
      fell: !standing(fighter),
      declarations: context.declarations[index] ?? 0,
      payable: fighter.payable,
      used: fighter.used,
    })),
    enemyLifeLost: enemies.reduce((sum, enemy) => sum + Math.max(0, enemy.spec.life - enemy.life), 0),
    enemyDamage: enemies.reduce((sum, enemy) => sum + enemy.damageDealt, 0),
    falls: context.falls,
    final: [...squad, ...enemies].map((fighter) => ({ cell: fighter.cell, life: fighter.life })),
    ...reachOf(context.outcome, squad, enemies),
    sheltered: context.shelteredFrom !== undefined,
  };
}

/** A result's reach: whether its draw was out of the squad's reach, and whom it could not reach (only a draw is asked). */
function reachOf(outcome: Outcome | undefined, squad: readonly Fighter[], enemies: Fighter[]): Pick<BattleResult, 'outOfReach' | 'outOfReachEnemies'> {
  if (outcome !== 'draw' || !outOfReach(squad, enemies)) return { outOfReach: false, outOfReachEnemies: noEnemies };
  return { outOfReach: true, outOfReachEnemies: [...new Set(enemies.filter(standing).map((enemy) => enemy.spec.name))] };
}

/**
 * Whether no standing member of `squad` has an action against the other side whose grid marks a column a standing enemy
 * stands in: from the member's cell, or from any cell of its grid when it has Mover (steps add up over rounds). Only the
 * grid counts, not a status that hides an enemy for some turns: what is asked is whether the battle can still be won.
 */
export function outOfReach(squad: readonly Fighter[], enemies: Fighter[]): boolean {
  for (const member of squad) {
    if (!standing(member)) continue;
    const moves = member.spec.actions.some((action) => action.move !== undefined);
    for (const action of member.spec.actions) {
      if (action.target.side !== 'enemy' || !(moves || usableFrom(action, member.cell))) continue;
      const columns = markedColumns(action, enemies);
      if (enemies.some((enemy) => standing(enemy) && columns & (1 << columnOf(enemy.cell)))) return false;
    }
  }
  return true;
}

/** A whole battle, the squad declaring by the setup's policy; `damageOf` answers the damage formula (a run shares one memo). */
export function simulateBattle(setup: BattleSetup, seed: number, damageOf: (input: DamageInput) => number = damageCalculator(setup.damage)): BattleResult {
  const context = newContext(setup, seed, damageOf);
  while (!context.outcome) {
    declarePhase(context, byPolicy);
    resolvePhase(context);
  }
  return resultOf(context);
}

// ---- The steps -------------------------------------------------------------------------

/** A context to run one step on, from a state (the state is left as it was). */
function contextOf(state: BattleState, events?: BattleEvent[]): BattleContext {
  const context = newContext(state.setup, state.random, plainDamage(state.setup));
  context.sides = fightersOf(state);
  context.zones = zonesOf(state, context.sides);
  context.round = state.round;
  context.declarations = [...state.declarations];
  context.falls = state.falls.map((record) => ({ ...record }));
  if (state.shelteredFrom !== undefined) context.shelteredFrom = state.shelteredFrom;
  context.everyone = [...context.sides[0], ...context.sides[1]];
  if (state.outcome) context.outcome = state.outcome;
  if (events) context.events = events;
  return context;
}

/** A new battle, before its first declaration. */
export function startBattle(setup: BattleSetup, seed: number): BattleState {
  return stateOf(newContext(setup, seed, plainDamage(setup)), 'declaration');
}

/** The round's declaration: the enemies declare (their intents are in the state, visible before the squad chooses) and everyone rolls. */
export function declareRound(state: BattleState): BattleState {
  if (state.phase !== 'declaration') throw new Error(`declareRound: the battle is in its ${state.phase} phase`);
  const context = contextOf(state);
  declarePhase(context, byPerson);
  return stateOf(context, 'choice');
}

/** One of a hero's actions this round, as a person chooses it. */
export interface HeroChoice {
  slot: number;
  action: string;
  /** Who it may be aimed at (for an area, any of them picks the area), or why it is refused. */
  targets: FighterRef[];
  /** Mover: the cells of the squad's grid it may go to (a taken one swaps the two). */
  cells?: number[];
  /** Mover with Intangibilidade: it costs no action; the hero moves after the action it declares. */
  free?: true;
  refusal?: Refusal;
}

/** Every action of squad member `hero` this round: its valid targets or cells, or why it is refused (energy, position, taunt, reach, rooted). */
export function heroChoices(state: BattleState, hero: number): HeroChoice[] {
  const context = contextOf(state);
  const member = context.sides[0][hero];
  if (!member || !standing(member) || state.phase !== 'choice') return [];
  return actionChoices(member, context.sides[0], context.sides[1], member.units).map((choice) => ({
    slot: choice.slot,
    action: choice.action.id,
    targets: choice.valid.map(refOf),
    ...(choice.cells ? { cells: choice.cells } : {}),
    ...(choice.action.move && has(member, mechanicBits['free-move']) ? { free: true as const } : {}),
    ...(choice.refusal ? { refusal: choice.refusal } : {}),
  }));
}

/**
 * Where squad member `hero` would step when it has nothing to attack from its
 * cell: toward the nearest cell it could attack from (undefined when it can
 * attack already, or cannot get nearer). The greedy policy's Mover; the other
 * policies may call it.
 */
export function bestMove(state: BattleState, hero: number): number | undefined {
  const context = contextOf(state);
  const member = context.sides[0][hero];
  return member && standing(member) ? stepToward(member, context.sides[0], context.sides[1]) : undefined;
}

export type ChoiceRefusal = Refusal | 'target' | 'not-standing' | 'phase';

/**
 * Squad member `hero` declares action `slot` on `target` (none for an action on
 * itself or an area; a cell, `{ cell }`, for Mover); refused with the reason.
 * A free Mover (Intangibilidade) keeps the action declared and adds the move after it.
 */
export function chooseAction(
  state: BattleState,
  hero: number,
  slot: number,
  target?: FighterRef | { cell: number },
): { state: BattleState; refusal?: undefined } | { state?: undefined; refusal: ChoiceRefusal } {
  if (state.phase !== 'choice') return { refusal: 'phase' };
  const context = contextOf(state);
  const member = context.sides[0][hero];
  if (!member || !standing(member)) return { refusal: 'not-standing' };
  const choice = actionChoices(member, context.sides[0], context.sides[1], member.units)[slot];
  if (!choice) return { refusal: 'reach' };
  if (choice.refusal) return { refusal: choice.refusal };
  if (choice.action.move) {
    const cell = target && 'cell' in target ? target.cell : undefined;
    if (cell === undefined || !choice.cells?.includes(cell)) return { refusal: 'target' };
    if (has(member, mechanicBits['free-move'])) member.step = cell;
    else member.declared = { actor: member, action: choice.action, targets: [], cell };
    return { state: stateOf(context, 'choice') };
  }
  if (target && 'cell' in target) return { refusal: 'target' };
  const chosen = target ? choice.valid.find((fighter) => fighter.side === target.side && fighter.index === target.index) : undefined;
  if (target && !chosen) return { refusal: 'target' };
  const single = !choice.action.target.multiple && !choice.action.target.row && choice.action.target.side !== 'self';
  if (single && !chosen && choice.valid.length > 0) return { refusal: 'target' };
  const targets = choice.action.target.side === 'self' ? [member] : targetsFor(choice.action, choice.valid, chosen);
  member.declared = { actor: member, action: choice.action, targets };
  return { state: stateOf(context, 'choice') };
}

/**
 * The squad members who have not declared declare by the setup's policy (a person may leave some to it).
 * The batch runs draw a random policy's choice right after each member's roll; here every die is rolled first.
 */
export function declareByPolicy(state: BattleState): BattleState {
  if (state.phase !== 'choice') throw new Error(`declareByPolicy: the battle is in its ${state.phase} phase`);
  const context = contextOf(state);
  for (const member of context.sides[0])
    if (standing(member) && !member.declared)
      member.declared = policyDeclaration(context, member, options(member, context.sides[0], context.sides[1], member.units, false));
  return stateOf(context, 'choice');
}

/** The round's resolution: every turn in the queue's order; the events say what happened, each hit with its damage steps. */
export function resolveRound(state: BattleState): { state: BattleState; events: BattleEvent[] } {
  if (state.phase !== 'choice') throw new Error(`resolveRound: the battle is in its ${state.phase} phase`);
  const events: BattleEvent[] = [];
  const context = contextOf(state, events);
  resolvePhase(context);
  return { state: stateOf(context, context.outcome ? 'over' : 'declaration'), events };
}

/**
 * Whether, as the grids stand, the squad reaches no one: someone stands on each side, and no standing member has an action
 * that reaches a standing enemy's column (outOfReach). The play page says so while the battle goes on.
 */
export const squadOutOfReach = (state: BattleState): boolean => reachLost(state, 0);

/** The same, the other way round: no standing enemy has an action that reaches a standing member's column. */
export const enemiesOutOfReach = (state: BattleState): boolean => reachLost(state, 1);

/** Whether, with someone standing on each side, side `side` reaches no one of the other as the grids stand. */
function reachLost(state: BattleState, side: 0 | 1): boolean {
  const sides = contextOf(state).sides;
  return anyStanding(sides[0]) && anyStanding(sides[1]) && outOfReach(sides[side], sides[side === 0 ? 1 : 0]);
}

/** How the battle ended, or undefined while it goes on. */
export function battleOutcome(state: BattleState): Outcome | undefined {
  return state.outcome;
}

/** The figures of a battle (as simulateBattle returns them), for a state that is over or not. */
export function battleResult(state: BattleState): BattleResult {
  return resultOf(contextOf(state));
}

/** What an enemy declared this round, as a person reads it before choosing: the action, and on each target the damage it would deal now. */
export interface Intent {
  fighter: FighterRef;
  action: string;
  /** Damage now (before shields), immediate and over time; 0 for an action that deals none. */
  targets: { target: FighterRef; damage: number; ending?: IntentEnding }[];
}

/**
 * The same damage once the statuses that may end before the blow lands have
 * ended, named: a status with one turn left ends at the start of its bearer's
 * next turn, so the attacker's always end before it acts, and the target's if
 * it acts first. Only statuses whose end changes the damage are named; absent
 * when none does. The squad's policies weigh the damage now.
 */
export interface IntentEnding {
  damage: number;
  statuses: { fighter: FighterRef; status: string }[];
}

/** The enemies' intents after the declaration (none before it): the same estimate the squad's policy weighs its actions by. */
export function intents(state: BattleState): Intent[] {
  if (state.phase !== 'choice') return [];
  const context = contextOf(state);
  return context.sides[1].flatMap((enemy): Intent[] => {
    const declared = enemy.declared;
    if (!standing(enemy) || !declared) return [];
    const count = declared.targets.length;
    return [
      {
        fighter: refOf(enemy),
        action: declared.action.id,
        targets: declared.targets.map((target) => {
          const damageOn = (): number => {
            let damage = 0;
            for (const effect of declared.action.effects) {
              if (effect.kind !== 'damage' || effect.targets !== 'target') continue;
              if (effect.when && !effect.when.every((condition) => holds(condition, target, snapshotOf(target), 0))) continue;
              const hits = effect.turns ?? (effect.hits === 'per-target' ? count : effect.hits);
              damage += estimate(context, enemy, target, effect) * hits;
            }
            return damage;
          };
          const damage = damageOn();
          const ending = damage > 0 ? endingOf(enemy, target, damage, damageOn) : undefined;
          return { target: refOf(target), damage, ...(ending ? { ending } : {}) };
        }),
      },
    ];
  });
}

/** The damage once the attacker's and the target's one-turn statuses that change it have ended (the context's fighters are its own copies). */
function endingOf(attacker: Fighter, target: Fighter, now: number, damageOn: () => number): IntentEnding | undefined {
  const bearers = attacker === target ? [attacker] : [attacker, target];
  /** The damage with `ended` taken off both bearers, who keep their statuses afterwards. */
  const damageWithout = (ended: ReadonlySet<ActiveStatus>): number => {
    const kept = bearers.map((fighter) => fighter.statuses);
    for (const fighter of bearers) fighter.statuses = fighter.statuses.filter((status) => !ended.has(status));
    try {
      return damageOn();
    } finally {
      bearers.forEach((fighter, index) => (fighter.statuses = kept[index] ?? fighter.statuses));
    }
  };
  const changing = bearers.flatMap((fighter) =>
    fighter.statuses.filter((status) => status.turns <= 1 && damageWithout(new Set([status])) !== now).map((status) => ({ fighter, status })),
  );
  if (changing.length === 0) return undefined;
  const damage = damageWithout(new Set(changing.map(({ status }) => status)));
  if (damage === now) return undefined;
  return { damage, statuses: changing.map(({ fighter, status }) => ({ fighter: refOf(fighter), status: status.id })) };
}
