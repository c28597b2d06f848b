import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/Footer/Links';

const FooterLinks = lazy(() => import('@theme-original/Footer/Links'));

/**
 * The footer's link columns, fetched only by a footer that has links. The
 * site's footer has none (the theme renders this only when there are), so no
 * page downloads their code (about 0.5 KB gzip that was in every page's main
 * bundle). The static HTML has them whenever the config adds links.
 */
export default function FooterLinksWhenAny(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <FooterLinks {...props} />
    </Suspense>
  );
}
