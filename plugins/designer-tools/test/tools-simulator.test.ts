// The simulator's state in a link: hostile values are refused with a
// Portuguese message and replaced, never carried into the battle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { roundCap, buildSetup, policies, simulateMany } from '@dice-rolling/rules';
import { loadGameModel, fromColumns, simulatorToolData, targetSpec } from '@dice-rolling/game-model';
import {
  defaultBattles,
  defaultSimulatorState,
  maxBattles,
  presetOf,
  presetOptions,
  simulatorFromParams,
  simulatorToParams,
  stateProblems,
} from '../client/simulator';
import { formatNumber } from '../../format-pt';
import { simulatorStaticTable } from '../src/simulatorData';

const siteDir = path.resolve(__dirname, '../../..');
const data = simulatorToolData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));
const read = (query: string) => simulatorFromParams(data, new URLSearchParams(query));

describe('battle simulator state in the URL', () => {
  it('round-trips a state', () => {
    const state = { ...defaultSimulatorState(data), policy: 'healing' as const, battles: 1234, seed: 99 };
    const back = read(simulatorToParams(state).toString());
    expect(back.problems).toEqual([]);
    expect(back.state).toEqual(state);
  });

  it('keeps the Portuguese policy words of shared links: politica=cura is the healing policy, and is written back as cura', () => {
    expect(read('politica=cura').state.policy).toBe('healing');
    expect(read('politica=sorteio').state.policy).toBe('random');
    expect(simulatorToParams({ ...defaultSimulatorState(data), policy: 'healing' }).get('politica')).toBe('cura');
    expect(read('politica=healing').problems.join(' ')).toMatch(/Política da equipe: "healing" não existe/);
  });

  it('offers every policy of the engine, in its order, each with a Portuguese name, a description and a link word of its own', () => {
    expect(data.policies.map((policy) => policy.id)).toEqual([...policies]);
    for (const policy of data.policies) {
      expect(policy.name).toMatch(/^\p{Lu}/u);
      expect(policy.description.length).toBeGreaterThan(20);
      expect(read(simulatorToParams({ ...defaultSimulatorState(data), policy: policy.id }).toString()).state.policy).toBe(policy.id);
    }
    expect(read('politica=foco').state.policy).toBe('focus');
    expect(read('politica=intencoes').state.policy).toBe('intents');
  });

  it('refuses more than 6 characters, unknown roles, level 0, 10⁹ battles and a text seed, with messages', () => {
    const seven = Array.from({ length: 7 }, (_, cell) => `warden.1.d6.${cell % 6}`).join('_');
    expect(read(`equipe=${seven}`).problems[0]).toMatch(/no máximo 6 personagens/);
    const unknown = read('equipe=dragao.1.d6.2');
    expect(unknown.problems.join(' ')).toMatch(/"dragao" não é um papel jogável/);
    expect(unknown.state.squad).toEqual(defaultSimulatorState(data).squad);
    const levelZero = read('equipe=warden.0.d6.2');
    expect(levelZero.problems.join(' ')).toMatch(/Nível do personagem 1: o mínimo é 1/);
    expect(levelZero.state.squad[0]?.level).toBe(1);
    const huge = read('batalhas=1000000000');
    expect(huge.problems.join(' ')).toMatch(/Batalhas: grande demais; o máximo é 100\.000\./);
    expect(huge.state.battles).toBe(maxBattles);
    const textSeed = read('semente=abc');
    expect(textSeed.problems.join(' ')).toMatch(/Semente: "abc" não é um número inteiro/);
    expect(textSeed.state.seed).toBe(1);
  });

  it("carries the weapon a character chose as its place among its role's weapons, from 1; the first weapon writes nothing", () => {
    const mystic = data.roles.find((role) => role.id === 'mystic')!;
    expect(mystic.weapons.length).toBeGreaterThan(1);
    const state = { ...defaultSimulatorState(data), squad: [{ role: 'mystic', level: 1, die: 'd6', cell: 1, weapon: 1 }] };
    expect(simulatorToParams(state).get('equipe')).toBe('mystic.1.d6.1.2');
    expect(read(simulatorToParams(state).toString())).toEqual({ state, problems: [] });
    expect(read('equipe=mystic.1.d6.1.1').state.squad).toEqual([{ role: 'mystic', level: 1, die: 'd6', cell: 1 }]);
    expect(simulatorToParams({ ...state, squad: [{ role: 'mystic', level: 1, die: 'd6', cell: 1 }] }).get('equipe')).toBe('mystic.1.d6.1');
  });

  it.each(['0', 'abc', '-1', '1e3'])("refuses the weapon %s with a message and gives the role's first weapon", (weapon) => {
    const { state, problems } = read(`equipe=mystic.1.d6.1.${weapon}`);
    expect(problems.join(' ')).toMatch(/^Arma do personagem 1: .*Usei 1\.$/);
    expect(state.squad).toEqual([{ role: 'mystic', level: 1, die: 'd6', cell: 1 }]);
  });

  it("gives the role's last weapon for a place past its weapons, with a message", () => {
    const weapons = data.roles.find((role) => role.id === 'mystic')!.weapons.length;
    const { state, problems } = read('equipe=mystic.1.d6.1.99');
    expect(problems.join(' ')).toMatch(new RegExp(`^Arma do personagem 1: .*Usei ${weapons}\\.$`));
    expect(state.squad).toEqual([{ role: 'mystic', level: 1, die: 'd6', cell: 1, weapon: weapons - 1 }]);
  });

  it('cuts markup and control characters out of messages', () => {
    const { problems } = read(`equipe=${encodeURIComponent('<img src=x onerror=alert(1)>\u0000'.repeat(3))}.1.d6.2`);
    expect(problems.join(' ')).toMatch(/…/);
    expect(problems.join(' ')).not.toContain(String.fromCharCode(0));
  });

  it('offers the bosses’ floors as presets after the missions’ floors; a boss floor round-trips through a link and is found again as its preset', () => {
    const bosses = data.bossFloors ?? [];
    expect(bosses.length).toBeGreaterThan(0);
    const options = presetOptions(data);
    expect(options.filter((option) => option.group === 'Encontros dos chefes').map((option) => option.value)).toEqual(bosses.map((floor) => floor.id));
    expect(options.filter((option) => option.group === 'Encontros das missões').map((option) => option.value)).toEqual(data.floors.map((floor) => floor.id));
    for (const floor of bosses) {
      const state = {
        ...defaultSimulatorState(data),
        squad: defaultSimulatorState(data).squad.map((member) => ({ ...member, level: 5 })),
        enemies: floor.enemies,
      };
      const back = read(simulatorToParams(state).toString());
      expect(back.problems).toEqual([]);
      expect(back.state).toEqual(state);
      expect(presetOf(data, back.state.enemies)?.id).toBe(floor.id);
    }
    expect(presetOf(data, [{ creature: 'mawari', tier: 't1', cell: 2 }])).toBeUndefined();
  });

  it('refuses a hostile tier or cell on a boss of the presets, with Portuguese messages', () => {
    const hostile = read(`inimigos=mawari.${encodeURIComponent('<script>alert(1)</script>')}.9`);
    const messages = hostile.problems.join(' ');
    expect(messages).toMatch(/^Tier do inimigo 1: "<script>alert\(1\)<\/script…" não existe; usei o padrão\./);
    expect(messages).toMatch(/Célula do inimigo 1: grande demais; o máximo é 5\. Usei 5\./);
    expect(hostile.state.enemies).toEqual([{ creature: 'mawari', tier: data.tiers[0]?.id, cell: 5 }]);
  });

  it('flags two characters on one cell built in the form', () => {
    const state = defaultSimulatorState(data);
    const clash = { ...state, squad: state.squad.map((member) => ({ ...member, cell: 2 })) };
    expect(stateProblems(clash)[0]).toMatch(/mais de um personagem na célula 2/);
    expect(stateProblems(state)).toEqual([]);
  });

  it('builds fighters with the engine: level 1 Vida is the middle of the range, dice slots grow with level', () => {
    const setup = buildSetup(data, { ...defaultSimulatorState(data), squad: [{ role: 'warden', level: 10, die: 'd8', cell: 2 }] });
    const warden = setup.squad[0];
    expect(warden?.dice.length).toBeGreaterThan(1);
    expect(warden?.dice[0]).toHaveLength(8);
    expect(warden?.life).toBeGreaterThan(data.roles.find((role) => role.id === 'warden')?.life ?? Infinity);
  });
});

describe('the grids of the typed target fields', () => {
  it('turns where an action is used from and what it marks into the engine grid', () => {
    expect(fromColumns(['front', 'middle'])).toEqual([1, 2]);
    expect(fromColumns(['back', 'front', 'middle'])).toEqual([0, 1, 2]);
    const front = targetSpec({ side: 'enemy', hits: 'one', columns: ['front'] }, 1);
    expect(front).toEqual({ side: 'enemy', multiple: false, columns: [2], row: undefined, beyondFront: 1 });
    expect(targetSpec({ side: 'enemy', hits: 'row' }, 2)).toEqual({ side: 'enemy', multiple: true, columns: [0, 1, 2], row: true, beyondFront: 2 });
    expect(targetSpec({ side: 'ally', hits: 'every' }, 1)).toEqual({ side: 'ally', multiple: true, columns: [0, 1, 2], row: undefined, others: undefined });
    expect(targetSpec({ side: 'self' }, 1)).toEqual({ side: 'self', multiple: false, columns: [0, 1, 2] });
  });

  it('gives every grid against the other side the reach past the front that the data’s rule states, and the battles play it', () => {
    const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
    const withReach = (value: number) => {
      const rules = new Map(model.rules);
      const rule = rules.get('alcance.colunas-alem-da-frente');
      if (!rule) throw new Error('the data has no rule alcance.colunas-alem-da-frente');
      rules.set(rule.id, { ...rule, value });
      return simulatorToolData({ ...model, rules });
    };
    const grids = (simulator: typeof data) =>
      [
        ...simulator.creatures.flatMap((creature) => creature.actions),
        ...simulator.roles.flatMap((role) => [...role.weapons.map((weapon) => weapon.attack), ...role.skills.map((skill) => skill.action)]),
      ]
        .map((action) => action.target)
        .filter((target) => target.side === 'enemy');
    expect(grids(withReach(2)).length).toBeGreaterThan(20);
    expect(new Set(grids(withReach(2)).map((target) => target.beyondFront))).toEqual(new Set([2]));
    // The T2 beasts, where the Ascetic in the back outlasts enemies whose blows mark only the front: a reach to the back
    // takes those wins away, and none past the front leaves more of them.
    const sheltered = (value: number) => {
      const simulator = withReach(value);
      const floor = simulator.floors.find((candidate) => candidate.id.startsWith('beast') && candidate.enemies[0]?.tier === 't2');
      if (!floor) throw new Error('no T2 beasts floor');
      const setup = buildSetup(simulator, { squad: simulator.startingSquad ?? [], enemies: floor.enemies, policy: 'damage' });
      return simulateMany(setup, 5, 200).winsSheltered;
    };
    const [none, one, two] = [0, 1, 2].map(sheltered);
    expect(two).toBeLessThan(one);
    expect(one).toBeLessThanOrEqual(none);
  });
});

describe('the table shown without JavaScript', () => {
  const table = simulatorStaticTable(data);
  const share = (cell: string | undefined) => Number((cell ?? '').replace('%', '').replace(/\./g, '').replace(',', '.'));

  it('has one row per Tundra floor, with percentages and no NaN', () => {
    expect(table.rows).toHaveLength(data.floors.length);
    for (const row of table.rows) {
      expect(row.join(' ')).not.toMatch(/NaN|undefined/);
      expect(row[1]).toMatch(/%$/);
    }
  });

  it('says in its caption that it plays the common encounters, the only ones its rows hold (no boss encounter)', () => {
    expect(data.bossFloors.length).toBeGreaterThan(0);
    expect(table.rows.map((row) => row[0])).toEqual(data.floors.map((floor) => floor.name));
    expect(table.caption).toContain('contra cada encontro comum pronto da Tundra');
  });

  it('shows wins, defeats and draws that add up to 100%, as the battles do', () => {
    for (const row of table.rows) expect(share(row[1]) + share(row[3]) + share(row[4])).toBeCloseTo(100, 9);
  });

  it('shows beside the draws those out of the squad’s reach, never more than the draws', () => {
    expect(table.header.slice(4, 6)).toEqual(['Empates (limite de rodadas)', 'Empates sem alcance']);
    for (const row of table.rows) expect(share(row[5])).toBeLessThanOrEqual(share(row[4]));
    // The common floors put shooters in the back column: some draw is out of reach.
    expect(table.rows.some((row) => share(row[5]) > 0)).toBe(true);
  });

  it('shows the victories won out of the enemies’ reach, never more than the victories', () => {
    expect(table.header[6]).toBe('Vitórias fora do alcance dos inimigos');
    for (const row of table.rows) expect(share(row[6])).toBeLessThanOrEqual(share(row[1]));
    // On the T2 floors the Ascetic, in the back, often wins alone once the others fell: some victory is out of reach.
    expect(table.rows.some((row) => share(row[6]) > 0)).toBe(true);
    expect(table.rows.at(-1)?.at(-1)).toMatch(/^\d+(,\d)?$/);
  });
});

describe('the Batalha page states the simulator limits it runs with', () => {
  it('round cap, battle cap and default', () => {
    const page = readFileSync(path.join(siteDir, 'docs/game/design/mechanics/battle/index.md'), 'utf8');
    expect(page).toContain(`passa de ${roundCap} rodadas`);
    // Numbers as the site's one formatter writes them ("100.000").
    expect(page).toContain(`no máximo ${formatNumber(maxBattles)} batalhas (${formatNumber(defaultBattles)} por padrão)`);
  });
});

describe('the Tundra in the battle data', () => {
  it('plays the preset floors of floors.yaml: each common floor at each of its tiers, tier by tier, with the cells of the data', () => {
    expect(data.floors.map((floor) => floor.id)).toEqual([
      'emboscada-de-nomades-t1',
      'yarak-e-atiradores-t1',
      'engolidor-e-sombras-t1',
      'beast-t2',
      'humanoid-t2',
      'abomination-t2',
    ]);
    // Each tier has its own encounter of the group: one tier below, the T2 humanoids are the T1 ambush.
    expect(data.floors.find((floor) => floor.id === 'humanoid-t2')).toEqual({
      id: 'humanoid-t2',
      name: 'Encontro de humanoides (T2)',
      enemies: [
        { creature: 'nomade-areiuno', tier: 't2', cell: 1 },
        { creature: 'sombras-do-sal', tier: 't2', cell: 4 },
        { creature: 'uru-taruk', tier: 't2', cell: 2 },
      ],
      below: 'emboscada-de-nomades-t1',
    });
  });

  it('every damage of every creature attack has a damage type, and the crust creatures resist cutting', () => {
    for (const creature of data.creatures) {
      for (const action of creature.actions)
        for (const effect of action.effects) if (effect.kind === 'damage') expect([creature.id, action.name, effect.damageType]).not.toContain(undefined);
    }
    expect(data.creatures.find((creature) => creature.id === 'kasurak')?.grades).toMatchObject({ corte: 'resistencia', impacto: 'fraqueza' });
  });

  it("Xo'olak attacks from the middle: its spray leaves from the front or the middle and reaches the 2 front cells", () => {
    const spray = data.creatures.find((creature) => creature.id === 'xoolak')?.actions.find((action) => action.name === 'Jorro de sal corrosivo');
    expect(spray?.from).toEqual([1, 2]);
    expect(spray?.target).toMatchObject({ side: 'enemy', multiple: true, columns: [2] });
  });

  it('Defender gives the status the data marks as defending', () => {
    expect(data.defend?.effects).toEqual([{ kind: 'status', status: 'defendendo', turns: 1, targets: 'self' }]);
    expect(data.statuses.defendendo?.mechanics).toEqual([{ kind: 'defending' }]);
  });
});
