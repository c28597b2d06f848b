// axe over a part of a page: the serious and critical violations, each as its
// rule id and the first few elements it names, so a failing test says where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export async function seriousViolations(page: Page, within: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(within).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
