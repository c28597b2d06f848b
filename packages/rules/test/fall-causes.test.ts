// Why a battle is lost: each fall of the squad with who dealt the blow and
// with what (the action resolving, or the status whose tick hit), in the
// order they fell, and the batch's tally of them. Tiny battles by hand: fixed
// dice, fixed speeds, Defesa 0 (damage = the action's damage).
import { describe, expect, it } from 'vitest';
import {
  addBattle,
  declareByPolicy,
  declareRound,
  emptyTally,
  resolveRound,
  simulateBattle,
  startBattle,
  type ActionSpec,
  type BattleSetup,
  type FighterSpec,
} from '../src/index';
import { frontOnly, hit, testDamageRules } from './fixtures';

function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[]): FighterSpec {
  return { id, name: id, cell, life, defence: 0, speed, power: 100, dice: [['vermelha']], actions };
}
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => ({ squad, enemies, damage: testDamageRules, statuses: {}, policy: 'damage' });

describe('the cause of each fall', () => {
  it('names the enemy and the action that felled each hero, in the order they fell', () => {
    // The enemy (faster) bites A (30 Vida) down in round 1.
    const alone = simulateBattle(setupOf([fighter('a', 2, 30, 1, [hit('golpe', 1)])], [fighter('e', 2, 1000, 10, [hit('mordida', 30)])]), 3);
    expect(alone.outcome).toBe('defeat');
    expect(alone.falls).toEqual([{ fighter: { side: 0, index: 0 }, round: 1, by: { side: 1, index: 0 }, sourceId: 'e', action: 'mordida' }]);

    // A in front (cell 2), B at the back (cell 0). E1's bite reaches only the front column, E2's claw only the back.
    // Round 1: E1 bites A (50 → 20), E2 claws B (60 → 0). Round 2: E1 bites A down.
    const front = frontOnly;
    const back = { side: 'enemy' as const, multiple: false, columns: [0] };
    const two = simulateBattle(
      setupOf(
        [fighter('a', 2, 50, 1, [hit('golpe', 1)]), fighter('b', 0, 60, 2, [hit('golpe', 1)])],
        [fighter('e1', 2, 1000, 10, [hit('mordida', 30, { target: front })]), fighter('e2', 5, 1000, 9, [hit('garra', 60, { target: back })])],
      ),
      5,
    );
    expect(two.outcome).toBe('defeat');
    expect(two.falls).toEqual([
      { fighter: { side: 0, index: 1 }, round: 1, by: { side: 1, index: 1 }, sourceId: 'e2', action: 'garra' },
      { fighter: { side: 0, index: 0 }, round: 2, by: { side: 1, index: 0 }, sourceId: 'e1', action: 'mordida' },
    ]);
  });

  it('names the status when its tick is the blow', () => {
    // The enemy poisons A (21 Vida) for 10 a turn; the third tick fells A at the start of its turn in round 3.
    const poison = hit('picada', 1, { effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns: 3, targets: 'target' }] });
    const result = simulateBattle(setupOf([fighter('a', 2, 21, 1, [])], [fighter('e', 2, 1000, 10, [poison])]), 9);
    expect(result.outcome).toBe('defeat');
    const [fall] = result.falls;
    expect(fall?.by).toEqual({ side: 1, index: 0 });
    expect(fall?.status).toBe('picada:damage');
    expect(fall?.action).toBeUndefined();
  });

  it('names Espinhos, not a blow of its bearer, when the thorns answer a blow and fell the hero', () => {
    // The enemy (faster) takes Espinhos (10); A (10 Vida) strikes it from the front, single target, and the thorns fell A.
    const spines = hit('defesa', 0, {
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'status', status: 'espinhos', targets: 'self' }],
    });
    const setup: BattleSetup = {
      ...setupOf([fighter('a', 2, 10, 1, [hit('golpe', 1)])], [fighter('e', 2, 1000, 10, [spines])]),
      statuses: { espinhos: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'thorns', amount: 10 }] } },
    };
    const result = simulateBattle(setup, 3);
    const [fall] = result.falls;
    expect(fall?.by).toEqual({ side: 1, index: 0 });
    expect(fall?.status).toBe('espinhos');
    // The round's events, as the play log reads them: the thorns' hit names its status.
    const { events } = resolveRound(declareByPolicy(declareRound(startBattle(setup, 3))));
    const answer = events.find((event) => event.kind === 'hit' && event.target.side === 0);
    expect(answer).toMatchObject({ kind: 'hit', source: { side: 1, index: 0 }, status: 'espinhos' });
  });

  it('tallies who fell first, in which place, and why, over the battles', () => {
    const setup = setupOf(
      [fighter('a', 2, 30, 1, [hit('golpe', 1)]), fighter('b', 3, 1000, 2, [])],
      [fighter('e', 2, 1000, 10, [hit('mordida', 30, { target: frontOnly })])],
    );
    const tally = emptyTally(setup);
    for (const seed of [1, 2, 3]) addBattle(tally, simulateBattle(setup, seed));
    // A falls first in every battle; B, out of reach, never falls.
    expect(tally.fallOrder).toEqual([
      [3, 0],
      [0, 0],
    ]);
    expect(tally.fallCauses).toEqual([{ enemy: 'e', action: 'mordida', falls: 3 }]);
  });
});
