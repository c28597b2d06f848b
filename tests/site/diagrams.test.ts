import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { url, waitForHydration, useTabs } from './support/browser';

const lease = useTabs();

const diagramPage = '/docs/game/design/game_flow/battle_flow';

// A diagram-type id only Mermaid's own code holds (MDX pages hold diagram
// sources such as "flowchart TB", never this).
const MERMAID_MARKER = 'flowchart-v2';

/** The drawing the reader sees in a figure (light or dark), once it has loaded. */
async function visibleDrawing(figure: Locator): Promise<{ src: string; alt: string }> {
  const image = figure.locator('.diagram-drawing img:visible').first();
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((element: HTMLImageElement) => (element.complete ? undefined : new Promise((resolve) => element.addEventListener('load', resolve))));
  return image.evaluate((element: HTMLImageElement) => {
    if (element.naturalWidth === 0) throw new Error(`${element.src} did not load`);
    return { src: element.src, alt: element.alt };
  });
}

function drawnFigures(page: Page): Locator {
  return page.locator('figure').filter({ has: page.locator('.diagram-drawing') });
}

describe('Mermaid diagrams', () => {
  it("are drawn at build time: images in the reader's colour mode, and no Mermaid code downloaded", async () => {
    const { page, problems, release } = await lease();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(url(diagramPage));
    await waitForHydration(page);
    const figures = drawnFigures(page);
    const count = await figures.count();
    expect(count).toBeGreaterThan(1);
    // Every diagram of the page is drawn; none was left to the browser.
    expect(await page.locator('.docusaurus-mermaid-container').count()).toBe(0);
    for (let index = 0; index < count; index += 1) {
      const drawing = await visibleDrawing(figures.nth(index));
      expect(drawing.src).toMatch(/\/diagrams\/[0-9a-f]{16}-light\.svg$/);
      expect(drawing.alt.length).toBeGreaterThan(3);
    }
    await page.locator('nav.navbar').getByRole('button', { name: /modo/ }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect((await visibleDrawing(figures.first())).src).toMatch(/-dark\.svg$/);
    // A page fires networkidle once: reload, so the page opens in the dark mode the reader
    // chose, and wait for the new document's networkidle before asking what was fetched.
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect((await visibleDrawing(figures.first())).src).toMatch(/-dark\.svg$/);
    expect((await Promise.all(scripts)).some((body) => body.includes(MERMAID_MARKER))).toBe(false);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await release();
  });

  it('zooms a diagram with the keyboard-reachable controls', async () => {
    const { page, problems, release } = await lease();
    await page.goto(url(diagramPage));
    await waitForHydration(page);
    const figure = drawnFigures(page).first();
    const zoomIn = figure.getByRole('button', { name: 'Aproximar' });
    await zoomIn.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const drawing = await figure.locator('.diagram-drawing').elementHandle();
    await page.waitForFunction((element) => element !== null && new DOMMatrix(getComputedStyle(element).transform).a > 1.2, drawing);
    await figure.getByRole('button', { name: 'Redefinir' }).click();
    await page.waitForFunction((element) => element !== null && new DOMMatrix(getComputedStyle(element).transform).a === 1, drawing);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('opens a diagram full screen and leaves it again', async () => {
    const { page, release } = await lease();
    await page.goto(url(diagramPage));
    await waitForHydration(page);
    const figure = drawnFigures(page).first();
    await figure.getByRole('button', { name: 'Tela cheia' }).click();
    await page.waitForFunction(() => document.fullscreenElement?.tagName === 'FIGURE');
    await figure.getByRole('button', { name: 'Sair da tela cheia' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    expect(await figure.getByRole('button', { name: 'Tela cheia' }).count()).toBe(1);
    await release();
  });

  it('shows the drawing and its source as text when JavaScript is off', async () => {
    const { page, release } = await lease('noScript');
    await page.goto(url(diagramPage));
    const figure = drawnFigures(page).first();
    expect((await visibleDrawing(figure)).src).toMatch(/-light\.svg$/);
    await figure.getByText('Ver o diagrama em texto').click();
    const source = figure.locator('details pre');
    expect(await source.isVisible()).toBe(true);
    expect(await source.innerText()).toMatch(/^(stateDiagram|flowchart|sequenceDiagram)/);
    await release();
  });
});
