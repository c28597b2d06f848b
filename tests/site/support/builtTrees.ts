// Each built page parsed once per test worker. The site test files of a worker
// share one module graph (isolate: false in vitest.site.config.mts), and eight
// of them read every page of the build, some more than once: each used to parse
// the page again. The trees are shared, so a test must never change one
// (build-output's `without` returns a copy).
import { readFileSync, statSync } from 'node:fs';
import type { Root } from 'hast';
import { parseHtml } from '../../../plugins/build-output/src/index';

const trees = new Map<string, { stamp: string; tree: Root }>();

/** The hast tree of a built page; parsed again only if the file changed since (a test that rebuilds in place). */
export function builtTree(file: string): Root {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = trees.get(file);
  if (known?.stamp === stamp) return known.tree;
  const tree = parseHtml(readFileSync(file, 'utf8'));
  trees.set(file, { stamp, tree });
  return tree;
}
