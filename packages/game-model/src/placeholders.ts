// Placeholders: a data text writes a rule's value as `{rule.id}`, and the
// renderers turn it into that value (`rich` in render/inline.ts). A placeholder that
// names no rule, or that a renderer shows as plain text, would reach readers
// as "{status.veneno.acumulos}": both stop the build, naming the data file,
// the record and the field that hold it.
import type { GameData } from './schema';

/** What the check reads of a rendered mdast node: its text, attributes and children. */
interface RenderedNode {
  value?: unknown;
  data?: { hProperties?: Record<string, unknown> };
  children?: RenderedNode[];
}

/** `{topic.name}`: the same form as a rule id, in braces. */
export const placeholderPattern = /\{([a-z0-9-]+(?:\.[a-z0-9-]+)+)\}/g;
const holdsPlaceholder = new RegExp(placeholderPattern.source);

export interface PlaceholderUse {
  kind: keyof GameData;
  record: string;
  /** a.b[2].c, as the load stage names fields. */
  field: string;
  /** The rule id, without braces. */
  ruleId: string;
  /** The field's whole text. */
  text: string;
}

function walkStrings(value: unknown, field: string, visit: (field: string, text: string) => void): void {
  if (typeof value === 'string') visit(field, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, `${field}[${index}]`, visit));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walkStrings(item, field === '' ? key : `${field}.${key}`, visit);
  }
}

/** Every placeholder written in the data, with the record and field it is in. */
export function placeholderUses(data: GameData): PlaceholderUse[] {
  const uses: PlaceholderUse[] = [];
  for (const [kind, records] of Object.entries(data) as [keyof GameData, { id: string }[]][]) {
    for (const record of records) {
      walkStrings(record, '', (field, value) => {
        for (const match of value.matchAll(placeholderPattern)) uses.push({ kind, record: record.id, field, ruleId: match[1] ?? '', text: value });
      });
    }
  }
  return uses;
}

/**
 * The texts of rendered nodes (text, code, or an attribute such as a title)
 * that still hold a placeholder: a rendered rule value is an element of its
 * own, never text.
 */
export function textsWithPlaceholders(nodes: RenderedNode[]): string[] {
  const found: string[] = [];
  const scan = (value: unknown): void => {
    if (typeof value === 'string' && holdsPlaceholder.test(value)) found.push(value);
  };
  const visit = (node: RenderedNode): void => {
    scan(node.value);
    Object.values(node.data?.hProperties ?? {}).forEach(scan);
    node.children?.forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

/**
 * Where the data holds the placeholders left in rendered texts: the fields
 * whose whole text a rendered text contains (a renderer may prefix a field,
 * "Soma: " + stackingNote), else every field that uses the same rules.
 */
export function originsOf(uses: PlaceholderUse[], texts: string[]): PlaceholderUse[] {
  const exact = uses.filter((use) => texts.some((rendered) => rendered.includes(use.text)));
  if (exact.length > 0) return exact;
  const ruleIds = new Set(texts.flatMap((rendered) => [...rendered.matchAll(placeholderPattern)].map((match) => match[1])));
  return uses.filter((use) => ruleIds.has(use.ruleId));
}
