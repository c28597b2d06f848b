import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './support/sourceFiles';

// Prettier wraps the code at 160 characters, except what it cannot break:
// long strings, regexes, template literals and comments. Issue 33 bounds
// those survivors so the code stays readable without horizontal scrolling.
const root = path.resolve(__dirname, '../..');
const printWidth = 160;
const allowedLongLines = 10;

const sourceExtension = /\.(ts|tsx|mts|mjs|js|css)$/;
// Content, inputs copied from real builds and produced output are not ours to wrap.
const skippedFolders = new Set(['node_modules', 'generated', 'build', 'fixtures', 'docs', 'framework-source', '.docusaurus', 'dist', 'coverage']);

/** Every line past the print width, as file:line (length). */
function longLines(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split(/\r?\n/)
      .flatMap((line, index) => (line.length > printWidth ? [`${file}:${index + 1} (${line.length})`] : [])),
  );
}

describe('line length of the code', () => {
  it('reads the source folders and the root configuration', () => {
    const files = sourceFiles(sourceExtension, skippedFolders);
    expect(files).toContain('docusaurus.config.ts');
    expect(files).toContain('tests/unit/line-length.test.ts');
    expect(files.some((file) => file.startsWith('plugins/game-data/src/'))).toBe(true);
    expect(files.some((file) => file.includes('/fixtures/') || file.includes('node_modules/'))).toBe(false);
  });

  it(`has at most ${allowedLongLines} lines past ${printWidth} characters`, () => {
    const found = longLines(sourceFiles(sourceExtension, skippedFolders));
    expect(found.length, `lines past ${printWidth} characters:\n${found.join('\n')}`).toBeLessThanOrEqual(allowedLongLines);
  });
});
