// The Markdown written by plugins/markdown-export, checked over the whole build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { markdownPathFor } from '../../plugins/markdown-export/src/index';
import { all, attribute, first, parseHtml, textOf, listBuiltPages, resolveBuiltPage } from '../../plugins/build-output/src/index';
import { builtTree } from './support/builtTrees';
import { anchorsOf } from './support/linkCheck';
import { buildDir } from './support/paths';

// Each test below reads all ~290 pages of the build; on a loaded two-core machine that can pass a minute.
const WHOLE_BUILD_MS = 240_000;

interface DocPage {
  /** The route, from the page's canonical link (leaf and index routes share a file layout). */
  route: string;
  tree: ReturnType<typeof parseHtml>;
  markdownFile: string;
  markdown: string;
}

let siteRoot: URL;
let docPages: DocPage[];
const pages = listBuiltPages(buildDir);

/** The site URL and base URL the build was made for: the landing page's canonical address. */
function canonicalOf(tree: ReturnType<typeof parseHtml>): URL {
  const link = first('link[rel=canonical]', tree);
  const href = link && attribute(link, 'href');
  if (!href) throw new Error('page without canonical link');
  return new URL(href);
}

/** Markdown without its code (fenced and inline), where tags and links are only text. */
function outsideCode(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

function linkTargets(markdown: string): string[] {
  const prose = outsideCode(markdown);
  return [...prose.matchAll(/\]\(<([^>]+)>|\]\(([^)\s]+)|<((?:https?|mailto):[^>\s]+)>/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

beforeAll(() => {
  siteRoot = canonicalOf(builtTree(path.join(buildDir, 'index.html')));
  docPages = [];
  for (const file of pages.values()) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('theme-doc-markdown')) continue;
    const tree = builtTree(file);
    const route = canonicalOf(tree).pathname;
    const markdownFile = path.join(buildDir, decodeURIComponent(markdownPathFor(route)).slice(siteRoot.pathname.length));
    docPages.push({ route, tree, markdownFile, markdown: existsSync(markdownFile) ? readFileSync(markdownFile, 'utf8') : '' });
  }
}, WHOLE_BUILD_MS);

describe('Markdown of every doc page', () => {
  it('exists for every doc page of both docs instances, beside its HTML', () => {
    expect(docPages.length).toBeGreaterThan(250);
    expect(docPages.some((page) => page.route.startsWith('/docs/framework/api/'))).toBe(true);
    expect(docPages.some((page) => page.route.startsWith('/docs/game/'))).toBe(true);
    const missing = docPages.filter((page) => page.markdown === '').map((page) => page.route);
    expect(missing).toEqual([]);
  });

  it(
    'starts with the title as H1 and the description as a quote',
    () => {
      for (const page of docPages) {
        const heading = first('article h1', page.tree);
        const title = heading ? textOf(heading).trim() : '';
        const [firstLine, , quote] = page.markdown.split('\n');
        // Compared without Markdown's escapes (a title may hold `*`, `[`...).
        expect(firstLine?.slice(2).replace(/\\([!-/:-@[-`{-~])/g, '$1'), page.route).toBe(title);
        expect(firstLine?.startsWith('# '), page.route).toBe(true);
        expect(quote, page.route).toMatch(/^> \S/);
      }
    },
    WHOLE_BUILD_MS,
  );

  it(
    'has only absolute links, and those to this site reach a built page and anchor',
    () => {
      const problems: string[] = [];
      const anchorCache = new Map<string, Set<string>>();
      for (const page of docPages) {
        for (const target of linkTargets(page.markdown)) {
          let parsed: URL;
          try {
            parsed = new URL(target);
          } catch {
            problems.push(`${page.route}: ${target} (not absolute)`);
            continue;
          }
          if (!/^(https?|mailto):$/.test(parsed.protocol)) problems.push(`${page.route}: ${target} (scheme)`);
          if (parsed.origin !== siteRoot.origin) continue;
          if (!parsed.pathname.startsWith(siteRoot.pathname)) {
            problems.push(`${page.route}: ${target} (outside the base URL)`);
            continue;
          }
          const local = `/${parsed.pathname.slice(siteRoot.pathname.length)}`;
          const asset = /\.[a-z0-9]{2,5}$/i.test(local);
          const file = asset
            ? existsSync(path.join(buildDir, decodeURIComponent(local)))
              ? local
              : undefined
            : (resolveBuiltPage(pages, local) ?? resolveBuiltPage(pages, decodeURIComponent(local)));
          if (!file || file.endsWith(`${path.sep}404.html`)) {
            problems.push(`${page.route}: ${target} (missing page)`);
            continue;
          }
          const hash = decodeURIComponent(parsed.hash.slice(1));
          if (!hash || asset) continue;
          let anchors = anchorCache.get(file);
          if (!anchors) anchorCache.set(file, (anchors = anchorsOf(builtTree(file))));
          if (!anchors.has(hash)) problems.push(`${page.route}: ${target} (missing anchor)`);
        }
      }
      expect(problems).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );

  it('leaks no tag, JSX, import or export line, and no interface text', () => {
    const leaks: string[] = [];
    for (const page of docPages) {
      const prose = outsideCode(page.markdown);
      const tag = /(^|[^\\])<(?!(?:https?|mailto):)[A-Za-z/!?]/m.exec(prose);
      if (tag) leaks.push(`${page.route}: tag near "${prose.slice(tag.index, tag.index + 40)}"`);
      const esm = /^(import|export)\s/m.exec(prose);
      if (esm) leaks.push(`${page.route}: ESM line "${prose.slice(esm.index, esm.index + 40)}"`);
      for (const chrome of [
        'className=',
        '{/*',
        'Copiar como Markdown',
        'Ver em Markdown',
        'Tem uma sugestão?',
        'Ver o diagrama em texto',
        'Link direto para',
        '\u200b',
      ]) {
        if (page.markdown.includes(chrome)) leaks.push(`${page.route}: "${chrome}"`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it(
    'has as many Mermaid fences as the page has diagrams, tables as tables, code with its language',
    () => {
      const mismatches: string[] = [];
      for (const page of docPages) {
        const article = all('article .theme-doc-markdown', page.tree);
        const within = (selector: string) => article.flatMap((element) => all(selector, element));
        const diagrams = within('figure').filter((figure) => all('details > pre, noscript', figure).length > 0).length;
        const tables = within('table').length;
        // Theme code blocks, and the API's declarations (highlighted at generation: a plain <pre><code class="language-…">).
        const inThemeBlocks = new Set(within('.theme-code-block pre > code'));
        const codeBlocks = [...within('.theme-code-block'), ...within('pre > code[class*="language-"]').filter((code) => !inThemeBlocks.has(code))];
        // Admonitions become quotes: their tables and diagrams sit behind "> " markers.
        const unquoted = page.markdown.replace(/^(?:> ?)+/gm, '');
        const fences = [...unquoted.matchAll(/^```(\S*)/gm)].map((match) => match[1]);
        // Opening and closing fences alternate; openings are the even ones.
        const openings = fences.filter((_, index) => index % 2 === 0);
        const mermaid = openings.filter((language) => language === 'mermaid').length;
        const tableRows = unquoted.split('\n').filter((line) => /^\|( *:?-+:? *\|)+$/.test(line)).length;
        if (mermaid !== diagrams) mismatches.push(`${page.route}: ${mermaid} mermaid fences for ${diagrams} diagrams`);
        if (tableRows !== tables) mismatches.push(`${page.route}: ${tableRows} Markdown tables for ${tables} tables`);
        if (openings.length - mermaid !== codeBlocks.length)
          mismatches.push(`${page.route}: ${openings.length - mermaid} code fences for ${codeBlocks.length} code blocks`);
        for (const block of codeBlocks) {
          const language = /\blanguage-(\S+)/.exec(attribute(block, 'class') ?? '')?.[1];
          if (language && !openings.includes(language)) mismatches.push(`${page.route}: no ${language} fence`);
        }
      }
      expect(mismatches).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );
});

describe('llms.txt and llms-full.txt', () => {
  const llms = (): string => readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');

  it('has the llms.txt shape: site title, summary quote, sections of linked pages with descriptions', () => {
    const lines = llms().split('\n');
    expect(lines[0]).toBe('# Dice Rolling Game');
    expect(lines[2]).toMatch(/^> Documentação .{80,}/);
    const sections = lines.filter((line) => line.startsWith('## '));
    // The pages, then the open data of the game (plugins/game-data).
    expect(sections).toEqual([
      '## Tutoriais',
      '## Arquitetura do framework',
      '## Referência da API',
      '## Game Design',
      '## Game Content',
      '## Dados abertos do jogo',
    ]);
    const items = lines.filter((line) => line.startsWith('- '));
    expect(items.length).toBeGreaterThan(250);
    const withoutDescription = items.filter((line) => !/^- \[[^\]]+\]\([^)]+\): \S/.test(line));
    expect(withoutDescription).toEqual([]);
  });

  it('links every doc page by its absolute Markdown URL, each once', () => {
    const listed = linkTargets(llms()).filter((target) => target.endsWith('.md'));
    expect(new Set(listed).size).toBe(listed.length);
    const expected = docPages.map((page) => new URL(markdownPathFor(page.route), siteRoot).href).sort();
    expect([...listed].sort()).toEqual(expected);
  });

  it('holds every page in llms-full.txt, in the order of llms.txt', () => {
    const full = readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
    expect(full.startsWith('# Dice Rolling Game\n\n> Documentação')).toBe(true);
    const order = linkTargets(llms())
      .filter((target) => target.endsWith('.md'))
      .map((target) => docPages.find((page) => new URL(markdownPathFor(page.route), siteRoot).href === target));
    let position = 0;
    for (const page of order) {
      if (!page) throw new Error('llms.txt lists a page the build does not have');
      const pageUrl = new URL(page.route, siteRoot).href;
      const found = full.indexOf(`Página: <${pageUrl}>`, position);
      expect(found, page.route).toBeGreaterThan(position);
      // The page's body follows, as in its own Markdown file.
      const body = page.markdown.split('\n').slice(4).join('\n');
      expect(full.startsWith(body.slice(0, 200), full.indexOf('\n\n', found) + 2), page.route).toBe(true);
      position = found;
    }
  });
});
