// What the design read settled, checked on the built site: no page says again
// what a qualitative rule's home settled otherwise, every proposed value wears
// the proposal mark (tables included) and no fact does, the proposals register
// shows each proposal once with its value, status and pages, and its excerpts
// are readable; each changed rule's home links to the decision that changed it.
import path from 'node:path';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { lookupOf, pageOf, resolveReference, loadGameModel } from '@dice-rolling/game-model';
import { decisionAnchor, proposalsPath, isOpenProposal, qualitativeContradictionFinder } from '../../plugins/game-data/src/index';
import { all, attribute, first, textOf, without, listBuiltPages } from '../../plugins/build-output/src/index';
import { builtTree } from './support/builtTrees';
import { buildDir, siteDir } from './support/paths';

const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

// The written pages (not the API's), by route without the trailing slash.
const pages = [...listBuiltPages(buildDir, 'docs')]
  .filter(([route]) => !route.startsWith('/docs/framework/api/'))
  .map(([route, file]) => ({ route: route.replace(/\/$/, ''), file }));

// A rule's home is read again for every decision that touches it: builtTree parses it once.
function page(route: string): Root {
  const found = pages.find((candidate) => candidate.route === route.replace(/\/$/, ''));
  if (!found) throw new Error(`página ${route} não está no build`);
  return builtTree(found.file);
}

/** The article's text as a reader reads it, diagrams' text alternatives included. */
function articleText(tree: Root): string {
  const article = first('article .theme-doc-markdown', tree);
  return article ? textOf(without(article, '.game-term__tip, .proposal-mark, [data-quoted]')) : '';
}

/** The first table of the article whose header holds `text`. */
function tableWithHeader(tree: Root, text: string): Element | undefined {
  return all('article table', tree).find((table) => all('th', table).map(textOf).join('').includes(text));
}

/** The cells of a row. */
const cellsOf = (row: Element | undefined): Element[] => (row ? all('td', row) : []);

/** How many elements a selector matches inside an element (0 for none). */
const count = (selector: string, element: Element | undefined): number => (element ? all(selector, element).length : 0);

describe('the qualitative rules on the built pages', () => {
  it('no page says again what a rule’s home settled otherwise', () => {
    const find = qualitativeContradictionFinder(model.data['qualitative-rules']);
    // The log and the register quote what pages said before (data-quoted); a quote is not a claim.
    const read = pages;
    const found = read.flatMap(({ route, file }) =>
      find(articleText(builtTree(file))).map((hit) => `${route}: “${hit.passage}” (${hit.says}; mora em ${hit.home})`),
    );
    expect(found).toEqual([]);
  });

  it('each changed rule’s home links to the decision that changed it', () => {
    const lookup = lookupOf(model.byId as never, model.rules);
    const missing: string[] = [];
    for (const decision of model.data.decisions) {
      for (const reference of decision.touches) {
        const home = resolveReference(lookup, reference)?.home ?? '';
        const links = all('article a', page(pageOf(home))).map((anchor) => decodeURIComponent(attribute(anchor, 'href') ?? ''));
        if (!links.includes(decisionAnchor(decision))) missing.push(`${reference} em ${home}: sem link para ${decision.id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** Whether an element is a `:::note[Proposta]` box. */
function isProposalBox(element: Element): boolean {
  if (!(attribute(element, 'class') ?? '').includes('theme-admonition')) return false;
  const title = first('[class*="admonitionHeading"]', element);
  return title !== undefined && textOf(title).trim() === 'Proposta';
}

/** A copy of an element without its “Proposta” boxes, at any depth. */
function withoutProposalBoxes(element: Element): Element {
  return {
    ...element,
    children: element.children
      .filter((child) => child.type !== 'element' || !isProposalBox(child))
      .map((child) => (child.type === 'element' ? withoutProposalBoxes(child) : child)),
  };
}

/** The blocks of a page section: the heading with this id and what follows it up to the next heading of its level or above. */
function sectionBlocks(tree: Root, anchor: string): Element[] {
  const content = first('article .theme-doc-markdown', tree);
  const blocks = (content?.children ?? []).filter((node): node is Element => node.type === 'element');
  const start = blocks.findIndex((element) => /^h[2-4]$/.test(element.tagName) && attribute(element, 'id') === anchor);
  if (start < 0) return [];
  const level = Number(blocks[start]!.tagName.slice(1));
  const end = blocks.findIndex((element, index) => index > start && /^h[2-4]$/.test(element.tagName) && Number(element.tagName.slice(1)) <= level);
  return blocks.slice(start + 1, end < 0 ? undefined : end);
}

describe('the marks of the qualitative rules on their homes', () => {
  it('states each open proposal inside a “Proposta” box at its home, and each fact outside one', () => {
    // The game's rules; the tutorials' homes belong to the framework and tutorial pages, checked with them.
    const wrong = model.data['qualitative-rules']
      .filter((rule) => rule.home.startsWith('/docs/game/'))
      .flatMap((rule) => {
        const [route = '', anchor = ''] = rule.home.split('#');
        const blocks = sectionBlocks(page(route), decodeURIComponent(anchor));
        if (blocks.length === 0) return [`${rule.id}: a seção ${rule.home} não existe ou está vazia`];
        const boxed = blocks.some(isProposalBox);
        // The links to the decisions are rendered from the data (data-game), not a statement of the rule.
        const plain = blocks.some((block) => !isProposalBox(block) && attribute(block, 'data-game') !== 'decisoes' && textOf(block).trim().length > 0);
        if (isOpenProposal(rule) && !boxed) return [`${rule.id}: proposta sem caixa “Proposta” em ${rule.home}`];
        if (!isOpenProposal(rule) && !plain) return [`${rule.id}: fato dito só dentro de uma caixa “Proposta” em ${rule.home}`];
        return [];
      });
    expect(wrong).toEqual([]);
  });

  it('no page states an open proposal outside a “Proposta” box (the phrasings of qualitative-rules.yaml)', () => {
    const phrasings = model.data['qualitative-rules']
      .filter((rule) => isOpenProposal(rule))
      .flatMap((rule) => rule.phrasings.map((pattern) => ({ rule: rule.id, pattern: new RegExp(pattern, 'iu') })));
    expect(phrasings.length).toBeGreaterThan(0);
    const found = pages.flatMap(({ route, file }) => {
      const content = first('article .theme-doc-markdown', builtTree(file));
      if (!content) return [];
      // The register and the log quote proposals (data-quoted, data-game); boxes are marked.
      const outside = without(withoutProposalBoxes(content), '[data-quoted], [data-game], .game-term__tip');
      const text = textOf(outside).replace(/\s+/g, ' ');
      return phrasings
        .filter(({ pattern }) => pattern.test(text))
        .map(({ rule, pattern }) => `${route}: ${rule} (“${pattern.exec(text)?.[0] ?? ''}”) fora de uma caixa “Proposta”`);
    });
    expect(found).toEqual([]);
  });
});

describe('the proposal mark', () => {
  it('is on every proposed rule value and on no fact', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { route, file } of pages) {
      for (const element of all('article [data-rule]', builtTree(file))) {
        const rule = model.rules.get(attribute(element, 'data-rule') ?? '');
        if (!rule) continue;
        checked += 1;
        const marked = count('.proposal-mark', element) > 0;
        if (marked !== isOpenProposal(rule)) wrong.push(`${route}: ${rule.id} ${marked ? 'marcada sem ser proposta' : 'proposta sem marca'}`);
      }
    }
    // The pages mark 743 values of known rules today; the floor is well below that, so that
    // markup gone missing (or rule ids no longer matching the data) fails instead of checking nothing.
    expect(checked).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
  });

  it('is on the proposed values of tables: the XP curve, the Enfermaria’s level-1 prices, the role numbers, the drop chances', () => {
    const xpTable = tableWithHeader(page('/docs/game/design/mechanics/characters/progression'), 'XP para o próximo');
    const xpRows = xpTable ? all('tbody tr', xpTable) : [];
    expect(xpRows.length).toBeGreaterThan(2);
    expect(count('.proposal-mark', cellsOf(xpRows[1])[1])).toBe(1);

    const infirmary = tableWithHeader(page('/docs/game/design/mechanics/exploration/city/buildings'), 'Ressurreição');
    const levelOne = cellsOf(infirmary && first('tbody tr', infirmary));
    // Slots per day come from the sources; the prices and the penalty are proposals.
    expect(levelOne.length).toBeGreaterThan(3);
    expect(count('.proposal-mark', levelOne[1])).toBe(0);
    expect(count('.proposal-mark', levelOne[2])).toBe(1);
    expect(count('.proposal-mark', levelOne[3])).toBe(1);

    const ranges = tableWithHeader(page('/docs/game/content/roles/playable/warden'), 'Faixa inicial');
    expect(count('tbody tr', ranges)).toBeGreaterThan(0);
    expect(count('tbody tr td:nth-child(2) .proposal-mark', ranges)).toBe(count('tbody tr', ranges));

    const bestiary = page('/docs/game/content/characters/unplayable/salt_tundra_enemies');
    for (const ruleId of ['drop.chance-primeiro', 'drop.chance-segundo']) {
      expect(all(`article [data-rule="${ruleId}"] .proposal-mark`, bestiary).length, ruleId).toBeGreaterThan(0);
    }
  });
});

describe('the proposals register', () => {
  const register = page(proposalsPath);
  /** The table rows of the section under the h2 that starts with `heading` (up to the next h2). */
  const rows = (heading: string): Element[] => {
    const content = first('article .theme-doc-markdown', register);
    const siblings = (content?.children ?? []).filter((node): node is Element => node.type === 'element');
    const start = siblings.findIndex((element) => element.tagName === 'h2' && textOf(element).startsWith(heading));
    if (start < 0) return [];
    const end = siblings.findIndex((element, index) => index > start && element.tagName === 'h2');
    return siblings.slice(start + 1, end < 0 ? undefined : end).flatMap((element) => all('table tbody tr', element));
  };

  it('shows each data proposal once, with its value as the pages show it, its status and the pages that use it', () => {
    const dataRows = rows('Propostas nos dados do jogo');
    expect(dataRows.length).toBeGreaterThan(100);
    const keys = dataRows.map((row) => textOf(cellsOf(row)[0]).trim());
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const row of dataRows) {
      const cells = cellsOf(row).map((cell) => ({ cell, text: textOf(cell) }));
      expect(count('.proposal-mark', cells[1]?.cell) + (cells[2]?.text === 'Aceita' ? 1 : 0), cells[0]?.text).toBeGreaterThan(0);
      expect(['Proposta', 'Aceita']).toContain(cells[2]?.text);
    }
    // A rule's row shows the rendered value and the pages citing it.
    const fortaleza = dataRows.find((row) => count('[data-rule="passiva.fortaleza-inabalavel.limite"]', row) > 0);
    expect(fortaleza).toBeDefined();
    expect(count('a[href*="passives"]', cellsOf(fortaleza)[4])).toBe(1);
  });

  it('has one row per page section, with excerpts that keep their numbers and show no diagram source', () => {
    const blockRows = rows('Propostas no texto das páginas');
    const firstLink = (row: Element): string | undefined => {
      const link = first('td a', row);
      return link && attribute(link, 'href');
    };
    const sections = blockRows.map(firstLink);
    expect(sections.filter((href, index) => sections.indexOf(href) !== index)).toEqual([]);
    const excerpts = blockRows.map((row) => {
      const cell = cellsOf(row)[1];
      return cell ? textOf(cell) : '';
    });
    expect(excerpts.filter((excerpt) => /-->|flowchart|stateDiagram|\bgraph (TD|LR|BT)\b/.test(excerpt))).toEqual([]);
    // A dropped number leaves its unit after a preposition ("com de chance", "mais de dias") or a space before a
    // comma that ends a clause (a file name such as ".csproj" starts with a dot and is not one).
    expect(excerpts.filter((excerpt) => /\b(com|até|mais de) (turnos|rodadas|dias|XP|de ouro|de chance)\b|\s[,.;](?=\s|$)/.test(excerpt))).toEqual([]);
    // The register of the Troop page's permanent death shows the deadline in days.
    const troop = blockRows.find((row) => firstLink(row)?.includes('troop/#morte-permanente'));
    expect(count('[data-rule="restos-mortais.prazo"]', troop)).toBe(1);
  });
});
