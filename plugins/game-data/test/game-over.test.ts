// When the Game Over comes: Batalha gives it to the battle the squad loses
// ("Todos os aliados derrotados, com algum inimigo de pé"), and an ally who fell in an earlier battle of
// the incursion does not fight again (Equipe). A page that defines the Game
// Over as the whole squad falling in one battle leaves out the squad worn down
// over several battles, which loses its last battle all the same.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from './renderWithData';

const files = (readdirSync(path.join(siteDir, 'docs/game'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => path.join('docs/game', file));

describe('when the Game Over comes', () => {
  it('Batalha gives the Game Over to the battle in which every ally is down', () => {
    const battle = readFileSync(path.join(siteDir, 'docs/game/design/mechanics/battle/index.md'), 'utf8');
    // With some enemy still standing: when both sides fall in the same turn, the squad wins (the order of a round).
    expect(battle).toMatch(/\| Todos os aliados derrotados, com algum inimigo de pé \| \*\*Derrota\*\*: Game Over \|/);
  });

  it('no page sentence defines the Game Over as the whole squad falling in the same battle', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(siteDir, file), 'utf8')
        .split(/\n|(?<=[.!?;])\s+/u)
        .filter((sentence) => /Game Over/u.test(sentence) && /mesma batalha/iu.test(sentence))
        .map((sentence) => `${file}: ${sentence.slice(0, 160)}`),
    );
    expect(found).toEqual([]);
  });
});
