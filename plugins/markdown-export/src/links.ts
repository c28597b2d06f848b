// Stage 4: every link and image address made absolute (site URL + base URL).
import type { Element, ElementContent } from 'hast';
import { replaceElements, text } from './tree';

const keptProtocols = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address resolved against the page's absolute URL; undefined when it
 * cannot be parsed or points at a scheme a reader should not follow from a
 * Markdown file (javascript:, data:...).
 */
export function absoluteUrl(href: string, pageUrl: string): string | undefined {
  try {
    const url = new URL(href, pageUrl);
    return keptProtocols.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function stringProperty(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  return typeof value === 'string' ? value : undefined;
}

/** Links keep their text when their address is dropped; images keep their alt text. */
export function absolutizeLinks(article: Element, pageUrl: string): Element {
  replaceElements(
    article,
    (candidate) => candidate.tagName === 'a' || candidate.tagName === 'img',
    (node): ElementContent[] => {
      const attribute = node.tagName === 'a' ? 'href' : 'src';
      const raw = stringProperty(node, attribute);
      const resolved = raw === undefined ? undefined : absoluteUrl(raw, pageUrl);
      if (resolved) {
        node.properties[attribute] = resolved;
        if (node.tagName === 'a') absolutizeLinks(node, pageUrl);
        return [node];
      }
      if (node.tagName === 'img') return [text(stringProperty(node, 'alt') ?? '')];
      absolutizeLinks(node, pageUrl);
      return node.children;
    },
  );
  return article;
}
