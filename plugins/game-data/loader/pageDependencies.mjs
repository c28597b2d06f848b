// @ts-check
// Bundler loader, run before the MDX loader on each docs page: declares the
// files a page's compiled output depends on beyond its own text, so that the
// persistent cache of `npm run build` and the watcher of `npm start` recompile
// it when they change. The MDX loader cannot know: the game data reaches the
// remark stage through functions, which no cache key can see.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} PageDependenciesOptions
 * @property {string} dataDir  Folder of the game data (absolute).
 * @property {string} docsDir  Folder of the docs (absolute).
 * @property {string[]} dataElements  Elements whose output comes from the data.
 * @property {string[]} docsElements  Elements whose output comes from every page (the proposals register).
 */

/** @param {string} dir @param {RegExp} pattern @returns {string[]} */
function filesIn(dir, pattern) {
  return /** @type {string[]} */ (readdirSync(dir, { recursive: true })).filter((file) => pattern.test(file)).map((file) => path.join(dir, file));
}

/**
 * @this {{ getOptions(): PageDependenciesOptions, addDependency(file: string): void, addContextDependency(dir: string): void }}
 * @param {string} source
 * @returns {string}
 */
export default function pageDependencies(source) {
  const options = this.getOptions();
  const uses = (/** @type {string[]} */ names) => names.some((name) => new RegExp(`<${name}[\\s/>]`).test(source));
  if (uses(options.dataElements)) {
    this.addContextDependency(options.dataDir);
    for (const file of filesIn(options.dataDir, /\.ya?ml$/)) this.addDependency(file);
  }
  if (uses(options.docsElements)) {
    this.addContextDependency(options.docsDir);
    for (const file of filesIn(options.docsDir, /\.mdx?$/)) this.addDependency(file);
  }
  return source;
}
