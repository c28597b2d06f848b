// <Tabela de="…"> tables: the game project's own data files: roles, actions and an action's target board.
import { formatNumber, lowerFirst } from '../../format';
import { code, paragraph, table, text, type Cell, type Node } from '../../mdast';
import { proposalMark } from '../../proposalMark';
import { costNodes } from '../inline';
import { need, type ActionTarget, type GridColumn } from '@dice-rolling/game-model';
import { boardMarks, categoryNames, playableNames } from '../names';
import { fromWords, targetWords } from '../targets';
import { selected } from './selected';
import type { TableRenderers } from './types';

export const dataFilesTables: TableRenderers = {
  'papeis-dados': (model, attributes) => [
    table(
      ['Papel', 'Jogável', 'Vida', 'Velocidade', 'Defesa', 'Ações'],
      selected(model, 'data-roles', attributes.papel).map((role) => [
        [code(role.name)],
        playableNames[role.playable],
        ...(['vida', 'velocidade', 'defesa'] as const).map((attribute) =>
          role.attributes[attribute] === undefined ? '—' : formatNumber(role.attributes[attribute]),
        ),
        role.actions.length === 0 ? 'nenhuma' : role.actions.map((action) => need(model.byId('data-actions', action), `a ação "${action}"`).name).join(', '),
      ]),
    ),
  ],
  'acoes-dados': (model) => [
    table(
      ['Ação', 'Categoria', 'Custo', 'Dano', 'Alvo', 'Usada por'],
      model.data['data-actions'].map((action) => {
        const users = model.data['data-roles'].filter((role) => role.actions.includes(action.id)).map((role) => role.name);
        return [
          [code(action.name)],
          categoryNames[action.category],
          costNodes(model, action.cost),
          damageCell(action),
          action.targeting === 'single' ? 'Único' : 'Múltiplo',
          users.length === 0 ? 'ninguém' : users.join(', '),
        ];
      }),
    ),
  ],
  tabuleiro: (model, attributes) => {
    const action = need(model.byId('data-actions', need(attributes.acao, 'o atributo acao')), `a ação "${attributes.acao}"`);
    // Cells 0–2 are the top row and 3–5 the bottom one; in each row the first
    // cell is the back column. The opposite side is drawn mirrored, front first.
    const row = (first: number): Cell[] => [
      ...[first, first + 1, first + 2].map((cell) => boardMarks[action.userBoard[cell] ?? 0]),
      '‖',
      ...[first + 2, first + 1, first].map((cell) => boardMarks[action.targetBoard[cell] ?? 0]),
    ];
    // `tambem`: other actions drawn on the same board (one heading for both); each then gets its own line, by name,
    // since the board is the same but single or multiple targeting is not.
    const others = (attributes.tambem ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map((id) => need(model.byId('data-actions', id), `a ação "${id}"`));
    for (const other of others)
      if (other.userBoard.join() !== action.userBoard.join() || other.targetBoard.join() !== action.targetBoard.join())
        throw new Error(`tabuleiro: a ação "${other.id}" não tem o mesmo tabuleiro que "${action.id}"`);
    const words = others.length === 0 ? [paragraph(...boardWords(action))] : [action, ...others].map((one) => paragraph(...boardWords(one, one.name)));
    return [table(['Fundo', 'Meio', 'Frente', '‖', 'Frente', 'Meio', 'Fundo'], [row(0), row(3)]), ...words];
  },
};

/**
 * The Dano column of a prototype action: its damage; "não configurado" when the
 * game data leave its effect empty (Arcane Strike); "nenhum" when the action has,
 * on purpose, no effect at all (Stare, in the facts "sem efeito").
 */
function damageCell(action: { damage?: number; effect: string }): string {
  if (action.damage !== undefined) return formatNumber(action.damage);
  return /^não configurado/i.test(action.effect) ? 'não configurado' : 'nenhum';
}

/** The columns whose cells a board marks with `mark` (cell % 3 is the column, 0 the back). */
const boardColumns: readonly GridColumn[] = ['back', 'middle', 'front'];

function markedColumns(board: readonly number[], mark: number): GridColumn[] {
  return boardColumns.filter((_, column) => board.some((value, cell) => cell % 3 === column && value === mark));
}

/**
 * Under a board, what its marks say in the words of the skills tables: the
 * columns of U (used from) and whom the A (own side) or X (other side) cells
 * let it hit, single or multiple as the action's `targeting`.
 */
function boardWords(action: { userBoard: readonly number[]; targetBoard: readonly number[]; targeting: 'single' | 'multiple' }, name?: string): Node[] {
  const from = markedColumns(action.userBoard, 1);
  const hits = action.targeting === 'single' ? ('one' as const) : ('every' as const);
  const enemy = markedColumns(action.targetBoard, 3);
  const ally = markedColumns(action.userBoard, 2);
  const targets: ActionTarget[] = [
    ...(enemy.length > 0 ? [{ side: 'enemy' as const, hits, columns: enemy }] : []),
    ...(ally.length > 0 ? [{ side: 'ally' as const, hits, columns: ally }] : []),
  ];
  const hit = targets.length > 0 ? targets.map((target) => lowerFirst(targetWords(target))).join('; ') : 'nenhuma célula marcada';
  // No U cell: the Posição e alvo page proposes that the action is used from any cell (the board tool plays it so).
  // With a name (a board two actions share), the line opens with it and a dash, not a colon before the colon of "usada de:".
  const used = name ? `${name} — usada de` : 'Usada de';
  if (from.length === 0) return [text(`${used}: qualquer célula`), proposalMark(), text(`, pois nenhuma está marcada com U. Alvo: ${hit}.`)];
  return [text(`${used}: ${lowerFirst(fromWords(from))}. Alvo: ${hit}.`)];
}
