import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { model, renderPage } from './renderWithData';
import { formatRule } from '../src/format';


describe('elements of the content pages', () => {
  it('names a status with its effect and duration from statuses.yaml, the duration taken from its rule', async () => {
    const $ = load(await renderPage('A brasa aplica <Status id="queimadura"/>'));
    const status = $('[data-status="queimadura"]');
    expect(status.find('a').text()).toBe('Queimadura');
    expect(status.text()).toContain(model.byId('statuses', 'queimadura')!.effect);
    const duration = status.find('[data-rule="passiva.cinzas-ardentes.duracao"]').clone();
    duration.find('.proposal-mark').remove();
    expect(duration.text()).toBe(formatRule(model.rules.get('passiva.cinzas-ardentes.duracao')!));
  });

  it('lists the statuses a skill applies, one item each', async () => {
    const skill = model.data.roles.find((role) => role.id === 'ascetic')!.skills.find((candidate) => candidate.id === 'purificacao-flamejante')!;
    const $ = load(await renderPage('<Habilidade id="ascetic.purificacao-flamejante" parte="status"/>'));
    expect($('li [data-status]').map((_, element) => $(element).attr('data-status')).get()).toEqual(skill.statuses);
  });

  it('refuses a status part for a skill without statuses, and an unknown status', async () => {
    await expect(renderPage('<Habilidade id="warden.muralha-viva" parte="status"/>')).rejects.toThrow(/não aplica nenhum efeito de status/);
    await expect(renderPage('<Status id="congelamento"/>')).rejects.toThrow(/"congelamento"/);
  });

  it('shows only the data roles named in papel, in that order', async () => {
    const $ = load(await renderPage('<Tabela de="papeis-dados" papel="mage,fighter"/>'));
    expect($('tbody tr td:first-child').map((_, cell) => $(cell).text()).get()).toEqual(['Mage', 'Fighter']);
    const fighter = model.byId('data-roles', 'fighter')!;
    expect($('tbody tr').eq(1).find('td').eq(2).text()).toBe(String(fighter.attributes.vida));
  });

  it('compares the playable roles side by side, linking each passive to its section on the role page', async () => {
    const $ = load(await renderPage('<Tabela de="comparacao-papeis"/>'));
    expect($('thead th').map((_, cell) => $(cell).text()).get().slice(1)).toEqual(model.data.roles.map((role) => role.name));
    const warden = model.byId('roles', 'warden')!;
    expect($('a').filter((_, anchor) => $(anchor).text() === 'Fortaleza Inabalável').attr('href')).toBe(encodeURI(`${warden.page}#passiva-fortaleza-inabalável`));
  });

  it('renders an enemy role’s action template with cost chips, and refuses a role without one', async () => {
    const role = model.byId('enemy-roles', 'st-beast-melee-tank')!;
    const $ = load(await renderPage('<Tabela de="molde" papel="st-beast-melee-tank"/>'));
    expect($('tbody tr')).toHaveLength(role.actions.length);
    expect($('tbody tr').first().text()).toContain('Sem custo');
    expect($('[data-energy="azul"]').length).toBeGreaterThan(0);
    await expect(renderPage('<Tabela de="molde" papel="st-beast-inexistente"/>')).rejects.toThrow(/st-beast-inexistente/);
  });

  it('gives generated headings the anchor that term links point to', async () => {
    const $ = load(await renderPage('<Glossario/>'));
    expect($('h3#tropa').text()).toBe('Tropa');
    expect($('h3#experiência-xp').text()).toBe('Experiência (XP)');
  });
});
