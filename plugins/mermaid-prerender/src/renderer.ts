// Draws Mermaid diagrams to standalone SVG files in the system Chromium, the
// way the browser would, once at build time instead of on every visit.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DiagramTheme } from './diagrams';

export interface RenderedDiagram {
  svg: string;
  width: number;
  height: number;
}

export interface DiagramRenderer {
  render(source: string, theme: DiagramTheme): Promise<RenderedDiagram>;
  close(): Promise<void>;
}

export interface RendererOptions {
  /** The site folder: Mermaid is the one installed there. */
  siteDir: string;
  executablePath: string;
  args: readonly string[];
  /** Closes the browser after this long without work (ms). */
  idleMs?: number;
}

/** The Mermaid package installed with the site (its browser bundle and version). */
export function installedMermaid(siteDir: string): { version: string; bundle: string } {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  const { version } = requireFromSite('mermaid/package.json') as { version: string };
  return { version, bundle: requireFromSite.resolve('mermaid/dist/mermaid.min.js') };
}

// Arial's metrics (Liberation Sans on Linux): text is measured here and drawn
// on the reader's machine, so both must lay out alike.
export const diagramFont = 'Arial, "Liberation Sans", Helvetica, sans-serif';

/** Everything besides the source that changes a drawing (part of the file names). */
export function renderSettings(siteDir: string): string {
  return JSON.stringify({ mermaid: installedMermaid(siteDir).version, font: diagramFont, format: 1 });
}

// Mermaid's dark theme writes edge labels in light grey on mid grey (4.4:1).
const darkThemeFixes = '.edgeLabel, .edgeLabel p, .edgeLabel span { color: #ffffff !important; }';

interface InPageInput {
  source: string;
  mermaidTheme: string;
  id: string;
  font: string;
  extraCss: string;
}

// Runs inside Chromium: render, size the root element from its viewBox (an
// <img> needs intrinsic dimensions), serialise as XML (an SVG file must be
// well-formed, the HTML serialisation is not).
async function renderInPage({ source, mermaidTheme, id, font, extraCss }: InPageInput): Promise<RenderedDiagram> {
  const mermaid = (window as unknown as { mermaid: { initialize(config: object): void; render(id: string, text: string): Promise<{ svg: string }> } }).mermaid;
  mermaid.initialize({ startOnLoad: false, theme: mermaidTheme, fontFamily: font, securityLevel: 'strict' });
  const { svg } = await mermaid.render(id, source);
  const host = document.createElement('div');
  host.innerHTML = svg;
  document.body.append(host);
  const element = host.querySelector('svg');
  if (!element) throw new Error('Mermaid não devolveu um <svg>');
  const box = element.viewBox.baseVal;
  const width = Math.ceil(box.width);
  const height = Math.ceil(box.height);
  element.setAttribute('width', String(width));
  element.setAttribute('height', String(height));
  element.removeAttribute('style');
  if (extraCss) {
    const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
    style.textContent = extraCss;
    element.append(style);
  }
  const xml = new XMLSerializer().serializeToString(element);
  host.remove();
  return { svg: xml, width, height };
}

/**
 * One browser page, one diagram at a time (Mermaid keeps global state), the
 * browser started on first use and closed when idle so builds can exit.
 */
export function createDiagramRenderer(options: RendererOptions): DiagramRenderer {
  let pagePromise: Promise<{ browser: Browser; page: Page }> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;
  let counter = 0;

  async function open(): Promise<{ browser: Browser; page: Page }> {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: options.executablePath, args: [...options.args] });
    const page = await browser.newPage();
    await page.addScriptTag({ path: installedMermaid(options.siteDir).bundle });
    return { browser, page };
  }

  async function close(): Promise<void> {
    clearTimeout(idleTimer);
    const opened = pagePromise;
    pagePromise = undefined;
    if (opened) await (await opened.catch(() => undefined))?.browser.close();
  }

  function render(source: string, theme: DiagramTheme): Promise<RenderedDiagram> {
    const job = queue.then(async () => {
      clearTimeout(idleTimer);
      pagePromise ??= open();
      const { page } = await pagePromise;
      counter += 1;
      return page.evaluate(renderInPage, {
        source,
        mermaidTheme: theme === 'dark' ? 'dark' : 'default',
        id: `diagram-${counter}`,
        font: diagramFont,
        extraCss: theme === 'dark' ? darkThemeFixes : '',
      });
    });
    const settled = job.finally(() => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => void close(), options.idleMs ?? 5000);
    });
    queue = settled.catch(() => undefined);
    return job;
  }

  return { render, close };
}
