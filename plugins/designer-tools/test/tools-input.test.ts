import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { parseWhole, shorten, wholeFromLink } from '../client/input';
import { boardsToolData, damageToolData, enemyToolData, energyToolData } from '../src/payload';
import {
  boardsFromParams,
  boardsToParams,
  damageFromParams,
  damageToParams,
  defaultDamageState,
  defaultEnergyState,
  enemyFromParams,
  enemyToParams,
  energyFromParams,
  energyToParams,
} from '../client/urlState';
import { maxDice } from '@dice-rolling/rules';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const bounds = { min: 0, max: 10 };

describe('typed numbers', () => {
  it.each([
    ['', 'preencha'],
    ['   ', 'preencha'],
    ['abc', 'não é um número inteiro'],
    ['1e3', 'não é um número inteiro'],
    ['2.5', 'não é um número inteiro'],
    ['NaN', 'não é um número inteiro'],
    ['Infinity', 'não é um número inteiro'],
    ['-3', 'não pode ser negativo'],
    ['11', 'grande demais'],
    ['99999999999999999999', 'grande demais'],
  ])('refuses %j with a message', (raw, message) => {
    const parsed = parseWhole(raw, bounds, 'Custo');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toContain(message);
      expect(parsed.message.startsWith('Custo: ')).toBe(true);
    }
  });

  it('writes the bounds in its messages the way the pages write numbers ("9.999", not "9999")', () => {
    const wide = { min: 1, max: 9999 };
    expect(parseWhole('', wide, 'Vida')).toEqual({ ok: false, message: 'Vida: preencha com um número inteiro de 1 a 9.999.' });
    expect(parseWhole('10000', wide, 'Vida')).toEqual({ ok: false, message: 'Vida: grande demais; o máximo é 9.999.' });
    // …and reads a number typed as they write it.
    expect(parseWhole('9.999', wide, 'Vida')).toEqual({ ok: true, value: 9999 });
  });

  it('accepts whole numbers within bounds, with spaces around', () => {
    expect(parseWhole(' 7 ', bounds, 'Custo')).toEqual({ ok: true, value: 7 });
    expect(parseWhole('0', bounds, 'Custo')).toEqual({ ok: true, value: 0 });
  });

  it('clamps numbers from links and reports them', () => {
    const problems: string[] = [];
    expect(wholeFromLink('500', bounds, 1, 'Custo', problems)).toBe(10);
    expect(wholeFromLink('-5', bounds, 1, 'Custo', problems)).toBe(0);
    expect(wholeFromLink('<script>', bounds, 1, 'Custo', problems)).toBe(1);
    expect(problems).toHaveLength(3);
  });

  it('cuts long values in messages', () => {
    expect(shorten('x'.repeat(500))).toHaveLength(25);
  });
});

describe('tool state in the URL', () => {
  const energy = energyToolData(model);

  it('energy: a state written and read back is the same', () => {
    const state = { dice: [defaultEnergyState(energy).dice[0]!, { type: 'd4', faces: ['azul', 'azul', 'verde', 'vermelha'] }], cost: { azul: 2, verde: 1 } };
    const params = energyToParams(energy, state);
    expect(params.get('dados')).toBe('d6.d4-2210');
    expect(energyFromParams(energy, params)).toEqual({ state, problems: [] });
  });

  it('energy: hostile links fall back with messages, dice capped', () => {
    const capped = energyFromParams(energy, new URLSearchParams({ dados: 'd6.'.repeat(50) }));
    expect(capped.state.dice).toHaveLength(maxDice);
    const read = energyFromParams(energy, new URLSearchParams({ dados: `d6.d999.d4-99.${'d6.'.repeat(50)}`, vermelha: '999999', azul: '1e9', verde: 'NaN' }));
    // d999 is dropped; the D4 keeps the DiceFactory colours.
    expect(read.state.dice.map((die) => die.type)).toEqual(['d6', 'd4', 'd6', 'd6', 'd6']);
    expect(read.state.cost).toEqual({ vermelha: 10 });
    expect(read.problems.join(' ')).toMatch(/no máximo 6/);
    expect(read.problems.join(' ')).toMatch(/"d999" não é um dado do jogo/);
    expect(read.problems.join(' ')).toMatch(/Faces do D4/);
  });

  it('energy: no parameters is the default state without messages', () => {
    expect(energyFromParams(energy, new URLSearchParams())).toEqual({ state: defaultEnergyState(energy), problems: [] });
  });

  it('damage: round trip, and hostile values clamped', () => {
    const data = damageToolData(model);
    const state = {
      ...defaultDamageState(data),
      attacker: 'digitado',
      attack: -1,
      base: 80,
      power: 150,
      target: 'digitado',
      defence: 40,
      life: 90,
      defending: true,
      fortress: 2,
      grade: 'fraqueza' as const,
    };
    expect(damageFromParams(data, damageToParams(state)).state).toEqual(state);
    const hostile = damageFromParams(
      data,
      new URLSearchParams({ atacante: '"><img src=x>', dano: '-1', poder: '1e400', defesa: '99999999', grau: 'x', 'nivel-alvo': '0' }),
    );
    expect(hostile.state.attacker).toBe(defaultDamageState(data).attacker);
    expect(hostile.state.defence).toBe(9999);
    expect(hostile.state.base).toBe(0);
    expect(hostile.state.targetLevel).toBe(1);
    expect(hostile.problems.length).toBeGreaterThanOrEqual(5);
  });

  it('enemy builder and boards: round trip and unknown ids', () => {
    const enemies = enemyToolData(model);
    const state = { archetype: 'healer', species: 'besta', tier: 'colossal', role: 'mystic' };
    expect(enemyFromParams(enemies, enemyToParams(state))).toEqual({ state, problems: [] });
    expect(enemyFromParams(enemies, new URLSearchParams({ tier: 't99' })).problems).toHaveLength(1);
    const boards = boardsToolData(model);
    expect(boardsFromParams(boards, boardsToParams({ action: 'stare', cell: 4 })).state).toEqual({ action: 'stare', cell: 4 });
    expect(boardsFromParams(boards, new URLSearchParams({ celula: '9' })).state.cell).toBe(5);
  });
});
