import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { CheckedModuleSwaps, type ModuleSwap } from './moduleSwap';

const clientDir = path.join(__dirname, '..', 'client');

/**
 * theme-classic's client module that loads Prism and its languages into the
 * main bundle (theme-classic/lib/prism-include-languages.js, listed by its
 * getClientModules). An internal of theme-classic: the swap is checked.
 */
export const prismClientModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** The browser's loader of the highlighted block, exactly as theme/CodeBlock/index.tsx imports it. */
export const browserLoader = /^\.\.\/\.\.\/client\/loader$/;

/** The swaps of each bundle: both are checked, so a build fails if either matches nothing. */
export function moduleSwaps(isServer: boolean): ModuleSwap[] {
  const swaps: ModuleSwap[] = [
    { name: 'code-highlight-on-demand: Prism fora do pacote principal', request: prismClientModule, replacement: path.join(clientDir, 'emptyClientModule.js') },
  ];
  if (isServer) {
    swaps.push({
      name: 'code-highlight-on-demand: realce já no HTML do servidor',
      request: browserLoader,
      replacement: path.join(clientDir, 'loader.server.ts'),
    });
  }
  return swaps;
}

/**
 * Prism is loaded with the code blocks, not with every page.
 *
 * theme-classic registers a client module that loads Prism and its languages
 * into the main bundle; it is swapped for an empty module, and this plugin's
 * CodeBlock (theme/CodeBlock) loads the highlighted block on demand in the
 * browser. The server bundle gets a loader that has it at once, so the static
 * HTML always holds the highlighted code.
 */
export default function codeHighlightOnDemand(): Plugin {
  return {
    name: 'code-highlight-on-demand',
    getThemePath: () => path.join(__dirname, '..', 'theme'),
    configureWebpack(_config, isServer, utils) {
      return { plugins: [new CheckedModuleSwaps(utils.currentBundler.instance, moduleSwaps(isServer))] };
    },
  };
}
