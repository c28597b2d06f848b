// The component that draws, in the reader's browser, a diagram the build
// could not draw (src/index.ts sets the alias: theme-mermaid's Mermaid without
// Chromium, client/DiagramSource.tsx with it).
declare module '@mermaid-prerender/fallback' {
  import type { ReactNode } from 'react';

  export default function MermaidFallback(props: { value: string }): ReactNode;
}
