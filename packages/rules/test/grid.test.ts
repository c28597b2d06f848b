// The grid, by hand: each side is 2 rows × 3 columns, cells 0–5 (top row 0–2,
// bottom row 3–5); column 0 is the back, 2 the front.
import { describe, expect, it } from 'vitest';
import { cellAt, columnOf, displacedCell, distance, neighbourCells, rowOf, summonCells } from '../src/index';

const nobody = () => false;

describe('the grid', () => {
  it('names each cell by row and column: 0–2 the top row, 3–5 the bottom one, column 0 the back and 2 the front', () => {
    expect([0, 1, 2, 3, 4, 5].map((cell) => [rowOf(cell), columnOf(cell)])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(cellAt(1, 2)).toBe(5);
    expect(cellAt(0, 1)).toBe(1);
  });

  it('counts the steps between two cells along rows and columns: front to back of a row is 2, a corner to the other is 3', () => {
    expect(distance(2, 0)).toBe(2);
    expect(distance(0, 5)).toBe(3);
    expect(distance(4, 1)).toBe(1);
    expect(distance(3, 3)).toBe(0);
  });

  it('a push of 2 from the front reaches the back, a push of 1 the middle; a pull of 2 from the back reaches the front; in the fighter’s own row', () => {
    expect(displacedCell(5, 'push', 2, nobody)).toBe(3);
    expect(displacedCell(0, 'pull', 2, nobody)).toBe(2);
    expect(displacedCell(4, 'push', 1, nobody)).toBe(3);
    expect(displacedCell(5, 'push', 1, nobody)).toBe(4);
  });

  it('stops at the edge of the grid or before a taken cell, so it may move less than asked or not at all', () => {
    expect(displacedCell(1, 'push', 3, nobody)).toBe(0);
    expect(displacedCell(2, 'pull', 1, nobody)).toBe(2);
    expect(displacedCell(5, 'push', 2, (cell) => cell === 3)).toBe(4);
    expect(displacedCell(5, 'push', 2, (cell) => cell === 4)).toBe(5);
    expect(displacedCell(5, 'push', 0, nobody)).toBe(5);
  });

  it('places the summoned in free cells nearest the summoner, then the front column before the back, then the top row first', () => {
    // From the middle of the top row: 2, 4 and 0 are one step away (by column, front first), then 5 and 3 (front first).
    expect(summonCells(1, () => true)).toEqual([2, 4, 0, 5, 3]);
    // From the back of the bottom row, with 4 taken: 0 one step away; 5 and 1 two steps (the front 5 first); 2 three steps.
    expect(summonCells(3, (cell) => cell !== 4)).toEqual([0, 5, 1, 2]);
  });

  it('a cell’s neighbours: along its row and column, and on the diagonals when the rule allows them', () => {
    expect(neighbourCells(1, false)).toEqual([0, 2, 4]);
    expect(neighbourCells(1, true)).toEqual([0, 2, 3, 4, 5]);
    expect(neighbourCells(3, false)).toEqual([0, 4]);
    expect(neighbourCells(3, true)).toEqual([0, 1, 4]);
  });
});
