// The data the page "Jogar uma batalha" gets: the engine's encounter data and
// the simulator's floors, from the game model's entry (the same the simulator
// runs on), plus the names the log writes (energies, statuses).
import { simulatorToolData, type GameModel } from '@dice-rolling/game-model';
import type { PlayData } from '../client/playData';

export function playData(model: GameModel): PlayData {
  return {
    ...simulatorToolData(model),
    energies: model.data.energies.filter((energy) => energy.current).map(({ id, name, plural }) => ({ id, name, plural })),
    statusNames: Object.fromEntries(model.data.statuses.map((status) => [status.id, status.name])),
    attributeNames: Object.fromEntries(model.data.attributes.map((attribute) => [attribute.id, attribute.name])),
  };
}
