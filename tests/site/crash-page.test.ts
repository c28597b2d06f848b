import { describe, expect, it } from 'vitest';
import { url, useTabs } from './support/browser';
import { crashingPagePath } from '../../plugins/test-routes/src/index';

const lease = useTabs();

// The page exists only in the test build (plugins/test-routes): it renders on
// the server and throws once hydrated, outside the layout.
describe('crash page', () => {
  it('says the page crashed, in Portuguese, with the chain of errors, and retries', async () => {
    const { page, release } = await lease();
    await page.goto(url(crashingPagePath));
    // No waiting for the hydration mark: the crash replaces the tree that sets it.
    const heading = page.getByRole('heading', { name: 'Esta página travou.' });
    await heading.waitFor();
    const main = page.locator('main', { has: heading });
    // The chain of errors, joined in Portuguese.
    expect(await main.innerText()).toMatch(/Falha simulada ao desenhar a página\s+Causa:\s+Causa simulada da falha/);
    expect(await main.innerText()).not.toMatch(/\bCause\b/);

    // "Tente novamente" renders the page again: once the fault is gone, it shows.
    await page.evaluate(() => {
      (window as { crashTestRecovered?: boolean }).crashTestRecovered = true;
    });
    await page.getByRole('button', { name: 'Tente novamente' }).click();
    await page.getByRole('heading', { name: 'Página de teste recuperada' }).waitFor();
    expect(await heading.count()).toBe(0);
    await release();
  });
});
