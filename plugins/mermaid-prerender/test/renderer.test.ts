import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { svgSize } from '../src/diagrams';
import { createDiagramRenderer } from '../src/renderer';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const renderer = createDiagramRenderer({ siteDir, executablePath: chromiumPath, args: chromiumFlags, idleMs: 1000 });
afterAll(() => renderer.close());

// The real Mermaid in the system Chromium, as the build uses it.
describe('diagram renderer', () => {
  it('draws a standalone SVG file with its size, in both modes', async () => {
    const source = 'flowchart LR\n  A[Rolar os dados] --> B{Acertou?}\n  B -->|sim| C[Dano]';
    const light = await renderer.render(source, 'light');
    const dark = await renderer.render(source, 'dark');
    for (const drawing of [light, dark]) {
      expect(drawing.svg.startsWith('<svg')).toBe(true);
      expect(drawing.svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(drawing.svg).toContain('Rolar os dados');
      expect(svgSize(drawing.svg)).toEqual({ width: drawing.width, height: drawing.height });
      expect(drawing.width).toBeGreaterThan(100);
    }
    // XML, not HTML: a file served as an image must be well-formed.
    expect(light.svg).not.toMatch(/<br>/);
    expect(dark.svg).not.toBe(light.svg);
    // Dark edge labels are made white (Mermaid's grey fails contrast).
    expect(dark.svg).toContain('color: #ffffff !important');
    expect(light.svg).not.toContain('color: #ffffff !important');
  }, 60_000);

  it('rejects a diagram that does not parse', async () => {
    await expect(renderer.render('flowchart LR\n  A -->', 'light')).rejects.toThrow();
  }, 60_000);
});
