// What the design read settled, checked on the built site: no page says again
// what a qualitative rule's home settled otherwise, every proposed value wears
// the proposal mark (tables included) and no fact does, the proposals register
// shows each proposal once with its value, status and pages, and its excerpts
// are readable; each changed rule's home links to the decision that changed it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { decisionAnchor, lookupOf, pageOf, resolveReference } from '../../plugins/game-data/src/decisions';
import { loadGameModel } from '../../plugins/game-data/src/index';
import { isOpenProposal } from '../../plugins/game-data/src/proposalMark';
import { qualitativeContradictionFinder } from '../../plugins/game-data/src/qualitativeConsistency';
import { proposalsPath } from '../../plugins/game-data/src/render';
import { buildDir, siteDir } from './support/paths';

const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

const pages = (readdirSync(path.join(buildDir, 'docs'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('index.html') && !file.startsWith('framework/api'))
  .map((file) => ({ route: `/docs/${path.dirname(file).split(path.sep).join('/')}`, file: path.join(buildDir, 'docs', file) }));

function page(route: string): CheerioAPI {
  const found = pages.find((candidate) => candidate.route === route.replace(/\/$/, ''));
  if (!found) throw new Error(`página ${route} não está no build`);
  return load(readFileSync(found.file, 'utf8'));
}

/** The article's text as a reader reads it, diagrams' text alternatives included. */
function articleText($: CheerioAPI): string {
  const article = $('article .theme-doc-markdown').first().clone();
  article.find('.game-term__tip, .proposal-mark, [data-quoted]').remove();
  return article.text();
}

describe('the qualitative rules on the built pages', () => {
  it('no page says again what a rule’s home settled otherwise', () => {
    const find = qualitativeContradictionFinder(model.data['qualitative-rules']);
    // The log and the register quote what pages said before (data-quoted); a quote is not a claim.
    const read = pages;
    const found = read.flatMap(({ route, file }) => find(articleText(load(readFileSync(file, 'utf8')))).map((hit) => `${route}: “${hit.passage}” (${hit.says}; mora em ${hit.home})`));
    expect(found).toEqual([]);
  });

  it('each changed rule’s home links to the decision that changed it', () => {
    const lookup = lookupOf(model.byId as never, model.rules);
    const missing: string[] = [];
    for (const decision of model.data.decisions) {
      for (const reference of decision.touches) {
        const home = resolveReference(lookup, reference)?.home ?? '';
        const $ = page(pageOf(home));
        const links = $('article a').toArray().map((anchor) => decodeURIComponent($(anchor).attr('href') ?? ''));
        if (!links.includes(decisionAnchor(decision))) missing.push(`${reference} em ${home}: sem link para ${decision.id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the proposal mark', () => {
  it('is on every proposed rule value and on no fact', () => {
    const wrong: string[] = [];
    for (const { route, file } of pages) {
      const $ = load(readFileSync(file, 'utf8'));
      $('article [data-rule]').each((_, element) => {
        const rule = model.rules.get($(element).attr('data-rule') ?? '');
        if (!rule) return;
        const marked = $(element).find('.proposal-mark').length > 0;
        if (marked !== isOpenProposal(rule)) wrong.push(`${route}: ${rule.id} ${marked ? 'marcada sem ser proposta' : 'proposta sem marca'}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('is on the proposed values of tables: the XP curve, the Enfermaria’s level-1 prices, the role numbers, the drop chances', () => {
    const xp = page('/docs/game/design/mechanics/characters/progression');
    const xpRows = xp('article table').filter((_, table) => xp(table).find('th').text().includes('XP para o próximo')).first().find('tbody tr');
    expect(xpRows.length).toBeGreaterThan(2);
    expect(xpRows.eq(1).find('td').eq(1).find('.proposal-mark').length).toBe(1);

    const buildings = page('/docs/game/design/mechanics/exploration/city/buildings');
    const infirmary = buildings('article table').filter((_, table) => buildings(table).find('th').text().includes('Ressurreição')).first();
    const levelOne = infirmary.find('tbody tr').first().find('td');
    // Slots per day come from the sources; the prices and the penalty are proposals.
    expect(levelOne.eq(1).find('.proposal-mark').length).toBe(0);
    expect(levelOne.eq(2).find('.proposal-mark').length).toBe(1);
    expect(levelOne.eq(3).find('.proposal-mark').length).toBe(1);

    const warden = page('/docs/game/content/roles/playable/warden');
    const ranges = warden('article table').filter((_, table) => warden(table).find('th').text().includes('Faixa inicial')).first();
    expect(ranges.find('tbody tr td:nth-child(2) .proposal-mark').length).toBe(ranges.find('tbody tr').length);

    const bestiary = page('/docs/game/content/characters/unplayable/salt_tundra_enemies');
    for (const ruleId of ['drop.chance-primeiro', 'drop.chance-segundo']) {
      expect(bestiary(`article [data-rule="${ruleId}"] .proposal-mark`).length, ruleId).toBeGreaterThan(0);
    }
  });
});

describe('the proposals register', () => {
  const $ = page(proposalsPath);
  const rows = (heading: string) =>
    $('article h2')
      .filter((_, element) => $(element).text().startsWith(heading))
      .nextUntil('h2')
      .find('table tbody tr')
      .toArray();

  it('shows each data proposal once, with its value as the pages show it, its status and the pages that use it', () => {
    const dataRows = rows('Propostas nos dados do jogo');
    expect(dataRows.length).toBeGreaterThan(100);
    const keys = dataRows.map((row) => $(row).find('td').first().text().trim());
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const row of dataRows) {
      const cells = $(row).find('td');
      expect(cells.eq(1).find('.proposal-mark').length + (cells.eq(2).text() === 'Aceita' ? 1 : 0), cells.eq(0).text()).toBeGreaterThan(0);
      expect(['Proposta', 'Aceita']).toContain(cells.eq(2).text());
    }
    // A rule's row shows the rendered value and the pages citing it.
    const fortaleza = dataRows.find((row) => $(row).find('[data-rule="passiva.fortaleza-inabalavel.limite"]').length > 0);
    expect(fortaleza).toBeDefined();
    expect($(fortaleza).find('td').eq(4).find('a[href*="passives"]').length).toBe(1);
  });

  it('has one row per page section, with excerpts that keep their numbers and show no diagram source', () => {
    const blockRows = rows('Propostas no texto das páginas');
    const sections = blockRows.map((row) => $(row).find('td a').first().attr('href'));
    expect(sections.filter((href, index) => sections.indexOf(href) !== index)).toEqual([]);
    const excerpts = blockRows.map((row) => $(row).find('td').eq(1).text());
    expect(excerpts.filter((excerpt) => /-->|flowchart|stateDiagram|\bgraph (TD|LR|BT)\b/.test(excerpt))).toEqual([]);
    // A dropped number leaves its unit after a preposition ("com de chance", "mais de dias") or a space before a comma.
    expect(excerpts.filter((excerpt) => /\b(com|até|mais de) (turnos|rodadas|dias|XP|de ouro|de chance)\b|\s[,.;]/.test(excerpt))).toEqual([]);
    // The register of the Troop page's permanent death shows the deadline in days.
    const troop = blockRows.find((row) => $(row).find('td a').first().attr('href')?.includes('troop/#morte-permanente'));
    expect($(troop).find('[data-rule="restos-mortais.prazo"]').length).toBe(1);
  });
});
