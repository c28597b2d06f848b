/**
 * Stage 4a: doc-comment nodes → MDX. Two shapes: blocks (paragraphs, code,
 * lists: for page sections) and inline (one line: for table cells). Crefs
 * arrive resolved by the model stage (`ref` nodes): this only writes them.
 */
import type { DocNode } from './doc-comment';
import { codeBlock, escapeProse, inlineCode, linkUrl, markdownLink } from './escape';
import type { ApiUrls } from './urls';

export interface DocRenderContext {
  urls: ApiUrls;
  /** URL of the page being written: links into it keep only their `#anchor`. */
  pageUrl?: string;
}

interface InlineOptions {
  inTable: boolean;
}

/** Paragraphs separated by blank lines; code and lists as their own blocks. */
export function renderDocBlocks(nodes: DocNode[], context: DocRenderContext): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = (): void => {
    const text = paragraph.join('').replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
    paragraph = [];
  };
  const visit = (list: DocNode[]): void => {
    for (const node of list) {
      if (node.kind === 'element' && node.name === 'para') {
        flush();
        visit(node.children);
        flush();
      } else if (node.kind === 'element' && node.name === 'code') {
        flush();
        blocks.push(codeBlock(dedent(textOf(node.children)), languageOf(node.attributes)));
      } else if (node.kind === 'element' && node.name === 'list') {
        flush();
        const rendered = renderList(node, context);
        if (rendered) blocks.push(rendered);
      } else {
        const atLineStart = paragraph.join('').trim() === '';
        paragraph.push(renderInlineNode(node, context, { inTable: false }, atLineStart));
      }
    }
  };
  visit(nodes);
  flush();
  return blocks.join('\n\n');
}

/** Everything on one line (table cells, list items): code blocks become code spans, lists become `a; b`. */
export function renderDocInline(nodes: DocNode[], context: DocRenderContext, options: InlineOptions = { inTable: true }): string {
  return nodes
    .map((node, index) => renderInlineNode(node, context, options, index === 0))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function renderInlineNode(node: DocNode, context: DocRenderContext, options: InlineOptions, atLineStart = true): string {
  if (node.kind === 'text') return escapeProse(node.text, { midLine: !atLineStart });
  if (node.kind === 'ref') return renderRef(node, context, options);
  const attributes = node.attributes;
  switch (node.name) {
    case 'c':
      return inlineCode(textOf(node.children).trim(), options);
    case 'code':
      return ` ${inlineCode(textOf(node.children).trim(), options)} `;
    case 'para':
      return ` ${renderDocInline(node.children, context, options)} `;
    case 'see':
    case 'seealso':
      return renderReference(node, context, options);
    case 'paramref':
    case 'typeparamref':
      return inlineCode(attributes.name ?? '', options);
    case 'b':
    case 'strong':
      return emphasis(renderDocInline(node.children, context, options), '**');
    case 'i':
    case 'em':
      return emphasis(renderDocInline(node.children, context, options), '*');
    case 'br':
      return ' ';
    case 'a':
      return renderHref(attributes.href, renderDocInline(node.children, context, options), options);
    case 'list': {
      const items = listItems(node).map((item) => renderDocInline(item, context, options));
      return ` ${items.join('; ')} `;
    }
    default:
      return renderDocInline(node.children, context, options);
  }
}

/** Markdown emphasis only around non-empty text that does not start or end with a space. */
function emphasis(text: string, marker: string): string {
  const trimmed = text.trim();
  return trimmed ? `${marker}${trimmed}${marker}` : '';
}

/** A `<see>` without a cref (or one the model did not turn into a `ref`): langword, href or its text. */
function renderReference(node: Extract<DocNode, { kind: 'element' }>, context: DocRenderContext, options: InlineOptions): string {
  const { cref, langword, href } = node.attributes;
  const ownText = renderDocInline(node.children, context, options);
  if (langword) return inlineCode(langword, options);
  if (href) return renderHref(href, ownText || escapeProse(href), options);
  return ownText || (cref ? inlineCode(cref, options) : '');
}

/** A resolved cref: a link to its page (only the `#anchor` within the same page), else code. */
export function renderRef(node: Extract<DocNode, { kind: 'ref' }>, context: DocRenderContext, options: InlineOptions = { inTable: true }): string {
  const ownText = renderDocInline(node.children, context, options);
  const fullUrl = context.urls.target(node.target);
  if (fullUrl) {
    const url = context.pageUrl && fullUrl.startsWith(`${context.pageUrl}#`) ? fullUrl.slice(context.pageUrl.length) : fullUrl;
    return ownText ? `[${ownText}](${linkUrl(url)})` : markdownLink(node.target.text, url);
  }
  return ownText || inlineCode(node.target.text, options);
}

/** Only web links leave the site; anything else (javascript:, relative paths) is shown as text. */
function renderHref(href: string | undefined, text: string, options: InlineOptions): string {
  if (href && /^(https?:|mailto:)/i.test(href)) return `[${text || escapeProse(href)}](${linkUrl(href)})`;
  return text || inlineCode(href ?? '', options);
}

function renderList(node: Extract<DocNode, { kind: 'element' }>, context: DocRenderContext): string {
  const type = node.attributes.type ?? 'bullet';
  const rows = node.children.filter((c): c is Extract<DocNode, { kind: 'element' }> => c.kind === 'element' && (c.name === 'item' || c.name === 'listheader'));
  if (type === 'table') {
    const header = rows.find((r) => r.name === 'listheader');
    const cells = (row: Extract<DocNode, { kind: 'element' }>): string[] => {
      const term = childElement(row, 'term');
      const description = childElement(row, 'description');
      if (!term && !description) return [renderDocInline(row.children, context), ''];
      return [renderDocInline(term?.children ?? [], context), renderDocInline(description?.children ?? [], context)];
    };
    const head = header ? cells(header) : ['Termo', 'Descrição'];
    const body = rows.filter((r) => r.name === 'item').map(cells);
    return [tableRow(head), tableRow(head.map(() => '---')), ...body.map(tableRow)].join('\n');
  }
  const marker = type === 'number' ? (index: number) => `${index + 1}. ` : () => '- ';
  return listItems(node)
    .map((item, index) => `${marker(index)}${renderDocInline(item, context, { inTable: false }) || '\u00a0'}`)
    .join('\n');
}

function tableRow(cells: string[]): string {
  return `| ${cells.map((c) => c || ' ').join(' | ')} |`;
}

/** An item is `<term>`/`<description>` or free content; both read as "term: description". */
function listItems(list: Extract<DocNode, { kind: 'element' }>): DocNode[][] {
  return list.children
    .filter((c): c is Extract<DocNode, { kind: 'element' }> => c.kind === 'element' && c.name === 'item')
    .map((item) => {
      const term = childElement(item, 'term');
      const description = childElement(item, 'description');
      if (term && description) {
        return [{ kind: 'element', name: 'b', attributes: {}, children: term.children }, { kind: 'text', text: ': ' }, ...description.children];
      }
      return description?.children ?? term?.children ?? item.children;
    });
}

function childElement(node: Extract<DocNode, { kind: 'element' }>, name: string): Extract<DocNode, { kind: 'element' }> | undefined {
  return node.children.find((c): c is Extract<DocNode, { kind: 'element' }> => c.kind === 'element' && c.name === name);
}

function textOf(nodes: DocNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.kind === 'ref' && !n.children.length ? n.target.text : textOf(n.children))).join('');
}

function languageOf(attributes: Record<string, string>): string {
  const language = (attributes.language ?? attributes.lang ?? 'csharp').toLowerCase();
  return /^[a-z0-9+#-]+$/.test(language) ? (language === 'c#' || language === 'cs' ? 'csharp' : language) : 'csharp';
}

/** Code in a `///` comment carries the comment's indentation; drop the common part and the blank edges. */
export function dedent(code: string): string {
  const lines = code.replace(/\t/g, '    ').split('\n');
  while (lines.length && lines[0]?.trim() === '') lines.shift();
  while (lines.length && lines.at(-1)?.trim() === '') lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}
