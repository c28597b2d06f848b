import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import { toVersionMetadataProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { describe, expect, it } from 'vitest';
import { registryWithoutModuleNames, versionPropsWithoutDocIndex } from '../loader/trim.mjs';
import { trimmedFiles } from '../src/index';

// The route files the installed Docusaurus writes for a docs version with one page,
// through the same internals the build uses (its code generator and the docs plugin's props).
async function generatedSite(): Promise<{ dir: string; registry: string; versionPropsFile: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lean-route-data-'));
  const doc = {
    id: 'regras/atributos',
    title: 'Atributos',
    description: 'Os quatro atributos de um personagem.',
    permalink: '/docs/regras/atributos',
    frontMatter: {},
    unlisted: false,
    sidebar: 'regras',
  };
  const version = {
    versionName: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docs: [doc],
    sidebars: { regras: [{ type: 'doc', id: doc.id }] },
  };
  await generateRouteFiles({
    generatedFilesDir: dir,
    baseUrl: '/',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        props: { version: toVersionMetadataProp('default', version as never) },
        plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
        routes: [{ path: doc.permalink, component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/regras/atributos.md' } }],
      },
    ] as never,
  });
  const propsDir = path.join(dir, 'docusaurus-plugin-content-docs', 'default', 'p');
  return { dir, registry: readFileSync(path.join(dir, 'registry.js'), 'utf8'), versionPropsFile: path.join(propsDir, readdirSync(propsDir)[0]!) };
}

describe('the route registry in the browser bundle', () => {
  it('keeps each chunk loader and module id, and drops the module path that only server rendering reads', async () => {
    const { registry } = await generatedSite();
    expect(registry).toContain('"@site/docs/regras/atributos.md", require.resolveWeak(');
    const trimmed = registryWithoutModuleNames(registry);
    expect(trimmed).toContain('import(/* webpackChunkName:');
    expect(trimmed).toContain('require.resolveWeak("@site/docs/regras/atributos.md")');
    expect(trimmed).not.toMatch(/\), "[^"]+", require\.resolveWeak/);
    expect(trimmed.match(/\), "", require\.resolveWeak/g)).toHaveLength(registry.match(/^\s*"[^"]+": \[/gm)!.length);
  });

  it('stops the build on an entry of another shape', async () => {
    const { registry } = await generatedSite();
    const changed = registry.replace(/, require\.resolveWeak\(/, ', "outro", require.resolveWeak(');
    expect(() => registryWithoutModuleNames(changed)).toThrow(/registry\.js do Docusaurus mudou de formato/);
    expect(() => registryWithoutModuleNames('export default {};')).toThrow(/mudou de formato/);
  });
});

describe("a docs version's route props", () => {
  it('are where the plugin looks for them, and keep the sidebars without the index of pages', async () => {
    const { dir, versionPropsFile } = await generatedSite();
    expect(trimmedFiles(dir).versionProps.test(versionPropsFile)).toBe(true);
    expect(trimmedFiles(dir).registry.test(path.join(dir, 'registry.js'))).toBe(true);
    const source = readFileSync(versionPropsFile, 'utf8');
    expect(source).toContain('Os quatro atributos de um personagem.');
    const trimmed = JSON.parse(versionPropsWithoutDocIndex(source));
    expect(trimmed.version.docs).toEqual({});
    expect(trimmed.version.docsSidebars).toEqual({
      regras: [{ type: 'link', href: '/docs/regras/atributos', label: 'Atributos', docId: 'regras/atributos', unlisted: false }],
    });
    expect(JSON.stringify(trimmed)).not.toContain('Os quatro atributos');
  });

  it('stop the build when the props have another shape', () => {
    expect(() => versionPropsWithoutDocIndex(JSON.stringify({ version: { docsSidebars: {} } }))).toThrow(/mudaram de formato/);
    expect(() => versionPropsWithoutDocIndex(JSON.stringify({ tags: [] }))).toThrow(/mudaram de formato/);
  });
});
