import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser, openPage, url, waitForHydration } from './support/browser';
import { pageTypeEntries } from './support/pageTypes';

const browser = useBrowser();

// Beyond one page of each type: an API type whose member tables put a link right above a row with code (a 3.6:1 link in dark mode once).
const extraPages = [['apiTypeWithLinkedMembers', '/docs/framework/api/DiceRolling.Actions.ActionType']] as const;
const cases = (['light', 'dark'] as const).flatMap((mode) => [...pageTypeEntries, ...extraPages].map(([type, path]) => [type, mode, path] as const));

describe('accessibility (axe): no serious or critical violation', () => {
  it.each(cases)('%s page in %s mode', async (_type, mode, path) => {
    const { page, context } = await openPage(browser());
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(url(path));
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    // Diagrams drawn in the browser (the fallback) render after hydration; check them as readers see them.
    if ((await page.locator('.docusaurus-mermaid-container').count()) > 0) {
      await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    }
    if (path.startsWith('/search')) await page.locator('h1').first().waitFor();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      );
    expect(serious).toEqual([]);
    await context.close();
  });
});
