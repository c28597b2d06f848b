// The one way scripts load the site's TypeScript modules: jiti, the loader
// Docusaurus itself uses for the config and the plugins (plain Node cannot
// import .ts). Tests need none: Vitest compiles TypeScript.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const jiti = createJiti(path.join(siteDir, 'package.json'), { interopDefault: true });

/** A TypeScript module of the site, by its path from the site folder (`plugins/api-reference/src/generate.ts`). */
export function loadTypeScript(pathFromSite) {
  return jiti(path.join(siteDir, pathFromSite));
}
