// Remark stage of the designer tools: <FerramentaChancesDeEnergia/> and its
// siblings become the tools' loader element (element.ts), and a page that has
// one imports the loader once. The game model comes from a function the config
// wires in (the game-data plugin's), asked once per page that has a tool.
import { visit, SKIP } from 'unist-util-visit';
import { elementAttributes, markFromData, type Node } from '../../game-data/src/index';
import type { GameModel } from '@dice-rolling/game-model';
import { isToolElement, labElement, labImport, labNode, loaderImport, toolNode } from './element';
import { targetsSection } from './targetsPage';
import { battleTable, battleTableIds, defeatFiguresOf, type BattleTableId } from './defeatsPage';
import { cachedBattles } from './targets';

/** <MetasDeDesign/>: the design targets and their measures, static (no JavaScript). */
export const targetsElementName = 'MetasDeDesign';

/** <TabelaDasBatalhas de="…"/>: a table of why battles are lost, from the design targets' battles (defeatsPage.ts). */
export const battleTableElementName = 'TabelaDasBatalhas';

const isBattleTableId = (id: string | undefined): id is BattleTableId => (battleTableIds as readonly string[]).includes(id ?? '');

export interface RemarkDesignerToolsOptions {
  model: () => GameModel;
}

export default function remarkDesignerTools(options: RemarkDesignerToolsOptions) {
  return (tree: Node): void => {
    let model: GameModel | undefined;
    let lab = false;
    let tools = false;
    visit(tree as never, (node: Node & { name?: unknown }, index: number | undefined, parent: Node | undefined) => {
      if (node.type !== 'mdxJsxFlowElement' || !parent?.children || index === undefined) return undefined;
      if (node.name === labElement) {
        model ??= options.model();
        lab = true;
        const node = labNode(model);
        markFromData(node.children ?? [], 'laboratorio');
        parent.children.splice(index, 1, node);
        return [SKIP, index + 1];
      }
      if (node.name === targetsElementName) {
        const section = targetsSection(options.model());
        markFromData(section, 'metas');
        parent.children.splice(index, 1, ...section);
        return [SKIP, index + section.length];
      }
      if (node.name === battleTableElementName) {
        const id = elementAttributes(node as Parameters<typeof elementAttributes>[0]).de;
        if (!isBattleTableId(id))
          throw new Error(
            `<${battleTableElementName} de="${id ?? ''}"/>: não há essa tabela; as tabelas são ${battleTableIds.map((known) => `"${known}"`).join(', ')}.`,
          );
        model ??= options.model();
        const nodes = battleTable(id, defeatFiguresOf(model, cachedBattles(model)));
        markFromData(nodes, 'tabela');
        parent.children.splice(index, 1, ...nodes);
        return [SKIP, index + nodes.length];
      }
      if (!isToolElement(node.name)) return undefined;
      model ??= options.model();
      tools = true;
      const tool = toolNode(model, node.name);
      markFromData(tool.children ?? [], 'ferramenta');
      parent.children.splice(index, 1, tool);
      return [SKIP, index + 1];
    });
    if (tools) tree.children?.unshift(loaderImport());
    if (lab) tree.children?.unshift(labImport());
  };
}
