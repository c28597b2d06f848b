// The version of the rules: a content hash of the engine's source, of the
// game model's (whose adapters turn the data into the engine's input) and of
// the game data as loaded. The rules lab prints it beside its figures and the
// golden vectors carry it, so a copy of either can be matched to the rules
// that produced it: the same hash, the same numbers.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GameModel } from '@dice-rolling/game-model';

const packagesDir = path.resolve(__dirname, '../../../packages');
const hashedSources = ['rules/src', 'game-model/src'];

/**
 * sha-256 (first 12 hex digits) of every .ts file of packages/rules/src and
 * packages/game-model/src (subfolders included, line endings as LF) and of the
 * data (`data`: the part of it a cache depends on, the whole data unless given).
 */
export function engineDataVersion(model: Pick<GameModel, 'data'>, data: unknown = model.data): string {
  const hash = createHash('sha256');
  for (const folder of hashedSources) {
    const sources = readdirSync(path.join(packagesDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
      .sort();
    for (const file of sources) hash.update(file).update(readFileSync(path.join(packagesDir, file), 'utf8').replace(/\r\n/g, '\n'));
  }
  hash.update(JSON.stringify(data));
  return hash.digest('hex').slice(0, 12);
}
