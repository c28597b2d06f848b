import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from '@docusaurus/types';
// Docusaurus internals, the ones `docusaurus build` runs: if they move, this test fails to load.
import { loadContext } from '@docusaurus/core/lib/server/site';
import { loadPlugins } from '@docusaurus/core/lib/server/plugins/plugins';
import markdownExportPlugin from '../src/index';

/**
 * markdown-export finds the docs plugin instances among all plugins by the
 * docs plugin's name and reads their loaded content (versions, docs, sidebars).
 * Here the installed docs plugin loads two pages of a scratch site, and the
 * export, given every plugin as Docusaurus hands them to postBuild, must write both.
 */
describe("markdown-export and the installed docs plugin's content", () => {
  it('finds the docs instance by its name and exports every page it loaded', { timeout: 60_000 }, async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'markdown-export-docs-'));
    const docsPlugin = createRequire(import.meta.url).resolve('@docusaurus/plugin-content-docs');
    writeFileSync(
      path.join(siteDir, 'docusaurus.config.js'),
      `module.exports = { title: 'Site', url: 'https://example.com', baseUrl: '/', ` +
        `plugins: [[${JSON.stringify(docsPlugin)}, { path: 'docs', routeBasePath: 'docs' }]] };\n`,
    );
    const docs = {
      'energia.md': ['Energia', 'Como os dados geram energia.'],
      'vida.md': ['Vida', 'Quanto dano um personagem aguenta.'],
    };
    mkdirSync(path.join(siteDir, 'docs'));
    for (const [file, [title, description]] of Object.entries(docs)) {
      writeFileSync(path.join(siteDir, 'docs', file), `---\ntitle: ${title}\ndescription: ${description}\n---\n\nTexto de ${title}.\n`);
    }
    const context = await loadContext({ siteDir });
    const { plugins } = await loadPlugins(context);

    // The built pages, as the theme writes the article.
    const outDir = path.join(siteDir, 'build');
    for (const [file, [title]] of Object.entries(docs)) {
      const htmlFile = path.join(outDir, 'docs', file.replace(/\.md$/, ''), 'index.html');
      mkdirSync(path.dirname(htmlFile), { recursive: true });
      writeFileSync(
        htmlFile,
        `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>` +
          `<p>Texto de ${title}.</p></div></article></body></html>`,
      );
    }
    const exporter = markdownExportPlugin(context, { summary: 'Resumo.', sections: [{ title: 'Docs', pathPrefix: '/docs/' }], otherSectionTitle: 'Outras' });
    await exporter.postBuild?.({
      ...context,
      siteConfig: context.siteConfig,
      outDir,
      plugins,
      routesPaths: [],
      routes: [],
      content: undefined,
    } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);

    expect(existsSync(path.join(outDir, 'docs', 'energia.md'))).toBe(true);
    expect(existsSync(path.join(outDir, 'docs', 'vida.md'))).toBe(true);
    const llms = readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('[Energia](https://example.com/docs/energia.md): Como os dados geram energia.');
    expect(llms).toContain('[Vida](https://example.com/docs/vida.md): Quanto dano um personagem aguenta.');
  });
});
