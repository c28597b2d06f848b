/**
 * Plain records produced by the C# parsing stage. They hold only what the
 * source says (no resolution): later stages never see tree-sitter nodes.
 */

/** A type as written in C# source, kept structured so each name can become a link. */
export type TypeRef =
  | { kind: 'named'; name: string; args: TypeRef[] } // `Godot.Collections.Array<T>`; name is dotted, args only on the last segment
  | { kind: 'predefined'; name: string } // `int`, `void`, `string`
  | { kind: 'nullable'; inner: TypeRef }
  | { kind: 'array'; inner: TypeRef; rank: number }
  | { kind: 'pointer'; inner: TypeRef }
  | { kind: 'tuple'; elements: { type: TypeRef; name?: string }[] }
  | { kind: 'raw'; text: string }; // anything the stage does not model (function pointers...)

export interface SyntaxAttribute {
  name: string;
  /** Argument list as written, without parentheses; empty when there is none. */
  args: string;
}

export interface SyntaxTypeParameter {
  name: string;
  attributes: SyntaxAttribute[];
  /** `in`/`out` variance of delegate and interface parameters. */
  variance?: 'in' | 'out';
}

/** `where T : class, new()` */
export interface SyntaxConstraint {
  typeParameter: string;
  /** Each constraint as a type reference; keywords (`class`, `new()`...) come as raw. */
  constraints: TypeRef[];
}

export interface SyntaxParameter {
  name: string;
  type: TypeRef;
  /** `this`, `ref`, `out`, `in`, `params`, `scoped`. */
  modifiers: string[];
  defaultValue?: string;
  attributes: SyntaxAttribute[];
}

/** The raw `///` comment block, with the line where it starts, for warnings. */
export interface SyntaxDocComment {
  xml: string;
  line: number;
}

export type MemberKind = 'constructor' | 'field' | 'constant' | 'property' | 'indexer' | 'method' | 'event' | 'operator' | 'enumValue';

export interface SyntaxMember {
  kind: MemberKind;
  name: string;
  modifiers: string[];
  attributes: SyntaxAttribute[];
  /** Field, property, event, indexer type; method return type; absent for constructors and enum values. */
  type?: TypeRef;
  parameters: SyntaxParameter[];
  typeParameters: SyntaxTypeParameter[];
  constraints: SyntaxConstraint[];
  /** Property / indexer / event accessors as written, e.g. `get; private set;`. */
  accessors?: string;
  /** Field initialiser, property initialiser or enum value expression, as written. */
  initializer?: string;
  doc?: SyntaxDocComment;
  line: number;
}

export type TypeKind = 'class' | 'struct' | 'interface' | 'enum' | 'delegate' | 'record' | 'record struct';

export interface SyntaxType {
  kind: TypeKind;
  name: string;
  modifiers: string[];
  attributes: SyntaxAttribute[];
  typeParameters: SyntaxTypeParameter[];
  constraints: SyntaxConstraint[];
  /** Base list in source order (base class and interfaces are not distinguished by syntax). */
  baseTypes: TypeRef[];
  /** Primary-constructor parameters of records and classes; delegate parameters. */
  parameters: SyntaxParameter[];
  /** Delegate return type; enum underlying type. */
  returnType?: TypeRef;
  members: SyntaxMember[];
  nestedTypes: SyntaxType[];
  /**
   * Signal names this type's own code passes to `AddUserSignal` or `EmitSignal`
   * as text (`"XEventHandler"`, `nameof(XEventHandler)`), from any member,
   * private ones included: a name Godot's generated event does not use.
   */
  signalNamesByString: string[];
  doc?: SyntaxDocComment;
  line: number;
}

export interface SyntaxFile {
  path: string;
  /** Namespaces imported by `using X;` (aliases and `using static` are kept apart). */
  usings: string[];
  usingAliases: Record<string, string>;
  /** Top-level types, each with the namespace it was declared in ('' = global). */
  types: { namespace: string; type: SyntaxType }[];
  /** `///` comments written right above a namespace declaration. */
  namespaceDocs: { namespace: string; doc: SyntaxDocComment }[];
  /** Lines (1-based) where tree-sitter reported an ERROR or MISSING node. */
  syntaxErrorLines: number[];
}
