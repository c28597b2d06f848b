/**
 * Checks the C# written in documentation pages against the declared API of
 * `framework-source/`: every `Type.Member`, every member reached through a
 * variable or a chain whose type is known, every `new Type(...)` and every
 * call of a framework method must exist, with an argument count that one of
 * its declarations accepts. The snippets are read with the plugin's own
 * tree-sitter grammar and model (the page's own classes join the framework
 * types, so `new HealEffect { HealValue = 30 }` is checked too). Types are
 * followed only where the code says them: declarations, `new`, members'
 * declared types; anything else (Godot, .NET, locals of unknown type) is
 * left alone rather than guessed.
 */
import { readFileSync } from 'node:fs';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { Language, Parser, type Node } from 'web-tree-sitter';
import type { CSharpParser } from '../src/parse-csharp';
import { buildModel } from '../src/build-model';
import { isSignal, signalName, type ApiMember, type ApiModel, type ApiType } from '../src/model';
import type { SyntaxFile, TypeRef } from '../src/syntax';

export interface Snippet {
  /** Page and line of the fence, for messages: `docs/tutorials/testes.md:183`. */
  where: string;
  code: string;
}

/** The ```csharp blocks of a Markdown/MDX page, read as an mdast tree (a fence inside a list or an admonition counts). */
export function csharpSnippets(pagePath: string, source: string): Snippet[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(source) as Root;
  const snippets: Snippet[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang === 'csharp') snippets.push({ where: `${pagePath}:${node.position?.start.line ?? 0}`, code: node.value });
  });
  return snippets;
}

export interface SnippetProblem {
  where: string;
  message: string;
}

/**
 * Members that Godot's own classes give every framework type deriving from them,
 * used by the pages: a name missing from the framework is accepted on a Godot-derived
 * type only if it is here.
 */
const godotMembers = new Set([
  // Godot's source generator adds these name tables to every class that derives from GodotObject.
  'SignalName',
  'MethodName',
  'PropertyName',
  // GodotObject, Node, Control and Label members the pages call.
  'Free',
  'QueueFree',
  'AddChild',
  'GetNode',
  'GetParent',
  'EmitSignal',
  'Connect',
  'Disconnect',
  'Text',
  'ResourcePath',
  // Resource and GodotObject members of the pages on resource lifetime and signals.
  'Duplicate',
  'IsConnected',
  'CallDeferred',
]);

interface Known {
  type: ApiType;
  /** `BattleEvents.Instance` is reached through the type itself; `joanna.Name` through an instance. */
  isStatic: boolean;
}

interface Overload {
  min: number;
  max: number;
}

function overloadOf(member: ApiMember): Overload {
  const parameters = member.syntax.parameters.filter((parameter, index) => !(index === 0 && parameter.modifiers.includes('this')));
  const hasParams = parameters.some((parameter) => parameter.modifiers.includes('params'));
  const min = parameters.filter((parameter) => parameter.defaultValue === undefined && !parameter.modifiers.includes('params')).length;
  return { min, max: hasParams ? Number.POSITIVE_INFINITY : parameters.length };
}

/** Reached through the type itself: static members, constants and enum values. */
function isStaticMember(member: ApiMember): boolean {
  return member.kind === 'constant' || member.kind === 'enumValue' || member.syntax.modifiers.includes('static') || member.syntax.modifiers.includes('const');
}

function fits(overloads: Overload[], count: number): boolean {
  return overloads.some((overload) => count >= overload.min && count <= overload.max);
}

/** The Godot-generated C# event of each `[Signal]` delegate nested in the type. */
function signalEvents(model: ApiModel, type: ApiType): string[] {
  return type.nestedTypeKeys
    .map((key) => model.types.get(key))
    .filter((nested): nested is ApiType => !!nested && isSignal(nested))
    .map((nested) => signalName(nested.name));
}

export class SnippetChecker {
  private readonly language: Language;
  private readonly frameworkFiles: SyntaxFile[];
  private readonly parser: CSharpParser;

  private constructor(language: Language, parser: CSharpParser, frameworkFiles: SyntaxFile[]) {
    this.language = language;
    this.parser = parser;
    this.frameworkFiles = frameworkFiles;
  }

  static async create(grammarWasmPath: string, parser: CSharpParser, frameworkSources: { path: string; text: string }[]): Promise<SnippetChecker> {
    await Parser.init();
    const language = await Language.load(grammarWasmPath);
    return new SnippetChecker(
      language,
      parser,
      frameworkSources.map((file) => parser.parse(file.text, file.path)),
    );
  }

  static readSources(paths: string[]): { path: string; text: string }[] {
    return paths.map((file) => ({ path: file, text: readFileSync(file, 'utf8') }));
  }

  /** Checks the snippets of one page together: a class declared in one block is known in the others. */
  check(snippets: Snippet[]): SnippetProblem[] {
    const pageFiles = snippets.map((snippet) => this.parser.parse(snippet.code, snippet.where));
    const model = buildModel([...this.frameworkFiles, ...pageFiles]);
    const problems: SnippetProblem[] = [];
    const treeParser = new Parser();
    treeParser.setLanguage(this.language);
    try {
      for (const snippet of snippets) {
        const tree = treeParser.parse(snippet.code);
        if (!tree) throw new Error(`tree-sitter returned no tree for ${snippet.where}`);
        try {
          new SnippetWalk(model, snippet, problems).run(tree.rootNode);
        } finally {
          tree.delete();
        }
      }
    } finally {
      treeParser.delete();
    }
    return problems;
  }
}

/** One snippet's walk: the variables it declares and the problems it finds. */
class SnippetWalk {
  private readonly variables = new Map<string, ApiType>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly model: ApiModel,
    private readonly snippet: Snippet,
    private readonly problems: SnippetProblem[],
  ) {}

  run(root: Node): void {
    if (root.hasError) this.report(root, 'trecho que o tree-sitter não consegue analisar como C#');
    this.walk(root);
  }

  private report(node: Node, message: string): void {
    const [page, fenceLine] = this.snippet.where.split(/:(?=\d+$)/);
    // The code starts on the line after the fence.
    const where = `${page}:${Number(fenceLine) + 1 + node.startPosition.row}`;
    const key = `${where} ${message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.problems.push({ where, message });
  }

  private walk(node: Node): void {
    this.declare(node);
    switch (node.type) {
      case 'member_access_expression':
      case 'invocation_expression':
      case 'object_creation_expression':
        this.typeOf(node);
        break;
    }
    for (const child of node.namedChildren) if (child) this.walk(child);
  }

  /** Records the variables a node declares, with their framework type when the code says it. */
  private declare(node: Node): void {
    switch (node.type) {
      case 'parameter': {
        const name = node.childForFieldName('name')?.text;
        const type = this.typeNamed(node.childForFieldName('type'));
        if (name && type) this.variables.set(name, type);
        break;
      }
      case 'variable_declaration': {
        const typeNode = node.childForFieldName('type');
        const declared = typeNode?.type === 'implicit_type' ? undefined : this.typeNamed(typeNode);
        for (const declarator of node.namedChildren) {
          if (declarator?.type !== 'variable_declarator') continue;
          const name = declarator.childForFieldName('name')?.text;
          const value = declarator.namedChildren.find((child) => child && child.type !== 'identifier' && child.type !== 'bracketed_argument_list');
          const type = declared ?? (value ? this.typeOf(value)?.type : undefined);
          if (name && type) this.variables.set(name, type);
        }
        break;
      }
      case 'foreach_statement': {
        const name = node.childForFieldName('left')?.text;
        const typeNode = node.childForFieldName('type');
        const right = node.childForFieldName('right');
        const type = typeNode?.type === 'implicit_type' ? (right ? this.elementTypeOf(right) : undefined) : this.typeNamed(typeNode);
        if (name && type) this.variables.set(name, type);
        break;
      }
      case 'recursive_pattern': {
        // `atributo.Type is { } tipo`: the pattern's variable has the tested expression's type.
        const name = node.childForFieldName('name')?.text;
        const tested = node.parent?.type === 'is_pattern_expression' ? node.parent.childForFieldName('expression') : null;
        const type = tested ? this.typeOf(tested)?.type : undefined;
        if (name && type) this.variables.set(name, type);
        break;
      }
    }
  }

  /** A framework type written in a declaration (`CharacterType?`, `DiceRolling.Dice.DiceType`). */
  private typeNamed(node: Node | null | undefined): ApiType | undefined {
    if (!node) return undefined;
    if (node.type === 'nullable_type') return this.typeNamed(node.childForFieldName('type'));
    if (node.type !== 'identifier' && node.type !== 'qualified_name') return undefined;
    return this.resolve(node.text);
  }

  private resolve(name: string): ApiType | undefined {
    const simple = name.split('.').pop() ?? name;
    const matches = [...this.model.types.values()].filter((type) =>
      name.includes('.') ? type.fullName === name || type.fullName.endsWith(`.${name}`) : type.name === simple && !type.declaringTypeKey,
    );
    return matches.length === 1 ? matches[0] : undefined;
  }

  private typeOfRef(ref: TypeRef | undefined, from: ApiType): ApiType | undefined {
    if (!ref) return undefined;
    if (ref.kind === 'nullable') return this.typeOfRef(ref.inner, from);
    if (ref.kind !== 'named') return undefined;
    return this.model.resolveType(ref.name, ref.args.length || undefined, from.scope);
  }

  /** Element type of a collection member written `Godot.Collections.Array<CharacterAttribute>`, `List<CharacterType>`, `CharacterType[]`. */
  private elementTypeOf(node: Node): ApiType | undefined {
    const member = this.memberBehind(node);
    if (!member) return undefined;
    const [owner, declared] = member;
    let ref = declared.syntax.type;
    if (ref?.kind === 'nullable') ref = ref.inner;
    if (ref?.kind === 'array') return this.typeOfRef(ref.inner, owner);
    if (ref?.kind === 'named' && ref.args.length === 1) return this.typeOfRef(ref.args[0], owner);
    return undefined;
  }

  /** The framework member a member access names, with the type declaring it. */
  private memberBehind(node: Node): [ApiType, ApiMember] | undefined {
    if (node.type !== 'member_access_expression') return undefined;
    const left = node.childForFieldName('expression');
    const name = this.memberName(node);
    const known = left ? this.typeOf(left) : undefined;
    if (!known || !name) return undefined;
    for (const type of this.lineage(known.type)) {
      const member = type.members.find((candidate) => candidate.name === name && candidate.kind !== 'constructor');
      if (member) return [type, member];
    }
    return undefined;
  }

  private memberName(node: Node): string | undefined {
    const name = node.childForFieldName('name');
    if (!name) return undefined;
    return name.type === 'generic_name' ? name.namedChildren[0]?.text : name.text;
  }

  /** The type, its framework base classes and its framework interfaces, nearest first. */
  private lineage(type: ApiType): ApiType[] {
    return [type, ...this.model.baseClasses(type), ...this.model.allInterfaces(type)];
  }

  private derivesFromGodot(type: ApiType): boolean {
    return type.kind === 'class' && type.baseChain.some((step) => step.kind === 'external' && step.origin === 'godot');
  }

  /** The type of an expression when the code says it; checks members, calls and constructors on the way. */
  private typeOf(node: Node): Known | undefined {
    switch (node.type) {
      case 'identifier': {
        const variable = this.variables.get(node.text);
        if (variable) return { type: variable, isStatic: false };
        const type = this.resolve(node.text);
        return type ? { type, isStatic: true } : undefined;
      }
      case 'parenthesized_expression':
      case 'postfix_unary_expression': {
        const inner = node.namedChildren[0];
        return inner ? this.typeOf(inner) : undefined;
      }
      case 'member_access_expression':
        return this.memberAccess(node);
      case 'element_access_expression': {
        const collection = node.childForFieldName('expression');
        const element = collection ? this.elementTypeOf(collection) : undefined;
        return element ? { type: element, isStatic: false } : undefined;
      }
      case 'invocation_expression':
        return this.invocation(node);
      case 'object_creation_expression':
        return this.creation(node);
      default:
        return undefined;
    }
  }

  private memberAccess(node: Node): Known | undefined {
    const left = node.childForFieldName('expression');
    const name = this.memberName(node);
    const known = left ? this.typeOf(left) : undefined;
    if (!known || !name) return undefined;
    const lineage = this.lineage(known.type);
    for (const type of lineage) {
      const member = type.members.find((candidate) => candidate.name === name && candidate.kind !== 'constructor');
      if (member) {
        if (known.isStatic && !isStaticMember(member)) this.report(node, `${known.type.name}.${name} é de instância, e o trecho o usa pelo tipo`);
        if (member.kind === 'method') return undefined; // the invocation checks it
        const memberType = this.typeOfRef(member.syntax.type, type);
        return memberType ? { type: memberType, isStatic: false } : undefined;
      }
      if (signalEvents(this.model, type).includes(name)) return undefined;
      const nested = type.nestedTypeKeys.map((key) => this.model.types.get(key)).find((candidate) => candidate?.name === name);
      if (nested) return { type: nested, isStatic: true };
    }
    if (this.derivesFromGodot(known.type) && godotMembers.has(name)) return undefined;
    this.report(node, `${known.type.name}.${name} não existe na API declarada`);
    return undefined;
  }

  private invocation(node: Node): Known | undefined {
    const callee = node.childForFieldName('function');
    const count = node.childForFieldName('arguments')?.namedChildren.filter((child) => child?.type === 'argument').length ?? 0;
    if (callee?.type !== 'member_access_expression') return undefined;
    const left = callee.childForFieldName('expression');
    const name = this.memberName(callee);
    const known = left ? this.typeOf(left) : undefined;
    if (!known || !name) return undefined;
    for (const type of this.lineage(known.type)) {
      const methods = type.members.filter((candidate) => candidate.name === name && candidate.kind === 'method');
      if (!methods.length) continue;
      if (known.isStatic && !methods.some(isStaticMember)) this.report(node, `${known.type.name}.${name} é de instância, e o trecho o usa pelo tipo`);
      if (!fits(methods.map(overloadOf), count)) this.report(node, `${known.type.name}.${name} não aceita ${count} argumento(s)`);
      const returned = methods[0] ? this.typeOfRef(methods[0].syntax.type, type) : undefined;
      return returned ? { type: returned, isStatic: false } : undefined;
    }
    // Not a method: a member access the walk reports on its own (or a Godot method).
    this.memberAccess(callee);
    return undefined;
  }

  private creation(node: Node): Known | undefined {
    const type = this.typeNamed(node.childForFieldName('type'));
    if (!type) return undefined;
    const count = node.childForFieldName('arguments')?.namedChildren.filter((child) => child?.type === 'argument').length ?? 0;
    const constructors = type.members.filter((member) => member.kind === 'constructor');
    // A class without declared constructors has the implicit parameterless one.
    const accepted = constructors.length ? constructors.map(overloadOf) : [{ min: 0, max: 0 }];
    if (type.syntax.modifiers.includes('abstract')) this.report(node, `${type.name} é abstrata e não se instancia`);
    else if (!fits(accepted, count)) this.report(node, `new ${type.name}(...) com ${count} argumento(s): nenhum construtor aceita`);
    const initializer = node.childForFieldName('initializer');
    for (const assignment of initializer?.namedChildren ?? []) {
      const target = assignment?.type === 'assignment_expression' ? assignment.childForFieldName('left') : null;
      if (target?.type !== 'identifier') continue;
      const exists = this.lineage(type).some((owner) =>
        owner.members.some((member) => member.name === target.text && (member.kind === 'property' || member.kind === 'field')),
      );
      if (!exists && !(this.derivesFromGodot(type) && godotMembers.has(target.text)))
        this.report(target, `${type.name}.${target.text} não existe na API declarada`);
    }
    return { type, isStatic: false };
  }
}
