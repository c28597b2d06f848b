// Who has a common action: common-actions.yaml gives Defender to the heroes and
// never to an enemy (field enemies: never). A page sentence that gives such an
// action to "todo personagem" tells a reader that the enemies have it too,
// against Tipos de ação and the data the simulator plays.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { model, siteDir } from './renderWithData';

const pages = (readdirSync(path.join(siteDir, 'docs/game'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => path.join('docs/game', file));

/** Words that name every character, heroes and enemies alike. */
const everyone = /\b(todo personagem|todos os personagens|cada personagem)\b/iu;

describe('who has a common action', () => {
  const heroOnly = model.byId('common-actions', 'defender');

  it('the data gives Defender to no enemy', () => {
    expect(heroOnly?.enemies).toBe('never');
  });

  it('no page sentence gives a hero-only common action to every character', () => {
    const name = heroOnly?.name ?? 'Defender';
    const found = pages.flatMap((file) =>
      readFileSync(path.join(siteDir, file), 'utf8')
        .split(/\n|(?<=[.!?])\s+/u)
        .filter((sentence) => sentence.includes(name) && everyone.test(sentence))
        .map((sentence) => `${file}: ${sentence.slice(0, 160)}`),
    );
    expect(found).toEqual([]);
  });
});
