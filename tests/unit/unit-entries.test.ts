import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './support/sourceFiles';

// Units meet only at each other's public entry. A unit is a package
// (packages/NAME, entered by its package name and the subpaths its
// package.json exports) or a plugin (plugins/NAME, entered by src/index.ts,
// or by index.ts for a library folder without src/). Everything else in a unit
// (its other files, tests, theme and client code) is its own: any file of the
// repository that imports one of them from outside the unit, by a relative
// path or by a package subpath, reaches past the entry.
const root = path.resolve(__dirname, '../..');
const sourceExtension = /\.(ts|tsx|mts|mjs|js)$/;
const skippedFolders = new Set(['node_modules', 'generated', 'build', 'fixtures', '.docusaurus', 'dist', 'coverage']);

interface Unit {
  /** plugins/NAME or packages/NAME. */
  folder: string;
  /** The entry files, repository paths without extension. */
  entries: string[];
  /** For a package: its name and the subpaths its package.json exports ('.', './node'). */
  packageName?: string;
  exported?: string[];
}

function withoutExtension(file: string): string {
  return file.replace(/\.(d\.)?(ts|tsx|mts|mjs|js)$/, '');
}

function units(): Unit[] {
  const plugins = readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const folder = `plugins/${entry.name}`;
      return { folder, entries: [existsSync(path.join(root, folder, 'src')) ? `${folder}/src/index` : `${folder}/index`] };
    });
  const packages = readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const folder = `packages/${entry.name}`;
      const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
      return {
        folder,
        entries: Object.values(manifest.exports).map((file) => withoutExtension(path.posix.join(folder, file))),
        packageName: manifest.name,
        exported: Object.keys(manifest.exports),
      };
    });
  return [...plugins, ...packages];
}

/** Every module a file names: static imports and re-exports, import(), require(). */
function specifiersOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

/** The repository path a relative specifier names, without extension; a folder stands for its index. */
function target(file: string, specifier: string): string {
  const resolved = path
    .relative(root, path.resolve(root, path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
  const absolute = path.join(root, resolved);
  if (existsSync(absolute) && statSync(absolute).isDirectory()) return `${resolved}/index`;
  return withoutExtension(resolved);
}

function unitOf(all: Unit[], file: string): Unit | undefined {
  return all.find((unit) => file === unit.folder || file.startsWith(`${unit.folder}/`));
}

/** Each of a file's specifiers that reaches into another unit past its entry, as `file → specifier`. */
function deepImports(file: string, specifiers: string[], all: Unit[]): string[] {
  const own = unitOf(all, file);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('.')) {
      const named = target(file, specifier);
      const other = unitOf(all, named);
      if (!other || other === own) return [];
      if (other.packageName) return [`${file} → ${specifier} (use ${other.packageName})`];
      return other.entries.includes(named) ? [] : [`${file} → ${specifier}`];
    }
    const unit = all.find((candidate) => candidate.packageName && (specifier === candidate.packageName || specifier.startsWith(`${candidate.packageName}/`)));
    if (!unit) return [];
    const subpath = specifier === unit.packageName ? '.' : `.${specifier.slice(unit.packageName!.length)}`;
    return unit.exported!.includes(subpath) ? [] : [`${file} → ${specifier}`];
  });
}

describe('imports between units', () => {
  const all = units();
  const files = sourceFiles(sourceExtension, skippedFolders);

  it('reads every plugin and package, and their importers', () => {
    expect(all.map((unit) => unit.folder)).toEqual(expect.arrayContaining(['plugins/game-data', 'plugins/build-output', 'packages/rules']));
    expect(files).toEqual(expect.arrayContaining(['docusaurus.config.ts', 'tests/unit/unit-entries.test.ts', 'plugins/designer-tools/src/index.ts']));
    expect(specifiersOf('plugins/designer-tools/src/index.ts').length).toBeGreaterThan(0);
  });

  it('tells an entry from an internal, by relative path or package subpath', () => {
    const probe = 'plugins/designer-tools/src/index.ts';
    const reaches = (specifier: string): boolean => deepImports(probe, [specifier], all).length > 0;
    expect(reaches('../../game-data/src/render/inline')).toBe(true);
    expect(reaches('../../build-output/src/page.ts')).toBe(true);
    expect(reaches('../../../packages/rules/src/index')).toBe(true);
    expect(reaches('@dice-rolling/rules/src/damage')).toBe(true);
    expect(reaches('../../game-data/src/index')).toBe(false);
    expect(reaches('../../game-data/src')).toBe(false);
    expect(reaches('../../format-pt')).toBe(false);
    expect(reaches('@dice-rolling/rules')).toBe(false);
    expect(reaches('./labData')).toBe(false);
    expect(reaches('../client/lab')).toBe(false);
  });

  it('go through each unit’s entry only', () => {
    const found = files.flatMap((file) => deepImports(file, specifiersOf(file), all));
    expect(found, `${found.length} imports past an entry:\n${found.join('\n')}`).toEqual([]);
  });
});
