import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { chunkNamesByRoute, createRoutePrefetcher, matchRouteChain, type MatchPath, type RouteEntry } from '../client/routeChunks';

// The shape Docusaurus generates: a root docs route, its version layout, a
// sidebar layout, then the pages; a catch-all last.
const routes: RouteEntry[] = [
  { path: '/search', exact: true },
  {
    path: '/docs',
    routes: [
      {
        path: '/docs',
        routes: [
          {
            path: '/docs',
            routes: [
              { path: '/docs/a', exact: true },
              { path: '/docs/b', exact: true },
            ],
          },
        ],
      },
    ],
  },
  { path: '*' },
];

const routesChunkNames = {
  '/search-bde': { __comp: 'search' },
  '/docs-614': { __comp: 'docsRoot', __context: { plugin: 'docsPlugin' } },
  '/docs-978': { __comp: 'versionLayout', __props: 'versionProps' },
  '/docs-dc1': { __comp: 'sidebarLayout' },
  '/docs/a-0f1': { __comp: 'docPage', content: 'contentA' },
  '/docs/b-7aa': { __comp: 'docPage', content: 'contentB', nested: [{ part: 'partB' }] },
  '*-5ec': { __comp: 'notFound' },
};

const match = matchPath as unknown as MatchPath;

function prefetcher(fetched: string[] = []) {
  const started: string[] = [];
  const instance = createRoutePrefetcher({
    routes,
    routesChunkNames,
    matchPath: match,
    chunkUrl: (name) => (name === 'merged' ? undefined : `/assets/js/${name}.js`),
    alreadyFetched: (url) => fetched.includes(url),
    prefetchUrl: (url) => started.push(url),
  });
  return { instance, started };
}

describe('matchRouteChain', () => {
  it("finds each level's first match, outermost first, as react-router-config does", () => {
    expect(matchRouteChain(routes, '/docs/b', match).map((route) => route.path)).toEqual(['/docs', '/docs', '/docs', '/docs/b']);
  });

  it('stops where no child matches and falls to the catch-all for unknown paths', () => {
    expect(matchRouteChain(routes, '/docs/zzz', match).map((route) => route.path)).toEqual(['/docs', '/docs', '/docs']);
    expect(matchRouteChain(routes, '/elsewhere', match).map((route) => route.path)).toEqual(['*']);
  });

  it('lets a route without a path match whatever its parent matched', () => {
    const withLayout: RouteEntry[] = [{ routes: [{ path: '/x', exact: true }] }];
    expect(matchRouteChain(withLayout, '/x', match)).toHaveLength(2);
  });
});

describe('chunkNamesByRoute', () => {
  it('strips the hash from each key and flattens nested and listed modules', () => {
    const byRoute = chunkNamesByRoute(routesChunkNames);
    expect(byRoute.get('/docs')).toEqual(['docsRoot', 'docsPlugin', 'versionLayout', 'versionProps', 'sidebarLayout']);
    expect(byRoute.get('/docs/b')).toEqual(['docPage', 'contentB', 'partB']);
    expect(byRoute.get('*')).toEqual(['notFound']);
  });
});

describe('createRoutePrefetcher', () => {
  it('asks for every chunk of the route chain, each once', () => {
    const { instance, started } = prefetcher();
    expect(instance.prefetch('/docs/a')).toEqual([
      '/assets/js/docsRoot.js',
      '/assets/js/docsPlugin.js',
      '/assets/js/versionLayout.js',
      '/assets/js/versionProps.js',
      '/assets/js/sidebarLayout.js',
      '/assets/js/docPage.js',
      '/assets/js/contentA.js',
    ]);
    // The layouts and the page component are shared: only B's own chunks are new.
    expect(instance.prefetch('/docs/b')).toEqual(['/assets/js/contentB.js', '/assets/js/partB.js']);
    expect(started).toHaveLength(9);
    expect(new Set(started).size).toBe(started.length);
  });

  it('skips what the page already fetched, routes seen before, and chunks the bundler merged away', () => {
    const { instance } = prefetcher([
      '/assets/js/docsRoot.js',
      '/assets/js/docsPlugin.js',
      '/assets/js/versionLayout.js',
      '/assets/js/versionProps.js',
      '/assets/js/sidebarLayout.js',
      '/assets/js/docPage.js',
    ]);
    expect(instance.prefetch('/docs/a#section?x')).toEqual(['/assets/js/contentA.js']);
    expect(instance.prefetch('/docs/a?tab=2')).toEqual([]);
    const merged = createRoutePrefetcher({
      routes,
      routesChunkNames: { '/search-1': { __comp: 'merged', other: 'undefined-chunk' } },
      matchPath: match,
      chunkUrl: (name) => (name === 'merged' ? undefined : `/assets/js/${name}.undefined.js`),
      alreadyFetched: () => false,
      prefetchUrl: () => undefined,
    });
    expect(merged.prefetch('/search')).toEqual([]);
  });

  it('leaves a route alone once it was preloaded another way', () => {
    const { instance, started } = prefetcher();
    instance.skip('/docs/b#top');
    expect(instance.prefetch('/docs/b')).toEqual([]);
    expect(started).toEqual([]);
  });
});
