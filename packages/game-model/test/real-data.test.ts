import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel, parseFile, simulatorToolData } from '@dice-rolling/game-model';
import { buildSetup, startingSquad } from '@dice-rolling/rules';

const siteDir = path.resolve(__dirname, '../../..');

describe('the game data of the site', () => {
  it('passes every schema and cross-reference check', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    expect(model.data.roles.length).toBeGreaterThan(0);
    expect(model.rules.size).toBeGreaterThan(0);
  });
});

describe('Mover in the battles built from the data', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const data = simulatorToolData(model);
  const setup = buildSetup(data, { squad: startingSquad(data), enemies: data.floors[0]?.enemies ?? [], policy: 'damage' });

  it('is the last action of every squad member and every enemy, with the rules common-actions.yaml writes', () => {
    for (const fighter of [...setup.squad, ...setup.enemies])
      expect(fighter.actions.at(-1), fighter.id).toMatchObject({
        id: 'mover',
        cost: {},
        move: { steps: 1, diagonals: false, swap: true, lastResort: true },
      });
  });

  it('refuses a swap rule the schema does not know, naming the field', () => {
    const { problems } = parseFile({
      name: 'common-actions',
      label: 'data/game/common-actions.yaml',
      text: '- { id: mover, name: Mover, move: { steps: 1, diagonals: false, swap: enemy }, enemies: last-resort, home: "/docs/a#b", source: fact }',
    });
    expect(problems.map((problem) => problem.field)).toEqual(['move.swap']);
  });
});
