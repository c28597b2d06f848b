import { useState, type ReactNode } from 'react';
import { markdownPathFor } from '@site/plugins/markdown-export/src/paths';
import { copyMarkdownFrom, copyMessages } from './copyMarkdown';
import styles from './styles.module.css';

interface CopyMarkdownProps {
  /** The page's route, base URL included (the doc's permalink). */
  permalink: string;
}

/**
 * A plain link to the page's Markdown (written by plugins/markdown-export)
 * and "Copiar como Markdown", last so that, hidden until hydration, it leaves
 * no gap before the link. Nothing is fetched until the button is pressed;
 * the live region says how it went. Without JavaScript only the link shows.
 */
export default function CopyMarkdown({ permalink }: CopyMarkdownProps): ReactNode {
  const markdownUrl = markdownPathFor(permalink);
  const [message, setMessage] = useState('');

  async function copy(): Promise<void> {
    // Emptied first, so the same message twice is announced twice.
    setMessage('');
    const outcome = await copyMarkdownFrom(markdownUrl, {
      fetch: (url) => window.fetch(url),
      clipboard: navigator.clipboard,
      ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
    });
    setMessage(copyMessages[outcome]);
  }

  return (
    // Skipped by the Markdown export; outside the article, so search does not index it.
    <div className={styles.bar} data-markdown-export="skip">
      <a className={styles.link} href={markdownUrl}>
        Ver em Markdown
      </a>
      <button type="button" className={`button button--secondary button--sm ${styles.copyButton}`} onClick={() => void copy()}>
        Copiar como Markdown
      </button>
      <span className={styles.status} role="status">
        {message}
      </span>
    </div>
  );
}
