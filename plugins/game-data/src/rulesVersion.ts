// The version of the rules: a content hash of the engine's source and of the
// game data as loaded. The rules lab prints it beside its figures and the
// golden vectors carry it, so a copy of either can be matched to the rules
// that produced it: the same hash, the same numbers.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GameModel } from './model';

const engineSourceDir = path.resolve(__dirname, '../../../packages/rules/src');

/** sha-256 (first 12 hex digits) of every .ts file of packages/rules/src (subfolders included, line endings as LF) and of the data. */
export function engineDataVersion(model: GameModel): string {
  const hash = createHash('sha256');
  const sources = readdirSync(engineSourceDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
  for (const file of sources) hash.update(file).update(readFileSync(path.join(engineSourceDir, file), 'utf8').replace(/\r\n/g, '\n'));
  hash.update(JSON.stringify(model.data));
  return hash.digest('hex').slice(0, 12);
}
