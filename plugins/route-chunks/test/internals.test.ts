import { afterEach, describe, expect, it, vi } from 'vitest';

// The generated modules exist only inside a Docusaurus build; the functions
// under test take the values as arguments.
vi.mock('@generated/routes', () => ({ default: [] }));
vi.mock('@generated/routesChunkNames', () => ({ default: {} }));

const { interceptDocusaurusGlobal, readRouteTable, changedRouteInternal } = await import('../client/internals');

// The shapes Docusaurus 3.10 generates (.docusaurus/routes.js, routesChunkNames.json).
const routes = [
  { path: '/search', exact: true, component: () => null },
  { path: '/docs', component: () => null, routes: [{ path: '/docs/guia-rapido', exact: true, component: () => null, sidebar: 'tutorials' }] },
  { path: '*', component: () => null },
];
const routesChunkNames = {
  '/search-bde': { __comp: 'a1b2c3d4' },
  '/docs-614': { __comp: '5e9f', __props: 'c141421f', __context: { plugin: 'aba21aa0' } },
  '/docs/guia-rapido-0f1': { __comp: '17896441', content: 'c377a04b', nested: [{ part: 'x9' }] },
};
const gca = (name: string) => `/assets/js/${name}.js`;

afterEach(() => vi.restoreAllMocks());

describe('the route table check', () => {
  it('accepts the table as Docusaurus generates it', () => {
    expect(changedRouteInternal(routes, routesChunkNames, gca)).toBeUndefined();
    expect(readRouteTable(routes, routesChunkNames, gca)?.chunkUrl('x')).toBe('/assets/js/x.js');
  });

  it.each([
    ['no chunk URL lookup', routes, routesChunkNames, undefined, '__webpack_require__.gca'],
    ['routes as an object', { '/docs': {} }, routesChunkNames, gca, '@generated/routes'],
    ['a nested route whose path is not a string', [{ path: '/docs', routes: [{ path: 1 }] }], {}, gca, '@generated/routes'],
    ['a chunk name that is not a string', routes, { '/search-bde': { __comp: 42 } }, gca, '@generated/routesChunkNames'],
    [
      'keys without the "-hash" suffix',
      routes,
      { '/search': { __comp: 'a' }, '/docs/guia-rapido': { __comp: 'b' } },
      gca,
      'A chave "/docs/guia-rapido" de @generated/routesChunkNames',
    ],
  ])('refuses %s, says so in Portuguese in the console, and gives no table', (_case, badRoutes, badChunkNames, badGca, named) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRouteTable(badRoutes, badChunkNames, badGca)).toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0][0])).toContain(named);
    expect(String(error.mock.calls[0][0])).toContain('mudou: vale a pré-carga do Docusaurus');
  });
});

describe('the window.docusaurus interception', () => {
  const fakeWindow = () => ({}) as Window;
  const docusaurusGlobal = () => Object.freeze({ prefetch: () => false as const, preload: () => false as const, version: '3' });

  it('wraps the object Docusaurus assigns later, and one assigned already', () => {
    const later = fakeWindow();
    interceptDocusaurusGlobal(later, (docusaurus) => ({ ...docusaurus, wrapped: true }));
    (later as unknown as { docusaurus: unknown }).docusaurus = docusaurusGlobal();
    expect(later.docusaurus).toMatchObject({ wrapped: true, version: '3' });

    const before = Object.assign(fakeWindow(), { docusaurus: docusaurusGlobal() });
    interceptDocusaurusGlobal(before, (docusaurus) => ({ ...docusaurus, wrapped: true }));
    expect(before.docusaurus).toMatchObject({ wrapped: true });
  });

  it('leaves an object without prefetch or preload alone and says so in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const target = fakeWindow();
    const wrap = vi.fn((docusaurus: object) => docusaurus);
    interceptDocusaurusGlobal(target, wrap);
    const renamed = { preloadRoute: () => false };
    (target as unknown as { docusaurus: unknown }).docusaurus = renamed;
    expect(target.docusaurus).toBe(renamed);
    expect(wrap).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0][0])).toBe('[route-chunks] window.docusaurus mudou: vale a pré-carga do Docusaurus.');
  });
});
