// The two longest pages of tables made from the game data, apart from the page
// types of accessibility.test.ts: each takes axe tens of seconds, and a file of
// their own lets the other worker run the rest meanwhile.
import { describe, expect, it } from 'vitest';
import { openInMode, useTabs } from './support/browser';
import { seriousViolations } from './support/axe';

const lease = useTabs();

describe('accessibility (axe) of the data tables: no serious or critical violation', () => {
  it.each([
    ['proposals', 'light', '/docs/game/design/propostas'],
    ['proposals', 'dark', '/docs/game/design/propostas'],
    ['balance', 'light', '/docs/game/design/balanceamento'],
    ['balance', 'dark', '/docs/game/design/balanceamento'],
  ] as const)('the %s page in %s mode', async (_name, mode, route) => {
    const tab = await lease();
    const { page } = tab;
    await openInMode(tab, mode, route);
    expect(await page.locator('article table').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page, { coloursOnly: mode === 'dark' })).toEqual([]);
    await tab.release();
  });
});
