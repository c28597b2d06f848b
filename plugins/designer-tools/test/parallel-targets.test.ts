import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { battleMeasureOptions, loadGameModel, measureBattleTargets, playInTurn, simulatorToolData, targetEncounters } from '@dice-rolling/game-model';
import { playInThreads } from '../src/parallelTargets';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

describe("the design targets' battles in threads", () => {
  it('give each encounter the figures it has when played alone, in the same order', () => {
    const data = simulatorToolData(model);
    // Few battles (the thread starts whatever their number), all played by the other thread.
    const options = battleMeasureOptions(model, { seeds: [1, 2], battles: 1 });
    const encounters = targetEncounters(data, options);
    const threaded = measureBattleTargets(data, options, playInThreads({ threads: 1, fromBattles: 0, playHere: false }));
    const alone = measureBattleTargets(data, options, playInTurn);
    expect(threaded).toEqual(alone);
    // Every floor and policy is there, each with its own figures (the seeds' win rates of a floor differ between floors).
    expect(threaded.floors.map((entry) => `${entry.floor.id} ${entry.policy}`)).toEqual(
      encounters.filter((encounter) => encounter.list === 'floors').map((encounter) => `${encounter.floor.id} ${encounter.policy}`),
    );
  }, 60_000);

  it('play the encounters they are handed, not the whole list the data gives (a cache hands them only those it lacks)', () => {
    const data = simulatorToolData(model);
    const options = battleMeasureOptions(model, { seeds: [1, 2], battles: 2 });
    // Every third encounter, from the second on: none at the index it has in the whole list.
    const some = targetEncounters(data, options).filter((_encounter, at) => at % 3 === 1);
    const threaded = playInThreads({ threads: 1, fromBattles: 0, playHere: false })(some, [1, 2]);
    expect(threaded).toEqual(playInTurn(some, [1, 2]));
  }, 60_000);

  it('work with more than one other thread (a machine with more than two cores)', () => {
    const data = simulatorToolData(model);
    const options = battleMeasureOptions(model, { seeds: [1, 2], battles: 2 });
    const encounters = targetEncounters(data, options);
    const threaded = playInThreads({ threads: 2, fromBattles: 0, playHere: false })(encounters, [1, 2]);
    expect(threaded).toEqual(playInTurn(encounters, [1, 2]));
  }, 60_000);
});
