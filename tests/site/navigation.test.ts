import { describe, expect, it } from 'vitest';
import { url, waitForHydration, waitForRoute, useTabs } from './support/browser';
import { siteIdentity } from '../../src/siteIdentity';

const lease = useTabs();

describe('navbar and footer', () => {
  it('has the left items, the dropdowns and their targets', async () => {
    const { page, release } = await lease();
    await page.goto(url('/'));
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');

    await navbar.getByRole('link', { name: 'Tutoriais', exact: true }).click();
    await waitForRoute(page, '/docs/tutorials/');

    const expectations: [string, string, string][] = [
      ['Framework', 'Arquitetura', '/docs/framework/architecture/intro/'],
      ['Framework', 'API', '/docs/framework/api/DiceRolling'],
      ['Jogo', 'Game Design', '/docs/game/design/intro/'],
      ['Jogo', 'Game Content', '/docs/game/content/intro/'],
    ];
    for (const [dropdown, item, target] of expectations) {
      await navbar.locator('.navbar__item.dropdown', { hasText: dropdown }).hover();
      await navbar.locator('.dropdown__menu').getByRole('link', { name: item, exact: true }).click();
      await waitForRoute(page, target);
      // The canonical tag can change a frame before the new article paints: wait for its heading.
      await page.locator('article h1').first().waitFor({ state: 'visible' });
    }

    const github = navbar.getByRole('link', { name: /GitHub/ });
    expect(await github.getAttribute('href')).toBe(siteIdentity.repositoryUrl);
    expect(await navbar.locator('.navbar__items--right').getByRole('button', { name: /modo/ }).count()).toBe(1);
    expect(await navbar.locator('.navbar__items--right input.navbar__search-input').count()).toBe(1);
    await release();
  });

  it('has a dark footer with only the copyright line', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/tutorials/'));
    const footer = page.locator('footer.footer');
    expect(await footer.getAttribute('class')).toContain('footer--dark');
    expect((await footer.innerText()).trim()).toBe('Copyright © 2025 Space Wizard Studios');
    expect(await footer.locator('a').count()).toBe(0);
    await release();
  });

  it('titles pages as "<page> | Dice Rolling Game"', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/game/design/intro/'));
    await waitForHydration(page);
    expect((await page.locator('article h1').first().innerText()).trim()).toBe('Introdução ao game design');
    // The head manager rewrites the title just after hydration: it must settle on this one.
    await expect.poll(() => page.title()).toBe('Introdução ao game design | Dice Rolling Game');
    await release();
  });

  it('leads /docs to the main doc', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs'));
    // Two redirects race here, the static page's meta refresh and the router's
    // after hydration: either may abort the other's navigation, so wait for what
    // the reader ends on (a locator waits across navigations), not for a load event.
    await page.locator('link[rel="canonical"][href$="/docs/tutorials/"]').waitFor({ state: 'attached' });
    await page.locator('article h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/tutorials/');
    await release();
  });

  it('reaches the same page through .html and /index.html paths', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/tutorials/'));
    const expected = await page.locator('article h1').first().innerText();
    for (const variant of ['/docs/tutorials/index.html', '/docs/framework/architecture/intro/overview.html']) {
      await page.goto(url(variant));
      await waitForHydration(page);
      const heading = await page.locator('article h1').first().innerText();
      if (variant.includes('tutorials')) expect(heading).toBe(expected);
      expect(await page.locator('text=Página não encontrada').count()).toBe(0);
      expect(heading.length).toBeGreaterThan(0);
    }
    await release();
  });

  it('shows the Portuguese not-found page for an unknown route', async () => {
    const { page, release } = await lease();
    const response = await page.goto(url('/docs/nao-existe/'));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: 'Página não encontrada' }).count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('O link que trouxe você até aqui está quebrado');
    await release();
  });

  it('closes the mobile sidebar when the window reaches desktop width', async () => {
    const { page, release } = await lease();
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto(url('/docs/game/design/intro/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Alternar painel de navegação' }).click();
    await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
    expect(await page.locator('.navbar.navbar-sidebar--show').count()).toBe(1);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.waitForFunction(() => !document.querySelector('.navbar.navbar-sidebar--show'));
    expect(await page.locator('.navbar.navbar-sidebar--show').count()).toBe(0);
    await release();
  });

  it('keeps the announcement bar dismissed across reloads until its id changes', async () => {
    const { page, release } = await lease();
    await page.goto(url('/'));
    await waitForHydration(page);
    const bar = page.locator('.theme-announcement-bar');
    expect(await bar.count()).toBe(1);
    await bar.getByRole('button', { name: 'Fechar' }).click();
    expect(await bar.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    // A different stored id means a new announcement: the bar shows again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'anuncio-antigo'));
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('.theme-announcement-bar').count()).toBe(1);
    await release();
  });
});

describe('landing page', () => {
  it('shows the game, its three entry points and a logo that loads', async () => {
    const { page, release } = await lease();
    await page.goto(url('/'));
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Dice Rolling Game');
    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    for (const [label, target] of [
      ['Tutoriais', '/docs/tutorials/'],
      ['Framework', '/docs/framework/architecture/intro/'],
      ['Jogo', '/docs/game/design/intro/'],
    ]) {
      expect(await hero.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(target);
    }
    const logoLoaded = await hero.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    expect(logoLoaded).toBe(true);
    await release();
  });
});

describe('link prefetching', () => {
  it('still prefetches the pages linked from the screen, once the page has loaded', async () => {
    const { page, problems, release } = await lease();
    await page.goto(url('/docs/game/design/mechanics/characters/energy/'));
    await waitForHydration(page);
    // Prefetching waits for the load event and idle time; then the chunks of
    // visible links are requested at low priority.
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0, undefined, { timeout: 15_000 });
    const prefetched = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href));
    expect(prefetched.every((href) => /\/assets\/js\/[^/]+\.js$/.test(href))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });
});
