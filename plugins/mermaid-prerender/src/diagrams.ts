// Pure helpers: what a prerendered diagram is called, how it is described and
// how big it is. No file system, no browser.
import { createHash } from 'node:crypto';

export type DiagramTheme = 'light' | 'dark';
export const diagramThemes: readonly DiagramTheme[] = ['light', 'dark'];

/**
 * A stable name for a diagram: its source plus whatever changes its drawing
 * (the Mermaid version, the render settings). Same input, same file, so
 * builds reuse earlier renders and browsers cache them for good.
 */
export function diagramHash(source: string, renderSettings: string): string {
  return createHash('sha256').update(renderSettings).update('\0').update(source).digest('hex').slice(0, 16);
}

export function diagramFileName(hash: string, theme: DiagramTheme): string {
  return `${hash}-${theme}.svg`;
}

const kindNames: [RegExp, string][] = [
  [/^(flowchart|graph)\b/, 'Fluxograma'],
  [/^sequenceDiagram\b/, 'Diagrama de sequência'],
  [/^stateDiagram(-v2)?\b/, 'Diagrama de estados'],
  [/^classDiagram\b/, 'Diagrama de classes'],
  [/^erDiagram\b/, 'Diagrama de entidades e relacionamentos'],
  [/^journey\b/, 'Jornada do usuário'],
  [/^gantt\b/, 'Cronograma'],
  [/^pie\b/, 'Gráfico de pizza'],
  [/^mindmap\b/, 'Mapa mental'],
  [/^timeline\b/, 'Linha do tempo'],
];

/**
 * The text alternative of a diagram drawn as an image: its own accessible
 * title (`accTitle:`) when it has one, else the kind of diagram. The full
 * source stays on the page as text next to the image.
 */
export function describeDiagram(source: string): string {
  const lines = source.split(/\r?\n/).map((line) => line.trim());
  const title = lines.find((line) => /^accTitle\s*:/.test(line))?.replace(/^accTitle\s*:\s*/, '');
  if (title) return title;
  const header = lines.find((line) => line !== '' && !line.startsWith('%%') && line !== '---') ?? '';
  return kindNames.find(([pattern]) => pattern.test(header))?.[1] ?? 'Diagrama';
}

/** Width and height that the renderer wrote on the root `<svg>` element. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) return undefined;
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
