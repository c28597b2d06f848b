import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '../src/index';
import type { Node } from '../src/mdast';
import type { GameModel } from '../src/model';
import { dataTable } from '../src/render';

const siteDir = path.resolve(__dirname, '../../..');

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** Rows of the rendered table as plain text, header first. */
function rowsOf(nodes: Node[]): string[][] {
  const [table] = nodes;
  return (table?.children ?? []).map((row) => (row.children ?? []).map(textOf));
}

function withRule(model: GameModel, id: string, value: number): GameModel {
  const rule = model.rules.get(id);
  if (!rule) throw new Error(`no rule ${id}`);
  const rules = new Map(model.rules);
  rules.set(id, { ...rule, value });
  return { ...model, rules };
}

describe('the XP curve table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('has one row per level up to the maximum, and the last level needs nothing more', () => {
    const rows = rowsOf(dataTable(model, { de: 'curva-xp' }));
    const maxLevel = model.rules.get('progressao.nivel-maximo')?.value ?? 0;
    expect(rows[0]).toEqual(['Nível', 'XP para o próximo', 'XP total ao chegar']);
    expect(rows).toHaveLength(maxLevel + 1);
    expect(rows.at(-1)?.[1]).toBe('—');
  });

  it('follows the rules it is derived from when they change', () => {
    const changed = withRule(withRule(model, 'progressao.xp-fator', 100), 'progressao.nivel-maximo', 4);
    expect(rowsOf(dataTable(changed, { de: 'curva-xp' })).slice(1)).toEqual([
      ['1', '100', '0'],
      ['2', '200', '100'],
      ['3', '300', '300'],
      ['4', '—', '600'],
    ]);
  });

  it('writes large totals the Brazilian way', () => {
    const changed = withRule(withRule(model, 'progressao.xp-fator', 50), 'progressao.nivel-maximo', 20);
    expect(rowsOf(dataTable(changed, { de: 'curva-xp' })).at(-1)).toEqual(['20', '—', '9.500']);
  });
});

describe('the target board table', () => {
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  it('draws the user side back to front and the opposite side mirrored, front first', () => {
    expect(rowsOf(dataTable(model, { de: 'tabuleiro', acao: 'magic-missiles' }))).toEqual([
      ['Fundo', 'Meio', 'Frente', '‖', 'Frente', 'Meio', 'Fundo'],
      ['U', '·', '·', '‖', '·', 'X', 'X'],
      ['U', '·', '·', '‖', '·', 'X', 'X'],
    ]);
  });

  it('marks ally targets with A', () => {
    const rows = rowsOf(dataTable(model, { de: 'tabuleiro', acao: 'lesser-restoration' }));
    expect(rows[1]).toEqual(['A', 'A', 'A', '‖', '·', '·', '·']);
  });

  it('names the missing action', () => {
    expect(() => dataTable(model, { de: 'tabuleiro', acao: 'shield-bash' })).toThrow(/shield-bash/);
  });
});
