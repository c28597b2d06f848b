/**
 * Docusaurus plugin: generates the API reference pages from C# sources.
 *
 * Generation runs in the plugin constructor: Docusaurus awaits every plugin
 * constructor before any plugin's loadContent, so the pages exist before the
 * docs plugin reads its folder. On `start`, a `.cs` change does NOT re-run the
 * constructor (Docusaurus 3 only calls the changed plugin's loadContent), so
 * loadContent regenerates; the docs plugin then reloads through its own
 * watcher on the rewritten `.mdx` files.
 *
 * The route, output folder and sidebar id are this plugin's options, written
 * once in the site config; `apiDocsOptions` derives the options of the docs
 * plugin instance that serves the pages from them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { parsePluginOptions, strictOptions, withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import { generateApiReference, type GenerateOptions, type SourceFile } from './generate';
import { assertSafeOutDir, resolveInsideOutDir } from './output-guard';
import { createCSharpParser, type CSharpParser } from './parse-csharp';
import { sidebarsFileName, undocumentedFileName, writeReference } from './write-output';

// The deepest heading a type page lists in its table of contents, for the site tests.
export { tocMaxHeadingLevel } from './render-type-page';
// For the source-link test, which generates the reference as the build does.
export { generateApiReference, type GeneratedReference } from './generate';
export { createCSharpParser } from './parse-csharp';

// A type alias, not an interface: the site config checks plugin options against an index signature.
export type ApiReferenceOptions = {
  /** Folder of `.cs` files, relative to the site. */
  sourceDir: string;
  /** Where pages go, relative to the site (a folder of their own, served by their own docs plugin instance). */
  outDir: string;
  /** The route of the pages, e.g. `docs/framework/api`. */
  routeBasePath: string;
  /** The id of the generated sidebar, for navbar items. */
  sidebarId: string;
  /**
   * The repository's file URL at the branch the pages describe, e.g.
   * `https://github.com/org/repo/blob/main`: each type and member links to
   * `<sourceBaseUrl>/<sourceDir>/<file>#L<line>`. Absent: no source links.
   */
  sourceBaseUrl?: string;
  /**
   * The Godot version the framework targets, `major.minor` (`4.4`): links to
   * Godot's class reference go to that version's pages, not to `stable`.
   */
  godotVersion: string;
  /** Set by Docusaurus when several instances run; unused here. */
  id?: string;
};

const pluginName = 'api-reference';

/** The options, checked as every plugin of the site checks them (plugins/plugin-options). */
const optionsSchema = strictOptions({
  sourceDir: z.string(),
  outDir: z.string(),
  routeBasePath: z.string(),
  sidebarId: z.string(),
  sourceBaseUrl: z.url({ protocol: /^https?$/, error: 'precisa ser um endereço http:// ou https://' }).optional(),
  godotVersion: z
    .string({ error: 'precisa ser a versão do Godot que o framework usa, como 4.4 (a referência de classes do Godot tem uma por versão)' })
    .regex(/^\d+\.\d+$/, { error: 'precisa ser a versão do Godot que o framework usa, como 4.4 (a referência de classes do Godot tem uma por versão)' }),
  // Docusaurus may add the plugin instance id.
  id: z.string().optional(),
}) satisfies z.ZodType<ApiReferenceOptions>;

/** The options, or an error listing every option at fault, in Portuguese. */
export function parseOptions(rawOptions: unknown): ApiReferenceOptions {
  return parsePluginOptions(pluginName, optionsSchema, rawOptions);
}

/** The part of the API docs instance's options that must agree with this plugin's: where to read, which route, which sidebar file. */
export function apiDocsOptions(options: Pick<ApiReferenceOptions, 'outDir' | 'routeBasePath'>): { path: string; routeBasePath: string; sidebarPath: string } {
  return { path: options.outDir, routeBasePath: options.routeBasePath, sidebarPath: path.posix.join(options.outDir, sidebarsFileName) };
}

// Docusaurus types plugin options as `unknown`: check them here, with a clear error.
export default async function apiReferencePlugin(context: LoadContext, rawOptions: unknown): Promise<Plugin> {
  const options = parseOptions(rawOptions);
  const sourceDir = path.resolve(context.siteDir, options.sourceDir);
  const outDir = path.resolve(context.siteDir, options.outDir);
  assertSafeOutDir(context.siteDir, outDir);
  // Before any await: a docs plugin instance reading outDir checks that it exists
  // while the plugin constructors run side by side; its files are read later.
  mkdirSync(outDir, { recursive: true });
  // Likewise, the docs instance checks that its sidebars file exists: a placeholder until the first generation.
  const sidebarsFile = resolveInsideOutDir(outDir, sidebarsFileName);
  if (!existsSync(sidebarsFile)) writeFileSync(sidebarsFile, `${JSON.stringify({ [options.sidebarId]: [] })}\n`);
  const parser = await createCSharpParser(grammarWasmPath(context.siteDir));
  const settings: GenerationSettings = {
    sourceDir,
    outDir,
    sidebarId: options.sidebarId,
    generate: {
      routeBasePath: options.routeBasePath,
      sourceBaseUrl: options.sourceBaseUrl,
      godotVersion: options.godotVersion,
      sourceDir: path.relative(context.siteDir, sourceDir).split(path.sep).join('/'),
    },
  };

  generate(settings, parser);
  let constructorGenerated = true;

  return {
    name: pluginName,
    // theme/ApiCode: the declaration blocks the generated pages import.
    getThemePath() {
      return path.join(__dirname, '..', 'theme');
    },
    getPathsToWatch() {
      return [path.join(sourceDir, '**', '*.cs')];
    },
    async loadContent() {
      // The first load follows the constructor's generation; later ones are `.cs` changes.
      if (constructorGenerated) {
        constructorGenerated = false;
        return;
      }
      generate(settings, parser);
    },
  };
}

interface GenerationSettings {
  sourceDir: string;
  outDir: string;
  sidebarId: string;
  generate: GenerateOptions;
}

function generate(settings: GenerationSettings, parser: CSharpParser): void {
  const { sourceDir, outDir } = settings;
  const started = performance.now();
  const reference = generateApiReference(readSources(sourceDir), parser, settings.generate);
  const shownSourceDir = path.relative(process.cwd(), sourceDir);
  for (const warning of reference.warnings) {
    logger.warn(`[${pluginName}] ${path.join(shownSourceDir, warning.file)}:${warning.line}: ${warning.message}`);
  }
  const summary = writeReference(outDir, reference, settings.sidebarId);
  if (reference.undocumented.length) {
    const listFile = path.join(path.relative(process.cwd(), outDir), undocumentedFileName);
    logger.warn(`[${pluginName}] ${reference.undocumented.length} tipos e membros públicos sem documentação; lista em ${listFile}`);
  }
  const elapsed = Math.round(performance.now() - started);
  logger.info(
    `[${pluginName}] ${reference.model.types.size} tipos, ${reference.model.namespaces.size} namespaces: ` +
      `${summary.written} arquivos escritos, ${summary.unchanged} sem mudança, ${summary.removed} removidos (${elapsed} ms)`,
  );
}

function readSources(sourceDir: string): SourceFile[] {
  const entries = readdirSync(sourceDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.cs'))
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      return { path: path.relative(sourceDir, absolute).split(path.sep).join('/'), text: readFileSync(absolute, 'utf8') };
    });
}

/** The grammar ships as a wasm file inside the tree-sitter-c-sharp package. */
/** The plugin for the config's `plugins`, its options bound (plugins/plugin-options). */
export function apiReferenceWithOptions(options: ApiReferenceOptions): PluginWithOptions<ApiReferenceOptions, Promise<Plugin>> {
  return withOptions(pluginName, apiReferencePlugin, options);
}

export function grammarWasmPath(siteDir: string): string {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(requireFromSite.resolve('tree-sitter-c-sharp/package.json')), 'tree-sitter-c_sharp.wasm');
}
