// What a drop is for: the data sell drops at the Loja and use them for nothing
// else (the stack rule's rationale, Moeda's "Venda de drops", Inventários); no
// recipe or forge plays them. A page or a rationale that calls a drop the
// material of equipment promises a use the game does not have.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from './renderWithData';

const files = [
  ...(readdirSync(path.join(siteDir, 'docs/game'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join('docs/game', file)),
  // The data's rationales, not the decisions' history (their "before" quotes what was).
  ...readdirSync(path.join(siteDir, 'data/game'))
    .filter((file) => file.endsWith('.yaml') && file !== 'decisions.yaml')
    .map((file) => path.join('data/game', file)),
];

describe('what a drop is for', () => {
  it('no page sentence or rationale calls a drop the material of equipment', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(siteDir, file), 'utf8')
        .split(/\n|(?<=[.!?;])\s+/u)
        .filter((sentence) => /\bdrops?\b/iu.test(sentence) && /\bmateria(l|is)\b/iu.test(sentence) && /equipamento/iu.test(sentence))
        .map((sentence) => `${file}: ${sentence.slice(0, 160)}`),
    );
    expect(found).toEqual([]);
  });
});
