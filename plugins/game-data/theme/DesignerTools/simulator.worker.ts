// The battle simulator's worker: plays the battles off the page's thread, in
// slices, reporting progress after each. Cancelling terminates the worker, so
// a run never needs to check a flag.
import { emptyTally, simulateRange, type BattleSetup, type Tally } from '../../src/engine';

export interface RunRequest {
  run: number;
  setup: BattleSetup;
  seed: number;
  battles: number;
}

export type RunReport = { run: number; kind: 'progress'; done: number } | { run: number; kind: 'done'; tally: Tally; milliseconds: number } | { run: number; kind: 'error'; message: string };

/** Battles between two progress reports. */
const slice = 500;

const scope = self as unknown as { onmessage: ((event: MessageEvent<RunRequest>) => void) | null; postMessage: (report: RunReport) => void };

scope.onmessage = (event) => {
  const { run, setup, seed, battles } = event.data;
  try {
    const started = performance.now();
    const tally = emptyTally(setup);
    for (let from = 0; from < battles; from += slice) {
      const to = Math.min(battles, from + slice);
      simulateRange(setup, seed, from, to, tally);
      scope.postMessage({ run, kind: 'progress', done: to });
    }
    scope.postMessage({ run, kind: 'done', tally, milliseconds: performance.now() - started });
  } catch (error) {
    scope.postMessage({ run, kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
