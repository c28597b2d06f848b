// Tabuleiros de alvo: the two 2×3 grids of an action with its marks, and, for
// a picked cell of the acting side, the actions usable from it.
import { useMemo, type ReactNode } from 'react';
import type { BoardsToolData, ToolProps } from '../../client/toolData';
import { actionsUsableFrom, cellName, drawingOrder, markLetters, markNames, type BoardAction } from '../../client/targetBoards';
import { boardsFromParams, boardsToParams } from '../../client/urlState';
import { CopyLink, LiveResult, Problems, Select, useUrlState } from './common';
import { toolFrame } from '../../../tool-frame';
import styles from './styles.module.css';

function Grid({ action, side, picked, onPick }: { action: BoardAction; side: 'user' | 'target'; picked: number; onPick?: (cell: number) => void }): ReactNode {
  const board = side === 'user' ? action.userBoard : action.targetBoard;
  const columns = side === 'user' ? ['Fundo', 'Meio', 'Frente'] : ['Frente', 'Meio', 'Fundo'];
  return (
    <table className={styles.board}>
      <caption>{side === 'user' ? 'Lado de quem age' : 'Lado oposto'}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {drawingOrder(side).map((row) => (
          <tr key={row.join()}>
            {row.map((cell) => {
              const mark = board[cell] ?? 0;
              const content = (
                <>
                  <span aria-hidden="true">{markLetters[mark]}</span>
                  <span className={styles.srOnly}>
                    Célula {cell} ({cellName(cell)}): {markNames[mark]}
                  </span>
                  <span className={styles.cellNumber} aria-hidden="true">
                    {cell}
                  </span>
                </>
              );
              return (
                <td key={cell} className={[styles.mark0, styles.mark1, styles.mark2, styles.mark3][mark]}>
                  {onPick ? (
                    <button type="button" className={styles.cellButton} aria-pressed={picked === cell} onClick={() => onPick(cell)}>
                      {content}
                    </button>
                  ) : (
                    content
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function TargetBoards({ data, anchor }: ToolProps<BoardsToolData>): ReactNode {
  const read = useMemo(() => (params: URLSearchParams) => boardsFromParams(data, params), [data]);
  const [state, setState, linkProblems] = useUrlState(read, boardsToParams);
  const action = data.actions.find((candidate) => candidate.id === state.action) ?? data.actions[0];
  if (!action) return null;
  const usable = state.cell >= 0 ? actionsUsableFrom(data.actions, state.cell) : [];

  return (
    <div className={toolFrame.frame}>
      <Select
        label="Ação"
        value={action.id}
        options={data.actions.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        onChange={(id) => setState({ ...state, action: id })}
      />
      <p className={styles.hint}>
        {action.targeting === 'single' ? 'Alvo único.' : 'Alvo múltiplo.'} Marcas: U = de onde pode usar (1), A = alvo aliado (2), X = alvo no lado oposto (3),
        · = sem uso (0). Escolha uma célula do lado de quem age para ver as ações usáveis dali.
      </p>
      <div className={styles.boards}>
        <Grid action={action} side="user" picked={state.cell} onPick={(cell) => setState({ ...state, cell })} />
        <Grid action={action} side="target" picked={-1} />
      </div>

      <Problems link={linkProblems} fields={{}} />

      <LiveResult>
        {state.cell < 0
          ? `${action.name}: escolha uma célula para ver as ações usáveis dali.`
          : `Da célula ${state.cell} (${cellName(state.cell)}): ` +
            `${usable.length === 0 ? 'nenhuma ação' : usable.map((candidate) => candidate.name).join(', ')}.`}
      </LiveResult>
      <CopyLink anchor={anchor} />
    </div>
  );
}
