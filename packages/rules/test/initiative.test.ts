// Who acts next, by hand: the most Velocidade now, then the most base
// Velocidade, then the round's draw; chosen again before each turn, so a
// change of Velocidade during the round reorders the queue. Read from the
// turns of one round played step by step.
import { describe, expect, it } from 'vitest';
import { declareByPolicy, declareRound, resolveRound, startBattle, type ActionSpec, type BattleSetup, type FighterSpec } from '../src/index';
import { frontOnly, hit, testDamageRules } from './fixtures';

const fighter = (id: string, cell: number, speed: number, actions: ActionSpec[]): FighterSpec => ({
  id,
  name: id,
  cell,
  life: 1000,
  defence: 0,
  speed,
  power: 100,
  dice: [['red']],
  actions,
});
const poke = hit('poke', 1);
/** Who took each turn of the first round, as `side:index`. */
function turns(squad: FighterSpec[], enemies: FighterSpec[], seed = 1): string[] {
  const setup: BattleSetup = {
    squad,
    enemies,
    damage: testDamageRules,
    statuses: {},
    attributes: { defence: 'def', speed: 'spd', power: 'pow' },
    policy: 'damage',
  };
  const { events } = resolveRound(declareByPolicy(declareRound(startBattle(setup, seed))));
  return events.flatMap((event) => (event.kind === 'turn' ? [`${event.fighter.side}:${event.fighter.index}`] : []));
}

describe('initiative', () => {
  it('the most Velocidade acts first, whatever the side', () => {
    expect(turns([fighter('a', 2, 5, [poke]), fighter('b', 1, 12, [poke])], [fighter('x', 2, 8, [poke])])).toEqual(['0:1', '1:0', '0:0']);
  });

  it('a slow fighter made faster during the round acts sooner: +10 Velocidade on the last of the queue puts it before the middle one', () => {
    const rush: ActionSpec = {
      ...hit('rush', 0),
      target: { side: 'ally', multiple: false, columns: [0] },
      effects: [{ kind: 'attribute', attribute: 'spd', amount: 10, turns: 2, targets: 'target' }],
    };
    // The enemy h (20) hastes its ally c (Velocidade 2 → 12) at the back; c now acts before a (8).
    expect(turns([fighter('a', 2, 8, [poke])], [fighter('h', 2, 20, [rush]), fighter('c', 0, 2, [poke])])).toEqual(['1:0', '1:1', '0:0']);
    expect(turns([fighter('a', 2, 8, [poke])], [fighter('h', 2, 20, [poke]), fighter('c', 0, 2, [poke])])).toEqual(['1:0', '0:0', '1:1']);
  });

  it('on equal Velocidade now, the most base Velocidade first, whatever the draw', () => {
    const slow: ActionSpec = {
      ...hit('slow', 0),
      target: frontOnly,
      effects: [{ kind: 'attribute', attribute: 'spd', amount: -4, turns: 2, targets: 'target' }],
    };
    // The enemy s (20) slows x from 10 to 6, now as fast as b (6): x, whose base Velocidade is 10, still acts before b (listed first).
    // (At 7, b is faster than the slowed x.)
    expect(turns([fighter('b', 1, 7, [poke]), fighter('x', 2, 10, [poke])], [fighter('s', 2, 20, [slow])])).toEqual(['1:0', '0:0', '0:1']);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(turns([fighter('b', 1, 6, [poke]), fighter('x', 2, 10, [poke])], [fighter('s', 2, 20, [slow])], seed), `seed ${seed}`).toEqual([
        '1:0',
        '0:1',
        '0:0',
      ]);
      expect(turns([fighter('x', 2, 10, [poke]), fighter('b', 1, 6, [poke])], [fighter('s', 2, 20, [slow])], seed), `seed ${seed}`).toEqual([
        '1:0',
        '0:0',
        '0:1',
      ]);
    }
  });

  it('on equal Velocidade, now and base, the round’s draw decides, and each seed draws again', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => turns([fighter('a', 2, 7, [poke])], [fighter('x', 2, 7, [poke])], seed).join(' ')));
    expect([...orders].sort()).toEqual(['0:0 1:0', '1:0 0:0']);
  });

  it('who falls before its turn loses it: no turn for a hero felled by a faster enemy, the round goes on for the others', () => {
    const fragile = { ...fighter('a', 2, 5, [poke]), life: 1 };
    const frontBite = hit('bite', 30, { target: frontOnly });
    expect(turns([fragile, fighter('b', 0, 1, [poke])], [fighter('x', 2, 20, [frontBite])])).toEqual(['1:0', '0:1']);
  });
});
