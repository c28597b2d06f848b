/**
 * The API model's types: namespaces, public types, members, inheritance steps
 * and where inherited documentation came from, plus a few pure questions about
 * them. Only types: `build-model.ts` builds the model and runs the passes
 * (`cref.ts`, `resolve-docs.ts`, `inheritance.ts`) over it; renderers read it.
 */
import type { DocComment } from './doc-comment';
import type { MemberKind, SyntaxMember, SyntaxType, TypeKind, TypeRef } from './syntax';

export interface ApiWarning {
  file: string;
  line: number;
  message: string;
}

/** What a name inside a type's source can see: used to resolve simple names and crefs. */
export interface Scope {
  namespace: string;
  usings: string[];
  aliases: Record<string, string>;
  /** Keys of the enclosing types, innermost first (the type itself included). */
  enclosingTypeKeys: string[];
  /** Generic parameter names visible here; they are never links. */
  typeParameters: string[];
}

export interface ApiMember {
  kind: MemberKind;
  name: string;
  /** Explicit, lowercase, unique within the page: `startbattle`, `do-2` for a second overload. */
  anchor: string;
  syntax: SyntaxMember;
  doc: DocComment;
  file: string;
  /** Set when the documentation came through `<inheritdoc/>`. */
  docInheritedFrom?: InheritedDocSource;
}

export interface ApiType {
  /** Unique key: full name with `` `N `` arity markers, e.g. ``DiceRolling.Actions.IAction`2``. */
  key: string;
  /** Dotted full name without arity (`DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler`). */
  fullName: string;
  /** Page name and URL segment: the full name, `-N` appended only when two types would collide. */
  slug: string;
  name: string;
  /** `IAction<TContext, TResult>`; nested types are prefixed with their parent (`BattleEvents.BattleStartedEventHandler`). */
  displayName: string;
  namespace: string;
  kind: TypeKind;
  declaringTypeKey?: string;
  syntax: SyntaxType;
  locations: { file: string; line: number }[];
  scope: Scope;
  doc: DocComment;
  members: ApiMember[];
  nestedTypeKeys: string[];
  /** Anchor of this delegate's row in its parent's signal table, when it is a `[Signal]`. */
  signalAnchor?: string;
  /** How the parent emits this `[Signal]` delegate (`emitters.ts`); absent on other types. */
  emission?: SignalEmission;
  baseType?: TypeRef;
  interfaces: TypeRef[];
  /** Direct base first, down to the root (GodotObject for Godot classes). */
  baseChain: TypeStep[];
  /** `interfaces`, each as a framework type, an external page or a name. */
  interfaceSteps: TypeStep[];
  /** Members declared by framework base types (base interfaces for an interface), nearest first. */
  inheritedGroups: InheritedGroup[];
  derivedTypeKeys: string[];
  usedByKeys: string[];
  docInheritedFrom?: InheritedDocSource;
}

/** A public type or member with no summary, even after `<inheritdoc/>`. */
export interface UndocumentedItem {
  file: string;
  line: number;
  /** `DiceRolling.Roles.RoleType` or `DiceRolling.Roles.RoleType.Name`. */
  name: string;
}

export interface ApiNamespace {
  name: string;
  parent?: string;
  /** Top-level types declared directly in this namespace. */
  typeKeys: string[];
  childNamespaces: string[];
  doc?: DocComment;
  docLocation?: { file: string; line: number };
}

/** What cref resolution needs: the model while it is being built. */
export interface TypeResolver {
  types: Map<string, ApiType>;
  namespaces: Map<string, ApiNamespace>;
  externalNames: Set<string>;
  resolveType(name: string, arity: number | undefined, scope: Scope): ApiType | undefined;
}

export interface ApiModel {
  types: Map<string, ApiType>;
  namespaces: Map<string, ApiNamespace>;
  /** Top-level namespaces (`DiceRolling`), each with a root page. */
  roots: string[];
  /** Names of non-framework types seen in signatures (`Node3D`, `Godot.Collections.Array`): known, not links. */
  externalNames: Set<string>;
  warnings: ApiWarning[];
  undocumented: UndocumentedItem[];
  resolveType(name: string, arity: number | undefined, scope: Scope): ApiType | undefined;
  /** Framework base classes, nearest first. */
  baseClasses(type: ApiType): ApiType[];
  /** Framework interfaces the type implements or extends, its bases' and base interfaces' included, nearest first. */
  allInterfaces(type: ApiType): ApiType[];
}

/** One step of a chain or one interface: a framework type, a type with an official page, or a name. */
export type TypeStep =
  | { kind: 'type'; typeKey: string; ref: TypeRef }
  | { kind: 'external'; name: string; origin: 'godot' | 'dotnet'; page: string }
  | { kind: 'name'; name: string };

export interface InheritedGroup {
  /** The framework type that declares these members. */
  typeKey: string;
  members: ApiMember[];
}

/** Where a documentation comment was taken from, shown on the page. */
export interface InheritedDocSource {
  typeKey: string;
  /** The member's anchor on that type's page; absent for a type's own documentation. */
  anchor?: string;
}

/**
 * What a `[Signal]` delegate becomes, read from its parent and the parent's code:
 * - `generated`: Godot's source generator makes the C# event `event` and the
 *   constant `SignalName.<event>`, and the parent emits under that name;
 * - `byDelegateName`: the parent registers or emits the signal under the
 *   delegate's full name (`AddUserSignal("XEventHandler")`), so only
 *   `Connect("XEventHandler", …)` reaches it; the generated event never fires;
 * - `ignored`: the generator makes nothing (the parent is an interface or not a
 *   GodotObject, or the name lacks the `EventHandler` suffix).
 */
export type SignalEmission =
  | { kind: 'generated'; event: string }
  | { kind: 'byDelegateName'; signal: string; unusedEvent: string }
  | { kind: 'ignored'; reason: 'interface' | 'notGodotObject' | 'nameSuffix' };

export function isSignal(type: ApiType): boolean {
  return type.kind === 'delegate' && type.syntax.attributes.some((a) => a.name === 'Signal' || a.name === 'Godot.Signal' || a.name === 'SignalAttribute');
}

/** Godot's source generator turns `XxxEventHandler` into the event `Xxx`. */
export function signalName(delegateName: string): string {
  return delegateName.replace(/EventHandler$/, '') || delegateName;
}

/** Ordinal-ignore-case, so `IAction` sorts before `IActionAssets` and the order is the same on every machine. */
export function compareNames(a: string, b: string): number {
  // Plain code-unit comparison: Intl collation is slow and varies with the machine's ICU data.
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
