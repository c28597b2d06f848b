// <Tabela de="politicas">: the team policies the simulator, the lab and the
// targets play, as the game model names and explains them, so a page that
// speaks of them never keeps a second copy of their priorities.
import { simulatorToolData } from '@dice-rolling/game-model';
import { table } from '../../mdast';
import type { TableRenderers } from './types';

export const policiesTables: TableRenderers = {
  politicas: (model) => [
    table(
      ['Política', 'Como declara'],
      simulatorToolData(model).policies.map((policy) => [policy.name, policy.description]),
    ),
  ],
};
