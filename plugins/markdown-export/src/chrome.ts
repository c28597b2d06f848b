// Stage 3: drops what is interface, not content.
import type { Element } from 'hast';
import { classList, replaceElements } from './tree';

/**
 * Interface inside the doc's content: the title header (the Markdown writes
 * its own), heading "#" links, buttons and toolbars, icons, scripts, noscript
 * copies, tooltips (text shown on hover or focus, such as a glossary term's
 * definition: kept, it would be glued into the sentence, and the link already
 * leads to it), what is drawn for the eye only (`aria-hidden`: the "P" of a
 * proposed value, whose words follow it, an energy's colour drop), and anything
 * a component marks with `data-markdown-export="skip"` (the "Copiar como
 * Markdown" control itself).
 */
const chromeTags = new Set(['header', 'h1', 'button', 'nav', 'svg', 'script', 'style', 'template', 'noscript']);

export function isChrome(element: Element): boolean {
  return (
    chromeTags.has(element.tagName) ||
    (element.tagName === 'a' && classList(element).includes('hash-link')) ||
    element.properties.role === 'toolbar' ||
    element.properties.role === 'tooltip' ||
    String(element.properties.ariaHidden) === 'true' ||
    element.properties.dataMarkdownExport === 'skip'
  );
}

export function removeChrome(article: Element): Element {
  replaceElements(article, isChrome, () => []);
  return article;
}
