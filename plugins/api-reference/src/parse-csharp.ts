/**
 * Stage 1: C# source text → plain syntax records, through tree-sitter.
 * Tree-sitter recovers from errors, so a broken file still yields the
 * declarations it can read; the ERROR lines are reported for a warning.
 */
import { Language, Parser, type Node } from 'web-tree-sitter';
import type {
  MemberKind,
  SyntaxAttribute,
  SyntaxConstraint,
  SyntaxDocComment,
  SyntaxFile,
  SyntaxMember,
  SyntaxParameter,
  SyntaxType,
  SyntaxTypeParameter,
  TypeKind,
  TypeRef,
} from './syntax';

export interface CSharpParser {
  parse(source: string, path: string): SyntaxFile;
}

let runtimeReady: Promise<void> | undefined;

/** Loads the tree-sitter runtime once per process and the C# grammar from its wasm file. */
export async function createCSharpParser(grammarWasmPath: string): Promise<CSharpParser> {
  runtimeReady ??= Parser.init();
  await runtimeReady;
  const language = await Language.load(grammarWasmPath);
  const parser = new Parser();
  parser.setLanguage(language);
  return {
    parse(source, path) {
      const tree = parser.parse(source);
      if (!tree) throw new Error(`tree-sitter returned no tree for ${path}`);
      try {
        return readCompilationUnit(tree.rootNode, path);
      } finally {
        tree.delete();
      }
    },
  };
}

const typeDeclarationKinds: Record<string, TypeKind> = {
  class_declaration: 'class',
  struct_declaration: 'struct',
  interface_declaration: 'interface',
  enum_declaration: 'enum',
  delegate_declaration: 'delegate',
  record_declaration: 'record',
  record_struct_declaration: 'record struct',
};

function readCompilationUnit(root: Node, path: string): SyntaxFile {
  const file: SyntaxFile = {
    path,
    usings: [],
    usingAliases: {},
    types: [],
    namespaceDocs: [],
    syntaxErrorLines: collectErrorLines(root),
  };
  readDeclarations(root, '', file);
  return file;
}

/** Walks a compilation unit or namespace body; a file-scoped namespace applies to the siblings after it. */
function readDeclarations(container: Node, enclosingNamespace: string, file: SyntaxFile): void {
  let namespace = enclosingNamespace;
  for (const child of namedChildren(container)) {
    switch (child.type) {
      case 'using_directive':
        readUsing(child, file);
        break;
      case 'file_scoped_namespace_declaration':
        namespace = joinNamespace(enclosingNamespace, fieldText(child, 'name'));
        recordNamespaceDoc(child, namespace, file);
        break;
      case 'namespace_declaration': {
        const inner = joinNamespace(namespace, fieldText(child, 'name'));
        recordNamespaceDoc(child, inner, file);
        const body = child.childForFieldName('body');
        if (body) readDeclarations(body, inner, file);
        break;
      }
      case 'ERROR':
        // Declarations swallowed by an error node are still worth reading.
        readDeclarations(child, namespace, file);
        break;
      default:
        if (child.type in typeDeclarationKinds) file.types.push({ namespace, type: readType(child) });
    }
  }
}

function recordNamespaceDoc(node: Node, namespace: string, file: SyntaxFile): void {
  const doc = precedingDocComment(node);
  if (doc) file.namespaceDocs.push({ namespace, doc });
}

function readUsing(node: Node, file: SyntaxFile): void {
  const isStatic = allChildren(node).some((c) => c.type === 'static');
  const alias = node.childForFieldName('name');
  const target = namedChildren(node).find((c) => !sameNode(c, alias));
  if (!target || isStatic) return;
  if (alias) file.usingAliases[alias.text] = normaliseSpace(target.text);
  else file.usings.push(normaliseSpace(target.text));
}

function readType(node: Node): SyntaxType {
  let kind = typeDeclarationKinds[node.type] as TypeKind;
  if (kind === 'record' && allChildren(node).some((c) => c.type === 'struct')) kind = 'record struct';
  const type: SyntaxType = {
    kind,
    name: fieldText(node, 'name'),
    modifiers: readModifiers(node),
    attributes: readAttributes(node),
    typeParameters: readTypeParameters(node.childForFieldName('type_parameters') ?? childOfType(node, 'type_parameter_list')),
    constraints: readConstraints(node),
    baseTypes: [],
    parameters: [],
    members: [],
    nestedTypes: [],
    signalNamesByString: [],
    doc: precedingDocComment(node),
    line: node.startPosition.row + 1,
  };
  const baseList = childOfType(node, 'base_list');
  if (kind === 'enum') {
    const underlying = baseList?.namedChildren[0];
    if (underlying) type.returnType = readTypeRef(underlying);
  } else if (baseList) {
    type.baseTypes = namedChildren(baseList)
      .filter((c) => c.type !== 'argument_list')
      .map(readTypeRef);
  }
  if (kind === 'delegate') {
    const returns = node.childForFieldName('type');
    if (returns) type.returnType = readTypeRef(returns);
  }
  const parameterList = node.childForFieldName('parameters') ?? childOfType(node, 'parameter_list');
  if (parameterList) type.parameters = readParameters(parameterList);

  const body = node.childForFieldName('body');
  if (body) readTypeBody(body, type);
  return type;
}

function readTypeBody(body: Node, type: SyntaxType): void {
  for (const child of namedChildren(body)) {
    if (child.type in typeDeclarationKinds) type.nestedTypes.push(readType(child));
    else if (child.type === 'ERROR') readTypeBody(child, type);
    else {
      type.members.push(...readMembers(child));
      for (const name of signalNamesByString(child)) if (!type.signalNamesByString.includes(name)) type.signalNamesByString.push(name);
    }
  }
}

/** Calls that register or emit a signal by name: the name Godot's generated event listens to is another. */
const signalNameCalls = new Set(['AddUserSignal', 'EmitSignal']);

/**
 * `AddUserSignal("X")`, `EmitSignal(nameof(X))`, `this.EmitSignal(@"X", …)` in a
 * member's code: the names given as text. `EmitSignal(SignalName.X)` is the
 * generated name and is not collected; calls on another object are not either.
 */
function signalNamesByString(member: Node): string[] {
  const names: string[] = [];
  for (const call of member.descendantsOfType('invocation_expression')) {
    if (!call) continue;
    const callee = call.childForFieldName('function');
    const isOwn =
      callee?.type === 'identifier' ||
      (callee?.type === 'member_access_expression' && /^(this|base)$/.test(callee.childForFieldName('expression')?.text ?? ''));
    const method = callee?.type === 'identifier' ? callee.text : callee?.childForFieldName('name')?.text;
    if (!isOwn || !method || !signalNameCalls.has(method)) continue;
    const first = call.childForFieldName('arguments')?.namedChildren.find((c) => c?.type === 'argument')?.namedChildren[0];
    const name = first ? nameAsText(first) : undefined;
    if (name) names.push(name);
  }
  return names;
}

/** The text an expression stands for when it is a plain string literal or `nameof(...)`. */
function nameAsText(expression: Node): string | undefined {
  if (expression.type === 'string_literal') {
    const parts = namedChildren(expression);
    return parts.every((c) => c.type === 'string_literal_content') ? parts.map((c) => c.text).join('') : undefined;
  }
  if (expression.type === 'verbatim_string_literal') return expression.text.slice(2, -1).replace(/""/g, '"');
  if (expression.type === 'invocation_expression' && expression.childForFieldName('function')?.text === 'nameof') {
    const argument = expression.childForFieldName('arguments')?.namedChildren[0]?.namedChildren[0];
    return argument?.text.split('.').at(-1)?.trim();
  }
  return undefined;
}

const memberKinds: Record<string, MemberKind> = {
  constructor_declaration: 'constructor',
  property_declaration: 'property',
  indexer_declaration: 'indexer',
  method_declaration: 'method',
  operator_declaration: 'operator',
  conversion_operator_declaration: 'operator',
  enum_member_declaration: 'enumValue',
};

/** One declaration may declare several members (`public int A, B;`). */
function readMembers(node: Node): SyntaxMember[] {
  const base = (): SyntaxMember => ({
    kind: 'method',
    name: '',
    modifiers: readModifiers(node),
    attributes: readAttributes(node),
    parameters: [],
    typeParameters: [],
    constraints: [],
    doc: precedingDocComment(node),
    line: node.startPosition.row + 1,
  });
  if (node.type === 'field_declaration' || node.type === 'event_field_declaration') {
    const declaration = childOfType(node, 'variable_declaration');
    if (!declaration) return [];
    const typeNode = declaration.childForFieldName('type');
    const isEvent = node.type === 'event_field_declaration';
    return namedChildren(declaration)
      .filter((c) => c.type === 'variable_declarator')
      .map((declarator) => {
        const member = base();
        member.kind = isEvent ? 'event' : member.modifiers.includes('const') ? 'constant' : 'field';
        member.name = fieldText(declarator, 'name');
        if (typeNode) member.type = readTypeRef(typeNode);
        const nameNode = declarator.childForFieldName('name');
        const value = namedChildren(declarator).find((c) => !sameNode(c, nameNode));
        if (value) member.initializer = normaliseSpace(value.text.replace(/^=\s*/, ''));
        return member;
      });
  }
  if (node.type === 'event_declaration') {
    const member = base();
    member.kind = 'event';
    member.name = fieldText(node, 'name');
    const typeNode = node.childForFieldName('type');
    if (typeNode) member.type = readTypeRef(typeNode);
    return [member];
  }
  const kind = memberKinds[node.type];
  if (!kind) return [];
  const member = base();
  member.kind = kind;
  const typeNode = node.childForFieldName('returns') ?? node.childForFieldName('type');
  if (typeNode) member.type = readTypeRef(typeNode);
  const parameters = node.childForFieldName('parameters');
  if (parameters) member.parameters = readParameters(parameters);
  member.typeParameters = readTypeParameters(node.childForFieldName('type_parameters'));
  member.constraints = readConstraints(node);
  switch (node.type) {
    case 'indexer_declaration':
      member.name = 'this';
      break;
    case 'operator_declaration':
      member.name = `operator ${fieldText(node, 'operator')}`;
      break;
    case 'conversion_operator_declaration': {
      const direction = allChildren(node).find((c) => c.type === 'implicit' || c.type === 'explicit')?.type ?? 'implicit';
      member.name = `${direction} operator`;
      break;
    }
    default:
      member.name = fieldText(node, 'name');
  }
  const accessors = node.childForFieldName('accessors');
  if (accessors) member.accessors = normaliseSpace(accessorsSummary(accessors));
  else if (kind === 'property' || kind === 'indexer') member.accessors = 'get;'; // expression-bodied
  const value = node.childForFieldName('value');
  if (value && value.type !== 'arrow_expression_clause') member.initializer = normaliseSpace(value.text);
  return [member];
}

/** `{ get => x; private set { ... } }` → `get; private set;` (bodies are implementation, not API). */
function accessorsSummary(accessorList: Node): string {
  return namedChildren(accessorList)
    .filter((c) => c.type === 'accessor_declaration')
    .map((accessor) => {
      const modifiers = readModifiers(accessor);
      const keyword = accessor.childForFieldName('name')?.text ?? '';
      return [...modifiers, keyword].join(' ') + ';';
    })
    .join(' ');
}

function readParameters(list: Node): SyntaxParameter[] {
  const parameters: SyntaxParameter[] = [];
  // The grammar puts a `params` parameter's type and name straight into the list.
  let paramsType: Node | undefined;
  for (let index = 0; index < list.childCount; index++) {
    const child = list.child(index);
    if (!child) continue;
    if (child.type === 'parameter') {
      const typeNode = child.childForFieldName('type');
      const nameNode = child.childForFieldName('name');
      const defaultNode = namedChildren(child).find(
        (c) => !sameNode(c, typeNode) && !sameNode(c, nameNode) && c.type !== 'modifier' && c.type !== 'attribute_list',
      );
      parameters.push({
        name: nameNode?.text ?? '',
        type: typeNode ? readTypeRef(typeNode) : { kind: 'raw', text: '' },
        modifiers: allChildren(child)
          .filter((c) => c.type === 'modifier')
          .map((c) => c.text),
        defaultValue: defaultNode ? normaliseSpace(defaultNode.text.replace(/^=\s*/, '')) : undefined,
        attributes: readAttributes(child),
      });
    } else if (list.fieldNameForChild(index) === 'type') {
      paramsType = child;
    } else if (child.type === 'identifier' && paramsType) {
      parameters.push({ name: child.text, type: readTypeRef(paramsType), modifiers: ['params'], attributes: [] });
      paramsType = undefined;
    }
  }
  return parameters;
}

function readTypeParameters(list: Node | null | undefined): SyntaxTypeParameter[] {
  if (!list) return [];
  return namedChildren(list)
    .filter((c) => c.type === 'type_parameter')
    .map((parameter) => {
      const variance = allChildren(parameter).find((c) => c.type === 'in' || c.type === 'out')?.type;
      return {
        name: fieldText(parameter, 'name'),
        attributes: readAttributes(parameter),
        ...(variance === 'in' || variance === 'out' ? { variance } : {}),
      };
    });
}

function readConstraints(node: Node): SyntaxConstraint[] {
  return namedChildren(node)
    .filter((c) => c.type === 'type_parameter_constraints_clause')
    .map((clause) => {
      const [target, ...constraints] = namedChildren(clause);
      return {
        typeParameter: target?.text ?? '',
        constraints: constraints.map((constraint) => {
          const typed = constraint.childForFieldName('type') ?? constraint.namedChildren.find((c) => c?.type !== 'constructor_constraint');
          return typed && constraint.namedChildCount === 1 ? readTypeRef(typed) : { kind: 'raw', text: normaliseSpace(constraint.text) };
        }),
      };
    });
}

function readAttributes(node: Node): SyntaxAttribute[] {
  return namedChildren(node)
    .filter((c) => c.type === 'attribute_list')
    .flatMap((list) => namedChildren(list).filter((c) => c.type === 'attribute'))
    .map((attribute) => {
      const argumentList = childOfType(attribute, 'attribute_argument_list');
      return {
        name: fieldText(attribute, 'name'),
        args: argumentList ? normaliseSpace(argumentList.text.slice(1, -1)) : '',
      };
    });
}

function readModifiers(node: Node): string[] {
  return allChildren(node)
    .filter((c) => c.type === 'modifier')
    .map((c) => c.text);
}

export function readTypeRef(node: Node): TypeRef {
  switch (node.type) {
    case 'predefined_type':
      return { kind: 'predefined', name: node.text };
    case 'identifier':
      return { kind: 'named', name: node.text, args: [] };
    case 'generic_name': {
      const [identifier, argumentList] = namedChildren(node);
      return {
        kind: 'named',
        name: identifier?.text ?? '',
        args: argumentList ? namedChildren(argumentList).map(readTypeRef) : [],
      };
    }
    case 'qualified_name':
    case 'alias_qualified_name': {
      const qualifier = node.childForFieldName('qualifier') ?? node.childForFieldName('alias');
      const nameNode = node.childForFieldName('name');
      const last = nameNode ? readTypeRef(nameNode) : undefined;
      if (!qualifier || last?.kind !== 'named') break;
      const separator = node.type === 'alias_qualified_name' ? '::' : '.';
      return { kind: 'named', name: `${normaliseSpace(qualifier.text)}${separator}${last.name}`, args: last.args };
    }
    case 'nullable_type': {
      const inner = node.childForFieldName('type');
      if (inner) return { kind: 'nullable', inner: readTypeRef(inner) };
      break;
    }
    case 'array_type': {
      const inner = node.childForFieldName('type');
      const rank = node.childForFieldName('rank');
      if (inner) return { kind: 'array', inner: readTypeRef(inner), rank: rank ? allChildren(rank).filter((c) => c.type === ',').length + 1 : 1 };
      break;
    }
    case 'pointer_type': {
      const inner = node.childForFieldName('type');
      if (inner) return { kind: 'pointer', inner: readTypeRef(inner) };
      break;
    }
    case 'tuple_type':
      return {
        kind: 'tuple',
        elements: namedChildren(node)
          .filter((c) => c.type === 'tuple_element')
          .map((element) => {
            const typeNode = element.childForFieldName('type');
            const name = element.childForFieldName('name')?.text;
            return { type: typeNode ? readTypeRef(typeNode) : { kind: 'raw', text: '' }, ...(name ? { name } : {}) };
          }),
      };
  }
  return { kind: 'raw', text: normaliseSpace(node.text) };
}

/**
 * The `///` lines right above a declaration, joined without their markers.
 * Tree-sitter puts comments before the declaration node as its previous siblings.
 */
function precedingDocComment(node: Node): SyntaxDocComment | undefined {
  const lines: string[] = [];
  let expectedEndRow = node.startPosition.row;
  let sibling = node.previousSibling;
  let firstRow = -1;
  while (sibling && sibling.type === 'comment' && sibling.text.startsWith('///') && sibling.endPosition.row >= expectedEndRow - 1) {
    lines.unshift(sibling.text.replace(/^\/\/\/ ?/, ''));
    firstRow = sibling.startPosition.row;
    expectedEndRow = sibling.startPosition.row;
    sibling = sibling.previousSibling;
  }
  if (lines.length === 0) return undefined;
  return { xml: lines.join('\n'), line: firstRow + 1 };
}

function collectErrorLines(root: Node): number[] {
  if (!root.hasError) return [];
  const lines = new Set<number>();
  const visit = (node: Node): void => {
    if (node.isError || node.isMissing) lines.add(node.startPosition.row + 1);
    else if (node.hasError) for (const child of allChildren(node)) visit(child);
  };
  visit(root);
  return [...lines].sort((a, b) => a - b);
}

/** Node objects are fresh wrappers on every access, so identity must be compared by id. */
function sameNode(a: Node, b: Node | null | undefined): boolean {
  return !!b && a.id === b.id;
}

function allChildren(node: Node): Node[] {
  return node.children.filter((c): c is Node => c !== null);
}

function namedChildren(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null);
}

function childOfType(node: Node, type: string): Node | undefined {
  return namedChildren(node).find((c) => c.type === type);
}

function fieldText(node: Node, field: string): string {
  return normaliseSpace(node.childForFieldName(field)?.text ?? '');
}

function joinNamespace(outer: string, inner: string): string {
  return outer ? `${outer}.${inner}` : inner;
}

function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
