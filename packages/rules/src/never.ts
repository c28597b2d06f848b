// Rules engine, exhaustiveness: the end of every switch over a kind of the
// data (effects, conditions, target rules, status and passive mechanics). A
// kind added to a union and not handled makes `value` not `never`, and the
// typecheck fails there instead of the kind silently doing nothing.

/** Unreachable when every kind is handled; throws if data of an unknown kind arrives anyway. */
export function assertNever(value: never): never {
  throw new Error(`unhandled kind: ${JSON.stringify(value)}`);
}
