// Rules engine, one round's roll: every equipped die is rolled once per round
// and gives one unit of the energy on its face; the reserve resets each round
// (game.md). From the distribution of a roll follow the payability of a cost
// with N dice slots and the expected value of the best action a character can
// pay in a round.
import { cycledFaces, diceForSlots, payOdds, type Cost, type Die } from './energy';

/** One way a roll can come out: units of each energy, and its probability. */
export interface RollOutcome {
  units: Readonly<Record<string, number>>;
  probability: number;
}

/**
 * Every distinct result of one roll of these dice (order does not matter,
 * only the units of each energy), with its probability. Three D6 give 10
 * results; the probabilities sum to 1.
 */
export function rollOutcomes(dice: readonly Die[]): RollOutcome[] {
  let outcomes = new Map<string, { units: Record<string, number>; probability: number }>([['', { units: {}, probability: 1 }]]);
  for (const die of dice) {
    const next = new Map<string, { units: Record<string, number>; probability: number }>();
    for (const outcome of outcomes.values()) {
      for (const energy of die) {
        const units = { ...outcome.units, [energy]: (outcome.units[energy] ?? 0) + 1 };
        const key = Object.keys(units)
          .sort()
          .map((name) => `${name}:${units[name]}`)
          .join(',');
        const found = next.get(key);
        const probability = outcome.probability / die.length;
        if (found) found.probability += probability;
        else next.set(key, { units, probability });
      }
    }
    outcomes = next;
  }
  return [...outcomes.values()];
}

/** Whether a reserve of energy units pays a cost (each energy at least its amount). */
export function pays(units: Readonly<Record<string, number>>, cost: Cost): boolean {
  // A loop over the keys, not Object.entries: every fighter asks it for every action, every round.
  for (const energy in cost) if (!((units[energy] ?? 0) >= (cost[energy] as number))) return false;
  return true;
}

/** Chance (0–1) that one roll of these dice pays the cost. */
export function payChance(dice: readonly Die[], cost: Cost): number {
  const odds = payOdds(dice, cost);
  return odds.favourable / odds.total;
}

/**
 * Payability: the chance (0–1) that a round's roll with `slots` dice slots,
 * each holding `die`, pays the cost. With the standard D6 (two faces of each
 * colour): 1 unit of a colour with 1 slot is 1/3; 2 units with 1 slot is 0.
 */
export function payability(cost: Cost, slots: number, die: Die): number {
  return payChance(diceForSlots([die], slots), cost);
}

/** The standard die a character carries: a D6 painted by the DiceFactory cycle (the Testing Dice). */
export function standardDie(cycle: readonly string[], faces = 6): Die {
  return cycledFaces(faces, cycle);
}

/** An action as the round sees it: what it costs and what it is worth (damage, healing...). */
export interface ValuedAction {
  cost: Cost;
  value: number;
}

/**
 * Expected value per round of the best action the character can pay: for
 * each result of the roll, the highest value among the actions it pays (0
 * when none), weighted by the result's probability. A free action (empty
 * cost) is always payable.
 */
export function expectedBestValue(dice: readonly Die[], actions: readonly ValuedAction[]): number {
  let expected = 0;
  for (const outcome of rollOutcomes(dice)) {
    let best = 0;
    for (const action of actions) if (action.value > best && pays(outcome.units, action.cost)) best = action.value;
    expected += outcome.probability * best;
  }
  return expected;
}

/** The least rounds to bring `life` to 0 at `perRound` a round; undefined when nothing is dealt. */
export function roundsToDefeat(life: number, perRound: number): number | undefined {
  if (!(perRound > 0) || !(life > 0)) return undefined;
  return Math.ceil(Math.round((life / perRound) * 1e9) / 1e9);
}
