import { useRef, type MouseEvent, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { siteIdentity } from '@site/src/siteIdentity';
import { buildSuggestionUrl } from './suggestionUrl';
import styles from './styles.module.css';

interface SuggestionBoxProps {
  /** The page title, used for the link rendered on the server (no JavaScript). */
  pageTitle: string;
}

function currentSelection(): string {
  return typeof window === 'undefined' ? '' : (window.getSelection()?.toString() ?? '');
}

/**
 * Floating "Tem uma sugestão?" box. The link works without JavaScript (page URL
 * only); with JavaScript, a click adds the text the reader had selected.
 */
export default function SuggestionBox({ pageTitle }: SuggestionBoxProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  // Pressing the mouse on the link can clear the selection before the click
  // fires, so the selection is read at pointer-down and used at click.
  const selectionAtPointerDown = useRef<string | null>(null);

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
    <section className={styles.box} aria-labelledby="suggestion-box-title">
      <p id="suggestion-box-title" className={styles.prompt}>
        Tem uma sugestão?
      </p>
      <a
        className={`button button--primary button--sm ${styles.button}`}
        href={staticHref}
        target="_blank"
        rel="noopener noreferrer"
        onPointerDown={() => {
          selectionAtPointerDown.current = currentSelection();
        }}
        onClick={open}>
        Criar issue
        <span className={styles.srOnly}> (abre o GitHub em uma nova aba)</span>
      </a>
    </section>
  );
}
