import { useEffect, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';
// Imported by its full name: the server build swaps exactly this request.
import { loadedHighlightedCodeBlock, loadHighlightedCodeBlock } from '@site/src/components/CodeHighlight/loader';

/** What a code block shows until Prism is in, on a client-side visit. */
function PlainCodeBlock({ children }: Props): ReactNode {
  return (
    // Scrollable sideways, so reachable by keyboard like the highlighted block.
    <pre tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

/**
 * A code block that brings Prism along only when a page shows code.
 *
 * The server renders the highlighted block, so the static HTML has it. While
 * hydrating, the browser keeps that HTML untouched (an element whose inner
 * HTML React does not own) and fetches the highlighter; then it mounts the
 * real block, as theme-classic itself remounts code blocks after hydration to
 * apply the reader's color mode. A client-side visit shows the plain text
 * until the chunk is in (first time only). No Suspense boundary: React 19
 * streams large server-rendered boundaries as a fallback plus a script.
 */
export default function CodeBlockOnDemand(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [HighlightedCodeBlock, setHighlightedCodeBlock] = useState(loadedHighlightedCodeBlock);
  useEffect(() => {
    if (HighlightedCodeBlock) return undefined;
    let current = true;
    loadHighlightedCodeBlock().then(
      (component) => {
        if (current) setHighlightedCodeBlock(() => component);
      },
      () => undefined, // Offline: the static or plain block stays readable.
    );
    return () => {
      current = false;
    };
  }, [HighlightedCodeBlock]);

  if (HighlightedCodeBlock) {
    return (
      <div key="highlighted">
        <HighlightedCodeBlock {...props} />
      </div>
    );
  }
  if (!isBrowser) {
    // Hydration: adopt the server's highlighted HTML as it is.
    return <div key="static" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div key="plain">
      <PlainCodeBlock {...props} />
    </div>
  );
}
