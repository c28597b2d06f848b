import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, seen from tests/unit/support. */
export const repositoryRoot = path.resolve(__dirname, '../../..');
const sourceFolders = ['src', 'packages', 'plugins', 'scripts', 'tests'];

/**
 * The code of the repository, as paths relative to its root: the files of the
 * source folders whose name `extension` matches (folders named in `skipped`
 * left out, at any depth), and the configuration files at the root.
 */
export function sourceFiles(extension: RegExp, skipped: ReadonlySet<string>): string[] {
  const under = (folder: string): string[] =>
    readdirSync(path.join(repositoryRoot, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return skipped.has(entry.name) ? [] : under(relative);
      return extension.test(entry.name) ? [relative] : [];
    });
  const rootConfigs = readdirSync(repositoryRoot, { withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => entry.name);
  return [...rootConfigs, ...sourceFolders.flatMap(under)];
}
