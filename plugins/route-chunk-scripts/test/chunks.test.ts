import { describe, expect, it } from 'vitest';
import { chunkFilesByPage, chunkLoaderScript, chunkNamesByRouteObject, clientManifestSchema, pageRouteChains, routesChunkNamesSchema, withChunkScripts, type BuiltRoute, type ClientManifest } from '../src/chunks';

// The shape Docusaurus builds: a page at /docs itself, then the docs layouts
// (three routes sharing the path /docs) around two doc pages.
const docA: BuiltRoute = { path: '/docs/a' };
const docB: BuiltRoute = { path: '/docs/b' };
const routes: BuiltRoute[] = [{ path: '/docs' }, { path: '/docs', routes: [{ path: '/docs', routes: [{ path: '/docs', routes: [docA, docB] }] }] }];

// Keys in the order Docusaurus writes them: a route, then its children.
const routesChunkNames = {
  '/docs-614': { __comp: 'docsIndexPage', config: 'siteConfig' },
  '/docs-aaa': { __comp: 'docsRoot', __context: { plugin: 'docsPlugin' } },
  '/docs-bbb': { __comp: 'versionRoot', __props: 'versionProps' },
  '/docs-ccc': { __comp: 'sidebarRoot' },
  '/docs/a-0f1': { __comp: 'docItem', content: 'contentA' },
  '/docs/b-7aa': { __comp: 'docItem', content: 'contentB', parts: [{ extra: 'partB' }] },
};

const js = (file: string) => ({ js: [{ file }] });
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['main'],
    docsIndexPage: ['docsIndexPage'],
    docsRoot: ['docsRoot'],
    docsPlugin: ['docsPlugin'],
    versionRoot: ['versionRoot'],
    versionProps: ['versionProps'],
    sidebarRoot: ['sidebarRoot', 'shared'],
    docItem: ['docItem', 'shared'],
    contentA: ['contentA'],
    contentB: ['contentB'],
    partB: ['partB'],
  },
  assets: Object.fromEntries(
    ['main', 'docsIndexPage', 'docsRoot', 'docsPlugin', 'versionRoot', 'versionProps', 'sidebarRoot', 'shared', 'docItem', 'contentA', 'contentB', 'partB'].map((id) => [id, js(`assets/js/${id}.js`)]),
  ),
};

describe('chunk files of each page', () => {
  it('pairs each route with its own entry of the table, in the order Docusaurus writes it', () => {
    const names = chunkNamesByRouteObject(routes, routesChunkNames);
    expect(names.get(routes[0] as BuiltRoute)).toEqual(['docsIndexPage', 'siteConfig']);
    expect(names.get(docB)).toEqual(['docItem', 'contentB', 'partB']);
  });

  it("gives a page its layouts' and its own chunks, shared chunks once, without the entry or another page at the same path", () => {
    const files = chunkFilesByPage(routes, routesChunkNames, manifest);
    expect(files.get('/docs/a')).toEqual([
      'assets/js/docsRoot.js',
      'assets/js/docsPlugin.js',
      'assets/js/versionRoot.js',
      'assets/js/versionProps.js',
      'assets/js/sidebarRoot.js',
      'assets/js/shared.js',
      'assets/js/docItem.js',
      'assets/js/contentA.js',
    ]);
    expect(files.get('/docs/b')?.slice(-2)).toEqual(['assets/js/contentB.js', 'assets/js/partB.js']);
    // The page at /docs itself: its own chunks only; the site config, merged into the entry, has no file.
    expect(files.get('/docs')).toEqual(['assets/js/docsIndexPage.js']);
  });

  it('stops the build when the table no longer follows the routes', () => {
    const reordered = Object.fromEntries(Object.entries(routesChunkNames).reverse());
    expect(() => chunkNamesByRouteObject(routes, reordered)).toThrow(/formato interno mudou/);
    expect(() => chunkNamesByRouteObject([...routes, { path: '/extra' }], routesChunkNames)).toThrow(/7 no build/);
  });

  it('reads the internal files through schemas that refuse another shape', () => {
    expect(routesChunkNamesSchema.parse(routesChunkNames)).toEqual(routesChunkNames);
    expect(clientManifestSchema.parse(manifest)).toEqual(manifest);
    expect(() => clientManifestSchema.parse({ entrypoints: ['main'], origins: { main: 'main' }, assets: {} })).toThrow();
    expect(() => routesChunkNamesSchema.parse({ '/docs-1': { __comp: 3 } })).toThrow();
  });

  it('lists the chains from the outermost layout to the page', () => {
    expect(pageRouteChains(routes).get('/docs/a')?.map((route) => route.path)).toEqual(['/docs', '/docs', '/docs', '/docs/a']);
  });
});

describe('withChunkScripts', () => {
  const page = '<html><head><link rel=stylesheet href=/assets/css/s.css><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script></head><body><p>texto</p></body></html>';

  it("puts a loader for the route's files at the end of the head, leaving the rest of the page as it was", () => {
    const html = withChunkScripts(page, ['assets/js/a.js', 'assets/js/main.2.js', 'assets/js/b.js'], '/');
    expect(html).toBe(page.replace('</head>', `${chunkLoaderScript(['/assets/js/a.js', '/assets/js/b.js'])}</head>`));
    expect(withChunkScripts(page, ['assets/js/main.2.js'], '/')).toBe(page);
  });

  it("follows the base URL, and refuses a page without Docusaurus' scripts", () => {
    expect(withChunkScripts(page.replace(/\/assets/g, '/site/assets'), ['assets/js/a.js'], '/site/')).toContain('["/site/assets/js/a.js"]');
    expect(withChunkScripts('<html><head></head><body></body></html>', ['assets/js/a.js'], '/')).toBeNull();
  });

  it('keeps a file name from ending the script element', () => {
    const loader = chunkLoaderScript(['/assets/js/</script><script>alert(1)</script>.js']);
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(loader.endsWith('</script>')).toBe(true);
  });
});
