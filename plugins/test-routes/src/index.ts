/**
 * Routes that exist only in the test build: pages the browser tests need
 * but readers must never get, such as a page that crashes. The build for the
 * test suite (scripts/build-with-log.mjs) sets the variable; `npm run build`
 * does not, and then this plugin adds nothing.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { aliasedSitePath, normalizeUrl } from '@docusaurus/utils';

export const testRoutesVariable = 'DOCS_TEST_ROUTES';

/** Where the crashing page lives in the test build (below the site's baseUrl). */
export const crashingPagePath = '/teste/pagina-que-trava';

export default function testRoutes(context: LoadContext): Plugin {
  return {
    name: 'test-routes',
    async contentLoaded({ actions }) {
      if (process.env[testRoutesVariable] !== '1') return;
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, crashingPagePath]),
        // As @site/…: an absolute path would put the build machine's folder in the bundle.
        component: aliasedSitePath(path.join(__dirname, '..', 'components', 'CrashingPage.tsx'), context.siteDir),
        exact: true,
      });
    },
  };
}
