import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadContext, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import testRoutes, { crashingPagePath, testRoutesVariable } from '../src/index';

async function routesAdded(baseUrl = '/'): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const actions = { addRoute: (route: RouteConfig) => routes.push(route) } as unknown as PluginContentLoadedActions;
  await testRoutes({ baseUrl, siteDir: path.resolve(__dirname, '../../..') } as LoadContext).contentLoaded?.({ content: undefined, actions });
  return routes;
}

afterEach(() => vi.unstubAllEnvs());

describe('test-only routes', () => {
  it('are not added to a normal build', async () => {
    vi.stubEnv(testRoutesVariable, '');
    expect(await routesAdded()).toEqual([]);
  });

  it('add the crashing page, under the base URL, when the test build asks for them', async () => {
    vi.stubEnv(testRoutesVariable, '1');
    const [route, ...others] = await routesAdded('/docs-site/');
    expect(others).toEqual([]);
    expect(route?.path).toBe(`/docs-site${crashingPagePath}`);
    // By the site alias: an absolute path would put the build machine's folder in the bundle.
    expect(route?.component).toBe('@site/plugins/test-routes/components/CrashingPage.tsx');
  });
});
