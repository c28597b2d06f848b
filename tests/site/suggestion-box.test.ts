import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url, waitForHydration, useTabs } from './support/browser';
import { siteIdentity } from '../../src/siteIdentity';

const lease = useTabs();

const pagePath = '/docs/game/design/intro/';

/** Clicks "Criar issue" and returns the URL of the tab it opens, without loading GitHub. */
async function openedIssueUrl(context: BrowserContext, page: Page): Promise<URL> {
  await context.route('https://github.com/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Criar issue/ }).click()]);
  await popup.waitForURL(/github\.com/);
  const opened = new URL(popup.url());
  await popup.close();
  return opened;
}

async function selectText(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const nodes = document.querySelectorAll(sel);
    const range = document.createRange();
    range.setStartBefore(nodes[0]);
    range.setEndAfter(nodes[nodes.length - 1]);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  }, selector);
}

describe('suggestion box', () => {
  it('is on every documentation page with its prompt and button', async () => {
    const { page, release } = await lease();
    for (const path of ['/docs/tutorials/', '/docs/framework/architecture/intro/', '/docs/game/content/intro/', '/docs/framework/api/DiceRolling']) {
      await page.goto(url(path));
      const box = page.getByRole('region', { name: 'Tem uma sugestão?' });
      expect(await box.isVisible()).toBe(true);
      expect(await box.getByRole('link', { name: /Criar issue/ }).getAttribute('target')).toBe('_blank');
    }
    await release();
  });

  it('opens a new issue with the page title and URL when nothing is selected', async () => {
    const { page, context, release } = await lease();
    await page.goto(url(pagePath));
    await waitForHydration(page);
    const title = (await page.title()).replace(' | Dice Rolling Game', '');
    const opened = await openedIssueUrl(context, page);
    expect(opened.origin + opened.pathname).toBe(`${siteIdentity.repositoryUrl}/issues/new`);
    expect(opened.searchParams.get('title')).toBe(`Docs: sugestão em "${title}"`);
    expect(opened.searchParams.get('body')).toBe(`URL: ${url(pagePath)}`);
    await release();
  });

  it('quotes a multi-line selection line by line', async () => {
    const { page, context, release } = await lease();
    await page.goto(url(pagePath));
    await waitForHydration(page);
    // Two paragraphs of known text, appended to the article and selected whole.
    await page.evaluate(() => {
      for (const [id, text] of [
        ['sugestao-um', 'Primeira frase plantada.'],
        ['sugestao-dois', 'Segunda frase, com ação.'],
      ]) {
        const paragraph = document.createElement('p');
        paragraph.id = id;
        paragraph.textContent = text;
        document.querySelector('article .markdown')!.append(paragraph);
      }
    });
    // Chromium puts a blank line between two selected paragraphs.
    expect(await selectText(page, '#sugestao-um, #sugestao-dois')).toBe('Primeira frase plantada.\n\nSegunda frase, com ação.');
    const body = (await openedIssueUrl(context, page)).searchParams.get('body') ?? '';
    expect(body).toBe(`URL: ${url(pagePath)}\n\nTexto selecionado:\n> Primeira frase plantada.\n> \n> Segunda frase, com ação.`);
    await release();
  });

  it('cuts a huge selection so the issue URL stays under 8,000 characters', async () => {
    const { page, context, release } = await lease();
    await page.goto(url(pagePath));
    await waitForHydration(page);
    await page.evaluate(() => {
      const paragraph = document.createElement('p');
      paragraph.id = 'texto-enorme';
      paragraph.textContent = 'Ação & dado 🎲 #100% '.repeat(2000);
      document.querySelector('article .markdown')!.append(paragraph);
    });
    await selectText(page, '#texto-enorme');
    const opened = await openedIssueUrl(context, page);
    expect(opened.href.length).toBeLessThanOrEqual(8000);
    const body = opened.searchParams.get('body') ?? '';
    expect(body).toContain('Texto selecionado:\n> Ação & dado 🎲 #100%');
    expect(body.endsWith('[…]')).toBe(true);
    await release();
  });
});
