/**
 * The whole pipeline in memory: sources → syntax → model → pages + sidebar.
 * No file system access, so the plugin, the tests and the benchmark share it.
 */
import { buildModel, type ApiModel, type ApiWarning } from './model';
import type { CSharpParser } from './parse-csharp';
import { renderNamespacePage } from './render-namespace-page';
import { renderTypePage } from './render-type-page';
import { buildSidebar, type ApiSidebarItem } from './sidebar';

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
  model: ApiModel;
}

export const sidebarFileName = '_sidebar.json';

export function generateApiReference(sources: SourceFile[], parser: CSharpParser, docIdPrefix = 'framework/api/'): GeneratedReference {
  const syntaxFiles = [...sources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map((source) => parser.parse(source.text, source.path));
  const model = buildModel(syntaxFiles);
  const warnings: ApiWarning[] = [...model.warnings];
  const pages: GeneratedPage[] = [];
  for (const namespace of model.namespaces.values()) {
    pages.push({ fileName: `${namespace.name}.mdx`, content: renderNamespacePage(namespace, model, warnings) });
  }
  for (const type of model.types.values()) {
    pages.push({ fileName: `${type.slug}.mdx`, content: renderTypePage(type, model, warnings) });
  }
  pages.sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  return { pages, sidebar: buildSidebar(model, docIdPrefix), warnings: uniqueWarnings(warnings), model };
}

/** The same comment can be rendered on two pages (a signal on its parent and on its own page): warn once. */
function uniqueWarnings(warnings: ApiWarning[]): ApiWarning[] {
  const seen = new Set<string>();
  return warnings
    .filter((w) => {
      const key = `${w.file}:${w.line}:${w.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}
