import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { listBuiltPages } from '../../build-output/src/routes';
import { parsePluginOptions, strictOptions, withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import { searchData } from './data';
import { buildVocabulary, extractPage, type ExtractedPage } from './extract';
import { dataFileName, type SearchGlobalData } from '../client/protocol';

const routePath = z.string().transform((route) => route.replace(/^\/+|\/+$/g, ''));

// Checked as every plugin of the site checks its options (plugins/plugin-options).
const optionsSchema = strictOptions({
  // Docusaurus may add the plugin instance id.
  id: z.string().optional(),
  /** The route of the documentation pages to index, `docs` (no base URL). */
  docsRouteBasePath: routePath.default('docs'),
  /** The API reference's route (its plugin's `routeBasePath`): its pages are named after the type they document. */
  apiRouteBasePath: routePath,
  /** The route of the search page. */
  searchPagePath: routePath.default('search'),
  /** The folder of the build the index is written to, and served from. */
  indexFolder: routePath.default('pagefind'),
});

export type SearchPluginOptions = z.input<typeof optionsSchema>;

/** `docs/framework/api` under `/algum/` → `/algum/docs/framework/api/`. */
const routeUnder = (baseUrl: string, route: string): string => `${baseUrl}${route}${route ? '/' : ''}`;

/** Reads Pagefind's (gzip-compressed, signed) fragment file. */
function readFragment(content: Uint8Array): { url?: string } {
  const bytes = gunzipSync(content);
  const json = bytes.subarray(0, 12).toString() === 'pagefind_dcd' ? bytes.subarray(12) : bytes;
  return JSON.parse(json.toString('utf8')) as { url?: string };
}

const execFileAsync = promisify(execFile);

interface IndexPaths {
  baseUrl: string;
  /** Routes without the base URL, as in the options. */
  docsRouteBasePath: string;
  apiRouteBasePath: string;
  indexFolder: string;
}

/** Indexes the built documentation pages with Pagefind and writes the index, and our data, into the build. */
export async function writeSearchIndex(outDir: string, { baseUrl, docsRouteBasePath, apiRouteBasePath, indexFolder }: IndexPaths): Promise<{ pages: number; words: number; files: number }> {
  const apiPath = routeUnder(baseUrl, apiRouteBasePath);
  const pages: ExtractedPage[] = [];
  for (const [route, file] of listBuiltPages(outDir, docsRouteBasePath)) {
    const page = extractPage(await readFile(file, 'utf8'), baseUrl + route.slice(1), apiPath);
    if (page) pages.push(page);
  }
  const target = path.join(outDir, indexFolder);
  const scratch = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  try {
    const pagesFile = path.join(scratch, 'pages.json');
    await writeFile(pagesFile, JSON.stringify(pages.map((page) => ({ url: page.url, html: page.indexHtml }))));
    const { stdout } = await execFileAsync(process.execPath, [path.join(__dirname, 'run-pagefind.mjs'), pagesFile, target], { maxBuffer: 1 << 20 });
    const { written } = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { written: number };
    const fragmentUrls = new Map<string, string>();
    for (const name of await readdir(path.join(target, 'fragment'))) {
      const { url } = readFragment(await readFile(path.join(target, 'fragment', name)));
      if (url) fragmentUrls.set(name.replace(/\.pf_fragment$/, ''), url);
    }
    const vocabulary = buildVocabulary(pages);
    const entry = JSON.parse(await readFile(path.join(target, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
    const [language] = Object.values(entry.languages);
    await writeFile(path.join(target, dataFileName(language.hash)), JSON.stringify(searchData(pages, fragmentUrls, vocabulary, apiPath)));
    return { pages: pages.length, words: vocabulary.length, files: written + 1 };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Search we own: a `/search` page, and after the build a Pagefind index of
 * the documentation pages plus our own data (pages, vocabulary) in
 * `build/pagefind/`. Its theme components are the navbar box (SearchBar) and
 * the page (SearchPage).
 */
export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = parsePluginOptions('search', optionsSchema, rawOptions);
  const { baseUrl } = context;
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, '..', 'theme'),
    async contentLoaded({ actions }) {
      const searchPageUrl = `${baseUrl}${options.searchPagePath}`;
      actions.addRoute({ path: searchPageUrl, component: '@theme/SearchPage', exact: true });
      actions.setGlobalData({ indexUrl: routeUnder(baseUrl, options.indexFolder), searchPageUrl } satisfies SearchGlobalData);
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const { pages, words, files } = await writeSearchIndex(outDir, { baseUrl, ...options });
      console.log(`[INFO] [search] ${pages} páginas indexadas, ${words} palavras no vocabulário, ${files} arquivos (${Date.now() - started} ms)`);
    },
  };
}

/** The plugin for the config's `plugins`, its options bound (plugins/plugin-options). */
export function searchWithOptions(options: SearchPluginOptions): PluginWithOptions<SearchPluginOptions, Plugin> {
  return withOptions('search', searchPlugin, options);
}
