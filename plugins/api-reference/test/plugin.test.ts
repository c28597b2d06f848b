import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, describe, expect, it, vi } from 'vitest';
import logger from '@docusaurus/logger';
import apiReferencePlugin from '../src/index';
import { fixturesDir, siteDir, testDir } from './helpers';

// The plugin resolves paths against the site and refuses an outDir outside it, so the
// scratch folders live in the test folder (ignored by the docs plugin: it only reads docs/).
const scratch = mkdtempSync(path.join(testDir, '.scratch-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('apiReferencePlugin', () => {
  it('generates in the constructor, watches .cs files and regenerates on a later loadContent', async () => {
    const sourceDir = path.join(scratch, 'source');
    cpSync(path.join(fixturesDir, 'sample'), sourceDir, { recursive: true });
    cpSync(path.join(fixturesDir, 'broken'), path.join(sourceDir, 'broken'), { recursive: true });
    const outDir = path.join(scratch, 'docs', 'framework', 'api');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    const plugin = await apiReferencePlugin({ siteDir } as LoadContext, {
      sourceDir: path.relative(siteDir, sourceDir),
      outDir: path.relative(siteDir, outDir),
    });

    // Pages exist as soon as the constructor resolves, before any loadContent.
    expect(readdirSync(outDir)).toContain('Sample.Shapes.Shape.mdx');
    expect(JSON.parse(readFileSync(path.join(outDir, '_sidebar.json'), 'utf8'))[0]).toMatchObject({ type: 'doc', id: 'framework/api/Broken' });
    expect(warn.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringMatching(/broken\/Broken\.cs:3: comentário XML malformado/));
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
    await expect(apiReferencePlugin({ siteDir } as LoadContext, { sourceDir: 'framework-source', outDir: '../elsewhere' })).rejects.toThrow(/outDir/);
  });
});
