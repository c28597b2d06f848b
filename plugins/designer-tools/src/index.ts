// Designer tools plugin: serves the tools' theme components (the loader a page
// imports as @theme/DesignerTools, the tools it fetches on demand) and gives
// the config the remark stage that puts the tools into pages.
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { Plugin } from '@docusaurus/types';
import type { GameModel } from '@dice-rolling/game-model';
import { gameModelOf, type GameDataOptions } from '../../game-data/src/index';
import { labElement, toolElements } from './element';
import remarkDesignerTools, { battleTableElementName, targetsElementName } from './remark';
import { checkTargets, writeTargetFigures } from './targets';

/** The elements a page may use (the tools, the rules lab and the design targets): their output comes from the game data, so their pages depend on it. */
export const toolElementNames = [...Object.keys(toolElements), labElement, targetsElementName, battleTableElementName];

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
    getClientModules: () => [path.join(__dirname, '..', 'theme', 'targetCharts.css')],
  };
}

/**
 * The plugin with the game model bound in a closure (the config's, from the
 * game-data plugin): it also checks the design targets of data/game/targets.yaml
 * before any page compiles, so a target outside its band stops every build,
 * warm or cold, with the record, the margin and what to change; and writes
 * the targets' figures as open data.
 */
export function designerToolsWithModel(options: Pick<GameDataOptions, 'siteDir' | 'dataDir' | 'staticDir'>): () => Plugin {
  const model = gameModelOf(options);
  const dataDir = path.resolve(options.siteDir, options.dataDir);
  return function designerToolsWithTargets(): Plugin {
    return {
      ...designerTools(),
      async loadContent() {
        const current = model();
        const started = performance.now();
        const evaluation = checkTargets(current);
        logger.info(`Metas de design conferidas em ${((performance.now() - started) / 1000).toFixed(1)} s.`);
        // The figures as open data (/dados/metas.json), beside the game data's files, keyed by the rules' content hash.
        if (options.staticDir) writeTargetFigures(path.resolve(options.siteDir, options.staticDir, 'dados'), current, evaluation);
      },
      getPathsToWatch: () => [path.join(dataDir, '*.yaml')],
    };
  };
}
