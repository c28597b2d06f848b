// Rules engine, seeded randomness: battles are pure and seeded, so the same
// setup and seed give the same battles in the build, the worker and the
// tests. The generator's whole state is one number, so a battle in progress
// can be saved and resumed (battle.ts's BattleState keeps it).

/** The state after `state` in mulberry32 (a small, well-known 32-bit generator). */
const nextState = (state: number): number => (state + 0x6d2b79f5) >>> 0;

/** The float in [0, 1) mulberry32 draws on reaching `state`. */
function valueAt(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A generator whose state lives in `holder.state` (read it to save the stream, set it to resume); every draw builds nothing. */
export function randomFrom(holder: { state: number }): () => number {
  return () => {
    const state = nextState(holder.state);
    holder.state = state;
    return valueAt(state);
  };
}

/** mulberry32: floats in [0, 1) from a seed. */
export function mulberry32(seed: number): () => number {
  return randomFrom({ state: seed >>> 0 });
}

/** The seed of battle `index` of a run: each battle has its own stream, so battle k is the same whatever N is. */
export function battleSeed(seed: number, index: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
}

export function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}
