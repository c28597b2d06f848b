// <Tabela de="acoes-comuns">: the actions every character has besides its own
// (common-actions.yaml), each rule from its typed fields, a proposed field
// with the proposal mark.
import type { CommonAction } from '@dice-rolling/game-model';
import { formatNumber, lowerFirst } from '../../format';
import { table } from '../../mdast';
import { fieldSource, isOpenProposal, markedCell } from '../../proposalMark';
import { effectClauses } from '../effectsProse';
import { costNodes } from '../inline';
import type { TableRenderers } from './types';

type Move = NonNullable<CommonAction['move']>;

export function reachText(move: Move): string {
  const along = move.diagonals ? 'ao lado na linha, na coluna ou na diagonal' : 'ao lado na mesma linha ou na mesma coluna (a diagonal não conta)';
  const how = move.steps === 1 ? 'Uma célula vizinha' : `Até ${formatNumber(move.steps)} passos, cada um a uma célula vizinha`;
  return `${how}, na própria grade; vizinha é a que fica ${along}`;
}

export const takenText: Record<Move['swap'], string> = {
  ally: 'Os dois trocam de lugar; um aliado imobilizado não troca',
  none: 'A célula fica bloqueada',
};

export const enemiesText: Record<CommonAction['enemies'], string> = {
  'last-resort':
    'Só quando nenhuma outra ação que a energia rolada paga tem alvo válido: ' +
    'vai em direção a uma célula de onde atacaria com essa energia (ou com qualquer ataque, se ela não paga nenhum), ' +
    'sem trocar de lugar com um aliado que ficaria mais longe de onde ele ataca sem custo',
  random: 'Sorteada entre as ações pagáveis com alvo válido, como as outras',
  never: 'Nunca: o inimigo não tem esta ação, só as do arquétipo e Mover',
};

/** A proposed field of a common action in words, as its table writes it (the proposals register lists it). */
export function commonActionFieldText(action: CommonAction, field: string): string | undefined {
  // Out of the table, its column header ("Célula com um aliado") is gone: the sentence names the cell itself.
  if (field === 'move' && action.move) return `${reachText(action.move)}. Se a célula tem um aliado, ${lowerFirst(takenText[action.move.swap])}`;
  if (field === 'enemies') return enemiesText[action.enemies];
  return undefined;
}

const none = '—';

export const commonActionsTables: TableRenderers = {
  'acoes-comuns': (model) => [
    table(
      ['Ação', 'Custo', 'O que faz', 'Célula com um aliado', 'Quando o inimigo a usa'],
      model.data['common-actions'].map((action) => {
        const proposed = (field: string) => isOpenProposal(fieldSource(action, field));
        return [
          action.name,
          markedCell(costNodes(model, action.cost), proposed('cost')),
          action.move ? markedCell(reachText(action.move), proposed('move')) : markedCell(effectClauses(model, action.effects ?? []), proposed('effects')),
          action.move ? markedCell(takenText[action.move.swap], proposed('move')) : none,
          markedCell(enemiesText[action.enemies], proposed('enemies')),
        ];
      }),
    ),
  ],
};
