// How a dungeon ends: the facts say it "termina ao vencer o chefe ou cumprir o
// objetivo" (Regiões no design, the screen flow and the glossary's Chefe say
// so). A page that walks the player through a dungeon up to beating its boss,
// without the objective, reads as if every dungeon ended only on a boss.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from './renderWithData';

const files = (readdirSync(path.join(siteDir, 'docs/game'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => path.join('docs/game', file));

describe('how a dungeon ends', () => {
  it('no page sentence walks a dungeon to its boss without the objective', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(siteDir, file), 'utf8')
        .split(/\n|(?<=[.!?;])\s+/u)
        .filter((sentence) => /\bdungeons?\b/iu.test(sentence) && /\bvencem?\b[^.;]*\bo chefe\b/iu.test(sentence) && !/objetivo/iu.test(sentence))
        .map((sentence) => `${file}: ${sentence.slice(0, 160)}`),
    );
    expect(found).toEqual([]);
  });
});
