// <Tabela de="…"> tables: energies (current and former) and dice.
import { cycledFaces, diceForSlots, faceCounts, payOdds, type Cost } from '@dice-rolling/rules';
import { formatNumber, wordList } from '../../format';
import { code, table, text, type Cell } from '../../mdast';
import { isOpenProposal, markedCell } from '../../proposalMark';
import { costNodes, energyNameNodes } from '../inline';
import type { TableRenderers } from './types';

export const energiesAndDiceTables: TableRenderers = {
  energias: (model) => [
    table(
      ['Energia', 'Nome nos dados', 'Cor principal', 'Cor de fundo', 'Tema'],
      model.data.energies
        .filter((energy) => energy.current)
        .map((energy) => [
          energyNameNodes(model, energy.id),
          code(energy.codeName),
          code(energy.colour),
          code(energy.background),
          markedCell(energy.theme, energy.themeSource === 'proposal'),
        ]),
    ),
  ],
  /** The former energies: names and themes from the sources; the colours the data keep for them are proposals unless accepted. */
  'energias-antigas': (model) => [
    table(
      ['Energia', 'Nome antigo', 'Cores (principal e de fundo)', 'Tema'],
      model.data.energies
        .filter((energy) => !energy.current)
        .map((energy) => [
          energy.name,
          energy.codeName,
          // One mark for the pair: the two colours are one proposal.
          markedCell([code(energy.colour), text(' e '), code(energy.background)], isOpenProposal(energy)),
          energy.theme,
        ]),
    ),
  ],
  /**
   * The chance that a roll pays each cost with one to three Testing Dice (a D6
   * painted by the DiceFactory cycle), from the rules engine's exact odds: a
   * cost with more units than dice is 0%, as the dice tool writes it.
   */
  'chances-de-pagar': (model) => {
    const cycle = model.data['dice-cycle'][0]?.order ?? [];
    const d6 = cycledFaces(6, cycle);
    const [first, second] = cycle;
    const costs: Cost[] = first && second ? [{ [first]: 1 }, { [first]: 2 }, { [first]: 1, [second]: 1 }] : [];
    const slots = [1, 2, 3];
    const percent = (cost: Cost, count: number): string => {
      const odds = payOdds(diceForSlots([d6], count), cost);
      return `${formatNumber(Math.round((100 * odds.favourable) / odds.total))}%`;
    };
    return [
      table(
        ['Custo', ...slots.map((count) => (count === 1 ? '1 dado' : `${formatNumber(count)} dados`))],
        costs.map((cost): Cell[] => [costNodes(model, cost), ...slots.map((count) => percent(cost, count))]),
      ),
    ];
  },
  /**
   * The dice, with how many faces of each energy the DiceFactory cycle gives
   * each (the D6 is the Testing Dice of the facts). A count that depends on
   * the cycle's order, which is a proposal, carries its mark.
   */
  dados: (model) => {
    const [cycle] = model.data['dice-cycle'];
    const order = cycle?.order ?? [];
    const energyWords = (faces: number): string => {
      const counts = faceCounts(cycledFaces(faces, order));
      const parts = order.map((id) => {
        const count = counts.get(id) ?? 0;
        const energy = model.byId('energies', id);
        return `${formatNumber(count)} ${count === 1 ? (energy?.name ?? id) : (energy?.plural ?? id)}`;
      });
      return wordList(parts);
    };
    const byOrder = cycle?.source === 'proposal' && cycle.status !== 'aceita';
    return [
      table(
        ['Dado', 'Faces', 'Faces de cada energia, pelo ciclo', 'Ícone'],
        model.data.dice.map((die) => [
          die.name,
          formatNumber(die.faces),
          markedCell(energyWords(die.faces), byOrder && order.length > 0 && die.faces % order.length !== 0),
          die.icon,
        ]),
      ),
    ];
  },
};
