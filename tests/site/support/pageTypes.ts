/** One page of each type the site serves; quality gates run over all of them. */
export const pageTypes = {
  landing: '/',
  tutorial: '/docs/tutorials/',
  architectureWithDiagram: '/docs/framework/architecture/intro/overview',
  design: '/docs/game/design/mechanics/characters/energy/',
  content: '/docs/game/content/roles/playable/warden',
  glossary: '/docs/game/design/glossario',
  apiType: '/docs/framework/api/DiceRolling.Controllers.BattleController',
  apiNamespace: '/docs/framework/api/DiceRolling.Controllers',
  searchResults: '/search?q=dados',
  notFound: '/pagina-que-nao-existe',
} as const;

export type PageType = keyof typeof pageTypes;
export const pageTypeEntries = Object.entries(pageTypes) as [PageType, string][];
