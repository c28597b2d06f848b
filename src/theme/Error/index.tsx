import type { ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type { Props } from '@theme/Error';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import { getErrorCausalChain } from '@docusaurus/utils-common';
import styles from './styles.module.css';

/**
 * The root crash page. Docusaurus's own fallback is English-only; this one
 * renders the translated theme content inside the site layout, and a bare
 * Portuguese page when the layout itself is what crashed.
 */
function BareErrorPage({ error, tryAgain }: Props): ReactNode {
  const chain = getErrorCausalChain(error)
    .map((cause) => cause.message)
    .join('\n\nCausa:\n');
  return (
    <main className={styles.bare}>
      <h1>Esta página travou.</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Tente novamente
      </button>
      <p className={styles.chain}>{chain}</p>
    </main>
  );
}

export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <ErrorBoundary fallback={() => <BareErrorPage error={error} tryAgain={tryAgain} />}>
      <Layout title="Erro na página">
        <ErrorPageContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}
