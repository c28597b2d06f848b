/**
 * Mermaid diagrams drawn at build time.
 *
 * theme-mermaid draws every diagram in the reader's browser: about 220 KB gzip
 * of JavaScript and seconds of main-thread work on a phone, for a picture
 * that is the same for everyone. Here the system Chromium draws each diagram
 * once per change (light and dark), the files are served as static SVG and
 * src/theme/Mermaid shows them as images. Without a browser at build time the
 * diagrams fall back to theme-mermaid's drawing in the reader's browser.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { Plugin } from '@docusaurus/types';
import remarkMermaidPrerender, { type PrerenderOptions } from './remark';
import { createDiagramRenderer, renderSettings, type DiagramRenderer } from './renderer';

export interface MermaidPrerenderOptions {
  siteDir: string;
  /** A static directory of the site (see staticDirectories), relative to siteDir. */
  staticDir: string;
  /** Sub-folder of staticDir and of the site's URL space. */
  folder: string;
  chromiumPath: string;
  chromiumArgs: readonly string[];
}

const renderers = new Map<string, DiagramRenderer>();

function sharedRenderer(options: MermaidPrerenderOptions): DiagramRenderer | undefined {
  if (!existsSync(options.chromiumPath)) return undefined;
  const key = `${options.siteDir}\0${options.chromiumPath}`;
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer = createDiagramRenderer({ siteDir: options.siteDir, executablePath: options.chromiumPath, args: options.chromiumArgs });
    renderers.set(key, renderer);
  }
  return renderer;
}

let warnedNoBrowser = false;

/** The remark plugin and its options, for the docs plugin's `remarkPlugins`. */
export function mermaidPrerenderRemarkPlugin(options: MermaidPrerenderOptions): [typeof remarkMermaidPrerender, PrerenderOptions] {
  const renderer = sharedRenderer(options);
  if (!renderer && !warnedNoBrowser) {
    warnedNoBrowser = true;
    logger.warn`[mermaid-prerender] Chromium não encontrado em path=${options.chromiumPath}: os diagramas novos serão desenhados no navegador do leitor. Instale o chromium ou defina CHROMIUM_PATH.`;
  }
  const outDir = path.join(options.siteDir, options.staticDir, options.folder);
  // Now, before the bundler is set up: Docusaurus skips static directories
  // that are missing or empty when it plans the copy, and drawings are only
  // written later, while pages compile.
  mkdirSync(outDir, { recursive: true });
  return [
    remarkMermaidPrerender,
    {
      outDir,
      urlPath: `/${options.folder}/`,
      settings: renderSettings(options.siteDir),
      render: renderer ? (source, theme) => renderer.render(source, theme) : undefined,
    },
  ];
}

/** Closes the drawing browser once the build is done, so the process can end. */
export default function mermaidPrerenderPlugin(): Plugin {
  return {
    name: 'mermaid-prerender',
    async postBuild() {
      await Promise.all([...renderers.values()].map((renderer) => renderer.close()));
    },
  };
}
