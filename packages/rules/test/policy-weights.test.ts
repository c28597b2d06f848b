// The squad's policies on tiny battles built to sit on one weight or threshold
// of their choosing (policies.ts): the damage capped at the target's Vida, the
// cheaper action on a tie, who is most wounded, "below half" at exactly half,
// the threat an enemy's reach and dice give it, the ticks a burn really adds.
// Each expected pick is worked out by hand in the comment above it (Defesa 0
// and Poder 100 everywhere: a hit deals its amount).
import { describe, expect, it } from 'vitest';
import {
  declareByPolicy,
  declareRound,
  simulateBattle,
  startBattle,
  type ActionSpec,
  type BattleEffect,
  type BattleState,
  type FighterSpec,
  type Policy,
  type StatusRule,
  type StatusState,
  type TargetSpec,
} from '../src/index';
import { anyColumn, fighter, frontOnly, hit, idle, mover, planted, selfTarget, testSetup } from './fixtures';

/** Hand-set Vida and statuses of squad members (side 0) and enemies (side 1), by index. */
interface Plants {
  squad?: Record<number, Plant>;
  enemies?: Record<number, Plant>;
}
/** A fighter's Vida, statuses and the round it fell in, set by hand. */
interface Plant {
  life?: number;
  statuses?: StatusState[];
  fellAt?: number;
}

/** What squad member `hero` declares under `policy` in the first round, after the enemies declared: the action's id and its targets. */
function pick(
  policy: Policy,
  squad: FighterSpec[],
  enemies: FighterSpec[],
  plants: Plants = {},
  options: { hero?: number; seed?: number; statuses?: Record<string, StatusRule> } = {},
): string {
  let state: BattleState = startBattle({ ...testSetup(squad, enemies, options.statuses), policy }, options.seed ?? 1);
  for (const [side, changes] of [
    [0, plants.squad],
    [1, plants.enemies],
  ] as const)
    for (const [index, change] of Object.entries(changes ?? {})) state = planted(state, { side, index: Number(index) }, change);
  const member = declareByPolicy(declareRound(state)).sides[0][options.hero ?? 0];
  const slot = member?.declared?.slot;
  if (slot === undefined) return 'nothing';
  const targets = member?.declared?.targets.map((target) => `${target.side === 0 ? 'ally' : 'enemy'} ${target.index}`) ?? [];
  return `${member?.spec.actions[slot]?.id} → ${targets.join(', ')}`;
}

/** An action on one ally (any column) with these effects. */
const onAlly = (id: string, effects: BattleEffect[], extra: Partial<ActionSpec> = {}): ActionSpec =>
  hit(id, 0, { skill: true, target: { side: 'ally', multiple: false, columns: anyColumn }, effects, ...extra });
/** A heal of `percent` of the ally's Vida (over `turns` turns when given); `extra` overrides the action's fields. */
const heal = (id: string, percent: number, extra: Partial<ActionSpec> = {}, turns?: number): ActionSpec =>
  onAlly(id, [{ kind: 'heal', percent, targets: 'target', ...(turns ? { turns } : {}) }], extra);
/** An attack on every enemy it reaches. */
const area = (id: string, effects: BattleEffect[]): ActionSpec => hit(id, 0, { target: { side: 'enemy', multiple: true, columns: anyColumn }, effects });
/** One red die: a cost of one red unit is always paid (and counts 1 in "the cheaper"). */
const red = { vermelha: 1 };

/** A hit that reaches only the squad's cells of these columns. */
const strike = (id: string, amount: number, columns: number[], extra: Partial<ActionSpec> = {}): ActionSpec =>
  hit(id, amount, { target: { side: 'enemy', multiple: false, columns }, ...extra });
// The hero in the middle (column 1), x in front (column 2), y at the back (column 0); enemies of 300 Vida unless told.
const trio = (heroSpeed: number, actions: ActionSpec[], xSpeed = 1) => [
  fighter('hero', 1, 100, heroSpeed, actions),
  fighter('x', 2, 100, xSpeed, []),
  fighter('y', 0, 100, 1, []),
];
const onX = (id: string, amount: number, speed = 20, life = 300, extra: Partial<ActionSpec> = {}) =>
  fighter(id, 2, life, speed, [strike(id, amount, [2], extra)]);
const onY = (id: string, amount: number, speed = 20, life = 300) => fighter(id, 5, life, speed, [strike(id, amount, [0])]);
const xAt = (life: number, statuses: StatusState[] = []) => ({ squad: { 1: { life, statuses } } });
const mend = heal('mend', 50);

describe('"damage": the most damage payable now', () => {
  it('counts each target’s part at most its Vida, and between equal damage takes the cheaper action', () => {
    // 20 Vida: the lance (50, one red unit) and the blow (30, free) both deal 20; the free one wins though listed second.
    const hero = [fighter('a', 2, 500, 10, [hit('lanca', 50, { cost: red }), hit('golpe', 30)])];
    expect(pick('damage', hero, [idle('x', 2)], { enemies: { 0: { life: 20 } } })).toBe('golpe → enemy 0');
    // With Vida to spare the bigger hit wins, whatever it costs.
    expect(pick('damage', hero, [idle('x', 2)], { enemies: { 0: { life: 60 } } })).toBe('lanca → enemy 0');
  });

  it('counts an execution whose conditions hold as the target’s Vida, and nothing when they do not', () => {
    const execute: ActionSpec = hit('executar', 0, { effects: [{ kind: 'execute', targets: 'target', when: [{ is: 'life-below', percent: 50 }] }] });
    const hero = [fighter('a', 2, 500, 10, [hit('golpe', 30), execute])];
    // 40 of 100 Vida (below half): the execution is worth 40 > 30.
    expect(pick('damage', hero, [idle('x', 2, 100)], { enemies: { 0: { life: 40 } } })).toBe('executar → enemy 0');
    // 60 of 100: the execution's condition fails, it is worth nothing.
    expect(pick('damage', hero, [idle('x', 2, 100)], { enemies: { 0: { life: 60 } } })).toBe('golpe → enemy 0');
    // Every condition must hold: below half, but not below 30 %.
    const strict: ActionSpec = hit('executar', 0, {
      effects: [
        {
          kind: 'execute',
          targets: 'target',
          when: [
            { is: 'life-below', percent: 50 },
            { is: 'life-below', percent: 30 },
          ],
        },
      ],
    });
    expect(pick('damage', [fighter('a', 2, 500, 10, [hit('golpe', 30), strict])], [idle('x', 2, 100)], { enemies: { 0: { life: 40 } } })).toBe(
      'golpe → enemy 0',
    );
  });

  it('counts a hit only when its conditions hold, an execution only on its target, and keeps the first of two alike', () => {
    // A low blow of 50 only on an enemy below half: at 60 of 100 it counts nothing (the blow's 30 wins); at 40, 40 > 30.
    const low = hit('golpe-baixo', 0, {
      effects: [{ kind: 'damage', amount: 50, nature: 'physical', hits: 1, targets: 'target', when: [{ is: 'life-below', percent: 50 }] }],
    });
    const hero = [fighter('a', 2, 500, 10, [hit('golpe', 30), low])];
    expect(pick('damage', hero, [idle('x', 2, 100)], { enemies: { 0: { life: 60 } } })).toBe('golpe → enemy 0');
    expect(pick('damage', hero, [idle('x', 2, 100)], { enemies: { 0: { life: 40 } } })).toBe('golpe-baixo → enemy 0');
    // An execution around the target is not on it.
    const around: ActionSpec = hit('executar-perto', 0, { effects: [{ kind: 'execute', targets: 'around' }] });
    expect(pick('damage', [fighter('a', 2, 500, 10, [around, hit('golpe', 30)])], [idle('x', 2, 100)])).toBe('golpe → enemy 0');
    // Two free actions dealing the same 20 (Vida 20), and a red one: the first listed.
    const three = [fighter('a', 2, 500, 10, [hit('primeiro', 30), hit('segundo', 50), hit('terceiro', 50, { cost: red })])];
    expect(pick('damage', three, [idle('x', 2, 20)])).toBe('primeiro → enemy 0');
  });

  it('counts a hit "per target" once for each target, and damage over time for each of its turns', () => {
    // Two enemies of 100: the rain hits each of them twice for 10 (40 in all) > the blow's 35.
    const rain = area('chuva', [{ kind: 'damage', amount: 10, nature: 'physical', hits: 'per-target', targets: 'target' }]);
    expect(pick('damage', [fighter('a', 2, 500, 10, [hit('golpe', 35), rain])], [idle('x', 2, 100), idle('y', 5, 100)])).toBe('chuva → enemy 0, enemy 1');
    // A wave of 20 on each of the two (40) < 45.
    const wave = area('onda', [{ kind: 'damage', amount: 20, nature: 'physical', hits: 1, targets: 'target' }]);
    expect(pick('damage', [fighter('a', 2, 500, 10, [hit('golpe', 45), wave])], [idle('x', 2, 100), idle('y', 5, 100)])).toBe('golpe → enemy 0');
    // Against one enemy the rain hits once (10 < 35).
    expect(pick('damage', [fighter('a', 2, 500, 10, [hit('golpe', 35), rain])], [idle('x', 2, 100)])).toBe('golpe → enemy 0');
    // A poison of 10 over 4 turns is worth 40 > 35; over 3 turns, 30 < 35.
    const poison = (turns: number) => hit('veneno', 0, { effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns, targets: 'target' }] });
    expect(pick('damage', [fighter('a', 2, 500, 10, [hit('golpe', 35), poison(4)])], [idle('x', 2, 100)])).toBe('veneno → enemy 0');
    expect(pick('damage', [fighter('a', 2, 500, 10, [hit('golpe', 35), poison(3)])], [idle('x', 2, 100)])).toBe('golpe → enemy 0');
  });

  it('aims at the enemy with the least Vida', () => {
    const hero = [fighter('a', 2, 500, 10, [hit('golpe', 10)])];
    for (const seed of [1, 2, 3]) {
      expect(pick('damage', hero, [idle('x', 2, 80), idle('y', 5, 50), idle('z', 1, 90)], {}, { seed })).toBe('golpe → enemy 1');
      expect(pick('damage', hero, [idle('x', 2, 50), idle('y', 5, 80), idle('z', 1, 90)], {}, { seed })).toBe('golpe → enemy 0');
    }
  });
});

describe('healing', () => {
  // The healer has nothing to hit: "damage" falls through to healing the most wounded ally.
  const squad = (actions: ActionSpec[], x = 100, y = 100) => [fighter('healer', 0, 100, 10, actions), idle('x', 2, x), idle('y', 1, y)];
  const far = [fighter('e', 2, 100, 1, [hit('nada', 1, { target: { side: 'enemy', multiple: false, columns: [] } })])];

  it('heals the ally who lost the largest share of its Vida, then the one with the least Vida left', () => {
    // x lost 50 of 100 (50 %), y 12 of 20 (60 %): y, though x lost more Vida.
    expect(pick('damage', squad([heal('mend', 50)], 100, 20), far, { squad: { 1: { life: 50 }, 2: { life: 8 } } })).toBe('mend → ally 2');
    // x lost 40 of 100 (40 %) and keeps 60; y lost 20 of 50 (40 %) and keeps 30: y.
    for (const seed of [1, 2, 3])
      expect(pick('damage', squad([heal('mend', 50)], 100, 50), far, { squad: { 1: { life: 60 }, 2: { life: 30 } } }, { seed })).toBe('mend → ally 2');
    expect(pick('damage', squad([heal('mend', 50)], 50, 100), far, { squad: { 1: { life: 30 }, 2: { life: 60 } } })).toBe('mend → ally 1');
    // x keeps 50 of 100 (50 %), y 30 of 50 (60 %): x, though y has less Vida left.
    expect(pick('damage', squad([heal('mend', 50)], 100, 50), far, { squad: { 1: { life: 50 }, 2: { life: 30 } } })).toBe('mend → ally 1');
  });

  it('takes the heal giving back the most Vida, each at most what the ally lost (the first listed on a tie)', () => {
    // x lost 30: the small heal (30 % of 100) and the big one (80 %) both give back 30; the small one is listed first.
    const actions = [heal('pequena', 30), heal('grande', 80)];
    expect(pick('damage', squad(actions), far, { squad: { 1: { life: 70 } } })).toBe('pequena → ally 1');
    // x lost 60: the big one gives back 60 > 30.
    expect(pick('damage', squad(actions), far, { squad: { 1: { life: 40 } } })).toBe('grande → ally 1');
    // A heal over 3 turns of 10 % gives back 30 > 20 (a heal of 20 % now).
    expect(pick('damage', squad([heal('agora', 20), heal('aos-poucos', 10, {}, 3)]), far, { squad: { 1: { life: 40 } } })).toBe('aos-poucos → ally 1');
  });

  it('counts only the heal on the chosen ally, not one on the healer', () => {
    // x lost 50: "egoista" heals its user 80 % (nothing for x); the mend 30.
    const selfish = onAlly('egoista', [{ kind: 'heal', percent: 80, targets: 'self' }]);
    expect(pick('damage', squad([selfish, heal('mend', 30)]), far, { squad: { 1: { life: 50 } } })).toBe('mend → ally 1');
  });

  it('"healing" heals first with an action that heals among other effects', () => {
    const both = onAlly('cura-e-escudo', [
      { kind: 'heal', percent: 50, targets: 'target' },
      { kind: 'shield', hits: 1, targets: 'target' },
    ]);
    const team = [fighter('healer', 0, 100, 10, [hit('golpe', 10), both]), idle('x', 2, 100)];
    expect(pick('healing', team, [idle('e', 2, 100)], { squad: { 1: { life: 40 } } })).toBe('cura-e-escudo → ally 1');
  });

  it('"healing" heals first an ally below half its Vida, not one at exactly half', () => {
    const hero = [fighter('healer', 0, 100, 10, [hit('golpe', 10), heal('mend', 50)]), idle('x', 2, 100)];
    const enemy = [idle('e', 2, 100)];
    expect(pick('healing', hero, enemy, { squad: { 1: { life: 49 } } })).toBe('mend → ally 1');
    expect(pick('healing', hero, enemy, { squad: { 1: { life: 50 } } })).toBe('golpe → enemy 0');
  });
});

describe('"focus": kill shots and pressure', () => {
  it('among kill shots on the same enemy takes the cheaper, then the one wasting the least damage', () => {
    const enemy = [idle('x', 2, 20)];
    // Both free: 25 wastes 5, 60 wastes 40.
    expect(pick('focus', [fighter('a', 2, 500, 10, [hit('martelo', 60), hit('golpe', 25)])], enemy)).toBe('golpe → enemy 0');
    // The blow costs a red unit: the free hammer wins, waste or not.
    expect(pick('focus', [fighter('a', 2, 500, 10, [hit('golpe', 25, { cost: red }), hit('martelo', 60)])], enemy)).toBe('martelo → enemy 0');
  });

  it('between two kill shots alike, and two pressures alike, draws either', () => {
    for (const life of [10, 100]) {
      const picks = new Set<string>();
      for (let seed = 1; seed <= 30; seed += 1)
        picks.add(pick('focus', [fighter('a', 2, 500, 10, [hit('golpe', 10)])], [idle('x', 2, life), idle('y', 5, life)], {}, { seed }));
      expect([...picks].sort(), `Vida ${life}`).toEqual(['golpe → enemy 0', 'golpe → enemy 1']);
    }
  });

  it('between two pressures alike, the cheaper', () => {
    // 100 Vida, no threat: both deal 30 on the same enemy; the free one wins though listed second.
    expect(pick('focus', [fighter('a', 2, 500, 10, [hit('caro', 30, { cost: red }), hit('barato', 30)])], [idle('x', 2, 100)])).toBe('barato → enemy 0');
  });

  it('counts the ticks a burn adds beyond those left of the one running', () => {
    const burn = hit('queimar', 0, { effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns: 3, targets: 'target' }] });
    const hero = [fighter('a', 2, 500, 10, [hit('golpe', 20), burn])];
    // A fresh burn adds 3 ticks of 10 (30 > 20).
    expect(pick('focus', hero, [idle('x', 2, 100)])).toBe('queimar → enemy 0');
    // Burning already with 2 turns left, it adds 1 tick (10 < 20).
    const running: StatusState = { id: 'queimar:damage', negative: true, turns: 2, mechanics: [] };
    expect(pick('focus', hero, [idle('x', 2, 100)], { enemies: { 0: { statuses: [running] } } })).toBe('golpe → enemy 0');
  });

  it('counts the ticks of a status with tick damage, for the status’s turns', () => {
    const statuses: Record<string, StatusRule> = {
      sangrando: { negative: true, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-damage', amount: 10, nature: 'physical' }] },
    };
    const bleed = hit('sangrar', 0, { effects: [{ kind: 'status', status: 'sangrando', targets: 'target' }] });
    const hero = [fighter('a', 2, 500, 10, [hit('golpe', 20), bleed])];
    // 3 turns of 10 (30 > 20).
    expect(pick('focus', hero, [idle('x', 2, 100)], {}, { statuses })).toBe('sangrar → enemy 0');
    // The same bleeding, 2 turns left: 1 more (10 < 20).
    const running: StatusState = { id: 'sangrando', negative: true, turns: 2, mechanics: [] };
    expect(pick('focus', hero, [idle('x', 2, 100)], { enemies: { 0: { statuses: [running] } } }, { statuses })).toBe('golpe → enemy 0');
    // The action sets 3 turns itself: 30 > 20.
    const set = hit('sangrar', 0, { effects: [{ kind: 'status', status: 'sangrando', turns: 3, targets: 'target' }] });
    expect(pick('focus', [fighter('a', 2, 500, 10, [hit('golpe', 20), set])], [idle('x', 2, 100)], {}, { statuses })).toBe('sangrar → enemy 0');
    // Another status running on x does not shorten it.
    const other: StatusState = { id: 'marca', negative: true, turns: 2, mechanics: [] };
    expect(pick('focus', hero, [idle('x', 2, 100)], { enemies: { 0: { statuses: [other] } } }, { statuses })).toBe('sangrar → enemy 0');
    // A status the setup does not define adds nothing.
    const unknown = hit('nada', 0, { effects: [{ kind: 'status', status: 'nenhum', targets: 'target' }] });
    expect(pick('focus', [fighter('a', 2, 500, 10, [unknown, hit('golpe', 20)])], [idle('x', 2, 100)], {}, { statuses })).toBe('golpe → enemy 0');
    // The action sets 1 turn: 10 < 20.
    const brief = hit('sangrar', 0, { effects: [{ kind: 'status', status: 'sangrando', turns: 1, targets: 'target' }] });
    expect(pick('focus', [fighter('a', 2, 500, 10, [hit('golpe', 20), brief])], [idle('x', 2, 100)], {}, { statuses })).toBe('golpe → enemy 0');
    // Ticks around the target are not on it: nothing.
    const around = hit('brasas', 0, { effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns: 3, targets: 'around' }] });
    expect(pick('focus', [fighter('a', 2, 500, 10, [hit('golpe', 20), around])], [idle('x', 2, 100)])).toBe('golpe → enemy 0');
  });
});

describe('"intents": the declared hits, who they drop and what saves them', () => {
  it('stops the blow that would drop an ally: the kill shot on its attacker, not on a more threatening enemy, when the hero acts first', () => {
    // e1 (20 Vida) hits x (40 Vida) for 45: x falls. e2 (20 Vida) hits y (100) for 90: y stands. The blow kills either.
    const enemies = [onX('e1', 45, 20, 20), onY('e2', 90, 20, 20)];
    expect(pick('intents', trio(50, [hit('golpe', 25)]), enemies, xAt(40))).toBe('golpe → enemy 0');
    // Focus fire alone kills the more threatening one (90 over 3 standing > 45 over 3).
    expect(pick('focus', trio(50, [hit('golpe', 25)]), enemies, xAt(40))).toBe('golpe → enemy 1');
    // Slower than e1 (10 < 20), the hero cannot stop its blow: focus fire again.
    expect(pick('intents', trio(10, [hit('golpe', 25)]), enemies, xAt(40))).toBe('golpe → enemy 1');
    // As fast as e1 (a tie the draw breaks) is no certainty either.
    expect(pick('intents', trio(20, [hit('golpe', 25)]), enemies, xAt(40))).toBe('golpe → enemy 1');
  });

  it('counts a declared execution whose conditions hold as a fall, and not one whose conditions fail', () => {
    const execute = (life: number) =>
      fighter('e1', 2, life, 20, [
        hit('executar', 0, {
          target: frontOnly,
          effects: [{ kind: 'execute', targets: 'target', when: [{ is: 'life-below', percent: 50 }] }],
        }),
      ]);
    // x at 40 of 100: the execution drops it; the hero kills e1 (20 Vida) rather than e2 (a hit of 90 on y).
    expect(pick('intents', trio(50, [hit('golpe', 25)]), [execute(20), onY('e2', 90, 20, 20)], xAt(40))).toBe('golpe → enemy 0');
    // x at 60: no execution, nothing to stop; e2 is the more threatening (90 > 60, the Vida e1 could execute).
    expect(pick('intents', trio(50, [hit('golpe', 25)]), [execute(20), onY('e2', 90, 20, 20)], xAt(60))).toBe('golpe → enemy 1');
  });

  it('keeps the most Vida, then the cheaper help', () => {
    // x at 40, a hit of 60 coming: the mend (50 %) leaves 90 − 60 = 30; the big heal (80 %, a red unit) 100 − 60 = 40.
    const big = heal('grande', 80, { cost: red });
    expect(pick('intents', trio(50, [hit('golpe', 10), mend, big]), [onX('e1', 60)], xAt(40))).toBe('grande → ally 1');
    // A full heal (70 %) for free also leaves 40: the cheaper one, though listed second.
    expect(pick('intents', trio(50, [hit('golpe', 10), big, heal('cheia', 70)]), [onX('e1', 60)], xAt(40))).toBe('cheia → ally 1');
  });

  it('lets the hits of faster attackers land before the heal, up to the ally’s maximum Vida', () => {
    // x at 80: e1 (faster than the hero) hits for 50, e2 (slower) for 50. Healed after e1: 30 + 50 = 80, then 80 − 50 = 30: saved.
    // (Healed before both, the heal would stop at 100 and leave 0; after both, there is nothing left to heal.)
    const enemies = [onX('e1', 50, 60), onX('e2', 50, 20)];
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), enemies, xAt(80))).toBe('mend → ally 1');
    // e1 hits for 80 first: x is down before the heal.
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [onX('e1', 80, 60), onX('e2', 50, 20)], xAt(80))).toBe('golpe → enemy 0');
  });

  it('counts a shield of one turn on an ally only against hits that land before the ally’s own turn', () => {
    const shield = (turns: number) => onAlly('escudo', [{ kind: 'shield', hits: 1, turns, targets: 'target' }]);
    // e1 (speed 20) hits x (40 Vida) for 60. x slower than e1: the one-turn shield still holds, cancels the hit.
    expect(pick('intents', trio(50, [hit('golpe', 10), shield(1)]), [onX('e1', 60)], xAt(40))).toBe('escudo → ally 1');
    // x faster than e1 (30 > 20): its turn ends the shield before the hit.
    expect(pick('intents', trio(50, [hit('golpe', 10), shield(1)], 30), [onX('e1', 60)], xAt(40))).toBe('golpe → enemy 0');
    // A shield of two turns outlasts x's turn.
    expect(pick('intents', trio(50, [hit('golpe', 10), shield(2)], 30), [onX('e1', 60)], xAt(40))).toBe('escudo → ally 1');
    // One shield cancels one hit: of two hits of 45, the second drops x.
    const twice = onX('e1', 0, 20, 300, { effects: [{ kind: 'damage', amount: 45, nature: 'physical', hits: 2, targets: 'target' }] });
    expect(pick('intents', trio(50, [hit('golpe', 10), shield(2)]), [twice], xAt(40))).toBe('golpe → enemy 0');
  });

  it('counts each hit of a declared attack, "per target" once for each of its targets, and not damage over time', () => {
    // An area of 25 per target on the three of the squad: 75 on x (70 Vida), which falls; healed to 100 it keeps 25.
    const rain = fighter('e1', 2, 300, 20, [
      hit('chuva', 0, {
        target: { side: 'enemy', multiple: true, columns: anyColumn },
        effects: [{ kind: 'damage', amount: 25, nature: 'physical', hits: 'per-target', targets: 'target' }],
      }),
    ]);
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [rain], xAt(70))).toBe('mend → ally 1');
    // Two hits of 30 on x (55 Vida, not below half: only a declared hit is a reason to heal it): it falls.
    expect(
      pick(
        'intents',
        trio(50, [hit('golpe', 10), mend]),
        [onX('e1', 30, 20, 300, { effects: [{ kind: 'damage', amount: 30, nature: 'physical', hits: 2, targets: 'target' }] })],
        xAt(55),
      ),
    ).toBe('mend → ally 1');
    // A poison of 50 over 3 turns is no declared hit: x (50) is not in danger now.
    const poison = onX('e1', 0, 20, 300, { effects: [{ kind: 'damage', amount: 50, nature: 'physical', hits: 1, turns: 3, targets: 'target' }] });
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [poison], xAt(50))).toBe('golpe → enemy 0');
  });

  it('counts the shields an ally bears: the hits they cancel and the Vida they absorb', () => {
    // x at 50 (not below half: only a declared hit is a reason to heal it), a hit of 60: in danger, mended.
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [onX('e1', 60)], xAt(50))).toBe('mend → ally 1');
    // Bearing a shield of one hit: the hit is cancelled.
    const hits: StatusState = { id: 'escudo', negative: false, turns: 2, mechanics: [], shieldHits: 1 };
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [onX('e1', 60)], xAt(50, [hits]))).toBe('golpe → enemy 0');
    // Bearing a shield of 30 Vida: 60 − 30 = 30 < 50.
    const life: StatusState = { id: 'barreira', negative: false, turns: 2, mechanics: [], shieldLife: 30 };
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [onX('e1', 60)], xAt(50, [life]))).toBe('golpe → enemy 0');
    // A shield of 30 Vida against two hits of 45 on x at 55: 15 of the first and the second (60) drop it.
    const twice = onX('e1', 0, 20, 300, { effects: [{ kind: 'damage', amount: 45, nature: 'physical', hits: 2, targets: 'target' }] });
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [twice], xAt(55, [life]))).toBe('mend → ally 1');
    // A shield of 20 Vida is not enough against 70: 70 − 20 = 50.
    expect(pick('intents', trio(50, [hit('golpe', 10), mend]), [onX('e1', 70)], xAt(50, [{ ...life, shieldLife: 20 }]))).toBe('mend → ally 1');
  });
});

describe('"intents": the edges of a fall and of a rescue', () => {
  const helper = (help: ActionSpec) => trio(50, [hit('golpe', 10), help]);

  it('counts a hit that leaves exactly 0 Vida as a fall, and a help that leaves exactly 0 as no rescue', () => {
    // x at 40, a hit of 40: it falls; mended first (90) it keeps 50.
    expect(pick('intents', helper(mend), [onX('e1', 40)], xAt(40))).toBe('mend → ally 1');
    // A hit of 90: mended to 90, x keeps 0.
    expect(pick('intents', helper(mend), [onX('e1', 90)], xAt(40))).toMatch(/^golpe/);
    // A faster enemy's hit of 40 drops x before the mend; the slower one's 10 would leave 40 after it.
    expect(pick('intents', helper(mend), [onX('e1', 40, 60), onX('e2', 10, 20)], xAt(40))).toMatch(/^golpe/);
  });

  it('rescues only with help that lands on the ally now: not a heal over time, nor a shield on the helper, nor a heal out of reach', () => {
    expect(pick('intents', helper(heal('aos-poucos', 50, {}, 3)), [onX('e1', 60)], xAt(40))).toMatch(/^golpe/);
    const swap = onAlly('guarda', [{ kind: 'shield', hits: 1, turns: 2, targets: 'self' }]);
    expect(pick('intents', helper(swap), [onX('e1', 60)], xAt(40))).toMatch(/^golpe/);
    // A mend that reaches only the back column (y, not x).
    const back = heal('atras', 50, { target: { side: 'ally', multiple: false, columns: [0] } });
    expect(pick('intents', helper(back), [onX('e1', 60)], xAt(40))).toMatch(/^golpe/);
  });

  it('counts what a status, a damage reduction or an attribute put on the ally would spare it', () => {
    const statuses: Record<string, StatusRule> = {
      barreira: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'shield-life', percent: 50 }] },
      fina: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'shield-life', percent: 10 }] },
    };
    const status = (id: string) => onAlly(id, [{ kind: 'status', status: id, targets: 'target' }]);
    // x at 40, a hit of 60: a barrier of 50 % of its 100 Vida leaves 10 of the hit (30 kept); one of 10 % leaves 50.
    expect(pick('intents', helper(status('barreira')), [onX('e1', 60)], xAt(40), { statuses })).toBe('barreira → ally 1');
    expect(pick('intents', helper(status('fina')), [onX('e1', 60)], xAt(40), { statuses })).toMatch(/^golpe/);
    // A status the setup does not define spares nothing.
    expect(pick('intents', helper(status('nenhum')), [onX('e1', 60)], xAt(40), { statuses })).toMatch(/^golpe/);
    // Half the damage taken: 30 < 40; a quarter: 45.
    const reduce = (percent: number) => onAlly('reduzir', [{ kind: 'damage-reduction', percent, turns: 2, targets: 'target' }]);
    expect(pick('intents', helper(reduce(50)), [onX('e1', 60)], xAt(40))).toBe('reduzir → ally 1');
    expect(pick('intents', helper(reduce(25)), [onX('e1', 60)], xAt(40))).toMatch(/^golpe/);
    // Of two turns, it still holds when x, faster than e1, has had its turn.
    expect(pick('intents', trio(50, [hit('golpe', 10), reduce(50)], 30), [onX('e1', 60)], xAt(40))).toBe('reduzir → ally 1');
    // x with Defesa 100 takes 50 of a hit of 100; with Defesa +100 % (200), 33 < 40.
    const sturdy = [
      fighter('hero', 1, 100, 50, [
        hit('golpe', 10),
        onAlly('fortalecer', [{ kind: 'attribute', attribute: 'defence', percent: 100, turns: 2, targets: 'target' }]),
      ]),
      fighter('x', 2, 100, 1, [], { defence: 100 }),
      idle('y', 0),
    ];
    expect(pick('intents', sturdy, [onX('e1', 100)], xAt(40))).toBe('fortalecer → ally 1');
    // Of two turns, it holds after the turn of an x faster than e1.
    expect(
      pick(
        'intents',
        sturdy.map((spec) => (spec.id === 'x' ? { ...spec, speed: 30 } : spec)),
        [onX('e1', 100)],
        xAt(40),
      ),
    ).toBe('fortalecer → ally 1');
  });

  it('leaves the ally’s statuses as they were after weighing a shield on it', () => {
    const shield = onAlly('escudo', [{ kind: 'shield', hits: 1, turns: 2, targets: 'target' }]);
    const start = planted(startBattle({ ...testSetup(helper(shield), [onX('e1', 60)]), policy: 'intents' }, 1), { side: 0, index: 1 }, { life: 40 });
    const state = declareByPolicy(declareRound(start));
    expect(state.sides[0][0]?.declared?.targets).toEqual([{ side: 0, index: 1 }]);
    expect(state.sides[0][1]?.statuses).toEqual([]);
  });

  it('declares a help on oneself (Defender) with oneself as its target', () => {
    // Defesa 100 halves a hit of 100 (50 ≥ 45 Vida); Defendendo makes it 150 (40 < 45).
    const statuses: Record<string, StatusRule> = { defendendo: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'defending' }] } };
    const defend: ActionSpec = { ...hit('defender', 0), target: selfTarget, effects: [{ kind: 'status', status: 'defendendo', turns: 1, targets: 'self' }] };
    const guard = [fighter('guard', 2, 100, 50, [hit('golpe', 10), defend], { defence: 100 })];
    expect(pick('intents', guard, [fighter('e', 2, 300, 20, [hit('soco', 100)])], { squad: { 0: { life: 45 } } }, { statuses })).toBe('defender → ally 0');
  });

  it('counts a help with an effect it does not weigh (a cleanse) by its heal', () => {
    const cleanse = onAlly('purificar', [
      { kind: 'cleanse', except: [], targets: 'target' },
      { kind: 'heal', percent: 50, targets: 'target' },
    ]);
    expect(pick('intents', helper(cleanse), [onX('e1', 60)], xAt(40))).toBe('purificar → ally 1');
  });

  it('counts each later hit once, whether the ally acts before it or not', () => {
    // x (speed 30) acts before e1 (20): mended to 90, it keeps 30 after the hit of 60.
    expect(pick('intents', trio(50, [hit('golpe', 10), mend], 30), [onX('e1', 60)], xAt(40))).toBe('mend → ally 1');
  });

  it('counts a declared hit only when its conditions hold on the ally', () => {
    const low = () =>
      onX('e1', 0, 20, 300, {
        effects: [{ kind: 'damage', amount: 60, nature: 'physical', hits: 1, targets: 'target', when: [{ is: 'life-below', percent: 50 }] }],
      });
    expect(pick('intents', helper(mend), [low()], xAt(40))).toBe('mend → ally 1');
    expect(pick('intents', helper(heal('mend', 10)), [low()], xAt(55))).toMatch(/^golpe/);
  });

  it('counts the damage a declared attack deals its target, not a status it adds nor its splash around', () => {
    // A mark, then 60 on x (50 Vida, not below half): it falls; mended it keeps 40.
    const mark = onX('e1', 0, 20, 300, {
      effects: [
        { kind: 'status', status: 'marca', targets: 'target' },
        { kind: 'damage', amount: 60, nature: 'physical', hits: 1, targets: 'target' },
      ],
    });
    expect(pick('intents', helper(mend), [mark], xAt(50))).toBe('mend → ally 1');
    // 20 on x and 30 around it: x (50) stands.
    const splash = onX('e1', 0, 20, 300, {
      effects: [
        { kind: 'damage', amount: 20, nature: 'physical', hits: 1, targets: 'target' },
        { kind: 'damage', amount: 30, nature: 'physical', hits: 1, targets: 'around' },
      ],
    });
    expect(pick('intents', helper(mend), [splash], xAt(50))).toMatch(/^golpe/);
  });

  it('reads an attacker’s bonus to the damage it deals', () => {
    // A hit of 40 on x (50, not below half): no danger; with +50 % damage dealt, 60.
    const fury: StatusState = { id: 'furia', negative: false, turns: 2, mechanics: [{ kind: 'damage-dealt', percent: 50 }] };
    expect(pick('intents', helper(mend), [onX('e1', 40)], xAt(50))).toMatch(/^golpe/);
    expect(pick('intents', helper(mend), [onX('e1', 40)], { ...xAt(50), enemies: { 0: { statuses: [fury] } } })).toBe('mend → ally 1');
  });
});

describe('when there is nothing to gain', () => {
  it('does not declare an attack worth nothing: an immune enemy leaves room to heal', () => {
    const fire = hit('fogo', 10, { effects: [{ kind: 'damage', amount: 10, damageType: 'fogo', nature: 'elemental', hits: 1, targets: 'target' }] });
    const immune = [idle('e', 2, 100)].map((spec) => ({ ...spec, grades: { fogo: 'imunidade' as const } }));
    const team = [fighter('healer', 0, 100, 10, [fire, heal('mend', 50)]), idle('x', 2, 100)];
    for (const policy of ['damage', 'focus', 'intents'] as const)
      expect(pick(policy, team, immune, { squad: { 1: { life: 50 } } }), policy).toBe('mend → ally 1');
  });

  it('acts on itself rather than pass, but does not call Mover an action on itself', () => {
    const guard: ActionSpec = { ...hit('defender', 0), target: selfTarget, effects: [] };
    expect(pick('damage', [fighter('a', 2, 100, 10, [mover(), guard])], [idle('e', 2)])).toBe('defender → ally 0');
  });

  it('"healing" looks below half only among allies: a wounded enemy is no reason to heal', () => {
    const team = [fighter('healer', 0, 100, 10, [hit('golpe', 5), heal('mend', 50)]), idle('x', 2, 100)];
    // x at 60 of 100, the enemy at 10 of 100: the greedy blow.
    expect(pick('healing', team, [idle('e', 2, 100)], { squad: { 1: { life: 60 } }, enemies: { 0: { life: 10 } } })).toBe('golpe → enemy 0');
  });
});

describe('kill shots', () => {
  it('between kill shots on two harmless enemies, wastes the least damage; an area’s single hits kill no one', () => {
    // 25 on x (20 Vida) wastes 5, on y (24 Vida) 1.
    expect(pick('focus', [fighter('a', 2, 1000, 10, [hit('golpe', 25)])], [idle('x', 2, 20), idle('y', 5, 24)])).toBe('golpe → enemy 1');
    // A wave of 10 (one hit each) on two enemies of 20 kills neither; the blow of 20 kills one.
    const wave = area('onda', [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, targets: 'target' }]);
    expect(pick('focus', [fighter('a', 2, 1000, 10, [wave, hit('golpe', 20)])], [idle('x', 2, 20), idle('y', 5, 40)])).toBe('golpe → enemy 0');
    // A low blow of 50 below half: at 40 of 100 a kill; at 60 no kill, and the bigger blow presses more.
    const low = hit('golpe-baixo', 0, {
      effects: [{ kind: 'damage', amount: 50, nature: 'physical', hits: 1, targets: 'target', when: [{ is: 'life-below', percent: 50 }] }],
    });
    expect(pick('focus', [fighter('a', 2, 1000, 10, [low, hit('golpe', 30)])], [idle('x', 2, 100)], { enemies: { 0: { life: 40 } } })).toBe(
      'golpe-baixo → enemy 0',
    );
    expect(pick('focus', [fighter('a', 2, 1000, 10, [low, hit('golpe', 30)])], [idle('x', 2, 100)], { enemies: { 0: { life: 60 } } })).toBe('golpe → enemy 0');
  });

  it('counts a hit equal to the Vida left as a kill', () => {
    // 20 on x (20 Vida, harmless) kills it; y (100 Vida) hits for 50 and would win on pressure.
    const enemies = [idle('x', 0, 20), fighter('y', 2, 100, 5, [hit('forte', 50)])];
    expect(pick('focus', [fighter('a', 2, 1000, 10, [hit('golpe', 20)])], enemies)).toBe('golpe → enemy 0');
  });

  it('does not count damage over time as a kill now', () => {
    // The burn (3 × 50) would finish x (40 Vida, hits for 30) only over its turns; the blow kills y (10 Vida, harmless) now.
    const burn = hit('queimar', 0, { effects: [{ kind: 'damage', amount: 50, nature: 'physical', hits: 1, turns: 3, targets: 'target' }] });
    const enemies = [fighter('x', 0, 40, 5, [hit('medio', 30)]), idle('y', 2, 10)];
    expect(pick('focus', [fighter('a', 2, 1000, 10, [burn, hit('golpe', 10)])], enemies)).toBe('golpe → enemy 1');
  });

  it('counts an area’s hits "per target" for each target, and an execution whose conditions hold', () => {
    // Two harmless enemies of 20: the rain's 10 per target hits each twice and kills both; the blow kills one.
    const rain = area('chuva', [{ kind: 'damage', amount: 10, nature: 'physical', hits: 'per-target', targets: 'target' }]);
    expect(pick('focus', [fighter('a', 2, 1000, 10, [hit('golpe', 25), rain])], [idle('x', 2, 20), idle('y', 5, 20)])).toBe('chuva → enemy 0, enemy 1');
    // A rain of 5 per target (10 on each) kills neither x (20) nor y (100); the blow kills x.
    const drizzle = area('garoa', [{ kind: 'damage', amount: 5, nature: 'physical', hits: 'per-target', targets: 'target' }]);
    expect(pick('focus', [fighter('a', 2, 1000, 10, [drizzle, hit('golpe', 25)])], [idle('x', 2, 20), idle('y', 5, 100)])).toBe('golpe → enemy 0');
    // An execution below half: a kill shot on x (40 of 100); the blow of 10 is not.
    const execute: ActionSpec = hit('executar', 0, { effects: [{ kind: 'execute', targets: 'target', when: [{ is: 'life-below', percent: 50 }] }] });
    expect(pick('focus', [fighter('a', 2, 1000, 10, [hit('golpe', 10), execute])], [idle('x', 2, 100)], { enemies: { 0: { life: 40 } } })).toBe(
      'executar → enemy 0',
    );
  });

  it('counts only the damage an action deals its targets, not its splash around them', () => {
    const splash = hit('respingo', 0, {
      effects: [
        { kind: 'damage', amount: 20, nature: 'physical', hits: 1, targets: 'target' },
        { kind: 'damage', amount: 30, nature: 'physical', hits: 1, targets: 'around' },
      ],
    });
    expect(pick('damage', [fighter('a', 2, 1000, 10, [splash, hit('golpe', 25)])], [idle('x', 2, 100)])).toBe('golpe → enemy 0');
    // Nor as a kill: 20 on x (40 Vida) kills nothing; the blow's 25 presses more.
    expect(pick('focus', [fighter('a', 2, 1000, 10, [splash, hit('golpe', 25)])], [idle('x', 2, 40)])).toBe('golpe → enemy 0');
  });
});

describe('the threat of an enemy’s execution, hits and damage over time', () => {
  // The hero at 40 of 100 Vida; x hits it as told, y hits it for 30 (anyone it reaches).
  const hero = [fighter('hero', 2, 100, 10, [hit('golpe', 10)])];
  const versus = (x: ActionSpec) => pick('focus', hero, [fighter('x', 2, 100, 5, [x]), fighter('y', 5, 100, 5, [hit('trinta', 30)])], xAt0);
  const xAt0 = { squad: { 0: { life: 40 } } };

  it('counts an execution as the Vida it takes, several hits each, and damage over time for its turns', () => {
    expect(versus(hit('executar', 0, { effects: [{ kind: 'execute', targets: 'target', when: [{ is: 'life-below', percent: 50 }] }] }))).toBe(
      'golpe → enemy 0',
    );
    expect(versus(hit('dois', 0, { effects: [{ kind: 'damage', amount: 20, nature: 'physical', hits: 2, targets: 'target' }] }))).toBe('golpe → enemy 0');
    // "Per target" on a single target: one hit of 40.
    expect(versus(hit('um', 0, { effects: [{ kind: 'damage', amount: 40, nature: 'physical', hits: 'per-target', targets: 'target' }] }))).toBe(
      'golpe → enemy 0',
    );
    expect(versus(hit('veneno', 0, { effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns: 4, targets: 'target' }] }))).toBe(
      'golpe → enemy 0',
    );
    // 20 now and 30 around: only the 20 counts.
    // An execution below half on the hero at 60: nothing; y wins.
    expect(
      pick(
        'focus',
        hero,
        [
          fighter('x', 2, 100, 5, [hit('executar', 0, { effects: [{ kind: 'execute', targets: 'target', when: [{ is: 'life-below', percent: 50 }] }] })]),
          fighter('y', 5, 100, 5, [hit('trinta', 30)]),
        ],
        { squad: { 0: { life: 60 } } },
      ),
    ).toBe('golpe → enemy 1');
    // A blow of 50 below half, on the hero at 40: 40 > 30; on an execution around the hero: nothing.
    expect(
      versus(
        hit('baixo', 0, {
          effects: [{ kind: 'damage', amount: 50, nature: 'physical', hits: 1, targets: 'target', when: [{ is: 'life-below', percent: 50 }] }],
        }),
      ),
    ).toBe('golpe → enemy 0');
    expect(versus(hit('perto', 0, { effects: [{ kind: 'execute', targets: 'around' }] }))).toBe('golpe → enemy 1');
    // A hit of 40 that also marks: the mark is no damage, the 40 counts.
    expect(
      versus(
        hit('marcar', 0, {
          effects: [
            { kind: 'status', status: 'marca', targets: 'target' },
            { kind: 'damage', amount: 40, nature: 'physical', hits: 1, targets: 'target' },
          ],
        }),
      ),
    ).toBe('golpe → enemy 0');
    // The same blow of 50 on the hero at 60: nothing; y wins.
    const lowBlow = hit('baixo', 0, {
      effects: [{ kind: 'damage', amount: 50, nature: 'physical', hits: 1, targets: 'target', when: [{ is: 'life-below', percent: 50 }] }],
    });
    expect(pick('focus', hero, [fighter('x', 2, 100, 5, [lowBlow]), fighter('y', 5, 100, 5, [hit('trinta', 30)])], { squad: { 0: { life: 60 } } })).toBe(
      'golpe → enemy 1',
    );
    expect(
      versus(
        hit('respingo', 0, {
          effects: [
            { kind: 'damage', amount: 20, nature: 'physical', hits: 1, targets: 'target' },
            { kind: 'damage', amount: 30, nature: 'physical', hits: 1, targets: 'around' },
          ],
        }),
      ),
    ).toBe('golpe → enemy 1');
  });

  it('counts a hit at most the Vida of who it falls on', () => {
    // The hero (40 Vida) and b (1,000) at the back: x's 100 reaches only the hero, 40 × 1 ÷ 2 = 20; y's 45 either, 45 × 2 ÷ 2.
    const pair = [fighter('hero', 2, 100, 10, [hit('golpe', 10)]), idle('b', 0, 1000)];
    const enemies = [fighter('x', 2, 100, 5, [strike('cem', 100, [2])]), fighter('y', 5, 100, 5, [hit('quarenta-e-cinco', 45)])];
    expect(pick('focus', pair, enemies, xAt0)).toBe('golpe → enemy 1');
  });
});

describe('revives', () => {
  // The first round is round 1: an ally planted as fallen in round 0 fell in the last round.
  const revive = (id: string, percent: number, rounds: number): ActionSpec => onAlly(id, [{ kind: 'revive', percent, rounds, targets: 'fallen' }]);
  const fallen = { squad: { 1: { life: 0, fellAt: 0 } } };

  it('counts the Vida a revive gives back to an ally fallen within its rounds, the most Vida first', () => {
    expect(pick('damage', [fighter('a', 0, 100, 10, [revive('reviver', 50, 1)]), idle('x', 2, 100)], [idle('e', 2)], fallen)).toMatch(/^reviver/);
    // Fallen one round ago, a revive of 0 rounds is too late: nothing to do.
    expect(pick('damage', [fighter('a', 0, 100, 10, [revive('reviver', 50, 0)]), idle('x', 2, 100)], [idle('e', 2)], fallen)).toBe('nothing');
    // 50 % of 100 Vida > 30 %.
    const both = [fighter('a', 0, 100, 10, [revive('pouco', 30, 1), revive('muito', 50, 1)]), idle('x', 2, 100)];
    expect(pick('damage', both, [idle('e', 2)], fallen)).toMatch(/^muito/);
  });

  it('weighs a revive’s Vida against a heal’s, and a revive that also heals even with no one wounded', () => {
    // x fell last round (a revive of 30 % gives back 30); y lost 40 (a mend of 50 % gives back 40).
    const team = [fighter('a', 0, 100, 10, [revive('reviver', 30, 1), heal('mend', 50)]), idle('x', 2, 100), idle('y', 1, 100)];
    expect(pick('damage', team, [idle('e', 2)], { squad: { 1: { life: 0, fellAt: 0 }, 2: { life: 60 } } })).toBe('mend → ally 2');
    // A revive with a heal in it, no one standing wounded: it still revives.
    const both = onAlly('renascer', [
      { kind: 'heal', percent: 10, targets: 'target' },
      { kind: 'revive', percent: 30, rounds: 1, targets: 'fallen' },
    ]);
    expect(pick('damage', [fighter('a', 0, 100, 10, [both]), idle('x', 2, 100)], [idle('e', 2)], fallen)).toMatch(/^renascer/);
  });

  it('"healing" heals first only a hero with a heal: a revive alone does not put it before the greedy blow', () => {
    const team = [fighter('a', 0, 100, 10, [hit('golpe', 5), revive('reviver', 50, 1)]), idle('x', 2, 100), idle('y', 1, 100)];
    // x fallen last round, y at 30 of 100 (the revive reaches it): below half, but the hero has no heal.
    expect(pick('healing', team, [idle('e', 2)], { squad: { 1: { life: 0, fellAt: 0 }, 2: { life: 30 } } })).toBe('golpe → enemy 0');
  });
});

describe('who acts first, as the intent reader reads it', () => {
  // e1 hits x (40 Vida) for 45; the hero's blow kills e1 (20 Vida) or e2 (20 Vida, hits y for 90, the more threatening).
  const enemies = (e1Speed: number) => [onX('e1', 45, e1Speed, 20), onY('e2', 90, 20, 20)];
  const haste: StatusState = { id: 'pressa', negative: false, turns: 2, mechanics: [], attribute: { id: 'speed', percent: 0, amount: 10, untilHit: false } };

  it('counts the Velocidade now, then the base Velocidade: as fast now and faster at base is surely first', () => {
    // e1 of base 10, 20 now; the hero of base 20: it acts first, it stops e1's blow.
    expect(pick('intents', trio(20, [hit('golpe', 25)]), enemies(10), { ...xAt(40), enemies: { 0: { statuses: [haste] } } })).toBe('golpe → enemy 0');
    // The hero of base 10, 20 now, e1 of base 20: not surely first; focus fire.
    expect(pick('intents', trio(10, [hit('golpe', 25)]), enemies(20), { squad: { 0: { statuses: [haste] }, 1: { life: 40 } } })).toBe('golpe → enemy 1');
    // The hero of base 20, 10 now (a slow of −10), e1 of base 10, 20 now: slower now, not first, whatever its base.
    const slow: StatusState = { ...haste, id: 'lento', attribute: { id: 'speed', percent: 0, amount: -10, untilHit: false } };
    expect(
      pick('intents', trio(20, [hit('golpe', 25)]), enemies(10), {
        squad: { 0: { statuses: [slow] }, 1: { life: 40 } },
        enemies: { 0: { statuses: [haste] } },
      }),
    ).toBe('golpe → enemy 1');
    // The hero of base 10, 30 now, e1 of 20: first.
    expect(pick('intents', trio(10, [hit('golpe', 25)]), enemies(20), { squad: { 0: { statuses: [haste, { ...haste, id: 'mais' }] }, 1: { life: 40 } } })).toBe(
      'golpe → enemy 0',
    );
  });
});

describe('the threat an enemy weighs by (focus fire: damage × threat ÷ Vida left)', () => {
  // The hero deals 10 to either of two enemies of 100 Vida, x (enemy 0) or y (enemy 1): no kill shot, the more threatening one is fired at.
  const focus = (squad: FighterSpec[], x: ActionSpec[], y: ActionSpec[], xExtra: Partial<FighterSpec> = {}) =>
    pick('focus', squad, [fighter('x', 2, 100, 5, x, xExtra), fighter('y', 5, 100, 5, y)]);
  const alone = [fighter('hero', 2, 1000, 10, [hit('golpe', 10)])];
  /** The hero and an ally at the back. */
  const pair = [fighter('hero', 2, 1000, 10, [hit('golpe', 10)]), idle('b', 0)];

  it('weighs each action by the chance the enemy’s dice pay it', () => {
    // x's 40 is paid half the time (a red unit, a die half red): 0.5 × 40 = 20 < y's 30.
    expect(focus(alone, [hit('forte', 40, { cost: red })], [hit('medio', 30)], { dice: [['vermelha', 'azul']] })).toBe('golpe → enemy 1');
    // Always paid: 40 > 30.
    expect(focus(alone, [hit('forte', 40, { cost: red })], [hit('medio', 30)])).toBe('golpe → enemy 0');
  });

  it('averages the actions it may use, each reaching someone from its cell', () => {
    // x: 40 or 10, each always paid: 25 < 30.
    expect(focus(alone, [hit('forte', 40), hit('fraco', 10)], [hit('medio', 30)])).toBe('golpe → enemy 1');
    // x's 10 cannot be used from its front column: 40 > 30.
    expect(focus(alone, [hit('forte', 40), hit('fraco', 10, { from: [0] })], [hit('medio', 30)])).toBe('golpe → enemy 0');
    // x's 10 reaches no one (the back column is empty): 40 > 30.
    expect(focus(alone, [hit('forte', 40), hit('fraco', 10, { target: { side: 'enemy', multiple: false, columns: [0] } })], [hit('medio', 30)])).toBe(
      'golpe → enemy 0',
    );
    // x's heal on itself is no threat, nor is x one of those it reaches: with the hero and an ally, 40 × 2 ÷ 2 = 40 > 35.
    const selfHeal = hit('cura', 0, { target: selfTarget, effects: [{ kind: 'heal', percent: 50, targets: 'target' }] });
    expect(focus(pair, [hit('forte', 40), selfHeal], [hit('trinta-e-cinco', 35)])).toBe('golpe → enemy 0');
    // An enemy reaching no one threatens nothing: y's 5 beats x's 100 that reaches only the empty back column.
    expect(focus(alone, [hit('forte', 100, { target: { side: 'enemy', multiple: false, columns: [0] } })], [hit('fraco', 5)])).toBe('golpe → enemy 1');
  });

  it('counts the squad members its actions reach, out of those standing', () => {
    // x's 20 reaches both (20 × 2 ÷ 2 = 20); y's 30 only the one at the back (30 × 1 ÷ 2 = 15).
    const back: TargetSpec = { side: 'enemy', multiple: false, columns: [0] };
    expect(focus(pair, [hit('vinte', 20)], [hit('trinta', 30, { target: back })])).toBe('golpe → enemy 0');
    // y's 50 on the back one: 25 > 20.
    expect(focus(pair, [hit('vinte', 20)], [hit('cinquenta', 50, { target: back })])).toBe('golpe → enemy 1');
  });

  it('spreads the threat over the squad members standing, so that it weighs against the sliver a harmless enemy gets', () => {
    // x (10 Vida, harmless) at the back: the burn (3 ticks of 10, only the back column) finishes it: 10 ÷ 10 × 0.001 = 0.001.
    // y (1,000 Vida) in front hits the front column for 1, paid one time in 6: the blow (10, only the front) weighs
    // 10 ÷ 1,000 × (threat + 0.001).
    const burn = hit('queimar', 0, {
      target: { side: 'enemy', multiple: false, columns: [0] },
      effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 1, turns: 3, targets: 'target' }],
    });
    const blow = hit('golpe', 10, { target: frontOnly });
    const enemies = [
      idle('x', 0, 10),
      fighter('y', 2, 1000, 5, [hit('arranhao', 1, { cost: red, target: frontOnly })], {
        dice: [['vermelha', 'azul', 'azul', 'azul', 'azul', 'azul']],
      }),
    ];
    const three = [fighter('hero', 2, 1000, 10, [burn, blow]), idle('b', 1), idle('c', 0)];
    // Alone, the hero is all y reaches: threat 1 ÷ 6 = 0.167, the blow weighs 0.0017 > 0.001.
    expect(pick('focus', [fighter('hero', 2, 1000, 10, [burn, blow])], enemies)).toBe('golpe → enemy 1');
    // With two allies standing out of y's reach: 0.167 × 1 ÷ 3 = 0.056, the blow weighs 0.00057 < 0.001.
    expect(pick('focus', three, enemies)).toBe('queimar → enemy 0');
    // The two allies fallen: the hero alone stands, as at first.
    expect(pick('focus', three, enemies, { squad: { 1: { life: 0 }, 2: { life: 0 } } })).toBe('golpe → enemy 1');
  });

  it('counts an area’s damage on all it reaches', () => {
    // x's area deals 15 to each of the two (30); y's single hit deals 20 to one of them, as it reaches both (20).
    const rain = area('chuva', [{ kind: 'damage', amount: 15, nature: 'physical', hits: 1, targets: 'target' }]);
    expect(focus(pair, [rain], [hit('vinte', 20)])).toBe('golpe → enemy 0');
    // A single hit's damage is averaged over who it may hit: 30 on the hero, 15 on the back ally (Defesa 100), 22.5; y's area of 20
    // deals 20 and 10, 30 in all.
    const guarded = [fighter('hero', 2, 1000, 10, [hit('golpe', 10)]), fighter('b', 0, 1000, 1, [], { defence: 100 })];
    const wide = area('vinte', [{ kind: 'damage', amount: 20, nature: 'physical', hits: 1, targets: 'target' }]);
    expect(focus(guarded, [hit('trinta', 30)], [wide])).toBe('golpe → enemy 1');
    // 32 on the hero, 16 on b: 24 < 30 (the hero alone would be 32).
    expect(focus(guarded, [hit('trinta-e-dois', 32)], [wide])).toBe('golpe → enemy 1');
  });
});

describe('a whole battle in one run (the batch)', () => {
  it('reads each round’s threats afresh: an enemy left with no one to reach threatens nothing', () => {
    // Round 1: x (20 Vida) hits b (20 Vida, at the back) for 20, threat 20 × 1 ÷ 2 = 10; y (30 Vida) hits the hero for 15,
    // threat 7.5. The hero's 5 presses x (5 ÷ 20 × 10 = 2.5) more than y (5 ÷ 30 × 7.5 = 1.25); b falls.
    // From round 2 x reaches no one: y (threat 15) is pressed until it falls in round 7 (the hero acts first), then x in
    // rounds 8 to 10. y hit the hero in rounds 1 to 6: 1,000 − 90 = 910.
    const squad = [fighter('hero', 2, 1000, 10, [hit('golpe', 5)]), idle('b', 0, 20)];
    const enemies = [fighter('x', 2, 20, 5, [strike('vinte', 20, [0])]), fighter('y', 5, 30, 5, [strike('quinze', 15, [2])])];
    const result = simulateBattle({ ...testSetup(squad, enemies), policy: 'focus' }, 1);
    expect({ outcome: result.outcome, rounds: result.rounds, hero: result.final[0]?.life }).toEqual({ outcome: 'victory', rounds: 10, hero: 910 });
  });
});

describe('focus fire’s pressure', () => {
  it('counts the damage on a target (now and by its ticks) at most its Vida', () => {
    // x (40 Vida, threat 10) at the back, y (100 Vida, threat 40) in front. The burn reaches only x: 3 ticks of 20 = 60, capped at
    // its 40 Vida, weighs 40 ÷ 40 × 10 = 10; the blow (only y) 30 ÷ 100 × 40 = 12.
    const burn = hit('queimar', 0, {
      target: { side: 'enemy', multiple: false, columns: [0] },
      effects: [{ kind: 'damage', amount: 20, nature: 'physical', hits: 1, turns: 3, targets: 'target' }],
    });
    const blow = hit('golpe', 30, { target: frontOnly });
    const enemies = [fighter('x', 0, 40, 5, [hit('fraco', 10)]), fighter('y', 2, 100, 5, [hit('forte', 40)])];
    expect(pick('focus', [fighter('hero', 2, 1000, 10, [burn, blow])], enemies)).toBe('golpe → enemy 1');
  });

  it('sums an area’s pressure over its targets, and a row attack’s over the row it picks', () => {
    // Three harmless enemies of 100: the row attack (20 each) hits the top row's two (cells 0 and 1) or the bottom one (cell 5).
    const row = hit('linha', 0, {
      target: { side: 'enemy', multiple: false, columns: anyColumn, row: true },
      effects: [{ kind: 'damage', amount: 20, nature: 'physical', hits: 1, targets: 'target' }],
    });
    const hero = [fighter('hero', 2, 1000, 10, [hit('golpe', 30), row])];
    expect(pick('focus', hero, [idle('x', 0, 100), idle('y', 1, 100), idle('z', 5, 100)])).toBe('linha → enemy 0, enemy 1');
    // With the pair at the bottom, the bottom row.
    expect(pick('focus', hero, [idle('x', 1, 100), idle('y', 3, 100), idle('z', 5, 100)])).toBe('linha → enemy 1, enemy 2');
    // The top row's two harmless enemies of 1,000 Vida weigh less than the bottom one (100 Vida, hits for 50): the bottom row.
    expect(pick('focus', [fighter('hero', 2, 1000, 10, [row])], [idle('x', 0, 1000), idle('y', 1, 1000), fighter('z', 5, 100, 5, [hit('forte', 50)])])).toBe(
      'linha → enemy 2',
    );
    // One enemy in each row: the single blow of 30 beats the row's 20.
    expect(pick('focus', hero, [idle('x', 1, 100), idle('z', 5, 100)], {}, { seed: 2 })).toMatch(/^golpe/);
  });
});
