import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';
import { visuallyHidden } from '../../../visually-hidden';

/** How long the button shows the outcome of a copy before it offers to copy again. */
const OUTCOME_MS = 2000;

const labels = {
  idle: { button: 'Copiar', name: 'Copiar código para a área de transferência', status: '' },
  copied: { button: 'Copiado', name: 'Copiado', status: 'Código copiado para a área de transferência.' },
  failed: { button: 'Não foi possível copiar', name: 'Não foi possível copiar', status: 'Não foi possível copiar o código.' },
} as const;

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
  const [outcome, setOutcome] = useState<keyof typeof labels>('idle');
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);
  const show = (next: 'copied' | 'failed') => {
    setOutcome(next);
    window.clearTimeout(reset.current);
    reset.current = window.setTimeout(() => setOutcome('idle'), OUTCOME_MS);
  };
  const label = labels[outcome];
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
        aria-label={label.name}
        onClick={(event) => {
          const text = event.currentTarget.parentElement?.querySelector('code')?.textContent ?? '';
          // The clipboard API exists only in secure contexts (HTTPS, localhost).
          if (!navigator.clipboard) {
            show('failed');
            return;
          }
          navigator.clipboard.writeText(text).then(
            () => show('copied'),
            () => show('failed'),
          );
        }}
      >
        {label.button}
      </button>
      <span role="status" className={visuallyHidden}>
        {label.status}
      </span>
    </div>
  );
}
