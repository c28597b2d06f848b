// What a reader gets as text, over the whole build: no template placeholder of
// the game data left unresolved, and no glossary definition (a tooltip's
// hidden text) glued into a sentence of the Markdown export.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { markdownPathFor } from '../../plugins/markdown-export/src/index';
import { all, attribute, first, parseHtml, textOf, without, listBuiltPages } from '../../plugins/build-output/src/index';
import { builtTree } from './support/builtTrees';
import { publishedRoot } from './support/linkCheck';
import { buildDir } from './support/paths';

// Each test reads all ~290 pages of the build; on a loaded two-core machine that can pass a minute.
const WHOLE_BUILD_MS = 240_000;

/** The `{rule.id}` form the game data writes a rule's value as (plugins/game-data/src/render/inline.ts, `rich`). */
const placeholder = /\{[a-z0-9-]+(?:\.[a-z0-9-]+)+\}/g;

/** Every Markdown file of the build, plus llms.txt and llms-full.txt. */
function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...markdownFiles(full));
    else if (entry.name.endsWith('.md') || /^llms(-full)?\.txt$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** Markdown without its code (fenced and inline), where C# such as `{evt.value}` is fine. */
function outsideCode(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/** What a reader of the HTML sees or hears outside code: text, and the attributes read aloud or shown on hover. */
function readerTextOf(tree: ReturnType<typeof parseHtml>): string {
  const attributes = all('[title], [alt], [aria-label], meta[name="description"], meta[property="og:description"]', tree).flatMap((element) =>
    ['title', 'alt', 'aria-label', 'content'].map((name) => attribute(element, name) ?? ''),
  );
  const outsideCode = without(tree, 'pre, code, script, style');
  return [all('title', outsideCode).map(textOf).join(''), all('body', outsideCode).map(textOf).join(''), ...attributes].join('\n');
}

/** The Markdown file beside a doc page, by the export's own rule, from the page's canonical route. */
function markdownFileOf(tree: ReturnType<typeof parseHtml>, siteRoot: URL): string {
  const link = first('link[rel=canonical]', tree);
  const canonical = new URL((link && attribute(link, 'href')) ?? '');
  return path.join(buildDir, decodeURIComponent(markdownPathFor(canonical.pathname)).slice(siteRoot.pathname.length));
}

const relative = (file: string): string => path.relative(buildDir, file).split(path.sep).join('/');

let htmlPages: { file: string; html: string }[];
let markdown: { file: string; text: string }[];

beforeAll(() => {
  htmlPages = [...listBuiltPages(buildDir).values()].map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  markdown = markdownFiles(buildDir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}, WHOLE_BUILD_MS);

describe('Game data placeholders', () => {
  it(
    'never reach the reader of a built page',
    () => {
      expect(htmlPages.length).toBeGreaterThan(250);
      const found = htmlPages.flatMap(({ file }) => [...readerTextOf(builtTree(file)).matchAll(placeholder)].map((match) => `${relative(file)}: ${match[0]}`));
      expect(found).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );

  it(
    'never reach the Markdown export',
    () => {
      expect(markdown.length).toBeGreaterThan(250);
      const found = markdown.flatMap(({ file, text }) => [...outsideCode(text).matchAll(placeholder)].map((match) => `${relative(file)}: ${match[0]}`));
      expect(found).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );
});

describe('Glossary terms in the Markdown export', () => {
  it(
    'are links followed by the sentence, never by a word glued to them',
    () => {
      // "[energia](…#energia)O recurso…": a link closed and a letter right after it.
      const glued = markdown.flatMap(({ file, text }) =>
        [...outsideCode(text).matchAll(/\]\([^)\s]*\)\p{L}[^\n]{0,40}/gu)].map((match) => `${relative(file)}: ${match[0]}`),
      );
      expect(glued).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );

  it(
    'leave out the definition the page shows on hover or focus',
    () => {
      const siteRoot = new URL(publishedRoot(buildDir));
      const markdownByFile = new Map(markdown.map((entry) => [entry.file, entry.text]));
      let terms = 0;
      const copied: string[] = [];
      for (const { file, html } of htmlPages) {
        if (!html.includes('tooltip')) continue;
        const tree = builtTree(file);
        const tips = all('article [role="tooltip"]', tree);
        const definitions = new Set(tips.map((tip) => textOf(tip).trim()));
        if (definitions.size === 0) continue;
        terms += tips.length;
        const markdownText = markdownByFile.get(markdownFileOf(tree, siteRoot));
        expect(markdownText, `${relative(file)} has no Markdown`).toBeDefined();
        // A definition may be part of the page itself (the glossary's entries): the Markdown
        // has it as often as the page shows it outside its tooltips, no more.
        const shown = all('article', without(tree, 'article [role="tooltip"]')).map(textOf).join('');
        for (const definition of definitions) {
          const inMarkdown = markdownText?.split(definition).length ?? 1;
          if (inMarkdown > shown.split(definition).length) copied.push(`${relative(file)}: ${definition}`);
        }
      }
      // The pages do use glossary terms, or this test would prove nothing.
      expect(terms).toBeGreaterThan(20);
      expect(copied).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );
});

/** A proposal mark reads "P (proposta)" (the label is for screen readers and copied text); two in a row mark one value twice. */
const doubledMark = /\(proposta\)\s*P?\s*\(proposta\)/g;
/**
 * Numbers not written the way plugins/format-pt writes them ("9.999", "100.000", "−0,2"):
 * grouped by spaces ("100 000"), five digits or more with no grouping
 * ("10000"), four ("9999") unless a year (1900–2099) or a screen size (1280 × 720),
 * or negative with a hyphen-minus ("-0,2", "(-1,6 a 3,2)") where the minus sign belongs.
 */
const numberFormats = [
  /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d.,]?\d)/g,
  /(?<![\d.,\p{L}_-])\d{5,}(?![\d,\p{L}_]|\.\d)/gu,
  /(?<![\d.,\p{L}_-])(?!19\d\d|20\d\d)[1-9]\d{3}(?![\d,\p{L}_]|\.\d|\s?×)/gu,
  /(?<=^|[\s([:;=])-\d+(?:,\d+)?(?![\d\p{L}_-])/gmu,
];

/** What a reader of the HTML reads outside code, each text apart (two table cells are not one number), and the attributes read aloud. */
function readerPiecesOf(page: ReturnType<typeof parseHtml>): string {
  const tree = without(page, 'pre, code, script, style, head');
  const pieces: string[] = [];
  const attributes: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'text') pieces.push(node.value);
    if (node.type === 'element')
      for (const name of ['title', 'alt', 'ariaLabel']) if (typeof node.properties[name] === 'string') attributes.push(node.properties[name]);
  });
  return [...pieces, ...attributes].join('\n');
}

/** Markdown a reader reads: outside code, without the addresses of its links. */
function markdownProse(markdown: string): string {
  return outsideCode(markdown)
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\|/g, '\n');
}

let pagePieces: { file: string; text: string }[] | undefined;
/** Each page's reader text, parsed once for the checks below. */
function readerPieces(): { file: string; text: string }[] {
  pagePieces ??= htmlPages.map(({ file }) => ({ file, text: readerPiecesOf(builtTree(file)) }));
  return pagePieces;
}

function matchesIn(file: string, value: string, patterns: RegExp[]): string[] {
  return patterns.flatMap((pattern) =>
    [...value.matchAll(pattern)].map(
      (match) => `${relative(file)}: …${value.slice(Math.max(0, match.index - 40), match.index + match[0].length + 10).replace(/\s+/g, ' ')}`,
    ),
  );
}

describe('Generated Portuguese', () => {
  it(
    'marks a proposed value once, on the page and in its Markdown',
    () => {
      const pages = readerPieces().flatMap(({ file, text }) => matchesIn(file, text, [doubledMark]));
      const copies = markdown.flatMap(({ file, text }) => matchesIn(file, markdownProse(text), [doubledMark]));
      expect([...pages, ...copies]).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );

  it(
    'writes every number the one way plugins/format-pt does: a point between thousands, no spaces, the minus sign',
    () => {
      const pages = readerPieces().flatMap(({ file, text }) => matchesIn(file, text, numberFormats));
      const copies = markdown.flatMap(({ file, text }) => matchesIn(file, markdownProse(text), numberFormats));
      // The pages do write thousands, or this test would prove nothing.
      expect(readerPieces().some(({ text }) => /\d\.\d{3}\b/.test(text))).toBe(true);
      expect([...pages, ...copies]).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );
});
