/**
 * Stage 3: syntax records of every file → the API model (`model.ts`):
 * namespaces, public types (partials merged, nested types flattened with a
 * link to their parent), members with their page anchors, derived types,
 * signals, "used by"; then the passes over the finished types, in order:
 * crefs and `<inheritdoc/>` resolved (`resolve-docs.ts`), inheritance chains
 * and inherited members (`inheritance.ts`), and what is left undocumented.
 * Pure: warnings are returned, not logged, each once.
 */
import { emptyDocComment, parseDocComment, type DocComment } from './doc-comment';
import { classifySignals } from './emitters';
import { baseChain, inheritedGroups, stepOf } from './inheritance';
import {
  compareNames,
  isSignal,
  signalName,
  type ApiModel,
  type ApiNamespace,
  type ApiType,
  type ApiWarning,
  type Scope,
  type UndocumentedItem,
} from './model';
import { resolveDocCrefs, resolveInheritDocs } from './resolve-docs';
import type { SyntaxDocComment, SyntaxFile, SyntaxMember, SyntaxType, TypeRef } from './syntax';
import { namedRefs, typeParameterListText } from './type-ref';

/** Sandcastle convention: a class named NamespaceDoc documents its namespace and is not listed. */
const namespaceDocTypeName = 'NamespaceDoc';

export function buildModel(files: SyntaxFile[]): ApiModel {
  const warnings: ApiWarning[] = [];
  const types = new Map<string, ApiType>();
  const byFullName = new Map<string, ApiType[]>();
  const namespaceDocs = new Map<string, { doc: DocComment; file: string; line: number }>();

  const readDoc = (doc: SyntaxDocComment | undefined, file: string): DocComment => {
    if (!doc) return emptyDocComment();
    const parsed = parseDocComment(doc.xml);
    if (parsed.problem) {
      warnings.push({ file, line: doc.line + parsed.problem.line - 1, message: `comentário XML malformado: ${parsed.problem.message}` });
    }
    return parsed.doc;
  };

  for (const file of files) {
    for (const line of file.syntaxErrorLines) {
      warnings.push({ file: file.path, line, message: 'trecho de C# que o tree-sitter não conseguiu analisar; o resto do arquivo foi aproveitado' });
    }
    for (const { namespace, doc } of file.namespaceDocs) namespaceDocs.set(namespace, { doc: readDoc(doc, file.path), file: file.path, line: doc.line });
    for (const { namespace, type } of file.types) {
      if (type.name === namespaceDocTypeName) {
        namespaceDocs.set(namespace, { doc: readDoc(type.doc, file.path), file: file.path, line: type.doc?.line ?? type.line });
        continue;
      }
      if (!namespace) {
        warnings.push({ file: file.path, line: type.line, message: `o tipo ${type.name} está fora de qualquer namespace e não foi documentado` });
        continue;
      }
      addType(type, namespace, undefined, file);
    }
  }

  function addType(syntax: SyntaxType, namespace: string, parent: ApiType | undefined, file: SyntaxFile): void {
    if (!isVisibleType(syntax, parent)) return;
    const arity = syntax.typeParameters.length;
    const fullName = `${parent ? parent.fullName : namespace}.${syntax.name}`;
    const key = `${parent ? parent.key : namespace}.${syntax.name}${arity ? `\`${arity}` : ''}`;
    const existing = types.get(key);
    if (existing) {
      mergePartial(existing, syntax, file, readDoc);
    } else {
      const type: ApiType = {
        key,
        fullName,
        slug: fullName,
        name: syntax.name,
        displayName: `${parent ? `${parent.displayName}.` : ''}${syntax.name}${typeParameterListText(syntax.typeParameters)}`,
        namespace,
        kind: syntax.kind,
        declaringTypeKey: parent?.key,
        syntax: { ...syntax, members: [], nestedTypes: [], signalNamesByString: [...syntax.signalNamesByString] },
        locations: [{ file: file.path, line: syntax.line }],
        scope: {
          namespace,
          usings: file.usings,
          aliases: file.usingAliases,
          enclosingTypeKeys: [key, ...(parent?.scope.enclosingTypeKeys ?? [])],
          typeParameters: [...(parent?.scope.typeParameters ?? []), ...syntax.typeParameters.map((p) => p.name)],
        },
        doc: readDoc(syntax.doc, file.path),
        members: [],
        nestedTypeKeys: [],
        interfaces: [],
        baseChain: [],
        interfaceSteps: [],
        inheritedGroups: [],
        derivedTypeKeys: [],
        usedByKeys: [],
      };
      types.set(key, type);
      byFullName.set(fullName, [...(byFullName.get(fullName) ?? []), type]);
      parent?.nestedTypeKeys.push(key);
    }
    const type = types.get(key) as ApiType;
    for (const member of syntax.members) {
      if (!isVisibleMember(member, syntax)) continue;
      type.syntax.members.push(member);
      type.members.push({ kind: member.kind, name: member.name, anchor: '', syntax: member, doc: readDoc(member.doc, file.path), file: file.path });
    }
    for (const nested of syntax.nestedTypes) addType(nested, namespace, type, file);
  }

  assignSlugs(byFullName);

  const resolveType = (name: string, arity: number | undefined, scope: Scope): ApiType | undefined => {
    const candidates = candidateFullNames(name, scope, types);
    for (const candidate of candidates) {
      const matches = byFullName.get(candidate);
      if (!matches) continue;
      const exact = matches.find((t) => t.syntax.typeParameters.length === (arity ?? 0));
      if (exact) return exact;
      if (arity === undefined) return matches[0];
    }
    return undefined;
  };

  const externalNames = new Set<string>();
  for (const type of types.values()) {
    assignAnchors(type, types);
    classifyBases(type, (ref) => resolveType(ref.name, ref.args.length, type.scope));
  }
  for (const type of types.values()) {
    linkRelations(type, (ref) => resolveType(ref.name, ref.args.length, type.scope), externalNames);
  }
  for (const type of types.values()) {
    type.derivedTypeKeys.sort(byDisplayName(types));
    type.usedByKeys.sort(byDisplayName(types));
  }

  const namespaces = buildNamespaces(types, namespaceDocs);
  const roots = [...namespaces.values()]
    .filter((ns) => !ns.parent)
    .map((ns) => ns.name)
    .sort();
  const resolveFrom = (ref: Extract<TypeRef, { kind: 'named' }>, from: ApiType): ApiType | undefined => resolveType(ref.name, ref.args.length, from.scope);

  const baseClasses = (type: ApiType): ApiType[] => {
    const chain: ApiType[] = [];
    let current: ApiType | undefined = type;
    while (current?.baseType?.kind === 'named' && chain.length < 50) {
      current = resolveFrom(current.baseType, current);
      if (!current || current === type || chain.includes(current)) break;
      chain.push(current);
    }
    return chain;
  };
  const allInterfaces = (type: ApiType): ApiType[] => {
    const found: ApiType[] = [];
    const visit = (from: ApiType): void => {
      for (const ref of from.interfaces) {
        const target = ref.kind === 'named' ? resolveFrom(ref, from) : undefined;
        if (!target || target === type || found.includes(target)) continue;
        found.push(target);
        visit(target);
      }
    };
    for (const owner of [type, ...baseClasses(type)]) visit(owner);
    return found;
  };

  const model: ApiModel = { types, namespaces, roots, externalNames, warnings, undocumented: [], resolveType, baseClasses, allInterfaces };
  resolveDocCrefs(model, warnings);
  resolveInheritDocs(model, warnings);
  for (const type of types.values()) {
    type.baseChain = baseChain(type, resolveFrom);
    type.interfaceSteps = type.interfaces.map((ref) => stepOf(ref, type, resolveFrom));
    type.inheritedGroups = inheritedGroups(type, type.kind === 'interface' ? allInterfaces(type) : baseClasses(type));
  }
  classifySignals(model, warnings);
  model.undocumented = undocumentedItems(types);
  return model;
}

function undocumentedItems(types: Map<string, ApiType>): UndocumentedItem[] {
  const items: UndocumentedItem[] = [];
  for (const type of types.values()) {
    const location = type.locations[0] ?? { file: '', line: 0 };
    if (!type.doc.summary.length) items.push({ file: location.file, line: type.syntax.line, name: type.fullName });
    for (const member of type.members) {
      if (!member.doc.summary.length)
        items.push({ file: member.file, line: member.syntax.line, name: `${type.fullName}.${member.kind === 'constructor' ? type.name : member.name}` });
    }
  }
  return items.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}

/** Top-level types default to internal; nested ones to private, except inside interfaces. */
function isVisibleType(syntax: SyntaxType, parent: ApiType | undefined): boolean {
  if (syntax.modifiers.includes('public') || syntax.modifiers.includes('protected')) {
    return !syntax.modifiers.includes('private');
  }
  return parent?.kind === 'interface' && !syntax.modifiers.includes('private');
}

function isVisibleMember(member: SyntaxMember, owner: SyntaxType): boolean {
  if (member.kind === 'enumValue') return true;
  if (owner.kind === 'interface') return !member.modifiers.includes('private');
  if (member.modifiers.includes('private')) return false; // `private protected` is not visible outside the assembly
  return member.modifiers.includes('public') || member.modifiers.includes('protected');
}

function mergePartial(type: ApiType, syntax: SyntaxType, file: SyntaxFile, readDoc: (doc: SyntaxDocComment | undefined, file: string) => DocComment): void {
  type.locations.push({ file: file.path, line: syntax.line });
  const known = new Set(type.syntax.attributes.map((a) => `${a.name}(${a.args})`));
  type.syntax.attributes.push(...syntax.attributes.filter((a) => !known.has(`${a.name}(${a.args})`)));
  for (const name of syntax.signalNamesByString) if (!type.syntax.signalNamesByString.includes(name)) type.syntax.signalNamesByString.push(name);
  const knownBases = new Set(type.syntax.baseTypes.map((b) => JSON.stringify(b)));
  type.syntax.baseTypes.push(...syntax.baseTypes.filter((b) => !knownBases.has(JSON.stringify(b))));
  type.syntax.modifiers = [...new Set([...type.syntax.modifiers, ...syntax.modifiers])];
  if (type.syntax.constraints.length === 0) type.syntax.constraints = syntax.constraints;
  // The documented part wins; a second documented part is ignored (the compiler would merge, rarely useful).
  if (!type.syntax.doc && syntax.doc) {
    type.syntax.doc = syntax.doc;
    type.doc = readDoc(syntax.doc, file.path);
  }
}

/** Names tried, in C# lookup order, for `name` written inside `scope`. */
function candidateFullNames(name: string, scope: Scope, types: Map<string, ApiType>): string[] {
  const cleaned = name.replace(/^global::/, '');
  const [first, ...rest] = cleaned.split('.');
  const candidates: string[] = [];
  for (const key of scope.enclosingTypeKeys) {
    const enclosing = types.get(key);
    if (enclosing) candidates.push(`${enclosing.fullName}.${cleaned}`);
  }
  const segments = scope.namespace ? scope.namespace.split('.') : [];
  for (let length = segments.length; length >= 0; length--) {
    const prefix = segments.slice(0, length).join('.');
    candidates.push(prefix ? `${prefix}.${cleaned}` : cleaned);
  }
  for (const using of scope.usings) candidates.push(`${using}.${cleaned}`);
  const aliased = first !== undefined ? scope.aliases[first] : undefined;
  if (aliased) candidates.push([aliased, ...rest].join('.'));
  return candidates;
}

/** Generic types keep the plain URL unless another type has the same name: then `-arity` tells them apart. */
function assignSlugs(byFullName: Map<string, ApiType[]>): void {
  for (const [fullName, group] of byFullName) {
    if (group.length < 2) continue;
    for (const type of group) {
      const arity = type.syntax.typeParameters.length;
      if (arity > 0) type.slug = `${fullName}-${arity}`;
    }
  }
}

/** Overloads and case-only differences get `-2`, `-3`... in declaration order, so anchors stay stable. */
function assignAnchors(type: ApiType, types: Map<string, ApiType>): void {
  const used = new Set<string>(reservedSectionAnchors);
  const allocate = (name: string): string => {
    const base = anchorId(name);
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  };
  for (const member of type.members) member.anchor = allocate(member.kind === 'constructor' ? 'constructor' : member.name);
  for (const nestedKey of type.nestedTypeKeys) {
    const nested = types.get(nestedKey);
    if (nested && isSignal(nested)) nested.signalAnchor = allocate(signalName(nested.name));
  }
}

/** Heading ids of the fixed page sections; member anchors must not take them. */
export const reservedSectionAnchors = [
  'declaracao',
  'heranca',
  'atributos',
  'comentarios',
  'exemplo',
  'construtores',
  'propriedades',
  'campos',
  'metodos',
  'eventos',
  'sinais',
  'valores',
  'operadores',
  'tipos-aninhados',
  'usado-por',
  'veja-tambem',
  'tipos-derivados',
  'parametros-de-tipo',
  'detalhes',
  'membros-herdados',
  'parametros',
  'retorno',
];

/**
 * The base list does not say which entry is the base class. A framework entry
 * tells by its kind; an external one by the `I` + capital naming convention.
 */
function classifyBases(type: ApiType, resolve: (ref: Extract<TypeRef, { kind: 'named' }>) => ApiType | undefined): void {
  const [first, ...rest] = type.syntax.baseTypes;
  if (!first) return;
  const canHaveBaseClass = type.kind === 'class' || type.kind === 'record';
  if (canHaveBaseClass && first.kind === 'named') {
    const target = resolve(first);
    const lastSegment = first.name.split('.').at(-1) ?? first.name;
    const isClass = target ? target.kind === 'class' || target.kind === 'record' : !/^I[A-Z]/.test(lastSegment);
    if (isClass) {
      type.baseType = first;
      type.interfaces = rest;
      return;
    }
  }
  type.interfaces = type.syntax.baseTypes;
}

function linkRelations(type: ApiType, resolve: (ref: Extract<TypeRef, { kind: 'named' }>) => ApiType | undefined, externalNames: Set<string>): void {
  for (const base of [type.baseType, ...type.interfaces]) {
    if (base?.kind !== 'named') continue;
    const target = resolve(base);
    if (target && !target.derivedTypeKeys.includes(type.key)) target.derivedTypeKeys.push(type.key);
  }
  const signatureTypes: TypeRef[] = [
    ...type.syntax.parameters.map((p) => p.type),
    ...(type.syntax.returnType ? [type.syntax.returnType] : []),
    ...type.members.flatMap((m) => [...(m.syntax.type ? [m.syntax.type] : []), ...m.syntax.parameters.map((p) => p.type)]),
  ];
  const allMentioned = [...signatureTypes, ...type.syntax.baseTypes, ...type.syntax.constraints.flatMap((c) => c.constraints)];
  for (const ref of allMentioned.flatMap(namedRefs)) {
    if (type.scope.typeParameters.includes(ref.name)) continue;
    const target = resolve(ref);
    if (!target) {
      externalNames.add(ref.name);
      externalNames.add(ref.name.split('.').at(-1) ?? ref.name);
    }
  }
  for (const ref of signatureTypes.flatMap(namedRefs)) {
    const target = resolve(ref);
    if (target && target.key !== type.key && !target.usedByKeys.includes(type.key)) target.usedByKeys.push(type.key);
  }
}

function byDisplayName(types: Map<string, ApiType>): (a: string, b: string) => number {
  return (a, b) => compareNames(types.get(a)?.fullName ?? a, types.get(b)?.fullName ?? b);
}

function buildNamespaces(types: Map<string, ApiType>, docs: Map<string, { doc: DocComment; file: string; line: number }>): Map<string, ApiNamespace> {
  const namespaces = new Map<string, ApiNamespace>();
  const ensure = (name: string): ApiNamespace => {
    let namespace = namespaces.get(name);
    if (namespace) return namespace;
    const dot = name.lastIndexOf('.');
    const parent = dot > 0 ? name.slice(0, dot) : undefined;
    const doc = docs.get(name);
    namespace = { name, parent, typeKeys: [], childNamespaces: [], ...(doc ? { doc: doc.doc, docLocation: { file: doc.file, line: doc.line } } : {}) };
    namespaces.set(name, namespace);
    if (parent) ensure(parent).childNamespaces.push(name);
    return namespace;
  };
  for (const type of types.values()) {
    if (!type.declaringTypeKey) ensure(type.namespace).typeKeys.push(type.key);
  }
  for (const namespace of namespaces.values()) {
    namespace.childNamespaces.sort(compareNames);
    namespace.typeKeys.sort(byDisplayName(types));
  }
  return namespaces;
}

/** The lowercase anchor of a member heading: only `[a-z0-9-]` survive, so it is safe in an id and a URL. */
export function anchorId(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}
