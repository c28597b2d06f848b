import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// The installed Docusaurus' own MDX pipeline and markdown defaults: the stage
// is tested on the tree Docusaurus really hands it, not on a hand-built node.
// Both are Docusaurus internals; if they move, this test fails to load.
import { createProcessorUncached } from '@docusaurus/mdx-loader/lib/processor';
import { DEFAULT_CONFIG } from '@docusaurus/core/lib/server/configValidation';
import prerenderDiagrams, { type PrerenderOptions } from '../src/remark';
import { diagramFileName, diagramHash } from '../src/diagrams';

interface Node {
  type: string;
  data?: { hName?: string; hProperties?: Record<string, unknown> };
  children?: Node[];
}

/** The properties the stage left on each Mermaid block, in document order. */
function mermaidProperties(tree: Node, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (tree.data?.hName === 'mermaid') found.push({ ...tree.data.hProperties });
  for (const child of tree.children ?? []) mermaidProperties(child, found);
  return found;
}

/**
 * Compiles a page as the docs plugin does, with the stage among the site's
 * remark plugins; returns the compiled module and the blocks' properties.
 */
async function compile(markdown: string, options: PrerenderOptions, { mermaid = true } = {}): Promise<{ code: string; blocks: Record<string, unknown>[] }> {
  let blocks: Record<string, unknown>[] = [];
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-site-'));
  const processor = await createProcessorUncached({
    format: 'mdx',
    options: {
      siteDir,
      staticDirs: [],
      markdownConfig: { ...DEFAULT_CONFIG.markdown, mermaid },
      remarkPlugins: [[prerenderDiagrams, options], () => (tree: Node) => void (blocks = mermaidProperties(tree))],
    },
  });
  const result = await processor.process({ content: markdown, filePath: path.join(siteDir, 'page.mdx'), frontMatter: {}, compilerName: 'server' });
  return { code: result.content, blocks };
}

const page = (...sources: string[]) => ['Antes do diagrama.', ...sources.map((source) => '```mermaid\n' + source + '\n```')].join('\n\n');

function options(outDir: string, render: PrerenderOptions['render']): PrerenderOptions {
  return { outDir, urlPath: '/diagrams/', settings: 'test', render };
}

const fakeSvg = (theme: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" data-theme="${theme}"></svg>`;

describe('remark stage, in the installed Docusaurus MDX pipeline', () => {
  it('draws each diagram in both modes once and gives the Mermaid component the files', async () => {
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-')), 'diagrams');
    const render = vi.fn(async (_source: string, theme: 'light' | 'dark') => ({ svg: fakeSvg(theme), width: 300, height: 120 }));
    const { code, blocks } = await compile(page('flowchart TB\n  A --> B', 'sequenceDiagram\n  A->>B: oi'), options(outDir, render));

    expect(render).toHaveBeenCalledTimes(4);
    const hash = diagramHash('flowchart TB\n  A --> B', 'test');
    expect(blocks[0]).toEqual({
      value: 'flowchart TB\n  A --> B',
      light: `/diagrams/${diagramFileName(hash, 'light')}`,
      dark: `/diagrams/${diagramFileName(hash, 'dark')}`,
      width: 300,
      height: 120,
      alt: 'Fluxograma',
    });
    expect(blocks).toHaveLength(2);
    // The compiled page hands these to the theme's Mermaid component as props.
    expect(code).toContain(`light: "/diagrams/${diagramFileName(hash, 'light')}"`);
    expect(readFileSync(path.join(outDir, diagramFileName(hash, 'dark')), 'utf8')).toBe(fakeSvg('dark'));
    expect(readdirSync(outDir)).toHaveLength(4);

    // A later build reuses the files: nothing is drawn again.
    const again = await compile(page('flowchart TB\n  A --> B'), options(outDir, render));
    expect(render).toHaveBeenCalledTimes(4);
    expect(again.blocks[0]?.light).toBe(blocks[0]?.light);
  });

  it('leaves a block to the browser when there is no renderer and no earlier drawing', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-'));
    const { blocks } = await compile(page('flowchart TB\n  A --> B'), options(outDir, undefined));
    expect(blocks).toEqual([{ value: 'flowchart TB\n  A --> B' }]);
  });

  it('uses drawings already there even without a renderer', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-'));
    const hash = diagramHash('pie\n  "a": 1', 'test');
    writeFileSync(path.join(outDir, diagramFileName(hash, 'light')), fakeSvg('light'));
    writeFileSync(path.join(outDir, diagramFileName(hash, 'dark')), fakeSvg('dark'));
    const { blocks } = await compile(page('pie\n  "a": 1'), options(outDir, undefined));
    expect(blocks[0]?.alt).toBe('Gráfico de pizza');
    expect(blocks[0]?.width).toBe(300);
  });

  it("fails the page when a diagram does not parse, with Mermaid's message", async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-'));
    const render = vi.fn(async () => {
      throw new Error('Parse error on line 2');
    });
    await expect(compile(page('flowchart TB\n  A -->'), options(outDir, render))).rejects.toThrow('Parse error on line 2');
  });

  it('fails the page, loudly, when Docusaurus hands over ```mermaid blocks untransformed', async () => {
    // What the stage sees if Docusaurus stops making its temporary Mermaid node.
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-'));
    await expect(compile(page('flowchart TB\n  A --> B'), options(outDir, undefined), { mermaid: false })).rejects.toThrow(
      /mermaid-prerender.*mermaidCodeBlock/,
    );
  });
});
