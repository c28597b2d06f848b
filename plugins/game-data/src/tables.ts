// <Tabela de="…">: every named table of the data (render/tables) and the
// balance page's (balance/tables). Here, above both, so the renderers never
// import the balance page that is built on them.
import { RenderError, need, type GameModel } from '@dice-rolling/game-model';
import { balanceTable, balanceTableNames } from './balance/tables';
import type { Node } from './mdast';
import { dataTables } from './render/tables';

export function dataTable(model: GameModel, attributes: Record<string, string>): Node[] {
  const name = need(attributes.de, 'o atributo "de" de <Tabela>');
  const render = dataTables[name] ?? balanceTable(name);
  if (!render) throw new RenderError(`tabela desconhecida: "${name}" (existem: ${[...Object.keys(dataTables), ...balanceTableNames()].join(', ')})`);
  return render(model, attributes);
}
