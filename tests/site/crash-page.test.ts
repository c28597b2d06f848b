import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';
import { crashingPagePath } from '../../plugins/test-routes/src/index';

const browser = useBrowser();

// The page exists only in the test build (plugins/test-routes): it renders on
// the server and throws once hydrated, outside the layout.
describe('crash page', () => {
  it('says the page crashed, in Portuguese and in the site layout, with the chain of errors, and retries', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url(crashingPagePath));
    await waitForHydration(page);
    const heading = page.getByRole('heading', { name: 'Esta página travou.' });
    await heading.waitFor();
    const main = page.locator('main');
    // The chain of errors, joined in Portuguese.
    expect(await main.innerText()).toMatch(/Falha simulada ao desenhar a página\s+Causa:\s+Causa simulada da falha/);
    // Inside the site's layout: navbar and footer are there.
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    expect(await page.locator('footer').innerText()).toContain('Space Wizard Studios');
    expect(await page.title()).toContain('Erro na página');

    // "Tente novamente" renders the page again: once the fault is gone, it shows.
    await page.evaluate(() => {
      (window as { crashTestRecovered?: boolean }).crashTestRecovered = true;
    });
    await page.getByRole('button', { name: 'Tente novamente' }).click();
    await page.getByRole('heading', { name: 'Página de teste recuperada' }).waitFor();
    expect(await heading.count()).toBe(0);
    await context.close();
  });
});
