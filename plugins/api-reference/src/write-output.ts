/**
 * The only module that writes: clears stale generated pages, then writes the
 * sidebar and pages, skipping files whose content did not change (a rewrite
 * would make `start` reload the docs for nothing). Synchronous on purpose: the
 * docs plugin's watcher must see the folder only after the whole batch. Each
 * file is written beside its place and renamed over it: under `start`, the
 * bundler and the docs plugin read a page the moment it changes, and a file
 * rewritten in place can be read truncated or half written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedReference } from './generate';
import { resolveInsideOutDir } from './output-guard';
import { generatedMarker } from './render-type-page';

/**
 * The sidebars file of the API docs instance (`sidebarPath`): `{ [sidebarId]: items }`.
 * JSON, which Docusaurus loads like a sidebars module.
 */
export const sidebarsFileName = '_sidebars.json';

/** The public types and members without documentation, one `file:line name` a line, for whoever documents them next. */
export const undocumentedFileName = '_sem-documentacao.txt';

export interface WriteSummary {
  written: number;
  unchanged: number;
  removed: number;
}

export function writeReference(outDir: string, reference: GeneratedReference, sidebarId: string): WriteSummary {
  mkdirSync(outDir, { recursive: true });
  const summary: WriteSummary = { written: 0, unchanged: 0, removed: 0 };
  const wanted = new Set(reference.pages.map((p) => p.fileName));
  const write = (name: string, content: string): void => {
    const target = resolveInsideOutDir(outDir, name);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) {
      summary.unchanged++;
      return;
    }
    // A dot name without the page's extension: no watcher of pages or sidebars matches it.
    const staged = path.join(path.dirname(target), `.${path.basename(target)}.tmp`);
    writeFileSync(staged, content);
    renameSync(staged, target);
    summary.written++;
  };
  write(sidebarsFileName, `${JSON.stringify({ [sidebarId]: reference.sidebar }, null, 2)}\n`);
  write(undocumentedFileName, reference.undocumented.map((item) => `${item.file}:${item.line} ${item.name}\n`).join(''));
  for (const page of reference.pages) write(page.fileName, page.content);
  // Removed: pages this generator wrote earlier (they carry its marker) and any other page
  // with the id of a generated one (a placeholder `X.md` next to `X.mdx` would be a duplicate doc id).
  // Any other hand-written file is left alone.
  const wantedIds = new Set([...wanted].map(withoutExtension));
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || wanted.has(entry.name)) continue;
    const target = resolveInsideOutDir(outDir, entry.name);
    if (wantedIds.has(withoutExtension(entry.name)) || readFileSync(target, 'utf8').includes(generatedMarker)) {
      rmSync(target);
      summary.removed++;
    }
  }
  return summary;
}

function withoutExtension(fileName: string): string {
  return fileName.replace(/\.mdx?$/, '');
}
