/**
 * Docusaurus plugin: generates the API reference pages from C# sources.
 *
 * Generation runs in the plugin constructor: Docusaurus awaits every plugin
 * constructor before any plugin's loadContent, so the pages exist before the
 * docs plugin reads its folder. On `start`, a `.cs` change does NOT re-run the
 * constructor (Docusaurus 3 only calls the changed plugin's loadContent), so
 * loadContent regenerates; the docs plugin then reloads through its own
 * watcher on the rewritten `.mdx` files.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { generateApiReference, type SourceFile } from './generate';
import { assertSafeOutDir } from './output-guard';
import { createCSharpParser, type CSharpParser } from './parse-csharp';
import { writeReference } from './write-output';
import { defaultOutDir } from './sidebar-file';

export interface ApiReferenceOptions {
  /** Folder of `.cs` files, relative to the site. */
  sourceDir: string;
  /** Where pages go, relative to the site; default `generated/api`. */
  outDir?: string;
  /**
   * Prefix of the generated doc ids: '' when the pages have their own docs
   * plugin instance rooted at outDir; by default, their path below `docs/`.
   */
  docIdPrefix?: string;
  /** Set by Docusaurus when several instances run; unused here. */
  id?: string;
}

const pluginName = 'api-reference';

const optionsSchema = Joi.object<ApiReferenceOptions>({
  sourceDir: Joi.string().required(),
  outDir: Joi.string(),
  docIdPrefix: Joi.string().allow(''),
  // Docusaurus may add the plugin instance id.
  id: Joi.string(),
});

// Docusaurus types plugin options as `unknown`: check them here, with a clear error.
export default async function apiReferencePlugin(context: LoadContext, rawOptions: unknown): Promise<Plugin> {
  const options: ApiReferenceOptions = Joi.attempt(rawOptions, optionsSchema, `[${pluginName}] opções inválidas:`);
  const sourceDir = path.resolve(context.siteDir, options.sourceDir);
  const outDir = path.resolve(context.siteDir, options.outDir ?? defaultOutDir);
  assertSafeOutDir(context.siteDir, outDir);
  // Before any await: a docs plugin instance reading outDir checks that it exists
  // while the plugin constructors run side by side; its files are read later.
  mkdirSync(outDir, { recursive: true });
  const parser = await createCSharpParser(grammarWasmPath(context.siteDir));
  const docIdPrefix = options.docIdPrefix ?? docIdPrefixFor(outDir);

  generate(sourceDir, outDir, docIdPrefix, parser);
  let constructorGenerated = true;

  return {
    name: pluginName,
    getPathsToWatch() {
      return [path.join(sourceDir, '**', '*.cs')];
    },
    async loadContent() {
      // The first load follows the constructor's generation; later ones are `.cs` changes.
      if (constructorGenerated) {
        constructorGenerated = false;
        return;
      }
      generate(sourceDir, outDir, docIdPrefix, parser);
    },
  };
}

function generate(sourceDir: string, outDir: string, docIdPrefix: string, parser: CSharpParser): void {
  const started = performance.now();
  const reference = generateApiReference(readSources(sourceDir), parser, docIdPrefix);
  for (const warning of reference.warnings) {
    logger.warn(`[${pluginName}] ${path.join(path.relative(process.cwd(), sourceDir), warning.file)}:${warning.line}: ${warning.message}`);
  }
  const summary = writeReference(outDir, reference);
  const elapsed = Math.round(performance.now() - started);
  logger.info(
    `[${pluginName}] ${reference.model.types.size} tipos, ${reference.model.namespaces.size} namespaces: ${summary.written} arquivos escritos, ${summary.unchanged} sem mudança, ${summary.removed} removidos (${elapsed} ms)`,
  );
}

/**
 * Inside the site's main docs folder, doc ids follow the path below `docs/`
 * (`docs/framework/api/X.mdx` → `framework/api/X`); a folder of its own (a
 * separate docs instance) gives plain ids.
 */
function docIdPrefixFor(outDir: string): string {
  const parts = outDir.split(path.sep);
  const docsIndex = parts.lastIndexOf('docs');
  return docsIndex >= 0 ? `${parts.slice(docsIndex + 1).join('/')}/` : '';
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
export function grammarWasmPath(siteDir: string): string {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(requireFromSite.resolve('tree-sitter-c-sharp/package.json')), 'tree-sitter-c_sharp.wasm');
}
