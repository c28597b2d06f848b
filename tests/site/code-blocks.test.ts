import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { all, attribute, listBuiltPages } from '../../plugins/build-output/src/index';
import { url, waitForHydration, useTabs } from './support/browser';
import { recordScripts } from './support/scripts';
import { builtTree } from './support/builtTrees';
import { buildDir } from './support/paths';

const lease = useTabs();

const pageWithCode = '/docs/tutorials/';
const pageWithoutCode = '/docs/game/design/mechanics/characters/attributes/';

// Prism's C# grammar names this token; only the highlighting chunk holds it.
const PRISM_MARKER = 'interpolation-string';

/** The colour of the first token, read in one go (a block may be replaced as it mounts). */
async function firstTokenColour(page: Page): Promise<string> {
  await page.locator('article pre .token').first().waitFor();
  return page.evaluate(() => getComputedStyle(document.querySelector('article pre .token') as Element).color);
}

describe('code blocks', () => {
  it('are highlighted in the static HTML in every language the pages use', () => {
    const plain: string[] = [];
    const languages = new Set<string>();
    for (const [route, file] of listBuiltPages(buildDir, 'docs')) {
      for (const block of all('pre.prism-code', builtTree(file))) {
        const language = /(?:^|\s)language-(\S+)/.exec(String(attribute(block, 'class') ?? ''))?.[1] ?? 'text';
        languages.add(language);
        if (language !== 'text' && all('.token:not(.plain)', block).length === 0) plain.push(`${route} (${language})`);
      }
    }
    expect([...languages].sort()).toEqual(expect.arrayContaining(['bash', 'csharp', 'powershell']));
    expect(plain).toEqual([]);
  });

  it('are highlighted in the static HTML, for readers without JavaScript', async () => {
    const { page, release } = await lease('noScript');
    await page.goto(url(pageWithCode));
    expect(await page.locator('article pre .token').count()).toBeGreaterThan(10);
    await release();
  });

  it('go live when the reader points at them, and their copy button works', async () => {
    const { page, context, problems, release } = await lease();
    // A reader's browser lets a click write to the clipboard; the headless shell asks for the permission outright.
    await context.grantPermissions(['clipboard-write'], { origin: new URL(url('/')).origin });
    const scripts = recordScripts(page);
    await page.goto(url(pageWithCode));
    await waitForHydration(page);
    const block = page.locator('article .theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.locator('pre .token').first().waitFor();
    // The buttons appear when the reader points at the block, as in theme-classic.
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copiar código para a área de transferência' });
    await copy.click();
    // The button says so once the code is copied (a hydrated, working button).
    await block.getByRole('button', { name: 'Copiado' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scripts.fetched(PRISM_MARKER)).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors.map(String)).toEqual([]);
    await release();
  });

  it('take the colours of the dark mode when the reader chose it', async () => {
    const colours: string[] = [];
    for (const mode of ['light', 'dark']) {
      const { page, addInitScript, release } = await lease();
      await addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto(url(pageWithCode));
      await waitForHydration(page);
      // The block is replaced when it mounts: query it afresh each time.
      await page.evaluate(() => document.querySelector('article pre')?.scrollIntoView());
      // The server draws the light theme; in dark mode the block turns dark once mounted.
      await page.waitForFunction((dark) => {
        const pre = document.querySelector('article pre');
        if (!pre) return false;
        const [r, g, b] = (getComputedStyle(pre).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return r + g + b < 300 === dark;
      }, mode === 'dark');
      colours.push(await firstTokenColour(page));
      await release();
    }
    expect(colours[0]).not.toBe(colours[1]);
  });

  it('stay as the server drew them for a light-mode reader who only reads, without the highlighter', async () => {
    const { page, release } = await lease();
    const scripts = recordScripts(page);
    await page.goto(url(pageWithCode));
    await waitForHydration(page);
    await page.evaluate(() => document.querySelector('article pre')?.scrollIntoView());
    // A page fires networkidle once: reload, so the block is in view (the browser keeps the
    // scroll) from the start of a new document, and wait for that document's networkidle.
    // In dark mode the same steps fetch the highlighter before networkidle.
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    const inView = await page.evaluate(() => {
      const box = document.querySelector('article pre')?.getBoundingClientRect();
      return box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
    });
    expect(inView).toBe(true);
    expect(await page.locator('article pre .token').count()).toBeGreaterThan(10);
    expect(await scripts.fetched(PRISM_MARKER)).toBe(false);
    await release();
  });

  it('hand the keyboard focus over when a block goes live', async () => {
    const { page, problems, release } = await lease();
    await page.goto(url(pageWithCode));
    await waitForHydration(page);
    // Focus the first block's scrollable <pre>, as Tab would: the block goes live.
    const serverDrawn = await page.evaluateHandle(() => {
      const pre = document.querySelector<HTMLElement>('article pre');
      pre?.focus();
      return pre;
    });
    await page.waitForFunction((pre) => pre !== null && !pre.isConnected, serverDrawn);
    // The focus is on the live block's <pre>, and Tab leads on to its buttons.
    expect(await page.evaluate(() => document.activeElement?.tagName === 'PRE' && document.activeElement.closest('article') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.theme-code-block') !== null && document.activeElement?.tagName === 'BUTTON')).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('do not make a page without code download the highlighter', async () => {
    const { page, release } = await lease();
    const scripts = recordScripts(page);
    await page.goto(url(pageWithoutCode));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('article pre').count()).toBe(0);
    expect(await scripts.fetched(PRISM_MARKER)).toBe(false);
    await release();
  });

  it('are highlighted after a client-side visit from a page without code', async () => {
    const { page, problems, release } = await lease();
    await page.goto(url(pageWithoutCode));
    await waitForHydration(page);
    await page.locator('nav.navbar').getByRole('link', { name: 'Tutoriais', exact: true }).click();
    await page.locator('article pre .token').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(pageWithCode);
    expect(problems.pageErrors.map(String)).toEqual([]);
    await release();
  });
});
