import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

// Browser side: the highlighted block is fetched on first use and kept. The
// server bundle swaps this module for loader.server.ts (src/index.ts), which
// has it at once.
type CodeBlockComponent = ComponentType<Props>;

let loaded: CodeBlockComponent | undefined;
let loading: Promise<CodeBlockComponent> | undefined;

/** The highlighted block if its chunk is already here. */
export function loadedHighlightedCodeBlock(): CodeBlockComponent | undefined {
  return loaded;
}

export function loadHighlightedCodeBlock(): Promise<CodeBlockComponent> {
  loading ??= import('./HighlightedCodeBlock').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // Let a later code block try again (flaky network, redeploy).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
