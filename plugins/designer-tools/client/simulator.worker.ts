// The battle simulator's worker: plays the battles off the page's thread, in
// slices, reporting the battles done after each (plugins/worker-rpc carries
// the messages). Cancelling terminates the worker, so a run never needs to
// check a flag.
import { emptyTally, simulateRange, type BattleSetup, type Tally } from '@dice-rolling/rules';
import { serveRequests } from '../../worker-rpc';

export interface RunRequest {
  setup: BattleSetup;
  seed: number;
  battles: number;
}

export interface RunResult {
  tally: Tally;
  milliseconds: number;
}

/** Battles between two progress reports. */
const slice = 500;

serveRequests<RunRequest, number, RunResult>(
  self as unknown as Parameters<typeof serveRequests>[0],
  ({ setup, seed, battles }, progress) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const tally = emptyTally(setup);
      // One slice per task: between slices the worker answers messages (and a debugger, for the bench's memory reading).
      const step = (from: number) => {
        try {
          const to = Math.min(battles, from + slice);
          simulateRange(setup, seed, from, to, tally);
          progress(to);
          if (to < battles) setTimeout(() => step(to), 0);
          else resolve({ tally, milliseconds: performance.now() - started });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      step(0);
    }),
);
