import path from 'node:path';
import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { model, renderPage, siteDir } from './renderWithData';
import { effectCounts } from '../src/balance/page';


describe('the Balanceamento page', () => {
  it('renders every table of the page', async () => {
    const source = readFileSync(path.join(siteDir, 'docs/game/design/balanceamento.md'), 'utf8').replace(/^---[\s\S]*?---/, '');
    const $ = load(await renderPage(source));
    expect($('table').length).toBeGreaterThanOrEqual(4 + 2 + 1 + 1 + 1);
  });

  it("shows the payability of a Warden skill at levels 1, 5 and 10, linked to the skill's section", async () => {
    const $ = load(await renderPage('<Tabela de="balanco-papeis"/>'));
    const row = $('tr').filter((_, element) => $(element).find('td').first().text() === 'Postura Inabalável');
    expect(decodeURI(row.find('td a').attr('href') ?? '')).toBe('/docs/game/content/roles/playable/warden#postura-inabalável');
    // 1 Azul: 1/3 with one die, 5/9 with two, 19/27 with three.
    expect(row.find('td').slice(3).map((_, cell) => $(cell).text()).get()).toEqual(['33,3%', '55,6%', '70,4%']);
  });

  it('shows the rounds to defeat a T1 Kašurak (Vida 100, Defesa 60): the Warden hits 45 → 28, so 4 rounds', async () => {
    const $ = load(await renderPage('<Tabela de="balanco-inimigos"/>'));
    const row = $('table').first().find('tr').filter((_, element) => $(element).find('td').eq(0).text() === 'Kašurak' && $(element).find('td').eq(1).text() === 'T1');
    expect(row.find('td').eq(2).text()).toBe('100 / 60');
    expect(row.find('td').eq(3).text()).toBe('4');
  });

  it('lists every invariant of invariants.yaml with its margin', async () => {
    const $ = load(await renderPage('<Tabela de="invariantes"/>'));
    expect($('tbody tr').length).toBe(model.data.invariants.length);
    expect($('tbody tr').first().find('code').text()).toBe('habilidade-pagavel');
  });

  it('counts the effects that stay as text', () => {
    const skills = effectCounts(model).find((row) => row.kind === 'Habilidades');
    expect(skills?.total).toBe(model.data.roles.reduce((sum, role) => sum + role.skills.length, 0));
    expect(skills?.textOnly).toBe(2); // Correnteza Vital and Inferno Crescente
  });
});

describe('links to the open data', () => {
  it('the glossary links its own file as JSON, CSV and schema, as plain links to static files', async () => {
    const $ = load(await renderPage('<Tabela de="dados-abertos" arquivos="glossary"/>'));
    expect($('a').map((_, anchor) => $(anchor).attr('href')).get().slice(0, 3)).toEqual(['pathname:///dados/glossary.json', 'pathname:///dados/glossary.csv', 'pathname:///dados/esquema/glossary.schema.json']);
  });

  it('the full list has a row per data file, and refuses a file that does not exist', async () => {
    const $ = load(await renderPage('<Tabela de="dados-abertos"/>'));
    expect($('tbody tr').length).toBe(Object.keys(model.data).length + 1);
    await expect(renderPage('<Tabela de="dados-abertos" arquivos="nada"/>')).rejects.toThrow(/arquivos de dados desconhecidos/);
  });
});
