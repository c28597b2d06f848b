// @ts-check
// Bundler loader for two files Docusaurus generates in .docusaurus/: each
// drops data that no code in the browser reads (plugins/lean-route-data).
// Both formats are Docusaurus internals: anything unexpected throws, and the
// build stops with the reason instead of shipping the bytes unnoticed.

const tag = '[lean-route-data]';
const seeContributing = 'veja "Atualizar o Docusaurus" no CONTRIBUTING.md, ou desligue com DOCS_INTERNALS_OFF=lean-route-data';

/**
 * The route registry (`@generated/registry`): one entry per chunk,
 * `"name": [() => import(/* … *\/ "module"), "module", require.resolveWeak("module")]`.
 * The middle string only serves server rendering (react-loadable reports it
 * to collect a page's scripts); in the browser it is never read. The client
 * bundle gets it empty: every page's main.js carries one per route chunk.
 * @param {string} source
 * @returns {string}
 */
export function registryWithoutModuleNames(source) {
  const entries = source.match(/^\s*"[^"]+": \[/gm)?.length ?? 0;
  let rewritten = 0;
  const result = source.replace(
    /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \2, (require\.resolveWeak\(\2\)\])/g,
    (_all, loader, _name, weak) => {
      rewritten += 1;
      return `${loader}, "", ${weak}`;
    },
  );
  if (entries === 0 || rewritten !== entries) {
    throw new Error(`${tag} registry.js do Docusaurus mudou de formato: ${rewritten} de ${entries} entradas reconhecidas; ${seeContributing}.`);
  }
  return result;
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A docs version's route props (`version`: sidebars, plus `docs`, each page's
 * id, title, description and sidebar). Only theme-classic's DocCard reads
 * `docs` (useDocById, for category cards), and the site has none: without
 * it, the version chunk a doc page loads shrinks to its sidebars. A page that
 * ever shows a DocCard fails the build loudly (useDocById throws on an
 * unknown id while the page renders on the server).
 * @param {string} source
 * @returns {string}
 */
export function versionPropsWithoutDocIndex(source) {
  const props = JSON.parse(source);
  const version = isRecord(props) ? props.version : undefined;
  if (!isRecord(version) || !isRecord(version.docsSidebars) || !isRecord(version.docs)) {
    throw new Error(`${tag} as propriedades de versão do plugin de docs mudaram de formato (sem version.docs e version.docsSidebars); ${seeContributing}.`);
  }
  return JSON.stringify({ ...props, version: { ...version, docs: {} } });
}

/**
 * @this {{ getOptions(): { kind: 'registry' | 'versionProps' } }}
 * @param {string} source
 * @returns {string}
 */
export default function trim(source) {
  return this.getOptions().kind === 'registry' ? registryWithoutModuleNames(source) : versionPropsWithoutDocIndex(source);
}
