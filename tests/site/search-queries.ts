/**
 * What Portuguese readers type into the search box, with the page they mean.
 * Used by tests/site/search-quality.test.ts and `npm run bench:search`.
 * `kind`: `accented` and `plain` (the same words without accents) go in pairs;
 * `typo` has one letter wrong, missing or swapped; `prefix` is a word still
 * being typed; `api` is a type name of the API reference in any case.
 */
export interface SearchQuery {
  query: string;
  /** Path of the page that should come first (or in the first three). */
  expected: string;
  kind: 'accented' | 'plain' | 'typo' | 'prefix' | 'api';
}

const tundraEnemies = '/docs/game/content/characters/unplayable/salt_tundra_enemies';

export const searchQueries: SearchQuery[] = [
  { query: 'primeira ação', expected: '/docs/tutorials/criando-sua-primeira-acao', kind: 'accented' },
  { query: 'primeira acao', expected: '/docs/tutorials/criando-sua-primeira-acao', kind: 'plain' },
  { query: 'público-alvo', expected: '/docs/game/design/intro/audience', kind: 'accented' },
  { query: 'publico alvo', expected: '/docs/game/design/intro/audience', kind: 'plain' },
  { query: 'guardião', expected: '/docs/game/content/roles/playable/warden', kind: 'accented' },
  { query: 'guardiao', expected: '/docs/game/content/roles/playable/warden', kind: 'plain' },
  { query: 'inventário', expected: '/docs/game/design/mechanics/inventories/', kind: 'accented' },
  { query: 'inventario', expected: '/docs/game/design/mechanics/inventories/', kind: 'plain' },
  { query: 'Kašurak', expected: tundraEnemies, kind: 'accented' },
  { query: 'kasurak', expected: tundraEnemies, kind: 'plain' },
  { query: 'místico', expected: '/docs/game/content/roles/playable/mystic', kind: 'accented' },
  { query: 'mistico', expected: '/docs/game/content/roles/playable/mystic', kind: 'plain' },
  { query: 'progressão', expected: '/docs/game/design/mechanics/characters/progression/', kind: 'accented' },
  { query: 'progressao', expected: '/docs/game/design/mechanics/characters/progression/', kind: 'plain' },
  { query: 'exploração', expected: '/docs/game/design/mechanics/exploration/', kind: 'accented' },
  { query: 'exploracao', expected: '/docs/game/design/mechanics/exploration/', kind: 'plain' },
  { query: 'cenários', expected: '/docs/game/design/setting/visual_guide/scenarios', kind: 'accented' },
  { query: 'cenarios', expected: '/docs/game/design/setting/visual_guide/scenarios', kind: 'plain' },
  { query: 'ambientação', expected: '/docs/game/design/setting/', kind: 'accented' },
  { query: 'ambientacao', expected: '/docs/game/design/setting/', kind: 'plain' },
  { query: 'papéis jogáveis', expected: '/docs/game/content/roles/playable/', kind: 'accented' },
  { query: 'papeis jogaveis', expected: '/docs/game/content/roles/playable/', kind: 'plain' },
  { query: 'não jogáveis', expected: '/docs/game/content/characters/unplayable/', kind: 'accented' },
  { query: 'nao jogaveis', expected: '/docs/game/content/characters/unplayable/', kind: 'plain' },
  { query: 'custo das ações', expected: '/docs/game/design/mechanics/characters/actions/action_cost', kind: 'accented' },
  { query: 'custo das acoes', expected: '/docs/game/design/mechanics/characters/actions/action_cost', kind: 'plain' },
  { query: 'posição e alvo', expected: '/docs/game/design/mechanics/characters/actions/action_position_and_target', kind: 'accented' },
  { query: 'posicao e alvo', expected: '/docs/game/design/mechanics/characters/actions/action_position_and_target', kind: 'plain' },
  { query: 'visão geral das camadas', expected: '/docs/framework/architecture/intro/overview', kind: 'accented' },
  { query: 'visao geral das camadas', expected: '/docs/framework/architecture/intro/overview', kind: 'plain' },
  { query: 'documentando o código', expected: '/docs/tutorials/documentando-o-codigo', kind: 'accented' },
  { query: 'documentando o codigo', expected: '/docs/tutorials/documentando-o-codigo', kind: 'plain' },
  { query: 'besta à distância', expected: '/docs/game/content/roles/unplayable_roles/salt_tundra/st_beast_ranged_dps', kind: 'accented' },
  { query: 'besta a distancia', expected: '/docs/game/content/roles/unplayable_roles/salt_tundra/st_beast_ranged_dps', kind: 'plain' },
  { query: 'guardaio', expected: '/docs/game/content/roles/playable/warden', kind: 'typo' },
  { query: 'kasurk', expected: tundraEnemies, kind: 'typo' },
  { query: 'caminhante dos vetnos', expected: '/docs/game/content/roles/playable/wind_walker', kind: 'typo' },
  { query: 'fluxo de batlha', expected: '/docs/game/design/game_flow/battle_flow', kind: 'typo' },
  { query: 'tundra de sla', expected: '/docs/game/content/regions/salt_tundra/', kind: 'typo' },
  { query: 'renderizadors', expected: '/docs/framework/architecture/renderers/', kind: 'typo' },
  { query: 'invent', expected: '/docs/game/design/mechanics/inventories/', kind: 'prefix' },
  { query: 'ambienta', expected: '/docs/game/design/setting/', kind: 'prefix' },
  { query: 'BattleController', expected: '/docs/framework/api/DiceRolling.Controllers.BattleController', kind: 'api' },
  { query: 'battlecontroller', expected: '/docs/framework/api/DiceRolling.Controllers.BattleController', kind: 'api' },
  { query: 'dicefactory', expected: '/docs/framework/api/DiceRolling.Dice.DiceFactory', kind: 'api' },
  { query: 'DICEFACTORY', expected: '/docs/framework/api/DiceRolling.Dice.DiceFactory', kind: 'api' },
  { query: 'gridservice', expected: '/docs/framework/api/DiceRolling.Services.GridService', kind: 'api' },
  { query: 'DiceEnergyStore', expected: '/docs/framework/api/DiceRolling.Stores.DiceEnergyStore', kind: 'api' },
  { query: 'inventorycomponent', expected: '/docs/framework/api/DiceRolling.Components.UI.InventoryComponent', kind: 'api' },
  { query: 'battlestate', expected: '/docs/framework/api/DiceRolling.Controllers.BattleState', kind: 'api' },
];
