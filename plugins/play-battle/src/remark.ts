// Remark stage of "Jogar uma batalha": <JogarUmaBatalha/> becomes the page's
// loader element (@theme/PlayBattle) with the battle data as JSON and, as its
// children, the example battle computed at build, for readers without
// JavaScript. The page alone imports the loader.
import { visit, SKIP } from 'unist-util-visit';
import type { GameModel } from '@dice-rolling/game-model';
import { esmImport, markFromData, type Node } from '../../game-data/src/index';
import { exampleNodes } from './example';
import { playData } from './payload';

export const playElement = 'JogarUmaBatalha';
const loaderName = 'PlayBattleLoader';
const loaderSource = '@theme/PlayBattle';

export default function remarkPlayBattle(options: { model: () => GameModel }) {
  return (tree: Node): void => {
    let found = false;
    visit(tree as never, (node: Node & { name?: unknown }, index: number | undefined, parent: Node | undefined) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== playElement || !parent?.children || index === undefined) return undefined;
      found = true;
      const data = playData(options.model());
      const example = exampleNodes(data);
      markFromData(example, 'jogar');
      parent.children.splice(index, 1, {
        type: 'mdxJsxFlowElement',
        name: loaderName,
        attributes: [{ type: 'mdxJsxAttribute', name: 'dados', value: JSON.stringify(data) }],
        children: example,
      } as Node);
      return [SKIP, index + 1];
    });
    if (found) tree.children?.unshift(esmImport(loaderName, loaderSource));
  };
}
