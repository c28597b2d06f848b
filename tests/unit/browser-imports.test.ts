import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every plugin's browser code (theme/ and client/) imports only its own
// client/ and theme/, the rules engine (a package, imported by name), other
// packages, or the library folders of plugins/ (a folder with no src/, such
// as format-pt or worker-rpc): never a plugin's src/, the Node side, which
// would drag build code into the readers' bundles.
const pluginsDir = path.resolve(__dirname, '../../plugins');
const plugins = readdirSync(pluginsDir).filter((name) => existsSync(path.join(pluginsDir, name, 'src')));

function sourcesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[]).filter((file) => /\.(tsx?|mjs|js)$/.test(file)).map((file) => path.join(folder, file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\(\s*|new URL\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

describe('browser code of every plugin', () => {
  it.each(plugins)('%s: imports nothing from a plugin’s src/', (plugin) => {
    const pluginDir = path.join(pluginsDir, plugin);
    const outside: string[] = [];
    for (const file of [...sourcesIn(path.join(pluginDir, 'client')), ...sourcesIn(path.join(pluginDir, 'theme'))]) {
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(pluginsDir, path.resolve(path.dirname(file), specifier));
        const [owner, folder] = target.split(path.sep);
        const ownFolder = owner === plugin && (folder === 'client' || folder === 'theme');
        const library = owner !== undefined && owner !== plugin && !plugins.includes(owner) && existsSync(path.join(pluginsDir, owner));
        if (!ownFolder && !library) outside.push(`${path.relative(pluginsDir, file)} → ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
