import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// npm runs a dependency's install script only if package.json's allowScripts
// approves it (the next npm blocks the others; the current one warns on every
// install). A new dependency with such a script fails here until someone decides.
const root = path.resolve(__dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }>;
};

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
const nameOf = (lockPath: string): string => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('install scripts', () => {
  it('every dependency with one is approved or denied in allowScripts', () => {
    const withScripts = [
      ...new Set(
        Object.entries(lock.packages)
          .filter(([lockPath, entry]) => lockPath !== '' && entry.hasInstallScript)
          .map(([lockPath]) => nameOf(lockPath)),
      ),
    ];
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !Object.keys(packageJson.allowScripts ?? {}).some((key) => key === name || key.startsWith(`${name}@`)))).toEqual([]);
  });
});
