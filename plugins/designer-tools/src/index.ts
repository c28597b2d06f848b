// Designer tools plugin: serves the tools' theme components (the loader a page
// imports as @theme/DesignerTools, the tools it fetches on demand) and gives
// the config the remark stage that puts the tools into pages.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { GameModel } from '../../game-data/src/model';
import { labElement, toolElements } from './element';
import remarkDesignerTools from './remark';

/** The tool elements a page may use: their output comes from the game data, so their pages depend on it. */
export const toolElementNames = [...Object.keys(toolElements), labElement];

/**
 * The remark stage with the model function bound in a closure: Docusaurus
 * writes remark plugin options into the client bundle, and the model is the
 * build's own.
 */
export function designerToolsRemarkPlugin(model: () => GameModel): () => ReturnType<typeof remarkDesignerTools> {
  return function remarkDesignerToolsWithModel() {
    return remarkDesignerTools({ model });
  };
}

export default function designerTools(): Plugin {
  return {
    name: 'designer-tools',
    getThemePath: () => path.join(__dirname, '..', 'theme'),
  };
}
