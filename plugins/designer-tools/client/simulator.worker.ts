// The battle simulator's worker: plays the battles off the page's thread, in
// slices, reporting the battles done after each (plugins/worker-rpc carries
// the messages). Cancelling terminates the worker, so a run never needs to
// check a flag. The rules lab sends it lists of jobs (paired comparisons,
// sweep steps), played the same way.
import { emptyPairedTally, emptyTally, simulatePairedRange, simulateRange, type BattleSetup, type PairedTally, type Tally } from '@dice-rolling/rules';
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

/** The lab's work: each job over the same seeds, battle k with the same seed in every job. */
export type LabJob = { kind: 'paired'; current: BattleSetup; changed: BattleSetup } | { kind: 'single'; setup: BattleSetup };

export interface LabRequest {
  lab: LabJob[];
  seed: number;
  battles: number;
}

export interface LabResult {
  tallies: (PairedTally | Tally)[];
  milliseconds: number;
}

/** Battles between two progress reports. */
const slice = 500;

serveRequests<RunRequest | LabRequest, number, RunResult | LabResult>(
  self as unknown as Parameters<typeof serveRequests>[0],
  (request, progress) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const jobs: LabJob[] = 'lab' in request ? request.lab : [{ kind: 'single', setup: request.setup }];
      const { seed, battles } = request;
      const tallies = jobs.map((job) => (job.kind === 'paired' ? emptyPairedTally() : emptyTally(job.setup)));
      // One slice per task: between slices the worker answers messages (and a debugger, for the bench's memory reading).
      const step = (job: number, from: number) => {
        try {
          const to = Math.min(battles, from + slice);
          const current = jobs[job] as LabJob;
          if (current.kind === 'paired') simulatePairedRange(current.current, current.changed, seed, from, to, tallies[job] as PairedTally);
          else simulateRange(current.setup, seed, from, to, tallies[job] as Tally);
          progress(job * battles + to);
          const next: [number, number] | undefined = to < battles ? [job, to] : job + 1 < jobs.length ? [job + 1, 0] : undefined;
          if (next) setTimeout(() => step(...next), 0);
          else {
            const milliseconds = performance.now() - started;
            resolve('lab' in request ? { tallies, milliseconds } : { tally: tallies[0] as Tally, milliseconds });
          }
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      if (jobs.length === 0) resolve({ tallies: [], milliseconds: 0 });
      else step(0, 0);
    }),
);
