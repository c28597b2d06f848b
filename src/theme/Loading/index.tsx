import type { ReactNode } from 'react';
import type { LoadingComponentProps as Props } from 'react-loadable';
import styles from './styles.module.css';

/**
 * Shown while a route's chunks load (react-loadable). Docusaurus's default is
 * English-only and uses fixed colors; this one is Portuguese and themed.
 */
export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p className={styles.errorTitle}>Não foi possível carregar esta página.</p>
        <p>Verifique a conexão e tente novamente.</p>
        <p className={styles.errorText}>
          <span className={styles.errorLabel}>Detalhe técnico:</span> <span lang="en">{String(error)}</span>
        </p>
        <button type="button" className={`button ${styles.retry}`} onClick={retry}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrapper} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Carregando…</span>
      </div>
    );
  }
  return null;
}
