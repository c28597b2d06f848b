// What the page shows of the enemies' declaration before the squad declares:
// each enemy's intent on its own cell (never on a hero's cell, though heroes
// and enemies share indexes), and an enemy that declared nothing said to pass
// rather than left out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { playData } from '../src/payload';
import { defaultChoice } from '../client/playData';
import { heroChoices } from '@dice-rolling/rules';
import { declare, intentOf, passing, startGame } from '../client/game';
import { areaChoiceText, passText } from '../client/log';

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

describe('an enemy that declared nothing', () => {
  // Two Uru-Taruks in one row, at the back and in the middle: their strikes are used from the front; the one in the middle
  // steps toward it (Mover), and the one at the back has no paid action with a target and no free cell to step into.
  const game = startGame(data, {
    ...defaultChoice(data),
    enemies: [
      { creature: 'uru-taruk', tier: 't2', cell: 0 },
      { creature: 'uru-taruk', tier: 't2', cell: 1 },
    ],
    seed: 1,
  });

  it('is said to pass, with why, instead of being left out of the intents', () => {
    expect(game.intents.map((intent) => intent.fighter)).toEqual([{ side: 1, index: 1 }]);
    const [enemy] = passing(game);
    expect(enemy).toEqual({ side: 1, index: 0 });
    expect(passText(game.state, enemy ?? { side: 1, index: 0 })).toBe('Uru-Taruk (T2) 1 passa: nenhuma ação que os dados pagam tem alvo ao alcance');
  });

  it('is none when every enemy declared', () => {
    expect(passing(startGame(data, defaultChoice(data)))).toEqual([]);
  });
});

describe('an action that hits every target in reach', () => {
  // Seed 2: the Warden's dice pay Impacto Sísmico, which hits the whole marked column (the middle, with the front empty).
  const game = startGame(data, { ...defaultChoice(data), seed: 2 });
  const warden = game.state.sides[0][0];
  const slot = warden?.spec.actions.findIndex((action) => action.id === 'impacto-sismico') ?? -1;
  const choice = heroChoices(game.state, 0).find((one) => one.slot === slot);

  it('is one choice naming everyone it hits, not one per target as if it hit one', () => {
    expect(choice?.refusal).toBeUndefined();
    expect(choice?.targets.length).toBe(2);
    const action = warden?.spec.actions[slot];
    if (!choice || !action) throw new Error('no Impacto Sísmico');
    expect(areaChoiceText(game.state, action, choice.targets)).toBe('Impacto Sísmico em Sombras do Sal (T1) e Nômade Areiuno (T1) 1');
  });

  it('is declared without choosing a target, on everyone it hits', () => {
    const declared = declare(game, 0, slot);
    expect(declared.game?.state.sides[0][0]?.declared?.targets).toEqual(choice?.targets);
  });
});
