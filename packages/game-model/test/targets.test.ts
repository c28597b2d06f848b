// The target figures on a tiny hand-made encounter (one hero role, one
// creature, one floor) and on the band ↔ decision check: what each measure
// returns, per policy of the engine, with intervals over the seeds.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { policies, type ActionSpec, type EncounterData, type SimFloor } from '@dice-rolling/rules';
import {
  bandDecisionProblems,
  battleFigures,
  evaluateBattleTargets,
  loadGameModel,
  lowerTierFloorId,
  measureBattleTargets,
  presetFloors,
  measureScanTargets,
  oneHitShares,
  otherSquads,
  scanFigures,
  seedInterval,
  targetEncounters,
  withoutHealsOf,
  type BattleTarget,
  type FigureContext,
  type FloorMeasures,
  type SeededFigures,
  type GameModel,
} from '../src/index';

const anyColumn = [0, 1, 2];
const hit = (id: string, amount: number, extra: Partial<ActionSpec> = {}): ActionSpec => ({
  id,
  name: id,
  skill: false,
  cost: {},
  from: anyColumn,
  target: { side: 'enemy', multiple: false, columns: anyColumn },
  effects: [{ kind: 'damage', amount, nature: 'physical', hits: 1, targets: 'target' }],
  ...extra,
});
const heal: ActionSpec = {
  id: 'cura',
  name: 'Cura',
  skill: true,
  cost: {},
  from: anyColumn,
  target: { side: 'ally', multiple: false, columns: anyColumn },
  effects: [{ kind: 'heal', percent: 30, targets: 'target' }],
};

/** One hero role (Vida 100, Defesa 0) that hits for `heroHit` and may heal, one creature (Vida 40, Poder normal) that hits for `enemyHit`. */
function tinyData(heroHit: number, enemyHit: number): EncounterData & { floors: SimFloor[] } {
  const role = (id: string) => ({
    id,
    name: `Papel ${id}`,
    life: 100,
    defence: 0,
    speed: 50,
    elementalDefence: 0,
    passives: [],
    weapons: [{ name: 'Arma', attack: hit(`golpe-${id}`, heroHit) }],
    skills: [{ unlock: 1, action: heal }],
  });
  return {
    damage: {
      normalPower: 100,
      defenceConstant: 100,
      minimumDamage: 1,
      gradePercent: { fraqueza: 50, normal: 0, resistencia: -50, imunidade: -100 },
      defendBonus: 50,
      fortressBonus: 10,
      fortressCap: 30,
      bonusCap: 100,
    },
    progression: {
      xpFactor: 50,
      maxLevel: 10,
      startLevel: 1,
      diceSlots: { initial: 1, secondAt: 5, thirdAt: 10, max: 3 },
      training: { xpPerDay: 50, levelCap: 5 },
      battleXp: { common: 40, elite: 80, boss: 200 },
      growth: { life: 5, lifeMinimum: 2, power: 3, defence: 3, speed: 1, speedEvery: 2 },
    },
    normalPower: 100,
    cycle: ['fogo'],
    dice: [{ id: 'd6', name: 'D6', faces: 6 }],
    tiers: [{ id: 't1', name: 'T1', multipliers: { vida: 1, defesa: 1, velocidade: 1, 'poder-de-ataque': 1 } }],
    roles: [role('a'), role('b'), role('c')],
    startingSquad: [
      { role: 'a', level: 1, die: 'd6', cell: 2 },
      { role: 'b', level: 1, die: 'd6', cell: 1 },
      { role: 'c', level: 1, die: 'd6', cell: 0 },
    ],
    defend: { ...hit('defender', 0), effects: [] },
    creatures: [
      {
        id: 'bicho',
        name: 'Bicho',
        group: 'fera',
        base: { vida: 40, defesa: 0, velocidade: 10 },
        species: {},
        grades: {},
        actions: [hit('mordida', enemyHit), hit('mordida-cara', 1000, { cost: { fogo: 7 } })],
      },
    ],
    statuses: {},
    attributes: { defence: 'defesa', speed: 'velocidade', power: 'poder-de-ataque' },
    floors: [{ id: 'andar-t1', name: 'Andar (T1)', enemies: [{ creature: 'bicho', tier: 't1', cell: 2 }] }],
  };
}

const context: FigureContext = { tierOrder: ['t1'], policyNames: { damage: 'Mais dano' } };
const target = (measure: string, extra: Partial<BattleTarget> = {}): BattleTarget => ({ id: measure, measure, tier: 't1', unit: 'percent', ...extra });

describe('target figures on a tiny hand-made encounter', () => {
  // The squad hits for 1000 and the creature for 1: every battle is won, by every policy.
  const certain = tinyData(1000, 1);
  const targets = [target('floor-win-rate'), target('skill-gap'), target('t1-can-be-lost'), target('levels-matter'), target('healing-win-rate')];
  const measures = measureBattleTargets(certain, { targets, bossLevel: 1, healerRole: 'a', seeds: [1, 2, 3, 4, 5], battles: 20 });

  it('measures every floor once per policy of the engine, and names the policy in each figure', () => {
    const figures = battleFigures(target('floor-win-rate'), measures, context);
    expect(figures).toHaveLength(policies.length);
    expect(figures[0]?.subject).toBe('Andar (T1), política "Mais dano"');
    // A policy without a name is named by its id.
    expect(figures.slice(1).map((figure) => figure.subject)).toEqual(policies.slice(1).map((policy) => `Andar (T1), política "${policy}"`));
    // 100 battles won of 100: the seeds agree, so the interval is Wilson's over all of them.
    expect(figures[0]).toMatchObject({ value: 100, low: 96.3, high: 100 });
  });

  it('a figure whose point is in the band but whose interval crosses the edge breaks the target', () => {
    const [result] = evaluateBattleTargets([target('floor-win-rate', { min: 99, max: 100 })], measures, context);
    expect(result?.figures[0]?.value).toBe(100);
    expect(result?.status).toBe('broken');
    expect(result?.margin).toBe(-2.7);
  });

  it('skill gap: the best policy minus the random one, battle by battle on the same seeds (0 when both always win)', () => {
    expect(battleFigures(target('skill-gap'), measures, context)).toEqual([
      { subject: 'Andar (T1): política "Mais dano" menos política "random"', value: 0, low: 0, high: 0 },
    ]);
  });

  it('a target judged on the players who choose leaves the random player out; the skill gap still sets the others against it', () => {
    const choosing = battleFigures(target('floor-win-rate', { players: 'choosing' }), measures, context);
    expect(choosing.map((figure) => figure.subject)).toEqual(
      policies.filter((policy) => policy !== 'random').map((policy) => `Andar (T1), política "${context.policyNames[policy] ?? policy}"`),
    );
    const gap = battleFigures(target('skill-gap', { players: 'choosing' }), measures, context);
    expect(gap.map((figure) => figure.subject)).toEqual(['Andar (T1): política "Mais dano" menos política "random"']);
  });

  it('a target judged on the players who protect keeps the policies that heal or protect before they hit: "healing" and "intents"', () => {
    const protecting = battleFigures(target('healing-win-rate', { players: 'protecting' }), measures, context);
    expect(protecting.map((figure) => figure.subject)).toEqual([
      'Andar (T1), política "healing": com a cura menos sem ela',
      'Andar (T1), política "intents": com a cura menos sem ela',
    ]);
  });

  it('scan targets: each skill left out, each other squad, each enemy moved to a free cell, per policy that chooses, against the same battles', () => {
    const scanTargets = [
      target('skill-removal', { players: 'choosing' }),
      target('other-squad', { players: 'choosing' }),
      target('enemy-placement', { players: 'choosing', tier: undefined }),
    ];
    const scans = measureScanTargets(certain, { targets: scanTargets, seeds: [1, 2], battles: 2 });
    const choosing = policies.filter((policy) => policy !== 'random');
    // Each role knows the one heal at level 1; the squad is a, b, c.
    expect(scans['skill-removal']?.map((row) => row.subject)).toEqual(
      choosing.flatMap(() => ['Sem Cura (Papel a)', 'Sem Cura (Papel b)', 'Sem Cura (Papel c)']),
    );
    // Ten squads of three from three roles with repeats, less the intended one.
    expect(scans['other-squad']).toHaveLength(choosing.length * 9);
    // One enemy in cell 2: five free cells.
    expect(scans['enemy-placement']?.filter((row) => row.policy === choosing[0]).map((row) => row.subject)).toEqual(
      [0, 1, 3, 4, 5].map((cell) => `Andar (T1): Bicho da célula 2 para a ${cell}`),
    );
    // Every battle is won whatever changes: no difference, and the figure says so with its policy.
    const [first] = scanFigures(scanTargets[0] as BattleTarget, { ...measures, scans }, context);
    expect(first).toEqual({ subject: 'Sem Cura (Papel a), política "Mais dano"', value: 0, low: 0, high: 0 });
  });

  it('the other squads repeat roles and leave out only the intended one, in any order', () => {
    expect(otherSquads(['x', 'y'], ['y', 'x', 'x'])).toEqual([
      ['x', 'x', 'x'],
      ['x', 'y', 'y'],
      ['y', 'y', 'y'],
    ]);
  });

  it('T1 can be lost: the best policy’s defeats, with its win interval turned over', () => {
    expect(battleFigures(target('t1-can-be-lost'), measures, context)).toEqual([{ subject: 'Andar (T1), política "Mais dano"', value: 0, low: 0, high: 3.7 }]);
    const [result] = evaluateBattleTargets([target('t1-can-be-lost', { min: 1 })], measures, context);
    expect(result?.status).toBe('broken');
  });

  it('battles with no way out: the share of draws out of the squad’s reach, per floor and policy, with its interval', () => {
    // Every battle is won: none is stuck, and 100 battles put the interval's top at Wilson's 3.7.
    expect(battleFigures(target('out-of-reach-draws'), measures, context)[0]).toEqual({
      subject: 'Andar (T1), política "Mais dano"',
      value: 0,
      low: 0,
      high: 3.7,
    });
    // The squad's blows mark the front, the creature stands in the back and bites for 1: every battle ends at the cap, stuck.
    const melee = (role: EncounterData['roles'][number]) => ({
      ...role,
      weapons: role.weapons.map((weapon) => ({ ...weapon, attack: { ...weapon.attack, target: { side: 'enemy' as const, multiple: false, columns: [2] } } })),
    });
    const base = tinyData(1000, 1);
    const stuck = {
      ...base,
      roles: base.roles.map(melee),
      // Defender falls on its user, as the game data has it (the tiny data's aims at the other side).
      defend: base.defend && { ...base.defend, target: { side: 'self' as const, multiple: false, columns: anyColumn } },
      floors: [{ id: 'andar-t1', name: 'Andar (T1)', enemies: [{ creature: 'bicho', tier: 't1', cell: 0 }] }],
    };
    const stuckMeasures = measureBattleTargets(stuck, { targets: [target('out-of-reach-draws')], bossLevel: 1, healerRole: 'a', seeds: [1, 2], battles: 5 });
    const figures = battleFigures(target('out-of-reach-draws'), stuckMeasures, context);
    expect(figures.map((figure) => figure.value)).toEqual(policies.map(() => 100));
    const [result] = evaluateBattleTargets([target('out-of-reach-draws', { max: 1 })], stuckMeasures, context);
    expect(result?.status).toBe('broken');
    // A battle stuck out of reach is no battle the enemies took: "T1 can be lost" does not count it.
    expect(battleFigures(target('t1-can-be-lost'), stuckMeasures, context)).toEqual([
      { subject: 'Andar (T1), política "Mais dano"', value: 0, low: 0, high: 27.8 },
    ]);
  });

  it('levels matter and healing that matters: paired differences, one per policy (0 when every battle is won anyway)', () => {
    const levels = battleFigures(target('levels-matter'), measures, context);
    expect(levels.map((figure) => figure.value)).toEqual(policies.map(() => 0));
    expect(levels[0]?.subject).toBe('Andar (T1), política "Mais dano": 2 níveis a mais');
    const healing = battleFigures(target('healing-win-rate'), measures, context);
    expect(healing.map((figure) => figure.value)).toEqual(policies.map(() => 0));
  });

  it('a squad that cannot win gains nothing from levels it does not have: the squad two levels up is measured too', () => {
    expect(measures.raisedFloors.map((entry) => entry.policy)).toEqual([...policies]);
    expect(measures.withoutHeals.map((entry) => entry.policy)).toEqual([...policies]);
  });

  it('the Healer without heals: heal and revive effects taken out, a skill left with nothing goes', () => {
    const data = withoutHealsOf(certain, 'a');
    expect(data.roles[0]?.skills).toEqual([]);
    expect(data.roles[1]?.skills).toHaveLength(1);
  });

  it('the Healer without heals: a status that heals over time goes with them, a status that does not stays', () => {
    const base = tinyData(10, 10);
    base.statuses = {
      regenera: { negative: false, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-heal', percent: 5 }] },
      queima: { negative: true, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-damage', amount: 5, nature: 'physical' }] },
    };
    const mend: ActionSpec = { ...heal, id: 'toque', effects: [...heal.effects, { kind: 'status', status: 'regenera', targets: 'target' }] };
    const burn: ActionSpec = { ...hit('brasa', 5), effects: [{ kind: 'status', status: 'queima', targets: 'target' }] };
    const healer = {
      ...base.roles[0]!,
      skills: [
        { unlock: 1, action: mend },
        { unlock: 1, action: burn },
      ],
    };
    const data = withoutHealsOf({ ...base, roles: [healer] }, 'a');
    expect(data.roles[0]?.skills.map((skill) => skill.action.id)).toEqual(['brasa']);
    expect(data.roles[0]?.skills[0]?.action.effects).toEqual(burn.effects);
  });

  it('no one-hit kill: the share of a full-Vida hero the hardest hit a roll pays takes away', () => {
    // 50 against Vida 100 and Defesa 0 at normal Poder takes half; the 1000 hit costs 7 of one energy, more than one D6 pays.
    expect(oneHitShares(tinyData(10, 50))).toEqual([{ subject: 'Bicho (T1): mordida contra Papel a, nível 1', value: 50 }]);
  });
});

describe('battles per seed a target asks for', () => {
  // Two floors, one per tier: a target on T1 that asks for 400 battles per seed (4 times the standard 100).
  const twoTiers = tinyData(1000, 1);
  twoTiers.tiers.push({ id: 't2', name: 'T2', multipliers: { vida: 1, defesa: 1, velocidade: 1, 'poder-de-ataque': 1 } });
  twoTiers.floors.push({ id: 'andar-t2', name: 'Andar (T2)', enemies: [{ creature: 'bicho', tier: 't2', cell: 2 }] });
  const targets = [target('floor-win-rate', { battles: 400 }), target('floor-falls', { tier: 't2' })];
  const measures = measureBattleTargets(twoTiers, { targets, bossLevel: 1, healerRole: 'a', seeds: [1, 2], battles: 10 });

  it("plays the floors of the target's tier that many times the sample, the other tiers the sample", () => {
    const played = (tier: string) => measures.floors.filter((entry) => entry.floor.enemies[0]?.tier === tier).map((entry) => entry.figures.battles);
    // 2 seeds of 40 battles (10 × 400 / 100) on T1, of 10 on T2, for every policy.
    expect(played('t1')).toEqual(policies.map(() => 80));
    expect(played('t2')).toEqual(policies.map(() => 20));
  });

  it('plays a paired variant of a floor (two levels up, without the heals) as many times as the floor it is compared with', () => {
    const paired = [target('floor-win-rate', { battles: 400 }), target('levels-matter'), target('healing-win-rate')];
    const variants = measureBattleTargets(twoTiers, { targets: paired, bossLevel: 1, healerRole: 'a', seeds: [1, 2], battles: 10 });
    const battlesOf = (list: { floor: SimFloor; figures: { battles: number } }[]) =>
      list.filter((entry) => entry.floor.enemies[0]?.tier === 't1').map((entry) => entry.figures.battles);
    expect(battlesOf(variants.raisedFloors)).toEqual(policies.map(() => 80));
    expect(battlesOf(variants.withoutHeals)).toEqual(policies.map(() => 80));
  });
});

describe('the interval over seeds', () => {
  it("is Student's t over the seeds' values", () => {
    // Mean 30, standard deviation 15.81, t(4) = 2.776: 30 ± 19.63.
    const { mean, low, high } = seedInterval([10, 20, 30, 40, 50]);
    expect(mean).toBe(30);
    expect(low).toBeCloseTo(10.37, 2);
    expect(high).toBeCloseTo(49.63, 2);
  });
});

describe('a tier up, seed by seed', () => {
  // The same encounter at T1 and at T2, two seeds: only the win rate moves, 30 points on seed 1 and 20 on seed 2.
  const seed = (winRate: number) => ({ winRate, fallsShare: 0, meanRounds: 4, damageTaken: 100 });
  const played = (id: string, tier: string, seeds: ReturnType<typeof seed>[]) => ({
    policy: 'damage' as const,
    floor: { id, name: id, enemies: [{ creature: 'bicho', tier, cell: 2 }] },
    figures: { ...seeds[0]!, seeds } as unknown as SeededFigures,
  });
  const measures = {
    floors: [played('andar-t1', 't1', [seed(90), seed(80)]), played('andar-t2', 't2', [seed(60), seed(60)])],
  } as unknown as FloorMeasures;

  it("is the mean of each seed's hardening, with Student's t over the seeds, not one number from the pooled battles", () => {
    const figures = battleFigures(target('tier-harder', { tier: undefined }), measures, { tierOrder: ['t1', 't2'], policyNames: { damage: 'Mais dano' } });
    // Mean 25, standard deviation 7.07, t(1) = 12.706: 25 ± 63.5.
    expect(figures).toEqual([{ subject: 'andar-t1 → andar-t2, política "Mais dano"', value: 25, low: -38.5, high: 88.5 }]);
  });
});

describe('the bosses’ curve', () => {
  const seed = (winRate: number) => ({ winRate, fallsShare: 0, meanRounds: 4, damageTaken: 100 });
  const boss = (id: string, policy: string, seeds: ReturnType<typeof seed>[]) => ({
    policy,
    floor: { id, name: id, enemies: [{ creature: 'bicho', tier: 'chefe', cell: 2 }] },
    figures: { ...seeds[0]!, seeds } as unknown as SeededFigures,
  });
  // The curve lists the second boss first: the missions' order, not the floors'.
  const measures = {
    policies: ['damage', 'random'],
    bossCurve: [
      { floor: 'chefe-b', level: 2 },
      { floor: 'chefe-a', level: 4 },
    ],
    bossFloors: [
      boss('chefe-a', 'damage', [seed(50), seed(50)]),
      boss('chefe-b', 'damage', [seed(70), seed(60)]),
      boss('chefe-a', 'random', [seed(0), seed(0)]),
      boss('chefe-b', 'random', [seed(10), seed(0)]),
    ],
  } as unknown as FloorMeasures;

  it('sets each boss against the next, each at its own level, seed by seed: the points the next one is won less, on the policies that choose', () => {
    const figures = battleFigures(target('boss-curve', { tier: undefined, players: 'choosing' }), measures, context);
    // Seed 1: 70 − 50 = 20; seed 2: 60 − 50 = 10. Mean 15, standard deviation 7.07, t(1) = 12.706: 15 ± 63.5.
    expect(figures).toEqual([{ subject: 'chefe-b, equipe no nível 2 → chefe-a, equipe no nível 4, política "Mais dano"', value: 15, low: -48.5, high: 78.5 }]);
  });

  it('plays each boss with the squad at the level the curve meets it at, and a boss no mission meets at the band’s top, policy by policy', () => {
    const data = tinyData(1000, 1);
    const bosses: SimFloor[] = [
      { id: 'chefe-a', name: 'Chefe A', enemies: [{ creature: 'bicho', tier: 't1', cell: 2 }] },
      { id: 'chefe-b', name: 'Chefe B', enemies: [{ creature: 'bicho', tier: 't1', cell: 1 }] },
      { id: 'chefe-c', name: 'Chefe C', enemies: [{ creature: 'bicho', tier: 't1', cell: 0 }] },
    ];
    const bossCurve = [
      { floor: 'chefe-b', level: 1 },
      { floor: 'chefe-a', level: 5 },
    ];
    const encounters = targetEncounters({ ...data, bossFloors: bosses }, { targets: [target('boss-curve')], bossLevel: 3, bossCurve }).filter(
      (encounter) => encounter.list === 'bossFloors',
    );
    expect(encounters.map((encounter) => `${encounter.policy} ${encounter.floor.id}`)).toEqual(
      policies.flatMap((policy) => [`${policy} chefe-a`, `${policy} chefe-b`, `${policy} chefe-c`]),
    );
    // The role's Vida is 100 at level 1; four levels of growth add to it.
    const life = (floor: string) => [
      ...new Set(encounters.filter((encounter) => encounter.floor.id === floor).map((encounter) => encounter.setup.squad[0]?.life)),
    ];
    expect(life('chefe-b')).toEqual([100]);
    expect(life('chefe-a')).toHaveLength(1);
    expect(life('chefe-c')).toHaveLength(1);
    // Chefe C, at the band's top (3), between Chefe B (1) and Chefe A (5).
    expect(life('chefe-c')[0]).toBeGreaterThan(100);
    expect(life('chefe-a')[0]).toBeGreaterThan(life('chefe-c')[0] ?? Infinity);
  });
});

describe('the bosses’ battles', () => {
  it('are one list for the boss targets, with the most battles any of them asks for, scaled to the sample as the floors’ counts', () => {
    const data = tinyData(1000, 1);
    const bosses: SimFloor[] = [{ id: 'chefe-a', name: 'Chefe A', enemies: [{ creature: 'bicho', tier: 't1', cell: 2 }] }];
    const counts = (targets: BattleTarget[], battles: number) => [
      ...new Set(
        targetEncounters({ ...data, bossFloors: bosses }, { targets, bossLevel: 1, battles })
          .filter((encounter) => encounter.list === 'bossFloors')
          .map((encounter) => encounter.battles),
      ),
    ];
    const winRate = target('boss-win-rate', { tier: undefined, battles: 400 });
    const curve = target('boss-curve', { tier: undefined });
    expect(counts([winRate, curve], 100)).toEqual([400]);
    expect(counts([curve], 100)).toEqual([100]);
    // A smaller sample (a test's, the lab's) scales the count alike.
    expect(counts([curve, winRate], 10)).toEqual([40]);
    // A floor target's count is the floors' own.
    expect(counts([curve, target('floor-win-rate', { battles: 800 })], 100)).toEqual([100]);
  });
});

describe('a band and its decision', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const withTargetBand = (id: string, band: { min?: number; max?: number }): Pick<GameModel, 'data'> => ({
    data: { ...model.data, targets: model.data.targets.map((candidate) => (candidate.id === id ? { ...candidate, ...band } : candidate)) },
  });

  it('every band of the site is the one the newest decision touching its target records', () => {
    expect(bandDecisionProblems(model)).toEqual([]);
  });

  it('a band widened in targets.yaml without a decision fails, naming the target and the decision', () => {
    expect(bandDecisionProblems(withTargetBand('desafio-andares-t1', { max: 100 }))).toEqual([
      'meta "desafio-andares-t1": a faixa em targets.yaml é 90 a 100, mas a decisão mais nova que a toca (metas-desafio-t1-sem-vitoria-certa) diz 90 a 99.5',
    ]);
  });

  it('a target no decision gives a band to fails', () => {
    const decisions = model.data.decisions.map((decision) => ({ ...decision, bands: decision.bands?.filter((band) => band.target !== 'sem-golpe-fatal') }));
    expect(bandDecisionProblems({ data: { ...model.data, decisions } })).toEqual([
      'meta "sem-golpe-fatal": nenhuma decisão registra a faixa (— a 60); registre-a em decisions.yaml',
    ]);
  });

  it('the newest decision wins: a later one that moves the band makes the old band wrong', () => {
    const later = {
      id: 'depois',
      date: '2099-01-01',
      title: 't',
      touches: ['meta:niveis-importam'],
      before: 'b',
      after: 'a',
      why: 'w',
      bands: [{ target: 'niveis-importam', min: 15 }],
    };
    expect(bandDecisionProblems({ data: { ...model.data, decisions: [...model.data.decisions, later] } })).toEqual([
      'meta "niveis-importam": a faixa em targets.yaml é 10 a —, mas a decisão mais nova que a toca (depois) diz 15 a —',
    ]);
  });
});

describe('a pending target', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

  // The Balanceamento shows each pending target's reason next to its records, measured at each build; a figure
  // typed into the reason (a share, a decimal) goes stale with the next change to the data and contradicts them.
  it('says what it waits for without typing a measured figure', () => {
    const typed = model.data.targets.flatMap((target) => (target.pending?.match(/\d+(,\d+)?\s?%|\d+,\d+/g) ?? []).map((figure) => `${target.id}: ${figure}`));
    expect(typed).toEqual([]);
  });
});

describe('the same encounter one tier below', () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
  const tierOrder = model.data.tiers.map((tier) => tier.id);
  const floor = (id: string, tiers: string[], group?: string) => ({
    id,
    name: id,
    region: 'tundra-de-sal',
    kind: 'common' as const,
    description: id,
    tiers,
    ...(group ? { group } : {}),
    enemies: [{ creature: 'kasurak', cell: 2 }],
    source: 'proposal' as const,
    rationale: 'r',
  });
  const withFloors = (floors: ReturnType<typeof floor>[]) => ({ ...model, data: { ...model.data, floors } }) as unknown as GameModel;
  const ids = (floors: SimFloor[]) => floors.map((played) => [played.id, lowerTierFloorId(played, tierOrder)]);

  it('is the encounter itself when it is played at both tiers', () => {
    expect(ids(presetFloors(withFloors([floor('bichos', ['t1', 't2'])]), 'common', new Set(['kasurak'])))).toEqual([
      ['bichos-t1', undefined],
      ['bichos-t2', 'bichos-t1'],
    ]);
  });

  it('is the encounter of the same group at the tier below when each tier has its own', () => {
    const floors = [floor('bichos-de-perto', ['t2'], 'beast'), floor('bichos-de-longe', ['t1'], 'beast'), floor('gente', ['t1'], 'humanoid')];
    expect(ids(presetFloors(withFloors(floors), 'common', new Set(['kasurak'])))).toEqual([
      ['bichos-de-longe-t1', undefined],
      ['gente-t1', undefined],
      ['bichos-de-perto-t2', 'bichos-de-longe-t1'],
    ]);
  });
});
