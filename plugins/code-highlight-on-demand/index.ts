import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Prism is loaded with the code blocks, not with every page.
 *
 * theme-classic registers a client module that loads Prism and its languages
 * into the main bundle; it is swapped for an empty module, and
 * src/components/CodeHighlight loads the highlighted block on demand in the
 * browser. The server bundle gets a loader that has it at once, so the static
 * HTML always holds the highlighted code.
 */
export default function codeHighlightOnDemand(context: LoadContext): Plugin {
  const here = path.join(context.siteDir, 'plugins/code-highlight-on-demand');
  const serverLoader = path.join(context.siteDir, 'src/components/CodeHighlight/loader.server.ts');
  return {
    name: 'code-highlight-on-demand',
    configureWebpack(_config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const plugins = [
        new NormalModuleReplacementPlugin(
          /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
          path.join(here, 'emptyClientModule.js'),
        ),
      ];
      if (isServer) plugins.push(new NormalModuleReplacementPlugin(/[\\/]CodeHighlight[\\/]loader$/, serverLoader));
      return { plugins };
    },
  };
}
