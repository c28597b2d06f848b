import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { CurrentBundler } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { CheckedModuleSwaps, type ModuleSwap } from '../src/moduleSwap';
import { browserLoader, prismClientModule } from '../src/index';

/** Bundles `files` (entry: entry.js) with the bundler Docusaurus uses here; returns errors and output. */
async function bundle(
  files: Record<string, string>,
  swaps: (dir: string) => ModuleSwap[],
  dir = mkdtempSync(path.join(os.tmpdir(), 'module-swap-')),
  persistentCache = false,
): Promise<{ errors: string[]; output: string }> {
  // Written once: a rewritten file would make a warm build resolve it again.
  for (const [name, content] of Object.entries(files)) if (!existsSync(path.join(dir, name))) writeFileSync(path.join(dir, name), content);
  const bundler = rspack as unknown as CurrentBundler['instance'];
  const compiler = rspack({
    context: dir,
    // Production, as `docusaurus build`: only there does Rspack restore modules from the cache unresolved.
    mode: persistentCache ? 'production' : 'development',
    devtool: false,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: 'bundle.js' },
    plugins: [new CheckedModuleSwaps(bundler, swaps(dir)) as never],
    // As Docusaurus sets it with future.faster: a warm build restores modules without resolving them.
    ...(persistentCache
      ? { cache: true, experiments: { cache: { type: 'persistent', storage: { type: 'filesystem', directory: path.join(dir, 'cache') } } } }
      : {}),
  });
  const stats = await new Promise<NonNullable<Parameters<Parameters<typeof compiler.run>[0]>[1]>>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const errors = stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
  return { errors, output: errors.length ? '' : readFileSync(path.join(dir, 'out', 'bundle.js'), 'utf8') };
}

const files = {
  'entry.js': "import value from './original'; console.log(value);",
  'original.js': "export default 'ORIGINAL';",
  'stand-in.js': "export default 'STAND-IN';",
};

describe('checked module swaps', () => {
  it('put the replacement in place of the module the pattern matches', async () => {
    const { errors, output } = await bundle(files, (dir) => [{ name: 'test swap', request: /[\\/]original$/, replacement: path.join(dir, 'stand-in.js') }]);
    expect(errors).toEqual([]);
    expect(output).toContain('STAND-IN');
    expect(output).not.toContain('ORIGINAL');
  });

  it('stay in effect, without a false failure, when a warm build restores the modules from the persistent cache', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'module-swap-'));
    const swap = (folder: string): ModuleSwap[] => [{ name: 'test swap', request: /[\\/]original$/, replacement: path.join(folder, 'stand-in.js') }];
    const cold = await bundle(files, swap, dir, true);
    const warm = await bundle(files, swap, dir, true);
    expect(cold.errors).toEqual([]);
    expect(warm.errors).toEqual([]);
    expect(warm.output).toContain('STAND-IN');
    expect(warm.output).not.toContain('ORIGINAL');
  });

  it('fail the compilation, naming the swap, when the pattern matches nothing', async () => {
    const { errors } = await bundle(files, (dir) => [
      { name: 'swap that still matches', request: /[\\/]original$/, replacement: path.join(dir, 'stand-in.js') },
      { name: 'swap of a moved module', request: /[\\/]moved-away$/, replacement: path.join(dir, 'stand-in.js') },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('swap of a moved module');
    expect(errors[0]).toContain('moved-away');
  });
});

describe('the requests code-highlight-on-demand swaps', () => {
  it("match theme-classic's Prism client module as the installed theme-classic lists it", async () => {
    // The path Docusaurus resolves from theme-classic's getClientModules().
    const themeClassic = await import('@docusaurus/theme-classic');
    const plugin = themeClassic.default(
      {
        siteDir: process.cwd(),
        siteConfig: { themeConfig: { prism: { additionalLanguages: [] } } },
        i18n: { currentLocale: 'pt', localeConfigs: { pt: { direction: 'ltr' } } },
      } as never,
      { customCss: [] } as never,
    );
    const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
    const clientModules = (plugin.getClientModules?.() ?? []).map((module) => path.resolve(themeClassicDir, module));
    expect(clientModules.filter((module) => prismClientModule.test(module))).toHaveLength(1);
  });

  it("match the loader import of the plugin's CodeBlock exactly", () => {
    const codeBlock = readFileSync(path.join(__dirname, '../theme/CodeBlock/index.tsx'), 'utf8');
    const imports = [...codeBlock.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports.filter((request) => browserLoader.test(request))).toEqual(['../../client/loader']);
  });
});
