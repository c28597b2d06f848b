import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { listBuiltPages } from '../../build-output/src/index';
import { parsePluginOptions, strictOptions, withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import { buildShards, DEFAULT_LIMITS, pageText, type IndexLimits } from './buildIndex';
import { buildVocabulary, extractPage, type ExtractedPage } from './extract';
import { INDEX_FORMAT, MANIFEST_FILE, vocabularyByKey, type SearchManifest, type VocabularyFile } from '../client/indexFormat';
import type { SearchGlobalData } from '../client/protocol';

// For the site tests and the benchmarks: what a page gives the index, and a reader's session replayed on a built index.
export { extractPage, type ExtractedPage } from './extract';
export { replaySession, servedBytes, workerScripts } from './replay';

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
  indexFolder: routePath.default('search-index'),
});

export type SearchPluginOptions = z.input<typeof optionsSchema>;

/** `docs/framework/api` under `/algum/` → `/algum/docs/framework/api/`. */
const routeUnder = (baseUrl: string, route: string): string => `${baseUrl}${route}${route ? '/' : ''}`;

interface IndexPaths {
  baseUrl: string;
  /** Routes without the base URL, as in the options. */
  docsRouteBasePath: string;
  apiRouteBasePath: string;
  indexFolder: string;
}

const contentHash = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 10);

/** Indexes the built documentation pages and writes the index (indexFormat.ts) into the build. */
export async function writeSearchIndex(
  outDir: string,
  { baseUrl, docsRouteBasePath, apiRouteBasePath, indexFolder }: IndexPaths,
): Promise<{ pages: number; words: number; files: number }> {
  const apiPath = routeUnder(baseUrl, apiRouteBasePath);
  const pages: ExtractedPage[] = [];
  for (const [route, file] of listBuiltPages(outDir, docsRouteBasePath)) {
    const page = extractPage(await readFile(file, 'utf8'), baseUrl + route.slice(1), apiPath);
    if (page) pages.push(page);
  }
  const target = path.join(outDir, indexFolder);
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  const written = await writeIndexFiles(target, pages, apiPath);
  return { pages: pages.length, words: written.words, files: written.files };
}

/** Writes the index of `pages` into `target`, each file but the manifest named after its content. */
export async function writeIndexFiles(
  target: string,
  pages: readonly ExtractedPage[],
  apiPath: string,
  limits: IndexLimits = DEFAULT_LIMITS,
): Promise<{ words: number; files: number; manifest: SearchManifest }> {
  const { bounds, shards } = buildShards(pages, limits);
  const shardFiles: string[] = [];
  let words = 0;
  for (const shard of shards) {
    const json = JSON.stringify(shard);
    const name = `shard.${contentHash(json)}.json`;
    await writeFile(path.join(target, name), json);
    shardFiles.push(name);
    words += Object.keys(shard.words).length;
  }
  const vocabulary: Record<string, string> = {};
  for (const [key, group] of vocabularyByKey(buildVocabulary(pages))) {
    const json = JSON.stringify({ words: group.join(' ') } satisfies VocabularyFile);
    const name = `vocabulary.${contentHash(json)}.json`;
    await writeFile(path.join(target, name), json);
    vocabulary[key] = name;
  }
  const texts = pages.map(pageText);
  const textFolder = `text.${contentHash(texts.join('\n'))}`;
  await mkdir(path.join(target, textFolder));
  await Promise.all(texts.map((text, id) => writeFile(path.join(target, textFolder, `${id}.txt`), text)));
  const manifest: SearchManifest = { format: INDEX_FORMAT, apiPath, pages: pages.length, bounds, shards: shardFiles, vocabulary, texts: `${textFolder}/` };
  await writeFile(path.join(target, MANIFEST_FILE), JSON.stringify(manifest));
  return { words, files: shardFiles.length + texts.length + Object.keys(vocabulary).length + 1, manifest };
}

/**
 * Search we own: a `/search` page, and after the build an index of the
 * documentation pages in `build/<indexFolder>/` (indexFormat.ts). Its theme
 * components are the navbar box (SearchBar) and the page (SearchPage).
 * Under `npm start` there are no built pages to index: the dev server serves
 * the last build's index, if there is one, and the box says it may be out of date.
 */
export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = parsePluginOptions('search', optionsSchema, rawOptions);
  const { baseUrl } = context;
  const indexUrl = routeUnder(baseUrl, options.indexFolder);
  const lastBuildIndex = path.join(context.outDir, options.indexFolder);
  // `docusaurus start` runs with NODE_ENV=development, `build` with production.
  const dev = process.env.NODE_ENV === 'development';
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, '..', 'theme'),
    async contentLoaded({ actions }) {
      const searchPageUrl = `${baseUrl}${options.searchPagePath}`;
      actions.addRoute({ path: searchPageUrl, component: '@theme/SearchPage', exact: true });
      actions.setGlobalData({ indexUrl, searchPageUrl, ...(dev ? { dev: true } : {}) } satisfies SearchGlobalData);
    },
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      // The dev server's option for plugins (merged into its own config by `docusaurus start`): the
      // last build's index, also one built after the server started. Without one, the server answers
      // its page instead, and the box says how to get an index.
      return { devServer: { static: [{ directory: lastBuildIndex, publicPath: indexUrl, watch: false }] } } as Record<string, unknown>;
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const { pages, words, files } = await writeSearchIndex(outDir, { baseUrl, ...options });
      console.log(`[INFO] [search] ${pages} páginas indexadas, ${words} palavras no índice, ${files} arquivos (${Date.now() - started} ms)`);
    },
  };
}

/** The plugin for the config's `plugins`, its options bound (plugins/plugin-options). */
export function searchWithOptions(options: SearchPluginOptions): PluginWithOptions<SearchPluginOptions, Plugin> {
  return withOptions('search', searchPlugin, options);
}
