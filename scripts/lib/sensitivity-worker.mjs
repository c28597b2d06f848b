// A thread of `npm run report:sensitivity`: it loads the model, the lab's data
// and the base battles itself (from the targets' cache the main thread filled),
// claims moves from the shared counter and posts, for each, the targets it
// flips and how many battles it played again (or why the data cannot take it).
import path from 'node:path';
import { workerData, parentPort } from 'node:worker_threads';
import { loadTypeScript } from './load-typescript.mjs';

const { siteDir, moves, next } = workerData;
try {
  const { loadGameModel } = loadTypeScript('packages/game-model/src/index.ts');
  const { cachedBattles } = loadTypeScript('plugins/designer-tools/src/measures.ts');
  const { labToolData } = loadTypeScript('plugins/designer-tools/src/measures.ts');
  const { baseFigures, evaluateChanges, targetFlips } = loadTypeScript('plugins/designer-tools/src/measures.ts');
  const model = loadGameModel(path.join(siteDir, 'data', 'game'), siteDir);
  const lab = labToolData(model);
  const known = baseFigures(model, lab, cachedBattles(model));
  const base = evaluateChanges(model, lab, known, []).results;
  for (let at = Atomics.add(next, 0, 1); at < moves.length; at = Atomics.add(next, 0, 1)) {
    const move = moves[at];
    let changed;
    try {
      changed = evaluateChanges(model, lab, known, [{ id: move.parameter, value: move.value }]);
    } catch (error) {
      // A value the data cannot take (a count that asks for a rule no one wrote): reported, not measured.
      parentPort.postMessage({ at, invalid: error instanceof Error ? error.message : String(error) });
      continue;
    }
    parentPort.postMessage({ at, flips: targetFlips(base, changed.results), played: changed.played });
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
