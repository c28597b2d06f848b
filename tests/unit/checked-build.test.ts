import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedBuildEnv } from '../../scripts/lib/checked-build.mjs';

// The build the site tests run against (npm run build:checked, with
// checkedBuildEnv) must stop on every problem the published build only warns
// about, through Docusaurus' own checks: no test reads the wording of its warnings.
async function severities(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import('../../docusaurus.config');
  return {
    onBrokenLinks: config.onBrokenLinks,
    onBrokenAnchors: config.onBrokenAnchors,
    onDuplicateRoutes: config.onDuplicateRoutes,
    onBrokenMarkdownLinks: config.markdown?.hooks?.onBrokenMarkdownLinks,
    onBrokenMarkdownImages: config.markdown?.hooks?.onBrokenMarkdownImages,
  };
}

afterEach(() => vi.unstubAllEnvs());

describe('problems the build reports', () => {
  it('stop the build the site tests run against', async () => {
    expect(Object.values(await severities(checkedBuildEnv))).toEqual(['throw', 'throw', 'throw', 'throw', 'throw']);
  });

  it('only warn in the published build, as the spec asks', async () => {
    vi.stubEnv('DOCS_CHECKED_BUILD', undefined);
    expect(Object.values(await severities({}))).toEqual(['warn', 'warn', 'warn', 'warn', 'warn']);
  });
});
