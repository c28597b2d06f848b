import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';

const browser = useBrowser();

describe('generated API reference', () => {
  it('shows a type page with its declaration, and follows a member anchor and a cross-link', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers.BattleController'));
    await waitForHydration(page);
    const article = page.locator('article');
    expect(await article.locator('h1').innerText()).toBe('BattleController');
    expect(await article.locator('pre').first().innerText()).toContain('public partial class BattleController : Node');

    // Member table row → its detailed section.
    await article.locator('table a[href="#startbattle"]').first().click();
    await page.waitForURL((current) => current.hash === '#startbattle');
    const memberHeading = page.locator('#startbattle');
    expect(await memberHeading.innerText()).toContain('StartBattle');
    expect(await memberHeading.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    // A framework type in a signature is a link to its own page.
    await article.locator('a[href="/docs/framework/api/DiceRolling.Controllers.BattleState"]').first().click();
    await page.waitForURL((current) => current.pathname === '/docs/framework/api/DiceRolling.Controllers.BattleState');
    // The URL changes first; the new page renders once its chunks are in.
    await page.locator('article h1', { hasText: /^BattleState$/ }).waitFor();
    expect(await page.locator('article h1').innerText()).toBe('BattleState');
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('shows generics with their parameters and nested signal delegates on their own pages', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/docs/framework/api/DiceRolling.Actions.IAction'));
    expect(await page.locator('article h1').innerText()).toBe('IAction<TContext, TResult>');
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler'));
    expect(await page.locator('article h1').innerText()).toBe('BattleEvents.BattleStartedEventHandler');
    await context.close();
  });

  it('lists the namespaces on the root page and groups a namespace page by kind', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url('/docs/framework/api/DiceRolling'));
    const rootText = await page.locator('article').innerText();
    for (const namespace of ['DiceRolling.Actions', 'DiceRolling.Controllers', 'DiceRolling.Components.CharacterInspector']) {
      expect(rootText).toContain(namespace);
    }
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers'));
    // Docusaurus appends a zero-width space (the anchor link) to each heading.
    const headings = (await page.locator('article h2').allInnerTexts()).map((text) => text.replace(/\u200B/g, '').trim());
    expect(headings).toEqual(expect.arrayContaining(['Classes']));
    await context.close();
  });
});
