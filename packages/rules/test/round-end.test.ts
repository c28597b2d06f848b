// The end of a round (qualitative rule fim-antecipado, Batalha page, order of a
// round): the round stops after the turn in which a side is left with no one
// standing, so the turns still in the queue are not played, not even the
// damage over time at their start; when both sides fall in the same turn, the
// squad wins. Tiny battles by hand: fixed dice, fixed speeds, Defesa 0.
import { describe, expect, it } from 'vitest';
import { simulateBattle, type BattleSetup, type FighterSpec, type ActionSpec } from '../src/index';
import { frontOnly, hit, testDamageRules } from './fixtures';

function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[]): FighterSpec {
  return { id, name: id, cell, life, defence: 0, speed, power: 100, dice: [['vermelha']], actions };
}
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => ({ squad, enemies, damage: testDamageRules, statuses: {}, policy: 'damage' });

describe('the end of a round', () => {
  it('stops once the last enemy falls: a later hero’s damage over time does not tick', () => {
    // The enemy (fastest) poisons B, in front, for 10 a turn; A, at the back, strikes the enemy for 60 (100 Vida: down in round 2).
    // B (15 Vida, slowest) ticks to 5 in round 1; in round 2 its tick would fell it, but its turn comes after the enemy's fall.
    const poison = hit('picada', 0, {
      target: frontOnly,
      effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns: 3, targets: 'target' }],
    });
    const result = simulateBattle(setupOf([fighter('a', 0, 100, 5, [hit('golpe', 60)]), fighter('b', 2, 15, 1, [])], [fighter('e', 2, 100, 10, [poison])]), 7);
    expect(result.outcome).toBe('victory');
    expect(result.rounds).toBe(2);
    // The enemy fell; no hero did.
    expect(result.falls.map((fall) => fall.fighter)).toEqual([{ side: 1, index: 0 }]);
  });

  it('gives the victory when the same turn leaves both sides with no one standing', () => {
    // A, the only hero (10 Vida), strikes the only enemy (1 Vida) with an action that also hurts A for 10: both fall in A's turn.
    const reckless = hit('golpe', 1, {
      effects: [
        { kind: 'damage', amount: 1, nature: 'physical', hits: 1, targets: 'target' },
        { kind: 'damage', amount: 10, nature: 'physical', hits: 1, targets: 'self' },
      ],
    });
    const result = simulateBattle(setupOf([fighter('a', 2, 10, 10, [reckless])], [fighter('e', 2, 1, 1, [hit('mordida', 0)])]), 3);
    expect(result.falls.map((fall) => fall.fighter)).toEqual([
      { side: 1, index: 0 },
      { side: 0, index: 0 },
    ]);
    expect(result.rounds).toBe(1);
    expect(result.outcome).toBe('victory');
  });

  it('lets no thorns answer the blow that fells their bearer: the hero who fells the last enemy stays standing', () => {
    // The enemy (faster, 1 Vida) takes Espinhos (10) in its turn; A (10 Vida), the only hero, strikes it down.
    const spines = hit('defesa', 0, {
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'status', status: 'espinhos', targets: 'self' }],
    });
    const setup: BattleSetup = {
      ...setupOf([fighter('a', 2, 10, 1, [hit('golpe', 1)])], [fighter('e', 2, 1, 10, [spines])]),
      statuses: { espinhos: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'thorns', amount: 10 }] } },
    };
    const result = simulateBattle(setup, 3);
    expect(result.falls.map((fall) => fall.fighter)).toEqual([{ side: 1, index: 0 }]);
    expect(result.outcome).toBe('victory');
  });
});
