import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import remarkMermaidPrerender, { type PrerenderOptions } from '../src/remark';
import { diagramFileName, diagramHash } from '../src/diagrams';

/** A tree as theme-mermaid's transform leaves it: one node per ```mermaid block. */
function treeWith(...sources: string[]) {
  return {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'antes' }] },
      ...sources.map((value) => ({ type: 'mermaidCodeBlock', data: { hName: 'mermaid', hProperties: { value } } })),
    ],
  };
}

function properties(tree: ReturnType<typeof treeWith>, index: number): Record<string, unknown> {
  return (tree.children[index + 1] as { data: { hProperties: Record<string, unknown> } }).data.hProperties;
}

function options(outDir: string, render: PrerenderOptions['render']): PrerenderOptions {
  return { outDir, urlPath: '/diagrams/', settings: 'test', render };
}

const fakeSvg = (theme: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" data-theme="${theme}"></svg>`;

describe('remark stage', () => {
  it('draws each diagram in both modes once and points the block at the files', async () => {
    const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-')), 'diagrams');
    const render = vi.fn(async (_source: string, theme: 'light' | 'dark') => ({ svg: fakeSvg(theme), width: 300, height: 120 }));
    const tree = treeWith('flowchart TB\n  A --> B', 'sequenceDiagram\n  A->>B: oi');
    await remarkMermaidPrerender(options(outDir, render))(tree);

    expect(render).toHaveBeenCalledTimes(4);
    const hash = diagramHash('flowchart TB\n  A --> B', 'test');
    expect(properties(tree, 0)).toEqual({
      value: 'flowchart TB\n  A --> B',
      light: `/diagrams/${diagramFileName(hash, 'light')}`,
      dark: `/diagrams/${diagramFileName(hash, 'dark')}`,
      width: 300,
      height: 120,
      alt: 'Fluxograma',
    });
    expect(readFileSync(path.join(outDir, diagramFileName(hash, 'dark')), 'utf8')).toBe(fakeSvg('dark'));
    expect(readdirSync(outDir).sort()).toHaveLength(4);

    // A later build reuses the files: nothing is drawn again.
    const again = treeWith('flowchart TB\n  A --> B');
    await remarkMermaidPrerender(options(outDir, render))(again);
    expect(render).toHaveBeenCalledTimes(4);
    expect(properties(again, 0).light).toBe(properties(tree, 0).light);
  });

  it('leaves a block to the browser when there is no renderer and no earlier drawing', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-'));
    const tree = treeWith('flowchart TB\n  A --> B');
    await remarkMermaidPrerender(options(outDir, undefined))(tree);
    expect(properties(tree, 0)).toEqual({ value: 'flowchart TB\n  A --> B' });
  });

  it('uses drawings already there even without a renderer', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-'));
    const hash = diagramHash('pie\n  "a": 1', 'test');
    writeFileSync(path.join(outDir, diagramFileName(hash, 'light')), fakeSvg('light'));
    writeFileSync(path.join(outDir, diagramFileName(hash, 'dark')), fakeSvg('dark'));
    const tree = treeWith('pie\n  "a": 1');
    await remarkMermaidPrerender(options(outDir, undefined))(tree);
    expect(properties(tree, 0).alt).toBe('Gráfico de pizza');
    expect(properties(tree, 0).width).toBe(300);
  });

  it('fails the page when a diagram does not parse, with Mermaid\'s message', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mermaid-prerender-'));
    const render = vi.fn(async () => {
      throw new Error('Parse error on line 2');
    });
    await expect(remarkMermaidPrerender(options(outDir, render))(treeWith('flowchart TB\n  A -->'))).rejects.toThrow('Parse error on line 2');
  });
});
