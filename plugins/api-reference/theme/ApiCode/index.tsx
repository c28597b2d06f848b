import { useState, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Highlighted HTML made by the generator (plugins/api-reference/src/highlight.ts) from the source's own declarations. */
  html: string;
}

/**
 * A C# declaration on an API page: highlighted at generation, so the browser
 * runs no highlighter and the block costs a few DOM nodes. React does not
 * own the code's inner HTML (it hydrates nothing inside it). The copy button
 * copies the code's text.
 */
export default function ApiCode({ html }: Props): ReactNode {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  return (
    <div className={styles.block}>
      {/* Scrollable sideways, so reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.code} tabIndex={0}>
        <code className="language-csharp" dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <button
        type="button"
        className={styles.copy}
        onClick={(event) => {
          const text = event.currentTarget.parentElement?.querySelector('code')?.textContent ?? '';
          navigator.clipboard.writeText(text).then(
            () => setCopied('yes'),
            () => setCopied('failed'),
          );
        }}
      >
        {copied === 'yes' ? 'Copiado' : copied === 'failed' ? 'Não foi possível copiar' : 'Copiar'}
      </button>
    </div>
  );
}
