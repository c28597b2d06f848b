// Game data plugin: loads and checks data/game/ once per build (bad data fails
// the build with every problem listed), hands the model to the remark stage
// that renders the data into pages, and ships the small stylesheet of the
// rendered elements.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { statSync } from 'node:fs';
import { checkInvariants } from './balance/invariants';
import { parseAll, readSources, sourcePaths, type SourceFile } from './load';
import { GameDataError, type DataProblem } from './problems';
import { openDataFolder, openDataLlmsSection, readCommittedVectors, writeOpenData } from './openData';
import { committedVectorsPath } from './ruleVectors';
import logger from '@docusaurus/logger';
import { buildModel, type GameModel } from './model';
import { withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import { validateOptions, type GameDataOptions } from './options';
import { readRegisterSources } from './proposalRegister';
import remarkGameData, { elementNames } from './remark';
import { statusDurationProblems } from './statusDurations';

export type { GameDataOptions } from './options';
export { engineDataVersion } from './rulesVersion';

export function loadGameModel(dataDir: string, siteDir: string): GameModel {
  return modelFromSources(readSources(dataDir, siteDir));
}

function modelFromSources(sources: SourceFile[]): GameModel {
  const { data, problems } = parseAll(sources);
  const labels = new Map(sources.map((source) => [source.name, source.label]));
  if (problems.length > 0) throw new GameDataError(problems);
  const built = buildModel(data, (kind) => labels.get(kind) ?? kind);
  const modelProblems: DataProblem[] = built.problems.length > 0 ? built.problems : statusDurationProblems(built.model);
  if (modelProblems.length > 0) throw new GameDataError(modelProblems);
  return built.model;
}

// The model of each data folder, with the stamp (size and modification time of
// each file) and the text it was built from. Every page that renders data asks
// for it once: unchanged stamps answer at the cost of a stat per file; a
// changed stamp rereads the files, and the model is rebuilt only when a text
// changed. So a page compiled after an edit (a warm build, or `npm start`
// before the plugin's own reload) never renders the old rules.
const models = new Map<string, { stamp: string; texts: string; model: GameModel }>();

function stampOf(files: string[]): string {
  return files
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return stats ? `${stats.size}:${stats.mtimeMs}` : '-';
    })
    .join(' ');
}

function currentModel(dataDir: string, siteDir: string): GameModel {
  const stamp = stampOf(sourcePaths(dataDir));
  const cached = models.get(dataDir);
  if (cached?.stamp === stamp) return cached.model;
  const sources = readSources(dataDir, siteDir);
  const texts = sources.map((source) => source.text).join('\0');
  const model = cached?.texts === texts ? cached.model : modelFromSources(sources);
  models.set(dataDir, { stamp, texts, model });
  return model;
}

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
      // A build publishes only vectors that match its data and engine; `docusaurus start`
      // (NODE_ENV=development) says so and goes on, so an author can edit the data.
      if (staleVectors && process.env.NODE_ENV !== 'development') throw new Error(staleVectors);
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
                  options: { dataDir, docsDir, dataElements: [...elementNames, ...(options.otherDataElements ?? [])], docsElements: ['Propostas'] },
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
