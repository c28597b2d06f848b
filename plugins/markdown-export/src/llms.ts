// Stage 6: the llms.txt index and llms-full.txt (https://llmstxt.org).
import type { List, ListItem, RootContent } from 'mdast';
import type { Section } from './collect';
import { oneLine, serialize } from './to-markdown';

export interface LlmsIndex {
  title: string;
  /** One paragraph: what the site is, for a reader that sees nothing else. */
  summary: string;
  /** Optional paragraphs between the summary and the sections. */
  details: RootContent[];
  sections: Section[];
  /** A page's Markdown address (absolute). */
  markdownUrl: (permalink: string) => string;
  /** Sections of other files than pages (other plugins' downloads), after the pages; URLs absolute. */
  linkSections?: LinkSection[];
}

export interface LinkSection {
  title: string;
  links: { title: string; url: string; description?: string }[];
}

function linkList(section: LinkSection): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: section.links.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: item.url, children: [{ type: 'text', value: oneLine(item.title) }] },
            ...(item.description ? [{ type: 'text' as const, value: `: ${oneLine(item.description)}` }] : []),
          ],
        },
      ],
    })),
  };
}

function pageList(section: Section, markdownUrl: (permalink: string) => string): List {
  const items: ListItem[] = section.pages.map((page) => {
    const description = oneLine(page.description);
    return {
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: markdownUrl(page.permalink), children: [{ type: 'text', value: oneLine(page.title) }] },
            ...(description ? [{ type: 'text' as const, value: `: ${description}` }] : []),
          ],
        },
      ],
    };
  });
  return { type: 'list', ordered: false, spread: false, children: items };
}

/** H1 title, the summary as a quote, details, then one H2 per section listing its pages. */
export function llmsTxt(index: LlmsIndex): string {
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: index.title }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: oneLine(index.summary) }] }] },
    ...index.details,
  ];
  for (const section of index.sections) {
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] });
    children.push(pageList(section, index.markdownUrl));
  }
  for (const section of index.linkSections ?? []) {
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] });
    children.push(linkList(section));
  }
  return serialize({ type: 'root', children });
}

/** The site's title and summary, then every page's Markdown, in the llms.txt order. */
export function llmsFullTxt(title: string, summary: string, pageMarkdowns: string[]): string {
  const head = serialize({
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: oneLine(summary) }] }] },
    ],
  });
  // Each page is a complete document ending in a newline; a rule between them
  // (blank lines around it, so it can never turn a line into a heading).
  return [head, ...pageMarkdowns].join('\n---\n\n');
}
