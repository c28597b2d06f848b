// Remark stage: each Mermaid block (as theme-mermaid's transform leaves it)
// gets the URLs of its prerendered light and dark drawings, their size and a
// text alternative. Blocks that cannot be drawn here keep only their source,
// and theme-mermaid draws them in the browser as before.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeDiagram, diagramFileName, diagramHash, diagramThemes, svgSize, type DiagramTheme } from './diagrams';
import type { RenderedDiagram } from './renderer';

export interface PrerenderOptions {
  /** Folder served as `urlPath` (inside a static directory of the site). */
  outDir: string;
  /** Public path of outDir, with its trailing slash, e.g. `/diagrams/`. */
  urlPath: string;
  /** Render settings (part of every file name, see diagramHash). */
  settings: string;
  /** Draws one diagram; undefined when no browser is available. */
  render: ((source: string, theme: DiagramTheme) => Promise<RenderedDiagram>) | undefined;
}

/**
 * The node Docusaurus' Mermaid transform (@docusaurus/mdx-loader,
 * remark/mermaid, which runs before the site's remark plugins) leaves for a
 * ```mermaid block. Its source marks this node type as temporary: the stage
 * checks it below, and test/remark.test.ts runs it through the installed
 * Docusaurus' own MDX pipeline.
 */
const MERMAID_NODE_TYPE = 'mermaidCodeBlock';

interface MermaidNode {
  type: typeof MERMAID_NODE_TYPE;
  data: { hName: string; hProperties: Record<string, string | number> };
}

interface TreeNode {
  type: string;
  lang?: string | null;
  children?: TreeNode[];
}

function mermaidNodes(node: TreeNode, found: MermaidNode[] = []): MermaidNode[] {
  if (node.type === 'code' && node.lang === 'mermaid') {
    // Docusaurus no longer turns ```mermaid blocks into the node this stage
    // reads: fail the page rather than silently ship undrawn diagrams.
    throw new Error(
      `[mermaid-prerender] um bloco \`\`\`mermaid chegou como nó "code", não como "${MERMAID_NODE_TYPE}": ` +
        'a transformação Mermaid do Docusaurus mudou (veja "Atualizar o Docusaurus" no CONTRIBUTING.md).',
    );
  }
  if (node.type === MERMAID_NODE_TYPE) found.push(node as unknown as MermaidNode);
  for (const child of node.children ?? []) mermaidNodes(child, found);
  return found;
}

function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** Makes sure both drawings of a diagram exist in outDir; returns false if they cannot. */
async function ensureDrawn(source: string, hash: string, options: PrerenderOptions): Promise<boolean> {
  for (const theme of diagramThemes) {
    const file = path.join(options.outDir, diagramFileName(hash, theme));
    if (existsSync(file)) continue;
    if (!options.render) return false;
    const { svg } = await options.render(source, theme);
    mkdirSync(options.outDir, { recursive: true });
    writeAtomically(file, svg);
  }
  return true;
}

export default function prerenderDiagrams(options: PrerenderOptions) {
  return async (tree: TreeNode): Promise<void> => {
    await Promise.all(
      mermaidNodes(tree).map(async (node) => {
        const source = String(node.data.hProperties.value ?? '');
        const hash = diagramHash(source, options.settings);
        if (!(await ensureDrawn(source, hash, options))) return;
        const size = svgSize(readFileSync(path.join(options.outDir, diagramFileName(hash, 'light')), 'utf8'));
        if (!size) return;
        Object.assign(node.data.hProperties, {
          light: options.urlPath + diagramFileName(hash, 'light'),
          dark: options.urlPath + diagramFileName(hash, 'dark'),
          width: size.width,
          height: size.height,
          alt: describeDiagram(source),
        });
      }),
    );
  };
}
