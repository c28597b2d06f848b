// What a reader gets as text, over the whole build: no template placeholder of
// the game data left unresolved, and no glossary definition (a tooltip's
// hidden text) glued into a sentence of the Markdown export.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { markdownPathFor } from '../../plugins/markdown-export/src/index';
import { all, attribute, first, parseHtml, textOf, without, listBuiltPages } from '../../plugins/build-output/src/index';
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
function readerTextOf(html: string): string {
  const tree = parseHtml(html);
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
      const found = htmlPages.flatMap(({ file, html }) => [...readerTextOf(html).matchAll(placeholder)].map((match) => `${relative(file)}: ${match[0]}`));
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
        const tree = parseHtml(html);
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
