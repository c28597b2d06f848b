import { describe, expect, it } from 'vitest';
import { describeDiagram, diagramFileName, diagramHash, svgSize } from '../src/diagrams';

describe('diagram names', () => {
  it('are stable for the same source and settings, and change with either', () => {
    const hash = diagramHash('flowchart TB\n  A --> B', 'v1');
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramHash('flowchart TB\n  A --> B', 'v1')).toBe(hash);
    expect(diagramHash('flowchart TB\n  A --> C', 'v1')).not.toBe(hash);
    expect(diagramHash('flowchart TB\n  A --> B', 'v2')).not.toBe(hash);
    expect(diagramFileName(hash, 'dark')).toBe(`${hash}-dark.svg`);
  });

  it('keep source and settings apart (no collision by moving text across)', () => {
    expect(diagramHash('b', 'a')).not.toBe(diagramHash('', 'ab'));
  });
});

describe('diagram text alternatives', () => {
  it("use the diagram's own accessible title when it has one", () => {
    expect(describeDiagram('flowchart LR\n  accTitle: Fases da batalha\n  A --> B')).toBe('Fases da batalha');
  });

  it('name the kind of diagram otherwise, past comments and blank lines', () => {
    expect(describeDiagram('\n%% comentário\nstateDiagram-v2\n  [*] --> A')).toBe('Diagrama de estados');
    expect(describeDiagram('sequenceDiagram\n  A->>B: oi')).toBe('Diagrama de sequência');
    expect(describeDiagram('graph TD\n  A --> B')).toBe('Fluxograma');
    expect(describeDiagram('classDiagram\n  class A')).toBe('Diagrama de classes');
    expect(describeDiagram('quadrantChart\n  x-axis a --> b')).toBe('Diagrama');
  });
});

describe('svgSize', () => {
  it('reads the width and height written on the root element', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480.5" viewBox="0 0 640 480"><rect width="9" height="9"/></svg>')).toEqual({
      width: 640,
      height: 480.5,
    });
  });

  it('is undefined when the root has no usable size', () => {
    expect(svgSize('<svg width="100%" viewBox="0 0 1 1"></svg>')).toBeUndefined();
    expect(svgSize('<svg width="0" height="10"></svg>')).toBeUndefined();
    expect(svgSize('not svg')).toBeUndefined();
  });
});
