// Prose the game data does not cover, on the built pages: a qualitative rule
// stated once, on its home page; lists the facts give in full kept whole; one
// label per link destination in a passage; the framework's Stores called
// "estoques". Each check names a contradiction a reader review found.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ambiguousLinkLabels, incompleteLists, restatedClaims, type FactList, type HomedClaim } from '../../plugins/game-data/src/index';
import { all, attribute, first, textOf, without, listBuiltPages } from '../../plugins/build-output/src/index';
import { builtTree } from './support/builtTrees';
import { buildDir } from './support/paths';

interface Page {
  route: string;
  file: string;
}

// Routes without the trailing slash, as the pages link each other.
const pages: Page[] = [...listBuiltPages(buildDir, 'docs')].map(([route, file]) => ({ route: route.replace(/\/$/, ''), file }));

/**
 * The prose of a page's article, block by block, without what the game data
 * rendered (rule values, status lines, tooltips): the data is the home of what
 * it says. Table cells are joined with " | " so a row reads as one passage.
 */
function proseBlocks(file: string): { text: string; links: { label: string; href: string }[] }[] {
  const article = first('article .theme-doc-markdown', builtTree(file));
  if (!article) return [];
  return all('p, li, tr', without(article, '[data-rule], [data-status], pre, code, svg, script, .game-term__tip')).map((element) => {
    const copy = without(element, 'ul, ol');
    const text =
      copy.tagName === 'tr'
        ? all('th, td', copy)
            .map((cell) => textOf(cell).trim())
            .join(' | ')
        : textOf(copy);
    const links = all('a[href]', copy)
      .map((anchor) => ({ label: textOf(anchor), href: attribute(anchor, 'href') ?? '' }))
      .filter(({ href }) => !href.startsWith('#'));
    return { text, links };
  });
}

const statusPage = '/docs/game/design/mechanics/characters/status-effects';
const actionTypesPage = '/docs/game/design/mechanics/characters/actions/action_types';
const battlePage = '/docs/game/design/mechanics/battle';
const inventoriesPage = '/docs/game/design/mechanics/inventories';

/** Qualitative rules whose home is a design page; other pages link to them. */
const homedClaims: HomedClaim[] = [
  {
    rule: 'quanto dura a Maldição',
    home: statusPage,
    subject: /Maldiç/iu,
    claim: /até o fim d[ao] (?:dungeon|incursão|batalha)|só sai na Enfermaria|até ser tratada/iu,
  },
  {
    rule: 'para onde vão os drops',
    home: inventoriesPage,
    subject: /(?<![\p{L}])drops?(?![\p{L}])/iu,
    claim: /inventário de equipamentos/iu,
    unless: /mochila/iu,
  },
  {
    // Passar is not chosen: it happens when no action has a valid target and energy.
    rule: 'quando um personagem passa a vez',
    home: actionTypesPage,
    subject: /(?<![\p{L}])passa(?:r|m)? a vez(?![\p{L}])/iu,
    claim: /ou passa(?:r|m)? a vez|escolhe(?:r|m)? passar/iu,
  },
  {
    // The battle page says which enemies weigh their choice (elites and bosses) and how.
    rule: 'como o inimigo pondera a escolha',
    home: battlePage,
    subject: /sorteio|escolh/iu,
    claim: /(?<![\p{L}])pesa(?:m)? \d|tem um peso/iu,
  },
];

/** The planned role families, as game.md lists them ("Papéis", "a definir" by archetype). */
const roleFamilies: FactList[] = [
  { name: 'Warrior', members: ['Warrior', 'Harbinger', 'Champion', 'SpiritWalker'], distinctive: ['Harbinger', 'Champion', 'SpiritWalker'] },
  { name: 'Rogue', members: ['Rogue', 'Trickster', 'Tracker'], distinctive: ['Trickster', 'Tracker'] },
  { name: 'Mage', members: ['Mystic', 'Shaman'], distinctive: ['Shaman'] },
  { name: 'Healer', members: ['Healer', 'Oracle', 'Dancer', 'Disciple', 'Acolyte', 'Warrior'], distinctive: ['Oracle', 'Dancer', 'Disciple', 'Acolyte'] },
];

// The design pages are the homes; the design review owns them, and its
// register and log quote old wording on purpose. These checks read the other
// sections: content, tutorials, framework. Each page is parsed once for the
// three checks that read its prose.
const read = pages.filter(({ route }) => !route.startsWith('/docs/game/design/')).map((page) => ({ ...page, blocks: proseBlocks(page.file) }));

describe('prose the game data does not cover', () => {
  it('finds the pages of the site', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('states each qualitative rule only on its home page (Maldição, drops, passing a turn, enemy choice)', () => {
    const restated = read.flatMap(({ route, blocks }) =>
      blocks.flatMap(({ text }) =>
        restatedClaims(homedClaims, route, text).map((found) => `${route}: “${found.passage}” diz ${found.rule}, que mora em ${found.home}`),
      ),
    );
    expect(restated).toEqual([]);
  });

  it('gives each role family whole, as the facts list it', () => {
    const incomplete = read.flatMap(({ route, blocks }) =>
      blocks.flatMap(({ text }) =>
        incompleteLists(roleFamilies, text).map((found) => `${route}: a família ${found.list} sem ${found.missing.join(', ')} em “${found.passage}”`),
      ),
    );
    expect(incomplete).toEqual([]);
  });

  it('never gives one label to links to two different pages in the same passage', () => {
    const message = (route: string, label: string, text: string) => `${route}: “${label}” leva a dois lugares em “${text.trim()}”`;
    const ambiguous = read.flatMap(({ route, blocks }) =>
      blocks.flatMap(({ text, links }) => ambiguousLinkLabels(links).map((label) => message(route, label, text))),
    );
    expect(ambiguous).toEqual([]);
  });

  it('calls the framework’s Stores “estoques”, never “lojas” (the Loja is a structure of the game)', () => {
    const framework = pages.filter(({ route }) => route.startsWith('/docs/framework/') || route.startsWith('/docs/tutorials'));
    const home = { route: '/', file: path.join(buildDir, 'index.html') };
    const found = [...framework, home]
      .filter(({ file }) => /(?<![\p{L}])lojas?(?![\p{L}])/iu.test(all('main', builtTree(file)).map(textOf).join('')))
      .map(({ route }) => route);
    expect(found).toEqual([]);
  });
});
