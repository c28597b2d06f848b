/**
 * Route data the browser never reads, left out of its bundle.
 *
 * Docusaurus generates two files every doc page's first visit downloads that
 * carry more than the browser uses: the route registry in main.js (each
 * chunk's module path, read only by server rendering) and each docs version's
 * route props (every page's title and description, read only by DocCard,
 * which the site does not show). A loader (loader/trim.mjs) rewrites both;
 * their formats are Docusaurus internals, so the loader throws on any other
 * shape and the check below fails the build if either file is no longer
 * where this plugin looks. The config can leave the plugin out
 * (DOCS_INTERNALS_OFF=lean-route-data) to get Docusaurus' stock bundle.
 */
import path from 'node:path';
import type { CurrentBundler, LoadContext, Plugin } from '@docusaurus/types';

type Bundler = CurrentBundler['instance'];
type Compiler = InstanceType<Bundler['Compiler']>;

const loader = path.join(__dirname, '..', 'loader', 'trim.mjs');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files the loader rewrites, under the site's generated folder (.docusaurus). */
export function trimmedFiles(generatedFilesDir: string): { registry: RegExp; versionProps: RegExp } {
  const dir = escape(path.resolve(generatedFilesDir));
  const sep = '[\\\\/]';
  return {
    registry: new RegExp(`^${dir}${sep}registry\\.js$`),
    versionProps: new RegExp(`^${dir}${sep}docusaurus-plugin-content-docs${sep}[^\\\\/]+${sep}p${sep}[^\\\\/]+\\.json$`),
  };
}

/** Fails a compilation in which a file the loader should have rewritten is not there. */
class ExpectTrimmedFiles {
  constructor(
    private readonly bundler: Bundler,
    private readonly expected: { name: string; file: RegExp }[],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('ExpectTrimmedFiles', (compilation) => {
      // The dev server's HTML child compilation bundles only its template.
      if (compilation.compiler !== compiler) return;
      const resources = [...(compilation.modules as Iterable<{ readonly resource?: string }>)].map((module) => module.resource?.split('?')[0] ?? '');
      for (const { name, file } of this.expected) {
        if (resources.some((resource) => file.test(resource))) continue;
        compilation.errors.push(
          new this.bundler.WebpackError(
            `[lean-route-data] nenhum módulo é ${name} (${String(file)}): o Docusaurus mudou o arquivo de lugar ou de nome ` +
              '(veja "Atualizar o Docusaurus" no CONTRIBUTING.md, ou desligue com DOCS_INTERNALS_OFF=lean-route-data).',
          ),
        );
      }
    });
  }
}

export default function leanRouteData(context: LoadContext): Plugin {
  const files = trimmedFiles(context.generatedFilesDir);
  return {
    name: 'lean-route-data',
    configureWebpack(_config, isServer, utils) {
      // Server rendering reads the registry's module paths to list a page's scripts: only the browser's copy loses them.
      const rules = [
        ...(isServer ? [] : [{ test: files.registry, enforce: 'pre' as const, use: [{ loader, options: { kind: 'registry' } }] }]),
        // Both bundles: the server renders the same props the browser hydrates with.
        { test: files.versionProps, enforce: 'pre' as const, use: [{ loader, options: { kind: 'versionProps' } }] },
      ];
      const expected = [
        ...(isServer ? [] : [{ name: 'o registro das rotas', file: files.registry }]),
        { name: 'as propriedades de uma versão de docs', file: files.versionProps },
      ];
      return { module: { rules }, plugins: [new ExpectTrimmedFiles(utils.currentBundler.instance, expected)] };
    },
  };
}
