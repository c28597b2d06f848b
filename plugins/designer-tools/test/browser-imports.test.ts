import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The tools' browser code (theme/ and client/) imports only the rules engine,
// this plugin's own client/ and theme/, or libraries (plugins/format-pt,
// plugins/worker-rpc): never a plugin's src/, the Node side, which would drag
// build code into the readers' bundles.
const pluginDir = path.resolve(__dirname, '..');

function sourcesIn(folder: string): string[] {
  return (readdirSync(path.join(pluginDir, folder), { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(pluginDir, folder, file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\(\s*|new URL\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

describe('the designer tools in the browser', () => {
  it('import nothing from outside client/ and theme/ but the rules engine and libraries', () => {
    const outside: string[] = [];
    for (const file of [...sourcesIn('client'), ...sourcesIn('theme')]) {
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(pluginDir, path.resolve(path.dirname(file), specifier));
        if (!/^(client|theme)\//.test(target) && !/^\.\.\/(format-pt|worker-rpc)(\/|$)/.test(target)) outside.push(`${path.relative(pluginDir, file)} → ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
