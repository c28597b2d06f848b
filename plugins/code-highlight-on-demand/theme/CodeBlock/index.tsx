// Prism is about 15 % of a page's JavaScript and most pages of the game
// section show no code: code blocks load it themselves.
import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
// The server bundle swaps exactly this request (src/index.ts, browserLoader).
import { loadedHighlightedCodeBlock, loadHighlightedCodeBlock } from '../../client/loader';

/** What a code block shows until Prism is in, on a client-side visit. */
function PlainCodeBlock({ children }: Props): ReactNode {
  return (
    // Scrollable sideways, so reachable by keyboard like theme-classic's block
    // (axe: scrollable-region-focusable); a <pre> has no interactive role to give it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
        // A transition: React renders the blocks in slices, between which
        // the page keeps answering the reader.
        startTransition(() => setNear(true));
      },
      { rootMargin: AHEAD_OF_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, skip, near]);
  return near;
}

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates server HTML, false when it renders on the client
 * alone (a client-side visit, or `docusaurus start`, which has no SSR). React
 * reads the server snapshot exactly while hydrating.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

// What a reader can reach by keyboard in a server-drawn block: its <pre>
// (the copy and wrap buttons exist only once the block is live).
const FOCUSABLE = 'a[href], button, [tabindex]';

/** Position of the element holding `target` among the container's FOCUSABLE ones (-1: none). */
function focusableIndex(container: HTMLElement | null, target: EventTarget | null): number {
  if (!container || !(target instanceof Element)) return -1;
  const element = target.closest(FOCUSABLE);
  return element ? Array.from(container.querySelectorAll(FOCUSABLE)).indexOf(element) : -1;
}

/**
 * A code block that brings Prism along only when it is needed.
 *
 * The server renders the block highlighted in the light theme, so the static
 * HTML has it. While hydrating, the browser keeps that HTML untouched (an
 * element whose inner HTML React does not own). The highlighter is fetched
 * and theme-classic's block mounted only when the reader needs it live: in
 * dark mode as the block comes near the viewport (to repaint it in dark
 * colors), in light mode when the reader points at, touches or focuses the
 * block (its copy and wrap buttons, which theme-classic never renders on the
 * server, appear then), the keyboard focus being handed to the live block. A
 * page with forty signatures thus evaluates no highlighter at load. A
 * client-side visit has no server HTML: it shows the plain text and mounts
 * the block as it comes near. No Suspense boundary: React 19 streams large
 * server-rendered boundaries as a fallback plus a script.
 */
export default function CodeBlockOnDemand(props: Props): ReactNode {
  // Decided once: a block that hydrated over server HTML keeps that HTML
  // until it goes live; a block mounted by a client-side visit has none, nor
  // does any block under `docusaurus start`, which renders without SSR.
  const hydrating = useIsHydrating();
  const [adoptsServerHtml] = useState(hydrating);
  const { colorMode } = useColorMode();
  const placeholder = useRef<HTMLDivElement>(null);
  const liveBlock = useRef<HTMLDivElement>(null);
  // Where the keyboard focus was in the server-drawn block, to hand it over.
  const pendingFocus = useRef(-1);
  const [interacted, setInteracted] = useState(false);
  const [HighlightedCodeBlock, setHighlightedCodeBlock] = useState(loadedHighlightedCodeBlock);
  const live = HighlightedCodeBlock !== undefined;
  // Server-drawn blocks in light mode need not watch the viewport at all.
  const watchesViewport = !live && (!adoptsServerHtml || colorMode === 'dark');
  const near = useNearViewport(placeholder, !watchesViewport);
  const wanted = !live && (near || (adoptsServerHtml && interacted));

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    loadHighlightedCodeBlock().then(
      (component) => {
        if (current) startTransition(() => setHighlightedCodeBlock(() => component));
      },
      () => undefined, // Offline: the static or plain block stays readable.
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!live || pendingFocus.current < 0) return;
    liveBlock.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[pendingFocus.current]?.focus();
    pendingFocus.current = -1;
  }, [live]);

  if (HighlightedCodeBlock) {
    return (
      <div key="highlighted" ref={liveBlock}>
        <HighlightedCodeBlock {...props} />
      </div>
    );
  }
  if (adoptsServerHtml) {
    const reachedFor = () => setInteracted(true);
    return (
      // The server's highlighted HTML, kept as it is (React does not own its content).
      <div
        key="static"
        ref={placeholder}
        onPointerEnter={reachedFor}
        onTouchStart={reachedFor}
        onFocus={(event) => {
          pendingFocus.current = focusableIndex(placeholder.current, event.target);
          reachedFor();
        }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div key="plain" ref={placeholder}>
      <PlainCodeBlock {...props} />
    </div>
  );
}
