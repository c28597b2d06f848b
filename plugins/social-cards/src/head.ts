// The page's social metadata, set in its built HTML: the tags are located by
// the HTML parser (with source positions) and the page is edited around them,
// so the rest of the document stays byte for byte as Docusaurus wrote it.
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toHtml } from 'hast-util-to-html';

export interface SocialMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
  imageUrl: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
}

/** Tags this stage owns: any the page already has are replaced, not repeated. */
const OWNED = [
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:type"]',
  'meta[property^="og:image"]',
  'meta[name^="twitter:image"]',
].join(', ');

export function socialMetaTags(meta: SocialMeta): string {
  const tag = (key: 'property' | 'name', name: string, content: string | number): Element => ({
    type: 'element',
    tagName: 'meta',
    properties: { [key]: name, content: String(content) },
    children: [],
  });
  return toHtml([
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:image', meta.imageUrl),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', meta.imageWidth),
    tag('property', 'og:image:height', meta.imageHeight),
    tag('property', 'og:image:alt', meta.imageAlt),
    tag('name', 'twitter:image', meta.imageUrl),
    tag('name', 'twitter:image:alt', meta.imageAlt),
  ]);
}

/**
 * The document up to the end of its head, or null without one: all these
 * stages read, and a tenth of the parsing (the body of an API page is tens of KB).
 */
export function documentHead(html: string): string | null {
  const end = html.indexOf('</head>');
  return end < 0 ? null : html.slice(0, end + '</head>'.length);
}

/** The page with its social tags replaced by `meta`'s; null if it has no head to put them in. */
export function withSocialMeta(html: string, meta: SocialMeta): string | null {
  const head = documentHead(html);
  if (head === null) return null;
  // Offsets in the head are offsets in the page: it is a prefix of it, and ends with `</head>`.
  const headEnd = head.length - '</head>'.length;
  const removed = selectAll(OWNED, fromHtml(head))
    .flatMap(({ position }) =>
      position?.start.offset !== undefined && position.end.offset !== undefined ? [[position.start.offset, position.end.offset] as const] : [],
    )
    .filter(([, end]) => end <= headEnd)
    .sort((a, b) => b[0] - a[0]);
  let edited = `${html.slice(0, headEnd)}${socialMetaTags(meta)}${html.slice(headEnd)}`;
  for (const [start, end] of removed) edited = edited.slice(0, start) + edited.slice(end);
  return edited;
}
