// Cards cached by content: a card's file name is the hash of everything that
// decides its pixels, so a warm build draws only the cards whose page title,
// section, look or renderer changed, and pages with the same card share one file.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function cardKey(content: unknown, rendererIdentity: string): string {
  return createHash('sha256').update(rendererIdentity).update('\0').update(JSON.stringify(content)).digest('hex').slice(0, 20);
}

export interface DrawResult {
  drawn: number;
  reused: number;
}

/**
 * Puts `<key>.png` for every card in `outDir`, taken from `cacheDir` when a
 * previous build drew it, drawn (and cached) otherwise. Two drawings at a
 * time: one lays out in JavaScript while the other is rasterised on sharp's
 * threads.
 */
export async function placeCards<T>(cards: ReadonlyMap<string, T>, cacheDir: string, outDir: string, draw: (card: T) => Promise<Buffer>): Promise<DrawResult> {
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const result: DrawResult = { drawn: 0, reused: 0 };
  const queue = [...cards];
  const place = async ([key, card]: [string, T]): Promise<void> => {
    const cached = path.join(cacheDir, `${key}.png`);
    if (existsSync(cached)) {
      result.reused += 1;
    } else {
      // Written under a temporary name first: an interrupted build leaves no half card in the cache.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, await draw(card));
      renameSync(partial, cached);
      result.drawn += 1;
    }
    copyFileSync(cached, path.join(outDir, `${key}.png`));
  };
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) await place(next);
  };
  await Promise.all([worker(), worker()]);
  return result;
}
