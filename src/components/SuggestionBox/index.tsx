import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { siteIdentity } from '@site/src/siteIdentity';
import { buildSuggestionUrl } from './suggestionUrl';
import styles from './styles.module.css';

interface SuggestionBoxProps {
  /** The page title, used for the link rendered on the server (no JavaScript). */
  pageTitle: string;
}

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Away from the top of the page, the box floats; at the top (the page as it opens), it waits at its place. */
function scrolledDown(): boolean {
  return window.scrollY > 0;
}

function currentSelection(): string {
  return typeof window === 'undefined' ? '' : (window.getSelection()?.toString() ?? '');
}

/**
 * Floating "Tem uma sugestão?" box. The link works without JavaScript (page URL
 * only); with JavaScript, a click adds the text the reader had selected.
 *
 * It comes last in the page's content. Once the reader scrolls down, it
 * sticks to the bottom of the screen until the reader reaches its place there;
 * at the top of the page it waits at its place, so the page opens with nothing
 * covered (floating at first paint, on a phone it sat on whatever the first
 * screen ends with, such as a code block's copy button). While it floats over the
 * page it is a small round button (its words in its title, and shown on
 * keyboard focus); at its place, where it covers nothing, it shows its prompt.
 */
export default function SuggestionBox({ pageTitle }: SuggestionBoxProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  // Pressing the mouse on the link can clear the selection before the click
  // fires, so the selection is read at pointer-down and used at click.
  const selectionAtPointerDown = useRef<string | null>(null);
  const place = useRef<HTMLDivElement>(null);
  const [atItsPlace, setAtItsPlace] = useState(false);
  const floating = useSyncExternalStore(subscribeToScroll, scrolledDown, () => false);

  useEffect(() => {
    const marker = place.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return undefined;
    // The marker follows the box in the page: on screen above the box's
    // sticky offset (bottom: 5rem in styles.module.css) means the box stands at its place.
    const observer = new IntersectionObserver(([entry]) => setAtItsPlace(entry?.isIntersecting ?? false), { rootMargin: '0px 0px -80px 0px' });
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);

  const staticHref = buildSuggestionUrl({
    repositoryUrl: siteIdentity.repositoryUrl,
    documentTitle: pageTitle,
    siteTitle: siteConfig.title,
    pageUrl: new URL(pathname, siteConfig.url).href,
  });

  function open(event: MouseEvent<HTMLAnchorElement>): void {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const selection = selectionAtPointerDown.current ?? currentSelection();
    selectionAtPointerDown.current = null;
    const href = buildSuggestionUrl({
      repositoryUrl: siteIdentity.repositoryUrl,
      documentTitle: document.title,
      siteTitle: siteConfig.title,
      pageUrl: window.location.href,
      selection,
    });
    window.open(href, '_blank', 'noopener,noreferrer');
  }

  return (
    <>
      <section className={clsx(styles.box, !floating && styles.resting, !atItsPlace && styles.collapsed)} aria-labelledby="suggestion-box-title">
        <p id="suggestion-box-title" className={styles.prompt}>
          Tem uma sugestão?
        </p>
        <a
          className={`button button--primary button--sm ${styles.button}`}
          href={staticHref}
          title={atItsPlace ? undefined : 'Tem uma sugestão? Criar issue'}
          target="_blank"
          rel="noopener noreferrer"
          onPointerDown={() => {
            selectionAtPointerDown.current = currentSelection();
          }}
          onClick={open}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 3h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" fill="currentColor" />
          </svg>
          <span className={styles.label}>Criar issue</span>
          <span className={styles.srOnly}> (abre o GitHub em uma nova aba)</span>
        </a>
      </section>
      <div ref={place} className={styles.place} aria-hidden="true" />
    </>
  );
}
