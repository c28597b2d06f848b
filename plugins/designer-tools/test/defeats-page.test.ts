// Why a battle is lost, on the balance page: the win rate of every floor by
// policy, and per floor and policy who falls first and what felled them. The
// tables render figures handed to them (a small hand-made set here); the
// figures come from the design targets' battles, one per floor and policy the
// engine lists.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { policies } from '@dice-rolling/rules';
import { battleMeasuresOf, loadGameModel } from '@dice-rolling/game-model';
import { selectAll } from 'hast-util-select';
import { textOf as textOfNode } from '../../build-output/src/index';
import {
  defeatFiguresOf,
  defeatMethod,
  renderFallCauses,
  renderKillOrder,
  renderOutOfReach,
  renderShelteredWins,
  renderWinRates,
  type FloorPolicyFigures,
} from '../src/defeatsPage';
import remarkDesignerTools from '../src/remark';
import type { Element, Root } from 'hast';
import { toHast as mdastToHast } from 'mdast-util-to-hast';
import type { Nodes } from 'mdast';
import type { Node } from '../../game-data/src/index';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const textOf = (node: Root | Element) => textOfNode(node);

const toHast = (nodes: Node[]) => mdastToHast({ type: 'root', children: nodes } as Nodes) as Root;

const squad = ['Tank', 'Curandeiro'];
function figures(
  floor: string,
  policy: string,
  wins: number,
  fallOrder: number[][],
  causes: FloorPolicyFigures['causes'],
  draws = 0,
  drawsOutOfReach = 0,
  outOfReachEnemies: FloorPolicyFigures['outOfReachEnemies'] = [],
  winsSheltered = 0,
): FloorPolicyFigures {
  // The interval is the seeds' (the targets'): made up here, a point either side of the rate.
  const winRate = wins * 10;
  const interval = { winRate, winLow: Math.max(0, winRate - 1), winHigh: Math.min(100, winRate + 1) };
  return {
    floor,
    level: 1,
    policy,
    battles: 10,
    seeds: 2,
    wins,
    ...interval,
    winsSheltered,
    draws,
    drawsOutOfReach,
    outOfReachEnemies,
    squad,
    fallOrder,
    causes,
  };
}
const small: FloorPolicyFigures[] = [
  figures(
    'Andar A (T1)',
    'Mais dano',
    9,
    [
      [1, 0],
      [0, 0],
    ],
    [{ enemy: 'Larva', action: 'Mordida', falls: 1 }],
    1,
    0,
    [],
    3,
  ),
  figures(
    'Andar A (T1)',
    'Sorteio',
    5,
    [
      [2, 1],
      [3, 0],
    ],
    [
      { enemy: 'Larva', action: 'Mordida', falls: 4 },
      { enemy: 'Engolidor', action: 'Ácido (dano contínuo)', falls: 3 },
    ],
  ),
  figures(
    'Andar B (T2)',
    'Mais dano',
    7,
    [
      [0, 2],
      [3, 0],
    ],
    [{ enemy: 'Engolidor', action: 'Engolir', falls: 5 }],
    3,
    2,
    [
      { enemy: 'Larva', draws: 2 },
      { enemy: 'Engolidor', draws: 1 },
    ],
    7,
  ),
  figures(
    'Andar B (T2)',
    'Sorteio',
    0,
    [
      [0, 10],
      [10, 0],
    ],
    [{ enemy: 'Engolidor', action: 'Engolir', falls: 20 }],
  ),
];
const rowsOf = (nodes: Node[]) => selectAll('tbody tr', toHast(nodes)).map((row) => selectAll('th, td', row).map(textOf));

describe('why a battle is lost, rendered', () => {
  it('shows the win rate of every floor under every policy, with the interval the targets judge', () => {
    const rows = rowsOf(renderWinRates(small));
    expect(rows.map((row) => row[0])).toEqual(['Andar A (T1)', 'Andar B (T2)']);
    expect(rows[0]?.[1]).toBe('90,0% (89,0 a 91,0)');
    expect(rows[1]?.[2]).toBe('0,0% (0,0 a 1,0)');
    const header = selectAll('thead th', toHast(renderWinRates(small))).map(textOf);
    expect(header).toEqual(['Encontro', 'Mais dano', 'Sorteio']);
  });

  it('shows who falls first, a row per floor and policy, with each member’s places', () => {
    const rows = rowsOf(renderKillOrder(small));
    expect(rows.map((row) => `${row[0]} · ${row[1]}`)).toEqual([
      'Andar A (T1) · Mais dano',
      'Andar A (T1) · Sorteio',
      'Andar B (T2) · Mais dano',
      'Andar B (T2) · Sorteio',
    ]);
    // Sorteio on A: the Tank falls first in 2 of 10 battles and second in 1; the Curandeiro first in 3.
    expect(rows[1]?.slice(2)).toEqual(['50,0%', '0,0%', '0,0%', '20,0% / 10,0%', '30,0% / 0,0%']);
  });

  it('shows beside the falls the battles that reached the round limit, neither won nor lost by a fall', () => {
    const header = selectAll('thead th', toHast(renderKillOrder(small))).map(textOf);
    expect(header.slice(2, 5)).toEqual(['Batalhas com alguém caído', 'Empates (limite de rodadas)', 'Empates sem alcance']);
    // Mais dano on A: 9 won, 1 drawn at the limit (within reach), and one fall, the Tank's.
    expect(rows(0)).toEqual(['10,0%', '10,0%', '0,0%']);
    // Mais dano on B: 3 drawn, 2 of them with no standing member reaching a standing enemy.
    expect(rows(2)).toEqual(['30,0%', '30,0%', '20,0%']);
    function rows(index: number) {
      return rowsOf(renderKillOrder(small))[index]?.slice(2, 5);
    }
  });

  it('names, for each floor and policy with a battle stuck out of reach, the enemies left standing out of the squad’s reach', () => {
    const rows = rowsOf(renderOutOfReach(small));
    // Only Andar B under Mais dano has draws out of reach: 2 of 10 battles; the Larva stood in both, the Engolidor in one.
    expect(rows).toEqual([['Andar B (T2)', 'Mais dano', '20,0%', 'Larva: 100,0%; Engolidor: 50,0%']]);
    const header = selectAll('thead th', toHast(renderOutOfReach(small))).map(textOf);
    expect(header).toEqual(['Encontro', 'Política', 'Empates sem alcance', 'Inimigos de pé fora do alcance (parte desses empates)']);
  });

  it('shows the victories won out of the enemies’ reach, a row per floor and a column per policy, as a share of the battles and of the wins', () => {
    const rows = rowsOf(renderShelteredWins(small));
    // Mais dano: 3 of 10 battles on A (of 9 won), all 7 won on B; Sorteio wins nothing that way, and nothing at all on B.
    expect(rows).toEqual([
      ['Andar A (T1)', '30,0% (33,3% das vitórias)', '0,0% (0,0% das vitórias)'],
      ['Andar B (T2)', '70,0% (100,0% das vitórias)', '0,0% (nenhuma vitória)'],
    ]);
    expect(selectAll('thead th', toHast(renderShelteredWins(small))).map(textOf)).toEqual(['Encontro', 'Mais dano', 'Sorteio']);
  });

  it('says so when no battle was stuck out of reach', () => {
    const none = renderOutOfReach([figures('Andar C', 'Mais dano', 10, [[0], [0]], [])]);
    expect(textOf(toHast(none))).toMatch(/^Nenhuma batalha /);
  });

  it('names the enemy and the action behind each fall, the most frequent first, as a share of the falls', () => {
    const rows = rowsOf(renderFallCauses(small));
    expect(rows).toHaveLength(4);
    expect(rows[1]?.slice(2)).toEqual(['7', 'Larva, Mordida: 57,1%; Engolidor, Ácido (dano contínuo): 42,9%']);
    expect(rows[0]?.slice(2)).toEqual(['1', 'Larva, Mordida: 100,0%']);
  });

  it('sums the causes past the fourth in words, one or many', () => {
    const causes = ['A', 'B', 'C', 'D', 'E'].map((enemy) => ({ enemy, action: 'Golpe', falls: 1 }));
    const one = rowsOf(renderFallCauses([figures('Andar C', 'Mais dano', 5, [[5], [0]], causes)]));
    expect(one[0]?.[3]).toMatch(/; outra causa: 20,0%$/);
    const two = rowsOf(renderFallCauses([figures('Andar C', 'Mais dano', 5, [[5], [0]], [...causes, { enemy: 'F', action: 'Golpe', falls: 1 }])]));
    expect(two[0]?.[3]).toMatch(/; outras 2 causas: 33,3%$/);
  });

  it('says under the tables which battles they count: the targets’, from the fewest to the most a floor played', () => {
    const mixed = [...small.slice(0, 2), { ...small[2]!, battles: 500, seeds: 5 }];
    const line = textOf(toHast([defeatMethod(mixed)]));
    expect(line).toMatch(/^As batalhas das metas de design: 5 sementes, de 10 a 500 batalhas por encontro e política/);
    expect(line).toContain('Políticas e intervalos');
  });

  it('says so when no one fell', () => {
    const rows = rowsOf(renderFallCauses([figures('Andar C', 'Mais dano', 10, [[0], [0]], [])]));
    expect(rows[0]?.slice(2)).toEqual(['0', 'ninguém caiu']);
  });
});

describe('why a battle is lost, measured', () => {
  // The targets' battles on a small sample, played once for the tests that read them: every floor and policy, 2 seeds of 10.
  let small: FloorPolicyFigures[] | undefined;
  const measured = () => (small ??= defeatFiguresOf(model, battleMeasuresOf(model, { seeds: [1, 2], battles: 10 })));

  it('reads every floor and every boss’s floor under every policy the engine lists, naming each fall’s enemy and action', () => {
    const figures = measured();
    const floors = new Set(figures.map((entry) => entry.floor));
    expect(figures.length).toBe(floors.size * policies.length);
    expect([...floors].some((floor) => /, nível \d+$/.test(floor))).toBe(true);
    for (const entry of figures) {
      expect(entry.seeds).toBe(2);
      expect(entry.battles).toBeGreaterThanOrEqual(20);
      expect(entry.wins + entry.draws).toBeLessThanOrEqual(entry.battles);
      expect(entry.winRate).toBeCloseTo((entry.wins / entry.battles) * 100, 6);
      expect(entry.drawsOutOfReach).toBeLessThanOrEqual(entry.draws);
      expect(entry.winsSheltered).toBeLessThanOrEqual(entry.wins);
      // Each battle has at most one first fall, so the first places add up to at most the battles.
      expect(entry.fallOrder.reduce((sum, places) => sum + (places[0] ?? 0), 0)).toBeLessThanOrEqual(entry.battles);
      for (const stuck of entry.outOfReachEnemies) expect(stuck.draws).toBeLessThanOrEqual(entry.drawsOutOfReach);
      for (const cause of entry.causes) expect(cause.enemy).not.toMatch(/^\d|undefined/);
    }
    expect(figures.some((entry) => entry.causes.length > 0)).toBe(true);
  }, 60_000);

  it('names the damage type of the blow behind each fall, so a reader sees what a Defesa would have reduced', () => {
    const causes = measured()
      .filter((entry) => entry.floor.startsWith('Encontro de bestas'))
      .flatMap((entry) => entry.causes.map((cause) => cause.action));
    // The Yarák's sting is acid and the Kašurak's bite too; the natural attacks are of each creature's natural type (creatures.yaml).
    expect(causes).toContain('Ferrão ácido (ácido)');
    expect(causes).toContain('Mordida corrosiva (ácido)');
    expect(causes.filter((action) => action.startsWith('Golpe natural')).length).toBeGreaterThan(0);
    for (const action of causes.filter((name) => name.startsWith('Golpe natural'))) expect(action).toMatch(/^Golpe natural \((corte|impacto)\)$/);
    // A ticking status names its ticks' type: the Nômade's arrow leaves a burn, fire (statuses.yaml).
    const ambush = measured()
      .filter((entry) => entry.floor.startsWith('Emboscada de Nômades'))
      .flatMap((entry) => entry.causes.map((cause) => cause.action));
    expect(ambush).toContain('Queimadura (efeito contínuo de fogo)');
  });

  it('names a creature a boss summoned by its name and its attack’s, as the enemies it came with', () => {
    const causes = measured()
      .filter((entry) => entry.floor.startsWith('Mawari'))
      .flatMap((entry) => entry.causes);
    const serpents = causes.filter((cause) => cause.enemy.startsWith('Serpente de Mawari'));
    expect(serpents.length).toBeGreaterThan(0);
    // The serpent's bite is poison (creatures.yaml): the cause says so.
    for (const cause of serpents) expect(cause.action).toBe('Picada venenosa (veneno)');
    for (const cause of causes) expect(`${cause.enemy}, ${cause.action}`).not.toMatch(/summoned|[a-z]-\d|:\d/);
  });
});

describe('the <TabelaDasBatalhas/> element', () => {
  it('names the tables there are when a page asks for one that is not', () => {
    const stage = remarkDesignerTools({ model: () => model });
    const element = {
      type: 'mdxJsxFlowElement',
      name: 'TabelaDasBatalhas',
      attributes: [{ type: 'mdxJsxAttribute', name: 'de', value: 'vitorias' }],
      children: [],
    };
    expect(() => stage({ type: 'root', children: [element] } as Node)).toThrow(
      /<TabelaDasBatalhas de="vitorias"\/>: não há essa tabela; as tabelas são "vitorias-por-politica"/,
    );
  });
});
