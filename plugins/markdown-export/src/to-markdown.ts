// Stage 5: the cleaned content → Markdown (mdast, then text).
import type { Element } from 'hast';
import type { Code, Heading, Root as MdastRoot, RootContent } from 'mdast';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { languageOf } from './code-blocks';
import { codeText } from './tree';

/** A <pre> (as the earlier stages leave it) → a fenced block with its language. */
const preToCode: Handle = (state, node) => {
  const language = typeof node.properties.dataLanguage === 'string' ? node.properties.dataLanguage : languageOf(node);
  const meta = typeof node.properties.dataMeta === 'string' ? node.properties.dataMeta : undefined;
  const code: Code = { type: 'code', lang: language ?? null, meta: meta ?? null, value: codeText(node).replace(/\n$/, '') };
  state.patch(node, code);
  return code;
};

/** The content's children as Markdown nodes: GFM tables, lists, code and so on. */
export function articleToMdast(article: Element): MdastRoot {
  // Comments dropped: React writes `<!-- -->` between adjacent text nodes.
  const root = toMdast({ type: 'root', children: article.children }, { handlers: { pre: preToCode }, nodeHandlers: { comment: () => undefined } });
  return root.type === 'root' ? root : { type: 'root', children: [root as RootContent] };
}

export interface PageParts {
  title: string;
  description?: string;
  /** A line under the description naming the page's address (used in llms-full.txt). */
  sourceUrl?: string;
  body: MdastRoot;
}

const markdownOptions: Options = {
  // Unpadded tables: API pages have wide ones, and the padding is only bytes.
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
};

export function serialize(root: MdastRoot): string {
  return toMarkdown(root, markdownOptions);
}

/** A doc page as Markdown: the title as H1, the description as a quote (unless the content opens with it), then the content. */
export function pageMarkdown({ title, description, sourceUrl, body }: PageParts): string {
  const heading: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] };
  const head: RootContent[] = [heading];
  // A page whose first paragraph already says the description (an API page's summary) would say it twice.
  const first = body.children[0];
  const saidFirst = first?.type === 'paragraph' && oneLine(toString(first)) === oneLine(description ?? '');
  if (description?.trim() && !saidFirst)
    head.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: oneLine(description) }] }] });
  if (sourceUrl) {
    head.push({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Página: ' },
        { type: 'link', url: sourceUrl, children: [{ type: 'text', value: sourceUrl }] },
      ],
    });
  }
  return serialize({ type: 'root', children: [...head, ...body.children] });
}

export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
