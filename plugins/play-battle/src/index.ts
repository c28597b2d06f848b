// Plugin of the page "Jogar uma batalha": serves its theme components (the
// loader the page imports as @theme/PlayBattle, the game it fetches once the
// page has hydrated) and gives the config the remark stage that puts the game
// into the page, with the game model the config hands it.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { GameModel } from '@dice-rolling/game-model';
import remarkPlayBattle, { playElement } from './remark';

/** The element a page writes; its output comes from the game data, so its page depends on the data. */
export const playElementNames = [playElement];

/** The remark stage with the model function bound in a closure (remark options would land in the client bundle). */
export function playBattleRemarkPlugin(model: () => GameModel): () => ReturnType<typeof remarkPlayBattle> {
  return function remarkPlayBattleWithModel() {
    return remarkPlayBattle({ model });
  };
}

export default function playBattle(): Plugin {
  return {
    name: 'play-battle',
    getThemePath: () => path.join(__dirname, '..', 'theme'),
  };
}
