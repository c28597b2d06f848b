// Every doc page's table of contents lists exactly the h2–h4 headings the page
// renders, in order, headings made from the game data or the API included
// (site spec: a table of contents on every page, levels 2 to 4). API pages stop
// at level 3 by design: their h4 are each member's Parâmetros and Retorno.
import { describe, expect, it } from 'vitest';
import { tocMaxHeadingLevel as apiTocMaxHeadingLevel } from '../../plugins/api-reference/src/index';
import { all, attribute, listBuiltPages } from '../../plugins/build-output/src/index';
import { builtTree } from './support/builtTrees';
import { buildDir } from './support/paths';

const docPages = [...listBuiltPages(buildDir)].filter(([route]) => route.startsWith('/docs/'));

function maxLevel(route: string): number {
  return route.startsWith('/docs/framework/api/') ? apiTocMaxHeadingLevel : 4;
}

function headingsAndToc(route: string, file: string): { headings: string[]; toc: string[] } {
  const tree = builtTree(file);
  const levels = [2, 3, 4].filter((level) => level <= maxLevel(route));
  const headings = all('article .theme-doc-markdown', tree)
    .flatMap((content) => all(levels.map((level) => `h${level}[id]`).join(', '), content))
    .map((heading) => `#${attribute(heading, 'id')}`);
  const toc = all('.theme-doc-toc-desktop a.table-of-contents__link', tree).map((link) => decodeURIComponent(attribute(link, 'href') ?? ''));
  return { headings, toc };
}

describe('table of contents', () => {
  it('covers the doc pages of the build', () => {
    expect(docPages.length).toBeGreaterThan(200);
  });

  it('lists, on every doc page, exactly the headings it renders from h2 to its last level', () => {
    const mismatches = docPages.flatMap(([route, file]) => {
      const { headings, toc } = headingsAndToc(route, file);
      const missing = headings.filter((id) => !toc.includes(id));
      const extra = toc.filter((id) => !headings.includes(id));
      const sameOrder = missing.length === 0 && extra.length === 0 && headings.join() === toc.join();
      return sameOrder
        ? []
        : [`${route}: ${headings.length} títulos, ${toc.length} no sumário; faltam ${missing.slice(0, 3).join(' ')}; sobram ${extra.slice(0, 3).join(' ')}`];
    });
    expect(mismatches).toEqual([]);
  });
});
