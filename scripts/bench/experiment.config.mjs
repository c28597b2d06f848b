// Bench experiments: the real config with one field overridden, chosen by
// BENCH_EXPERIMENT (comma-separated). Never used by the site itself.
//   stats          write the client Rspack stats to BENCH_STATS_OUT
//   no-searchbar   a theme that replaces SearchBar with nothing (cost of the search bar)
//   no-prism-extra prism.additionalLanguages: [] (cost of csharp + powershell)
//   sourcemap      client source maps, to attribute a CPU profile to modules
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import real from '../../docusaurus.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const experiments = new Set((process.env.BENCH_EXPERIMENT ?? '').split(',').filter(Boolean));
const base = real.default ?? real;
const config = { ...base, themes: [...(base.themes ?? [])], plugins: [...(base.plugins ?? [])] };

if (experiments.has('no-searchbar')) {
  config.themes.push(() => ({ name: 'bench-stub-theme', getThemePath: () => path.join(here, 'stub-theme') }));
}
if (experiments.has('no-prism-extra')) {
  config.themeConfig = { ...config.themeConfig, prism: { ...config.themeConfig.prism, additionalLanguages: [] } };
}
if (experiments.has('stats')) {
  const out = process.env.BENCH_STATS_OUT ?? '/tmp/bench-stats.json';
  config.plugins.push(() => ({
    name: 'bench-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.done.tap('bench-stats', (stats) => {
                fs.writeFileSync(
                  out,
                  JSON.stringify(
                    stats.toJson({ all: false, chunks: true, chunkModules: true, chunkModulesSpace: Infinity, dependentModules: true, modules: true, modulesSpace: Infinity, nestedModules: true, nestedModulesSpace: Infinity, ids: true, assets: true }),
                  ),
                );
              });
            },
          },
        ],
      };
    },
  }));
}
if (experiments.has('sourcemap')) {
  config.plugins.push(() => ({
    name: 'bench-sourcemap',
    configureWebpack: (_config, isServer) => (isServer ? {} : { devtool: 'source-map' }),
  }));
}
export default config;
