import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import gameDataPlugin, { gameDataRemarkPlugin, gameDataWithOptions } from '../src/index';

const context = { siteDir: '/site' } as LoadContext;
const good = { siteDir: '/site', dataDir: 'data/game', docsDir: 'docs' };

describe('game-data plugin options', () => {
  it('stops the build with a Portuguese message naming the bad option', () => {
    expect(() => gameDataPlugin(context, { ...good, dataDir: 42 })).toThrow(
      /^\[game-data\] opções inválidas no docusaurus\.config\.ts:\n- dataDir: precisa ser um texto/,
    );
    expect(() => gameDataPlugin(context, { siteDir: '/site', dataDir: 'data/game' })).toThrow('- docsDir: precisa ser um texto');
    expect(() => gameDataPlugin(context, { ...good, staticDir: '' })).toThrow('- staticDir: não pode ser vazia');
    expect(() => gameDataPlugin(context, { ...good, pastaDeDados: 'x' })).toThrow('opção desconhecida: "pastaDeDados"');
  });

  it('accepts the options of the config, and the id Docusaurus adds', () => {
    expect(gameDataPlugin(context, { ...good, id: 'default', staticDir: 'static' }).name).toBe('game-data');
  });

  it('keeps its options (absolute paths of the build machine) out of what Docusaurus serialises into the bundle', () => {
    // Docusaurus writes the plugin entries of the config, and the remark
    // plugin entries of the docs preset, into main.js as JSON.
    const serialised = JSON.stringify([gameDataWithOptions(good), gameDataRemarkPlugin(good)]);
    expect(serialised).not.toContain('/site');
    expect(gameDataWithOptions(good)(context).name).toBe('game-data');
  });
});
