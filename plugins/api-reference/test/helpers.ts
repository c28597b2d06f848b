import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, evaluate } from '@mdx-js/mdx';
import yaml from 'js-yaml';
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
  return { frontMatter: yaml.load(match[1]) as Record<string, unknown>, body: page.slice(match[0].length) };
}

/** The remark plugins Docusaurus adds that change parsing: GFM tables and `:::` directives (admonitions). */
const remarkPlugins = [remarkGfm, remarkDirective];

/**
 * Compiles a page body as the site's MDX loader does: no preprocessing, since the site
 * disables the MDX 1 compatibility layer (so `{#id}` is not rewritten for us). Throws on any MDX error.
 */
export async function compileMdx(body: string): Promise<string> {
  return String(await compile(body, { format: 'mdx', remarkPlugins }));
}

/** Renders MDX to static HTML, to check what a reader would actually see. */
export async function renderMdxToHtml(body: string): Promise<string> {
  // The page imports the plugin's theme components; here they are given as components instead.
  const withoutImport = body.replace(apiThemeImports, '');
  const { default: Content } = await evaluate(withoutImport, { ...runtime, format: 'mdx', remarkPlugins } as Parameters<typeof evaluate>[1]);
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

/** Text of HTML with tags removed and entities decoded (enough for assertions). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}
