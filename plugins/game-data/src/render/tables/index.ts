// <Tabela de="…">: every named table of the data, and the balance page's.
import { balanceTable, balanceTableNames } from '../../balance/tables';
import type { Node } from '../../mdast';
import type { GameModel } from '../../model';
import { RenderError, need } from '../lookup';
import { charactersTables } from './characters';
import { dataFilesTables } from './dataFiles';
import { enemiesTables } from './enemies';
import { energiesAndDiceTables } from './energiesAndDice';
import { rulesTables } from './rules';
import type { TableRenderers } from './types';
import { worldTables } from './world';

const tables: TableRenderers = { ...energiesAndDiceTables, ...charactersTables, ...enemiesTables, ...dataFilesTables, ...worldTables, ...rulesTables };

export function dataTable(model: GameModel, attributes: Record<string, string>): Node[] {
  const name = need(attributes.de, 'o atributo "de" de <Tabela>');
  const render = tables[name] ?? balanceTable(name);
  if (!render) throw new RenderError(`tabela desconhecida: "${name}" (existem: ${[...Object.keys(tables), ...balanceTableNames()].join(', ')})`);
  return render(model, attributes);
}
