// Stage 2: tables shaped for GFM, whose cells hold one line of inline text.
import type { Element, ElementContent } from 'hast';
import { codeText, element, isElement, text, replaceElements } from './tree';

export function captionsAboveTables(article: Element): Element {
  replaceElements(
    article,
    (candidate) => candidate.tagName === 'table',
    (table) => {
      const caption = table.children.find((child) => isElement(child) && child.tagName === 'caption');
      if (!caption) return [table];
      table.children = table.children.filter((child) => child !== caption);
      const title = codeText(caption).replace(/\s+/g, ' ').trim();
      return title ? [element('p', {}, [element('strong', {}, [text(title)])]), table] : [table];
    },
  );
  return article;
}

const blockTags = new Set(['p', 'div', 'section', 'blockquote', 'figure', 'details', 'summary', 'dl', 'dt', 'dd', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * A cell's content as inline content: paragraphs and other blocks side by
 * side, list items joined by "; ", a code block as inline code, line breaks
 * as spaces (a GFM row is one line).
 */
export function inlineCellContent(nodes: ElementContent[]): ElementContent[] {
  const inline: ElementContent[] = [];
  const separate = (separator: string) => {
    if (inline.length > 0) inline.push(text(separator));
  };
  for (const node of nodes) {
    if (!isElement(node)) {
      inline.push(node);
    } else if (node.tagName === 'br') {
      inline.push(text(' '));
    } else if (node.tagName === 'pre') {
      separate(' ');
      inline.push(
        element('code', {}, [
          text(
            codeText(node)
              .replace(/\s*\n\s*/g, ' ')
              .trim(),
          ),
        ]),
      );
    } else if (node.tagName === 'ul' || node.tagName === 'ol') {
      separate(' ');
      const items = node.children.filter((child): child is Element => isElement(child) && child.tagName === 'li');
      items.forEach((item, index) => {
        if (index > 0) inline.push(text('; '));
        inline.push(...inlineCellContent(item.children));
      });
    } else if (blockTags.has(node.tagName)) {
      separate(' ');
      inline.push(...inlineCellContent(node.children));
    } else {
      inline.push({ ...node, children: inlineCellContent(node.children) });
    }
  }
  return inline;
}

export function inlineTableCells(article: Element): Element {
  replaceElements(
    article,
    (candidate) => candidate.tagName === 'td' || candidate.tagName === 'th',
    (cell) => [{ ...cell, children: inlineCellContent(cell.children) }],
  );
  return article;
}
