// Rules engine, the grid: each side is 2 rows × 3 columns, cells 0–5 (top
// row 0–2, bottom row 3–5); column 0 is the back, 2 the front (the column next
// to the other side). Pushing moves a fighter toward the back, pulling toward
// the front, one column at a time, in its own row.

/** Columns of a grid: 0 back, 1 middle, 2 front (cell % 3); rows: cells 0–2 and 3–5. */
export const columnOf = (cell: number): number => cell % 3;
export const rowOf = (cell: number): number => (cell < 3 ? 0 : 1);
export const cellAt = (row: number, column: number): number => row * 3 + column;

/** Steps between two cells of one grid (row and column moves). */
export function distance(a: number, b: number): number {
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(columnOf(a) - columnOf(b));
}

/**
 * Where a push (toward the back) or a pull (toward the front) of `columns`
 * leaves a fighter: it moves one column at a time and stops before the edge
 * of the grid or before a cell someone stands in (a blocked cell), so it may
 * move less than asked, or not at all.
 */
export function displacedCell(cell: number, direction: 'push' | 'pull', columns: number, occupied: (cell: number) => boolean): number {
  const step = direction === 'push' ? -1 : 1;
  let current = cell;
  for (let moved = 0; moved < columns; moved += 1) {
    const column = columnOf(current) + step;
    if (column < 0 || column > 2) break;
    const next = cellAt(rowOf(current), column);
    if (occupied(next)) break;
    current = next;
  }
  return current;
}

/**
 * Where summoned fighters go (proposal of the Batalha page): the free cells of
 * the summoner's side, nearest the summoner first (steps on the grid), then the
 * front column before the back, then the top row before the bottom.
 */
export function summonCells(summoner: number, free: (cell: number) => boolean): number[] {
  const cells = [0, 1, 2, 3, 4, 5].filter((cell) => cell !== summoner && free(cell));
  return cells.sort((a, b) => distance(a, summoner) - distance(b, summoner) || columnOf(b) - columnOf(a) || rowOf(a) - rowOf(b));
}

/** The cells next to `cell` on its grid: along its row and column, and on the diagonals when `diagonals`; in cell order. */
export function neighbourCells(cell: number, diagonals: boolean): number[] {
  return [0, 1, 2, 3, 4, 5].filter((other) => {
    const rows = Math.abs(rowOf(other) - rowOf(cell));
    const columns = Math.abs(columnOf(other) - columnOf(cell));
    return other !== cell && rows <= 1 && columns <= 1 && (diagonals || rows + columns === 1);
  });
}
