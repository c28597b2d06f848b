// The axe helper still finds what it must: a serious problem planted in a real
// built page is named, with every rule and with the colour rules alone, and a
// scope leaves out what lies outside it. Guards the way the helper runs axe
// (support/axe.ts), not a page of the site.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url, useTabs, waitForHydration } from './support/browser';
import { seriousViolations } from './support/axe';

const lease = useTabs();

/** Plants, in the article, an image with no text alternative and a paragraph at 1.5:1 contrast. */
async function plantProblems(page: Page): Promise<void> {
  await page.evaluate(() => {
    const article = document.querySelector('article');
    if (!article) throw new Error('no article on the page');
    const image = document.createElement('img');
    image.id = 'planted-image';
    image.src = '/img/logo.svg';
    const faint = document.createElement('p');
    faint.id = 'planted-faint-text';
    faint.textContent = 'Texto quase invisível plantado pelo teste.';
    // #d3d3d3 on white: 1.5:1, well under the 4.5:1 body text needs.
    faint.style.cssText = 'color: #d3d3d3; background: #ffffff; font-size: 16px';
    article.prepend(image, faint);
  });
}

describe('the axe helper', () => {
  it('names a missing text alternative and a faint text with every rule, and only the faint text with the colour rules', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/game/design/intro/'));
    await waitForHydration(page);
    await plantProblems(page);
    const named = (rule: string, target: string) => expect.stringMatching(new RegExp(`^${rule}:.*${target}`));
    expect(await seriousViolations(page)).toEqual(
      expect.arrayContaining([named('image-alt', '#planted-image'), named('color-contrast', '#planted-faint-text')]),
    );
    const colours = await seriousViolations(page, { coloursOnly: true });
    expect(colours).toEqual([named('color-contrast', '#planted-faint-text')]);
    // A scope that leaves the article out leaves the planted problems out.
    expect(await seriousViolations(page, 'nav.navbar')).toEqual([]);
    await release();
  });
});
