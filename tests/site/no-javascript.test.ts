import { describe, expect, it } from 'vitest';
import { url, useTabs } from './support/browser';

const lease = useTabs();

// One page of each type; each must be readable from its static HTML alone.
const pages: [string, string][] = [
  ['/', 'O que você encontra aqui'],
  ['/docs/tutorials/', ''],
  ['/docs/framework/architecture/intro/overview', ''],
  ['/docs/game/design/game_flow/battle_flow', ''],
  ['/docs/game/content/roles/playable/warden', ''],
  ['/docs/framework/api/DiceRolling', ''],
];

describe('reading without JavaScript', () => {
  it.each(pages)('shows the content of %s', async (path, expectedText) => {
    const { page, release } = await lease('noScript');
    await page.goto(url(path));
    const main = page.locator('main').first();
    const text = await main.innerText();
    expect(text.length).toBeGreaterThan(200);
    if (expectedText) expect(text).toContain(expectedText);
    if (path.startsWith('/docs/')) {
      expect((await page.locator('article h1').first().innerText()).length).toBeGreaterThan(0);
      // Navigation is plain links: the sidebar and navbar work without scripts.
      expect(await page.locator('nav.navbar a[href="/docs/tutorials/"]').count()).toBeGreaterThan(0);
    }
    await release();
  });

  it('leads /docs to the tutorials with a meta refresh', async () => {
    const { page, release } = await lease('noScript');
    await page.goto(url('/docs'));
    await page.waitForURL((current) => current.pathname === '/docs/tutorials/');
    expect(await page.locator('article h1').count()).toBe(1);
    await release();
  });
});
