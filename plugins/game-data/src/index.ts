// Game data plugin: loads and checks data/game/ once per build (bad data fails
// the build with every problem listed), hands the model to the remark stage
// that renders the data into pages, and ships the small stylesheet of the
// rendered elements.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { GameDataError, parseAll, readSources, type DataProblem } from './load';
import { buildModel, type GameModel } from './model';
import { scanProposalBlocks } from './proposalBlocks';
import { readRegisterSources, type RegisterSources } from './proposalRegister';
import remarkGameData from './remark';
import type { ProposalBlock } from './render';

// A type, not an interface: the config's plugin options need its index signature.
export type GameDataOptions = {
  siteDir: string;
  /** Folder of the YAML files, relative to siteDir. */
  dataDir: string;
  /** Folder of the docs, relative to siteDir (scanned for proposal blocks). */
  docsDir: string;
};

// Docusaurus adds the plugin's `id`.
const optionsSchema = Joi.object<GameDataOptions & { id?: string }>({
  id: Joi.string(),
  siteDir: Joi.string().required(),
  dataDir: Joi.string().required(),
  docsDir: Joi.string().required(),
});

export function loadGameModel(dataDir: string, siteDir: string): GameModel {
  const sources = readSources(dataDir, siteDir);
  const { data, problems } = parseAll(sources);
  const labels = new Map(sources.map((source) => [source.name, source.label]));
  if (problems.length > 0) throw new GameDataError(problems);
  const built = buildModel(data, (kind) => labels.get(kind) ?? kind);
  const modelProblems: DataProblem[] = built.problems;
  if (modelProblems.length > 0) throw new GameDataError(modelProblems);
  return built.model;
}

// One model per data folder, shared by the plugin (which reloads it when a
// file changes under `start`) and the remark stage that renders pages.
const models = new Map<string, GameModel>();

/** The remark plugin and its options, reading the data lazily. */
export function gameDataRemarkPlugin(options: GameDataOptions): [typeof remarkGameData, Parameters<typeof remarkGameData>[0]] {
  const dataDir = path.resolve(options.siteDir, options.dataDir);
  let blocks: ProposalBlock[] | undefined;
  let registerSources: RegisterSources | undefined;
  const docsDir = path.resolve(options.siteDir, options.docsDir);
  return [
    remarkGameData,
    {
      model: () => {
        const cached = models.get(dataDir) ?? loadGameModel(dataDir, options.siteDir);
        models.set(dataDir, cached);
        return cached;
      },
      proposalBlocks: () => (blocks ??= scanProposalBlocks(docsDir)),
      docsDir,
      registerSources: () => (registerSources ??= readRegisterSources(docsDir)),
    },
  ];
}

export default function gameDataPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options: GameDataOptions = Joi.attempt(rawOptions, optionsSchema, '[game-data] opções inválidas:');
  const dataDir = path.resolve(context.siteDir, options.dataDir);
  return {
    name: 'game-data',
    // Checked before any page compiles, so broken data stops the build with its own message.
    async loadContent() {
      models.set(dataDir, loadGameModel(dataDir, context.siteDir));
    },
    getPathsToWatch() {
      return [path.join(dataDir, '*.yaml')];
    },
    getClientModules() {
      return [path.resolve(__dirname, '../theme/gameData.css'), path.resolve(__dirname, '../theme/termTooltip.ts')];
    },
  };
}
