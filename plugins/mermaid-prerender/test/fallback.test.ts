import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackComponent } from '../src/index';

describe('what draws a diagram the build could not draw', () => {
  it("is theme-mermaid's own component when the build has no Chromium", () => {
    const file = fallbackComponent({ chromiumPath: path.join(__dirname, 'no-chromium-here') });
    expect(file.split(path.sep).join('/')).toMatch(/@docusaurus\/theme-mermaid\/lib\/theme\/Mermaid\/index\.js$/);
  });

  it('is a stand-in when it has one (every diagram is drawn at build time), so Mermaid stays out of the bundles', () => {
    expect(path.basename(fallbackComponent({ chromiumPath: process.execPath }))).toBe('DiagramSource.tsx');
  });
});
