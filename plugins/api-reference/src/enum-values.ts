/**
 * Numeric values of enum members, as the compiler assigns them: explicit
 * values as written, implicit ones one more than the previous member.
 */
import type { SyntaxMember } from './syntax';

/** Integer literals (decimal, hex, binary, with C# suffixes and `_` separators) and the operators flags enums use. */
const arithmeticOnly = /^[\d\s<>|&^~+\-*/()xXa-fA-FbB]+$/;

/** Returns each member's value as text: a number when it can be computed, otherwise the expression as written. */
export function enumValues(members: SyntaxMember[]): string[] {
  const known = new Map<string, bigint>();
  let previous: bigint | undefined = -1n;
  let previousText = '';
  return members.map((member) => {
    let value: bigint | undefined;
    let text: string;
    if (member.initializer === undefined) {
      value = previous === undefined ? undefined : previous + 1n;
      text = value === undefined ? `${previousText} + 1` : value.toString();
    } else {
      value = evaluate(member.initializer, known);
      text = value === undefined ? member.initializer : value.toString();
    }
    if (value !== undefined) known.set(member.name, value);
    previous = value;
    previousText = text;
    return text;
  });
}

function evaluate(expression: string, known: Map<string, bigint>): bigint | undefined {
  // Earlier members may be referred to by name (`B = A << 2`).
  const substituted = expression.replace(/\b[A-Za-z_]\w*\b/g, (name) => {
    if (/^0[xXbB]/.test(name)) return name;
    const value = known.get(name);
    return value === undefined ? name : `(${value.toString()})`;
  });
  const cleaned = substituted.replace(/_/g, '').replace(/(\d|[a-fA-F])[uUlL]+\b/g, '$1');
  if (!arithmeticOnly.test(cleaned)) return undefined;
  const asBigInt = cleaned.replace(/\b(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)\b/g, '$1n');
  try {
    // The character whitelist above leaves only numbers and operators, so this cannot run arbitrary code.
    const result: unknown = new Function(`return (${asBigInt});`)();
    return typeof result === 'bigint' ? result : undefined;
  } catch {
    return undefined;
  }
}
