import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Global setup of the unit tests: the scratch folders tests make with
 * os.tmpdir() (compiled sites, bundles, drawn diagrams) go into one temp
 * folder, removed when the run ends, instead of piling up (hundreds per run).
 * It stays outside the repository, so a scratch site finds no package.json or
 * browserslist of ours above it.
 */
export default function setup(): () => void {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'dice-rolling-unit-'));
  // Test workers start after this and inherit the variable: os.tmpdir() reads it.
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true });
}
