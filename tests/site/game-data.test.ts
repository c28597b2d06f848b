// The game's rules as the built site shows them: no page contradicts the data,
// one Portuguese word per concept, and the data-made elements work for readers
// with a mouse, a keyboard or no JavaScript.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contradictionFinder, passagesOf, typedRuleNumbers, glossaryPath } from '../../plugins/game-data/src/index';
import { loadGameModel } from '@dice-rolling/game-model';
import { url, waitForHydration, useTabs } from './support/browser';
import { all, first, textOf, without, listBuiltPages } from '../../plugins/build-output/src/index';
import { builtTree } from './support/builtTrees';
import { buildDir, siteDir } from './support/paths';

const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

function docPages(): { route: string; file: string }[] {
  // Routes without the trailing slash, as the pages link each other.
  return [...listBuiltPages(buildDir, 'docs')].map(([route, file]) => ({ route: route.replace(/\/$/, ''), file }));
}

// Four checks read every page: each is parsed once.
interface ArticleBlock {
  text: string;
  /** Inside a table a data element rendered (data-game="tabela"): its values are the data's own. */
  inDataTable: boolean;
}
const blocksByFile = new Map<string, ArticleBlock[]>();

/** The text blocks of a page's article as a reader reads them, without values rendered from the data. */
function articleBlocks(file: string): ArticleBlock[] {
  let blocks = blocksByFile.get(file);
  if (!blocks) blocksByFile.set(file, (blocks = parseArticleBlocks(builtTree(file))));
  return blocks;
}

function parseArticleBlocks(tree: ReturnType<typeof builtTree>): ArticleBlock[] {
  const article = first('article .theme-doc-markdown', tree);
  if (!article) return [];
  // data-quoted: the decisions log and the proposals register quote past wording and data, not claims.
  const prose = without(article, '[data-rule], [data-quoted], pre, code, svg, script, .game-term__tip');
  const inDataTables = new Set(all('[data-game="tabela"] tr', prose));
  return all('p, li, tr, h2, h3, h4', prose).map((element) => ({ text: textOf(without(element, 'ul, ol')), inDataTable: inDataTables.has(element) }));
}

const blockTexts = (file: string): string[] => articleBlocks(file).map((block) => block.text);

const pages = docPages();

/**
 * Creature and boss pages whose attacks another branch (bosses) is moving into
 * the data; their typed values go with that work. The merger empties this list
 * once both branches are in.
 */

describe('the game rules on the built pages', () => {
  it('finds the pages of the site', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('no page states a data-backed rule with a value other than the data’s', () => {
    const find = contradictionFinder(model.rules.values());
    const contradictions = pages.flatMap(({ route, file }) =>
      // A data table's row names several subjects in its cells (a status, the
      // actions that apply it): its numbers are the data's, not claims about them.
      articleBlocks(file)
        .filter((block) => !block.inDataTable)
        .flatMap(({ text: block }) =>
          find(block).map((found) => {
            const data = found.rules.map((rule) => `${rule.id} = ${rule.value}`).join(', ');
            return `${route}: “${found.written}” em “${found.passage}” (dados: ${data})`;
          }),
        ),
    );
    expect(contradictions).toEqual([]);
  });

  it('no game page types a rule number by hand: every one is rendered from the data', () => {
    // data-game: what a data element rendered (tables, role sheets, statuses); data-rule: a rule's value.
    // Every game page: content, setting guides, proposal boxes and examples (the style measures of the setting guides are in notRuleNumbers).
    const typed = pages
      .filter(({ route }) => route.startsWith('/docs/game/'))
      .flatMap(({ route, file }) => {
        const article = first('article .theme-doc-markdown', builtTree(file));
        if (!article) return [];
        const prose = without(article, '[data-rule], [data-game], [data-quoted], pre, code, svg, script, .game-term__tip, .proposal-mark');
        // "No código" and "No framework" describe the C# code, whose values (component defaults) live in framework-source;
        // "Experimente" and "Simule batalhas" describe a tool's own settings (the simulator's round cap), kept in the rules engine.
        let inCodeSection = false;
        const pageProse = all('p, li, tr, h2, h3, h4, figcaption, summary', prose)
          .filter((element) => {
            if (element.tagName === 'h2') inCodeSection = /^(?:No código|No framework|Experimente|Simule batalhas)/u.test(textOf(element).trim());
            return !inCodeSection;
          })
          .map((element) => textOf(without(element, 'ul, ol')));
        // data-prose: a data record's text shown as prose (a passive's trigger), read as the page's own sentences.
        const dataProse = all('[data-prose]', article).map((element) => textOf(without(element, '[data-rule], .game-term__tip, .proposal-mark')));
        return [...pageProse, ...dataProse]
          .flatMap(passagesOf)
          .flatMap((passage) => typedRuleNumbers(passage).map((number) => `${route}: “${number}” em “${passage}”`));
      });
    expect(typed).toEqual([]);
  });

  it('renders every admonition as a box: no page shows a raw “:::” line, and proposals carry their title', () => {
    const raw = pages.filter(({ file }) => blockTexts(file).some((block) => /^\s*:::/m.test(block))).map(({ route }) => route);
    expect(raw).toEqual([]);
    const battle = builtTree(pages.find(({ route }) => route === '/docs/game/design/mechanics/battle')!.file);
    const titles = all('article .theme-admonition', battle).map((element) => {
      const heading = first('[class*="admonitionHeading"]', element);
      return heading ? textOf(heading).trim() : '';
    });
    expect(titles).toContain('Proposta');
  });

  it('uses one Portuguese word per concept (the glossary’s “Não use” words appear nowhere)', () => {
    const avoided = model.data.glossary.flatMap((term) =>
      term.avoid.map((word) => ({ word, term: term.term, pattern: new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu') })),
    );
    const found = pages
      .filter(({ route }) => route !== glossaryPath)
      .flatMap(({ route, file }) => {
        const text = blockTexts(file).join('\n');
        return avoided.filter(({ pattern }) => pattern.test(text)).map(({ word, term }) => `${route}: “${word}” (use “${term}”)`);
      });
    expect(found).toEqual([]);
    // A capitalized term is a name: "Supremas", never "supremas".
    const names = model.data.glossary
      .filter((term) => term.capitalized)
      .map((term) => ({ term: term.term, pattern: new RegExp(`(?<![\\p{L}])${term.term.toLocaleLowerCase('pt-BR')}s?(?![\\p{L}])`, 'u') }));
    const lowercase = pages.flatMap(({ route, file }) => {
      const text = blockTexts(file).join('\n');
      return names.filter(({ pattern }) => pattern.test(text)).map(({ term }) => `${route}: “${term}” em minúscula`);
    });
    expect(lowercase).toEqual([]);
  });
});

const lease = useTabs();

describe('the glossary and the terms in prose', () => {
  it('lists every term of the data, with its code name, in the static HTML', async () => {
    const { page, release } = await lease('noScript');
    await page.goto(url(glossaryPath));
    // Each heading ends with its anchor link, a zero-width space and "#" shown on hover.
    const headings = (await page.locator('article h3').allInnerTexts()).map((heading) => heading.replace(/\u200b.*$/s, '').trim());
    expect(headings.length).toBe(model.data.glossary.length);
    for (const term of model.data.glossary) expect(headings).toContain(term.term);
    const vida = page.locator('article h3#vida').locator('xpath=following-sibling::ul[1]');
    expect(await vida.innerText()).toContain('Health');
    await release();
  });

  it('shows a term’s definition on hover and on keyboard focus, linked by aria-describedby', async () => {
    const { page, release } = await lease();
    await page.goto(url(glossaryPath));
    await waitForHydration(page);
    const term = page.locator('article .game-term').first();
    const link = term.locator('a');
    const tip = term.locator('[role="tooltip"]');
    const definition = model.byId('glossary', 'energia')!.definition;
    expect(await tip.textContent()).toBe(definition);
    expect(await link.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await expect.poll(() => tip.isVisible()).toBe(false);
    await link.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    // The pointer can move onto the definition without it closing.
    await tip.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    // Escape dismisses it where the pointer is; leaving and coming back shows it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await page.mouse.move(0, 0);
    await link.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => tip.isVisible()).toBe(false);
    // Keyboard: Tab until the term's link has focus.
    for (let presses = 0; presses < 200 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => tip.isVisible()).toBe(true);
    // Escape dismisses it while the focus stays on the link.
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await link.press('Enter');
    await page.waitForURL((current) => current.hash === '#energia');
    await release();
  });
});
