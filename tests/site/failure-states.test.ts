import { describe, expect, it } from 'vitest';
import { url, waitForHydration, useTabs } from './support/browser';

const lease = useTabs();

describe('failure states', () => {
  it('reloads when a route chunk fails to load, and the page is still readable', async () => {
    const { page, context, problems, release } = await lease();
    await page.goto(url('/'));
    await waitForHydration(page);
    // Every chunk but the runtime and the main bundle now fails, as after a
    // redeploy that removed them or on a broken connection.
    await context.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, (route) => route.abort('failed'));
    // Docusaurus pushes the new URL first and reloads only once the preload
    // has failed, so wait for the reload's own load event, not for the URL.
    const reloaded = page.waitForEvent('load');
    await page.locator('header').getByRole('link', { name: 'Jogo', exact: true }).click();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/docs/game/design/intro/');
    // The server-rendered page is there even though its chunks never arrived.
    const heading = page.locator('article h1').first();
    await heading.waitFor();
    expect((await heading.innerText()).length).toBeGreaterThan(0);
    expect(await page.locator('footer').innerText()).toContain('Space Wizard Studios');
    expect(problems.dialogs).toEqual([]);
    await release();
  });
});
