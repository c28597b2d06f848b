// The play log names a status as the reader reads it: a lasting effect of an
// action by what it is and the action's name (the engine's own id is
// `<action>:<part>`), and a state named by a gerund without "com".
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { playData } from '../src/payload';
import { defaultChoice } from '../client/playData';
import { startGame } from '../client/game';
import { roundCap } from '@dice-rolling/rules';
import { cellName, fighterName, intentText, refusalText, roundLines, statusName } from '../client/log';

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

describe('the play log’s lasting effects', () => {
  // The engine keeps an effect that ends at the first hit, or one that lasts the whole battle, for the round limit in turns.
  const heroName = state.sides[0][0]?.spec.name ?? '';
  const mawari = data.bossFloors.find((floor) => floor.enemies.some((one) => one.creature === 'mawari'));
  if (!mawari) throw new Error('no Mawari encounter');
  const boss = startGame(data, { ...defaultChoice(data), enemies: mawari.enemies.map((one) => ({ ...one })) }).state;

  it('say that an effect lasts until its bearer is hit, not for the round limit in turns', () => {
    expect(state.sides[0][0]?.spec.actions.some((action) => action.id === 'paciencia-da-terra')).toBe(true);
    const given = roundLines(data, state, state, [{ kind: 'status', target: hero, status: 'paciencia-da-terra:defesa', turns: roundCap }]);
    expect(given[0]?.text).toBe(`${heroName} fica com efeito de Paciência da Terra até receber um golpe.`);
    const renewed = roundLines(data, state, state, [{ kind: 'status', target: hero, status: 'paciencia-da-terra:defesa', turns: roundCap, renewed: true }]);
    expect(renewed[0]?.text).toBe(`Efeito de Paciência da Terra em ${heroName} volta a valer até receber um golpe.`);
  });

  it('say that an effect kept for the round limit lasts until the end of the battle', () => {
    const summon = boss.sides[1][0]?.spec.actions.find((action) => action.name === 'Invocação de Serpentes');
    expect(summon).toBeDefined();
    const [line] = roundLines(data, boss, boss, [{ kind: 'status', target: enemy, status: `${summon?.id ?? ''}:regenerate`, turns: roundCap }]);
    expect(line?.text).toBe(`${boss.sides[1][0]?.spec.name ?? ''} fica com regeneração de Invocação de Serpentes até o fim da batalha.`);
    expect(line?.text).not.toContain(String(roundCap));
  });
});

describe('the play log’s other lines', () => {
  const line = (event: Parameters<typeof roundLines>[3][number]) => roundLines(data, state, state, [event])[0]?.text ?? '';
  const enemyName = state.sides[1][0]?.spec.name ?? '';
  const heroName = state.sides[0][0]?.spec.name ?? '';

  it('say which attribute a status changes, as the effects table does', () => {
    expect(line({ kind: 'status', target: enemy, status: 'reducao-atributo', turns: 2, attributes: ['velocidade'] })).toContain(
      'fica com Redução de atributo (Velocidade) por 2 turnos.',
    );
  });

  it('say that a status given again starts its count over, not that it is given twice', () => {
    expect(line({ kind: 'status', target: enemy, status: 'queimadura', turns: 3, renewed: true })).toBe(
      `Queimadura em ${enemyName} recomeça a contagem: 3 turnos.`,
    );
  });

  it('write one line when one hit gives a status and renews it at once for the same turns (a passive and the action’s own)', () => {
    const given = { kind: 'status', target: enemy, status: 'queimadura', turns: 3 } as const;
    const lines = roundLines(data, state, state, [given, { ...given, renewed: true }]).map((entry) => entry.text);
    expect(lines).toEqual([`${enemyName} fica com Queimadura por 3 turnos.`]);
    // A renewal for other turns, or on its own, still has its line.
    expect(roundLines(data, state, state, [given, { ...given, turns: 2, renewed: true }])).toHaveLength(2);
  });

  it('name the zone that gave or renewed a status, by the action that laid it', () => {
    const index = state.sides[0].findIndex((fighter) => fighter.spec.actions.some((action) => action.id === 'chamas-devoradoras'));
    expect(index).toBeGreaterThanOrEqual(0);
    const zone = { source: { side: 0, index } as const, action: 'chamas-devoradoras' };
    expect(line({ kind: 'status', target: enemy, status: 'queimadura', turns: 3, renewed: true, zone })).toBe(
      `Na zona de Chamas Devoradoras, Queimadura em ${enemyName} recomeça a contagem: 3 turnos.`,
    );
    expect(line({ kind: 'status', target: enemy, status: 'queimadura', turns: 3, zone })).toBe(
      `Na zona de Chamas Devoradoras, ${enemyName} fica com Queimadura por 3 turnos.`,
    );
  });

  it('name a push, a pull and a swap as what moved the fighter, not as its own step', () => {
    expect(line({ kind: 'move', fighter: enemy, from: 2, to: 1, cause: 'push' })).toBe(
      `Um empurrão leva ${enemyName} da célula 2 (frente, linha de cima) para a célula 1 (meio, linha de cima).`,
    );
    expect(line({ kind: 'move', fighter: enemy, from: 1, to: 2, cause: 'pull' })).toMatch(/^Um puxão leva /);
    expect(line({ kind: 'move', fighter: hero, from: 1, to: 0, cause: 'swap' })).toMatch(
      new RegExp(`^Na troca, ${heroName.replace(/[()]/g, '\\$&')} vai da célula 1`),
    );
  });

  it('write a status’s tick as the status hitting, never as a new blow of whoever gave it', () => {
    const text = line({ kind: 'hit', source: hero, target: enemy, damage: 5, lifeLost: 5, shielded: false, steps: [], status: 'queimadura' });
    expect(text).toMatch(new RegExp(`^Queimadura atinge ${enemyName.replace(/[()]/g, '\\$&')}: 5 de dano`));
    expect(text).not.toContain(heroName);
    expect(
      line({ kind: 'hit', source: hero, target: enemy, damage: 10, lifeLost: 10, shielded: false, steps: [], status: 'circulo-da-purificacao:damage' }),
    ).toMatch(/^Dano contínuo de Círculo da Purificação atinge /);
  });

  it('write a status’s healing tick as the status healing, never as a new heal of whoever gave it', () => {
    const text = line({ kind: 'heal', source: { side: 0, index: 1 }, target: hero, amount: 6, status: 'regeneracao' });
    expect(text).toMatch(new RegExp(`^Regeneração cura ${heroName.replace(/[()]/g, '\\$&')} em 6 \\(Vida \\d+\\)\\.$`));
    expect(text).not.toContain(state.sides[0][1]?.spec.name ?? '?');
    expect(line({ kind: 'heal', source: { side: 0, index: 1 }, target: hero, amount: 6 })).toMatch(
      new RegExp(`^${(state.sides[0][1]?.spec.name ?? '?').replace(/[()]/g, '\\$&')} cura `),
    );
  });

  it('give an intent’s damage once the one-turn statuses that change it have ended, naming each and its bearer', () => {
    const ending = { damage: 19, statuses: [{ fighter: hero, status: 'queimadura' }] };
    expect(intentText(data, state, { fighter: enemy, action: 'x', targets: [{ target: hero, damage: 9, ending }] })).toBe(
      `${enemyName} vai usar x em ${heroName}, com cerca de 9 de dano, ou 19 se antes do golpe acabar Queimadura de ${heroName}`,
    );
    const both = { damage: 1200, statuses: [{ fighter: enemy, status: 'queimadura' }, ...ending.statuses] };
    expect(intentText(data, state, { fighter: enemy, action: 'x', targets: [{ target: hero, damage: 9, ending: both }] })).toBe(
      `${enemyName} vai usar x em ${heroName}, com cerca de 9 de dano, ` +
        `ou 1.200 se antes do golpe acabarem Queimadura de ${enemyName} e Queimadura de ${heroName}`,
    );
  });

  it('write each target’s damage after its name, never a second parenthesis beside the one a name may carry', () => {
    const other = { side: 0 as const, index: 1 };
    const otherName = fighterName(state, other);
    expect(intentText(data, state, { fighter: enemy, action: 'x', targets: [{ target: hero, damage: 9 }] })).toBe(
      `${enemyName} vai usar x em ${heroName}, com cerca de 9 de dano`,
    );
    expect(
      intentText(data, state, {
        fighter: enemy,
        action: 'x',
        targets: [
          { target: hero, damage: 9 },
          { target: other, damage: 4 },
        ],
      }),
    ).toBe(`${enemyName} vai usar x em ${heroName}, com cerca de 9 de dano; e ${otherName}, com cerca de 4 de dano`);
  });

  it('name no target when a fighter acts on itself', () => {
    expect(line({ kind: 'action', fighter: enemy, action: 'x', targets: [enemy] })).toBe(`${enemyName} usa x.`);
    expect(intentText(data, state, { fighter: enemy, action: 'x', targets: [{ target: enemy, damage: 0 }] })).toBe(`${enemyName} vai usar x`);
  });

  it('say why an action is lost when its user was moved out of the columns it is used from', () => {
    expect(line({ kind: 'lost', fighter: enemy, action: 'x', reason: 'position' })).toBe(
      `${enemyName} perde x: não está mais numa coluna de onde essa ação sai.`,
    );
  });

  it('name the columns frente, meio and fundo, as every page does', () => {
    expect(cellName(0)).toBe('célula 0 (fundo, linha de cima)');
    expect(cellName(4)).toBe('célula 4 (meio, linha de baixo)');
    expect(line({ kind: 'move', fighter: enemy, from: 1, to: 0, cause: 'push' })).toBe(
      `Um empurrão leva ${enemyName} da célula 1 (meio, linha de cima) para a célula 0 (fundo, linha de cima).`,
    );
    const refusal = refusalText(data, state, 0, { slot: 0 }, 'position');
    expect(refusal).toMatch(/^não se usa (do fundo|do meio|da frente); só (do fundo|do meio|da frente)( ou (do meio|da frente))?\.?$/);
    expect(refusal).not.toContain('trás');
  });

  it('join two or more targets with "e"', () => {
    // An encounter of three different creatures: two of one name would get their number, which is not what this reads.
    const distinct = data.floors.find((floor) => new Set(floor.enemies.map((one) => one.creature)).size === floor.enemies.length);
    if (!distinct) throw new Error('no encounter of three different creatures');
    const { state: varied } = startGame(data, { ...defaultChoice(data), enemies: distinct.enemies.map((one) => ({ ...one })) });
    const [first, second] = varied.sides[1];
    const other = { side: 1, index: 1 } as const;
    expect(roundLines(data, varied, varied, [{ kind: 'action', fighter: hero, action: 'x', targets: [enemy, other] }])[0]?.text).toBe(
      `${heroName} usa x em ${first?.spec.name ?? ''} e ${second?.spec.name ?? ''}.`,
    );
    expect(
      intentText(data, state, {
        fighter: enemy,
        action: 'x',
        targets: [
          { target: hero, damage: 0 },
          { target: { side: 0, index: 1 }, damage: 0 },
          { target: { side: 0, index: 2 }, damage: 0 },
        ],
      }),
    ).toBe(`${enemyName} vai usar x em ${heroName}, ${state.sides[0][1]?.spec.name ?? ''} e ${state.sides[0][2]?.spec.name ?? ''}`);
  });

  it('say that a lost action’s declared target still stands but is out of reach, and that none is left only when it fell', () => {
    const declared = state.sides[1][0]?.declared;
    const action = declared && state.sides[1][0]?.spec.actions[declared.slot];
    const target = declared?.targets[0];
    if (!action || !target) throw new Error('the first enemy declared no action on a target');
    const lost = { kind: 'lost', fighter: enemy, action: action.id } as const;
    expect(line(lost)).toBe(`${enemyName} perde ${action.name}: o alvo declarado ficou fora do alcance desta ação.`);
    expect(roundLines(data, state, state, [{ kind: 'fall', fighter: target }, lost])[1]?.text).toBe(
      `${enemyName} perde ${action.name}: não sobrou alvo válido.`,
    );
  });

  it('say why a Mover is lost: held since declaring it, or moved away from the chosen cell', () => {
    expect(line({ kind: 'lost', fighter: hero, action: 'mover', reason: 'rooted' })).toBe(
      `${heroName} perde Mover: depois da declaração, recebeu um status que impede o movimento.`,
    );
    expect(line({ kind: 'lost', fighter: hero, action: 'mover', reason: 'unreachable' })).toBe(
      `${heroName} perde Mover: a célula escolhida não é mais vizinha da que ocupa.`,
    );
  });
});
