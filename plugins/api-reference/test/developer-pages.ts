/**
 * What a Godot C# developer meets on the pages they follow (tutorials and
 * architecture), checked against the declared API of `framework-source/`:
 *
 * - every C# block is either a whole file (a namespace, `using`s that exist)
 *   or a fragment whose first line says where it goes
 *   (`// Em HealEffect.cs, dentro de HealEffect.Apply`); top-level
 *   statements are refused (CS8805 in a Godot class library);
 * - a whole file names framework types only where its `using`s or its
 *   namespace make them visible;
 * - one page pins the GdUnit4 version (a `PackageReference` to `gdUnit4.api`),
 *   and from version 5 on every suite that creates Godot objects carries
 *   `[RequireGodotRuntime]`, which gdUnit4Net needs to start the engine;
 * - each tutorial step names in bold only what the editor shows: an exported
 *   member or tool button of a declared type (as the inspector capitalises it),
 *   `New X` for a `[GlobalClass]` resource, or one of the editor's own menus,
 *   panels, buttons and keys.
 *
 * Read with the plugin's tree-sitter grammar and API model, as the snippet
 * check (`csharp-snippets.ts`) reads them.
 */
import type { List, ListItem, Root, Strong } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { Language, Parser, type Node } from 'web-tree-sitter';
import { buildModel } from '../src/build-model';
import type { ApiModel, ApiType } from '../src/model';
import type { CSharpParser } from '../src/parse-csharp';
import type { SyntaxAttribute, SyntaxFile } from '../src/syntax';
import type { Snippet, SnippetProblem } from './csharp-snippets';

/** `// Em Arquivo.cs, dentro de Tipo` or `dentro de Tipo.Metodo`; `acima de` for comments written above a declaration. */
const placementLine = /^\/\/ Em (\S+\.cs), (dentro|acima) de ([A-Za-z_][\w]*)(?:\.([A-Za-z_]\w*))?\s*$/;

export interface Placement {
  file: string;
  where: 'dentro' | 'acima';
  type: string;
  member?: string;
}

/** Where a fragment goes, read from its first line; undefined for a block that does not say. */
export function placementOf(code: string): Placement | undefined {
  const match = placementLine.exec(code.split('\n', 1)[0] ?? '');
  if (!match?.[1] || !match[3]) return undefined;
  return { file: match[1], where: match[2] as 'dentro' | 'acima', type: match[3], ...(match[4] ? { member: match[4] } : {}) };
}

/**
 * The fragment as C# that parses on its own: members inside a class, statements
 * inside a method. The wrapper replaces the placement line, so line numbers stay;
 * it is in the global namespace, which the API model leaves out.
 */
export function parseableCode(code: string): string {
  const placement = placementOf(code);
  if (!placement) return code;
  const rest = code.slice(code.indexOf('\n') + 1);
  if (placement.member && placement.where === 'dentro') return `class __Trecho { void __Metodo() {\n${rest}\n}}`;
  if (placement.where === 'acima') return `class __Trecho {\n${rest}\nvoid __Declarado() {}\n}`;
  return `class __Trecho {\n${rest}\n}`;
}

/** Namespaces of .NET, Godot and GdUnit4 that the pages may import. */
const externalNamespaces = new Set([
  'System',
  'System.Collections.Generic',
  'System.IO',
  'System.Linq',
  'System.Text.Json',
  'System.Threading.Tasks',
  'Godot',
  'Godot.Collections',
  'GdUnit4',
]);
const externalStaticTypes = new Set(['GdUnit4.Assertions']);

/** Godot classes the pages create with `new`: creating one needs the engine. Structs such as `Color` do not. */
const godotClasses = new Set([
  'GodotObject',
  'RefCounted',
  'Resource',
  'Node',
  'Node2D',
  'Node3D',
  'Control',
  'Label',
  'Button',
  'Timer',
  'PlaceholderTexture2D',
  'ImageTexture',
  'SpriteFrames',
  'PackedScene',
]);

/** What the editor itself shows, written in bold in steps: menus, panels, generic buttons and keys. */
const editorWords = new Set([
  'Build',
  'FileSystem',
  'MSBuild',
  'Add Element',
  // The length of an exported array, in the inspector.
  'Size',
  'Duplicate...',
  'Copy Path',
  'Create New → Resource...',
  'Importar',
  'GdUnit',
  'Project → Project Settings → Plugins',
  'Project → Project Settings → Globals → Autoload',
  'Editor → Editor Settings → Dotnet → Editor',
  'External Editor',
  'Path',
  'Node Name',
  'Add',
  'Remote',
  'Make Unique',
  'Make Unique (Recursive)',
  'Local to Scene',
  'Signals',
  'Node',
  'Connect',
  'F5',
  'F6',
  'Cmd+B',
  'Cmd+R',
  'Ctrl+S',
  'Cmd+S',
]);

/** `IsSingleTarget` → `Is Single Target`, as Godot's inspector writes a property name. */
export function inspectorLabel(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

const isExport = (attribute: SyntaxAttribute): boolean => /^(Godot\.)?Export/.test(attribute.name) && !/^(Godot\.)?ExportToolButton$/.test(attribute.name);
const isToolButton = (attribute: SyntaxAttribute): boolean => /^(Godot\.)?ExportToolButton$/.test(attribute.name);
const hasAttribute = (type: ApiType, name: string): boolean =>
  type.syntax.attributes.some((attribute) => attribute.name === name || attribute.name === `Godot.${name}`);

function derivesFrom(type: ApiType, godotName: string): boolean {
  return type.baseChain.some((step) => step.kind === 'external' && step.name === godotName);
}

function derivesFromGodot(type: ApiType): boolean {
  return type.kind === 'class' && type.baseChain.some((step) => step.kind === 'external' && step.origin === 'godot');
}

/** The framework's files plus every whole file the developer pages declare, as one model. */
export class DeveloperPages {
  readonly model: ApiModel;
  private readonly language: Language;

  private constructor(language: Language, model: ApiModel) {
    this.language = language;
    this.model = model;
  }

  /** `frameworkFiles` already parsed, so that several checkers share one parse. */
  static async create(grammarWasmPath: string, parser: CSharpParser, frameworkFiles: SyntaxFile[], pageSnippets: Snippet[]): Promise<DeveloperPages> {
    await Parser.init();
    const language = await Language.load(grammarWasmPath);
    const files: SyntaxFile[] = [
      ...frameworkFiles,
      ...pageSnippets.filter((snippet) => !placementOf(snippet.code)).map((snippet) => parser.parse(snippet.code, snippet.where)),
    ];
    return new DeveloperPages(language, buildModel(files));
  }

  /** Top-level types by simple name; undefined when the name is ambiguous. */
  private typeNamed(name: string): ApiType | undefined {
    const matches = [...this.model.types.values()].filter((type) => type.name === name && !type.declaringTypeKey);
    return matches.length === 1 ? matches[0] : undefined;
  }

  private lineage(type: ApiType): ApiType[] {
    return [type, ...this.model.baseClasses(type)];
  }

  private withTree<T>(code: string, read: (root: Node) => T): T {
    const parser = new Parser();
    parser.setLanguage(this.language);
    const tree = parser.parse(code);
    if (!tree) throw new Error('tree-sitter returned no tree');
    try {
      return read(tree.rootNode);
    } finally {
      tree.delete();
      parser.delete();
    }
  }

  /** Problems of one C# block: where it goes, top-level statements, `using`s, visible types, the engine for suites. */
  checkBlock(snippet: Snippet, gdUnitMajor: number | undefined): SnippetProblem[] {
    const problems: SnippetProblem[] = [];
    const report = (row: number, message: string): void => {
      const [page, fenceLine] = snippet.where.split(/:(?=\d+$)/);
      problems.push({ where: `${page}:${Number(fenceLine) + 1 + row}`, message });
    };
    const placement = placementOf(snippet.code);
    if (placement) {
      this.checkPlacement(placement, report);
      return problems;
    }
    this.withTree(snippet.code, (root) => {
      const children = root.namedChildren.filter((child): child is Node => !!child);
      const namespaces = children.filter((child) => child.type === 'file_scoped_namespace_declaration' || child.type === 'namespace_declaration');
      const statements = children.filter((child) => child.type === 'global_statement');
      const globalTypes = children.filter((child) => /_declaration$/.test(child.type) && !namespaces.includes(child));
      if (statements.length) {
        report(
          statements[0]!.startPosition.row,
          'instruções de nível superior, que uma biblioteca de classes do Godot recusa (CS8805):' +
            ' ponha-as num método e diga onde com "// Em Arquivo.cs, dentro de Tipo.Metodo"',
        );
        return;
      }
      if (!namespaces.length) {
        if (globalTypes.length)
          report(globalTypes[0]!.startPosition.row, 'tipo fora de namespace: declare o namespace do arquivo (namespace DiceRolling.Xxx;)');
        else report(0, 'trecho que não diz onde vai: comece por "// Em Arquivo.cs, dentro de Tipo" (ou "acima de Tipo")');
        return;
      }
      const namespace = namespaces[0]!.childForFieldName('name')?.text ?? '';
      const usings = this.checkUsings(children, report);
      this.checkVisibleTypes(root, namespace, usings, report);
      if (gdUnitMajor !== undefined && gdUnitMajor >= 5) this.checkSuites(root, report);
    });
    return problems;
  }

  private checkPlacement(placement: Placement, report: (row: number, message: string) => void): void {
    const type = this.typeNamed(placement.type);
    if (!type) {
      report(0, `o trecho diz que vai em ${placement.type}, que nem framework-source/ nem as páginas declaram`);
      return;
    }
    const declaredIn = type.locations.map((location) => location.file.split(/[/\\]/).pop() ?? '');
    const pageDeclared = type.locations.some((location) => location.file.endsWith('.md') || /\.mdx?:\d+$/.test(location.file));
    const expectedFile = pageDeclared ? `${type.name}.cs` : declaredIn[0];
    if (expectedFile !== placement.file) report(0, `${placement.type} fica em ${expectedFile}, não em ${placement.file}`);
    if (placement.member && !this.lineage(type).some((owner) => owner.members.some((member) => member.name === placement.member))) {
      report(0, `${placement.type}.${placement.member} não existe na API declarada nem nas páginas`);
    }
  }

  private checkUsings(children: Node[], report: (row: number, message: string) => void): string[] {
    const usings: string[] = [];
    for (const child of children) {
      if (child.type !== 'using_directive') continue;
      const isStatic = child.children.some((token) => token?.type === 'static');
      const isAlias = !!child.childForFieldName('name');
      const target = child.namedChildren.filter((node): node is Node => node?.type === 'identifier' || node?.type === 'qualified_name').pop()?.text ?? '';
      if (isAlias) continue;
      if (isStatic) {
        if (!externalStaticTypes.has(target) && !this.model.types.has(target)) report(child.startPosition.row, `using static ${target}: tipo desconhecido`);
        continue;
      }
      usings.push(target);
      if (!externalNamespaces.has(target) && !this.model.namespaces.has(target)) {
        report(child.startPosition.row, `using ${target}: namespace que nem framework-source/ nem o .NET ou o Godot têm`);
      }
    }
    return usings;
  }

  /** Every framework type named by its simple name must be visible through a `using` or the file's namespace. */
  private checkVisibleTypes(root: Node, namespace: string, usings: string[], report: (row: number, message: string) => void): void {
    const visible = new Set(usings);
    for (let prefix = namespace; prefix; prefix = prefix.includes('.') ? prefix.slice(0, prefix.lastIndexOf('.')) : '') visible.add(prefix);
    const reported = new Set<string>();
    const visit = (node: Node): void => {
      if (node.type === 'identifier' && isTypePosition(node)) {
        const type = this.typeNamed(node.text);
        if (type && !visible.has(type.namespace) && !reported.has(type.name)) {
          reported.add(type.name);
          report(node.startPosition.row, `${type.name} está em ${type.namespace}, que o arquivo não importa (falta using ${type.namespace};)`);
        }
      }
      for (const child of node.namedChildren) if (child) visit(child);
    };
    visit(root);
  }

  /** From gdUnit4Net 5 on, a suite that creates Godot objects runs only with `[RequireGodotRuntime]`. */
  private checkSuites(root: Node, report: (row: number, message: string) => void): void {
    const classes: Node[] = [];
    const collect = (node: Node): void => {
      if (node.type === 'class_declaration') classes.push(node);
      for (const child of node.namedChildren) if (child) collect(child);
    };
    collect(root);
    for (const suite of classes) {
      const attributes = attributeNames(suite);
      if (!attributes.includes('TestSuite')) continue;
      if (attributes.includes('RequireGodotRuntime')) continue;
      const body = suite.childForFieldName('body');
      for (const method of body?.namedChildren ?? []) {
        if (method?.type !== 'method_declaration') continue;
        if (attributeNames(method).includes('RequireGodotRuntime')) continue;
        const creation = this.firstGodotUse(method);
        if (creation) {
          report(
            creation.startPosition.row,
            `a suíte ${suite.childForFieldName('name')?.text} cria objetos do Godot (${creation.text.split(/[({]/)[0]?.trim()})` +
              ` sem [RequireGodotRuntime], que o gdUnit4Net 5 pede para iniciar o motor`,
          );
          break;
        }
      }
    }
  }

  private firstGodotUse(node: Node): Node | undefined {
    if (node.type === 'object_creation_expression') {
      const name = node.childForFieldName('type')?.text.split('.').pop() ?? '';
      const type = this.typeNamed(name);
      if (godotClasses.has(name) || (type && derivesFromGodot(type))) return node;
    }
    if (node.type === 'member_access_expression' && node.childForFieldName('name')?.text === 'Instance') {
      const type = this.typeNamed(node.childForFieldName('expression')?.text ?? '');
      if (type && derivesFromGodot(type)) return node;
    }
    for (const child of node.namedChildren) {
      const found = child ? this.firstGodotUse(child) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  /** What a step may name in bold: labels of exported members and tool buttons, `New X` of a `[GlobalClass]` resource. */
  inspectorWords(): { labels: Set<string>; creatable: Set<string> } {
    const labels = new Set<string>();
    const creatable = new Set<string>();
    for (const type of this.model.types.values()) {
      for (const member of type.members) {
        if (member.syntax.attributes.some(isExport)) labels.add(inspectorLabel(member.name));
        const button = member.syntax.attributes.find(isToolButton);
        const label = button ? /"([^"]*)"/.exec(button.args)?.[1] : undefined;
        if (label) labels.add(label);
      }
      if (type.kind === 'class' && hasAttribute(type, 'GlobalClass') && !type.syntax.modifiers.includes('abstract') && derivesFrom(type, 'Resource'))
        creatable.add(type.name);
    }
    return { labels, creatable };
  }

  /** Whether `new`-able in the editor's type lists and in Create New → Resource: a concrete `[GlobalClass]` resource. */
  isCreatableResource(name: string): boolean {
    return this.inspectorWords().creatable.has(name);
  }
}

function attributeNames(node: Node): string[] {
  return node.namedChildren
    .filter((child): child is Node => child?.type === 'attribute_list')
    .flatMap((list) => list.namedChildren.filter((attribute): attribute is Node => attribute?.type === 'attribute'))
    .map(
      (attribute) =>
        attribute
          .childForFieldName('name')
          ?.text.replace(/^GdUnit4\./, '')
          .replace(/Attribute$/, '') ?? '',
    );
}

/** An identifier that names a type where it stands, rather than a member, a declaration or a qualified name's part. */
function isTypePosition(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'qualified_name' || parent.type === 'using_directive' || parent.type === 'name_colon' || parent.type === 'attribute') return false;
  if (parent.type === 'member_access_expression' && parent.childForFieldName('name')?.id === node.id) return false;
  if (parent.childForFieldName('name')?.id === node.id && parent.type !== 'generic_name') return false;
  // `new HealEffect { HealValue = 5 }`: the left side names a member.
  if (parent.type === 'assignment_expression' && parent.parent?.type === 'initializer_expression' && parent.childForFieldName('left')?.id === node.id)
    return false;
  return true;
}

/** The GdUnit4 version the pages pin: each `PackageReference` to `gdUnit4.api`, with where it is. */
export function gdUnitPins(pagePath: string, source: string): { where: string; version: string }[] {
  const pins: { where: string; version: string }[] = [];
  const lines = source.split('\n');
  lines.forEach((line, index) => {
    const match = /Include="gdUnit4\.api"\s+Version="([^"]+)"/i.exec(line);
    if (match?.[1]) pins.push({ where: `${pagePath}:${index + 1}`, version: match[1] });
  });
  return pins;
}

/** Each bold phrase inside an ordered-list step of a page, with its line. */
export function stepWords(pagePath: string, source: string): { where: string; text: string }[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(source) as Root;
  const words: { where: string; text: string }[] = [];
  visit(tree, 'list', (list: List) => {
    if (!list.ordered) return;
    for (const item of list.children as ListItem[]) {
      visit(item, 'strong', (strong: Strong, index, parent) => {
        // `**Recurso**: abra...` opens a step with its name; it is not something to find in the editor.
        const next = index !== undefined ? parent?.children[index + 1] : undefined;
        const leadIn = index === 0 && parent?.type === 'paragraph' && ((next?.type === 'text' && /^[:.]/.test(next.value)) || /[.:]$/.test(mdastText(strong)));
        if (leadIn) return;
        words.push({ where: `${pagePath}:${strong.position?.start.line ?? 0}`, text: mdastText(strong) });
      });
    }
  });
  return words;
}

/** Types a step tells the reader to create as a resource (`Create New → Resource...`, "recurso do tipo `X`"), with the line. */
export function stepResourceTypes(pagePath: string, source: string): { where: string; type: string }[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(source) as Root;
  const found: { where: string; type: string }[] = [];
  visit(tree, 'list', (list: List) => {
    if (!list.ordered) return;
    for (const item of list.children as ListItem[]) {
      for (const paragraph of item.children) {
        if (paragraph.type !== 'paragraph') continue;
        if (!/Create New → Resource|recurso do tipo|Crie um recurso/.test(mdastText(paragraph))) continue;
        const named = paragraph.children.find((node) => node.type === 'inlineCode' && /^[A-Z]\w+$/.test(node.value));
        if (named?.type === 'inlineCode') found.push({ where: `${pagePath}:${named.position?.start.line ?? 0}`, type: named.value });
      }
    }
  });
  return found;
}

/** Why a bold phrase in a step is not something the editor shows, or undefined when it is. */
export function stepWordProblem(text: string, words: { labels: Set<string>; creatable: Set<string> }): string | undefined {
  if (editorWords.has(text) || words.labels.has(text)) return undefined;
  const created = /^New (\w+)$/.exec(text)?.[1];
  if (created) return words.creatable.has(created) ? undefined : `"${text}": ${created} não é um recurso [GlobalClass] concreto, e o inspetor não o oferece`;
  return `"${text}": nem membro [Export] nem botão de inspetor de um tipo declarado, nem menu ou tecla do editor`;
}
