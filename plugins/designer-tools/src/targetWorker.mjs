// A thread of the design targets' battles (playInThreads, parallelTargets.ts):
// it plays the encounters it claims from the shared counter, among those it
// is handed (each one's setup and battles per seed), posting each one's
// figures. Plain JavaScript, as a worker's entry must be; the game model's
// TypeScript is loaded by jiti, as Docusaurus loads the plugins.
import { workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const { encounters, seeds, port, next, posted } = workerData;
const post = (message) => {
  port.postMessage(message);
  Atomics.add(posted, 0, 1);
  Atomics.notify(posted, 0);
};
try {
  const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
  const { measureSeeded } = jiti('@dice-rolling/game-model/battle-targets');
  for (let at = Atomics.add(next, 0, 1); at < encounters.length; at = Atomics.add(next, 0, 1))
    post({ at, figures: measureSeeded(encounters[at].setup, seeds, encounters[at].battles) });
} catch (error) {
  post({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
