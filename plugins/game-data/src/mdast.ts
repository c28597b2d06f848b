// Small builders for the Markdown syntax tree the renderers return. Elements
// that Markdown has no syntax for (a span with a class) are ordinary nodes
// with `data.hName`, which the Markdown → HTML step turns into that element.
import { createSlugger } from '@docusaurus/utils';

export interface Node {
  type: string;
  value?: string;
  url?: string;
  /** A link's title (the browser shows it on hover). */
  title?: string;
  depth?: number;
  lang?: string;
  align?: (string | null)[];
  children?: Node[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
  position?: { start: { line: number } };
}

export const text = (value: string): Node => ({ type: 'text', value });
export const strong = (...children: Node[]): Node => ({ type: 'strong', children });
export const code = (value: string): Node => ({ type: 'inlineCode', value });
export const link = (url: string, ...children: Node[]): Node => ({ type: 'link', url, children });
export const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children });
/**
 * A heading with its anchor. Docusaurus gives headings their ids before this
 * plugin's stage runs, so headings rendered here carry their own.
 */
export const heading = (depth: 2 | 3 | 4, ...children: Node[]): Node => ({
  type: 'heading',
  depth,
  children,
  data: { hProperties: { id: anchorOf(children.map(plainTextOf).join('')) } },
});

function plainTextOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(plainTextOf).join('');
}
export const list = (items: Node[][]): Node => ({
  type: 'list',
  children: items.map((children) => ({ type: 'listItem', children: [paragraph(...children)] })),
});

/** An inline HTML element (span, abbr...) with properties. */
export function element(tag: string, properties: Record<string, unknown>, ...children: Node[]): Node {
  return { type: 'emphasis', data: { hName: tag, hProperties: properties }, children };
}

export type Cell = Node[] | Node | string;

function toCell(cell: Cell): Node {
  const children = typeof cell === 'string' ? [text(cell)] : Array.isArray(cell) ? cell : [cell];
  return { type: 'tableCell', children };
}

export function table(header: string[], rows: Cell[][]): Node {
  return {
    type: 'table',
    // Wide tables scroll sideways, so they take keyboard focus (axe: scrollable-region-focusable).
    data: { hProperties: { tabIndex: 0 } },
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({ type: 'tableRow', children: row.map(toCell) })),
  };
}

/** Joins inline nodes with a separator, e.g. names with ", ". */
export function join(nodes: Node[], separator: string): Node[] {
  return nodes.flatMap((node, index) => (index === 0 ? [node] : [text(separator), node]));
}

/** Joins inline nodes as a Portuguese list: "A, B e C". */
export function listOf(nodes: Node[]): Node[] {
  return nodes.flatMap((node, index) => (index === 0 ? [node] : [text(index === nodes.length - 1 ? ' e ' : ', '), node]));
}

/** The anchor Docusaurus gives a heading with this text. */
export function anchorOf(headingText: string): string {
  return createSlugger().slug(headingText);
}

/**
 * Tags what an element rendered with `data-game` (its name in lower case; the designer tools' elements too), so the site test
 * that looks for rule numbers typed by hand can tell the data's text from the
 * page's. A bare text node becomes a span; every other node keeps its element.
 */
export function markFromData(nodes: Node[], name: string): void {
  nodes.forEach((node, at) => {
    if (node.type === 'text') {
      if (node.value) nodes[at] = element('span', { dataGame: name }, node);
      return;
    }
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataGame: name } };
  });
}

/**
 * `import <localName> from '<source>'` as MDX's ESM node with its estree: how a
 * remark stage makes its page, and no other, import a component.
 */
export function esmImport(localName: string, source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${localName} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: localName } }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
            attributes: [],
          },
        ],
      },
    },
  } as unknown as Node;
}
