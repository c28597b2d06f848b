// Tables of the balance data that other pages show through <Tabela de="...">
// (render.ts looks here for names it does not have). Looked up when called,
// since this module and render.ts import each other.
import { formatNumber } from '../format';
import { table, text, type Node } from '../mdast';
import type { GameModel } from '../model';
import { ruleValue } from '../render';
import { balancePageTables } from './page';

type TableRenderer = (model: GameModel, attributes: Record<string, string>) => Node[];

const regionTables: Record<string, TableRenderer> = {
  /** The level band of each region (regions.yaml, `levels`). */
  'faixas-de-nivel': (model) => [
    table(
      ['Região', 'Níveis', 'Por quê'],
      [...model.data.regions]
        .filter((region) => region.levels)
        .sort((a, b) => a.order - b.order)
        .map((region) => {
          const band = region.levels ?? { min: 1, rationale: '' };
          const levels: Node[] = band.max === undefined ? [text(`${formatNumber(band.min)} ao nível máximo, `), ruleValue(model, 'progressao.nivel-maximo')] : [text(`${formatNumber(band.min)} a ${formatNumber(band.max)}`)];
          return [region.name, levels, band.rationale];
        }),
    ),
  ],
};

/** The renderer of a balance table, or undefined. */
export function balanceTable(name: string): TableRenderer | undefined {
  return regionTables[name] ?? balancePageTables[name];
}

export function balanceTableNames(): string[] {
  return [...Object.keys(regionTables), ...Object.keys(balancePageTables)];
}
