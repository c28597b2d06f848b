import { describe, expect, it } from 'vitest';
import { openInMode, useTabs } from './support/browser';
import { seriousViolations } from './support/axe';
import { pageTypeEntries } from './support/pageTypes';

const lease = useTabs();

// Beyond one page of each type: an API type whose member tables put a link right above a row with code (a 3.6:1 link in dark mode once).
const extraPages = [['apiTypeWithLinkedMembers', '/docs/framework/api/DiceRolling.Actions.ActionType']] as const;
const cases = (['light', 'dark'] as const).flatMap((mode) => [...pageTypeEntries, ...extraPages].map(([type, path]) => [type, mode, path] as const));

describe('accessibility (axe): no serious or critical violation', () => {
  // Every rule in light mode; in dark mode, the rules about colours (support/axe.ts, colourRules).
  it.each(cases)('%s page in %s mode', async (_type, mode, path) => {
    const tab = await lease();
    const { page } = tab;
    await openInMode(tab, mode, path);
    // Diagrams drawn in the browser (the fallback) render after hydration; check them as readers see them.
    if ((await page.locator('.docusaurus-mermaid-container').count()) > 0) {
      await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    }
    if (path.startsWith('/search')) await page.locator('h1').first().waitFor();
    expect(await seriousViolations(page, { coloursOnly: mode === 'dark' })).toEqual([]);
    await tab.release();
  });
});
