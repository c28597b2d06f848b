// Reading on a phone at 360 px (the brand, the floating suggestion box) and
// the game data's tables at 1280 px, measured in the browser as laid out.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listBuiltPages } from '../../plugins/build-output/src/index';
import { buildDir } from './support/paths';
import { url, waitForHydration, useTabs } from './support/browser';

const lease = useTabs();

const suggestionBox = 'section[aria-labelledby="suggestion-box-title"]';
/** A tutorial with code blocks, a list at its end and links to the pages around it. */
const codePage = '/docs/tutorials/criando-uma-energia';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Lets the observers a scroll triggers, and the layout after them, run (scrolls here are instant: the site scrolls smoothly). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      }),
  );
}

/** Scrolls to the very end, again while the page still grows (content drawn as it comes near). */
async function scrollToEnd(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await settle(page);
    if (await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)) return;
  }
  throw new Error('the page kept growing: its end was never reached');
}

async function suggestionBoxRect(page: Page): Promise<Box> {
  const rect = await page.locator(suggestionBox).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  return rect;
}

describe('a phone at 360 px', () => {
  it('shows the whole brand, clear of the search box and the menu button', async () => {
    const { page, release } = await lease('phone');
    for (const path of ['/', '/docs/tutorials/', '/docs/game/design/mechanics/characters/status-effects/']) {
      await page.goto(url(path));
      await waitForHydration(page);
      const brand = await page.evaluate(() => {
        const title = document.querySelector<HTMLElement>('.navbar__title')!;
        const range = document.createRange();
        range.selectNodeContents(title);
        const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect | undefined;
        return {
          text: title.textContent,
          clipped: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight,
          lines: Array.from(range.getClientRects()).map((line) => line.toJSON() as DOMRect),
          title: title.getBoundingClientRect().toJSON() as DOMRect,
          others: { search: rect('.navbar__search'), menu: rect('.navbar__toggle'), logo: rect('.navbar__logo') },
        };
      });
      expect(brand.text, path).toBe('Dice Rolling Game');
      expect(brand.clipped, path).toBe(false);
      for (const line of brand.lines) {
        expect(line.left >= 0 && line.right <= 360, `${path}: brand inside the screen`).toBe(true);
        expect(line.right <= brand.title.right + 0.5 && line.bottom <= brand.title.bottom + 0.5, `${path}: brand inside its box`).toBe(true);
        for (const [name, other] of Object.entries(brand.others)) {
          if (other) expect(overlaps(line, other), `${path}: brand under the ${name}`).toBe(false);
        }
      }
    }
    await release();
  });

  it('opens every page with the suggestion box over nothing on the first screen', async () => {
    // Lighthouse's target-size audit failed the API page: the floating box sat on a code block's copy button.
    const { page, release } = await lease('phone');
    for (const path of [codePage, '/docs/framework/api/DiceRolling.Controllers.BattleController']) {
      await page.goto(url(path));
      await waitForHydration(page);
      await settle(page);
      const box = await suggestionBoxRect(page);
      const covered = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article :is(p, li, pre, table, h2, h3, a, button, img, svg)'))
          .map((element) => ({
            what: `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}"`,
            rect: element.getBoundingClientRect().toJSON() as DOMRect,
          }))
          .filter(({ rect }) => rect.width > 0 && rect.height > 0 && rect.top < window.innerHeight),
      );
      const under = covered.filter(({ rect }) => overlaps(box, rect)).map(({ what }) => what);
      expect(under, `${path}: under the suggestion box on the first screen`).toEqual([]);
    }
    await release();
  });

  it('keeps the suggestion box off every code block’s copy button scrolled into view', async () => {
    const { page, release } = await lease('phone');
    await page.goto(url(codePage));
    await waitForHydration(page);
    const blocks = page.locator('article .theme-code-block');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const block = blocks.nth(index);
      // The block's buttons exist once it is live: when the reader touches or points at it.
      await block.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await block.hover();
      const copy = block.getByRole('button', { name: 'Copiar código para a área de transferência' });
      await copy.waitFor({ state: 'attached' });
      // Scrolled down to it, the way a reader meets it: at the bottom of the screen.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await copy.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await settle(page);
      const button = await copy.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
      expect(button.bottom <= 740 && button.top >= 0, `copy button ${index} on screen`).toBe(true);
      expect(overlaps(await suggestionBoxRect(page), button), `copy button ${index} under the suggestion box`).toBe(false);
    }
    await release();
  });

  it('collapses the suggestion box to a small button while the reader is mid-page', async () => {
    const { page, release } = await lease('phone');
    await page.goto(url(codePage));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
    await settle(page);
    const box = await suggestionBoxRect(page);
    expect(box.right - box.left).toBeLessThanOrEqual(56);
    expect(box.bottom - box.top).toBeLessThanOrEqual(56);
    expect(box.bottom).toBeLessThanOrEqual(740);
    await expect(page.getByRole('link', { name: /Criar issue/ }).isVisible()).resolves.toBe(true);
    await release();
  });

  it('leaves the last lines, the links to the next pages and the footer clear at the end of the page', async () => {
    const { page, release } = await lease('phone');
    for (const path of [codePage, '/docs/game/design/mechanics/characters/status-effects/', '/docs/framework/api/DiceRolling.Controllers.BattleController']) {
      await page.goto(url(path));
      await waitForHydration(page);
      await scrollToEnd(page);
      const box = await suggestionBoxRect(page);
      const others = await page.evaluate(() => {
        const content = document.querySelector('article .theme-doc-markdown')!;
        const last = Array.from(content.children)
          .filter((child) => child.getBoundingClientRect().height > 0)
          .at(-1)!;
        const controls = Array.from(document.querySelectorAll('.pagination-nav a, footer a, footer .footer__copyright, .theme-back-to-top-button'));
        return [last, ...controls].map((element) => ({
          what: element.textContent?.trim().slice(0, 40) ?? '',
          rect: element.getBoundingClientRect().toJSON() as DOMRect,
        }));
      });
      for (const { what, rect } of others) expect(overlaps(box, rect), `${path}: "${what}" under the suggestion box`).toBe(false);
      // There, with room of its own, it shows its prompt.
      await expect(page.locator(suggestionBox).getByText('Tem uma sugestão?').isVisible(), path).resolves.toBe(true);
    }
    await release();
  });
});

/** Pages with tables rendered from the game data (the only tables made focusable, to scroll by keyboard). */
function dataTablePages(): string[] {
  return [...listBuiltPages(buildDir)].filter(([, file]) => /<table tabindex=0[ >]/.test(readFileSync(file, 'utf8'))).map(([path]) => path);
}

describe('the game data’s tables at 1280 px', () => {
  it('fit the page without sideways scrolling, clear of the table of contents', async () => {
    const pages = dataTablePages();
    expect(pages.length).toBeGreaterThan(20);
    // Without JavaScript: layout is the server's HTML and the site's CSS, and a
    // tool's table precomputed at build stays, as readers without JavaScript get it.
    const { page, release } = await lease('noScript');
    const scrolling: string[] = [];
    for (const path of pages) {
      await page.goto(url(path));
      const found = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLTableElement>('article table[tabindex="0"]')).map((table) => {
          // The table itself scrolls (Infima makes it a block), or a wrapper does.
          let scroller: HTMLElement = table;
          while (scroller.parentElement && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
          // A table may take the room the table of contents leaves free, never the contents list itself
          // (measured at the top of the page, where the list is when it does not follow the reader).
          const toc = document.querySelector('.theme-doc-toc-desktop')?.getBoundingClientRect();
          const box = table.getBoundingClientRect();
          const underToc = toc !== undefined && box.left < toc.right && toc.left < box.right && box.top < toc.bottom && toc.top < box.bottom;
          return { head: table.rows[0]?.textContent ?? '', scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, underToc };
        }),
      );
      expect(found.length, path).toBeGreaterThan(0);
      for (const table of found) {
        if (table.scrollWidth > table.clientWidth) scrolling.push(`${path} (${table.head}): ${table.scrollWidth} > ${table.clientWidth}`);
        if (table.underToc) scrolling.push(`${path} (${table.head}): runs into the table of contents`);
      }
    }
    expect(scrolling).toEqual([]);
    await release();
  }, 240_000);
});
