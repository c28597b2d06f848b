// Game data plugin: loads and checks data/game/ once per build (bad data fails
// the build with every problem listed), hands the model to the remark stage
// that renders the data into pages, and ships the small stylesheet of the
// rendered elements.
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { currentGameModel as currentModel, type GameModel } from '@dice-rolling/game-model';
import { checkInvariants } from './balance/invariants';
import { openDataFolder, openDataLlmsSection, readCommittedVectors, writeOpenData } from './openData';
import { committedVectorsPath } from './ruleVectors';
import { withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import { validateOptions, type GameDataOptions } from './options';
import { readRegisterSources } from './proposalRegister';
import remarkGameData, { elementNames } from './remark';
export { attributesOf as elementAttributes } from './remark';

export type { GameDataOptions } from './options';
export { engineDataVersion } from './rulesVersion';

// For the designer tools, whose elements render into the same pages: the
// Markdown tree builders and an enemy's stats.
export { code, element, esmImport, heading, link, markFromData, paragraph, strong, table, text, type Cell, type Node } from './mdast';
export { enemyStats, glossaryPath, proposalsPath } from './render';
export { damageTypeNames } from './render/words';
export { targetBandText, targetUnitSuffix } from './render/targetBand';
export { sourceLine as dataSourceLine } from './balance/page';
// For the site tests, which hold the built pages against the data.
export {
  ambiguousLinkLabels,
  attackValues,
  contradictionFinder,
  incompleteLists,
  passagesOf,
  restatedClaims,
  typedRuleNumbers,
  type FactList,
  type HomedClaim,
} from './consistency';
export { decisionAnchor } from './render/decisions';
export { isOpenProposal, markedCell } from './proposalMark';
export { qualitativeContradictionFinder } from './qualitativeConsistency';
// For the site tests and `npm run vectors:update`: the golden vectors and their check.
export { committedVectorsPath, ruleVectors, ruleVectorsSchema, ruleVectorsText, vectorKinds, vectorsDrift } from './ruleVectors';

/**
 * The game model of the site's data, for the remark stages of other plugins
 * (the designer tools): the same model the game-data elements render, read
 * again only when a data file changed.
 */
export function gameModelOf(options: Pick<GameDataOptions, 'siteDir' | 'dataDir'>): () => GameModel {
  const dataDir = path.resolve(options.siteDir, options.dataDir);
  return () => currentModel(dataDir, options.siteDir);
}

/**
 * The remark plugin with its options bound in a closure: Docusaurus writes the
 * site config, remark plugin options included, into the client bundle, and
 * these hold absolute paths of the build machine.
 */
export function gameDataRemarkPlugin(options: GameDataOptions): () => ReturnType<typeof remarkGameData> {
  const dataDir = path.resolve(options.siteDir, options.dataDir);
  const docsDir = path.resolve(options.siteDir, options.docsDir);
  const remarkOptions: Parameters<typeof remarkGameData>[0] = {
    model: () => currentModel(dataDir, options.siteDir),
    // Read anew each time: only the proposals register asks, once per build.
    docsDir,
    registerSources: () => readRegisterSources(docsDir),
  };
  return function remarkGameDataWithOptions() {
    return remarkGameData(remarkOptions);
  };
}

/**
 * The plugin with its options bound, for the config's plugin list: Docusaurus
 * serialises options given as `[plugin, options]` into the client bundle
 * (main.js), and `siteDir` is a path of the build machine.
 */
export function gameDataWithOptions(options: GameDataOptions): PluginWithOptions<GameDataOptions, Plugin> {
  return withOptions('game-data', gameDataPlugin, options);
}

export default function gameDataPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateOptions(rawOptions);
  const dataDir = path.resolve(context.siteDir, options.dataDir);
  const docsDir = path.resolve(context.siteDir, options.docsDir);
  return {
    name: 'game-data',
    // Checked before any page compiles, so broken data stops the build with its own message.
    async loadContent() {
      const model = currentModel(dataDir, context.siteDir);
      // The design invariants of data/game/invariants.yaml: a broken one stops the build.
      checkInvariants(model);
      if (!options.staticDir) return undefined;
      const committed = readCommittedVectors(path.join(dataDir, committedVectorsPath), context.siteDir);
      const { entries, vectors, staleVectors } = writeOpenData(path.resolve(context.siteDir, options.staticDir, openDataFolder), model, committed);
      // Vectors that no longer match the data and engine are a review step, not a
      // broken site: the build says so and publishes the committed copy, whose stamp
      // names the rules it came from, so an author's second build after a data edit
      // still publishes the edit. The unit tests (npm test) refuse a stale file.
      if (staleVectors) logger.warn(staleVectors);
      // Read by plugins/markdown-export, which lists these links in llms.txt.
      return { llmsSection: openDataLlmsSection(entries, vectors) };
    },
    getPathsToWatch() {
      return [path.join(dataDir, '*.yaml'), path.join(dataDir, committedVectorsPath)];
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [docsDir],
              enforce: 'pre' as const,
              use: [
                {
                  loader: path.resolve(__dirname, '../loader/pageDependencies.mjs'),
                  options: {
                    dataDir,
                    docsDir,
                    dataElements: [...elementNames, ...(options.otherDataElements ?? [])],
                    docsElements: ['Propostas', 'RegistroDeDecisoes', 'Glossario'],
                  },
                },
              ],
            },
          ],
        },
      };
    },
    getClientModules() {
      return [path.resolve(__dirname, '../theme/gameData.css'), path.resolve(__dirname, '../theme/termTooltip.ts')];
    },
  };
}
