// What statuses and zones do as turns and rounds pass (statusTicks.ts), asked of
// one fighter at a time: healing and loss of Vida over time at the start of the
// bearer's turn, a spent shield of Vida that ends there, Fortaleza Inabalável
// growing at the end of the round, and zones wearing off. The mutation run of
// the package found these paths reached by no test of the package.
import { describe, expect, it } from 'vitest';
import { activeStatus, makeFighter, type BattleContext, type Fighter, type Zone } from '../src/fighters';
import { endOfRound, startOfTurn } from '../src/statusTicks';
import type { FighterSpec } from '../src/index';

const spec = (extra: Partial<FighterSpec> = {}): FighterSpec => ({
  id: 'a',
  name: 'a',
  cell: 2,
  life: 100,
  defence: 0,
  speed: 1,
  power: 100,
  dice: [['vermelha']],
  actions: [],
  ...extra,
});

/** The part of a battle's context these steps read: its events, fighters and zones. */
function contextWith(everyone: Fighter[], zones: Zone[] = []): BattleContext {
  return { events: [], everyone, zones, sides: [everyone, []] } as unknown as BattleContext;
}

describe('the start of a bearer’s turn', () => {
  it('heals a share of the bearer’s Vida over time, as the status’s own heal, and counts the turn down', () => {
    const bearer = makeFighter(spec(), 0, 0);
    bearer.life = 50;
    bearer.statuses = [activeStatus({ id: 'regeneracao' }, false, 2, [{ kind: 'tick-heal', percent: 10 }])];
    const context = contextWith([bearer]);
    startOfTurn(context, bearer);
    expect(bearer.life).toBe(60);
    // With no one named as its source, the bearer heals itself.
    expect(bearer.healingDone).toBe(10);
    expect(context.events).toEqual([{ kind: 'heal', source: { side: 0, index: 0 }, target: { side: 0, index: 0 }, amount: 10, status: 'regeneracao' }]);
    expect(bearer.statuses.map((status) => status.turns)).toEqual([1]);
  });

  it('takes a share of the bearer’s Vida over time, never the last point of it', () => {
    const bearer = makeFighter(spec(), 0, 0);
    bearer.life = 50;
    bearer.statuses = [activeStatus({ id: 'sangria' }, true, 3, [{ kind: 'tick-life-loss', percent: 15 }])];
    startOfTurn(contextWith([bearer]), bearer);
    expect(bearer.life).toBe(35);
    bearer.life = 6;
    startOfTurn(contextWith([bearer]), bearer);
    expect(bearer.life).toBe(1);
  });

  it('ends a shield of Vida once spent, unless the status does something else too', () => {
    const bearer = makeFighter(spec(), 0, 0);
    const spent = activeStatus({ id: 'escudo', shieldLife: 0 }, false, 3, [{ kind: 'shield-life', percent: 20 }]);
    const withMore = activeStatus({ id: 'escudo-e-defesa', shieldLife: 0 }, false, 3, [
      { kind: 'shield-life', percent: 20 },
      { kind: 'damage-taken', percent: -10 },
    ]);
    const intact = activeStatus({ id: 'escudo-inteiro', shieldLife: 15 }, false, 3, [{ kind: 'shield-life', percent: 20 }]);
    bearer.statuses = [spent, withMore, intact];
    startOfTurn(contextWith([bearer]), bearer);
    expect(bearer.statuses.map((status) => status.id)).toEqual(['escudo-e-defesa', 'escudo-inteiro']);
  });
});

describe('the end of a round', () => {
  it('grows Fortaleza Inabalável for who stands and held its cell, and clears who moved', () => {
    const passives = [{ kind: 'fortress' as const }];
    const held = makeFighter(spec({ passives }), 0, 0);
    const moved = makeFighter(spec({ id: 'b', passives, cell: 1 }), 0, 1);
    moved.moved = true;
    const fallen = makeFighter(spec({ id: 'c', passives, cell: 0 }), 0, 2);
    fallen.life = 0;
    const without = makeFighter(spec({ id: 'd', cell: 5 }), 0, 3);
    endOfRound(contextWith([held, moved, fallen, without]));
    expect([held, moved, fallen, without].map((fighter) => fighter.fortress)).toEqual([1, 0, 0, 0]);
    expect(moved.moved).toBe(false);
  });

  it('wears each zone off by a round, and ends those at 0', () => {
    const source = makeFighter(spec(), 0, 0);
    const zone = (action: string, rounds: number): Zone => ({ side: 0, source, cells: [0], status: 'brasas', action, rounds });
    const context = contextWith([source], [zone('curta', 1), zone('longa', 2)]);
    endOfRound(context);
    expect(context.zones.map((left) => [left.action, left.rounds])).toEqual([['longa', 1]]);
  });
});
