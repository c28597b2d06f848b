import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { boundOptions, parsePluginOptions, PluginOptionsError, strictOptions, withOptions } from '../src/index';

const schema = strictOptions({ folder: z.string().min(1, { message: 'não pode ser vazia' }), count: z.number().optional() });

describe('plugin options', () => {
  it('returns the options when they are right', () => {
    expect(parsePluginOptions('exemplo', schema, { folder: 'dados' })).toEqual({ folder: 'dados' });
  });

  it('lists every option at fault in one Portuguese message naming the plugin', () => {
    const parse = () => parsePluginOptions('exemplo', schema, { folder: '', count: 'três', foldr: 'x' });
    expect(parse).toThrow(PluginOptionsError);
    expect(parse).toThrow(/^\[exemplo\] opções inválidas no docusaurus\.config\.ts:/);
    expect(parse).toThrow(/- folder: não pode ser vazia/);
    expect(parse).toThrow(/- count: .*número/);
    expect(parse).toThrow(/opção desconhecida: "foldr"/);
  });

  it('says so when the options are missing altogether', () => {
    expect(() => parsePluginOptions('exemplo', schema, undefined)).toThrow(/- \(opções\): /);
  });
});

describe('plugins with their options bound', () => {
  const plugin = (_context: LoadContext, options: { siteDir: string }) => ({ name: `exemplo em ${options.siteDir}` });
  const bound = withOptions('exemplo', plugin, { siteDir: '/pasta/do/site' });

  it('make the plugin with the options, and leave nothing for Docusaurus to copy into the bundle', () => {
    expect(bound({} as LoadContext).name).toBe('exemplo em /pasta/do/site');
    // Docusaurus serialises the config's plugin entries as JSON.
    expect(JSON.stringify([bound])).not.toContain('/pasta/do/site');
  });

  it('are found by name among the other entries of a plugin list', () => {
    const other = withOptions('outro', plugin, { siteDir: '/outra' });
    expect(boundOptions(['@docusaurus/plugin-x', other, bound, false], 'exemplo')).toEqual({ siteDir: '/pasta/do/site' });
    expect(boundOptions([other], 'exemplo')).toBeUndefined();
  });
});
