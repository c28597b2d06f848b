// The screen and battle flows against the proposals other pages make for them.
//
// Batalha proposes fleeing a battle (Fugir da batalha): the squad goes back to
// the previous room of the dungeon map, without rewards. The flows' index says
// the steps proposed in the mechanics appear in the diagrams with the same
// mark, yet a flow diagram that leaves a battle only by Recompensas or Game
// Over tells whoever builds the screens that a battle has no third way out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from './renderWithData';

const flowDir = 'docs/game/design/game_flow';
const files = readdirSync(path.join(siteDir, flowDir))
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => path.join(flowDir, file));

interface Edge {
  from: string;
  label: string;
  to: string;
}

/** The edges of one Mermaid flowchart, with each end named by its node's label. */
function edgesOf(block: string): Edge[] {
  const labels = new Map<string, string>();
  for (const node of block.matchAll(/\b([A-Za-z]\w*)\s*[[({]+"([^"]+)"[\])}]+/gu)) labels.set(node[1], node[2].trim());
  const found: Edge[] = [];
  for (const line of block.split('\n')) {
    const edge = /^\s*(\w+)(?:\s*[[({]+"[^"]*"[\])}]+)?\s*(?:--\s*"([^"]*)"\s*-->|-->)\s*(\w+)/u.exec(line);
    if (edge) found.push({ from: edge[1], label: edge[2] ?? '', to: edge[3] });
  }
  return found.map((edge) => ({ ...edge, from: labels.get(edge.from) ?? edge.from, to: labels.get(edge.to) ?? edge.to }));
}

describe('fleeing a battle in the flow diagrams', () => {
  it('every flow diagram that leads a battle to Game Over also shows the proposed flight back to the map', () => {
    const checked: string[] = [];
    const missing = files.flatMap((file) =>
      [...readFileSync(path.join(siteDir, file), 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/gu)].flatMap((block, index) => {
        const edges = edgesOf(block[1]);
        if (!edges.some((edge) => /Game Over$/u.test(edge.to) && /batalha|combate|vitória\?/iu.test(edge.from))) return [];
        checked.push(`${file}#${index}`);
        const flight = edges.some((edge) => /\bfuga\b/iu.test(edge.label) && /\(proposta\)/u.test(edge.label) && /\bmapa\b/iu.test(edge.to));
        return flight ? [] : [`${file}, diagram ${index + 1}`];
      }),
    );
    // The battle flow's overview, the two flows side by side, the main path and the dungeon map.
    expect(checked.length).toBeGreaterThanOrEqual(4);
    expect(missing).toEqual([]);
  });
});

// Equipe proposes that, on the dungeon map, between one room and the next, the
// player rearranges the squad's positions (Mudar posições). The screen flow's
// map, with its buttons and its diagram, is where whoever builds that screen
// looks; without the proposal there, the map offers no way to do it.
describe('the dungeon map in the screen flow', () => {
  it('offers the squad positions Equipe proposes between rooms, marked as a proposal', () => {
    const page = readFileSync(path.join(siteDir, flowDir, 'screen_flow.md'), 'utf8');
    const section = page.split(/^## /mu).find((part) => part.startsWith('Mapa da Dungeon')) ?? '';
    const diagram = /```mermaid\n([\s\S]*?)```/u.exec(section)?.[1] ?? '';
    expect(section).toMatch(/\(\/docs\/game\/design\/mechanics\/exploration\/city\/squad\/#mudar-posições\)/u);
    expect(edgesOf(diagram).filter((edge) => /^Mapa da Dungeon$/u.test(edge.from) && /posições.*\(proposta\)/iu.test(edge.label))).toHaveLength(1);
  });
});

// Tropa proposes dismissing a character to free a place in a full troop. The
// screen flow's proposal for Gerenciar Tropa lists that screen's buttons; a
// list without Dispensar leaves the rule with no screen to happen on.
describe('Gerenciar Tropa in the screen flow', () => {
  it('lists the Dispensar button Tropa proposes, linked to its rule', () => {
    const page = readFileSync(path.join(siteDir, flowDir, 'screen_flow.md'), 'utf8');
    const section = page.split(/^### /mu).find((part) => part.startsWith('Gerenciar Tropa')) ?? '';
    expect(section).toMatch(/\*\*Dispensar\*\*[^\n]*\(\/docs\/game\/design\/mechanics\/exploration\/city\/troop\/#dispensar-um-personagem\)/u);
  });
});

// The battle flow's round-state diagram: a round that ends with someone
// standing on both sides leads to a new round, unless the team declared the
// proposed flight (Batalha's end-of-round table says so). A diagram whose only
// ways out of the round's end are a new round and a fallen side tells whoever
// builds the round controller that a flight never ends the battle.
describe('the round states in the battle flow', () => {
  it('leave the end of a round by the proposed flight, and start a new round only without it', () => {
    const page = readFileSync(path.join(siteDir, flowDir, 'battle_flow.md'), 'utf8');
    const diagram = [...page.matchAll(/```mermaid\n(stateDiagram[\s\S]*?)```/gu)].map((block) => block[1]).find((block) => /\bRoundEnd\b/u.test(block)) ?? '';
    const transitions = [...diagram.matchAll(/^\s*RoundEnd\s*-->\s*(\S+)\s*:\s*(.+)$/gmu)].map((line) => ({ to: line[1], label: line[2] }));
    expect(transitions.length).toBeGreaterThanOrEqual(2);
    expect(transitions.filter((transition) => transition.to === 'RoundStart').every((transition) => /\bfuga\b.*\(proposta\)/iu.test(transition.label))).toBe(
      true,
    );
    expect(transitions.filter((transition) => transition.to === '[*]' && /\bfuga\b.*\(proposta\)/iu.test(transition.label))).toHaveLength(1);
  });
});
