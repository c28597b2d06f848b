// The counts pages give for the Brasas of an elite and a quest and for the
// equipment slots are rules of rules.yaml: change a rule and the page a
// reader sees changes with it (a count typed in the prose would stay behind).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import type { GameModel } from '@dice-rolling/game-model';
import { model, renderTree, select, selectAll, siteDir, textOf, withoutProposalMarks } from './renderWithData';

/** The real model with some rules given other values, none of them the data's. */
function modelWith(values: Record<string, number>): GameModel {
  const rules = new Map([...model.rules].map(([id, rule]) => [id, id in values ? { ...rule, value: values[id]! } : rule]));
  return { ...model, rules };
}

async function pageTree(file: string, pageModel: GameModel) {
  // Docusaurus reads the front matter; the MDX evaluator here does not.
  const source = readFileSync(path.join(siteDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  return withoutProposalMarks(await renderTree(source, pageModel));
}

type Tree = Awaited<ReturnType<typeof pageTree>>;
const cellText = (cell: Element) => textOf(cell).replace(/\s+/g, ' ').trim();

/** The rows of the table whose first header reads `header`, each as the cells a reader sees. */
function rowsOf(tree: Tree, header: string): string[][] {
  const table = selectAll('table', tree).find((candidate) => cellText(select('th', candidate) as Element) === header);
  return table ? selectAll('tbody tr', table).map((row) => selectAll('td', row).map(cellText)) : [];
}

/** The cells of the row whose first cell starts with `label`. */
const row = (rows: string[][], label: string): string[] => rows.find((cells) => cells[0]?.startsWith(label)) ?? [];

const changed = modelWith({
  'brasas.elite': 7,
  'brasas.quest': 8,
  'equipamento.slots-arma': 4,
  'equipamento.slots-armadura': 5,
  'equipamento.slots-botas': 6,
});

describe('counts the pages take from the rules', () => {
  it('Moeda: the Brasas of an elite battle and of a Mural quest', async () => {
    const sources = rowsOf(await pageTree('docs/game/design/mechanics/currency/index.md', changed), 'Fonte de Brasas');
    expect(row(sources, 'Batalha de elite')[1]).toMatch(/^7, com /);
    expect(row(sources, 'Quest do Mural')[1]).toBe('8');
  });

  it('Estruturas: the Brasas of a Mural quest', async () => {
    const tree = await pageTree('docs/game/design/mechanics/exploration/city/buildings/index.md', changed);
    const paragraph = selectAll('p', tree)
      .map((element) => textOf(element).replace(/\s+/g, ' '))
      .find((text) => text.includes('dão também'));
    expect(paragraph).toMatch(/dão também 8 Brasa/);
  });

  it('Equipamentos: the weapon, armour and boots slots', async () => {
    const slots = rowsOf(await pageTree('docs/game/design/mechanics/characters/equipments/index.md', changed), 'Slot');
    expect(row(slots, 'Arma')[1]).toBe('4');
    expect(row(slots, 'Armadura')[1]).toBe('5');
    expect(row(slots, 'Botas')[1]).toBe('6');
  });
});
