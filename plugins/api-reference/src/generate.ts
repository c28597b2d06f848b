/**
 * The whole pipeline in memory: sources → syntax → model → pages + sidebar.
 * No file system access, so the plugin, the tests and the benchmark share it.
 */
import { buildModel } from './build-model';
import type { ApiModel, ApiWarning, UndocumentedItem } from './model';
import type { CSharpParser } from './parse-csharp';
import { renderNamespacePage } from './render-namespace-page';
import { renderTypePage, type RenderContext } from './render-type-page';
import { buildSidebar, type ApiSidebarItem } from './sidebar';
import { createUrls, type UrlOptions } from './urls';

export interface SourceFile {
  /** Path shown in pages and warnings, relative to the source folder, with `/`. */
  path: string;
  text: string;
}

export interface GeneratedPage {
  /** File name inside the output folder: `<slug>.mdx`. */
  fileName: string;
  content: string;
}

export interface GeneratedReference {
  pages: GeneratedPage[];
  sidebar: ApiSidebarItem[];
  warnings: ApiWarning[];
  undocumented: UndocumentedItem[];
  model: ApiModel;
}

export interface GenerateOptions extends UrlOptions {
  /** Prefix of the doc ids in the sidebar: '' when the pages are their own docs plugin instance. */
  docIdPrefix?: string;
}

export function generateApiReference(sources: SourceFile[], parser: CSharpParser, options: GenerateOptions): GeneratedReference {
  const syntaxFiles = [...sources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map((source) => parser.parse(source.text, source.path));
  const model = buildModel(syntaxFiles);
  const context: RenderContext = { model, urls: createUrls(model, options) };
  const pages: GeneratedPage[] = [];
  for (const namespace of model.namespaces.values()) {
    pages.push({ fileName: `${namespace.name}.mdx`, content: renderNamespacePage(namespace, context) });
  }
  for (const type of model.types.values()) {
    pages.push({ fileName: `${type.slug}.mdx`, content: renderTypePage(type, context) });
  }
  pages.sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  const warnings = [...model.warnings].sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  return { pages, sidebar: buildSidebar(model, options.docIdPrefix ?? ''), warnings, undocumented: model.undocumented, model };
}
