/**
 * Every page asks for the scripts of its own route as soon as its first
 * frame is painted (chunks.ts, chunkLoaderScript), instead of after main.js
 * has run: they arrive with main.js rather than a round trip after it, and
 * the bundler's runtime, finding them in the document, inserts none of its
 * own. Docusaurus lists only its entry's scripts because its server render
 * reports module paths while the client manifest is keyed by chunk name.
 * Plain deferred tags were tried first: fetched before the first paint, they
 * took bandwidth from the stylesheet (first paint 1.7 -> 2.5 s under Slow 4G
 * emulation, Lighthouse LCP 2.1 -> 2.5 s).
 *
 * Reads two internals of Docusaurus (the client manifest and the route chunk
 * table, both in the generated folder), each checked by a schema: a change of
 * shape stops the build with a message. tests/site/page-health.test.ts fails
 * if the bundler has to add a page's chunk itself.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { htmlFileCandidates, routeRelativeToBase } from '../../markdown-export/src/paths';
import { chunkFilesByPage, clientManifestSchema, routesChunkNamesSchema, withChunkScripts } from './chunks';

function readInternal<T>(file: string, parse: (value: unknown) => T): T {
  if (!existsSync(file)) throw new Error(`[route-chunk-scripts] ${path.basename(file)} não existe: o Docusaurus mudou onde guarda este arquivo.`);
  try {
    return parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`[route-chunk-scripts] ${path.basename(file)} mudou de formato: ${String(error)}`);
  }
}

export default function routeChunkScripts(): Plugin {
  return {
    name: 'route-chunk-scripts',
    postBuild({ routes, outDir, baseUrl, generatedFilesDir }) {
      const manifest = readInternal(path.join(generatedFilesDir, 'client-manifest.json'), (value) => clientManifestSchema.parse(value));
      const routesChunkNames = readInternal(path.join(generatedFilesDir, 'routesChunkNames.json'), (value) => routesChunkNamesSchema.parse(value));
      let pages = 0;
      let scripts = 0;
      for (const [routePath, files] of chunkFilesByPage(routes, routesChunkNames, manifest)) {
        if (!routePath.startsWith(baseUrl) || routePath.includes('*') || routePath.includes(':')) continue;
        const htmlFile = htmlFileCandidates(routeRelativeToBase(routePath, baseUrl))
          .map((candidate) => path.join(outDir, candidate))
          .find((candidate) => existsSync(candidate));
        if (!htmlFile) continue;
        const html = withChunkScripts(readFileSync(htmlFile, 'utf8'), files, baseUrl);
        if (html === null) throw new Error(`[route-chunk-scripts] ${path.relative(outDir, htmlFile)} não tem os scripts do Docusaurus: o modelo da página mudou.`);
        writeFileSync(htmlFile, html);
        pages += 1;
        scripts += files.length;
      }
      // Every page of this site has chunks of its own: none found means the internals no longer match.
      if (pages === 0 || scripts === 0) throw new Error('[route-chunk-scripts] nenhuma página recebeu seus scripts: as rotas ou o manifesto do Docusaurus mudaram de forma.');
    },
  };
}
