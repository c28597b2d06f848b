import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ErrorBoundaryTryAgainButton } from '@docusaurus/theme-common';
import { getErrorCausalChain } from '@docusaurus/utils-common';
import type { Props } from '@theme/Error';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/**
 * What a crashed page shows inside the layout (the root crash page and the
 * layout's own error boundary). theme-classic's version joins the chain of
 * errors with an untranslatable English "Cause:"; this one says "Causa:".
 */
export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  const chain = getErrorCausalChain(error)
    .map((cause) => cause.message)
    .join('\n\nCausa:\n');
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.ErrorPageContent.title" description="The title of the fallback page when the page crashed">
              Esta página travou.
            </Translate>
          </Heading>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
          </div>
          <hr />
          <p className={`margin-vert--md ${styles.chain}`}>{chain}</p>
        </div>
      </div>
    </main>
  );
}
