/**
 * Stage 4a: doc-comment nodes → mdast. Two shapes: blocks (paragraphs, code,
 * lists: for page sections) and inline (one line: for table cells). Crefs
 * arrive resolved by the model stage (`ref` nodes): this only links them.
 */
import type { DocNode } from './doc-comment';
import { code, codeBlock, emphasis, link, list, paragraph, strong, table, text, trimPhrasing, type Block, type Phrasing } from './mdast';
import type { ApiUrls } from './urls';

export interface DocRenderContext {
  urls: ApiUrls;
  /** URL of the page being written: links into it keep only their `#anchor`. */
  pageUrl?: string;
}

type DocElement = Extract<DocNode, { kind: 'element' }>;

/** Paragraphs; code and lists as their own blocks. */
export function renderDocBlocks(nodes: DocNode[], context: DocRenderContext): Block[] {
  const blocks: Block[] = [];
  let inline: Phrasing[] = [];
  const flush = (): void => {
    const content = trimPhrasing(inline);
    if (content.length) blocks.push(paragraph(content));
    inline = [];
  };
  const visit = (children: DocNode[]): void => {
    for (const node of children) {
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
        inline.push(...renderInlineNode(node, context));
      }
    }
  };
  visit(nodes);
  flush();
  return blocks;
}

/** Everything on one line (table cells, list items): code blocks become code spans, lists become `a; b`. */
export function renderDocInline(nodes: DocNode[], context: DocRenderContext): Phrasing[] {
  return trimPhrasing(nodes.flatMap((node) => renderInlineNode(node, context)));
}

function renderInlineNode(node: DocNode, context: DocRenderContext): Phrasing[] {
  if (node.kind === 'text') return [text(node.text)];
  if (node.kind === 'ref') return renderRef(node, context);
  const attributes = node.attributes;
  switch (node.name) {
    case 'c':
      return [code(textOf(node.children).trim())];
    case 'code':
      return [text(' '), code(textOf(node.children).trim()), text(' ')];
    case 'para':
      return [text(' '), ...renderDocInline(node.children, context), text(' ')];
    case 'see':
    case 'seealso':
      return renderReference(node, context);
    case 'paramref':
    case 'typeparamref':
      return [code(attributes.name ?? '')];
    case 'b':
    case 'strong':
      return wrapped(renderDocInline(node.children, context), strong);
    case 'i':
    case 'em':
      return wrapped(renderDocInline(node.children, context), emphasis);
    case 'br':
      return [text(' ')];
    case 'a':
      return renderHref(attributes.href, renderDocInline(node.children, context));
    case 'list': {
      const items = listItems(node).map((item) => renderDocInline(item, context));
      return [text(' '), ...items.flatMap((item, index) => (index ? [text('; '), ...item] : item)), text(' ')];
    }
    default:
      return renderDocInline(node.children, context);
  }
}

/** Emphasis only around non-empty content. */
function wrapped(children: Phrasing[], wrap: (children: Phrasing[]) => Phrasing): Phrasing[] {
  return children.length ? [wrap(children)] : [];
}

/** A `<see>` without a cref (or one the model did not turn into a `ref`): langword, href or its text. */
function renderReference(node: DocElement, context: DocRenderContext): Phrasing[] {
  const { cref, langword, href } = node.attributes;
  const ownText = renderDocInline(node.children, context);
  if (langword) return [code(langword)];
  if (href) return renderHref(href, ownText.length ? ownText : [text(href)]);
  if (ownText.length) return ownText;
  return cref ? [code(cref)] : [];
}

/** A resolved cref: a link to its page (only the `#anchor` within the same page), else code. */
export function renderRef(node: Extract<DocNode, { kind: 'ref' }>, context: DocRenderContext): Phrasing[] {
  const ownText = renderDocInline(node.children, context);
  const fullUrl = context.urls.target(node.target);
  if (fullUrl) {
    const url = context.pageUrl && fullUrl.startsWith(`${context.pageUrl}#`) ? fullUrl.slice(context.pageUrl.length) : fullUrl;
    return [link(url, ownText.length ? ownText : node.target.text)];
  }
  return ownText.length ? ownText : [code(node.target.text)];
}

/** Only web links leave the site; anything else (javascript:, relative paths) is shown as text. */
function renderHref(href: string | undefined, content: Phrasing[]): Phrasing[] {
  if (href && /^(https?:|mailto:)/i.test(href)) return [link(href, content.length ? content : href)];
  return content.length ? content : [code(href ?? '')];
}

function renderList(node: DocElement, context: DocRenderContext): Block | undefined {
  const type = node.attributes.type ?? 'bullet';
  const rows = node.children.filter((c): c is DocElement => c.kind === 'element' && (c.name === 'item' || c.name === 'listheader'));
  if (type === 'table') {
    const header = rows.find((r) => r.name === 'listheader');
    const cells = (row: DocElement): Phrasing[][] => {
      const term = childElement(row, 'term');
      const description = childElement(row, 'description');
      if (!term && !description) return [renderDocInline(row.children, context), []];
      return [renderDocInline(term?.children ?? [], context), renderDocInline(description?.children ?? [], context)];
    };
    const head = header ? cells(header) : [[text('Termo')], [text('Descrição')]];
    const body = rows.filter((r) => r.name === 'item').map(cells);
    return table(head, body);
  }
  const items = listItems(node).map((item) => {
    const content = renderDocInline(item, context);
    return content.length ? content : [text('\u00a0')];
  });
  return items.length ? list(items, type === 'number') : undefined;
}

/** An item is `<term>`/`<description>` or free content; both read as "term: description". */
function listItems(list: DocElement): DocNode[][] {
  return list.children
    .filter((c): c is DocElement => c.kind === 'element' && c.name === 'item')
    .map((item) => {
      const term = childElement(item, 'term');
      const description = childElement(item, 'description');
      if (term && description) {
        return [{ kind: 'element', name: 'b', attributes: {}, children: term.children }, { kind: 'text', text: ': ' }, ...description.children];
      }
      return description?.children ?? term?.children ?? item.children;
    });
}

function childElement(node: DocElement, name: string): DocElement | undefined {
  return node.children.find((c): c is DocElement => c.kind === 'element' && c.name === name);
}

function textOf(nodes: DocNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.kind === 'ref' && !n.children.length ? n.target.text : textOf(n.children))).join('');
}

function languageOf(attributes: Record<string, string>): string {
  const language = (attributes.language ?? attributes.lang ?? 'csharp').toLowerCase();
  return /^[a-z0-9+#-]+$/.test(language) ? (language === 'c#' || language === 'cs' ? 'csharp' : language) : 'csharp';
}

/** Code in a `///` comment carries the comment's indentation; drop the common part and the blank edges. */
export function dedent(source: string): string {
  const lines = source.replace(/\t/g, '    ').split('\n');
  while (lines.length && lines[0]?.trim() === '') lines.shift();
  while (lines.length && lines.at(-1)?.trim() === '') lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}
