// Stage 3: drops what is interface, not content.
import type { Element } from 'hast';
import { replaceElements } from './tree';

/**
 * Interface inside the doc's content: the title header (the Markdown writes
 * its own), heading "#" links, buttons and toolbars, icons, scripts, noscript
 * copies, and anything a component marks with `data-markdown-export="skip"`
 * (the "Copiar como Markdown" control itself).
 */
export const chromeSelector = [
  'header',
  'h1',
  'a.hash-link',
  'button',
  '[role=toolbar]',
  'nav',
  'svg',
  'script',
  'style',
  'template',
  'noscript',
  '[data-markdown-export=skip]',
].join(', ');

export function removeChrome(article: Element): Element {
  replaceElements(article, chromeSelector, () => []);
  return article;
}
