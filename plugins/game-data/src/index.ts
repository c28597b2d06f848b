// Game data plugin: loads and checks data/game/ once per build (bad data fails
// the build with every problem listed), hands the model to the remark stage
// that renders the data into pages, and ships the small stylesheet of the
// rendered elements.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { checkInvariants } from './balance/invariants';
import { openDataFolder, openDataLlmsSection, writeOpenData } from './openData';
import { GameDataError, parseAll, readSources, type DataProblem } from './load';
import { buildModel, type GameModel } from './model';
import { scanProposalBlocks } from './proposalBlocks';
import remarkGameData from './remark';
import type { ProposalBlock } from './render';

// A type, not an interface: the config's plugin options need its index signature.
export type GameDataOptions = {
  siteDir: string;
  /** Folder of the YAML files, relative to siteDir. */
  dataDir: string;
  /** Folder of the docs, relative to siteDir (scanned for proposal blocks). */
  docsDir: string;
  /** A static directory of the site (listed in staticDirectories), relative to siteDir: the open data goes in its `dados/` folder. */
  staticDir?: string;
};

// Docusaurus adds the plugin's `id`.
const optionsSchema = Joi.object<GameDataOptions & { id?: string }>({
  id: Joi.string(),
  siteDir: Joi.string().required(),
  dataDir: Joi.string().required(),
  docsDir: Joi.string().required(),
  staticDir: Joi.string(),
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
  return [
    remarkGameData,
    {
      model: () => {
        const cached = models.get(dataDir) ?? loadGameModel(dataDir, options.siteDir);
        models.set(dataDir, cached);
        return cached;
      },
      proposalBlocks: () => (blocks ??= scanProposalBlocks(path.resolve(options.siteDir, options.docsDir))),
    },
  ];
}

function dataFiles(dataDir: string): string[] {
  return readdirSync(dataDir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.join(dataDir, file));
}

/** Appends the data files to the build dependencies of Rspack's persistent cache, when the config has one. */
export function addDataToCacheDependencies(config: { experiments?: unknown }, files: string[]): void {
  const cache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  if (typeof cache !== 'object' || cache === null) return;
  const withDependencies = cache as { buildDependencies?: string[] };
  withDependencies.buildDependencies = [...(withDependencies.buildDependencies ?? []), ...files];
}

export default function gameDataPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options: GameDataOptions = Joi.attempt(rawOptions, optionsSchema, '[game-data] opções inválidas:');
  const dataDir = path.resolve(context.siteDir, options.dataDir);
  return {
    name: 'game-data',
    // Checked before any page compiles, so broken data stops the build with its own message.
    async loadContent() {
      const model = loadGameModel(dataDir, context.siteDir);
      // The design invariants of data/game/invariants.yaml: a broken one stops the build.
      checkInvariants(model);
      models.set(dataDir, model);
      if (!options.staticDir) return undefined;
      const entries = writeOpenData(path.resolve(context.siteDir, options.staticDir, openDataFolder), model);
      // Read by plugins/markdown-export, which lists these links in llms.txt.
      return { llmsSection: openDataLlmsSection(entries) };
    },
    // Rspack's persistent cache is evicted when the config or the modules it
    // imports change, not when a YAML file does: without this, a page that
    // renders the data kept its old compiled output after a data-only edit.
    configureWebpack(config) {
      addDataToCacheDependencies(config, dataFiles(dataDir));
      return {};
    },
    getPathsToWatch() {
      return [path.join(dataDir, '*.yaml')];
    },
    getClientModules() {
      return [path.resolve(__dirname, '../theme/gameData.css'), path.resolve(__dirname, '../theme/termTooltip.ts')];
    },
  };
}
