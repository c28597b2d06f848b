import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';

const browser = useBrowser();

const diagramPage = '/docs/game/design/game_flow/battle_flow';

describe('Mermaid diagrams', () => {
  it('draws the diagrams and zooms one with the keyboard-reachable controls', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(url(diagramPage));
    await waitForHydration(page);
    const figure = page.locator('figure').filter({ has: page.locator('.docusaurus-mermaid-container') }).first();
    await figure.locator('.docusaurus-mermaid-container svg').waitFor();
    const zoomIn = figure.getByRole('button', { name: 'Aproximar' });
    await zoomIn.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const container = figure.locator('.docusaurus-mermaid-container');
    await page.waitForFunction((element) => element !== null && new DOMMatrix(getComputedStyle(element).transform).a > 1.2, await container.elementHandle());
    await figure.getByRole('button', { name: 'Redefinir' }).click();
    await page.waitForFunction((element) => element !== null && new DOMMatrix(getComputedStyle(element).transform).a === 1, await container.elementHandle());
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('opens a diagram full screen and leaves it again', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url(diagramPage));
    await waitForHydration(page);
    const figure = page.locator('figure').filter({ has: page.locator('.docusaurus-mermaid-container') }).first();
    await figure.locator('.docusaurus-mermaid-container svg').waitFor();
    await figure.getByRole('button', { name: 'Tela cheia' }).click();
    await page.waitForFunction(() => document.fullscreenElement?.tagName === 'FIGURE');
    await figure.getByRole('button', { name: 'Sair da tela cheia' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    expect(await figure.getByRole('button', { name: 'Tela cheia' }).count()).toBe(1);
    await context.close();
  });

  it('shows the diagram source as text when JavaScript is off', async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url(diagramPage));
    const source = page.locator('figure pre').first();
    expect(await source.isVisible()).toBe(true);
    expect((await source.innerText()).length).toBeGreaterThan(20);
    await context.close();
  });
});
