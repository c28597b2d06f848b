import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Node } from '../../game-data/src/index';
import { loadGameModel, type GameModel } from '@dice-rolling/game-model';
import remarkDesignerTools from '../src/remark';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

const tool = (name: string): Node => ({ type: 'mdxJsxFlowElement', name, attributes: [], children: [] }) as Node;

describe('the designer tools remark stage', () => {
  it('replaces each tool by the loader with its table, imports the loader once and asks for the model once', () => {
    let asked = 0;
    const stage = remarkDesignerTools({ model: (): GameModel => ((asked += 1), model) });
    const tree: Node = { type: 'root', children: [tool('FerramentaDano'), { type: 'paragraph', children: [] }, tool('FerramentaInimigos')] };
    stage(tree);
    expect(asked).toBe(1);
    expect(tree.children!.map((node) => (node as { name?: string }).name ?? node.type)).toEqual([
      'mdxjsEsm',
      'GameDataToolLoader',
      'paragraph',
      'GameDataToolLoader',
    ]);
    expect(tree.children![0]!.value).toBe('import GameDataToolLoader from "@theme/DesignerTools";');
  });

  it('leaves a page without tools alone, without asking for the model', () => {
    let asked = 0;
    const stage = remarkDesignerTools({ model: (): GameModel => ((asked += 1), model) });
    const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Texto.' }] }] };
    stage(tree);
    expect(asked).toBe(0);
    expect(tree.children).toHaveLength(1);
  });
});
