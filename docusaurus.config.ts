import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { siteIdentity } from './src/siteIdentity';
import apiReference from './plugins/api-reference/src/index';
import codeHighlightOnDemand from './plugins/code-highlight-on-demand/index';
import mermaidPrerender, { mermaidPrerenderRemarkPlugin } from './plugins/mermaid-prerender/src/index';
import gameData, { gameDataRemarkPlugin, type GameDataOptions } from './plugins/game-data/src/index';
import searchPlugin from './plugins/search/src/index';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium.mjs';

// Deployment under a sub-path overrides these two without touching the config.
const siteUrl = process.env.SITE_URL ?? 'https://space-wizard-studios.github.io';
const baseUrl = process.env.BASE_URL ?? '/';

// Diagrams are drawn at build time by the system Chromium (plugins/mermaid-prerender).
const diagrams = mermaidPrerenderRemarkPlugin({
  siteDir: __dirname,
  staticDir: 'generated/static',
  folder: 'diagrams',
  chromiumPath,
  chromiumArgs: chromiumFlags,
});

// The game's rules live once, in data/game/; pages render them at compile time.
const gameDataOptions: GameDataOptions = { siteDir: __dirname, dataDir: 'data/game', docsDir: 'docs' };

const config: Config = {
  title: siteIdentity.title,
  tagline: 'Documentação do jogo e do framework DiceRolling',
  favicon: 'img/favicon.svg',
  // Link prefetching waits for the load event and idle time (src/components/IdlePrefetch).
  clientModules: ['./src/components/IdlePrefetch/clientModule.ts'],
  // generated/static holds the prerendered diagrams.
  staticDirectories: ['static', 'generated/static'],
  url: siteUrl,
  baseUrl,
  organizationName: 'Space-Wizard-Studios',
  projectName: 'sw-game-dice-rolling',

  // The spec asks the build to warn only; the test suite fails on any of these.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

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
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' },
  },

  themes: [
    '@docusaurus/theme-mermaid',
  ],

  plugins: [
    // Search we own: the /search page, and a Pagefind index of the docs written after the build.
    searchPlugin,
    // Closes the browser that drew the diagrams once the build is done.
    mermaidPrerender,
    // Validates data/game/ before any page compiles; bad data stops the build.
    [gameData, gameDataOptions],
    // Prism leaves the main bundle; code blocks fetch it (src/theme/CodeBlock).
    codeHighlightOnDemand,
    // Writes generated/api/ from framework-source/ before the docs plugins read their folders.
    [apiReference, { sourceDir: 'framework-source', outDir: 'generated/api' }],
    // The API reference is its own docs instance: its 211 pages' titles,
    // descriptions and sidebar then load on API pages only, not on every doc
    // page (about 13 KB gzip less per page).
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: 'generated/api',
        routeBasePath: 'docs/framework/api',
        sidebarPath: './sidebarsApi.ts',
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
          remarkPlugins: [gameDataRemarkPlugin(gameDataOptions), diagrams],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'docs-em-construcao-2025',
      content:
        'Esta documentação acompanha a versão em desenvolvimento do jogo. Encontrou algo errado? Use a caixa <strong>Tem uma sugestão?</strong> em qualquer página.',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    navbar: {
      title: siteIdentity.title,
      hideOnScroll: false,
      logo: { alt: 'Dado do Dice Rolling Game', src: 'img/logo.svg', width: 32, height: 32 },
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
            { type: 'docSidebar', sidebarId: 'apiSidebar', docsPluginId: 'api', label: 'API' },
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
      // The VS themes keep every token above 4.5:1 on their backgrounds (axe).
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['csharp', 'powershell'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
