// Target boards: each action carries two 2×3 grids, cells 0–5 (top row 0–2,
// bottom row 3–5; column 2 is the front). Marks: 0 unused, 1 a cell the user
// may act from, 2 an allied cell it may target, 3 an opposing cell it may
// target. An action with no cell marked 1 can be used from any cell (the
// reading adopted on the Posição e alvo page).

export type Board = readonly number[];
export const cells = [0, 1, 2, 3, 4, 5] as const;

export interface BoardAction {
  id: string;
  name: string;
  userBoard: Board;
  targetBoard: Board;
  targeting: 'single' | 'multiple';
}

const columnNames = ['fundo', 'meio', 'frente'] as const;

/** "frente, linha de cima" */
export function cellName(cell: number): string {
  return `${columnNames[cell % 3]}, linha ${cell < 3 ? 'de cima' : 'de baixo'}`;
}

export function usableFrom(action: BoardAction, cell: number): boolean {
  if (!Number.isInteger(cell) || cell < 0 || cell > 5) return false;
  if (!action.userBoard.includes(1)) return true;
  return action.userBoard[cell] === 1;
}

export function actionsUsableFrom(actions: readonly BoardAction[], cell: number): BoardAction[] {
  return actions.filter((action) => usableFrom(action, cell));
}

/** Cells a user may act from. */
export function userCells(action: BoardAction): number[] {
  return cells.filter((cell) => usableFrom(action, cell));
}

/**
 * The cells of one side in drawing order, rows top to bottom: the acting side
 * reads fundo, meio, frente (front towards the centre); the opposite side is
 * mirrored, frente, meio, fundo.
 */
export function drawingOrder(side: 'user' | 'target'): number[][] {
  const rows = [
    [0, 1, 2],
    [3, 4, 5],
  ];
  return side === 'user' ? rows : rows.map((row) => [...row].reverse());
}

export const markLetters = ['·', 'U', 'A', 'X'] as const;
export const markNames = ['sem uso', 'de onde pode usar', 'alvo aliado', 'alvo no lado oposto'] as const;
