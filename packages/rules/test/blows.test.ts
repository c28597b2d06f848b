// What lands on a fighter (blows.ts), one blow at a time on a tiny hand-built
// battle: the Poder a hit starts from, what raises or lowers it, the damage
// question, the shields, the floor of Vida, a fall and a rebirth, shared
// damage, the passives a hit feeds (Garras do Vento, Cinzas Ardentes),
// thorns, a heal, a status by its stacking rule, a push and a summon. The
// mutation run of the package found these branches reached by the battles
// but not told apart. Every figure is the test damage rules' (fixtures.ts),
// worked by hand: with Poder 100 and Defesa 0 a physical hit deals its amount;
// Defesa D divides it by (100 + D) / 100, rounded down.
import { describe, expect, it } from 'vitest';
import { addStatus, dealtPercent, displace, estimate, fall, heal, hit, loseLife, powerFor, question, summon, type Blow } from '../src/blows';
import { activeStatus, makeFighter, type ActiveStatus, type BattleContext, type Fighter } from '../src/fighters';
import { computeDamage, type FighterSpec, type StatusMechanic, type StatusRule } from '../src/index';
import { hit as action, fighter, testSetup } from './fixtures';

/** A battle's context around these fighters, in its first round, keeping events; a hit's damage is computeDamage's. */
function battle(squad: FighterSpec[], enemies: FighterSpec[], statuses: Record<string, StatusRule> = {}, summons?: Record<string, FighterSpec>) {
  const setup = { ...testSetup(squad, enemies, statuses), ...(summons ? { summons } : {}) };
  const sides: [Fighter[], Fighter[]] = [squad.map((spec, index) => makeFighter(spec, 0, index)), enemies.map((spec, index) => makeFighter(spec, 1, index))];
  const context: BattleContext = {
    setup,
    attributes: { defence: 'defence', speed: 'speed', power: 'power' },
    rng: { state: 1 },
    random: () => 0,
    tieBreaks: () => 0,
    damageOf: (input) => computeDamage(input, setup.damage).damage,
    round: 1,
    zones: [],
    sides,
    declarations: squad.map(() => 0),
    everyone: [...sides[0], ...sides[1]],
    falls: [],
    events: [],
  };
  return { context, squad: sides[0], enemies: sides[1] };
}

/** One fighter on each side by default: a (squad, cell 2) and x (enemy, cell 2), both Vida 100, Defesa 0, Poder 100. */
function duel(a: Partial<FighterSpec> = {}, x: Partial<FighterSpec> = {}, statuses: Record<string, StatusRule> = {}) {
  const { context, squad, enemies } = battle([fighter('a', 2, 100, 5, [], a)], [fighter('x', 2, 100, 1, [], x)], statuses);
  return { context, a: squad[0] as Fighter, x: enemies[0] as Fighter };
}

const status = (id: string, mechanics: StatusMechanic[], fields: Partial<ActiveStatus> = {}, turns = 2): ActiveStatus =>
  activeStatus({ id, ...fields }, false, turns, mechanics);
const physical = (amount: number, extra: Partial<Blow> = {}): Blow => ({ amount, nature: 'physical', ...extra });
const elemental = (amount: number, extra: Partial<Blow> = {}): Blow => ({ amount, nature: 'elemental', ...extra });
const kinds = (context: BattleContext) => context.events?.map((event) => event.kind);
const A = { side: 0, index: 0 };
const X = { side: 1, index: 0 };

describe('the Poder a hit starts from, and what raises it', () => {
  it('an elemental hit starts from the Poder elemental, or the Poder de Ataque without one; a physical hit from the Poder de Ataque', () => {
    const { a } = duel({ power: 100, elementalPower: 200 });
    expect(powerFor(a, 'elemental')).toBe(200);
    expect(powerFor(a, 'physical')).toBe(100);
    expect(powerFor(duel({ power: 120 }).a, 'elemental')).toBe(120);
    // Through a hit: 10 elemental at Poder 200 deals 20.
    const both = duel({ power: 100, elementalPower: 200 });
    expect(hit(both.context, both.a, both.x, elemental(10))).toBe(20);
    expect(hit(both.context, both.a, both.x, physical(10))).toBe(10);
  });

  it('adds the source’s Poder de Ataque changes and its damage-dealt statuses, of the hit’s nature or of any', () => {
    const { context, a, x } = duel();
    a.statuses = [status('forca', [{ kind: 'attribute', percent: 30 }], { attributes: ['power'] })];
    expect(dealtPercent(context, a, x, physical(10), 0)).toBe(30);
    expect(dealtPercent(context, a, x, physical(10), 5)).toBe(35);
    a.statuses.push(status('furia-elemental', [{ kind: 'damage-dealt', percent: 20, nature: 'elemental' }]));
    expect(dealtPercent(context, a, x, physical(10), 0)).toBe(30);
    expect(dealtPercent(context, a, x, elemental(10), 0)).toBe(50);
    a.statuses.push(
      status('furia', [
        { kind: 'damage-dealt', percent: 10 },
        { kind: 'damage-taken', percent: 25 },
      ]),
    );
    expect(dealtPercent(context, a, x, physical(10), 0)).toBe(40);
    expect(dealtPercent(context, a, x, elemental(10), 0)).toBe(60);
    // 10 at +40 % deals 14.
    expect(hit(context, a, x, physical(10))).toBe(14);
  });

  it('a critical hit waiting adds its percent to the next blow and is spent by it, not by a tick', () => {
    const { context, a, x } = duel();
    a.statuses = [
      status('critico', [
        { kind: 'critical', percent: 100 },
        { kind: 'damage-taken', percent: 0 },
      ]),
      status('outro', [{ kind: 'damage-taken', percent: 0 }]),
    ];
    expect(dealtPercent(context, a, x, physical(10), 0)).toBe(100);
    expect(hit(context, a, x, physical(10), { tick: true, power: 100 })).toBe(10);
    expect(a.statuses.map((one) => one.id)).toEqual(['critico', 'outro']);
    expect(hit(context, a, x, physical(10))).toBe(20);
    expect(a.statuses.map((one) => one.id)).toEqual(['outro']);
    expect(hit(context, a, x, physical(10))).toBe(10);
  });

  it('Inferno Crescente grows the hits of its damage type on its target, by stacks up to its maximum', () => {
    const { context, squad, enemies } = battle([fighter('a', 2, 100, 5, [])], [fighter('x', 2, 100, 1, []), fighter('y', 1, 100, 1, [])]);
    const [a, [x, y]] = [squad[0] as Fighter, enemies as [Fighter, Fighter]];
    const ramp = { percent: 10, max: 25, damageType: 'fogo', stacks: 2, target: x };
    a.statuses = [status('inferno', [], { ramp })];
    expect(dealtPercent(context, a, x, physical(20, { damageType: 'fogo' }), 0)).toBe(20);
    ramp.stacks = 3;
    expect(dealtPercent(context, a, x, physical(20, { damageType: 'fogo' }), 0)).toBe(25);
    expect(dealtPercent(context, a, x, physical(20, { damageType: 'gelo' }), 0)).toBe(0);
    expect(dealtPercent(context, a, y, physical(20, { damageType: 'fogo' }), 0)).toBe(0);
    // 20 at +25 % deals 25.
    expect(hit(context, a, x, physical(20, { damageType: 'fogo' }))).toBe(25);
  });

  it('estimates a hit as it would land now, with the source’s changes and the target’s, before shields', () => {
    const { context, a, x } = duel({ elementalPower: 200 }, { defence: 100 });
    a.statuses = [status('furia', [{ kind: 'damage-dealt', percent: 50 }])];
    x.statuses = [status('escudo', [], { shieldHits: 1 })];
    // 10 at Poder 150 is 15, halved by Defesa 100: 7.
    expect(estimate(context, a, x, physical(10))).toBe(7);
    // Elemental: Poder 200 + 50 % = 300, 30, no Defesa elemental.
    expect(estimate(context, a, x, elemental(10))).toBe(30);
    expect(x.statuses).toHaveLength(1);
  });
});

describe('the damage question of a hit on a target', () => {
  it('takes the hit’s piercing off the Defesa, never below 0, with statuses on the target or not', () => {
    const { context, a, x } = duel({}, { defence: 100 });
    expect(question(context, x, physical(10, { pierce: 50 }), 100).defence).toBe(50);
    expect(question(context, x, physical(10, { pierce: 150 }), 100).defence).toBe(0);
    expect(question(context, x, physical(10), 100).defence).toBe(100);
    x.statuses = [status('outro', [{ kind: 'damage-taken', percent: 0 }])];
    expect(question(context, x, physical(10, { pierce: 50 }), 100).defence).toBe(50);
    expect(question(context, x, physical(10, { pierce: 150 }), 100).defence).toBe(0);
    // 10 against Defesa 100 - 50: 10 × 100 / 150, 6.
    expect(hit(context, a, x, physical(10, { pierce: 50 }))).toBe(6);
  });

  it('reads the Defesa elemental (0 without one), Fortaleza only for who has the passive, and the grade of the hit’s damage type', () => {
    const { context, x } = duel({}, { elementalDefence: 40, grades: { fogo: 'fraqueza' } });
    expect(question(context, x, elemental(10), 100)).toMatchObject({ base: 10, nature: 'elemental', power: 100, elementalDefence: 40, defending: false });
    expect(question(context, x, physical(10, { damageType: 'fogo' }), 100).grade).toBe('fraqueza');
    expect(question(context, x, physical(10, { damageType: 'gelo' }), 100).grade).toBe('normal');
    expect(question(context, x, physical(10), 100).grade).toBe('normal');
    expect(question(context, duel().x, elemental(10), 100).elementalDefence).toBe(0);
    const fortress = duel({}, { passives: [{ kind: 'fortress' }] }).x;
    fortress.fortress = 2;
    expect(question(context, fortress, physical(10), 100).fortressStacks).toBe(2);
    x.fortress = 2;
    expect(question(context, x, physical(10), 100).fortressStacks).toBe(0);
  });

  it('sums the target’s reductions, capped at 100 %, and its damage-taken statuses of the hit’s nature', () => {
    const { context, a, x } = duel();
    x.statuses = [status('vulneravel', [{ kind: 'damage-taken', percent: 50 }]), status('r1', [], { reduction: 60 }), status('r2', [], { reduction: 60 })];
    // 50 taken, reductions 120 held to 100: −50 %. 10 → 5.
    expect(question(context, x, physical(10), 100).damageTakenPercent).toBe(-50);
    expect(hit(context, a, x, physical(10))).toBe(5);
    x.statuses = [
      status('fragil-elemental', [{ kind: 'damage-taken', percent: 50, nature: 'elemental' }]),
      status('fragil', [{ kind: 'damage-taken', percent: 20 }]),
    ];
    expect(question(context, x, physical(10), 100)).toMatchObject({ damageTakenPercent: 20, defending: false });
    expect(question(context, x, elemental(10), 100)).toMatchObject({ damageTakenPercent: 70, defending: false });
  });

  it('a reduction bound to who gave it holds while that one stands in the cell it gave it from', () => {
    const { context, enemies } = battle([fighter('a', 2, 100, 5, [])], [fighter('x', 2, 100, 1, []), fighter('g', 1, 100, 1, [])]);
    const [x, guard] = enemies as [Fighter, Fighter];
    x.statuses = [status('protecao', [], { reduction: 50, bound: { source: guard, cell: 1 } })];
    expect(question(context, x, physical(10), 100).damageTakenPercent).toBe(-50);
    guard.cell = 4;
    expect(question(context, x, physical(10), 100).damageTakenPercent).toBe(0);
    guard.cell = 1;
    guard.life = 0;
    expect(question(context, x, physical(10), 100).damageTakenPercent).toBe(0);
  });

  it('a piercing status lowers the Defesa by its percent and is spent by the next blow; defending and Defesa changes are asked', () => {
    const { context, a, x } = duel({}, { defence: 100 });
    x.statuses = [
      status('perfurado', [
        { kind: 'pierce', percent: 50 },
        { kind: 'damage-taken', percent: 0 },
      ]),
      status('outro', [{ kind: 'damage-taken', percent: 0 }]),
    ];
    expect(question(context, x, physical(10, { pierce: 10 }), 100).defence).toBe(40);
    expect(hit(context, a, x, physical(10), { tick: true, power: 100 })).toBe(6);
    expect(x.statuses).toHaveLength(2);
    expect(hit(context, a, x, physical(10))).toBe(6);
    expect(x.statuses.map((one) => one.id)).toEqual(['outro']);
    expect(hit(context, a, x, physical(10))).toBe(5);
    x.statuses = [
      status('defendendo', [{ kind: 'defending' }]),
      status('muralha', [{ kind: 'attribute', percent: 40 }], { attributes: ['defence'] }),
      status('rachado', [{ kind: 'attribute', percent: -20 }], { attributes: ['defence'] }),
    ];
    expect(question(context, x, physical(10), 100)).toMatchObject({ defending: true, defenceBonuses: 40, defenceReductions: -20 });
  });
});

describe('shields and the floor of Vida', () => {
  it('a shield of hits cancels the blow whole and loses one hit, dropped at its last; the blow is a miss for Garras do Vento', () => {
    const combo = { kind: 'combo' as const, hits: 1, critical: 100, status: 'ferida', attribute: 'defence', percent: -50, turns: 2 };
    const { context, a, x } = duel({ passives: [combo] });
    x.statuses = [status('outro', []), status('escudo', [], { shieldHits: 2 })];
    a.combo = { target: x, count: 1 };
    expect(hit(context, a, x, physical(10))).toBe(0);
    expect(a.combo.count).toBe(0);
    expect(x.statuses.map((one) => [one.id, one.shieldHits])).toEqual([
      ['outro', undefined],
      ['escudo', 1],
    ]);
    // A tick of damage over time is not a blow: it passes the shield, which waits for the next hit (decision firmeza-espera-o-golpe).
    a.combo = { target: x, count: 1 };
    expect(hit(context, a, x, physical(10), { tick: true, power: 100 })).toBe(10);
    expect(a.combo.count).toBe(1);
    expect(x.statuses.map((one) => [one.id, one.shieldHits])).toEqual([
      ['outro', undefined],
      ['escudo', 1],
    ]);
    expect(x.life).toBe(90);
    // The next blow spends the shield's last hit, and the shield goes; it is a miss for Garras do Vento.
    expect(hit(context, a, x, physical(10))).toBe(0);
    expect(a.combo.count).toBe(0);
    expect(x.statuses.map((one) => one.id)).toEqual(['outro']);
    expect(x.life).toBe(90);
    const shielded = { kind: 'hit', source: A, target: X, damage: 0, lifeLost: 0, shielded: true, steps: [] };
    expect((context.events ?? []).filter((event) => event.kind === 'hit' && 'shielded' in event && event.shielded)).toEqual([shielded, shielded]);
  });

  it('shields of Vida absorb the damage in turn before the Vida; the hit still says the whole damage', () => {
    const { context, a, x } = duel();
    const first = status('escudo-1', [], { shieldLife: 3 });
    const second = status('escudo-2', [], { shieldLife: 4 });
    const third = status('escudo-3', [], { shieldLife: 5 });
    x.statuses = [first, status('outro', []), second, third];
    expect(hit(context, a, x, physical(10))).toBe(10);
    expect([first.shieldLife, second.shieldLife, third.shieldLife]).toEqual([0, 0, 2]);
    expect(x.life).toBe(100);
    expect(hit(context, a, x, physical(10))).toBe(10);
    expect([first.shieldLife, second.shieldLife, third.shieldLife]).toEqual([0, 0, 0]);
    expect(x.life).toBe(92);
    expect(a.damageDealt).toBe(8);
    expect(context.events?.[1]).toMatchObject({ kind: 'hit', damage: 10, lifeLost: 8, shielded: false });
  });

  it('Imortalidade holds the Vida at its floor, the highest of several; a bearer already under it loses nothing', () => {
    const { context, a, x } = duel();
    x.statuses = [
      status('imortal-1', [{ kind: 'life-floor', value: 1 }]),
      status('imortal-5', [
        { kind: 'life-floor', value: 5 },
        { kind: 'damage-taken', percent: 0 },
      ]),
      status('outro', [{ kind: 'damage-taken', percent: 0 }]),
    ];
    expect(hit(context, a, x, physical(500))).toBe(500);
    expect(x.life).toBe(5);
    expect(kinds(context)).toEqual(['hit']);
    x.life = 3;
    expect(loseLife(x, 10)).toBe(0);
    expect(x.life).toBe(3);
    x.statuses = [];
    expect(loseLife(x, 2)).toBe(2);
    expect(x.life).toBe(1);
  });
});

describe('a fall and a rebirth', () => {
  it('a hit that drops the target records the fall: round, who, with which action on its turn, and the event', () => {
    const { context, a, x } = duel({}, { life: 10 });
    x.statuses = [status('outro', [])];
    context.round = 3;
    context.acting = { actor: a, action: action('golpe', 25), targets: [x] };
    expect(hit(context, a, x, physical(25))).toBe(25);
    expect(x.life).toBe(0);
    expect(x.fellAt).toBe(3);
    expect(x.statuses).toEqual([]);
    expect(context.falls).toEqual([{ fighter: X, round: 3, by: A, sourceId: 'a', action: 'golpe' }]);
    expect(context.events?.map((event) => event.kind)).toEqual(['hit', 'fall']);
    expect(context.events?.[1]).toEqual({ kind: 'fall', fighter: X });
    // A fallen target takes no more hits.
    expect(hit(context, a, x, physical(25))).toBe(0);
    expect(context.events).toHaveLength(2);
  });

  it('names the status whose tick fells; names no action off the source’s turn; names no one when no one dealt it', () => {
    const ticked = duel({}, { life: 10 });
    expect(hit(ticked.context, ticked.a, ticked.x, physical(10), { tick: true, power: 100, status: 'veneno' })).toBe(10);
    expect(ticked.context.falls).toEqual([{ fighter: X, round: 1, by: A, sourceId: 'a', status: 'veneno' }]);
    expect(ticked.context.events?.[0]).toMatchObject({ kind: 'hit', status: 'veneno' });
    const off = duel({}, { life: 10 });
    off.context.acting = { actor: off.x, action: action('outra', 10), targets: [] };
    hit(off.context, off.a, off.x, physical(10));
    expect(off.context.falls).toEqual([{ fighter: X, round: 1, by: A, sourceId: 'a' }]);
    expect(off.context.events?.[0]).toStrictEqual({ kind: 'hit', source: A, target: X, damage: 10, lifeLost: 10, shielded: false, steps: expect.any(Array) });
    const alone = duel();
    alone.x.life = 0;
    fall(alone.context, alone.x, undefined);
    expect(alone.context.falls).toEqual([{ fighter: X, round: 1 }]);
    // Who still stands does not fall.
    fall(alone.context, alone.a, undefined);
    expect(alone.context.falls).toHaveLength(1);
    expect(alone.a.fellAt).toBeUndefined();
  });

  it('Ressurgir das Cinzas brings the bearer back with a share of its Vida, clears its statuses and explodes on who felled it', () => {
    const rebirth = { percent: 30, amount: 20, damageType: 'fogo', nature: 'elemental' as const };
    const { context, a, x } = duel();
    x.statuses = [status('outro', []), status('cinzas', [], { rebirth })];
    expect(hit(context, a, x, physical(150))).toBe(150);
    expect(x.life).toBe(30);
    expect(x.statuses).toEqual([]);
    expect(x.fellAt).toBeUndefined();
    expect(context.falls).toEqual([]);
    // The explosion: 20 elemental at x's Poder 100 on a.
    expect(a.life).toBe(80);
    expect(context.events?.map((event) => event.kind)).toEqual(['hit', 'rise', 'hit']);
    expect(context.events?.[1]).toEqual({ kind: 'rise', fighter: X, life: 30 });
    expect(context.events?.[2]).toMatchObject({ kind: 'hit', source: X, target: A, damage: 20, lifeLost: 20 });
  });

  it('the explosion of a rebirth is no blow of the bearer’s: it feeds none of its passives', () => {
    const burn = { kind: 'burn' as const, damageType: 'fogo', status: 'queimadura', turns: 3, increase: 10, cap: 25 };
    const { context, a, x } = duel({}, { passives: [burn] });
    x.statuses = [status('cinzas', [], { rebirth: { percent: 50, amount: 20, damageType: 'fogo', nature: 'physical' } })];
    hit(context, a, x, physical(150));
    expect(a.life).toBe(80);
    expect(a.statuses).toEqual([]);
  });

  it('a rebirth of a tiny share comes back with 1 Vida; it explodes on no one when the bearer fell by itself or its feller is down', () => {
    const rebirth = { percent: 0, amount: 20, nature: 'physical' as const };
    const own = duel();
    own.x.statuses = [status('cinzas', [], { rebirth })];
    own.x.life = 0;
    fall(own.context, own.x, own.x);
    expect(own.x.life).toBe(1);
    expect(kinds(own.context)).toEqual(['rise']);
    const down = duel();
    down.x.statuses = [status('cinzas', [], { rebirth })];
    down.x.life = 0;
    down.a.life = 0;
    fall(down.context, down.x, down.a);
    expect(kinds(down.context)).toEqual(['rise']);
    const none = duel();
    none.x.statuses = [status('cinzas', [], { rebirth })];
    none.x.life = 0;
    fall(none.context, none.x, undefined);
    expect(kinds(none.context)).toEqual(['rise']);
  });
});

describe('what a hit feeds and what answers it', () => {
  const claws = { kind: 'combo' as const, hits: 2, critical: 100, status: 'ferida', attribute: 'defence', percent: -50, turns: 2 };

  it('Garras do Vento: after as many hits in a row on one target as it asks, the next is critical and wounds; ticks do not count', () => {
    const { context, squad, enemies } = battle(
      [fighter('a', 2, 100, 5, [], { passives: [claws] })],
      [fighter('x', 2, 100, 1, []), fighter('y', 1, 100, 1, [])],
    );
    const [a, [x, y]] = [squad[0] as Fighter, enemies as [Fighter, Fighter]];
    expect([hit(context, a, x, physical(10)), hit(context, a, x, physical(10), { tick: true, power: 100 }), hit(context, a, x, physical(10))]).toEqual([
      10, 10, 10,
    ]);
    expect(a.combo).toEqual({ target: x, count: 2 });
    expect(hit(context, a, x, physical(10))).toBe(20);
    expect(a.combo).toEqual({ target: x, count: 0 });
    expect(context.events?.at(-1)).toEqual({ kind: 'status', target: X, status: 'ferida', turns: 2, attributes: ['defence'] });
    expect(x.statuses.map((one) => [one.id, one.percent, one.turns])).toEqual([['ferida', -50, 2]]);
    // Another target starts the count again.
    hit(context, a, x, physical(10));
    hit(context, a, y, physical(10));
    expect(a.combo).toEqual({ target: y, count: 1 });
    expect(hit(context, a, y, physical(10))).toBe(10);
    expect(hit(context, a, y, physical(10))).toBe(20);
  });

  it('Garras do Vento’s strike that fells the target wounds no one; a fighter without the passive counts nothing', () => {
    const { context, a, x } = duel({ passives: [claws] }, { life: 25 });
    a.combo = { target: x, count: 2 };
    expect(hit(context, a, x, physical(30))).toBe(60);
    expect(kinds(context)).toEqual(['hit', 'fall']);
    const plain = duel();
    hit(plain.context, plain.a, plain.x, physical(10));
    expect(plain.a.combo).toEqual({ count: 0 });
  });

  it('Cinzas Ardentes: a hit of its damage type burns; the next renews the burn’s turns and grows it, up to its cap', () => {
    const burn = { kind: 'burn' as const, damageType: 'fogo', status: 'queimadura', turns: 3, increase: 10, cap: 25 };
    const { context, a, x } = duel({ passives: [burn] });
    hit(context, a, x, physical(1, { damageType: 'gelo' }));
    hit(context, a, x, physical(1), { tick: true, power: 100 });
    expect(x.statuses).toEqual([]);
    hit(context, a, x, physical(1, { damageType: 'fogo' }), { tick: true, power: 100 });
    expect(x.statuses).toEqual([]);
    hit(context, a, x, physical(1, { damageType: 'fogo' }));
    expect(x.statuses.map((one) => [one.id, one.turns, one.increase, one.source === a])).toEqual([['queimadura', 3, undefined, true]]);
    const burning = x.statuses[0] as ActiveStatus;
    burning.turns = 1;
    x.statuses.unshift(status('outro', []));
    const grown = () => {
      hit(context, a, x, physical(1, { damageType: 'fogo' }));
      return [burning.turns, burning.increase];
    };
    expect([grown(), grown(), grown()]).toEqual([
      [3, 10],
      [3, 20],
      [3, 25],
    ]);
    expect(x.statuses).toHaveLength(2);
    // The hit that fells burns no one.
    const fell = duel({ passives: [burn] }, { life: 1 });
    hit(fell.context, fell.a, fell.x, physical(5, { damageType: 'fogo' }));
    expect(kinds(fell.context)).toEqual(['hit', 'fall']);
  });

  it('thorns answer a melee blow with their amount at the bearer’s Poder, named by the status; not a ranged blow, a tick, or a fallen attacker', () => {
    const { context, a, x } = duel({}, { power: 200 });
    x.statuses = [
      status('outro', [{ kind: 'damage-taken', percent: 0 }]),
      status('espinhos', [
        { kind: 'damage-taken', percent: 0 },
        { kind: 'thorns', amount: 5 },
      ]),
    ];
    expect(hit(context, a, x, physical(10), { melee: true })).toBe(10);
    expect(a.life).toBe(90);
    expect(context.events?.[1]).toMatchObject({ kind: 'hit', source: X, target: A, damage: 10, lifeLost: 10, status: 'espinhos' });
    hit(context, a, x, physical(10));
    hit(context, a, x, physical(10), { melee: true, tick: true, power: 100 });
    expect(a.life).toBe(90);
    a.life = 0;
    hit(context, a, x, physical(10), { melee: true });
    expect(context.events?.filter((event) => event.kind === 'hit' && event.target.side === 0)).toHaveLength(1);
    // Thorns that fell the attacker are the fall's cause.
    const deadly = duel({ life: 5 });
    deadly.x.statuses = [status('espinhos', [{ kind: 'thorns', amount: 5 }])];
    hit(deadly.context, deadly.a, deadly.x, physical(10), { melee: true });
    expect(deadly.context.falls).toEqual([{ fighter: A, round: 1, by: X, sourceId: 'x', status: 'espinhos' }]);
  });

  it('thorns are a physical blow, and a critical hit waiting on their bearer is not spent by them', () => {
    const { context, a, x } = duel({ defence: 100 }, { power: 200 });
    x.statuses = [status('critico', [{ kind: 'critical', percent: 100 }]), status('espinhos', [{ kind: 'thorns', amount: 5 }])];
    hit(context, a, x, physical(10), { melee: true });
    // 5 at Poder 200 is 10, halved by a's Defesa 100: 5 (an elemental blow would ignore the Defesa).
    expect(a.life).toBe(95);
    expect(x.statuses.map((one) => one.id)).toEqual(['critico', 'espinhos']);
  });

  it('Paciência da Terra’s change counts for the hit that ends it; changes not bound to a hit stay', () => {
    const { context, a, x } = duel({}, { defence: 100 });
    const patience = status('paciencia', [], { attribute: { id: 'defence', percent: 50, amount: 0, untilHit: true } });
    const lasting = status('firme', [], { attribute: { id: 'defence', percent: 10, amount: 0, untilHit: false } });
    const plain = status('outro', []);
    x.statuses = [patience, plain, lasting];
    // Defesa 100 + 60 %: 10 × 100 / 260, 3; then + 10 %: 10 × 100 / 210, 4.
    expect(hit(context, a, x, physical(10))).toBe(3);
    expect(x.statuses).toEqual([plain, lasting]);
    expect(hit(context, a, x, physical(10))).toBe(4);
  });
});

describe('damage shared with a neighbour', () => {
  function linked(toCell: number, toLife = 100, percent = 30) {
    const { context, squad, enemies } = battle([fighter('a', 1, 100, 5, [])], [fighter('x', 2, 100, 1, []), fighter('y', toCell, toLife, 1, [])]);
    const [a, [x, y]] = [squad[0] as Fighter, enemies as [Fighter, Fighter]];
    const link = status('elo', [], { share: { to: y, percent } });
    x.statuses = [status('outro', []), link];
    return { context, a, x, y, link };
  }

  it('passes its share of what the shields left to an ally next to the bearer, who loses it; the source is credited both', () => {
    const { context, a, x, y, link } = linked(1);
    expect(hit(context, a, x, physical(10))).toBe(10);
    // 30 % of 10, 3, to y; 7 to x.
    expect([x.life, y.life, a.damageDealt]).toEqual([93, 97, 10]);
    expect(context.events?.[0]).toMatchObject({ damage: 10, lifeLost: 7 });
    expect(x.statuses).toContain(link);
    x.statuses.unshift(status('escudo', [], { shieldLife: 10 }));
    hit(context, a, x, physical(10));
    expect([x.life, y.life]).toEqual([93, 97]);
    expect(x.statuses).toContain(link);
  });

  it('ends when the ally is not next to the bearer, is down, or is on the other side', () => {
    const far = linked(0);
    hit(far.context, far.a, far.x, physical(10));
    expect([far.x.life, far.y.life]).toEqual([90, 100]);
    expect(far.x.statuses.map((one) => one.id)).toEqual(['outro']);
    const down = linked(1);
    down.y.life = 0;
    hit(down.context, down.a, down.x, physical(10));
    expect(down.x.life).toBe(90);
    expect(down.x.statuses.map((one) => one.id)).toEqual(['outro']);
    // A hit the shields took whole passes nothing and ends nothing.
    const shielded = linked(0);
    shielded.x.statuses.unshift(status('escudo', [], { shieldLife: 10 }));
    hit(shielded.context, shielded.a, shielded.x, physical(10));
    expect(shielded.x.statuses).toContain(shielded.link);
    const other = linked(1);
    other.link.share = { to: other.a, percent: 30 };
    hit(other.context, other.a, other.x, physical(10));
    expect([other.x.life, other.a.life]).toEqual([90, 100]);
    expect(other.x.statuses.map((one) => one.id)).toEqual(['outro']);
  });

  it('the ally the share fells falls by the source’s blow', () => {
    const { context, a, x, y } = linked(1, 2, 50);
    hit(context, a, x, physical(10));
    expect([x.life, y.life, a.damageDealt]).toEqual([95, 0, 7]);
    expect(context.falls).toEqual([{ fighter: { side: 1, index: 1 }, round: 1, by: A, sourceId: 'a' }]);
  });
});

describe('a heal', () => {
  it('heals its share of the target’s Vida, changed by healing-received statuses, up to the Vida it lacks; the source is credited', () => {
    const { context, a, x } = duel({}, { life: 55 });
    x.life = 20;
    heal(context, a, x, 10);
    // 10 % of 55, 5.
    expect([x.life, a.healingDone]).toEqual([25, 5]);
    x.statuses = [
      status('outro', [{ kind: 'damage-taken', percent: 0 }]),
      status('bencao', [
        { kind: 'damage-taken', percent: 30 },
        { kind: 'healing-received', percent: 50 },
      ]),
    ];
    heal(context, a, x, 10);
    // 5 more 50 %: 7 (not 55 × 15 %).
    expect(x.life).toBe(32);
    x.statuses = [status('maldicao', [{ kind: 'healing-received', percent: -150 }])];
    heal(context, a, x, 10);
    expect(x.life).toBe(32);
    x.statuses = [];
    x.life = 52;
    heal(context, a, x, 10, 'regeneracao');
    expect([x.life, a.healingDone]).toEqual([55, 15]);
    expect(context.events?.at(-1)).toEqual({ kind: 'heal', source: A, target: X, amount: 3, status: 'regeneracao' });
    expect(context.events?.[0]).toStrictEqual({ kind: 'heal', source: A, target: X, amount: 5 });
    expect(a.extraDie).toBe(false);
  });

  it('heals no one fallen; Fluxo Perene’s healer rolls an extra die next', () => {
    const { context, a, x } = duel({ passives: [{ kind: 'extra-die-on-heal', dice: 1 }] });
    x.life = 0;
    heal(context, a, x, 10);
    expect([x.life, context.events, a.extraDie]).toEqual([0, [], false]);
    x.life = 50;
    heal(context, a, x, 10);
    expect(a.extraDie).toBe(true);
  });
});

describe('a status given', () => {
  const rules: Record<string, StatusRule> = {
    unico: { negative: true, turns: 4, stacking: 'none', mechanics: [] },
    pilha: { negative: false, turns: 2, stacking: 'add', maxStacks: 2, mechanics: [] },
    sem_limite: { negative: false, turns: 2, stacking: 'add', mechanics: [] },
    barreira: {
      negative: false,
      turns: 2,
      stacking: 'refresh',
      mechanics: [
        { kind: 'shield-life', percent: 20 },
        { kind: 'damage-taken', percent: 0 },
      ],
    },
  };

  it('by its rule: a status that does not stack is not given again; its turns and sign are the rule’s unless the effect says', () => {
    const { context, x } = duel({}, {}, rules);
    addStatus(context, x, { id: 'unico' }, undefined);
    addStatus(context, x, { id: 'unico' }, 9);
    expect(x.statuses.map((one) => [one.id, one.turns, one.negative])).toEqual([['unico', 4, true]]);
    expect(context.events).toEqual([{ kind: 'status', target: X, status: 'unico', turns: 4 }]);
    addStatus(context, x, { id: 'livre', negative: true }, undefined);
    addStatus(context, x, { id: 'pilha', negative: true }, 5);
    expect(x.statuses.slice(1).map((one) => [one.id, one.turns, one.negative])).toEqual([
      ['livre', 1, true],
      ['pilha', 5, true],
    ]);
    addStatus(context, x, { id: 'sem-regra' }, undefined);
    expect(x.statuses.at(-1)).toMatchObject({ id: 'sem-regra', turns: 1, negative: false });
  });

  it('stacks up to its maximum, the oldest dropped for the newest; without a maximum, without end', () => {
    const { context, x } = duel({}, {}, rules);
    for (const turns of [1, 2, 3]) addStatus(context, x, { id: 'pilha' }, turns);
    expect(x.statuses.map((one) => [one.id, one.turns])).toEqual([
      ['pilha', 2],
      ['pilha', 3],
    ]);
    for (const turns of [1, 2, 3]) addStatus(context, x, { id: 'sem_limite' }, turns);
    expect(x.statuses.filter((one) => one.id === 'sem_limite')).toHaveLength(3);
    expect(context.events?.map((event) => event.kind === 'status' && [event.status, event.turns, event.renewed])).toEqual([
      ['pilha', 1, undefined],
      ['pilha', 2, undefined],
      ['pilha', 3, undefined],
      ['sem_limite', 1, undefined],
      ['sem_limite', 2, undefined],
      ['sem_limite', 3, undefined],
    ]);
  });

  it('a shield of Vida is a share of the bearer’s Vida; a status renewed replaces the old, says so, and keeps what Cinzas Ardentes grew', () => {
    const { context, a, x } = duel({}, { life: 55 }, rules);
    addStatus(context, x, { id: 'barreira' }, undefined);
    expect(x.statuses[0]?.shieldLife).toBe(11);
    x.statuses.unshift(status('queimadura', [], { increase: 20 }));
    addStatus(context, x, { id: 'queimadura', source: a }, 3);
    expect(x.statuses.map((one) => [one.id, one.increase, one.turns])).toEqual([
      ['barreira', undefined, 2],
      ['queimadura', 20, 3],
    ]);
    addStatus(context, x, { id: 'queimadura', source: a, increase: 5 }, 3);
    expect(x.statuses.map((one) => [one.id, one.increase])).toEqual([
      ['barreira', undefined],
      ['queimadura', 5],
    ]);
    addStatus(context, x, { id: 'barreira' }, undefined);
    expect(x.statuses.map((one) => one.id)).toEqual(['queimadura', 'barreira']);
    expect(context.events?.map((event) => event.kind === 'status' && [event.status, event.renewed])).toEqual([
      ['barreira', undefined],
      ['queimadura', true],
      ['queimadura', true],
      ['barreira', true],
    ]);
  });

  it('the event names the attributes changed and the zone that gave it; a fallen fighter gets nothing', () => {
    const { context, a, x } = duel();
    addStatus(context, x, { id: 'lento', attributes: ['speed'] }, 2, { side: 1, source: a, cells: [2], status: 'lento', action: 'lamaçal', rounds: 2 });
    addStatus(context, x, { id: 'nada', attributes: [] }, 2);
    expect(context.events).toEqual([
      { kind: 'status', target: X, status: 'lento', turns: 2, attributes: ['speed'], zone: { source: A, action: 'lamaçal' } },
      { kind: 'status', target: X, status: 'nada', turns: 2 },
    ]);
    x.life = 0;
    addStatus(context, x, { id: 'tarde' }, 2);
    expect(x.statuses.map((one) => one.id)).toEqual(['lento', 'nada']);
    expect(context.events).toHaveLength(2);
  });
});

describe('a push, a pull and a summon', () => {
  it('moves the fighter along its row until the edge or an ally standing in the way; the move clears Fortaleza', () => {
    const { context, squad, enemies } = battle([fighter('a', 1, 100, 5, [])], [fighter('x', 2, 100, 1, []), fighter('y', 0, 100, 1, [])]);
    const [a, [x, y]] = [squad[0] as Fighter, enemies as [Fighter, Fighter]];
    x.fortress = 2;
    // a stands in cell 1 of the other grid: it does not block x.
    displace(context, x, 'push', 2);
    expect([x.cell, x.moved, x.fortress]).toEqual([1, true, 0]);
    expect(context.events).toEqual([{ kind: 'move', fighter: X, from: 2, to: 1, cause: 'push' }]);
    // y in cell 0 blocks; nothing moves, no event.
    x.moved = false;
    x.fortress = 2;
    displace(context, x, 'push', 1);
    expect([x.cell, x.moved, x.fortress, context.events?.length]).toEqual([1, false, 2, 1]);
    y.life = 0;
    displace(context, x, 'push', 1);
    expect(x.cell).toBe(0);
    displace(context, a, 'pull', 1);
    expect(context.events?.at(-1)).toEqual({ kind: 'move', fighter: A, from: 1, to: 2, cause: 'pull' });
  });

  it('moves no one fallen or immovable', () => {
    const { context, a, x } = duel({}, { cell: 1 });
    x.statuses = [status('raiz', [{ kind: 'immovable' }])];
    displace(context, x, 'push', 1);
    a.life = 0;
    displace(context, a, 'push', 1);
    expect([x.cell, a.cell, context.events]).toEqual([1, 2, []]);
  });

  it('summons up to its count into the free cells nearest the summoner, each a new fighter of its side; none without a free cell', () => {
    const wolf = fighter('lobo', 0, 30, 3, []);
    const { context, squad } = battle([fighter('a', 2, 100, 5, []), fighter('b', 1, 100, 5, []), fighter('c', 3, 100, 5, [])], [], {}, { 'lobo@1': wolf });
    const [a, , c] = squad as [Fighter, Fighter, Fighter];
    c.life = 0;
    summon(context, a, 'lobo', '1', 2);
    // Cell 1 is b's; cell 5 is next to a, then 4 (front before back) among the cells two steps away; fallen c does not hold cell 3.
    expect(squad.slice(3).map((one) => [one.spec.id, one.cell, one.index, one.side, one.summoner, one.life])).toEqual([
      ['lobo:3', 5, 3, 0, 0, 30],
      ['lobo:4', 4, 4, 0, 0, 30],
    ]);
    expect(context.events).toEqual([
      { kind: 'summon', fighter: { side: 0, index: 3 }, cell: 5 },
      { kind: 'summon', fighter: { side: 0, index: 4 }, cell: 4 },
    ]);
    // What is left: cell 0 two steps away, then cell 3 three steps away.
    summon(context, a, 'lobo', '1', 5);
    expect(squad.slice(5).map((one) => one.cell)).toEqual([0, 3]);
    summon(context, a, 'lobo', '1', 1);
    expect(squad).toHaveLength(7);
    expect(() => summon(battle([fighter('s', 2, 100, 5, [])], []).context, a, 'lobo', '1', 1)).toThrow('summon: the setup has no fighter for lobo@1');
    expect(() => summon(context, a, 'urso', '1', 1)).toThrow('summon: the setup has no fighter for urso@1');
  });
});
