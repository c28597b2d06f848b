// The damage tool's input limits. The formula itself is the rules engine's
// (@dice-rolling/rules).

/** Limits of every input; values outside are refused with a message. */
export const damageLimits = {
  base: { min: 0, max: 9999 },
  power: { min: 0, max: 1000 },
  defence: { min: 0, max: 9999 },
  elementalDefence: { min: 0, max: 100 },
  fortressStacks: { min: 0, max: 20 },
  life: { min: 1, max: 9999 },
  level: { min: 1, max: 99 },
} as const;
