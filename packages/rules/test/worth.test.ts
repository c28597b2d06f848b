import { describe, expect, it } from 'vitest';
import { actionWorth, statusWorth, type BattleEffect, type StatusMechanic, type StatusRule, type WorthReference } from '../src/index';

const reference: WorthReference = { ownLife: 200, allyLife: 100, enemyDamage: 30, incomingDamage: 60, ownDamage: 40, areaTargets: 2, powerAttribute: 'poder' };
// A hit's damage: the amount as it is (the formula is the caller's; here, Defesa 0 and Poder normal).
const asIs = (amount: number) => amount;

const statuses: Record<string, StatusRule> = {
  stun: { negative: true, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'skip-turn' }] },
  weaker: { negative: true, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'attribute', percent: -20 }] },
  stronger: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'attribute', percent: 20 }] },
  regen: { negative: false, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-heal', percent: 5 }] },
  waterShield: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'shield-life', percent: 15 }] },
  veil: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'damage-taken', percent: -40, nature: 'physical' }] },
  burn: { negative: true, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-damage', amount: 5, nature: 'elemental' }] },
  taunt: { negative: true, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'taunt' }] },
};

const damage = (amount: number, extra: Partial<Extract<BattleEffect, { kind: 'damage' }>> = {}): BattleEffect => ({
  kind: 'damage',
  amount,
  nature: 'physical',
  hits: 1,
  targets: 'target',
  ...extra,
});

describe('an action’s worth, by hand', () => {
  it('counts a hit on every target and every turn it ticks', () => {
    // 25 on 2 targets; 10 a turn for 3 turns on 2 targets.
    expect(actionWorth([damage(25)], statuses, reference, 2, asIs)).toEqual({ damage: 50, healing: 0, prevented: 0, status: 0, total: 50 });
    expect(actionWorth([damage(10, { turns: 3 })], statuses, reference, 2, asIs).damage).toBe(60);
    // One hit per target: 28 × 2 hits on each of 2 targets.
    expect(actionWorth([damage(28, { hits: 'per-target' })], statuses, reference, 2, asIs).damage).toBe(112);
  });

  it('prices healing in the receiver’s Vida: the user’s own for itself, an ally’s for an ally, every turn', () => {
    // 35% of an ally's 100, plus Regeneration: 5% of 100 for 3 turns.
    const touch: BattleEffect[] = [
      { kind: 'heal', percent: 35, targets: 'target' },
      { kind: 'status', status: 'regen', targets: 'target' },
    ];
    expect(actionWorth(touch, statuses, reference, 1, asIs)).toMatchObject({ healing: 50, total: 50 });
    // 15% of its own 200.
    expect(actionWorth([{ kind: 'heal', percent: 15, targets: 'self' }], statuses, reference, 1, asIs).healing).toBe(30);
    // 10% a turn for 3 turns on 2 allies: 10 × 3 × 2.
    expect(actionWorth([{ kind: 'heal', percent: 10, turns: 3, targets: 'target' }], statuses, reference, 2, asIs).healing).toBe(60);
  });

  it('counts the reference’s area targets for a heal on every ally: 20% of 100 on 2 allies is 40', () => {
    expect(actionWorth([{ kind: 'heal', percent: 20, targets: 'allies' }], statuses, reference, 1, asIs).healing).toBe(40);
  });

  it('prices protection as the enemies’ damage it takes away while it lasts', () => {
    // 30% of the 60 the one in front receives, for 2 turns, on itself; on the 2 allies behind it: twice that.
    expect(actionWorth([{ kind: 'damage-reduction', percent: 30, turns: 2, targets: 'self' }], statuses, reference, 1, asIs).prevented).toBe(36);
    expect(actionWorth([{ kind: 'damage-reduction', percent: 30, turns: 2, targets: 'behind' }], statuses, reference, 1, asIs).prevented).toBe(72);
    // A shield of one hit over 3 turns blocks one enemy round: 30.
    expect(actionWorth([{ kind: 'shield', hits: 1, turns: 3, targets: 'self' }], statuses, reference, 1, asIs).prevented).toBe(30);
    // Water shield: 15% of an ally's 100 absorbed, at most 2 rounds of 60: 15. Veil: 40% of 60 for 2 turns: 48.
    expect(actionWorth([{ kind: 'status', status: 'waterShield', targets: 'target' }], statuses, reference, 1, asIs).prevented).toBe(15);
    expect(actionWorth([{ kind: 'status', status: 'veil', targets: 'target' }], statuses, reference, 1, asIs).prevented).toBe(48);
  });

  it('prices a status by what it changes: a stunned enemy does not deal its damage, less Poder is that share less, more Poder that share more', () => {
    // Stun on 2 enemies for 1 turn: 30 × 2.
    expect(actionWorth([{ kind: 'status', status: 'stun', targets: 'target' }], statuses, reference, 2, asIs).status).toBe(60);
    // −20% Poder on one enemy for 2 turns: 20% of 30 × 2 = 12; on Velocidade only: nothing the engine can price.
    expect(actionWorth([{ kind: 'status', status: 'weaker', attributes: ['poder'], targets: 'target' }], statuses, reference, 1, asIs).status).toBe(12);
    expect(actionWorth([{ kind: 'status', status: 'weaker', attributes: ['velocidade'], targets: 'target' }], statuses, reference, 1, asIs).status).toBe(0);
    // +20% Poder on itself for 3 turns (the action's count wins over the status's): 20% of 40 × 3 = 24.
    expect(
      actionWorth([{ kind: 'status', status: 'stronger', attributes: ['poder'], turns: 3, targets: 'self' }], statuses, reference, 1, asIs).status,
    ).toBeCloseTo(24);
    // Burn: 5 for 3 turns, through the damage formula.
    expect(actionWorth([{ kind: 'status', status: 'burn', targets: 'target' }], statuses, reference, 1, (amount) => amount * 2).damage).toBe(30);
  });

  it('counts a rescue as if it happens: the Vida a revive or a rebirth gives back, and the rebirth’s blow', () => {
    // Revive at 25% of an ally's 100; rebirth at 10% of its own 200 and a blow of 80.
    expect(actionWorth([{ kind: 'revive', percent: 25, rounds: 1, targets: 'fallen' }], statuses, reference, 1, asIs).healing).toBe(25);
    const rebirth: BattleEffect = { kind: 'rebirth', percent: 10, amount: 80, nature: 'elemental', turns: 3, targets: 'self' };
    expect(actionWorth([rebirth], statuses, reference, 1, asIs)).toMatchObject({ healing: 20, damage: 80, total: 100 });
  });

  it('counts nothing for what it cannot price: a conditional effect, a taunt, a push', () => {
    const effects: BattleEffect[] = [
      damage(55, { when: [{ is: 'life-below', percent: 50 }] }),
      { kind: 'status', status: 'taunt', targets: 'target' },
      { kind: 'push', columns: 1, targets: 'target' },
      // Who stands around a target depends on the battle: the worth counts no one there.
      damage(30, { targets: 'around' }),
    ];
    expect(actionWorth(effects, statuses, reference, 2, asIs).total).toBe(0);
  });
});

describe('a status’s worth, by the side it falls on', () => {
  const positive = (mechanics: StatusMechanic[], turns = 2): StatusRule => ({ negative: false, turns, stacking: 'refresh', mechanics });
  const negative = (mechanics: StatusMechanic[], turns = 2): StatusRule => ({ negative: true, turns, stacking: 'refresh', mechanics });
  const worthOf = (rule: StatusRule, attributes?: string[]) => statusWorth(rule, attributes, rule.turns, 100, reference, asIs);
  const none = { damage: 0, healing: 0, prevented: 0, status: 0 };

  it('Petrificação on an enemy for 2 turns is 2 of its rounds not dealt (60); its +50% Defesa and Imóvel count nothing', () => {
    const petrification = negative([{ kind: 'skip-turn' }, { kind: 'attribute', attribute: 'defesa', percent: 50 }, { kind: 'immovable' }]);
    expect(worthOf(petrification)).toEqual({ ...none, status: 60 });
  });

  it('Frenesi on the user for 3 turns: 30% more of its 40 a round, 36; the Vida it costs is not priced', () => {
    const frenzy = positive(
      [
        { kind: 'tick-life-loss', percent: 5 },
        { kind: 'damage-dealt', percent: 30, nature: 'elemental' },
      ],
      3,
    );
    expect(worthOf(frenzy)).toEqual({ ...none, status: 36 });
  });

  it('a status that fixes Poder as its attribute is priced whatever attributes the action names: +25% of 40 for 2 turns is 20', () => {
    const fury = positive([{ kind: 'attribute', attribute: 'poder', percent: 25 }]);
    expect(worthOf(fury)).toEqual({ ...none, status: 20 });
    expect(worthOf(fury, ['velocidade'])).toEqual({ ...none, status: 20 });
  });

  it('a shield of Vida absorbs at most what the one in front receives while it lasts: 100% of 100 is 60 over 1 turn, 100 over 2', () => {
    expect(worthOf(positive([{ kind: 'shield-life', percent: 100 }], 1)).prevented).toBe(60);
    expect(worthOf(positive([{ kind: 'shield-life', percent: 100 }], 2)).prevented).toBe(100);
  });

  // A stun on an ally; healing, a shield, a cut in damage taken or a bonus to damage dealt on an enemy; a tick of damage on an ally.
  it('the same mechanics on the other side count nothing', () => {
    expect(worthOf(positive([{ kind: 'skip-turn' }]))).toEqual(none);
    expect(worthOf(negative([{ kind: 'tick-heal', percent: 5 }]))).toEqual(none);
    expect(worthOf(negative([{ kind: 'shield-life', percent: 15 }]))).toEqual(none);
    expect(worthOf(negative([{ kind: 'damage-taken', percent: -40 }]))).toEqual(none);
    expect(worthOf(negative([{ kind: 'damage-dealt', percent: 30 }]))).toEqual(none);
    expect(worthOf(positive([{ kind: 'tick-damage', amount: 5, nature: 'elemental' }]))).toEqual(none);
  });

  it('Marca da morte (25% more damage taken) is not priced, on an enemy nor on an ally', () => {
    expect(worthOf(negative([{ kind: 'damage-taken', percent: 25 }]))).toEqual(none);
    expect(worthOf(positive([{ kind: 'damage-taken', percent: 25 }]))).toEqual(none);
  });

  it('every mechanic the engine cannot price counts nothing, and none of them is an unknown kind', () => {
    const unpriced: StatusMechanic[] = [
      { kind: 'defending' },
      { kind: 'life-floor', value: 1 },
      { kind: 'immovable' },
      { kind: 'rooted' },
      { kind: 'free-move' },
      { kind: 'taunt' },
      { kind: 'untargetable' },
      { kind: 'tick-life-loss', percent: 5 },
      { kind: 'pierce', percent: 50 },
      { kind: 'critical', percent: 50 },
      { kind: 'healing-received', percent: -20 },
      { kind: 'thorns', amount: 10 },
    ];
    for (const mechanic of unpriced) {
      expect(worthOf(positive([mechanic])), mechanic.kind).toEqual(none);
      expect(worthOf(negative([mechanic])), mechanic.kind).toEqual(none);
    }
  });

  it('a status mechanic of a kind the engine does not know is an error that names it, never worth 0', () => {
    const unknown = { kind: 'levitate' } as unknown as StatusMechanic;
    expect(() => worthOf(positive([unknown]))).toThrow('unhandled kind: {"kind":"levitate"}');
  });

  it('a status that changes the attributes the action names prices nothing when the action names none', () => {
    expect(worthOf(positive([{ kind: 'attribute', percent: 25 }]))).toEqual(none);
  });
});
