import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { WASM_FILE, dataFileName } from '../client/protocol';
import { pageByFragment, readPages, type SearchData } from '../src/data';
import { extractPage } from '../src/extract';
import { writeSearchIndex } from '../src/index';

// The search reads four things Pagefind does not document as its interface
// (CONTRIBUTING.md, upgrade table): the fragment file's header, the language
// hash in pagefind-entry.json, the names of the files it writes, and the name
// of the wasm engine. These tests index a two-page build with the installed
// Pagefind and fail on a change to any of them.

const builtPage = (title: string, body: string) => `<!doctype html><html lang="pt-BR"><head><title>${title} | Dice Rolling Game</title></head><body>
<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const pages = {
  'docs/energia/index.html': builtPage('Energia', '<p>Os dados rolam e geram energia para as ações.</p>'),
  'docs/vida.html': builtPage('Vida', '<p>Quanto dano um personagem aguenta antes de cair.</p>'),
};

function tinyBuild(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'pagefind-formats-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
  }
  return outDir;
}

/** File names under a folder, `/`-separated, with Pagefind's content hashes replaced by `#`. */
function namesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((name) => name.replace(/pt_[0-9a-f]+/, 'pt_#'))
    .sort();
}

describe("Pagefind's private formats, as the search reads them", () => {
  it('writes the files the worker fetches, with fragments the index builder can read, and our data named after the entry hash', { timeout: 60_000 }, async () => {
    const outDir = tinyBuild();
    const result = await writeSearchIndex(outDir, { baseUrl: '/', docsRouteBasePath: 'docs', apiRouteBasePath: 'docs/framework/api', indexFolder: 'pagefind' });
    const indexDir = path.join(outDir, 'pagefind');

    // Shipped file names: the engine, its entry, the wasm the page preloads, the index and the fragments; none of Pagefind's interfaces.
    expect(namesIn(indexDir)).toEqual(['fragment/pt_#.pf_fragment', 'fragment/pt_#.pf_fragment', 'index/pt_#.pf_index', 'pagefind-entry.json', 'pagefind.js', 'pagefind.pt_#.pf_meta', 'search-data.pt_#.json', WASM_FILE].sort());
    expect(result.files).toBe(readdirSync(indexDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length);

    // The entry file's language hash names our data file, as the worker derives it.
    const entry = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
    const languages = Object.values(entry.languages);
    expect(languages).toHaveLength(1);
    expect(readdirSync(indexDir)).toContain(`pagefind.${languages[0]!.hash}.pf_meta`);
    const data = JSON.parse(readFileSync(path.join(indexDir, dataFileName(languages[0]!.hash)), 'utf8')) as SearchData;

    // Each fragment was read (header, gzip, JSON with the page's URL): every page has its Pagefind id, each a fragment file.
    const fragmentIds = readdirSync(path.join(indexDir, 'fragment')).map((name) => name.replace(/\.pf_fragment$/, ''));
    expect(readPages(data).map((page) => page.url).sort()).toEqual(['/docs/energia/', '/docs/vida']);
    expect([...pageByFragment(data).keys()].sort()).toEqual(fragmentIds.sort());
  });

  it('makes nothing else the search would need: the files left out are its own interfaces', { timeout: 60_000 }, async () => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'pt' });
    try {
      for (const [file, html] of Object.entries(pages)) {
        const page = extractPage(html, `/${file}`, '/docs/framework/api/');
        await index!.addHTMLFile({ url: page!.url, content: page!.indexHtml });
      }
      const { files } = await index!.getFiles();
      const made = files.map((file) => file.path.split(path.sep).join('/').replace(/pt_[0-9a-f]+/, 'pt_#'));
      const shipped = new Set(['pagefind.js', 'pagefind-entry.json', WASM_FILE, 'pagefind.pt_#.pf_meta', 'index/pt_#.pf_index', 'fragment/pt_#.pf_fragment']);
      expect([...new Set(made.filter((name) => !shipped.has(name)))].sort()).toEqual(
        [
          // Pagefind's own search interfaces and highlighter: the site has its own.
          'pagefind-component-ui.css',
          'pagefind-component-ui.js',
          'pagefind-highlight.js',
          'pagefind-modular-ui.css',
          'pagefind-modular-ui.js',
          'pagefind-ui.css',
          'pagefind-ui.js',
          // Pagefind's own worker: the site runs pagefind.js inside its own worker.
          'pagefind-worker.js',
          // The engine for pages without a language; every page here is pt.
          'wasm.unknown.pagefind',
        ].sort(),
      );
    } finally {
      await pagefind.close();
    }
  });
});
