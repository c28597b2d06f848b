// The play log names a status as the reader reads it: a lasting effect of an
// action by what it is and the action's name (the engine's own id is
// `<action>:<part>`), and a state named by a gerund without "com".
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { playData } from '../src/payload';
import { defaultChoice } from '../client/playData';
import { startGame } from '../client/game';
import { roundLines, statusName } from '../client/log';

const siteDir = path.resolve(__dirname, '../../..');
const data = playData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));
const { state } = startGame(data, defaultChoice(data));
const enemy = { side: 1, index: 0 } as const;
const hero = { side: 0, index: 0 } as const;

describe('the play log’s status lines', () => {
  it('name an action’s damage over time by the action, never by the engine’s id', () => {
    const [line] = roundLines(data, state, state, [{ kind: 'status', target: enemy, status: 'circulo-da-purificacao:damage', turns: 2 }]);
    expect(line?.text).toContain('fica com dano contínuo de Círculo da Purificação por 2 turnos.');
    expect(line?.text).not.toContain(':');
  });

  it('say "fica Defendendo", not "fica com Defendendo"', () => {
    const [line] = roundLines(data, state, state, [{ kind: 'status', target: hero, status: 'defendendo', turns: 1 }]);
    expect(line?.text).toMatch(/ fica Defendendo por 1 turno\.$/);
  });

  it('name a status of an action no fighter here has by what it is', () => {
    expect(statusName(data, state, 'acao-que-nao-existe:heal')).toBe('cura contínua');
    expect(statusName(data, state, 'veneno')).toBe('Veneno');
  });
});
