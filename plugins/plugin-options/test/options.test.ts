import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { parsePluginOptions, PluginOptionsError, strictOptions } from '../src/index';

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
