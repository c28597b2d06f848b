// The game model of a data folder (data/game/*.yaml): read, checked and built
// once; bad data throws with every problem listed. Node only (it reads files).
import { statSync } from 'node:fs';
import { parseAll, readSources, sourcePaths, type SourceFile } from './load';
import { buildModel, type GameModel } from './model';
import { GameDataError, type DataProblem } from './problems';
import { statusDurationProblems } from './statusDurations';

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

/** The model of a data folder as its files stand now, rebuilt only when a text changed. */
export function currentGameModel(dataDir: string, siteDir: string): GameModel {
  const stamp = stampOf(sourcePaths(dataDir));
  const cached = models.get(dataDir);
  if (cached?.stamp === stamp) return cached.model;
  const sources = readSources(dataDir, siteDir);
  const texts = sources.map((source) => source.text).join('\0');
  const model = cached?.texts === texts ? cached.model : modelFromSources(sources);
  models.set(dataDir, { stamp, texts, model });
  return model;
}
