import { type GameModel, type GameData, need } from '@dice-rolling/game-model';

/** The records named in a comma-separated attribute (all of them when it is absent), in that order. */
export function selected<K extends 'data-roles'>(model: GameModel, kind: K, ids: string | undefined): GameData[K] {
  if (!ids) return model.data[kind];
  return ids.split(',').map((recordId) => need(model.byId(kind, recordId.trim()), `o registro "${recordId.trim()}" de ${kind}`)) as GameData[K];
}
