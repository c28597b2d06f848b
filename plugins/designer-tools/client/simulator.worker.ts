// The battle simulator's worker: plays the battles off the page's thread, in
// slices, reporting progress after each. Cancelling terminates the worker, so
// a run never needs to check a flag.
import { emptyTally, simulateRange, type BattleSetup, type Tally } from '@dice-rolling/rules';

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
  const started = performance.now();
  const tally = emptyTally(setup);
  // One slice per task: between slices the worker answers messages (and a debugger, for the bench's memory reading).
  const step = (from: number) => {
    try {
      const to = Math.min(battles, from + slice);
      simulateRange(setup, seed, from, to, tally);
      scope.postMessage({ run, kind: 'progress', done: to });
      if (to < battles) setTimeout(() => step(to), 0);
      else scope.postMessage({ run, kind: 'done', tally, milliseconds: performance.now() - started });
    } catch (error) {
      scope.postMessage({ run, kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  step(0);
};
