import { useEffect, useRef, useState, type ReactNode } from 'react';
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

// How far ahead of the viewport a block gets ready, so it is highlighted
// before the reader scrolls to it.
const AHEAD_OF_VIEWPORT = '600px 0px';

/** Becomes true once the element is in or near the viewport (and stays true). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, skip: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (skip || near) return undefined;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD_OF_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, skip, near]);
  return near;
}

/**
 * A code block that brings Prism along only when a page shows code, and
 * mounts only when the reader gets near it.
 *
 * The server renders the highlighted block, so the static HTML has it. While
 * hydrating, the browser keeps that HTML untouched (an element whose inner
 * HTML React does not own). When the block comes near the viewport, the
 * highlighter is fetched and the real block mounts, as theme-classic itself
 * remounts code blocks after hydration to apply the reader's color mode; a
 * page with forty signatures thus highlights the two on screen, not all forty
 * at load. A client-side visit shows the plain text until the chunk is in
 * (first time only). No Suspense boundary: React 19 streams large
 * server-rendered boundaries as a fallback plus a script.
 */
export default function CodeBlockOnDemand(props: Props): ReactNode {
  // Decided once: a block that hydrated over server HTML keeps that HTML
  // until it is highlighted; a block mounted by a client-side visit has none.
  const isBrowser = useIsBrowser();
  const [adoptsServerHtml] = useState(!isBrowser);
  const placeholder = useRef<HTMLDivElement>(null);
  const [HighlightedCodeBlock, setHighlightedCodeBlock] = useState(loadedHighlightedCodeBlock);
  const near = useNearViewport(placeholder, HighlightedCodeBlock !== undefined);
  useEffect(() => {
    if (HighlightedCodeBlock || !near) return undefined;
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
  }, [HighlightedCodeBlock, near]);

  if (HighlightedCodeBlock) {
    return (
      <div key="highlighted">
        <HighlightedCodeBlock {...props} />
      </div>
    );
  }
  if (adoptsServerHtml) {
    // The server's highlighted HTML, kept as it is (React does not own its content).
    return <div key="static" ref={placeholder} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div key="plain" ref={placeholder}>
      <PlainCodeBlock {...props} />
    </div>
  );
}
