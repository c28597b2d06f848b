/**
 * Stage 5: the page as an mdast tree → MDX text. The render stages build
 * nodes with the helpers below and never write Markdown themselves: every
 * character a C# comment or name may hold is escaped by mdast-util-to-markdown
 * and its MDX and GFM extensions, the same libraries MDX parses with.
 */
import type { BlockContent, Heading, Link, PhrasingContent, Root, RootContent, Table, TableCell, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { stringify as stringifyYaml } from 'yaml';

export type Phrasing = PhrasingContent;
export type Block = RootContent;

/** Text as one line: comments wrap anywhere, and a newline would end a table row or heading. */
export function text(value: string): Text {
  return { type: 'text', value: value.replace(/\s+/g, ' ') };
}

export function strong(children: Phrasing[]): Phrasing {
  return { type: 'strong', children };
}

export function emphasis(children: Phrasing[]): Phrasing {
  return { type: 'emphasis', children };
}

export function code(value: string): Phrasing {
  return { type: 'inlineCode', value: value.replace(/\s+/g, ' ') };
}

export function link(url: string, children: Phrasing[] | string): Link {
  return { type: 'link', url, children: typeof children === 'string' ? [text(children)] : children };
}

export function lineBreak(): Phrasing {
  return { type: 'break' };
}

export function paragraph(children: Phrasing[]): BlockContent {
  return { type: 'paragraph', children: trimPhrasing(children) };
}

/**
 * A heading with an explicit id written `{/* #id *\/}`: an MDX comment that
 * Docusaurus 3.10's heading plugin reads (and removes), and that Docusaurus 4
 * keeps reading when `\{#id}` goes. No id: Docusaurus slugs the text.
 */
export function heading(depth: Heading['depth'], children: Phrasing[] | string, id?: string): Heading {
  const content = typeof children === 'string' ? [text(children)] : trimPhrasing(children);
  if (!id) return { type: 'heading', depth, children: content };
  const idComment: MdxTextExpression = { type: 'mdxTextExpression', value: `/* #${id} */` };
  return { type: 'heading', depth, children: [...content, text(' '), idComment] };
}

/** A GFM table; an empty cell stays empty. */
export function table(header: (string | Phrasing[])[], rows: Phrasing[][][]): Table {
  const row = (cells: Phrasing[][]) => ({
    type: 'tableRow' as const,
    children: cells.map((c): TableCell => ({ type: 'tableCell', children: trimPhrasing(c) })),
  });
  return { type: 'table', align: header.map(() => null), children: [row(header.map((h) => (typeof h === 'string' ? [text(h)] : h))), ...rows.map(row)] };
}

export function list(items: Phrasing[][], ordered = false): BlockContent {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((item) => ({ type: 'listItem', spread: false, children: [paragraph(item)] })),
  };
}

export function codeBlock(value: string, lang?: string): BlockContent {
  return { type: 'code', lang: lang || null, value: value.replace(/\s+$/, '') };
}

/** A JSX element on its own lines (a theme component or `<details>`). */
export function jsxFlow(name: string, children: Block[], attributes: MdxJsxAttribute[] = []): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children: children as MdxJsxFlowElement['children'] };
}

/** A JSX element inside a line (`<summary>`). */
export function jsxText(name: string, children: Phrasing[]): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name, attributes: [], children: trimPhrasing(children) };
}

/** A JSX attribute holding any JSON value, as a JavaScript expression (`name={…}`). */
export function jsonAttribute(name: string, value: unknown): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value) } };
}

export function flowComment(comment: string): MdxFlowExpression {
  return { type: 'mdxFlowExpression', value: `/* ${comment} */` };
}

export function esm(value: string): MdxjsEsm {
  return { type: 'mdxjsEsm', value };
}

/**
 * Joins inline runs and trims the ends: whitespace between parts collapses to
 * one space, as a reader sees it, and no cell or paragraph starts or ends with one.
 */
export function trimPhrasing(nodes: Phrasing[]): Phrasing[] {
  const merged: Phrasing[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.value = `${last.value}${node.value}`.replace(/\s+/g, ' ');
    else merged.push(node.type === 'text' ? { ...node } : node);
  }
  const first = merged[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = merged.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return merged.filter((node) => node.type !== 'text' || node.value !== '');
}

/** Parts separated by a text, like `Array.join`. */
export function joinPhrasing(parts: Phrasing[][], separator: string): Phrasing[] {
  return parts.flatMap((part, index) => (index ? [text(separator), ...part] : part));
}

/**
 * The syntax the site's MDX reads: MDX itself, GFM (tables) and directives
 * (`:::` admonitions), so the serialiser escapes whatever would open any of them.
 */
const markdownOptions: Options = {
  extensions: [gfmToMarkdown({ tablePipeAlign: false }), mdxToMarkdown(), directiveToMarkdown()],
  bullet: '-',
  emphasis: '*',
  fences: true,
  rule: '-',
  // MDX reads a line that starts with `import` or `export` as JavaScript, and
  // mdast-util-mdxjs-esm declares no pattern for it: the first letter becomes a character reference.
  unsafe: [
    { character: 'i', atBreak: true, after: 'mport\\b' },
    { character: 'e', atBreak: true, after: 'xport\\b' },
  ],
};

/** The whole file: YAML front matter (written by the `yaml` library), then the MDX body. */
export function serializePage(frontMatter: Record<string, string | number>, children: Block[]): string {
  const root: Root = { type: 'root', children };
  // Front matter values are one line each, like every other text on the page.
  const oneLine = Object.fromEntries(
    Object.entries(frontMatter).map(([key, value]) => [key, typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value]),
  );
  return `---\n${stringifyYaml(oneLine, { lineWidth: 0 })}---\n\n${toMarkdown(root, markdownOptions)}`;
}

/** One tree fragment as MDX, for tests. */
export function serializeFragment(children: Block[]): string {
  return toMarkdown({ type: 'root', children }, markdownOptions);
}
