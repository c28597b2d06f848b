/**
 * Mermaid diagrams drawn at build time.
 *
 * theme-mermaid draws every diagram in the reader's browser: about 220 KB gzip
 * of JavaScript and seconds of main-thread work on a phone, for a picture
 * that is the same for everyone. Here the system Chromium draws each diagram
 * once per change (light and dark), the files are served as static SVG and
 * this plugin's Mermaid component (theme/Mermaid) shows them as images.
 * Without a browser at build time the diagrams fall back to theme-mermaid's
 * drawing in the reader's browser.
 *
 * The config writes the options once and hands them to both halves, bound
 * in closures (`mermaidPrerenderWithOptions`, `remarkMermaidPrerenderWithOptions`):
 * the plugin (listed in `themes` after theme-mermaid, so that its Mermaid
 * component wraps theme-mermaid's) and the remark stage (the docs plugin's
 * `remarkPlugins`). Neither does anything when the config loads.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { parsePluginOptions, strictOptions, withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import prerenderDiagrams from './remark';
import { createDiagramRenderer, renderSettings, type DiagramRenderer } from './renderer';

// A type, not an interface: the config's plugin options need its index signature.
export type MermaidPrerenderOptions = {
  siteDir: string;
  /** A static directory of the site (list it in staticDirectories), relative to siteDir. */
  staticDir: string;
  /** Sub-folder of staticDir and of the site's URL space. */
  folder: string;
  chromiumPath: string;
  chromiumArgs: readonly string[];
};

// Checked as every plugin of the site checks its options (plugins/plugin-options).
const optionsSchema = strictOptions({
  // Docusaurus adds the plugin's `id`.
  id: z.string().optional(),
  siteDir: z.string().min(1),
  staticDir: z.string().min(1),
  folder: z.string().min(1),
  chromiumPath: z.string().min(1),
  chromiumArgs: z.array(z.string()).readonly(),
}) satisfies z.ZodType<MermaidPrerenderOptions>;

const outDirOf = (options: MermaidPrerenderOptions): string => path.join(options.siteDir, options.staticDir, options.folder);

// One browser per site and Chromium, shared by every page compiled in this
// process; started on the first diagram to draw.
const renderers = new Map<string, DiagramRenderer>();

function sharedRenderer(options: MermaidPrerenderOptions): DiagramRenderer {
  const key = `${options.siteDir}\0${options.chromiumPath}`;
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer = createDiagramRenderer({ siteDir: options.siteDir, executablePath: options.chromiumPath, args: options.chromiumArgs });
    renderers.set(key, renderer);
  }
  return renderer;
}

/** The remark stage: a unified attacher, called with the options. */
export function remarkMermaidPrerender(options: MermaidPrerenderOptions) {
  const canDraw = existsSync(options.chromiumPath);
  return prerenderDiagrams({
    outDir: outDirOf(options),
    urlPath: `/${options.folder}/`,
    settings: renderSettings(options.siteDir),
    render: canDraw ? (source, theme) => sharedRenderer(options).render(source, theme) : undefined,
  });
}

/** What theme/Mermaid imports to draw, in the browser, a diagram the build could not draw. */
export const fallbackAlias = '@mermaid-prerender/fallback';

/**
 * theme-mermaid's own component when there is no Chromium; with Chromium every
 * diagram is drawn at build time or the build fails, and a stand-in keeps
 * Mermaid's code (about 1 KB gzip of chunk map on every page) out of the
 * bundles. theme-mermaid's component is taken from its file: from a third
 * theme, @theme-init/Mermaid is theme-classic's empty placeholder and
 * @theme-original/Mermaid is this plugin's component itself.
 */
export function fallbackComponent(options: Pick<MermaidPrerenderOptions, 'chromiumPath'>): string {
  return existsSync(options.chromiumPath)
    ? path.join(__dirname, '..', 'client', 'DiagramSource.tsx')
    : require.resolve('@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js');
}

/** The plugin: owns the Mermaid theme component, prepares the drawings' folder, closes the browser. */
export default function mermaidPrerenderPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options: MermaidPrerenderOptions = parsePluginOptions('mermaid-prerender', optionsSchema, rawOptions);
  return {
    name: 'mermaid-prerender',
    getThemePath: () => path.join(__dirname, '..', 'theme'),
    configureWebpack: () => ({ resolve: { alias: { [fallbackAlias]: fallbackComponent(options) } } }),
    async loadContent() {
      if (!existsSync(options.chromiumPath)) {
        const consequence = 'os diagramas novos serão desenhados no navegador do leitor. Instale o chromium ou defina CHROMIUM_PATH.';
        logger.warn`[mermaid-prerender] Chromium não encontrado em path=${options.chromiumPath}: ${consequence}`;
      }
      // Before the bundler is set up: Docusaurus skips static directories
      // that are missing or empty when it plans the copy, and drawings are
      // only written later, while pages compile.
      mkdirSync(outDirOf(options), { recursive: true });
    },
    async postBuild() {
      await Promise.all([...renderers.values()].map((renderer) => renderer.close()));
    },
  };
}

/*
 * Docusaurus copies every option it is handed as `[plugin, options]`, in
 * `themes`, `plugins` and a docs plugin's `remarkPlugins`, into the client
 * bundle (main.js): `siteDir` would put the build machine's folder, and the
 * Chromium path and flags, in every page's JavaScript. Bound in a closure,
 * the options stay in the build (tests/site/bundle-paths.test.ts).
 */

/** The plugin with its options bound, for the config's `themes`. */
export function mermaidPrerenderWithOptions(options: MermaidPrerenderOptions): PluginWithOptions<MermaidPrerenderOptions, Plugin> {
  return withOptions('mermaid-prerender', mermaidPrerenderPlugin, options);
}

/** The remark stage with its options bound, for the docs plugin's `remarkPlugins`. */
export function remarkMermaidPrerenderWithOptions(options: MermaidPrerenderOptions): () => ReturnType<typeof remarkMermaidPrerender> {
  return () => remarkMermaidPrerender(options);
}
