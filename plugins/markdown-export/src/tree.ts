// Small tree helpers over hast, shared by the HTML stages.
import type { Element, ElementContent, Nodes, Parents } from 'hast';
import { matches, selectAll } from 'hast-util-select';

export function isElement(node: Nodes | undefined): node is Element {
  return node?.type === 'element';
}

/** The node's class list (hast keeps `class` as `className`, an array). */
export function classList(element: Element): string[] {
  const value: unknown = element.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** All descendants (document order) that match the CSS selector, combinators allowed. */
export function descendants(parent: Parents, selector: string): Element[] {
  return selectAll(selector, parent).filter((node) => node !== parent);
}

/**
 * Rewrites the tree: every element matching `selector` (a compound selector:
 * no combinators, though `:has()` may hold them) is replaced by what
 * `replace` returns (nothing removes it). Replacements are not searched again.
 */
export function replaceElements(parent: Parents, selector: string, replace: (element: Element) => ElementContent[]): void {
  const next: ElementContent[] = [];
  let changed = false;
  for (const child of parent.children as ElementContent[]) {
    if (isElement(child) && matches(selector, child)) {
      next.push(...replace(child));
      changed = true;
      continue;
    }
    if (isElement(child)) replaceElements(child, selector, replace);
    next.push(child);
  }
  if (changed) parent.children = next;
}

/**
 * The text of a node as a code block shows it: text nodes as they are, `<br>`
 * as a line break, elements flattened (Prism's token lines are `<div>`s that
 * end in a `<br>`).
 */
export function codeText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '\n';
  if ('children' in node) return node.children.map((child) => codeText(child)).join('');
  return '';
}

export function text(value: string): ElementContent {
  return { type: 'text', value };
}

export function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
