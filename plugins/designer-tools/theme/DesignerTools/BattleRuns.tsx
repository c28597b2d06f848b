// What the battle simulator and the rules lab share to run battles: the battles and seed fields, and the status of a run.
// A file of their own, so that the other tools, which share common.tsx, do not load the simulator's module for its seed limit.
import type { ReactNode } from 'react';
import { maxSeed } from '../../client/simulator';
import { LiveResult, NumberField } from './common';
import styles from './styles.module.css';
import { formatNumber } from '../../../format-pt';

/**
 * How many battles and the seed, the two fields the simulator and the lab share (the same seed gives the same battles),
 * read from and written to the tool's state. Refused values are reported under "batalhas" and "semente".
 */
export function SeedFields<S extends { battles: number; seed: number }>({
  battlesLabel,
  maxBattles,
  state,
  onChange,
  report,
}: {
  battlesLabel: string;
  maxBattles: number;
  state: S;
  onChange: (next: S) => void;
  report: (field: string, message?: string) => void;
}): ReactNode {
  return (
    <>
      <NumberField
        label={battlesLabel}
        value={state.battles}
        min={1}
        max={maxBattles}
        hint={`de 1 a ${formatNumber(maxBattles, 1)}`}
        onValid={(battles) => onChange({ ...state, battles })}
        onProblem={(message) => report('batalhas', message)}
      />
      <NumberField
        label="Semente"
        value={state.seed}
        min={0}
        max={maxSeed}
        hint="a mesma semente dá os mesmos números"
        onValid={(seed) => onChange({ ...state, seed })}
        onProblem={(message) => report('semente', message)}
      />
    </>
  );
}

/**
 * The status under the form of a run of battles: its progress bar while it runs, the notice of a failed run, and the
 * live region that reads the result (or what is running) aloud.
 */
export function RunStatus({
  anchor,
  progress,
  notice,
  children,
}: {
  anchor: string;
  progress: { done: number; total: number } | null;
  notice: string;
  children: ReactNode;
}): ReactNode {
  return (
    <>
      {progress && (
        <div className={styles.field}>
          <label htmlFor={`${anchor}-progresso`}>
            Progresso: {formatNumber(progress.done, 1)} de {formatNumber(progress.total, 1)} batalhas
          </label>
          <progress id={`${anchor}-progresso`} max={progress.total} value={progress.done} />
        </div>
      )}

      <p role="status" className={styles.hint}>
        {notice}
      </p>

      <LiveResult>{children}</LiveResult>
    </>
  );
}
