/**
 * What Portuguese readers type into the search box, with the page they mean,
 * in two sets. `tuningQueries` is the set the ranking's weights
 * (plugins/search/client/portuguese.ts `rankPages`, and the engine's) were
 * tuned on; `heldOutQueries` is judged only: written before their results
 * were seen, never used to choose a weight. Tune on the first, report both
 * (CONTRIBUTING, "Qualidade da busca: consultas para ajustar e consultas para julgar").
 * Used by tests/site/search-quality.test.ts and `npm run bench:search`.
 * `kind`: `accented` and `plain` (the same words without accents) go in pairs;
 * `typo` has one or two letters wrong, missing or swapped in a word of five
 * letters or more; `prefix` is a word still being typed; `api` is a type name
 * of the API reference in any case (nested types included) or `Type.Member`;
 * `plural` asks in the singular for a title in the plural (or the reverse);
 * `multi` is several words of a heading or a description; `name` is a
 * creature's or a skill's name, with or without its accents; `question` (held
 * out only) is a question or a phrase in the reader's own words, and `topic`
 * (held out only) names what a section of a page is about, not its title.
 */
export interface SearchQuery {
  query: string;
  /** Path of the page that should come first (or in the first three). */
  expected: string;
  kind: 'accented' | 'plain' | 'typo' | 'prefix' | 'api' | 'plural' | 'multi' | 'name' | 'question' | 'topic';
}

const tundraEnemies = '/docs/game/content/characters/unplayable/salt_tundra_enemies';
const api = (name: string) => `/docs/framework/api/${name}`;
const actions = '/docs/game/design/mechanics/characters/actions';

/** The queries the weights were tuned on (the 106 of issues 12 and 29). */
export const tuningQueries: SearchQuery[] = [
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
  { query: 'mecânicas', expected: '/docs/game/design/mechanics/', kind: 'accented' },
  { query: 'mecanicas', expected: '/docs/game/design/mechanics/', kind: 'plain' },
  { query: 'introdução ao game design', expected: '/docs/game/design/intro/', kind: 'accented' },
  { query: 'introducao ao game design', expected: '/docs/game/design/intro/', kind: 'plain' },
  { query: 'guia de história', expected: '/docs/game/design/setting/story_guide/', kind: 'accented' },
  { query: 'guia de historia', expected: '/docs/game/design/setting/story_guide/', kind: 'plain' },
  { query: 'regiões e dungeons', expected: '/docs/game/design/mechanics/exploration/regions/', kind: 'accented' },
  { query: 'regioes e dungeons', expected: '/docs/game/design/mechanics/exploration/regions/', kind: 'plain' },
  { query: 'progresao', expected: '/docs/game/design/mechanics/characters/progression/', kind: 'typo' },
  { query: 'equipamentso', expected: '/docs/game/design/mechanics/characters/equipments/', kind: 'typo' },
  { query: 'mecanicsa', expected: '/docs/game/design/mechanics/', kind: 'typo' },
  { query: 'ambeintacao', expected: '/docs/game/design/setting/', kind: 'typo' },
  { query: 'battlecontroler', expected: api('DiceRolling.Controllers.BattleController'), kind: 'typo' },
  { query: 'exploracoa', expected: '/docs/game/design/mechanics/exploration/', kind: 'typo' },
  { query: 'progres', expected: '/docs/game/design/mechanics/characters/progression/', kind: 'prefix' },
  { query: 'equipam', expected: '/docs/game/design/mechanics/characters/equipments/', kind: 'prefix' },
  { query: 'renderiz', expected: '/docs/framework/architecture/renderers/', kind: 'prefix' },
  { query: 'battlecontr', expected: api('DiceRolling.Controllers.BattleController'), kind: 'prefix' },
  { query: 'BattleStartedEventHandler', expected: api('DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler'), kind: 'api' },
  { query: 'battlestartedeventhandler', expected: api('DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler'), kind: 'api' },
  { query: 'BattleEvents.BattleStartedEventHandler', expected: api('DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler'), kind: 'api' },
  { query: 'GAMEOVEREVENTHANDLER', expected: api('DiceRolling.Controllers.BattleEvents.GameOverEventHandler'), kind: 'api' },
  { query: 'CharacterType.AttributeChangedEventHandler', expected: api('DiceRolling.Characters.CharacterType.AttributeChangedEventHandler'), kind: 'api' },
  { query: 'BattleEvents', expected: api('DiceRolling.Controllers.BattleEvents'), kind: 'api' },
  { query: 'gridcelltype', expected: api('DiceRolling.Grids.GridCellType'), kind: 'api' },
  { query: 'ieffect', expected: api('DiceRolling.Effects.IEffect'), kind: 'api' },
  { query: 'BattleController.StartBattle', expected: api('DiceRolling.Controllers.BattleController'), kind: 'api' },
  { query: 'DiceFactory.CreateD20', expected: api('DiceRolling.Dice.DiceFactory'), kind: 'api' },
  { query: 'gridservice.getgridcell', expected: api('DiceRolling.Services.GridService'), kind: 'api' },
  { query: 'custo de ação', expected: `${actions}/action_cost`, kind: 'plural' },
  { query: 'custo de acao', expected: `${actions}/action_cost`, kind: 'plural' },
  { query: 'efeito das ações', expected: `${actions}/action_effects`, kind: 'plural' },
  { query: 'tipo de ação', expected: `${actions}/action_types`, kind: 'plural' },
  { query: 'categorias de ações', expected: `${actions}/action_categories`, kind: 'plural' },
  { query: 'equipamento', expected: '/docs/game/design/mechanics/characters/equipments/', kind: 'plural' },
  { query: 'efeito de status', expected: '/docs/game/design/mechanics/characters/status-effects/', kind: 'plural' },
  { query: 'passiva', expected: '/docs/game/design/mechanics/characters/passives/', kind: 'plural' },
  { query: 'fluxo de telas', expected: '/docs/game/design/game_flow/screen_flow', kind: 'multi' },
  { query: 'energia dos dados', expected: '/docs/game/design/mechanics/characters/energy/', kind: 'multi' },
  { query: 'escrevendo e rodando testes', expected: '/docs/tutorials/testes', kind: 'multi' },
  { query: 'preparando o ambiente', expected: '/docs/tutorials/ambiente', kind: 'multi' },
  { query: 'criando um papel', expected: '/docs/tutorials/criando-um-papel', kind: 'multi' },
  { query: 'guia visual inimigos', expected: '/docs/game/design/setting/visual_guide/enemies', kind: 'multi' },
  { query: 'Mawari', expected: tundraEnemies, kind: 'name' },
  { query: 'zuyari', expected: tundraEnemies, kind: 'name' },
  { query: 'Larva Titânica', expected: tundraEnemies, kind: 'name' },
  { query: 'larva titanica', expected: tundraEnemies, kind: 'name' },
  { query: 'engolidor de ossos', expected: tundraEnemies, kind: 'name' },
  { query: 'Rušajak', expected: tundraEnemies, kind: 'name' },
  { query: 'rusajak', expected: tundraEnemies, kind: 'name' },
  { query: 'Muralha Viva', expected: '/docs/game/content/roles/playable/warden', kind: 'name' },
  { query: 'impacto sismico', expected: '/docs/game/content/roles/playable/warden', kind: 'name' },
  { query: 'Maré Restauradora', expected: '/docs/game/content/roles/playable/mystic', kind: 'name' },
  { query: 'toque das mares', expected: '/docs/game/content/roles/playable/mystic', kind: 'name' },
  { query: 'dança do falcão', expected: '/docs/game/content/roles/playable/wind_walker', kind: 'name' },
  { query: 'gume da tempestade', expected: '/docs/game/content/roles/playable/wind_walker', kind: 'name' },
];

const design = '/docs/game/design';
const mechanics = `${design}/mechanics`;
const architecture = '/docs/framework/architecture';
const roles = '/docs/game/content/roles';

/**
 * Held out (issue 37): queries the weights never saw, spread over every
 * section, each with the page a reader means. Never tune on these: a weight
 * chosen to fix one of them makes the set one more tuning set.
 */
export const heldOutQueries: SearchQuery[] = [
  // Tutorials
  { query: 'instalar o godot', expected: '/docs/tutorials/ambiente', kind: 'question' },
  { query: 'sdk do .net', expected: '/docs/tutorials/ambiente', kind: 'topic' },
  { query: 'como criar um efeito', expected: '/docs/tutorials/criando-um-efeito', kind: 'question' },
  { query: 'nova energia', expected: '/docs/tutorials/criando-uma-energia', kind: 'question' },
  { query: 'comentarios xml', expected: '/docs/tutorials/documentando-o-codigo', kind: 'topic' },
  { query: 'rodar testes fora do editor', expected: '/docs/tutorials/testes', kind: 'topic' },
  { query: 'letreiro da rodada', expected: '/docs/tutorials/ouvindo-eventos-na-interface', kind: 'topic' },
  { query: 'recurso do papel', expected: '/docs/tutorials/criando-um-papel', kind: 'topic' },
  // Framework architecture
  { query: 'fila de iniciativa', expected: `${architecture}/controllers/`, kind: 'topic' },
  { query: 'diagrama das camadas', expected: `${architecture}/intro/overview`, kind: 'topic' },
  { query: 'numeração das células', expected: `${architecture}/models/grids`, kind: 'topic' },
  { query: 'espelhamento da grade', expected: `${architecture}/models/grids`, kind: 'topic' },
  { query: 'três níveis de valor', expected: `${architecture}/models/attributes`, kind: 'topic' },
  { query: 'por que entidade e componentes', expected: `${architecture}/renderers/`, kind: 'question' },
  { query: 'montar personagem do zero', expected: `${architecture}/renderers/character`, kind: 'question' },
  // API reference
  { query: 'ActionType', expected: api('DiceRolling.Actions.ActionType'), kind: 'api' },
  { query: 'damageeffect', expected: api('DiceRolling.Effects.DamageEffect'), kind: 'api' },
  { query: 'turncontroler', expected: api('DiceRolling.Controllers.TurnController'), kind: 'typo' },
  { query: 'EventBus.EmitActionSelected', expected: api('DiceRolling.Events.EventBus'), kind: 'api' },
  { query: 'targetboardtype', expected: api('DiceRolling.Targets.TargetBoardType'), kind: 'api' },
  { query: 'characterstor', expected: api('DiceRolling.Stores.CharacterStore'), kind: 'prefix' },
  // Game design: mechanics
  { query: 'como o dano é calculado', expected: `${mechanics}/characters/attributes/`, kind: 'question' },
  { query: 'escudo magico', expected: `${mechanics}/characters/attributes/`, kind: 'topic' },
  { query: 'probabilidade de cada energia', expected: `${mechanics}/characters/energy/`, kind: 'question' },
  { query: 'quando os dados sao rolados', expected: `${mechanics}/characters/energy/`, kind: 'question' },
  { query: 'curva de xp', expected: `${mechanics}/characters/progression/`, kind: 'topic' },
  { query: 'acumulo de status', expected: `${mechanics}/characters/status-effects/`, kind: 'topic' },
  { query: 'maldição', expected: `${mechanics}/characters/status-effects/`, kind: 'topic' },
  { query: 'fugir da batalha', expected: `${mechanics}/battle/`, kind: 'topic' },
  { query: 'simulador de batalha', expected: `${mechanics}/battle/`, kind: 'question' },
  { query: 'enfermaria', expected: `${mechanics}/exploration/city/buildings/`, kind: 'topic' },
  { query: 'mural de quests', expected: `${mechanics}/exploration/city/buildings/`, kind: 'topic' },
  { query: 'brasas', expected: `${mechanics}/currency/`, kind: 'topic' },
  { query: 'empilhamento de itens', expected: `${mechanics}/inventories/`, kind: 'topic' },
  { query: 'raridade dos equipamentos', expected: `${mechanics}/characters/equipments/`, kind: 'topic' },
  { query: 'frente meio e fundo', expected: `${mechanics}/exploration/city/squad/`, kind: 'topic' },
  { query: 'tipos de sala da dungeon', expected: `${mechanics}/exploration/regions/`, kind: 'topic' },
  { query: 'dispensar personagem', expected: `${mechanics}/exploration/city/troop/`, kind: 'topic' },
  { query: 'restos mortais', expected: `${mechanics}/characters/`, kind: 'topic' },
  { query: 'mover defender passar', expected: `${actions}/action_types`, kind: 'topic' },
  // Game design: the rest
  { query: 'pilares do jogo', expected: `${design}/intro/overview`, kind: 'topic' },
  { query: 'musica adaptativa', expected: `${design}/setting/sound_guide/`, kind: 'topic' },
  { query: 'regra do dourado', expected: `${design}/setting/visual_guide/`, kind: 'topic' },
  { query: 'silhueta dos inimigos', expected: `${design}/setting/visual_guide/enemies`, kind: 'topic' },
  { query: 'profecia', expected: `${design}/setting/story_guide/`, kind: 'topic' },
  { query: 'hud de batalha', expected: `${design}/setting/ui_guide/`, kind: 'topic' },
  { query: 'salvar e carregar', expected: `${design}/game_flow/screen_flow`, kind: 'topic' },
  { query: 'invariantes de design', expected: `${design}/balanceamento`, kind: 'topic' },
  { query: 'mudar um número proposto', expected: `${design}/laboratorio`, kind: 'question' },
  { query: 'registro de decisões', expected: `${design}/decisoes`, kind: 'question' },
  // Game content
  { query: 'Eleonore', expected: '/docs/game/content/characters/playable/', kind: 'name' },
  { query: 'kirim', expected: '/docs/game/content/regions/salt_tundra/', kind: 'name' },
  { query: 'caverna dos espelhos', expected: '/docs/game/content/regions/', kind: 'name' },
  { query: "Xo'olak", expected: tundraEnemies, kind: 'name' },
  { query: 'seta incandescente', expected: `${roles}/playable/ascetic`, kind: 'name' },
  { query: 'lagrima de umasit', expected: `${roles}/playable/mystic`, kind: 'name' },
  { query: 'julgamento celeste', expected: `${roles}/playable/wind_walker`, kind: 'name' },
  { query: 'chefe colossal', expected: `${roles}/unplayable_roles/salt_tundra/st_colossal`, kind: 'question' },
  { query: 'besta tanque', expected: `${roles}/unplayable_roles/salt_tundra/st_beast_melee_tank`, kind: 'question' },
  { query: 'como um inimigo decide', expected: '/docs/game/content/characters/unplayable/', kind: 'question' },
];
