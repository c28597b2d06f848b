// The design targets' battles on every core: the build's check plays some
// 60 000 battles when its cache is cold, and one thread takes more than the
// 20 s the targets are given. The encounters are shared out as they come (a
// counter in shared memory: an encounter goes to whichever thread is free),
// so a slow T2 encounter does not hold up the others. Each thread plays an
// encounter whole, with its own damage memo, so the figures are those of one
// thread, encounter by encounter. The call stays synchronous (the page and
// the build's check ask for the figures as a value): this thread plays its
// share, then sleeps on the counter of posted figures until the others are in.
import os from 'node:os';
import path from 'node:path';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { playInTurn, type EncounterPlayer, type SeededFigures } from '@dice-rolling/game-model';

/**
 * Threads besides this one: one less than the cores (at most three), or
 * DESIGN_TARGETS_THREADS − 1 when it is set (1 plays everything here).
 */
export function extraThreads(): number {
  const asked = Number(process.env.DESIGN_TARGETS_THREADS);
  if (Number.isInteger(asked) && asked >= 1) return asked - 1;
  return Math.max(0, Math.min(3, os.availableParallelism() - 1));
}

/** Below this many battles (by default) a thread costs more to start (it loads the engine) than it saves. */
const threadedBattles = 2000;

/** How long this thread waits for the others before it gives up (a thread that died without a word). */
const patience = 10 * 60 * 1000;

/**
 * A player of the targets' encounters that shares the encounters it is handed
 * (all of them, or those a cache lacks) out among `threads` more threads, when
 * they are `fromBattles` battles or more. Each thread gets the encounters'
 * setups and battles, as plain data, and plays those it claims.
 */
export function playInThreads({
  threads = extraThreads(),
  fromBattles = threadedBattles,
  playHere = true,
}: {
  threads?: number;
  fromBattles?: number;
  /** Whether this thread plays encounters too, or only waits for the others' (a test of theirs). */
  playHere?: boolean;
} = {}): EncounterPlayer {
  return (encounters, seeds) => {
    const battles = encounters.reduce((sum, encounter) => sum + encounter.battles, 0) * seeds.length;
    if (threads === 0 || battles < fromBattles) return playInTurn(encounters, seeds);
    const next = new Int32Array(new SharedArrayBuffer(4));
    const posted = new Int32Array(new SharedArrayBuffer(4));
    // A channel each: a port goes to one thread only (a second thread handed the same port failed to start).
    const channels = Array.from({ length: threads }, () => new MessageChannel());
    const plain = encounters.map(({ setup, battles: perSeed }) => ({ setup, battles: perSeed }));
    const workers = channels.map(
      (channel) =>
        new Worker(path.join(__dirname, 'targetWorker.mjs'), {
          workerData: { encounters: plain, seeds, port: channel.port2, next, posted },
          transferList: [channel.port2],
        }),
    );
    const figures: (SeededFigures | undefined)[] = encounters.map(() => undefined);
    let received = 0;
    const drain = () => {
      for (const { port1 } of channels)
        for (let message = receiveMessageOnPort(port1); message; message = receiveMessageOnPort(port1)) {
          const { at, figures: played, error } = message.message as { at?: number; figures?: SeededFigures; error?: string };
          if (error !== undefined) throw new Error(`design targets: a thread failed: ${error}`);
          if (at !== undefined && played) figures[at] = played;
          received += 1;
        }
    };
    try {
      let mine = 0;
      for (let at = playHere ? Atomics.add(next, 0, 1) : encounters.length; at < encounters.length; at = Atomics.add(next, 0, 1)) {
        const encounter = encounters[at];
        if (encounter) figures[at] = playInTurn([encounter], seeds)[0];
        mine += 1;
        drain();
      }
      const deadline = Date.now() + patience;
      while (mine + received < encounters.length) {
        const seen = Atomics.load(posted, 0);
        if (seen === received) {
          if (Date.now() > deadline) throw new Error('design targets: the other threads did not finish');
          Atomics.wait(posted, 0, seen, 1000);
        }
        drain();
      }
    } finally {
      for (const { port1 } of channels) port1.close();
      for (const worker of workers) void worker.terminate();
    }
    return figures.map((played, at) => {
      if (!played) throw new Error(`design targets: no figures for encounter ${at}`);
      return played;
    });
  };
}
