// axe over a page or a part of it: the serious and critical violations, each as
// its rule id, its help and the first few elements it names, so a failing test
// says where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose verdict depends on colours. The colour modes differ only in
 * the theme's colour variables, so the second mode of a page needs only these;
 * the others (names, roles, structure, landmarks) would check the same markup
 * again, at about half of axe's time on a long page (CONTRIBUTING, "Tempo da
 * suíte").
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

export interface AxeScope {
  /** A selector: check only this part of the page. */
  within?: string;
  /** Check only the rules that depend on colours (the second colour mode of a page). */
  coloursOnly?: boolean;
}

/**
 * An AxeBuilder that runs axe in one pass, in the page itself (`axe.run`).
 * Its default mode runs axe in each frame and then finishes in a new blank
 * page it opens and injects axe into again: on this site, which has no
 * cross-origin frame (the only thing the default mode adds), that tab cost
 * more than the rules (the proposals page: 14–17 s → 5–6 s; the glossary:
 * 4 s → 1.2 s; the same violations).
 */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);

export async function seriousViolations(page: Page, scope: AxeScope | string = {}): Promise<string[]> {
  const { within, coloursOnly = false } = typeof scope === 'string' ? { within: scope } : scope;
  // Only violations are read: axe then skips naming every node that passes
  // (a selector each), about a third of its time on a long page of tables
  // (the proposals page: 64 s → 42 s on a loaded two-core machine). Set
  // first: AxeBuilder's options() replaces every option set before it, the
  // rules or tags to run included.
  let builder = axeBuilder(page).options({ resultTypes: ['violations'] });
  if (within) builder = builder.include(within);
  builder = coloursOnly ? builder.withRules(colourRules) : builder.withTags(tags);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
