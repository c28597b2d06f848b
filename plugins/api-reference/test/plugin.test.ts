import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, describe, expect, it, vi } from 'vitest';
import logger from '@docusaurus/logger';
import apiReferencePlugin, { apiDocsOptions } from '../src/index';
import { fixturesDir, siteDir, testDir } from './helpers';

// The plugin resolves paths against the site and refuses an outDir outside it, so the
// scratch folders live in the test folder (ignored by the docs plugin: it only reads docs/).
const scratch = mkdtempSync(path.join(testDir, '.scratch-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('apiReferencePlugin', () => {
  it('generates in the constructor, watches .cs files and regenerates on a later loadContent', { timeout: 30_000 }, async () => {
    const sourceDir = path.join(scratch, 'source');
    cpSync(path.join(fixturesDir, 'sample'), sourceDir, { recursive: true });
    cpSync(path.join(fixturesDir, 'broken'), path.join(sourceDir, 'broken'), { recursive: true });
    // A folder named docs on the way must not change the doc ids (they once were guessed from the path).
    const outDir = path.join(scratch, 'docs', 'framework', 'api');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    const plugin = await apiReferencePlugin({ siteDir } as LoadContext, {
      sourceDir: path.relative(siteDir, sourceDir),
      outDir: path.relative(siteDir, outDir),
      routeBasePath: 'docs/framework/api',
      sidebarId: 'apiSidebar',
      sourceBaseUrl: 'https://example.com/repo/blob/main',
      godotVersion: '4.4',
    });

    // Pages exist as soon as the constructor resolves, before any loadContent.
    expect(readdirSync(outDir)).toContain('Sample.Shapes.Shape.mdx');
    const sidebars = JSON.parse(readFileSync(path.join(outDir, '_sidebars.json'), 'utf8')) as Record<string, unknown[]>;
    expect(sidebars.apiSidebar?.[0]).toEqual({ type: 'doc', id: 'Broken', label: 'Broken' });
    const warnings = warn.mock.calls.map((c) => String(c[0]));
    expect(warnings).toContainEqual(expect.stringMatching(/broken\/Broken\.cs:3: comentário XML malformado/));
    // Undocumented items: one summary line, the list in a file next to the pages.
    expect(warnings.filter((w) => w.includes('sem documentação'))).toEqual([
      expect.stringMatching(/^\[api-reference\] \d+ tipos e membros públicos sem documentação; lista em .*_sem-documentacao\.txt$/),
    ]);
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(sourceDir, '**', '*.cs')]);

    // First loadContent follows the constructor: nothing to redo.
    writeFileSync(path.join(sourceDir, 'Extra.cs'), 'namespace Sample.Extra;\n/// <summary>Novo.</summary>\npublic class Added { }\n');
    await plugin.loadContent?.();
    expect(existsSync(path.join(outDir, 'Sample.Extra.Added.mdx'))).toBe(false);
    // A later loadContent is a `.cs` change during `start`: regenerate.
    await plugin.loadContent?.();
    expect(existsSync(path.join(outDir, 'Sample.Extra.Added.mdx'))).toBe(true);
    expect(info).toHaveBeenCalled();
    warn.mockRestore();
    info.mockRestore();
  });

  it('refuses an outDir outside the site', async () => {
    await expect(
      apiReferencePlugin({ siteDir } as LoadContext, {
        sourceDir: 'framework-source',
        outDir: '../elsewhere',
        routeBasePath: 'api',
        sidebarId: 'api',
        godotVersion: '4.4',
      }),
    ).rejects.toThrow(/outDir/);
  });

  it('requires the route, the output folder and the sidebar id in its options', async () => {
    await expect(apiReferencePlugin({ siteDir } as LoadContext, { sourceDir: 'framework-source' })).rejects.toThrow(/outDir/);
    await expect(apiReferencePlugin({ siteDir } as LoadContext, { sourceDir: 'framework-source', outDir: 'x', sidebarId: 'a' })).rejects.toThrow(
      /routeBasePath/,
    );
  });

  it('explains bad options in Portuguese, naming each option at fault', async () => {
    const error = await apiReferencePlugin({ siteDir } as LoadContext, {
      sourceDir: 'framework-source',
      routeBasePath: 7,
      sidebarId: 'api',
      sourceBaseUrl: 'ftp://example.com/repo',
      godotVersion: 'stable',
      sourcedir: 'typo',
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('[api-reference] opções inválidas no docusaurus.config.ts:');
    expect(lines.slice(1).sort()).toEqual([
      '- (opções): opção desconhecida: "sourcedir"',
      '- godotVersion: precisa ser a versão do Godot que o framework usa, como 4.4 (a referência de classes do Godot tem uma por versão)',
      '- outDir: Entrada inválida: esperava um texto, recebeu um valor "undefined"',
      '- routeBasePath: Entrada inválida: esperava um texto, recebeu um número',
      '- sourceBaseUrl: precisa ser um endereço http:// ou https://',
    ]);
  });

  it('gives the docs instance the same folder, route and a sidebars file inside the folder', () => {
    expect(apiDocsOptions({ outDir: 'generated/api', routeBasePath: 'docs/framework/api' })).toEqual({
      path: 'generated/api',
      routeBasePath: 'docs/framework/api',
      sidebarPath: 'generated/api/_sidebars.json',
    });
  });
});
