import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { siteIdentity } from './src/siteIdentity';
import { apiDocsOptions, apiReferenceWithOptions, type ApiReferenceOptions } from './plugins/api-reference/src/index';
import codeHighlightOnDemand from './plugins/code-highlight-on-demand/src/index';
import routeChunks from './plugins/route-chunks/src/index';
import { mermaidPrerenderWithOptions, remarkMermaidPrerenderWithOptions, type MermaidPrerenderOptions } from './plugins/mermaid-prerender/src/index';
import testRoutes from './plugins/test-routes/src/index';
import chunkFileNames from './plugins/chunk-file-names/src/index';
import leanRouteData from './plugins/lean-route-data/src/index';
import { designerToolsRemarkPlugin, designerToolsWithModel, toolElementNames } from './plugins/designer-tools/src/index';
import { gameDataRemarkPlugin, gameDataWithOptions, gameModelOf, type GameDataOptions } from './plugins/game-data/src/index';
import playBattle, { playBattleRemarkPlugin, playElementNames } from './plugins/play-battle/src/index';
import { markdownExportWithOptions, type MarkdownExportOptions } from './plugins/markdown-export/src/index';
import { searchWithOptions } from './plugins/search/src/index';
import { socialCardsWanted, socialCardsWithOptions, type SocialCardsOptions } from './plugins/social-cards/src/index';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium.mjs';
import { problemSeverity as severityOfBuild } from './scripts/lib/checked-build.mjs';

// Deployment under a sub-path overrides these two without touching the config.
const siteUrl = process.env.SITE_URL ?? 'https://space-wizard-studios.github.io';
const baseUrl = process.env.BASE_URL ?? '/';

// Features that lean on Docusaurus or bundler internals (CONTRIBUTING.md,
// "Atualizar o Docusaurus"). Each can be switched off for a build with
// DOCS_INTERNALS_OFF=name,name (or "all"), giving the stock Docusaurus
// behaviour, so the day an upgrade breaks one the site still ships.
// (Docusaurus skips a plugin or theme entry that is `false`.)
const internalFeatures = ['code-highlight-on-demand', 'route-chunks', 'mermaid-prerender', 'lean-route-data'] as const;
const internalsOff = new Set(
  (process.env.DOCS_INTERNALS_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
for (const name of internalsOff) {
  if (name !== 'all' && !(internalFeatures as readonly string[]).includes(name)) {
    throw new Error(`DOCS_INTERNALS_OFF: "${name}" não é uma destas: all, ${internalFeatures.join(', ')}`);
  }
}
const uses = (feature: (typeof internalFeatures)[number]): boolean => !internalsOff.has('all') && !internalsOff.has(feature);

// Broken links, anchors, Markdown links and images, duplicate routes: the
// published build only warns (the spec); the build the test suite runs
// against stops on them (scripts/lib/checked-build.mjs).
const problemSeverity = severityOfBuild();

// Diagrams are drawn at build time by the system Chromium (plugins/mermaid-prerender):
// these options go to its plugin and to its remark stage, bound in closures
// (options handed as [plugin, options] land in the client bundle). Loading the
// config starts nothing; the browser starts on the first diagram to draw.
const diagramOptions: MermaidPrerenderOptions = {
  siteDir: __dirname,
  staticDir: 'generated/static',
  folder: 'diagrams',
  chromiumPath,
  chromiumArgs: chromiumFlags,
};

// Every doc page as Markdown beside its HTML, plus /llms.txt and /llms-full.txt.
const markdownExportOptions: MarkdownExportOptions = {
  summary:
    'Documentação em português do Dice Rolling Game, RPG tático de dados por turnos da Space Wizard Studios, e do ' +
    'DiceRolling, o framework em C# para Godot 4 por trás dele: tutoriais, arquitetura do framework, referência da ' +
    'API gerada do código C#, game design e o conteúdo do jogo (papéis, personagens e regiões).',
  sections: [
    { title: 'Tutoriais', pathPrefix: 'docs/tutorials/' },
    { title: 'Arquitetura do framework', pathPrefix: 'docs/framework/architecture/' },
    { title: 'Referência da API', pathPrefix: 'docs/framework/api/' },
    { title: 'Game Design', pathPrefix: 'docs/game/design/' },
    { title: 'Game Content', pathPrefix: 'docs/game/content/' },
  ],
  otherSectionTitle: 'Outras páginas',
};

// A social card per page (og:image, twitter:image), in the site's colours (src/css/custom.css:
// the darkest primary, the logo's amber).
const socialCardOptions: SocialCardsOptions = {
  colours: { background: '#3f2989', text: '#ffffff', accent: '#ffd166', muted: '#e4ddff' },
  sections: [{ title: 'Página inicial', path: '' }, ...markdownExportOptions.sections, { title: 'Busca', pathPrefix: 'search' }],
  otherSectionTitle: 'Documentação',
};

// The API reference: route, output folder, sidebar and source links written once, here.
const apiReferenceOptions = {
  sourceDir: 'framework-source',
  outDir: 'generated/api',
  routeBasePath: 'docs/framework/api',
  sidebarId: 'apiSidebar',
  // Source links of types and members: the repository's files on the published branch.
  sourceBaseUrl: `${siteIdentity.repositoryUrl}/blob/main`,
  // The Godot the framework targets (its .csproj's Godot.NET.Sdk/4.4.x): links to Godot's class reference go to this version.
  godotVersion: '4.4',
} satisfies ApiReferenceOptions;

// The game's rules live once, in data/game/; pages render them at compile time.
// The designer tools render from the same data: their pages depend on it too.
const gameDataOptions: GameDataOptions = {
  siteDir: __dirname,
  dataDir: 'data/game',
  docsDir: 'docs',
  staticDir: diagramOptions.staticDir,
  otherDataElements: [...toolElementNames, ...playElementNames],
};

const config: Config = {
  title: siteIdentity.title,
  tagline: 'Documentação do jogo e do framework DiceRolling',
  favicon: 'img/favicon.svg',
  // The second holds the prerendered diagrams.
  staticDirectories: ['static', diagramOptions.staticDir],
  url: siteUrl,
  baseUrl,
  organizationName: 'Space-Wizard-Studios',
  projectName: 'sw-game-dice-rolling',

  // The spec asks the build to warn only; the test build fails on any of these.
  onBrokenLinks: problemSeverity,
  onBrokenAnchors: problemSeverity,
  onDuplicateRoutes: problemSeverity,

  future: {
    faster: true,
    // Every v4 flag but storage namespacing: decisions.md keeps the localStorage
    // keys plain (`theme`, `docusaurus.announcement.dismiss`, ...).
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  i18n: {
    defaultLocale: 'pt',
    locales: ['pt'],
    localeConfigs: {
      pt: { label: 'Português', direction: 'ltr', htmlLang: 'pt-BR' },
    },
  },

  markdown: {
    format: 'mdx',
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: problemSeverity, onBrokenMarkdownImages: problemSeverity },
  },

  // Themes listed later override the components of earlier ones: the two
  // plugins wrap theme-mermaid's Mermaid and theme-classic's CodeBlock.
  themes: [
    '@docusaurus/theme-mermaid',
    // Closes the browser that drew the diagrams once the build is done.
    uses('mermaid-prerender') && mermaidPrerenderWithOptions(diagramOptions),
    // Prism leaves the main bundle; code blocks fetch it (its theme/CodeBlock).
    uses('code-highlight-on-demand') && codeHighlightOnDemand,
  ],

  plugins: [
    // Lazy chunks named by id: the runtime on every page drops its table of chunk names.
    chunkFileNames,
    // Route data no browser code reads (the registry's module paths, each docs version's page index) left out of the bundle.
    uses('lean-route-data') && leanRouteData,
    // Link prefetching waits for the load event and idle time, each file once.
    uses('route-chunks') && routeChunks,
    // Search we own: the /search page, and a sharded index of the docs written after the build.
    searchWithOptions({ apiRouteBasePath: apiReferenceOptions.routeBasePath }),
    // Pages for the browser tests (a crashing page); only in the test build.
    testRoutes,
    // Validates data/game/ before any page compiles; bad data stops the build.
    gameDataWithOptions(gameDataOptions),
    // The designer tools and the battle simulator: their loader (@theme/DesignerTools) and the tools it fetches.
    designerToolsWithModel(gameDataOptions),
    // "Jogar uma batalha": its loader (@theme/PlayBattle) and the game it fetches on its page only.
    playBattle,
    // Writes generated/api/ from framework-source/ before the docs plugins read their folders.
    apiReferenceWithOptions(apiReferenceOptions),
    // After the build: each doc page's HTML → Markdown, llms.txt, llms-full.txt.
    markdownExportWithOptions(markdownExportOptions),
    // After the build: each page's social card (1200×630 PNG) and its og:/twitter: tags
    // (left out with SOCIAL_CARDS=off).
    socialCardsWanted(process.env.SOCIAL_CARDS) && socialCardsWithOptions(socialCardOptions),
    // The API reference is its own docs instance: its 211 pages' titles,
    // descriptions and sidebar then load on API pages only, not on every doc
    // page (about 13 KB gzip less per page).
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        ...apiDocsOptions(apiReferenceOptions),
        breadcrumbs: true,
        versions: { current: { label: 'Next' } },
      },
    ],
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
          breadcrumbs: true,
          exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/README.md'],
          // The game data goes in before Docusaurus' own stages, so that the
          // headings it writes get ids and a place in the table of contents;
          // the designer tools get the same game model.
          beforeDefaultRemarkPlugins: [
            gameDataRemarkPlugin(gameDataOptions),
            designerToolsRemarkPlugin(gameModelOf(gameDataOptions)),
            playBattleRemarkPlugin(gameModelOf(gameDataOptions)),
          ],
          remarkPlugins: uses('mermaid-prerender') ? [remarkMermaidPrerenderWithOptions(diagramOptions)] : [],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'docs-em-construcao-2025',
      content:
        'Esta documentação acompanha a versão em desenvolvimento do jogo. Encontrou algo errado? Use a caixa ' +
        '<strong>Tem uma sugestão?</strong> em qualquer página da documentação.',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    navbar: {
      title: siteIdentity.title,
      hideOnScroll: false,
      // The link already reads "Dice Rolling Game" (the title beside the logo): the image is decorative.
      logo: { alt: '', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'tutorials', position: 'left', label: 'Tutoriais' },
        {
          type: 'dropdown',
          label: 'Framework',
          position: 'left',
          to: '/docs/framework/architecture/intro/',
          activeBaseRegex: '/docs/framework/',
          items: [
            { type: 'docSidebar', sidebarId: 'architecture', label: 'Arquitetura' },
            { type: 'docSidebar', sidebarId: apiReferenceOptions.sidebarId, docsPluginId: 'api', label: 'API' },
          ],
        },
        {
          type: 'dropdown',
          label: 'Jogo',
          position: 'left',
          to: '/docs/game/design/intro/',
          activeBaseRegex: '/docs/game/',
          items: [
            { type: 'docSidebar', sidebarId: 'gameDesign', label: 'Game Design' },
            { type: 'docSidebar', sidebarId: 'gameContent', label: 'Game Content' },
          ],
        },
        { href: siteIdentity.repositoryUrl, label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [],
      copyright: `Copyright © 2025 ${siteIdentity.studio}`,
    },
    prism: {
      // The VS themes keep every token above 4.5:1 on their backgrounds (axe). Bash: the
      // tutorials' Linux and macOS commands.
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['csharp', 'powershell', 'bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
