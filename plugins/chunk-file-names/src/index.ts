import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Names the bundle's lazy chunks by their id instead of their name
 * (`assets/js/1234.<hash>.js`, not `assets/js/0058b4c6.<hash>.js`). The
 * runtime script every page runs maps each chunk id to its file name; with a
 * name in the file name it also carries a table of every chunk's name, about
 * 1.8 KB gzip on every page, growing with the site. Docusaurus' own lookup of a
 * chunk by name (`__webpack_require__.gca`, used to prefetch routes) keeps its
 * own table and works either way. Entry scripts (`main`, the runtime, web
 * workers) keep their names (`output.filename`).
 */
export default function chunkFileNames(_context: LoadContext): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } };
    },
  };
}
