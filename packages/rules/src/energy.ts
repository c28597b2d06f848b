// Rules engine, energy odds: exact chances that one roll of a character's dice pays a cost.
// Every die gives one unit of the energy on the face rolled, so the roll is a
// count of each energy; the cost is paid when each count reaches the amount
// asked. Counting is exact: a dynamic programme over the dice keeps, for each
// vector of counts (capped at the cost, since more changes nothing), how many
// of the equally likely outcomes lead to it. With at most `maxDice` dice of at
// most 100 faces there are at most 100^6 = 10^12 outcomes, so every count is
// an integer well below 2^53 and exact in a JavaScript number.

export const maxDice = 6;
export const maxFaces = 100;
export const maxCostPerEnergy = 10;

/** A die: the energy id on each face. */
export type Die = readonly string[];
/** A cost: energy id → amount (0 or absent = not asked). */
export type Cost = Readonly<Record<string, number>>;

/** Energy units a cost asks for in all: each die gives one unit a round, so also the least dice that can pay it. */
export function costUnits(cost: Cost): number {
  return Object.values(cost).reduce((sum, amount) => sum + Math.max(0, amount), 0);
}

export interface Odds {
  /** Outcomes that pay the cost. */
  favourable: number;
  /** All outcomes: the product of the dice's face counts. */
  total: number;
}

/** The faces of a new die as the DiceFactory colours them: the energies in cycle. */
export function cycledFaces(faces: number, cycle: readonly string[]): string[] {
  if (cycle.length === 0) throw new Error('the cycle needs at least one energy');
  return Array.from({ length: faces }, (_, face) => cycle[face % cycle.length] as string);
}

/** How many faces of the die show each energy. */
export function faceCounts(die: Die): Map<string, number> {
  const counts = new Map<string, number>();
  for (const energy of die) counts.set(energy, (counts.get(energy) ?? 0) + 1);
  return counts;
}

function totalOutcomes(dice: readonly Die[]): number {
  return dice.reduce((product, die) => product * die.length, 1);
}

function checkDice(dice: readonly Die[]): void {
  if (dice.length > maxDice) throw new RangeError(`at most ${maxDice} dice`);
  for (const die of dice) if (die.length < 1 || die.length > maxFaces) throw new RangeError(`a die has 1 to ${maxFaces} faces`);
}

/** The energies a cost asks for, with their amounts (positive only). */
function askedEnergies(cost: Cost): [string, number][] {
  return Object.entries(cost).filter(([, amount]) => amount > 0);
}

/**
 * Number of outcomes of one roll in each capped state. A state is the vector
 * of counts of the asked energies, each capped at its amount, encoded in mixed
 * radix (radix = amount + 1). Exposed for the property tests (states sum to
 * the total).
 */
export function cappedDistribution(dice: readonly Die[], cost: Cost): { asked: [string, number][]; counts: number[] } {
  checkDice(dice);
  const asked = askedEnergies(cost);
  for (const [, amount] of asked)
    if (!Number.isInteger(amount) || amount > maxCostPerEnergy) throw new RangeError(`amounts are whole numbers up to ${maxCostPerEnergy}`);
  const radices = asked.map(([, amount]) => amount + 1);
  const size = radices.reduce((product, radix) => product * radix, 1);
  const strides = radices.map((_, index) => radices.slice(0, index).reduce((product, radix) => product * radix, 1));
  let counts = new Array<number>(size).fill(0);
  counts[0] = 1;
  for (const die of dice) {
    const next = new Array<number>(size).fill(0);
    const faces = [...faceCounts(die)];
    for (let state = 0; state < size; state += 1) {
      const ways = counts[state] as number;
      if (ways === 0) continue;
      for (const [energy, count] of faces) {
        const position = asked.findIndex(([asking]) => asking === energy);
        let target = state;
        if (position >= 0) {
          const digit = Math.floor(state / (strides[position] as number)) % (radices[position] as number);
          if (digit < (asked[position] as [string, number])[1]) target += strides[position] as number;
        }
        next[target] = (next[target] as number) + ways * count;
      }
    }
    counts = next;
  }
  return { asked, counts };
}

/** Exact chance that one roll of these dice pays the cost. */
export function payOdds(dice: readonly Die[], cost: Cost): Odds {
  const { counts } = cappedDistribution(dice, cost);
  // The last state is every asked energy at its amount: the cost is paid.
  return { favourable: counts[counts.length - 1] as number, total: totalOutcomes(dice) };
}

/** Expected units of each energy per roll: the sum over dice of (faces of it ÷ faces). */
export function expectedEnergy(dice: readonly Die[], energies: readonly string[]): Map<string, number> {
  checkDice(dice);
  const expected = new Map(energies.map((energy) => [energy, 0]));
  for (const die of dice) {
    for (const [energy, count] of faceCounts(die)) expected.set(energy, (expected.get(energy) ?? 0) + count / die.length);
  }
  return expected;
}

/** Outcomes giving 0, 1, … n units of one energy (n = number of dice). */
export function energyCountDistribution(dice: readonly Die[], energy: string): number[] {
  checkDice(dice);
  let counts = [1];
  for (const die of dice) {
    const hits = faceCounts(die).get(energy) ?? 0;
    const misses = die.length - hits;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((ways, units) => {
      next[units] = (next[units] as number) + ways * misses;
      next[units + 1] = (next[units + 1] as number) + ways * hits;
    });
    counts = next;
  }
  return counts;
}

/**
 * The dice a character carries in `slots` slots: the first dice of the list,
 * the last one repeated when the list is shorter.
 */
export function diceForSlots(dice: readonly Die[], slots: number): Die[] {
  if (dice.length === 0) return [];
  return Array.from({ length: slots }, (_, slot) => dice[Math.min(slot, dice.length - 1)] as Die);
}

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The odds as a reduced fraction. */
export function reduced(odds: Odds): Odds {
  const divisor = greatestCommonDivisor(odds.favourable, odds.total) || 1;
  return { favourable: odds.favourable / divisor, total: odds.total / divisor };
}
