import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';

const siteDir = path.resolve(__dirname, '../../..');

describe('the game data of the site', () => {
  it('passes every schema and cross-reference check', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    expect(model.data.roles.length).toBeGreaterThan(0);
    expect(model.rules.size).toBeGreaterThan(0);
  });
});
