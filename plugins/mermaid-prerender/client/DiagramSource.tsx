import type { ReactNode } from 'react';

/**
 * What stands in for theme-mermaid's drawing in a build that has Chromium:
 * there every diagram is drawn at build time (or the build fails), so this is
 * never shown, and Mermaid's code stays out of the bundles. Should it ever
 * show, the reader gets the diagram's source.
 */
export default function DiagramSource({ value }: { value: string }): ReactNode {
  return <pre>{value}</pre>;
}
