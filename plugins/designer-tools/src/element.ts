// Remark side of the designer tools: <FerramentaChancesDeEnergia/> and its
// siblings become a JSX element of the tool's loader component, with the JSON
// of the data the tool needs in a string attribute and, as children, the table
// precomputed here. The page alone imports the loader, and the loader fetches
// the interactive tool only when the reader gets near it.
import { type Cell, type Node, esmImport, markedCell, paragraph, table, text } from '../../game-data/src/index';
import { type GameModel, simulatorToolData } from '@dice-rolling/game-model';
import {
  boardsStaticTable,
  boardsToolData,
  damageStaticTable,
  damageToolData,
  enemyStaticTable,
  enemyToolData,
  energyStaticTable,
  energyToolData,
} from './payload';
import { labStaticTable, labToolData } from './labData';
import { simulatorStaticTable } from './simulatorData';
import type { ToolId } from '../client/toolData';
import type { SimulatorPageData } from '../client/simulator';
import { bossLevelsOf } from './targets';

export const toolElements = {
  FerramentaChancesDeEnergia: 'energia',
  FerramentaDano: 'dano',
  FerramentaInimigos: 'inimigos',
  FerramentaTabuleiros: 'alvos',
  FerramentaSimuladorDeBatalha: 'simulador',
} as const satisfies Record<string, ToolId>;
export type ToolElement = keyof typeof toolElements;

export function isToolElement(name: unknown): name is ToolElement {
  return typeof name === 'string' && Object.hasOwn(toolElements, name);
}

/** The loader's local name in the compiled page. */
export const loaderName = 'GameDataToolLoader';
/** The loader, served by this plugin's theme path (getThemePath), so no machine path goes into a page. */
export const loaderSource = '@theme/DesignerTools';

function toolPayload(
  model: GameModel,
  tool: ToolId,
): { data: unknown; table: { caption: string; header: string[]; rows: string[][]; proposed?: { row: number; column: number }[] } } {
  switch (tool) {
    case 'energia': {
      const data = energyToolData(model);
      return { data, table: energyStaticTable(data) };
    }
    case 'dano': {
      const data = damageToolData(model);
      return { data, table: damageStaticTable(data) };
    }
    case 'inimigos': {
      const data = enemyToolData(model);
      return { data, table: enemyStaticTable(data) };
    }
    case 'alvos': {
      const data = boardsToolData(model);
      return { data, table: boardsStaticTable(data) };
    }
    case 'simulador': {
      const data: SimulatorPageData = { ...simulatorToolData(model), bossLevels: bossLevelsOf(model) };
      return { data, table: simulatorStaticTable(data) };
    }
  }
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The rows with the proposal mark on the cells a tool's table names as proposed. */
function markedRows(rows: string[][], proposed: { row: number; column: number }[]): Cell[][] {
  return rows.map((cells, row) =>
    cells.map((cell, column): Cell =>
      markedCell(
        cell,
        proposed.some((mark) => mark.row === row && mark.column === column),
      ),
    ),
  );
}

/** The JSX element that replaces a tool element. */
export function toolNode(model: GameModel, element: ToolElement): Node {
  const tool = toolElements[element];
  const { data, table: precomputed } = toolPayload(model, tool);
  return {
    type: 'mdxJsxFlowElement',
    name: loaderName,
    attributes: [attribute('ferramenta', tool), attribute('dados', JSON.stringify(data))],
    children: [paragraph(text(`${precomputed.caption}:`)), table(precomputed.header, markedRows(precomputed.rows, precomputed.proposed ?? []))],
  } as Node;
}

/** `import GameDataToolLoader from '<loader>'`, as MDX's ESM node with its estree. */
export function loaderImport(): Node {
  return esmImport(loaderName, loaderSource);
}

// ---- The rules lab: its own loader, so the other tool pages' loader is unchanged ----------

export const labElement = 'FerramentaLaboratorioDeRegras';
export const labLoaderName = 'RulesLabLoader';
export const labLoaderSource = '@theme/RulesLab';

/** The lab's loader element, with its data and the example computed at build as children. */
export function labNode(model: GameModel): Node {
  const data = labToolData(model);
  const precomputed = labStaticTable(data);
  return {
    type: 'mdxJsxFlowElement',
    name: labLoaderName,
    attributes: [attribute('dados', JSON.stringify(data))],
    children: [paragraph(text(`${precomputed.caption}:`)), table(precomputed.header, precomputed.rows)],
  } as Node;
}

export function labImport(): Node {
  return esmImport(labLoaderName, labLoaderSource);
}
