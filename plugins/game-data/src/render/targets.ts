// How an action's typed grid fields read in the tables: the columns it is used
// from ("Frente ou meio") and who it can hit ("Único, frente inimiga"). The
// battle plays the same fields (the game model's encounters adapter), so a table says what it plays.
import type { ActionTarget, GridColumn } from '@dice-rolling/game-model';
import { upperFirst, wordList as joined } from '../format';

/** The grid's cells per column (2 rows of 3 columns). */
const cellsPerColumn = 2;
const readingOrder: readonly GridColumn[] = ['front', 'middle', 'back'];
const columnWords: Record<GridColumn, { name: string; of: string; at: string; enemy: string }> = {
  front: { name: 'frente', of: 'da frente', at: 'na frente', enemy: 'frente inimiga' },
  middle: { name: 'meio', of: 'do meio', at: 'no meio', enemy: 'meio inimigo' },
  back: { name: 'fundo', of: 'do fundo', at: 'no fundo', enemy: 'fundo inimigo' },
};

function inOrder(columns: readonly GridColumn[]): GridColumn[] {
  return readingOrder.filter((column) => columns.includes(column));
}

/** "Qualquer célula", "Frente", "Frente ou meio". */
export function fromWords(from: readonly GridColumn[]): string {
  const columns = inOrder(from);
  return columns.length === readingOrder.length
    ? 'Qualquer célula'
    : upperFirst(
        joined(
          columns.map((column) => columnWords[column].name),
          'ou',
        ),
      );
}

function enemyWords(hits: 'one' | 'every' | 'row', marked: GridColumn[] | undefined): string {
  if (hits === 'row')
    return marked
      ? `uma linha inimiga, nas células ${joined(
          marked.map((c) => columnWords[c].of),
          'e',
        )}`
      : 'uma linha inimiga inteira';
  if (hits === 'one') {
    if (!marked) return 'qualquer célula inimiga';
    const [only] = marked;
    // "na frente ou no meio inimigo": the adjective agrees with the nearest column.
    const last = marked.at(-1);
    return marked.length === 1 && only
      ? columnWords[only].enemy
      : `${joined(
          marked.map((c) => columnWords[c].at),
          'ou',
        )} ${last === 'front' ? 'inimiga' : 'inimigo'}`;
  }
  if (!marked) return `as ${cellsPerColumn * readingOrder.length} células inimigas`;
  const [only] = marked;
  const side = marked.length === 1 && only ? (only === 'front' ? 'inimiga' : 'inimigo') : 'inimigos';
  return `as ${cellsPerColumn * marked.length} células ${joined(
    marked.map((c) => columnWords[c].of),
    'e',
  )} ${side}`;
}

function allyWords(hits: 'one' | 'every' | 'row', marked: GridColumn[] | undefined, others: boolean): string {
  // The user stands on its own grid: with every column marked, it can be its own target, unless the target is only the others.
  const where = marked
    ? ` ${joined(
        marked.map((c) => columnWords[c].of),
        hits === 'one' ? 'ou' : 'e',
      )}`
    : '';
  if (others) {
    if (hits === 'row') return `${marked ? `uma linha aliada, nas células${where}` : 'uma linha aliada inteira'}, sem quem usa`;
    if (hits === 'one') return marked ? `outro aliado${where}` : 'qualquer outro aliado';
    return marked ? `os outros aliados${where}` : 'todos os outros aliados';
  }
  if (hits === 'row') return marked ? `uma linha aliada, nas células${where}` : 'uma linha aliada inteira';
  if (hits === 'one') return marked ? `um aliado${where}` : 'qualquer aliado, inclusive quem usa';
  return marked ? `os aliados${where}` : 'todos os aliados, inclusive quem usa';
}

/**
 * "Quem usa", "Único, frente inimiga", "Múltiplo, as 6 células inimigas", "Múltiplo, uma linha inimiga inteira";
 * for an action whose hits each fall on a random target (`spread`), "Sorteado a cada golpe, entre as 6 células inimigas".
 */
export function targetWords(target: ActionTarget, effects: readonly { kind: string; spread?: boolean }[] = []): string {
  if (target.side === 'self') return 'Quem usa';
  const marked = target.columns && target.columns.length < readingOrder.length ? inOrder(target.columns) : undefined;
  if (target.side === 'enemy' && target.hits === 'every' && effects.some((effect) => effect.kind === 'damage' && effect.spread))
    return `Sorteado a cada golpe, entre ${enemyWords('every', marked)}`;
  const count = target.hits === 'one' ? 'Único' : 'Múltiplo';
  return `${count}, ${target.side === 'enemy' ? enemyWords(target.hits, marked) : allyWords(target.hits, marked, target.others === true)}`;
}
