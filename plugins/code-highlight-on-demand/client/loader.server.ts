import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import HighlightedCodeBlock from './HighlightedCodeBlock';

// Server bundle only (see loader.ts): the static HTML always holds the highlighted block.
export function loadedHighlightedCodeBlock(): ComponentType<Props> {
  return HighlightedCodeBlock;
}

export function loadHighlightedCodeBlock(): Promise<ComponentType<Props>> {
  return Promise.resolve(HighlightedCodeBlock);
}
