/**
 * Stage 2: the XML of a `///` comment → a small tree of doc nodes, grouped by
 * top-level tag. Parsing uses fast-xml-parser; a comment that is not
 * well-formed XML still gives its text (tags stripped) so the page keeps it.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * What a cref names, as the model stage resolves it (`cref.ts`): a framework
 * type (with a member anchor), a namespace, an external type with its official
 * page, a plain code name, or nothing.
 */
export type CrefTarget =
  | { kind: 'type'; typeKey: string; anchor?: string; text: string }
  | { kind: 'namespace'; name: string; text: string }
  | { kind: 'external'; origin: 'godot' | 'dotnet'; page: string; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'unknown'; text: string };
/**
 * `ref` nodes never come from parsing: the model stage replaces each
 * `<see cref>`/`<seealso cref>` element by one, holding what the cref names.
 */
export type DocNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; name: string; attributes: Record<string, string>; children: DocNode[] }
  | { kind: 'ref'; target: CrefTarget; children: DocNode[] };

export interface NamedDoc {
  name: string;
  content: DocNode[];
}

export interface ExceptionDoc {
  cref: string;
  /** What the cref names, set by the model stage. */
  target?: CrefTarget;
  content: DocNode[];
}

export interface DocComment {
  summary: DocNode[];
  remarks: DocNode[];
  returns: DocNode[];
  value: DocNode[];
  params: NamedDoc[];
  typeParams: NamedDoc[];
  exceptions: ExceptionDoc[];
  examples: DocNode[][];
  /** `<seealso>` elements, kept whole (cref or href plus optional text). */
  seeAlso: DocNode[];
  /** `<inheritdoc/>` (with its optional cref): the model stage fills the empty parts from the base or interface member. */
  inheritDoc?: { cref?: string };
}

export interface DocCommentProblem {
  message: string;
  /** Line inside the comment, 1-based. */
  line: number;
}

export interface ParsedDocComment {
  doc: DocComment;
  problem?: DocCommentProblem;
}

export function emptyDocComment(): DocComment {
  return { summary: [], remarks: [], returns: [], value: [], params: [], typeParams: [], exceptions: [], examples: [], seeAlso: [] };
}

const xmlParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

/** fast-xml-parser's ordered output: one object per node, the tag name as the only key besides `:@`. */
type OrderedXmlNode = Record<string, unknown>;

export function parseDocComment(xml: string): ParsedDocComment {
  // The wrapper sits on the first line so validator line numbers match the comment's.
  const wrapped = `<doc>${xml}</doc>`;
  const validation = XMLValidator.validate(wrapped);
  if (validation !== true) {
    return {
      doc: { ...emptyDocComment(), summary: [{ kind: 'text', text: stripTags(xml) }] },
      problem: { message: validation.err.msg, line: validation.err.line },
    };
  }
  const parsed = xmlParser.parse(wrapped) as OrderedXmlNode[];
  const root = toDocNodes(parsed)[0];
  const doc = emptyDocComment();
  if (root?.kind !== 'element') return { doc };
  for (const section of root.children) {
    if (section.kind !== 'element') {
      // Text outside any tag is treated as summary, as most tools do.
      if (section.kind === 'text' && section.text.trim()) doc.summary.push(section);
      continue;
    }
    const name = section.attributes.name ?? '';
    switch (section.name) {
      case 'summary':
        doc.summary.push(...section.children);
        break;
      case 'remarks':
        doc.remarks.push(...section.children);
        break;
      case 'returns':
        doc.returns.push(...section.children);
        break;
      case 'value':
        doc.value.push(...section.children);
        break;
      case 'param':
        doc.params.push({ name, content: section.children });
        break;
      case 'typeparam':
        doc.typeParams.push({ name, content: section.children });
        break;
      case 'exception':
        doc.exceptions.push({ cref: section.attributes.cref ?? '', content: section.children });
        break;
      case 'example':
        doc.examples.push(section.children);
        break;
      case 'seealso':
        doc.seeAlso.push(section);
        break;
      case 'inheritdoc':
        doc.inheritDoc = section.attributes.cref ? { cref: section.attributes.cref } : {};
        break;
      default:
        // Stray inline tags at top level (`<see/>`, `<para>`) belong to the summary.
        doc.summary.push(section);
    }
  }
  return { doc };
}

function toDocNodes(nodes: OrderedXmlNode[]): DocNode[] {
  const result: DocNode[] = [];
  for (const node of nodes) {
    const tag = Object.keys(node).find((key) => key !== ':@');
    if (tag === undefined) continue;
    if (tag === '#text') {
      result.push({ kind: 'text', text: String(node[tag]) });
      continue;
    }
    const attributes = (node[':@'] ?? {}) as Record<string, string>;
    const children = Array.isArray(node[tag]) ? toDocNodes(node[tag] as OrderedXmlNode[]) : [];
    result.push({ kind: 'element', name: tag, attributes, children });
  }
  return result;
}

/** Best-effort text of malformed XML: drop anything tag-shaped, decode the usual entities. */
function stripTags(xml: string): string {
  return xml
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of doc nodes (for front matter descriptions and one-line summaries). */
export function docPlainText(nodes: DocNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'ref') return node.children.length > 0 ? docPlainText(node.children) : node.target.text;
      if (node.name === 'see' || node.name === 'seealso') {
        if (node.children.length > 0) return docPlainText(node.children);
        const target = node.attributes.cref ?? node.attributes.langword ?? node.attributes.href ?? '';
        return crefDisplayName(target);
      }
      if (node.name === 'paramref' || node.name === 'typeparamref') return node.attributes.name ?? '';
      return docPlainText(node.children);
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `T:DiceRolling.Actions.IAction{TContext, TResult}` → `IAction<TContext, TResult>`; `M:A.B.C(int)` → `B.C`. */
export function crefDisplayName(cref: string): string {
  const withoutPrefix = cref.replace(/^[A-Z]:/, '');
  const withoutParameters = withoutPrefix.replace(/\(.*\)$/, '');
  const display = withoutParameters
    .replace(/\{/g, '<')
    .replace(/\}/g, '>')
    .replace(/``?\d+/g, '');
  const segments = splitTopLevel(display, '.');
  // Types show their own name; members show Type.Member.
  return /^[MPFE]:/.test(cref) && segments.length > 1 ? segments.slice(-2).join('.') : (segments.at(-1) ?? display);
}

/** Split on a separator outside `<...>` / `(...)`. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '<' || char === '(' || char === '{' || char === '[') depth++;
    if (char === '>' || char === ')' || char === '}' || char === ']') depth--;
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}
