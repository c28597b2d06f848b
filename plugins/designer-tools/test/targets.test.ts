import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../build-output/src/index';
import { loadGameModel, type GameModel, simulatorToolData } from '@dice-rolling/game-model';
import remarkDesignerTools from '../src/remark';
import { checkTargets, evaluateDesignTargets, TargetError } from '../src/targets';
import { battleMeasures, evaluateBattleTargets, measureFloors } from '../client/targetFigures';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

async function render(pageModel: GameModel) {
  const { default: Content } = await evaluate(
    { value: '<MetasDeDesign/>', path: 'docs/exemplo.md' },
    { ...runtime, format: 'mdx', remarkPlugins: [remarkGfm, [remarkDesignerTools, { model: () => pageModel }]] },
  );
  return fromHtml(renderToStaticMarkup(createElement(Content)), { fragment: true });
}

/** The model with one tier's multipliers replaced. */
function withTier(id: string, multipliers: Record<string, number>): GameModel {
  const tiers = model.data.tiers.map((tier) => (tier.id === id ? { ...tier, multipliers } : tier));
  return {
    ...model,
    data: { ...model.data, tiers },
    byId: (kind, recordId) => (kind === 'tiers' ? (tiers.find((tier) => tier.id === recordId) as never) : model.byId(kind, recordId)),
  };
}

/** The model with one rule's value replaced. */
function withRule(id: string, value: number): GameModel {
  const rule = model.rules.get(id);
  if (!rule) throw new Error(`no rule ${id}`);
  const rules = new Map(model.rules);
  rules.set(id, { ...rule, value });
  return { ...model, rules };
}

/** The model with one skill's effects replaced. */
function withSkillEffects(skillId: string, effects: GameModel['data']['roles'][number]['skills'][number]['effects']): GameModel {
  const roles = model.data.roles.map((role) => ({ ...role, skills: role.skills.map((skill) => (skill.id === skillId ? { ...skill, effects } : skill)) }));
  return {
    ...model,
    data: { ...model.data, roles },
    byId: (kind, recordId) => (kind === 'roles' ? (roles.find((role) => role.id === recordId) as never) : model.byId(kind, recordId)),
  };
}

describe('design targets', () => {
  it('hold for the data of the site, except those marked pending', () => {
    const { results } = checkTargets(model);
    expect(results.filter((result) => result.status === 'broken')).toEqual([]);
    expect(results.filter((result) => result.status === 'pending').map((result) => result.id)).toEqual(
      model.data.targets.filter((target) => target.pending !== undefined).map((target) => target.id),
    );
    expect(results.find((result) => result.id === 'desafio-chefes')?.status).toBe('holds');
  });

  it('every T2 floor of the Tundra is a real risk for the starting squad, each with its interval: none is won always', () => {
    const floors = evaluateDesignTargets(model).results.find((result) => result.id === 'desafio-andares-t2')?.figures ?? [];
    expect(floors.map((floor) => floor.subject)).toEqual(['Andar de bestas (T2)', 'Andar de humanoides (T2)', 'Andar de abominações (T2)']);
    for (const floor of floors) {
      expect(floor.value).toBeGreaterThanOrEqual(55);
      expect(floor.value).toBeLessThanOrEqual(90);
      expect(floor.low).toBeLessThan(floor.value);
    }
  });

  it('each boss of the Tundra is measured on its floor, by a squad at the top of the band, and is a risk', () => {
    const bosses = evaluateDesignTargets(model).results.find((result) => result.id === 'desafio-chefes');
    expect(bosses?.figures.map((figure) => figure.subject)).toEqual([
      'Mawari, chefe de Kirim, equipe no nível 5',
      'Rušajak, chefe de Mahara, equipe no nível 5',
      "Uru'Zal, chefe de Yatilan, equipe no nível 5",
    ]);
    expect(bosses?.status).toBe('holds');
  });

  it('a Colossal tier that hits no harder breaks the boss target, naming the boss floor and the margin', () => {
    const colossal = model.data.tiers.find((tier) => tier.id === 'colossal');
    const softened = withTier('colossal', { ...colossal?.multipliers, 'poder-de-ataque': 1 });
    expect(() => checkTargets(softened)).toThrow(
      new RegExp(
        String.raw`meta "desafio-chefes" \(.*\): Mawari, chefe de Kirim, equipe no nível 5 mede [\d.]+ \(intervalo de 95%: [\d.]+ a [\d.]+\), faixa 50 a 85, margem -[\d.]+\.`,
      ),
    );
  });

  it('a T2 without its stronger Poder de Ataque breaks the challenge target, and the build error names the record, the margin and what to change', () => {
    const softened = withTier('t2', { vida: 1.3, defesa: 1.3, velocidade: 1.3 });
    expect(() => checkTargets(softened)).toThrow(TargetError);
    expect(() => checkTargets(softened)).toThrow(
      new RegExp(
        String.raw`meta "desafio-andares-t2" \(.*\): Andar de \S+ \(T2\) mede 100 \(intervalo de 95%: [\d.]+ a 100\), ` +
          String.raw`faixa 55 a 90, margem -10\. O que mudar: .*tiers\.yaml`,
      ),
    );
  });

  it('the browser path (the rules lab) evaluates the battle targets exactly as the build does, from the simulator data alone', () => {
    const build = evaluateDesignTargets(model).results.filter((result) =>
      (battleMeasures as readonly string[]).includes(model.data.targets.find((target) => target.id === result.id)?.measure ?? ''),
    );
    const browser = evaluateBattleTargets(
      model.data.targets,
      measureFloors(simulatorToolData(model)),
      model.data.tiers.map((tier) => tier.id),
      'mystic',
    );
    expect(browser.map((result) => result.id)).toEqual([
      'desafio-andares-t1',
      'desafio-andares-t2',
      'quedas-andares-t1',
      'quedas-andares-t2',
      'tier-mais-dificil',
      'cura-que-importa',
    ]);
    expect(browser).toEqual(build);
  });

  it('the economy pays most of the upgrades each region asks for, not all: gold per region and Brasas where an upgrade asks for them', () => {
    const economy = evaluateDesignTargets(model).results.find((result) => result.id === 'economia-paga-melhorias');
    expect(economy?.status).toBe('holds');
    expect(economy?.figures.map((figure) => figure.subject)).toEqual([
      'Tundra de Sal: ouro até o fim da região',
      'Caverna dos Espelhos: ouro até o fim da região',
      'Caverna dos Espelhos: Brasas até o fim da região',
      'Floresta Sombria: ouro até o fim da região',
      'Floresta Sombria: Brasas até o fim da região',
    ]);
  });

  it('a first upgrade as cheap as before pays every Tundra upgrade with room to spare, and the build names the record', () => {
    expect(() => checkTargets(withRule('estrutura.melhoria-nivel-2', 150))).toThrow(
      /meta "economia-paga-melhorias" \(.*\): Tundra de Sal: ouro até o fim da região mede 140\.4, faixa 50 a 90, margem -50\.4\. O que mudar: .*estrutura\.melhoria-nivel-\*/,
    );
  });

  it('a paid skill is worth its healing, the damage it prevents and its statuses, not its damage alone', () => {
    const worth = evaluateDesignTargets(model).results.find((result) => result.id === 'habilidade-vale-o-custo');
    const subjects = worth?.figures.map((figure) => figure.subject) ?? [];
    // Healing, protection and a Poder bonus are measured; a taunt alone is worth nothing the engine can price, and is left out.
    expect(subjects).toEqual(
      expect.arrayContaining(['Mystic: Toque das Marés (1 unidade)', 'Warden: Postura Inabalável (1 unidade)', 'Wind Walker: Olho da Tormenta (1 unidade)']),
    );
    expect(subjects.some((subject) => subject.includes('Chamariz Rochoso'))).toBe(false);
  });

  it('a Paciência da Terra that heals 15% again is worth less than the free attack, and the build names it', () => {
    const weaker = withSkillEffects('paciencia-da-terra', [
      { kind: 'heal', percent: 15, targets: 'self' },
      { kind: 'attribute', attribute: 'defesa', percent: 20, untilHit: true, targets: 'self' },
    ]);
    expect(() => checkTargets(weaker)).toThrow(
      /meta "habilidade-vale-o-custo" \(.*\): Warden: Paciência da Terra \(1 unidade\) mede -15\.5, mínimo 0, margem -15\.5/,
    );
  });

  it('the page element stops on a broken target too, naming it (under npm start the browser shows this error)', async () => {
    await expect(render(withTier('t2', { vida: 1.3, defesa: 1.3, velocidade: 1.3 }))).rejects.toThrow(/meta "desafio-andares-t2"/);
  });
});

describe('the design targets on the Balanceamento page', () => {
  it('lists every target with its margin, and a pending one as pending with its reason', async () => {
    const tree = await render(model);
    const rows = selectAll('table', tree)[0] ? selectAll('tbody tr', selectAll('table', tree)[0]) : [];
    expect(rows).toHaveLength(model.data.targets.length);
    const boss = rows.find((row) => textOf(row).includes('desafio-chefes'));
    expect(textOf(selectAll('td', boss)[5])).toBe('Cumprida');
    for (const target of model.data.targets.filter((candidate) => candidate.pending !== undefined)) {
      const row = rows.find((candidate) => textOf(candidate).includes(target.id));
      expect(textOf(selectAll('td', row)[5])).toBe(`Pendente: ${target.pending ?? ''}`);
    }
    const worth = rows.find((row) => textOf(row).includes('habilidade-vale-o-custo'));
    expect(textOf(selectAll('td', worth)[5])).toBe('Cumprida');
  });

  it('draws each chart as SVG with an accessible name, beside the table of its numbers', async () => {
    const tree = await render(model);
    const charts = selectAll('svg.target-chart', tree);
    expect(charts.map((chart) => chart.properties.ariaLabel)).toEqual([
      'Vitórias da equipe inicial por andar, com o intervalo de 95%',
      'Vitórias da equipe no topo da faixa contra cada chefe, com o intervalo de 95%',
      'Dano esperado por rodada de cada papel, por nível',
      'Tundra de Sal: nível depois de cada missão, contra a faixa da região e a da seguinte',
      'Ouro ganho no caminho típico até o fim de cada região, contra o custo das melhorias que as regiões pedem',
    ]);
    expect(charts.every((chart) => chart.properties.role === 'img' && select('title', chart) !== undefined)).toBe(true);
    // The floor table: one row per preset floor, with the interval.
    const floors = selectAll('table', tree)[1];
    expect(selectAll('tbody tr', floors)).toHaveLength(6);
    expect(textOf(selectAll('tbody tr td', floors)[2])).toMatch(/^\d+(,\d)?% a \d+(,\d)?%$/);
  });

  it('shades behind each floor of the win-rate chart the band of its own tier’s target', async () => {
    const tree = await render(model);
    const chart = selectAll('svg.target-chart', tree)[0];
    const bands = selectAll('rect.target-chart-band', chart).map((rect) => [Number(rect.properties.x), Number(rect.properties.width)]);
    const floors = simulatorToolData(model).floors;
    expect(bands).toHaveLength(floors.length);
    // The chart runs from 0% at x = 200 to 100% at x = 500.
    const expected = floors.map((floor) => {
      const target = model.data.targets.find((candidate) => candidate.measure === 'floor-win-rate' && candidate.tier === floor.enemies[0]?.tier);
      const x = (value: number) => 200 + 3 * value;
      return [x(target?.min ?? 0), x(target?.max ?? 100) - x(target?.min ?? 0)];
    });
    expect(bands).toEqual(expected);
    expect(new Set(bands.map(String)).size).toBeGreaterThan(1);
  });

  it('shows, per region, the gold earned against the upgrades’ cost, and the last region finds the city complete', async () => {
    const tree = await render(model);
    const economy = selectAll('table', tree).at(-1);
    const rows = selectAll('tbody tr', economy).map((row) => selectAll('td', row).map(textOf));
    expect(rows.map((row) => row[0])).toEqual(['Tundra de Sal', 'Caverna dos Espelhos', 'Floresta Sombria', 'Mar Negro']);
    expect(rows[0]?.slice(3, 6)).toEqual(['nível 2 de cada estrutura', '1.250', '84,2%']);
    expect(rows[3]?.slice(3, 6)).toEqual(['nenhuma (cidade completa)', '0', '—']);
  });

  it('shows each paid skill’s worth by part, and a skill the engine cannot price as such', async () => {
    const tree = await render(model);
    const skills = selectAll('table', tree).find((candidate) => selectAll('th', candidate).some((cell) => textOf(cell) === 'Dano evitado'));
    const rows = selectAll('tbody tr', skills).map((row) => selectAll('td', row).map(textOf));
    const posture = rows.find((row) => row[0] === 'Warden: Postura Inabalável');
    expect(posture?.slice(3, 7)).toEqual(['0', '0', '38,3', '0']);
    expect(rows.find((row) => row[0]?.startsWith('Warden: Chamariz Rochoso'))?.at(-1)).toBe('sem valor no motor');
  });
});
