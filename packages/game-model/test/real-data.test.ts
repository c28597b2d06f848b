import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeDamage } from '@dice-rolling/rules';
import { elementalTypes, loadGameModel, simulatorToolData } from '@dice-rolling/game-model';

const siteDir = path.resolve(__dirname, '../../..');

describe('the game data of the site', () => {
  it('passes every schema and cross-reference check', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    expect(model.data.roles.length).toBeGreaterThan(0);
    expect(model.rules.size).toBeGreaterThan(0);
  });

  it('gives every playable role its Poder de Ataque, Poder elemental and Defesa elemental as ranges, which the simulator plays', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const simulator = simulatorToolData(model);
    for (const role of model.data.roles) {
      const attack = role.attributes['poder-de-ataque'];
      expect(attack, role.id).toBeDefined();
      expect(simulator.roles.find((candidate) => candidate.id === role.id)?.power).toBe(Math.floor(((attack?.min ?? 0) + (attack?.max ?? 0)) / 2));
      const power = role.attributes['poder-elemental'];
      const defence = role.attributes['defesa-elemental'];
      expect(power, role.id).toBeDefined();
      expect(defence, role.id).toBeDefined();
      const played = simulator.roles.find((candidate) => candidate.id === role.id);
      expect(played?.elementalPower).toBe(Math.floor(((power?.min ?? 0) + (power?.max ?? 0)) / 2));
      expect(played?.elementalDefence).toBe(Math.floor(((defence?.min ?? 0) + (defence?.max ?? 0)) / 2));
    }
  });

  it('Defendendo lowers a hit of every damage type the creatures deal, so the pages may advise Defender against any attack', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const { damage: rules, roles } = simulatorToolData(model);
    const types = new Set(model.data.creatures.flatMap((creature) => [creature.naturalType, ...creature.moves.map((move) => move.type)]));
    types.delete(undefined);
    expect(types.size).toBeGreaterThan(2);
    for (const role of roles) {
      for (const type of types) {
        const nature = (elementalTypes as readonly (string | undefined)[]).includes(type) ? 'elemental' : 'physical';
        const hit = {
          base: 60,
          nature,
          power: rules.normalPower,
          defence: role.defence,
          elementalDefence: role.elementalDefence,
          fortressStacks: 0,
          grade: 'normal',
        } as const;
        const open = computeDamage({ ...hit, defending: false }, rules).damage;
        expect(computeDamage({ ...hit, defending: true }, rules).damage, `${role.id} against ${type}`).toBeLessThan(open);
      }
    }
  });
});
