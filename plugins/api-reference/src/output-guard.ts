/**
 * The generator deletes and writes files; every path goes through here so it
 * can never touch anything outside its output folder.
 */
import path from 'node:path';

export class OutputEscapeError extends Error {}

/** Absolute path of `name` inside `outDir`; throws if it resolves anywhere else (or to outDir itself). */
export function resolveInsideOutDir(outDir: string, name: string): string {
  const root = path.resolve(outDir);
  const target = path.resolve(root, name);
  const relative = path.relative(root, target);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new OutputEscapeError(`api-reference: recusado escrever fora de ${root}: ${name}`);
  }
  return target;
}

/** Refuses an output folder that is the site itself, one of its parents, or outside it. */
export function assertSafeOutDir(siteDir: string, outDir: string): void {
  const relative = path.relative(path.resolve(siteDir), path.resolve(outDir));
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new OutputEscapeError(`api-reference: outDir precisa ficar dentro do site (${siteDir}): ${outDir}`);
  }
}
