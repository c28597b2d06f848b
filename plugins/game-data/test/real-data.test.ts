import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '../src/index';

const siteDir = path.resolve(__dirname, '../../..');

describe('the game data of the site', () => {
  it('passes every schema and cross-reference check', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    expect(model.data.roles.length).toBeGreaterThan(0);
    expect(model.rules.size).toBeGreaterThan(0);
  });
});

describe('the persistent build cache', () => {
  it('counts the data files among its build dependencies, so a data-only edit recompiles the pages', async () => {
    const { addDataToCacheDependencies } = await import('../src/index');
    const config = { experiments: { cache: { type: 'persistent', buildDependencies: ['docusaurus.config.ts'] } } };
    addDataToCacheDependencies(config, ['data/game/roles.yaml']);
    expect(config.experiments.cache.buildDependencies).toEqual(['docusaurus.config.ts', 'data/game/roles.yaml']);
    const withoutCache = { experiments: {} };
    addDataToCacheDependencies(withoutCache, ['data/game/roles.yaml']);
    expect(withoutCache).toEqual({ experiments: {} });
  });
});
