// Where a fighter with no attack from its cell steps (moves.ts, stepToward): the
// cell its Mover reaches that comes nearest a cell it could attack from; among
// those, an empty cell before a swap, its own row before the other, then the
// lower cell; never a swap that leaves an ally farther from a cell of its free
// attack. Its goal is a cell of an attack its roll pays (decision
// mover-para-o-que-pode-pagar). The mutation run of the package found the
// tie-breaks untested.
import { describe, expect, it } from 'vitest';
import { enemyDeclaration, options } from '../src/declaration';
import { activeStatus, makeFighter, type Fighter } from '../src/fighters';
import { stepToward } from '../src/moves';
import type { ActionSpec, FighterSpec } from '../src/index';
import { frontOnly, hit, mover } from './fixtures';

/** An attack used from `column` at the other side's front. */
const attackFrom = (column: number) => hit(`golpe-${column}`, 10, { from: [column], target: frontOnly });

function fighterAt(id: string, cell: number, side: 0 | 1, index: number, actions: ActionSpec[]): Fighter {
  const spec: FighterSpec = { id, name: id, cell, life: 100, defence: 0, speed: 1, power: 100, dice: [['vermelha']], actions };
  return makeFighter(spec, side, index);
}

/** One enemy in the front, so an attack at the front has a valid target. */
const opponents = () => [fighterAt('alvo', 2, 1, 0, [])];

describe('the step of a fighter with nothing to hit from its cell', () => {
  it('goes to the reachable cell nearest a cell it attacks from, a goal cell itself first', () => {
    const actor = fighterAt('a', 0, 0, 0, [attackFrom(2), mover({ steps: 2 })]);
    // Two steps along rows and columns reach 1, 2, 3 and 4; 2 is in the front column.
    expect(stepToward(actor, [actor], opponents())).toBe(2);
  });

  it('keeps to its own row when another row is as near', () => {
    const actor = fighterAt('a', 0, 0, 0, [attackFrom(2), mover({ diagonals: true })]);
    // With diagonals, 1 and 4 are both one step from the front column.
    expect(stepToward(actor, [actor], opponents())).toBe(1);
  });

  it('prefers its own row even over a lower cell of the other row', () => {
    const actor = fighterAt('a', 4, 0, 0, [attackFrom(2), mover({ diagonals: true })]);
    // From 4 with diagonals, 2 and 5 are both in the front column; 5 keeps the bottom row.
    expect(stepToward(actor, [actor], opponents())).toBe(5);
  });

  it('does not step sideways when no cell it reaches comes nearer', () => {
    const actor = fighterAt('a', 0, 0, 0, [attackFrom(2), mover()]);
    // 1 holds an immobilized ally (no swap); 3 is as far from the front column as 0.
    const held = fighterAt('b', 1, 0, 1, []);
    held.statuses = [activeStatus({ id: 'imobilizacao' }, true, 1, [{ kind: 'rooted' }])];
    expect(stepToward(actor, [actor, held], opponents())).toBeUndefined();
  });

  it('takes an empty cell before a swap, even in the other row', () => {
    const actor = fighterAt('a', 0, 0, 0, [attackFrom(2), mover({ diagonals: true })]);
    const idle = fighterAt('b', 1, 0, 1, []);
    expect(stepToward(actor, [actor, idle], opponents())).toBe(4);
  });

  it('swaps with an ally only when the ally does not lose the cell it attacks from', () => {
    const actor = fighterAt('a', 0, 0, 0, [attackFrom(2), mover({ diagonals: true })]);
    const archer = fighterAt('b', 1, 0, 1, [attackFrom(1)]);
    const idle = fighterAt('c', 4, 0, 2, []);
    // 1 would take the archer to 0, out of its column; 4 holds an ally with no attack, who may go anywhere.
    expect(stepToward(actor, [actor, archer, idle], opponents())).toBe(4);
    // An ally that attacks from the actor's column too keeps its attack after the swap.
    const both = fighterAt('b', 1, 0, 1, [hit('golpe-0-1', 10, { from: [0, 1], target: frontOnly })]);
    const blocker = fighterAt('c', 4, 0, 2, [attackFrom(1)]);
    expect(stepToward(actor, [actor, both, blocker], opponents())).toBe(1);
  });

  it('takes the lower cell when all else is equal', () => {
    // From 1, an attack used from the back or the front column makes 0 and 2 both goal cells, in its row, empty.
    const between = hit('golpe-0-2', 10, { from: [0, 2], target: frontOnly });
    const top = fighterAt('a', 1, 0, 0, [between, mover()]);
    expect(stepToward(top, [top], opponents())).toBe(0);
    const bottom = fighterAt('a', 4, 0, 0, [between, mover()]);
    expect(stepToward(bottom, [bottom], opponents())).toBe(3);
  });

  it('steps toward a cell of an attack it can pay this round, when the only one it has from its cell is not paid', () => {
    // From the middle only a blue-cost attack reaches; the free one is used from the front. With a red roll it has nothing to do here.
    const paid = hit('controle', 10, { cost: { azul: 1 }, from: [1, 2], target: frontOnly });
    const actor = fighterAt('a', 1, 0, 0, [attackFrom(2), paid, mover()]);
    actor.units = { vermelha: 1 };
    expect(stepToward(actor, [actor], opponents())).toBe(2);
    // Rolling blue, it can act from where it stands.
    actor.units = { azul: 1 };
    expect(stepToward(actor, [actor], opponents())).toBeUndefined();
  });

  it('steps toward a cell of any of its attacks when it can pay none this round', () => {
    const paid = hit('disparo', 10, { cost: { azul: 1 }, from: [2], target: frontOnly });
    const actor = fighterAt('a', 1, 0, 0, [paid, mover()]);
    actor.units = { vermelha: 1 };
    expect(stepToward(actor, [actor], opponents())).toBe(2);
  });

  it('does not swap an ally out of the cell of its free attack into one where only a paid attack reaches', () => {
    // The actor, in the middle with nothing paid, wants the front; the ally there attacks for free only from the front,
    // and from the middle only with blue: after the swap it would have nothing to do without blue, and would swap back.
    const paid = hit('gosma', 10, { cost: { azul: 1 }, from: [1, 2], target: frontOnly });
    const actor = fighterAt('a', 1, 0, 0, [attackFrom(2), paid, mover()]);
    actor.units = { vermelha: 1 };
    const tank = fighterAt('b', 2, 0, 1, [attackFrom(2), paid]);
    tank.units = { azul: 1 };
    expect(stepToward(actor, [actor, tank], opponents())).toBeUndefined();
    // An ally with a free attack from the middle too may be swapped.
    const both = fighterAt('b', 2, 0, 1, [hit('golpe-1-2', 10, { from: [1, 2], target: frontOnly })]);
    expect(stepToward(actor, [actor, both], opponents())).toBe(2);
  });

  it('does not swap an ally farther from the cells of its free attack, even one with no attack from where it stands', () => {
    // Both attack for free only from the front; the actor in the back would take the middle and send the ally back,
    // where the ally, with nothing to do, would swap back: neither would reach the front.
    const actor = fighterAt('a', 0, 0, 0, [attackFrom(2), mover()]);
    const ally = fighterAt('b', 1, 0, 1, [attackFrom(2), mover()]);
    expect(stepToward(actor, [actor, ally], opponents())).toBeUndefined();
    // The ally steps to the front instead, and then the middle is free for the actor.
    expect(stepToward(ally, [actor, ally], opponents())).toBe(2);
  });

  it('does not step when it attacks from where it stands, has no cell to attack from, or has no Mover', () => {
    const inPlace = fighterAt('a', 2, 0, 0, [attackFrom(2), mover({ diagonals: true })]);
    expect(stepToward(inPlace, [inPlace], opponents())).toBeUndefined();
    const nobody = fighterAt('a', 0, 0, 0, [attackFrom(2), mover({ diagonals: true })]);
    expect(stepToward(nobody, [nobody], [])).toBeUndefined();
    const still = fighterAt('a', 0, 0, 0, [attackFrom(2)]);
    expect(stepToward(still, [still], opponents())).toBeUndefined();
  });
});

describe('when an enemy uses its last-resort Mover (Tipos de ação, Mover and Passar: when no other action it can pay has a target)', () => {
  const never = () => 0;

  it('moves when its only attack with a target from its cell is not paid this round, though that attack has a target', () => {
    // The Uru-Taruk of decision mover-para-o-que-pode-pagar: from the middle only the blue-cost attack reaches the front.
    const paid = hit('petrificar', 10, { cost: { azul: 1 }, from: [1, 2], target: frontOnly });
    const actor = fighterAt('a', 1, 1, 0, [attackFrom(2), paid, mover()]);
    const heroes = [fighterAt('alvo', 2, 0, 0, [])];
    actor.units = { vermelha: 1 };
    const declared = enemyDeclaration(actor, options(actor, [actor], heroes, actor.units, false), [actor], heroes, never);
    expect(declared?.action.id).toBe('mover');
    expect(declared?.cell).toBe(2);
  });

  it('attacks, and does not move, when it can pay an attack with a target', () => {
    const paid = hit('petrificar', 10, { cost: { azul: 1 }, from: [1, 2], target: frontOnly });
    const actor = fighterAt('a', 1, 1, 0, [attackFrom(2), paid, mover()]);
    const heroes = [fighterAt('alvo', 2, 0, 0, [])];
    actor.units = { azul: 1 };
    const declared = enemyDeclaration(actor, options(actor, [actor], heroes, actor.units, false), [actor], heroes, never);
    expect(declared?.action.id).toBe('petrificar');
  });
});
