// Stage 2: a table caption (which Markdown tables cannot hold) becomes a bold line above it.
import type { Element } from 'hast';
import { codeText, element, isElement, text, replaceElements } from './tree';

export function captionsAboveTables(article: Element): Element {
  replaceElements(article, 'table', (table) => {
    const caption = table.children.find((child) => isElement(child) && child.tagName === 'caption');
    if (!caption) return [table];
    table.children = table.children.filter((child) => child !== caption);
    const title = codeText(caption).replace(/\s+/g, ' ').trim();
    return title ? [element('p', {}, [element('strong', {}, [text(title)])]), table] : [table];
  });
  return article;
}
