import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate } from '@mdx-js/mdx';
// The installed Docusaurus' own MDX pipeline, markdown defaults and heading-id plugin:
// pages are compiled as the docs plugin compiles them, and headings get their ids
// as on the site. All three are Docusaurus internals; if they move, the tests fail to load.
import { createProcessorUncached } from '@docusaurus/mdx-loader/lib/processor';
import remarkDocusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings';
import { DEFAULT_CONFIG } from '@docusaurus/core/lib/server/configValidation';
import { parse as parseYaml } from 'yaml';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import * as runtime from 'react/jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { grammarWasmPath } from '../src/index';
import { createCSharpParser, type CSharpParser } from '../src/parse-csharp';
import type { GenerateOptions, SourceFile } from '../src/generate';
import { apiThemeImports } from '../src/render-type-page';

export const testDir = path.dirname(fileURLToPath(import.meta.url));
export const siteDir = path.resolve(testDir, '..', '..', '..');
export const fixturesDir = path.join(testDir, 'fixtures');

/** The site's route and a repository URL, as the fixtures' pages are generated in tests. */
export const testGenerateOptions: GenerateOptions = {
  routeBasePath: 'docs/framework/api',
  sourceDir: 'fonte',
  sourceBaseUrl: 'https://example.com/repo/blob/main',
  godotVersion: '4.4',
};

let parser: Promise<CSharpParser> | undefined;
export function getParser(): Promise<CSharpParser> {
  parser ??= createCSharpParser(grammarWasmPath(siteDir));
  return parser;
}

export function readFixture(relative: string): SourceFile {
  return { path: relative, text: readFileSync(path.join(fixturesDir, relative), 'utf8') };
}

/** Every `.cs` file below the fixture folder, subfolders included, with `/` paths. */
export function readFixtureFolder(folder: string): SourceFile[] {
  return readdirSync(path.join(fixturesDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.cs'))
    .sort()
    .map((name) => readFixture(`${folder}/${name.split(path.sep).join('/')}`));
}

/** Splits front matter like Docusaurus does (YAML) and returns it parsed with the body. */
export function splitFrontMatter(page: string): { frontMatter: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(page);
  if (!match?.[1]) throw new Error('page without front matter');
  return { frontMatter: parseYaml(match[1]) as Record<string, unknown>, body: page.slice(match[0].length) };
}

/**
 * The remark plugins of the site that change what a reader sees here: GFM tables,
 * `:::` directives (admonitions) and Docusaurus' heading ids (`{/* #id *\/}`).
 */
const remarkPlugins = [remarkGfm, remarkDirective, [remarkDocusaurusHeadings, { anchorsMaintainCase: false }]] as const;

/**
 * Compiles a page body with the installed Docusaurus' MDX processor (the site disables
 * the MDX 1 compatibility layer, as its defaults do). Throws on any MDX error; returns
 * the compiled module, which exports the page's table of contents.
 */
export async function compileMdx(body: string): Promise<string> {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'api-reference-site-'));
  const processor = await createProcessorUncached({
    format: 'mdx',
    options: { siteDir, staticDirs: [], markdownConfig: DEFAULT_CONFIG.markdown, remarkPlugins: [] },
  });
  const result = await processor.process({ content: body, filePath: path.join(siteDir, 'page.mdx'), frontMatter: {}, compilerName: 'server' });
  return result.content;
}

/** The table of contents Docusaurus compiled into a page: `[{ value, id, level }]`. */
export function compiledToc(code: string): { value: string; id: string; level: number }[] {
  const match = /^export const toc = (\[[\s\S]*?\]);$/m.exec(code);
  if (!match?.[1]) throw new Error('compiled page without toc export');
  // The toc is a JavaScript literal of plain strings and numbers.
  return new Function(`return ${match[1]};`)() as { value: string; id: string; level: number }[];
}

/** Renders MDX to static HTML, to check what a reader would actually see. */
export async function renderMdxToHtml(body: string): Promise<string> {
  // The page imports the plugin's theme components; here they are given as components instead.
  const withoutImport = body.replace(apiThemeImports, '');
  const { default: Content } = await evaluate(withoutImport, { ...runtime, format: 'mdx', remarkPlugins } as unknown as Parameters<typeof evaluate>[1]);
  return renderToStaticMarkup(createElement(Content, { components: { ApiCode: StaticApiCode, ApiSection: StaticApiSection } }));
}

/** What theme/ApiCode renders on the server, without its copy button. */
function StaticApiCode({ html }: { html: string }): ReturnType<typeof createElement> {
  return createElement('pre', null, createElement('code', { dangerouslySetInnerHTML: { __html: html } }));
}

/** What theme/ApiSection renders: a section around the member. */
function StaticApiSection({ children }: { children: ReactNode }): ReturnType<typeof createElement> {
  return createElement('section', null, children);
}

/** Text of HTML as the DOM's textContent: tags removed, character references decoded. */
export function htmlText(html: string): string {
  return toString(fromHtml(html, { fragment: true }));
}
