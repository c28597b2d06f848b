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

// The victory in which the squad also falls whole (both sides down in the same
// turn) ends the incursion too: back to the city with the bag and the remains
// (decision vitoria-sem-ninguem-de-pe). A diagram whose only way from the
// Recompensas screen to the city is "chefe vencido ou objetivo cumprido" sends
// that victory back to the map, where nobody is left standing to go on.
describe('the way from the rewards to the city', () => {
  const edges = (block: string) => {
    const labels = new Map<string, string>();
    for (const node of block.matchAll(/\b([A-Za-z]\w*)\s*[[({]+"?([^"\])}]+)"?[\])}]+/gu)) labels.set(node[1], node[2].trim());
    const found: { from: string; label: string; to: string }[] = [];
    for (const line of block.split('\n')) {
      const edge = /^\s*(\w+)\b[^-]*?(?:--\s*"([^"]*)"\s*-->|-->\s*\|"?([^|"]*)"?\|)\s*(\w+)/u.exec(line);
      if (edge) found.push({ from: edge[1], label: edge[2] ?? edge[3] ?? '', to: edge[4] });
    }
    return found.map((edge) => ({ ...edge, from: labels.get(edge.from) ?? edge.from, to: labels.get(edge.to) ?? edge.to }));
  };

  it('every labelled edge from Recompensas to the city names the victory with nobody left standing', () => {
    const found = files.flatMap((file) =>
      [...readFileSync(path.join(siteDir, file), 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/gu)].flatMap((block) =>
        edges(block[1])
          .filter((edge) => /^Recompensas$/u.test(edge.from) && /^Cidade\b/u.test(edge.to) && edge.label !== '')
          .filter((edge) => !/ningu[eé]m de p[eé]|equipe toda ca[ií]da/iu.test(edge.label))
          .map((edge) => `${file}: ${edge.from} -- ${edge.label} --> ${edge.to}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

// The same decision seen from the other end: a diagram whose way to Game Over is
// labelled with the squad's fall ("Equipe derrotada", "todos caem") reads as if
// every battle in which the whole squad falls were lost, the victory in which
// both sides fall in the same turn included. The way to Game Over is the defeat.
describe('the way to Game Over', () => {
  it('no labelled edge into Game Over names the squad falling instead of the defeat', () => {
    const found = files.flatMap((file) =>
      [...readFileSync(path.join(siteDir, file), 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/gu)].flatMap((block) =>
        [...block[1].matchAll(/--\s*"([^"]*)"\s*-->\s*\w+\s*\[+"?(?:\d+\.\s*)?Game Over|-->\s*\|"?([^|"]*)"?\|\s*\w+\s*\[+"?(?:\d+\.\s*)?Game Over/gu)]
          .map((edge) => edge[1] ?? edge[2] ?? '')
          .filter((label) => /equipe (?:derrotada|caída|cai)|todos (?:caem|caídos)|ningu[eé]m de p[eé]/iu.test(label))
          .map((label) => `${file}: -- ${label} --> Game Over`),
      ),
    );
    expect(found).toEqual([]);
  });
});
