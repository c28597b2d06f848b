// What the page shows of the enemies' declaration before the squad declares:
// each enemy's intent on its own cell (never on a hero's cell, though heroes
// and enemies share indexes), and an enemy that declared nothing said to pass
// rather than left out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { playData } from '../src/payload';
import { defaultChoice } from '../client/playData';
import { intentOf, startGame } from '../client/game';

const siteDir = path.resolve(__dirname, '../../..');
const data = playData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));

describe('the intents on the grid', () => {
  it('put each enemy’s intent on its cell and none on a hero’s', () => {
    const game = startGame(data, defaultChoice(data));
    expect(game.intents.length).toBeGreaterThan(0);
    for (const hero of game.state.sides[0]) expect(intentOf(game, hero.ref), hero.spec.name).toBeUndefined();
    for (const intent of game.intents) expect(intentOf(game, intent.fighter)).toBe(intent);
  });
});
