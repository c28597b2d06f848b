/**
 * A pass of the model stage, run by `build-model.ts`: each type's complete
 * inheritance chain (framework bases, then Godot classes down to
 * GodotObject), its interfaces named as framework types or external pages,
 * and the members it inherits from framework base types, grouped by the type
 * that declares them.
 */
import { externalType, godotChain } from './external-types';
import type { ApiMember, ApiType, InheritedGroup, TypeStep } from './model';
import type { TypeRef } from './syntax';
import { typeRefText } from './type-ref';

type Resolve = (ref: Extract<TypeRef, { kind: 'named' }>, from: ApiType) => ApiType | undefined;

/** The type a base-list entry names, as a step. */
export function stepOf(ref: TypeRef, from: ApiType, resolve: Resolve): TypeStep {
  if (ref.kind === 'named') {
    const target = resolve(ref, from);
    if (target) return { kind: 'type', typeKey: target.key, ref };
    const external = externalType(ref.name);
    if (external) return { kind: 'external', ...external };
  }
  return { kind: 'name', name: typeRefText(ref) };
}

/**
 * From the direct base to the root: framework classes while the base resolves,
 * then the first external one and, for a Godot class, its own bases.
 */
export function baseChain(type: ApiType, resolve: Resolve): TypeStep[] {
  const chain: TypeStep[] = [];
  const seen = new Set<string>([type.key]);
  let current = type;
  while (current.baseType) {
    const step = stepOf(current.baseType, current, resolve);
    if (step.kind !== 'type') {
      if (step.kind === 'external' && step.origin === 'godot') {
        chain.push(...godotChain(step.name).map((c): TypeStep => ({ kind: 'external', ...c })));
      } else chain.push(step);
      break;
    }
    if (seen.has(step.typeKey)) break; // a cycle in broken source
    seen.add(step.typeKey);
    chain.push(step);
    const next = resolve(current.baseType as Extract<TypeRef, { kind: 'named' }>, current);
    if (!next) break;
    current = next;
  }
  return chain;
}

/** A member that hides or overrides another: same name and parameter count. */
function signatureKey(member: ApiMember): string {
  return `${member.name}/${member.syntax.parameters.length}`;
}

/**
 * The members a type gets from framework types above it: for a class, from its
 * base classes; for an interface, from its base interfaces. Constructors are
 * not inherited; a member redeclared lower down (override, new) is shown there.
 */
export function inheritedGroups(type: ApiType, ancestors: ApiType[]): InheritedGroup[] {
  const declared = new Set(type.members.filter((m) => m.kind !== 'constructor').map(signatureKey));
  const groups: InheritedGroup[] = [];
  for (const ancestor of ancestors) {
    const members = ancestor.members.filter((m) => m.kind !== 'constructor' && m.kind !== 'enumValue' && !declared.has(signatureKey(m)));
    for (const member of ancestor.members) declared.add(signatureKey(member));
    if (members.length) groups.push({ typeKey: ancestor.key, members });
  }
  return groups;
}
