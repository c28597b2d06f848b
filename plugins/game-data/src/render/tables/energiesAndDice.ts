// <Tabela de="…"> tables: energies (current and former) and dice.
import { formatNumber } from '../../format';
import { code, table } from '../../mdast';
import { markedCell } from '../../proposalMark';
import { costNodes } from '../inline';
import type { TableRenderers } from './types';

export const energiesAndDiceTables: TableRenderers = {
  energias: (model) => [
    table(
      ['Energia', 'Nome nos dados', 'Cor principal', 'Cor de fundo', 'Tema'],
      model.data.energies.filter((energy) => energy.current).map((energy) => [costNodes(model, { [energy.id]: 1 }), code(energy.codeName), code(energy.colour), code(energy.background), markedCell(energy.theme, energy.themeSource === 'proposal')]),
    ),
  ],
  'energias-antigas': (model) => [
    table(
      ['Energia', 'Nome antigo', 'Tema'],
      model.data.energies.filter((energy) => !energy.current).map((energy) => [energy.name, energy.codeName, energy.theme]),
    ),
  ],
  dados: (model) => [table(['Dado', 'Faces', 'Ícone'], model.data.dice.map((die) => [die.name, formatNumber(die.faces), die.icon]))],
};
