import { describe, expect, it } from 'vitest';
import { listBuiltPages } from '../../plugins/build-output/src/index';
import { findBrokenLinks, publishedRoot } from './support/linkCheck';
import { buildDir } from './support/paths';

describe('links across the whole build', () => {
  it('has no broken internal link or anchor, nor a meta tag (social image, canonical, icon) pointing nowhere', () => {
    const broken = findBrokenLinks(buildDir, publishedRoot(buildDir)).map((link) => `${link.page} → ${link.href} (${link.reason})`);
    expect(broken).toEqual([]);
  });

  it('has every route of the spec', () => {
    const pages = listBuiltPages(buildDir);
    for (const route of [
      '/',
      '/search',
      '/docs/tutorials/',
      '/docs/framework/api/DiceRolling',
      '/docs/game/design/intro/',
      '/docs/game/content/intro/',
      '/docs/framework/architecture/intro/',
    ]) {
      expect(pages.has(route) || pages.has(`${route}/`), route).toBe(true);
    }
  });
});
