import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

/** Set by the browser test before "Tente novamente", so the retry can succeed. */
interface CrashSwitch {
  crashTestRecovered?: boolean;
}

/**
 * A page (test build only, see src/index.ts) that renders on the server and
 * throws in the browser once hydrated, outside the layout: the site's root
 * crash page (src/theme/Error) takes over.
 */
export default function CrashingPage(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && !(window as CrashSwitch).crashTestRecovered) {
    throw new Error('Falha simulada ao desenhar a página', { cause: new Error('Causa simulada da falha') });
  }
  return (
    <Layout title="Página de teste">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Página de teste recuperada</h1>
      </main>
    </Layout>
  );
}
