import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { policies } from '@dice-rolling/rules';
import { wordList } from '../../format-pt';
import { textOf } from '../../build-output/src/index';
import {
  battleMeasuresOf,
  bossCurveOf,
  bossLevelOf,
  checkTargets as checkWithBattles,
  evaluateDesignTargets,
  loadGameModel,
  measuredBy,
  scanMeasures,
  type GameModel,
  simulatorToolData,
} from '@dice-rolling/game-model';
import remarkDesignerTools from '../src/remark';
import { battlesVersion, cachedBattles, checkTargets, designTargets, readScanRecords, TargetError } from '../src/targets';
import { battleMeasures, evaluateBattleTargets, measureBattleTargets, targetBattles, targetSeeds } from '@dice-rolling/game-model/battle-targets';

const siteDir = path.resolve(__dirname, '../../..');
/** A test that may play the targets' battles (the first one on a cold cache plays them all): minutes on a busy machine. */
const heavy = 600_000;
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

async function render(pageModel: GameModel) {
  const { default: Content } = await evaluate(
    { value: '<MetasDeDesign/>', path: 'docs/exemplo.md' },
    { ...runtime, format: 'mdx', remarkPlugins: [remarkGfm, [remarkDesignerTools, { model: () => pageModel }]] },
  );
  return fromHtml(renderToStaticMarkup(createElement(Content)), { fragment: true });
}

/** The model with one tier's multipliers replaced. */
/** The two elements after a section's h3 (its caption and its table). */
function afterHeading(tree: Awaited<ReturnType<typeof render>>, title: string) {
  const heading = selectAll('h3', tree).find((candidate) => textOf(candidate) === title);
  const siblings = tree.children.filter((node) => node.type === 'element');
  const at = siblings.indexOf(heading as (typeof siblings)[number]);
  return [siblings[at + 1], siblings[at + 2]] as const;
}

/** The skill-worth section as a reader reads it: its caption, the caption's list of what counts zero, and the table's rows of cell texts. */
async function skillWorthSection() {
  const [caption, table] = afterHeading(await render(model), 'Habilidades pagas contra o ataque básico');
  const intro = caption ? textOf(caption) : '';
  const zero = /O que o motor não sabe valorar \(([^)]*)\) conta zero/u.exec(intro)?.[1] ?? '';
  const rows = table ? selectAll('tr', table).map((row) => selectAll('td', row).map((cell) => textOf(cell))) : [];
  return { intro, zero, rows };
}

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

/** The model with one target's pending reason taken out: checked like any other. */
function checked(id: string): GameModel {
  return { ...model, data: { ...model.data, targets: model.data.targets.map((target) => (target.id === id ? { ...target, pending: undefined } : target)) } };
}

describe("the cache of the targets' battles", () => {
  /** The model with one target's fields replaced. */
  const withTarget = (id: string, fields: Partial<GameModel['data']['targets'][number]>): GameModel => ({
    ...model,
    data: { ...model.data, targets: model.data.targets.map((target) => (target.id === id ? { ...target, ...fields } : target)) },
  });

  it('is played again when a target asks for another number of battles per seed, not when its words change', () => {
    expect(battlesVersion(withTarget('desafio-andares-t1', { battles: 200 }))).not.toBe(battlesVersion(model));
    expect(battlesVersion(withTarget('desafio-andares-t1', { name: 'Outro nome' }))).toBe(battlesVersion(model));
  });

  it('is played again when the missions change order: the curve meets each boss at another level', () => {
    const missions = model.data.missions.map((mission) => (mission.id === 'mahara' ? { ...mission, order: 0 } : mission));
    expect(battlesVersion({ ...model, data: { ...model.data, missions } })).not.toBe(battlesVersion(model));
  });
});

describe('design targets', () => {
  it(
    'chain the campaign’s levels by the XP a character holds, leftover included, from one region to the next',
    () => {
      const cap = checkTargets(model).results.find((result) => result.id === 'nivel-maximo-na-ultima-regiao');
      // By hand: 230 XP a mission (4 × 20 + 50 + 100), 3 missions a region (the Tundra's count, used where a region has none),
      // the XP to reach level N is 25·N·(N − 1): 690 XP is level 5, 1.380 is 7 (1.050 to 1.400), 2.070 is 9 (1.800 to 2.250),
      // 2.760 is 10. Dropping the leftover at each region's end would give 5, 7, 8 and 9.
      expect(cap?.figures.map((figure) => figure.subject)).toEqual([
        'Tundra de Sal: nível 5 ao fim da campanha',
        'Caverna dos Espelhos: nível 7 ao fim da campanha',
        'Floresta Sombria: nível 9 ao fim da campanha',
        'Mar Negro: nível 10 ao fim da campanha',
      ]);
    },
    heavy,
  );

  it(
    'hold for the data of the site, except those marked pending, which are measured all the same',
    () => {
      const { results } = checkTargets(model);
      expect(results.filter((result) => result.status === 'broken')).toEqual([]);
      expect(results.filter((result) => result.status === 'pending').map((result) => result.id)).toEqual(
        model.data.targets.filter((target) => target.pending !== undefined).map((target) => target.id),
      );
      // The scan targets are played by npm run targets:record, not by the build: pending, with no figures here.
      const scanned = new Set(model.data.targets.filter((target) => measuredBy(scanMeasures, target)).map((target) => target.id));
      expect(scanned.size).toBeGreaterThan(0);
      for (const result of results) expect(result.figures.length > 0).toBe(!scanned.has(result.id));
    },
    heavy,
  );

  it(
    'every T2 floor of the Tundra is measured once per policy, each with its interval',
    () => {
      const floors = designTargets(model).results.find((result) => result.id === 'desafio-andares-t2')?.figures ?? [];
      // The challenge targets judge the policies that heal or protect before they strike (decision desafios-julgam-quem-protege).
      const policies = ['Cura primeiro', 'Lê as intenções'];
      expect(floors.map((floor) => floor.subject)).toEqual(
        policies.flatMap((policy) =>
          ['Encontro de bestas (T2)', 'Encontro de humanoides (T2)', 'Encontro de abominações (T2)'].map((floor) => `${floor}, política "${policy}"`),
        ),
      );
      for (const floor of floors) expect(floor.low).toBeLessThan(floor.high ?? 0);
    },
    heavy,
  );

  it(
    'a pending target checked as any other stops the build, naming each policy’s record, its interval and the margin of the interval',
    () => {
      expect(() => checkWithBattles(checked('quedas-andares-t2'), cachedBattles(model))).toThrow(
        new RegExp(
          String.raw`meta "quedas-andares-t2" \(.*\): Encontro de \S+ \(T2\), política "[^"]+" mede [\d.]+ ` +
            String.raw`\(intervalo de 95%: [\d.]+ a [\d.]+\), faixa 15 a 75, margem -[\d.]+\.`,
        ),
      );
    },
    heavy,
  );

  it(
    'a T2 as soft as T1 breaks the tier target (a live battle target), and the build error names the record, the margin and what to change',
    () => {
      const t1 = model.data.tiers.find((tier) => tier.id === 't1');
      const softened = withTier('t2', { ...t1?.multipliers });
      const battles = battleMeasuresOf(softened, { battles: 5 });
      expect(() => checkWithBattles(softened, battles)).toThrow(TargetError);
      expect(() => checkWithBattles(softened, battles)).toThrow(
        new RegExp(
          String.raw`meta "tier-mais-dificil" \(.*\): [^:"]+ \(T1\) → Encontro de \S+ \(T2\), política "[^"]+" mede -?[\d.]+ ` +
            String.raw`\(intervalo de 95%: -?[\d.]+ a -?[\d.]+\), mínimo 20, margem -[\d.]+\. O que mudar: .*tiers\.yaml`,
        ),
      );
    },
    heavy,
  );

  it(
    'the browser path (the rules lab) evaluates the battle targets exactly as the build does, from the simulator data alone',
    () => {
      // A small sample on both paths: the same code, so the same figures.
      const sample = { battles: 5 };
      const battleTargetIds = new Set(model.data.targets.filter((target) => measuredBy(battleMeasures, target)).map((target) => target.id));
      const build = evaluateDesignTargets(model, battleMeasuresOf(model, sample)).results.filter((result) => battleTargetIds.has(result.id));
      const data = simulatorToolData(model);
      const measures = measureBattleTargets(data, {
        targets: model.data.targets,
        bossLevel: bossLevelOf(model),
        bossCurve: bossCurveOf(model),
        healerRole: 'mystic',
        ...sample,
      });
      const browser = evaluateBattleTargets(model.data.targets, measures, {
        tierOrder: model.data.tiers.map((tier) => tier.id),
        policyNames: Object.fromEntries(data.policies.map((policy) => [policy.id, policy.name])),
      });
      expect(browser.map((result) => result.id)).toEqual([
        'desafio-andares-t1',
        'desafio-andares-t2',
        'quedas-andares-t1',
        'quedas-andares-t2',
        'desafio-chefes',
        'curva-dos-chefes',
        'tier-mais-dificil',
        'cura-que-importa',
        'diferenca-de-habilidade',
        't1-pode-ser-perdido',
        'nenhuma-batalha-sem-saida',
        'vitorias-ao-alcance-dos-inimigos',
        'niveis-importam',
      ]);
      expect(browser).toEqual(build);
    },
    heavy,
  );

  it(
    'the economy pays most of the upgrades each region asks for, not all: gold per region and Brasas where an upgrade asks for them',
    () => {
      const economy = designTargets(model).results.find((result) => result.id === 'economia-paga-melhorias');
      expect(economy?.status).toBe('holds');
      expect(economy?.figures.map((figure) => figure.subject)).toEqual([
        'Tundra de Sal: ouro até o fim da região',
        'Caverna dos Espelhos: ouro até o fim da região',
        'Caverna dos Espelhos: Brasas até o fim da região',
        'Floresta Sombria: ouro até o fim da região',
        'Floresta Sombria: Brasas até o fim da região',
      ]);
    },
    heavy,
  );

  it(
    'a first upgrade as cheap as before pays every Tundra upgrade with room to spare, and the build names the record',
    () => {
      expect(() => checkWithBattles(withRule('estrutura.melhoria-nivel-2', 150), cachedBattles(model))).toThrow(
        /meta "economia-paga-melhorias" \(.*\): Tundra de Sal: ouro até o fim da região mede 129\.1, faixa 50 a 90, margem -39\.1\. O que mudar: .*estrutura\.melhoria-nivel-\*/,
      );
    },
    heavy,
  );

  it(
    'a paid skill is worth its healing, the damage it prevents and its statuses, not its damage alone',
    () => {
      const worth = designTargets(model).results.find((result) => result.id === 'habilidade-vale-o-custo');
      const subjects = worth?.figures.map((figure) => figure.subject) ?? [];
      // Healing, protection and a Poder bonus are measured; a taunt alone is worth nothing the engine can price, and is left out.
      expect(subjects).toEqual(
        expect.arrayContaining(['Mystic: Toque das Marés (1 unidade)', 'Warden: Postura Inabalável (1 unidade)', 'Wind Walker: Olho da Tormenta (1 unidade)']),
      );
      expect(subjects.some((subject) => subject.includes('Chamariz Rochoso'))).toBe(false);
    },
    heavy,
  );

  it(
    'a Paciência da Terra that heals 15% again is worth less than the free attack, and the build names it',
    () => {
      const weaker = withSkillEffects('paciencia-da-terra', [
        { kind: 'heal', percent: 15, targets: 'self' },
        { kind: 'attribute', attribute: 'defesa', percent: 20, untilHit: true, targets: 'self' },
      ]);
      // The worth of a skill is a formula: the site's battles serve.
      expect(() => checkWithBattles(weaker, cachedBattles(model))).toThrow(
        /meta "habilidade-vale-o-custo" \(.*\): Warden: Paciência da Terra \(1 unidade\) mede -15\.5, mínimo 0, margem -15\.5/,
      );
    },
    heavy,
  );

  it(
    'the page element stops on a broken target too, naming it (under npm start the browser shows this error)',
    async () => {
      // A rule the battles do not read: the page reads the cached battles, and stops on the economy target.
      await expect(render(withRule('estrutura.melhoria-nivel-2', 150))).rejects.toThrow(/meta "economia-paga-melhorias"/);
    },
    heavy,
  );
});

describe('the design targets on the Balanceamento page', () => {
  it(
    'lists every target with its margin, and a pending one with its reason, its measured record and the verdict it would have',
    async () => {
      const tree = await render(model);
      const rows = selectAll('table', tree)[0] ? selectAll('tbody tr', selectAll('table', tree)[0]) : [];
      expect(rows).toHaveLength(model.data.targets.length);
      // A target's row by the id in its first cell (another row's reason may name it).
      const rowOf = (id: string) => rows.find((row) => textOf(select('code', row) ?? row) === id);
      const worth = rowOf('habilidade-vale-o-custo');
      expect(textOf(selectAll('td', worth)[5])).toBe('Cumprida');
      const tierHarder = rowOf('tier-mais-dificil');
      expect(textOf(selectAll('td', tierHarder)[5])).toBe('Cumprida');
      const pending = model.data.targets.filter((candidate) => candidate.pending !== undefined);
      expect(pending.length).toBeGreaterThan(0);
      for (const target of pending) {
        const row = rowOf(target.id);
        const cells = selectAll('td', row).map(textOf);
        // A scan target is played by npm run targets:record, not by the build: its farthest record and margin are that run's,
        // the margin marked as recorded; its reason says why.
        if (measuredBy(scanMeasures, target)) {
          const [farthest] = readScanRecords()?.metas[target.id] ?? [];
          expect(farthest).toBeDefined();
          expect(cells[3]?.startsWith(`${farthest?.registro ?? ''}: `)).toBe(true);
          expect(cells[3]).toMatch(/: \u2212?\d+(,\d)? p\.p\. \(/);
          expect(cells[4]).toMatch(/^\u2212?\d+(,\d)? \(registrada\)$/);
          expect(cells[5]).toBe(`Pendente (hoje fora da faixa): ${target.pending ?? ''}`);
          continue;
        }
        // Its record and margin are shown, not hidden behind "pending"; a negative one with the minus sign, as the other pages write it.
        expect(cells[3]).toMatch(/: \u2212?\d+(,\d)?/);
        expect(cells[4]).toMatch(/^\u2212?\d+(,\d)?$/);
        expect(cells[5]).toBe(`Pendente (hoje fora da faixa): ${target.pending ?? ''}`);
      }
      const gap = rowOf('diferenca-de-habilidade');
      // Its record is a paired difference: the best policy of a T1 encounter minus the random player, on the same battles.
      expect(textOf(selectAll('td', gap)[3])).toMatch(/^[^:]+ \(T1\): política "[^"]+" menos política "Sorteio, como os inimigos": \d+(,\d)? p\.p\. \(/);
    },
    heavy,
  );

  it(
    'marks each proposed band, and the numbers the page quotes from proposed targets, as proposals, as the proposals register lists them',
    async () => {
      const tree = await render(model);
      const open = (target: (typeof model.data.targets)[number]) => target.source === 'proposal' && target.status !== 'aceita';
      expect(model.data.targets.filter(open).length).toBeGreaterThan(0);
      const rows = selectAll('tbody tr', selectAll('table', tree)[0]);
      const bandMarks = model.data.targets.map((target) => {
        const row = rows.find((candidate) => textOf(candidate).includes(target.id));
        return [target.id, selectAll('.proposal-mark', selectAll('td', row)[2]).length];
      });
      expect(bandMarks).toEqual(model.data.targets.map((target) => [target.id, open(target) ? 1 : 0]));
      const paragraph = (start: string) => selectAll('p', tree).find((candidate) => textOf(candidate).startsWith(start));
      const winBands = model.data.targets.filter((target) => target.measure === 'floor-win-rate' && open(target));
      expect(selectAll('.proposal-mark', paragraph('No gráfico, a faixa sombreada'))).toHaveLength(winBands.length);
      // The skill-worth target's area targets and price per unit, and the economy target's band.
      expect(selectAll('.proposal-mark', paragraph('Valor de uma vez de cada habilidade paga'))).toHaveLength(2);
      expect(selectAll('.proposal-mark', paragraph('Ouro e Brasas das missões'))).toHaveLength(1);
      // The regions' level bands are proposed fields (regions.yaml): both band cells of the missions' levels table wear the mark.
      const levels = selectAll('table', tree).find((candidate) => selectAll('th', candidate).some((cell) => textOf(cell) === 'Faixa da região seguinte'));
      const cells = selectAll('td', selectAll('tbody tr', levels)[0]);
      expect([selectAll('.proposal-mark', cells[1]).length, selectAll('.proposal-mark', cells.at(-1)).length]).toEqual([1, 1]);
    },
    heavy,
  );

  it(
    'says which tiers play more battles per seed, and which target asks for them, and the bosses’ count in their own section',
    async () => {
      const paragraphs = selectAll('p', await render(model)).map(textOf);
      const asker = model.data.targets.find((target) => target.battles !== undefined);
      expect(asker?.tier).toBe('t1');
      const more = paragraphs.find((paragraph) => paragraph.includes('Jogam mais'));
      expect(more).toContain(`os encontros T1, ${asker?.battles ?? 0} batalhas por semente, pedidas por “${asker?.name ?? ''}”`);
      // The bosses' count is their own section's: a boss target asks nothing of the tiers' floors.
      const bossTarget = model.data.targets.find((target) => target.measure === 'boss-win-rate');
      expect(bossTarget?.battles).toBeGreaterThan(100);
      const tiersSentence = more?.slice(more.indexOf('Jogam mais'), more.indexOf('os encontros dos chefes'));
      expect(tiersSentence).toContain('os encontros T1');
      expect(tiersSentence).not.toContain(bossTarget?.name ?? '?');
      expect(more).toContain(`os encontros dos chefes, ${bossTarget?.battles ?? 0} batalhas por semente, pedidas por “${bossTarget?.name ?? ''}”`);
      expect(paragraphs.find((paragraph) => paragraph.startsWith('A equipe inicial contra cada chefe'))).toContain(
        `de ${bossTarget?.battles ?? 0} batalhas por encontro`,
      );
    },
    heavy,
  );

  it(
    'says which policies a target judges, beside the rule that a target holds only when every record is in its band',
    async () => {
      const paragraphs = selectAll('p', await render(model)).map(textOf);
      const said = paragraphs.find((paragraph) => paragraph.includes('Uma meta só se cumpre'));
      // The encounters' table shows the random player far below the T1 band: the page must say that band does not judge it.
      expect(said).toContain('em cada política que ela julga');
      const names = (players: string) => wordList(model.data.targets.filter((target) => target.players === players).map((target) => `“${target.name}”`));
      expect(said).toContain(`${names('choosing')} deixam de fora “Sorteio, como os inimigos”`);
      expect(said).toContain(`${names('protecting')} julgam só “Cura primeiro” e “Lê as intenções”`);
      // A target that reads one policy per encounter (its record names it) says it reads the one that wins most.
      const best = model.data.targets.filter((target) => ['t1-can-be-lost', 'skill-gap'].includes(target.measure)).map((target) => `“${target.name}”`);
      expect(said).toContain(`${wordList(best)} leem, em cada encontro, a política que mais vence.`);
    },
    heavy,
  );

  it(
    'says how many battles per seed the scan targets play, naming each one',
    async () => {
      const paragraphs = selectAll('p', await render(model)).map(textOf);
      const scans = model.data.targets.filter((target) => ['skill-removal', 'other-squad', 'enemy-placement'].includes(target.measure));
      const said = paragraphs.find((paragraph) => paragraph.includes('As metas de varredura'));
      expect(scans.length).toBe(3);
      for (const scan of scans) expect(said).toContain(`“${scan.name}”`);
      // The count of decision varreduras-com-100-batalhas.
      expect(said).toContain('jogam cada variante em 100 batalhas por semente');
    },
    heavy,
  );

  it(
    'says how many battles each floor of the encounters’ table played, the floors that played more per seed included',
    async () => {
      const tree = await render(model);
      const blocks = selectAll('h3, p', tree);
      const heading = blocks.findIndex((block) => block.tagName === 'h3' && textOf(block) === 'Encontros da Tundra');
      const words = heading >= 0 && blocks[heading + 1] ? textOf(blocks[heading + 1]!) : '';
      expect(words).toMatch(/^Equipe inicial/);
      const { measures } = checkTargets(model);
      const perSeed = new Map(measures.battles.floors.map((entry) => [entry.floor.enemies[0]?.tier, entry.figures.battles / targetSeeds.length]));
      const more = [...perSeed].filter(([, count]) => count > targetBattles);
      // The starting measure is the seeds' battles; a tier whose target asks for a narrower interval plays more, and says so here too.
      expect(more.length).toBeGreaterThan(0);
      const counts = [...new Set(perSeed.values())];
      if (counts.length === 1) {
        // Every floor of the table played the same count: the sentence says it, with no exception after a "salvo".
        expect(words).toContain(`${targetSeeds.length} sementes (${targetSeeds.join(', ')}) de ${counts[0]} batalhas por encontro`);
        expect(words).not.toContain('salvo');
      } else {
        // Tiers that play the same count are named together, once: "salvo os encontros T1 e T2, 400 batalhas por semente".
        for (const count of new Set(more.map(([, played]) => played))) {
          const names = more.filter(([, played]) => played === count).map(([tier]) => model.data.tiers.find((candidate) => candidate.id === tier)?.name ?? '');
          expect(words).toContain(`os encontros ${wordList(names)}, ${count} batalhas por semente`);
          expect(words.split(`, ${count} batalhas por semente`)).toHaveLength(2);
        }
      }
    },
    heavy,
  );

  it(
    'draws each chart as SVG with an accessible name, beside the table of its numbers',
    async () => {
      const tree = await render(model);
      const charts = selectAll('svg.target-chart', tree);
      expect(charts.map((chart) => chart.properties.ariaLabel)).toEqual([
        // The history holds more than one record: the margins' chart is drawn.
        'Margem de cada meta ao longo das decisões registradas',
        'Vitórias da equipe inicial por encontro e política, com o intervalo de 95%',
        'Vitórias da equipe contra cada chefe no nível em que o enfrenta, por política, com o intervalo de 95%',
        'Dano esperado por rodada de cada papel, por nível',
        'Tundra de Sal: nível depois de cada missão, contra a faixa da região e a da seguinte',
        'Ouro ganho no caminho típico até o fim de cada região, contra o custo das melhorias que as regiões pedem',
      ]);
      expect(charts.every((chart) => chart.properties.role === 'img' && select('title', chart) !== undefined)).toBe(true);
      // The floor table: one row per preset floor and policy, with the interval.
      const floors = selectAll('table', tree).find((candidate) => selectAll('th', candidate).some((cell) => textOf(cell) === 'Rodadas em média'));
      expect(selectAll('tbody tr', floors)).toHaveLength(6 * policies.length);
      expect(textOf(selectAll('tbody tr td', floors)[3])).toMatch(/^\d+(,\d)?% a \d+(,\d)?%$/);
    },
    heavy,
  );

  it(
    'shades behind each floor of the win-rate chart the band of its own tier’s target',
    async () => {
      const tree = await render(model);
      const chart = selectAll('svg.target-chart', tree).find((candidate) => String(candidate.properties.ariaLabel).startsWith('Vitórias da equipe inicial'));
      const bands = selectAll('rect.target-chart-band', chart).map((rect) => [Number(rect.properties.x), Number(rect.properties.width)]);
      // One row per floor and policy, the policies in the engine's order.
      const floors = policies.flatMap(() => simulatorToolData(model).floors);
      expect(bands).toHaveLength(floors.length);
      // The chart runs from 0% at x = 200 to 100% at x = 500.
      const expected = floors.map((floor) => {
        const target = model.data.targets.find((candidate) => candidate.measure === 'floor-win-rate' && candidate.tier === floor.enemies[0]?.tier);
        const x = (value: number) => 200 + 3 * value;
        return [x(target?.min ?? 0), x(target?.max ?? 100) - x(target?.min ?? 0)];
      });
      expect(bands).toEqual(expected);
      expect(new Set(bands.map(String)).size).toBeGreaterThan(1);
    },
    heavy,
  );

  it(
    'shows, per region, the gold earned against the upgrades’ cost, and the last region finds the city complete',
    async () => {
      const tree = await render(model);
      const economy = selectAll('table', tree).at(-1);
      const rows = selectAll('tbody tr', economy).map((row) => selectAll('td', row).map(textOf));
      expect(rows.map((row) => row[0])).toEqual(['Tundra de Sal', 'Caverna dos Espelhos', 'Floresta Sombria', 'Mar Negro']);
      expect(rows[0]?.slice(3, 6)).toEqual(['nível 2 de cada estrutura', '1.250', '77,4%']);
      expect(rows[3]?.slice(3, 6)).toEqual(['nenhuma (cidade completa)', '0', '—']);
    },
    heavy,
  );

  it(
    'names the roles’ table by what it shows: damage per round, with no healing column',
    async () => {
      const tree = await render(model);
      const headings = selectAll('h3', tree).map(textOf);
      expect(headings).toContain('Dano por rodada de cada papel');
      expect(headings.filter((heading) => /cura por rodada/i.test(heading))).toEqual([]);
      const roles = selectAll('table', tree).find((candidate) => textOf(selectAll('th', candidate)[0]!) === 'Papel');
      expect(selectAll('th', roles).map(textOf)).toEqual(['Papel', ...checkTargets(model).measures.levels.map((level) => `Nível ${level}`)]);
    },
    heavy,
  );

  it(
    'says what the economy counts besides the battles: the chest, for the chests that hold gold, and the event, where the dungeon has room for them',
    async () => {
      const tree = await render(model);
      const economy = selectAll('p', tree).find((candidate) => textOf(candidate).startsWith('Ouro e Brasas das missões'));
      const words = economy ? textOf(economy) : '';
      expect(words).toContain('o baú, só pela parte dos baús que trazem ouro, e o evento');
      expect(words).toContain('dungeon curta');
      expect(selectAll('a', economy).map((anchor) => decodeURI(String(anchor.properties.href)))).toContain(
        '/docs/game/design/mechanics/currency/#equilíbrio-de-uma-incursão',
      );
    },
    heavy,
  );

  it(
    'shows each paid skill’s worth by part, and a skill the engine cannot price as such',
    async () => {
      const tree = await render(model);
      const skills = selectAll('table', tree).find((candidate) => selectAll('th', candidate).some((cell) => textOf(cell) === 'Dano evitado'));
      const rows = selectAll('tbody tr', skills).map((row) => selectAll('td', row).map(textOf));
      const posture = rows.find((row) => row[0] === 'Warden: Postura Inabalável');
      expect(posture?.slice(3, 7)).toEqual(['0', '0', '44,9', '0']);
      expect(rows.find((row) => row[0]?.startsWith('Warden: Chamariz Rochoso'))?.at(-1)).toBe('sem valor no motor');
    },
    heavy,
  );

  it(
    'says against which tier the avoided damage is priced at each level a skill is learnt: a Suprema meets the tier of the last region, not the T1',
    async () => {
      const { intro } = await skillWorthSection();
      // The Tundra (levels 1 to 5) is fought at T1; level 10 is only in the band of the fourth region, whose tier is capped at T3.
      expect(intro).toContain('T1 nos níveis 1 e 5, T3 no nível 10');
      expect(intro).not.toContain('de um inimigo T1 da Tundra');
    },
    heavy,
  );

  it(
    'says a revival counts as if it happens, as the engine prices it (worth.ts), not that it counts zero beside a table that counts it',
    async () => {
      const { intro, zero, rows } = await skillWorthSection();
      // The rebirth of Ressurgir das Cinzas gives back Vida: the table counts it as healing.
      expect(rows.find((row) => row[0] === 'Ascetic: Ressurgir das Cinzas')?.[4]).not.toBe('0');
      expect(zero).not.toBe('');
      expect(zero).not.toContain('reviver');
      expect(intro).toContain('Um reviver conta como se acontecesse');
    },
    heavy,
  );

  it(
    'names, among what counts zero, every effect of the skills shown without value (Montanha Eterna, Correnteza Vital, Inferno Crescente)',
    async () => {
      const { zero, rows } = await skillWorthSection();
      const unvalued = rows.filter((row) => row.at(-1) === 'sem valor no motor').map((row) => row[0]);
      expect(unvalued).toEqual(expect.arrayContaining(['Warden: Montanha Eterna', 'Mystic: Correnteza Vital', 'Ascetic: Inferno Crescente']));
      // Imortalidade (life-floor), the shared damage, the ramp and the cleanse count nothing in worth.ts.
      for (const kind of ['Imortalidade', 'dano dividido', 'bônus que cresce', 'purificação']) expect(zero).toContain(kind);
    },
    heavy,
  );

  it(
    'names, among what counts zero, a change to an attribute other than Poder de Ataque, which the engine prices at nothing (worth.ts)',
    async () => {
      const { zero, rows } = await skillWorthSection();
      // Gume da Tempestade slows its target and Julgamento Celeste lowers Velocidade and Defesa: their Status column is 0.
      expect(rows.find((row) => row[0] === 'Wind Walker: Gume da Tempestade')?.[6]).toBe('0');
      expect(rows.find((row) => row[0]?.startsWith('Wind Walker: Julgamento Celeste'))?.[6]).toBe('0');
      for (const attribute of ['Velocidade', 'Defesa']) expect(zero).toContain(attribute);
    },
    heavy,
  );
});
