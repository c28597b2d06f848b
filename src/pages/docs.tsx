import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** `/docs` on its own leads to the main doc; the meta refresh covers readers without JavaScript. */
export default function DocsRoot(): ReactNode {
  const target = useBaseUrl('/docs/tutorials/');
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <Redirect to={target} />
      <p>
        A documentação começa nos <Link to="/docs/tutorials/">tutoriais</Link>.
      </p>
    </>
  );
}
