import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateApiReference } from '../src/generate';
import { assertSafeOutDir, OutputEscapeError, resolveInsideOutDir } from '../src/output-guard';
import { generatedMarker } from '../src/render-type-page';
import { sidebarsFileName, undocumentedFileName, writeReference } from '../src/write-output';
import { getParser, readFixtureFolder, testGenerateOptions } from './helpers';

const temporaryDirs: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-reference-'));
  temporaryDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveInsideOutDir', () => {
  const outDir = path.resolve('/site/docs/framework/api');

  it('accepts plain file names inside the folder', () => {
    expect(resolveInsideOutDir(outDir, 'DiceRolling.Actions.IAction.mdx')).toBe(path.join(outDir, 'DiceRolling.Actions.IAction.mdx'));
    expect(resolveInsideOutDir(outDir, '_sidebars.json')).toBe(path.join(outDir, '_sidebars.json'));
  });

  it.each(['../escape.mdx', '../../docs.mdx', 'a/../../b.mdx', '/etc/passwd', '..', '.', ''])('refuses %j', (name) => {
    expect(() => resolveInsideOutDir(outDir, name)).toThrow(OutputEscapeError);
  });

  it('refuses an output folder that is the site or outside it', () => {
    expect(() => assertSafeOutDir('/site', '/site')).toThrow(OutputEscapeError);
    expect(() => assertSafeOutDir('/site', '/')).toThrow(OutputEscapeError);
    expect(() => assertSafeOutDir('/site', '/elsewhere/api')).toThrow(OutputEscapeError);
    expect(() => assertSafeOutDir('/site', '/site/docs/framework/api')).not.toThrow();
  });
});

describe('writeReference', () => {
  // Under `npm start` the bundler reads a page the moment it changes: a file
  // truncated and rewritten in place can be read empty or half written.
  it('replaces a changed page by a whole new file, never rewriting it in place, and leaves nothing beside it', { timeout: 30_000 }, async () => {
    const outDir = path.join(temporaryDir(), 'api');
    const reference = generateApiReference(readFixtureFolder('sample'), await getParser(), testGenerateOptions);
    writeReference(outDir, reference, 'apiSidebar');
    const [page, ...otherPages] = reference.pages;
    if (!page) throw new Error('the sample generates no page');
    const file = path.join(outDir, page.fileName);
    const before = statSync(file).ino;
    const content = `${page.content}\nUma linha nova.\n`;
    const edited = { ...reference, pages: [{ ...page, content }, ...otherPages] };

    expect(writeReference(outDir, edited, 'apiSidebar')).toEqual({ written: 1, unchanged: reference.pages.length + 1, removed: 0 });
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(statSync(file).ino).not.toBe(before);
    expect(readdirSync(outDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  // Generates the whole sample: seconds on a busy machine.
  it('writes pages and sidebar, removes stale generated pages and clashing placeholders, keeps hand-written files', { timeout: 30_000 }, async () => {
    const outDir = path.join(temporaryDir(), 'api');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'Old.Type.mdx'), `---\ntitle: x\n---\n\n${generatedMarker}\n`);
    writeFileSync(path.join(outDir, 'Sample.md'), '---\ntitle: Sample\n---\n\nPlaceholder.\n');
    writeFileSync(path.join(outDir, 'Notes.md'), 'hand-written\n');
    const reference = generateApiReference(readFixtureFolder('sample'), await getParser(), testGenerateOptions);

    const first = writeReference(outDir, reference, 'apiSidebar');
    expect(first).toEqual({ written: reference.pages.length + 2, unchanged: 0, removed: 2 });
    expect(existsSync(path.join(outDir, 'Old.Type.mdx'))).toBe(false);
    expect(existsSync(path.join(outDir, 'Sample.md'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'Notes.md'), 'utf8')).toBe('hand-written\n');
    expect(JSON.parse(readFileSync(path.join(outDir, sidebarsFileName), 'utf8'))).toEqual({ apiSidebar: reference.sidebar });
    // The sample leaves some members undocumented: the list names each with its file and line.
    expect(readFileSync(path.join(outDir, undocumentedFileName), 'utf8')).toContain('sample/Shapes.cs:37 Sample.Shapes.Shape.Tag\n');
    expect(readFileSync(path.join(outDir, 'Sample.Shapes.Shape.mdx'), 'utf8')).toBe(
      reference.pages.find((p) => p.fileName === 'Sample.Shapes.Shape.mdx')?.content,
    );

    // A second run with the same input rewrites nothing, so `start` does not reload for nothing.
    expect(writeReference(outDir, reference, 'apiSidebar')).toEqual({ written: 0, unchanged: reference.pages.length + 2, removed: 0 });
  });

  it('refuses to write a page whose name would leave the folder', async () => {
    const outDir = path.join(temporaryDir(), 'api');
    const reference = generateApiReference(readFixtureFolder('sample'), await getParser(), testGenerateOptions);
    const hostile = { ...reference, pages: [{ fileName: '../outside.mdx', content: 'x' }] };
    expect(() => writeReference(outDir, hostile, 'apiSidebar')).toThrow(OutputEscapeError);
    expect(existsSync(path.join(outDir, '..', 'outside.mdx'))).toBe(false);
  });
});
