// The rules lab: paired runs (identical rules give a difference of exactly 0;
// a change known to help gives a positive difference whose interval excludes
// 0), the parameters found in the simulator's data, the state in a link and
// hostile values refused with Portuguese messages.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyPairedTally, pairedDifference, policies, simulatePairedRange, type PairedTally, type Policy } from '@dice-rolling/rules';
import { battleMeasureOptions, loadGameModel, simulatorToolData } from '@dice-rolling/game-model';
import { evaluateBattleTargets, judges, measureBattleTargets } from '@dice-rolling/game-model/battle-targets';
import {
  applyChanges,
  comparisonRow,
  encounterRow,
  targetChanges,
  encountersOf,
  labCsv,
  labExport,
  labFromParams,
  labSetup,
  labToParams,
  maxChanges,
  formatPlain,
  parseParameterValue,
  sweepValues,
  type LabState,
  type LabToolData,
} from '../client/lab';
import { labStaticTable, labToolData } from '../src/labData';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const data = labToolData(model);
const read = (query: string) => labFromParams(data, new URLSearchParams(query));

function compare(state: LabState, of: LabToolData = data) {
  const changed = applyChanges(of, state.changes);
  return encountersOf(of, state).map((encounter) =>
    simulatePairedRange(labSetup(of.simulator, encounter), labSetup(changed, encounter), state.seed, 0, state.battles),
  );
}

/** Each compared encounter (a floor on one policy) with its paired tally, as the page hands them to targetChanges. */
function records(state: LabState, of: LabToolData = data) {
  const tallies = compare(state, of);
  return encountersOf(of, state).map((encounter, index) => ({ id: encounter.id, policy: encounter.policy, tally: tallies[index]! }));
}

/** A paired tally whose two sides are alike: `wins` and `withFall` of every 1000 battles. */
function fakeTally(wins: number, withFall: number): PairedTally {
  const tally = emptyPairedTally();
  const side = {
    wins,
    losses: 1000 - wins,
    draws: 0,
    rounds: 5000,
    damageTaken: 100_000,
    falls: withFall,
    battlesWithFall: withFall,
    drawsOutOfReach: 0,
    winsSheltered: 0,
    members: [],
  };
  return { ...tally, battles: 1000, current: { ...side }, changed: { ...side } };
}

/** The lab's data with these targets live (their pending line taken away), so a test does not hang on the retune's state. */
const liveData = (ids: readonly string[]) =>
  labToolData({
    ...model,
    data: { ...model.data, targets: model.data.targets.map((target) => (ids.includes(target.id) ? { ...target, pending: undefined } : target)) },
  });

describe('rules lab parameters', () => {
  it('finds proposals of every kind the simulator reads, each with a place in its data', () => {
    const ids = data.parameters.map((parameter) => parameter.id);
    for (const id of [
      'tier.t2.vida',
      'dano.constante-defesa',
      'arquetipo.tank.vida',
      'habilidade.warden.impacto-sismico.1.dano',
      'habilidade.warden.impacto-sismico.custo-vermelha',
      'ataque.warden.1.dano',
      'progressao.xp-batalha-comum',
    ])
      expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const parameter of data.parameters.filter((candidate) => candidate.battle)) expect(parameter.paths.length).toBeGreaterThan(0);
    expect(data.parameters.find((parameter) => parameter.id === 'drop.chance-primeiro')).toMatchObject({ battle: false, paths: [] });
    expect(data.parameters.find((parameter) => parameter.id === 'progressao.xp-batalha-comum')?.battle).toBe(false);
  });

  it('lists no boss rule as outside the battle: each one the pages state is played by the simulator', () => {
    const bossRules = data.parameters.filter((parameter) => model.rules.get(parameter.id)?.topic === 'Chefes');
    expect(bossRules.map((parameter) => parameter.id)).toContain('chefe.mawari.regeneracao');
    expect(bossRules.filter((parameter) => !parameter.battle).map((parameter) => parameter.id)).toEqual([]);
  });

  it('lists no creature rule as outside the battle: the Espinhos and the Jorro deal the value of their rules', () => {
    const creatureRules = data.parameters.filter((parameter) => model.rules.get(parameter.id)?.topic === 'Criaturas');
    expect(creatureRules.map((parameter) => parameter.id)).toEqual(expect.arrayContaining(['criatura.kasurak.espinhos-dano', 'criatura.xoolak.jorro-dano']));
    expect(creatureRules.filter((parameter) => !parameter.battle).map((parameter) => parameter.id)).toEqual([]);
  });

  it('changes only numbers the data holds: an enemy role’s action leaves out a boss whose own form at that place is another action', () => {
    // Each boss replaces forms of the Chefe role with its own moves: the role's third form is Mawari's Invocação de Serpentes
    // (Verde), while Rušajak's and Uru'Zal's third actions are Tempestade Profana and Olhos do Pesadelo (Azul).
    const valueAt = (dataPath: readonly (string | number)[]) =>
      dataPath.reduce<unknown>(
        (node, key) => (node === undefined || node === null ? undefined : (node as Record<string | number, unknown>)[key]),
        data.simulator,
      );
    const missing = data.parameters.flatMap((parameter) =>
      parameter.paths.filter((dataPath) => typeof valueAt(dataPath) !== 'number').map((dataPath) => `${parameter.id} → ${dataPath.join('/')}`),
    );
    expect(missing).toEqual([]);
    const changed = applyChanges(data, [{ id: 'inimigo.st-colossal.3.custo-verde', value: 2 }]);
    const costs = (of: LabToolData['simulator'], creature: string) =>
      of.creatures.find((candidate) => candidate.id === creature)?.actions.map((action) => action.cost);
    expect(costs(changed, 'rusajak')).toEqual(costs(data.simulator, 'rusajak'));
    expect(costs(changed, 'uru-zal')).toEqual(costs(data.simulator, 'uru-zal'));
    expect(costs(changed, 'mawari')?.[2]).toEqual({ verde: 2 });
  });

  it('writes a change at every place of a copy, leaving the data as it was', () => {
    const before = JSON.stringify(data.simulator);
    const changed = applyChanges(data, [{ id: 'tier.t2.vida', value: 2 }]);
    expect(changed.tiers.find((tier) => tier.id === 't2')?.multipliers.vida).toBe(2);
    expect(JSON.stringify(data.simulator)).toBe(before);
  });
});

describe('paired comparison', () => {
  it('gives a difference of exactly 0 under identical rules', () => {
    const [tally] = compare({ ...read('').state, battles: 200 });
    expect(tally).toBeDefined();
    expect(tally!.gained).toBe(0);
    expect(tally!.lost).toBe(0);
    expect(pairedDifference(tally!)).toEqual({ difference: 0, low: 0, high: 0 });
    expect(tally!.current).toEqual(tally!.changed);
  });

  it('gives a positive difference whose interval excludes 0 for +50% squad damage, in an encounter the squad can lose', () => {
    // The starting squad wins almost every T1 floor; a lone Warden against one T1 Kašurak wins about 8 in 10.
    const custom = read('equipe=warden.1.d6.2&inimigos=kasurak.t1.2').state;
    const base = applyChanges(data, []);
    const stronger = structuredClone(base);
    for (const role of stronger.roles)
      for (const action of [...role.weapons.map((weapon) => weapon.attack), ...role.skills.map((skill) => skill.action)])
        for (const effect of action.effects) if (effect.kind === 'damage') effect.amount = Math.round(effect.amount * 1.5);
    const encounter = encountersOf(data, custom)[0]!;
    const tally = simulatePairedRange(labSetup(base, encounter), labSetup(stronger, encounter), 1, 0, 1000);
    const row = comparisonRow({ encounter: encounter.name, tally });
    expect(row.difference).toBeGreaterThan(0);
    expect(row.differenceLow).toBeGreaterThan(0);
  });
});

/** A link's own encounter, the same rules on both sides, 100 paired battles: its comparison row and its tally. */
function unchanged(query: string) {
  const base = applyChanges(data, []);
  const encounter = encountersOf(data, read(query).state)[0]!;
  const tally = simulatePairedRange(labSetup(base, encounter), labSetup(base, encounter), 1, 0, 100);
  return { tally, row: comparisonRow({ encounter: encounter.name, tally }) };
}

describe('draws out of the squad’s reach in the lab', () => {
  it('are given on each side: a Warden alone, who strikes the front, never reaches an archer in the back', () => {
    const { tally, row } = unchanged('equipe=warden.1.d6.2&inimigos=nomade-areiuno.t1.0');
    expect(row.currentOutOfReach).toBeGreaterThan(0);
    expect(row.changedOutOfReach).toBe(row.currentOutOfReach);
    // The Warden never wins there: each battle it does not lose is a draw out of reach.
    expect(row.currentWin).toBe(0);
    expect(row.currentOutOfReach + tally.current.losses / tally.battles).toBeCloseTo(1, 9);
  });

  it('have their column in the example for the page without JavaScript, beside the battles with a fall', () => {
    const { header, rows } = labStaticTable(data);
    expect(header.slice(-3, -1)).toEqual(['Batalhas com alguém caído', 'Empates sem alcance']);
    for (const row of rows) expect(row.at(-2)).toMatch(/^[\d.,]+% → [\d.,]+%$/);
  });
});

describe('victories out of the enemies’ reach in the lab', () => {
  it('are given on each side: an Ascetic alone in the back wins out of reach of a Kašurak, whose blows mark the front', () => {
    const { row } = unchanged('equipe=ascetic.1.d6.0&inimigos=kasurak.t1.2');
    expect(row.currentWin).toBeGreaterThan(0);
    expect(row.currentSheltered).toBe(row.currentWin);
    expect(row.changedSheltered).toBe(row.currentSheltered);
  });

  it('have the last column of the example for the page without JavaScript', () => {
    const { header, rows } = labStaticTable(data);
    expect(header.at(-1)).toBe('Vitórias fora do alcance dos inimigos');
    for (const row of rows) expect(row.at(-1)).toMatch(/^[\d.,]+% → [\d.,]+%$/);
  });
});

describe('design targets in the lab', () => {
  it('plays each compared floor on each policy the lab’s targets judge, named as the simulator names them; a link’s own encounter keeps its policy', () => {
    const boss = data.simulator.bossFloors?.[0]?.id ?? '';
    const encounters = encountersOf(data, { ...read('').state, floors: ['beast-t2', boss] });
    const names = new Map(data.simulator.policies.map((policy) => [policy.id, policy.name]));
    // A mission floor: every policy, the random player too (the tier target judges every policy); a boss's floor: the policies
    // that heal or protect, which the boss target judges (decision desafios-julgam-quem-protege).
    expect(encounters.filter((encounter) => encounter.id === 'beast-t2').map((encounter) => encounter.policy)).toEqual([...policies]);
    expect(encounters.filter((encounter) => encounter.id === boss).map((encounter) => encounter.policy)).toEqual(['healing', 'intents']);
    for (const encounter of encounters) expect(encounter.name).toContain(`política "${names.get(encounter.policy)}"`);
    const custom = encountersOf(data, read('equipe=warden.1.d6.2&inimigos=kasurak.t1.2&politica=cura').state);
    expect(custom.filter((encounter) => encounter.id === 'personalizado').map((encounter) => encounter.policy)).toEqual(['healing']);
  });

  it('judges each target on the records of the policies it judges, as the build does, whatever the other policies give', () => {
    const live = liveData(['desafio-andares-t2', 'quedas-andares-t2']);
    // Encontro de bestas (T2): "cura primeiro" and "lê as intenções" win 80% with 50% falls; "mais dano pagável agora" and "fogo
    // concentrado" win 20% and fall in every battle, the random player loses always. Both T2 targets judge only the two
    // policies that heal or protect (decisions cura-e-quedas-julgam-quem-protege and desafios-julgam-quem-protege).
    const fake = (policy: Policy) =>
      policy === 'random' ? fakeTally(0, 1000) : policy === 'damage' || policy === 'focus' ? fakeTally(200, 1000) : fakeTally(800, 500);
    const played = policies.map((policy) => ({ id: 'beast-t2', policy, tally: fake(policy) }));
    const changes = new Map(targetChanges(live, played).map((change) => [change.target.id, change]));
    const win = changes.get('desafio-andares-t2');
    expect(win?.verdict).toBe('continua-valendo');
    expect(win?.current.figures.map((figure) => figure.subject)).toEqual([
      'Encontro de bestas (T2), política "Cura primeiro"',
      'Encontro de bestas (T2), política "Lê as intenções"',
    ]);
    const falls = changes.get('quedas-andares-t2');
    expect(falls?.verdict).toBe('continua-valendo');
    expect(falls?.current.figures.map((figure) => figure.subject)).toEqual(
      policies
        .filter((policy) => judges({ players: 'protecting' }, policy))
        .map((policy) => `Encontro de bestas (T2), política "${data.simulator.policies.find((named) => named.id === policy)?.name}"`),
    );
    // The same battles with "cura primeiro" falling in every battle: the falls target breaks on the changed side only.
    const worse = played.map((record) =>
      record.policy === 'healing' ? { ...record, tally: { ...record.tally, changed: { ...record.tally.changed, battlesWithFall: 1000 } } } : record,
    );
    expect(targetChanges(live, worse).find((change) => change.target.id === 'quedas-andares-t2')?.verdict).toBe('quebra');
  });

  it('gives the records the build gives for the same floors, policy by policy', () => {
    const ids = ['desafio-andares-t1', 'desafio-andares-t2', 'quedas-andares-t1', 'quedas-andares-t2', 'tier-mais-dificil'];
    const chosen = model.data.targets.filter((target) => ids.includes(target.id));
    const simulator = simulatorToolData(model);
    const measures = measureBattleTargets(simulator, { ...battleMeasureOptions(model, { battles: 2, seeds: [1] }), targets: chosen });
    const built = evaluateBattleTargets(chosen, measures, {
      tierOrder: model.data.tiers.map((tier) => tier.id),
      policyNames: Object.fromEntries(simulator.policies.map((policy) => [policy.id, policy.name])),
    });
    const floors = ['yarak-e-atiradores-t1', 'beast-t2'];
    const names = floors.map((id) => simulator.floors.find((floor) => floor.id === id)!.name);
    const lab = targetChanges(data, records({ ...read('').state, floors, battles: 2 }));
    for (const id of ids) {
      // The build's records of the compared floors (the tier target's: the pair of them).
      const expected = (built.find((result) => result.id === id)?.figures ?? [])
        .map((figure) => figure.subject)
        .filter((subject) =>
          id === 'tier-mais-dificil' ? subject.startsWith(`${names[0]} → ${names[1]},`) : names.some((name) => subject.startsWith(`${name},`)),
        );
      expect(expected.length).toBeGreaterThan(0);
      expect(lab.find((change) => change.target.id === id)?.current.figures.map((figure) => figure.subject)).toEqual(expected);
    }
    // "A T1 floor can be lost" reads, on each T1 floor, the policy that wins most: one record for the compared T1 floor.
    const lost = lab.find((change) => change.target.id === 't1-pode-ser-perdido')?.current.figures.map((figure) => figure.subject) ?? [];
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatch(new RegExp(`^${names[0]!.replace(/[()]/g, '\\$&')}, política "`));
  }, 120_000);

  it("shows which floor targets a change breaks, by the engine's evaluation", () => {
    expect(data.targets.map((target) => target.measure)).toEqual(expect.arrayContaining(['floor-win-rate', 'floor-falls']));
    // Enemies that hit three times harder at T2 beat the starting squad: the T2 win-rate target breaks.
    const harder = data.parameters
      .filter((parameter) => parameter.id.startsWith('inimigo.') && parameter.id.endsWith('.dano'))
      .map((parameter) => ({ id: parameter.id, value: Math.min(parameter.max, parameter.value * 3) }));
    const state: LabState = {
      ...read('').state,
      // The T2 floor where the target holds today for the lab's policy, with the lab's one sample of battles, so that the change is what breaks it.
      floors: ['abomination-t2'],
      battles: 100,
      changes: harder,
    };
    // Checked as a live target whatever its pending line says, so the test does not hang on the retune's state.
    const live = liveData(['desafio-andares-t2']);
    const verdicts = Object.fromEntries(targetChanges(live, records(state, live)).map((change) => [change.target.id, change.verdict]));
    expect(Object.keys(verdicts).length).toBeGreaterThan(0);
    expect(verdicts['desafio-andares-t2']).toBe('quebra');
    // The T2 targets, and those with no tier that read every floor (the battles with no way out, the victories out of reach).
    expect(
      Object.keys(verdicts).every((id) => {
        const target = data.targets.find((candidate) => candidate.id === id);
        return target !== undefined && ('tier' in target ? target.tier === 't2' : ['out-of-reach-draws', 'sheltered-wins'].includes(target.measure));
      }),
    ).toBe(true);
  });

  it('shows the tier target when a floor is compared with the same floor one tier below, by the engine’s tierHardening', () => {
    const tierTarget = data.targets.find((target) => target.measure === 'tier-harder');
    expect(tierTarget).toBeDefined();
    // A T2 with the T1's multipliers is no harder than T1: the tier target breaks on the changed side only.
    const flat = data.parameters.filter((parameter) => parameter.id.startsWith('tier.t2.')).map((parameter) => ({ id: parameter.id, value: 1 }));
    const pair = ['yarak-e-atiradores-t1', 'beast-t2'];
    const state: LabState = { ...read('').state, floors: pair, battles: 200, changes: flat };
    const played = records(state);
    const change = targetChanges(data, played).find((candidate) => candidate.target.id === tierTarget?.id);
    expect(change?.floors).toBe(2);
    const [lower, higher] = pair.map((id) => data.simulator.floors.find((floor) => floor.id === id)!.name);
    // The tier target judges every policy (targets.yaml gives it no players): one record per policy, named as the build names them.
    expect(change?.current.figures.map((figure) => figure.subject)).toEqual(
      data.simulator.policies.map((policy) => `${lower} → ${higher}, política "${policy.name}"`),
    );
    expect(change?.verdict).toBe('quebra');
    // Without the lower floor there is nothing to compare it with: the tier target is left out.
    expect(
      targetChanges(
        data,
        played.filter((record) => record.id === 'beast-t2'),
      ).some((candidate) => candidate.target.id === tierTarget?.id),
    ).toBe(false);
  });

  it('leaves out the healing target, now measured in wins with and without the Healer’s heals (the Balanceamento page shows it)', () => {
    const healingTarget = model.data.targets.find((target) => target.id === 'cura-que-importa');
    expect(healingTarget?.measure).toBe('healing-win-rate');
    expect(data.targets.some((target) => target.id === 'cura-que-importa')).toBe(false);
    // Nor the other targets that compare paired policies or variants seed by seed, which the lab's one seed cannot give an interval.
    expect(data.targets.some((target) => ['skill-gap', 'levels-matter', 'healing-win-rate'].includes(target.measure))).toBe(false);
  });
});

describe('the boss target in the lab', () => {
  it('plays each boss’s floor with the starting squad at the level the boss target meets it at, and names its figures as the build names its own', () => {
    // The build's evaluation of the boss target alone, on a small sample: the same floors, policies and boss level,
    // named the same way (targets.test.ts holds this evaluation to the build's whole one).
    const bossTarget = model.data.targets.find((target) => target.measure === 'boss-win-rate');
    if (!bossTarget) throw new Error('no boss target');
    const simulator = simulatorToolData(model);
    const measures = measureBattleTargets(simulator, { ...battleMeasureOptions(model, { battles: 5 }), targets: [bossTarget] });
    const [built] = evaluateBattleTargets([bossTarget], measures, {
      tierOrder: model.data.tiers.map((tier) => tier.id),
      policyNames: Object.fromEntries(simulator.policies.map((policy) => [policy.id, policy.name])),
    });
    expect(data.bossLevel).toBe(measures.bossLevel);
    expect(data.bossCurve).toEqual(measures.bossCurve);
    const bosses = (data.simulator.bossFloors ?? []).map((floor) => floor.id);
    expect(bosses.length).toBeGreaterThan(0);
    const state: LabState = { ...read('').state, floors: bosses, battles: 20, seed: 1, changes: [] };
    const encounters = encountersOf(data, state);
    expect([...new Set(encounters.map((encounter) => encounter.id))]).toEqual(bosses);
    // Each boss at its own level: the build's squad for that floor, level by level.
    for (const encounter of encounters) {
      const level = measures.bossCurve.find((stop) => stop.floor === encounter.id)?.level;
      expect(level).toBeDefined();
      expect(encounter.squad.map((member) => member.level)).toEqual(encounter.squad.map(() => level));
      expect(encounter.floorName).toMatch(new RegExp(`, equipe no nível ${level}$`));
    }
    expect(new Set(encounters.map((encounter) => encounter.squad[0]?.level)).size).toBeGreaterThan(1);
    const played = records(state);
    const change = targetChanges(data, played).find((candidate) => candidate.target.id === bossTarget.id);
    expect(change?.floors).toBe(bosses.length);
    // The lab plays one seed, the build five; the records are the same: each boss's floor on each policy the target judges, named the same way.
    expect(built?.figures.length).toBeGreaterThan(0);
    expect(change?.current.figures.map((figure) => figure.subject)).toEqual(built?.figures.map((figure) => figure.subject));
    // The mission floors alone do not measure it.
    expect(targetChanges(data, []).some((candidate) => candidate.target.id === bossTarget.id)).toBe(false);
  }, 600_000);

  it('judges the battles with no way out on the mission floors and the bosses’ floors it compares, with the build’s records', () => {
    const stuckTarget = model.data.targets.find((target) => target.measure === 'out-of-reach-draws');
    if (!stuckTarget) throw new Error('no out-of-reach target');
    expect(data.targets.some((target) => target.id === stuckTarget.id)).toBe(true);
    const boss = data.simulator.bossFloors?.[0]?.id ?? '';
    const floor = data.simulator.floors[0]?.id ?? '';
    const state: LabState = { ...read('').state, floors: [floor, boss], battles: 10, seed: 1, changes: [] };
    const change = targetChanges(data, records(state)).find((candidate) => candidate.target.id === stuckTarget.id);
    expect(change?.floors).toBe(2);
    const names = change?.current.figures.map((figure) => figure.subject) ?? [];
    expect(names.some((name) => name.startsWith(data.simulator.floors[0]?.name ?? '?'))).toBe(true);
    const bossLevel = data.bossCurve.find((stop) => stop.floor === boss)?.level;
    expect(names.some((name) => name.includes(`equipe no nível ${bossLevel}`))).toBe(true);
  }, 600_000);

  it('reads the bosses’ floors from a link and writes them back', () => {
    const boss = data.simulator.bossFloors?.[0]?.id ?? '';
    const back = read(`andares=yarak-e-atiradores-t1_${boss}`);
    expect(back.problems).toEqual([]);
    expect(back.state.floors).toEqual(['yarak-e-atiradores-t1', boss]);
    expect(read(labToParams(back.state).toString()).state).toEqual(back.state);
  });
});

describe('rules lab state in the URL', () => {
  it('round-trips a state', () => {
    const state: LabState = {
      changes: [
        { id: 'tier.t2.vida', value: 1.75 },
        { id: 'arquetipo.tank.vida', value: 90 },
      ],
      floors: ['yarak-e-atiradores-t1', 'humanoid-t2'],
      custom: null,
      battles: 3000,
      seed: 42,
      sweep: { id: 'tier.t2.vida', from: 1, to: 2, steps: 11 },
      find: { id: 'arquetipo.tank.vida', target: 'tier-mais-dificil', from: 60, to: 120 },
    };
    const back = read(labToParams(state).toString());
    expect(back.problems).toEqual([]);
    expect(back.state).toEqual(state);
  });

  it('writes numbers as the site does (10.000, 1,5) and reads back what it writes, while a link keeps its decimal point', () => {
    const large = { label: 'Batalhas', min: 0, max: 10_000, whole: true };
    expect(formatPlain(10_000)).toBe('10.000');
    expect(formatPlain(1.5)).toBe('1,5');
    expect(parseParameterValue('20000', large)).toMatchObject({ ok: false, message: 'Batalhas: grande demais; o máximo é 10.000.' });
    expect(parseParameterValue('', large)).toMatchObject({ ok: false, message: 'Batalhas: preencha com um número de 0 a 10.000.' });
    // What the field shows is read back as the same number.
    expect(parseParameterValue(formatPlain(9999), large)).toEqual({ ok: true, value: 9999 });
    expect(parseParameterValue('1.234,5', { ...large, whole: false })).toEqual({ ok: true, value: 1234.5 });
    const tier = data.parameters.find((parameter) => parameter.id === 'tier.t2.vida')!;
    expect(parseParameterValue('1.5', tier)).toEqual({ ok: true, value: 1.5 });
    // A link writes a decimal point: 1.625 there is one and five eighths, not 1625.
    expect(read('mudar=tier.t2.vida*1.625').state.changes).toEqual([{ id: 'tier.t2.vida', value: 1.625 }]);
  });

  it('reads back a negative value as the field shows it, with the minus sign', () => {
    const negative = data.parameters.find((parameter) => parameter.value < 0)!;
    expect(formatPlain(negative.value)).toMatch(/^\u2212/);
    expect(parseParameterValue(formatPlain(negative.value), negative)).toEqual({ ok: true, value: negative.value });
    expect(parseParameterValue('\u22121.000', { ...negative, min: -10_000 })).toEqual({ ok: true, value: -1000 });
  });

  it('refuses 1e309, negatives, text, markup, unknown ids and fifty parameters, with Portuguese messages', () => {
    const tier = data.parameters.find((parameter) => parameter.id === 'tier.t2.vida')!;
    expect(parseParameterValue('1e309', tier)).toMatchObject({ ok: false, message: expect.stringMatching(/não é um número/) });
    expect(parseParameterValue('-2', tier)).toMatchObject({ ok: false, message: expect.stringMatching(/não pode ser negativo/) });
    expect(parseParameterValue('muito', tier)).toMatchObject({ ok: false });
    expect(parseParameterValue('<img src=x onerror=alert(1)>', tier)).toMatchObject({ ok: false });
    expect(parseParameterValue('1,5', tier)).toEqual({ ok: true, value: 1.5 });
    const hostile = read(
      'mudar=tier.t2.vida*1e309_dragao.fogo*3_tier.t3.vida*-1_<script>*2&batalhas=abc&semente=NaN&andares=lua&varrer=tier.t2.vida*Infinity*2*99',
    );
    const messages = hostile.problems.join(' ');
    expect(messages).toMatch(/não é um número/);
    expect(messages).toMatch(/"dragao.fogo" não é um número proposto/);
    expect(messages).toMatch(/não pode ser negativo/);
    expect(messages).toMatch(/Batalhas: "abc"/);
    expect(messages).toMatch(/"lua" não é um encontro pronto/);
    // Hostile text is only quoted back, never turned into a number.
    expect(messages).not.toMatch(/undefined|NaN\b(?!")/);
    expect(hostile.state.changes).toEqual([]);
    expect(hostile.state.sweep).toBeNull();
    expect(hostile.state.floors.length).toBeGreaterThan(0);
    expect([hostile.state.battles, hostile.state.seed].every(Number.isFinite)).toBe(true);
    const fifty = Array.from({ length: 50 }, () => 'tier.t2.vida*1.5').join('_');
    const many = read(`mudar=${fifty}`);
    expect(many.problems[0]).toMatch(new RegExp(`no máximo ${maxChanges} números`));
    expect(many.state.changes).toEqual([{ id: 'tier.t2.vida', value: 1.5 }]);
  });

  it('opens with every number of a proposal named by the register', () => {
    const opened = read('proposta=tier.t2');
    expect(opened.problems).toEqual([]);
    const t2 = data.parameters.filter((parameter) => parameter.id.startsWith('tier.t2.'));
    expect(t2.map((parameter) => parameter.id)).toEqual(expect.arrayContaining(['tier.t2.vida', 'tier.t2.defesa', 'tier.t2.velocidade']));
    expect(opened.state.changes).toEqual(t2.map((parameter) => ({ id: parameter.id, value: parameter.value })));
    expect(read('proposta=<b>x</b>').problems[0]).toMatch(/Proposta: "<b>x<\/b>" não tem número/);
  });

  it('exports CSV and JSON with the seed, the battle count and the version', () => {
    const state = { ...read('mudar=tier.t2.vida*2').state, battles: 50 };
    const rows = compare(state).map((tally, index) => encounterRow(encountersOf(data, state)[index]!, tally));
    const exported = labExport(data, state, rows);
    expect(exported.version).toMatch(/^[0-9a-f]{12}$/);
    const csv = labCsv(exported);
    expect(csv).toContain(`# versao ${data.version}`);
    expect(csv).toContain('# semente 1; batalhas por lado, encontro e política 50');
    // A row per floor and policy: the policy has its own column, with the simulator's name.
    expect(csv.split('\n').find((line) => line.startsWith('"encounter"'))).toMatch(/^"encounter","policy",/);
    expect(csv).toContain('"Mais dano pagável agora"');
    const current = data.parameters.find((parameter) => parameter.id === 'tier.t2.vida')!.value;
    expect(csv).toContain(`tier.t2.vida: ${current} -> 2`);
    expect(csv).not.toMatch(/NaN/);
  });

  it('sweeps evenly between the ends', () => {
    expect(sweepValues({ whole: false, min: 0, max: 10 }, { from: 1, to: 2, steps: 5 })).toEqual([1, 1.25, 1.5, 1.75, 2]);
    expect(sweepValues({ whole: true, min: 0, max: 100 }, { from: 10, to: 20, steps: 3 })).toEqual([10, 15, 20]);
  });

  it('precomputes an example for the page without JavaScript', () => {
    const table = labStaticTable(data);
    expect(table.rows.length).toBeGreaterThan(0);
    expect(table.caption).toContain(data.version);
    expect(table.rows.flat().join(' ')).not.toMatch(/NaN|undefined/);
  });

  it('names the Vida the squad lost per battle as the Balanceamento names the same figure, not as damage (Jogar tells damage from Vida lost)', () => {
    const { header } = labStaticTable(data);
    expect(header).toContain('Vida perdida pela equipe por batalha');
    expect(header.join(' ')).not.toMatch(/dano sofrido/iu);
  });
});
