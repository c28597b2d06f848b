// The squad's policies: each plays its named priorities, and none depends on
// where an enemy happens to stand. Battles are driven step by step, so the
// enemies' intents are set before the squad declares, as a person sees them.
import { describe, expect, it } from 'vitest';
import {
  declareByPolicy,
  declareRound,
  heroChoices,
  mulberry32,
  policies,
  resolveRound,
  startBattle,
  type ActionSpec,
  type BattleEffect,
  type BattleSetup,
  type BattleState,
  type FighterSpec,
  type Policy,
  type StatusRule,
} from '../src/index';
import { anyColumn, frontOnly, hit, mover, testDamageRules } from './fixtures';

function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[], extra: Partial<FighterSpec> = {}): FighterSpec {
  return { id, name: id, cell, life, defence: 0, speed, power: 100, dice: [['vermelha']], actions, ...extra };
}

/** An action on one ally (any column) with these effects. */
const onAlly = (id: string, effects: BattleEffect[]): ActionSpec => ({
  id,
  name: id,
  skill: true,
  cost: {},
  from: anyColumn,
  target: { side: 'ally', multiple: false, columns: anyColumn },
  effects,
});
const mend = onAlly('mend', [{ kind: 'heal', percent: 50, targets: 'target' }]);
const veil = onAlly('veil', [{ kind: 'status', status: 'veu', targets: 'target' }]);
const defend: ActionSpec = {
  id: 'defend',
  name: 'defend',
  skill: false,
  cost: {},
  from: anyColumn,
  target: { side: 'self', multiple: false, columns: anyColumn },
  effects: [{ kind: 'status', status: 'defendendo', turns: 1, targets: 'self' }],
};
const statuses: Record<string, StatusRule> = {
  defendendo: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'defending' }] },
  veu: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'damage-taken', percent: -50, nature: 'physical' }] },
};
/** A hit that reaches only the squad's cells of these columns. */
/** A single-target blow on `columns`, reaching past the front as the game data's rule did when these cases were written (frontOnly). */
const strike = (id: string, amount: number, columns: number[], extra: Partial<ActionSpec> = {}): ActionSpec =>
  hit(id, amount, { target: { side: 'enemy', multiple: false, columns, beyondFront: frontOnly.beyondFront }, ...extra });

const setupOf = (policy: Policy, squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => ({
  squad,
  enemies,
  damage: testDamageRules,
  statuses,
  policy,
});

/** The round's declarations after the enemies declared, with squad members' Vida set to `life` (by index) first. */
function declared(setup: BattleSetup, seed: number, life: Record<number, number> = {}): BattleState {
  const start = startBattle(setup, seed);
  for (const [index, value] of Object.entries(life)) {
    const member = start.sides[0][Number(index)];
    if (member) member.life = value;
  }
  return declareByPolicy(declareRound(start));
}
/** What squad member `index` declared: the action's id and its targets' "side/index". */
function choiceOf(state: BattleState, index: number): { action?: string; targets: string[] } {
  const member = state.sides[0][index];
  const slot = member?.declared?.slot;
  return {
    action: slot === undefined ? undefined : member?.spec.actions[slot]?.id,
    targets: member?.declared?.targets.map((target) => `${target.side}/${target.index}`) ?? [],
    ...(member?.declared?.cell !== undefined ? { cell: member.declared.cell } : {}),
  };
}

describe('the policies', () => {
  it('are listed by the engine: the greedy one, healing first, the intent reader, focus fire and random', () => {
    expect([...policies].sort()).toEqual(['damage', 'focus', 'healing', 'intents', 'random']);
  });

  describe('"damage" (the most damage payable now) never lets an enemy’s cell decide', () => {
    const hero = [fighter('a', 2, 500, 10, [hit('golpe', 10)])];
    const biter = (cell: number) => fighter('biter', cell, 100, 5, [hit('mordida', 40)]);
    const licker = (cell: number) => fighter('licker', cell, 100, 5, [hit('lambida', 5)]);

    it('between two enemies with the same Vida, aims at the more threatening one wherever each stands', () => {
      for (const [biterCell, lickerCell] of [
        [2, 5],
        [5, 2],
        [1, 2],
        [2, 1],
      ] as const)
        for (const seed of [1, 2, 3])
          expect(
            choiceOf(declared(setupOf('damage', hero, [biter(biterCell), licker(lickerCell)]), seed), 0).targets,
            `cells ${biterCell}/${lickerCell}`,
          ).toEqual(['1/0']);
    });

    it('between two enemies alike in all but their cell, aims at either (a seeded draw), not always the same cell', () => {
      const cells = new Set<string>();
      for (let seed = 1; seed <= 40; seed += 1) cells.add(choiceOf(declared(setupOf('damage', hero, [licker(2), licker(5)]), seed), 0).targets.join());
      expect([...cells].sort()).toEqual(['1/0', '1/1']);
    });
  });

  describe('"damage" counts a damage over turns whole, as if it landed now, and not the ticks of a status (greedyDamage)', () => {
    const enemy = [fighter('alvo', 2, 500, 5, [hit('mordida', 1)])];
    // 12 a tick for 3 turns: nothing this round, 36 in all; the free hit deals 30 now.
    const overTurns = hit('chama', 12, { effects: [{ kind: 'damage', amount: 12, nature: 'elemental', hits: 1, turns: 3, targets: 'target' }] });
    const burning = hit('brasa', 0, { effects: [{ kind: 'status', status: 'brasa', targets: 'target' }] });
    const withBurn = (policy: Policy, actions: ActionSpec[]): BattleSetup => ({
      ...setupOf(policy, [fighter('a', 2, 500, 10, actions)], enemy),
      statuses: {
        ...statuses,
        brasa: { negative: true, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-damage', amount: 20, nature: 'elemental' }] },
      },
    });

    it('prefers 36 over three turns to 30 now: it does not weigh only this round’s damage', () => {
      for (const seed of [1, 2, 3]) expect(choiceOf(declared(withBurn('damage', [hit('golpe', 30), overTurns]), seed), 0).action).toBe('chama');
    });

    it('leaves out the ticks of a status it applies (3 × 20), which "focus" counts', () => {
      for (const seed of [1, 2, 3]) {
        expect(choiceOf(declared(withBurn('damage', [hit('golpe', 30), burning]), seed), 0).action).toBe('golpe');
        expect(choiceOf(declared(withBurn('focus', [hit('golpe', 30), burning]), seed), 0).action).toBe('brasa');
      }
    });
  });

  describe('"intents" reads the enemies’ declared intents', () => {
    // The healer stands in the middle, the two wounded allies in front (X) and at the back (Y); each enemy reaches one of them.
    const squad = (healerSpeed: number, help: ActionSpec) => [
      fighter('healer', 1, 100, healerSpeed, [hit('golpe', 10), help]),
      fighter('x', 2, 100, 1, [hit('golpe', 10)]),
      fighter('y', 0, 100, 1, [hit('golpe', 10)]),
    ];
    const enemies = (onX: number, onY: number) => [
      fighter('e1', 2, 300, 20, [strike('on-x', onX, [2])]),
      fighter('e2', 5, 300, 20, [strike('on-y', onY, [0])]),
    ];
    const wounded = { 1: 40, 2: 40 };

    it('heals the ally a declared hit would drop, and not the one that survives its hit', () => {
      for (const seed of [1, 2, 3]) {
        expect(choiceOf(declared(setupOf('intents', squad(50, mend), enemies(60, 20)), seed, wounded), 0)).toEqual({ action: 'mend', targets: ['0/1'] });
        expect(choiceOf(declared(setupOf('intents', squad(50, mend), enemies(20, 60)), seed, wounded), 0)).toEqual({ action: 'mend', targets: ['0/2'] });
      }
    });

    it('shields the ally a declared physical hit would drop when the shield makes it survive', () => {
      expect(choiceOf(declared(setupOf('intents', squad(50, veil), enemies(20, 60)), 1, wounded), 0)).toEqual({ action: 'veil', targets: ['0/2'] });
    });

    it('does not help an ally at half its Vida or more that no declared hit would drop, nor one whose hit lands before its help', () => {
      for (const seed of [1, 2, 3]) {
        expect(choiceOf(declared(setupOf('intents', squad(50, mend), enemies(20, 20)), seed, { 1: 50, 2: 60 }), 0).action).toBe('golpe');
        // Slower than the enemy: the hit on X lands first, the heal would come too late; Y, above half, needs none.
        expect(choiceOf(declared(setupOf('intents', squad(5, mend), enemies(60, 20)), seed, { 1: 40, 2: 60 }), 0).action).toBe('golpe');
      }
    });

    it('heals an ally below half its Vida when no declared hit would drop anyone', () => {
      for (const seed of [1, 2, 3])
        expect(choiceOf(declared(setupOf('intents', squad(50, mend), enemies(20, 20)), seed, { 1: 40, 2: 70 }), 0)).toEqual({
          action: 'mend',
          targets: ['0/1'],
        });
    });

    it('when its heal would come too late for the ally a hit drops, heals the other ally below half its Vida', () => {
      for (const seed of [1, 2, 3])
        expect(choiceOf(declared(setupOf('intents', squad(5, mend), enemies(60, 20)), seed, wounded), 0)).toEqual({ action: 'mend', targets: ['0/2'] });
    });

    it('Defends against a declared physical hit Defendendo makes survivable, not against an elemental one it does not reduce', () => {
      const guard = [fighter('guard', 2, 100, 50, [hit('golpe', 10), defend], { defence: 100 })];
      const physical = [fighter('e', 2, 300, 20, [strike('soco', 100, anyColumn)])];
      const elemental = [
        fighter('e', 2, 300, 20, [
          strike('chama', 50, anyColumn, { effects: [{ kind: 'damage', amount: 50, nature: 'elemental', hits: 1, targets: 'target' }] }),
        ]),
      ];
      // Defesa 100 halves the hit (50 ≥ 45 Vida); Defendendo raises it to 150 (40 < 45).
      expect(choiceOf(declared(setupOf('intents', guard, physical), 1, { 0: 45 }), 0).action).toBe('defend');
      expect(choiceOf(declared(setupOf('intents', guard, elemental), 1, { 0: 45 }), 0).action).toBe('golpe');
    });
  });

  describe('"intents" steps out of a declared hit it would not survive (reposition)', () => {
    // A declared single-target hit is lost when its target stands, at the attacker's turn, outside the columns the hit marks;
    // a melee hit on the front reaches the middle only when no one stands in front.
    const punch = (columns: number[]) => [fighter('e', 2, 300, 20, [strike('soco', 100, columns)])];
    const low = { 0: 60 };

    it('swaps out of the front when the ally it swaps with keeps the melee hit from reaching it, and survives the round', () => {
      const squad = [fighter('a', 2, 100, 50, [hit('golpe', 10), mover()]), fighter('b', 1, 100, 1, [hit('golpe', 10), mover()])];
      for (const seed of [1, 2, 3]) {
        const state = declared(setupOf('intents', squad, punch([2])), seed, low);
        expect(choiceOf(state, 0)).toEqual({ action: 'mover', targets: [], cell: 1 });
        const { state: after, events } = resolveRound(state);
        expect(events.filter((event) => event.kind === 'lost').map((event) => event.kind === 'lost' && event.action)).toContain('soco');
        expect(after.sides[0].map((member) => [member.cell, member.life])).toEqual([
          [1, 60],
          [2, 100],
        ]);
      }
    });

    it('prefers the safe cell from which it can still attack next round', () => {
      // In the middle, a hit on the middle only: the back and the front are both safe. The hero attacks from the middle and
      // from one of them, so it has no reason to step but the hit.
      const attackingFrom = (columns: number[]) => [fighter('a', 1, 100, 50, [hit('golpe', 10, { from: columns }), mover()])];
      for (const seed of [1, 2, 3]) {
        expect(choiceOf(declared(setupOf('intents', attackingFrom([1, 2]), punch([1])), seed, low), 0)).toMatchObject({ action: 'mover', cell: 2 });
        expect(choiceOf(declared(setupOf('intents', attackingFrom([0, 1]), punch([1])), seed, low), 0)).toMatchObject({ action: 'mover', cell: 0 });
      }
    });

    it('does not move when no step saves it: a hit that reaches every column, or an attacker not surely slower', () => {
      const squad = (speed: number) => [fighter('a', 2, 100, speed, [hit('golpe', 10), mover()]), fighter('b', 1, 100, 1, [hit('golpe', 10), mover()])];
      for (const seed of [1, 2, 3]) {
        expect(choiceOf(declared(setupOf('intents', squad(50), punch(anyColumn)), seed, low), 0).action).toBe('golpe');
        // As fast as the attacker: the draw may let the hit land before the step.
        expect(choiceOf(declared(setupOf('intents', squad(20), punch([2])), seed, low), 0).action).toBe('golpe');
      }
    });

    it('does not move when its step would put the ally it swaps with where a declared hit drops it', () => {
      // Two attackers: the melee punch on the hero in front, and a sweep of the whole front that would catch the ally swapped in.
      const squad = [fighter('a', 2, 100, 50, [hit('golpe', 10), mover()]), fighter('b', 1, 100, 1, [hit('golpe', 10), mover()])];
      const sweep = hit('varrida', 100, { target: { side: 'enemy', multiple: true, columns: [2] } });
      const enemies = [...punch([2]), fighter('f', 5, 300, 20, [sweep])];
      for (const seed of [1, 2, 3]) expect(choiceOf(declared(setupOf('intents', squad, enemies), seed, { 0: 60, 1: 60 }), 0).action).toBe('golpe');
    });
  });

  describe('"focus" fires where it removes the most threat', () => {
    it('takes a kill shot over a bigger hit on a healthy, more threatening enemy', () => {
      const hero = [fighter('a', 2, 2000, 10, [hit('golpe', 20), hit('martelo', 60)])];
      const enemies = [fighter('brute', 2, 200, 5, [hit('esmagar', 100)]), fighter('pest', 5, 15, 5, [hit('picada', 1)])];
      for (const seed of [1, 2, 3]) expect(choiceOf(declared(setupOf('focus', hero, enemies), seed), 0).targets).toEqual(['1/1']);
    });

    it('without a kill shot, weighs damage by threat over Vida left: the dangerous enemy before the weak harmless one', () => {
      const hero = [fighter('a', 2, 2000, 10, [hit('golpe', 20)])];
      const enemies = [fighter('brute', 2, 200, 5, [hit('esmagar', 100)]), fighter('pest', 5, 100, 5, [hit('picada', 1)])];
      for (const seed of [1, 2, 3]) expect(choiceOf(declared(setupOf('focus', hero, enemies), seed), 0).targets).toEqual(['1/0']);
    });
  });

  it('every policy declares only what the hero may declare: a paid action from its column, on valid targets (Mover: to a cell it may reach)', () => {
    const random = mulberry32(38);
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const oneOf = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
    const pool: BattleEffect[] = [
      { kind: 'damage', amount: 25, nature: 'physical', hits: 1, targets: 'target' },
      { kind: 'damage', amount: 15, nature: 'elemental', hits: 2, targets: 'target' },
      { kind: 'damage', amount: 5, nature: 'elemental', hits: 1, turns: 3, targets: 'target' },
      { kind: 'heal', percent: 30, targets: 'target' },
      { kind: 'status', status: 'veu', targets: 'target' },
      { kind: 'status', status: 'defendendo', turns: 1, targets: 'self' },
      { kind: 'execute', targets: 'target', when: [{ is: 'life-below', percent: 20 }] },
      { kind: 'revive', percent: 30, rounds: 1, targets: 'fallen' },
    ];
    const randomAction = (id: string): ActionSpec => ({
      id,
      name: id,
      skill: true,
      cost: oneOf<Record<string, number>>([{}, { vermelha: 1 }, { azul: 1 }, { vermelha: 1, azul: 1 }]),
      from: oneOf([anyColumn, [2], [0, 1]]),
      target: {
        side: oneOf(['enemy', 'enemy', 'ally', 'self'] as const),
        multiple: random() < 0.3,
        columns: oneOf([anyColumn, [2], [0, 1]]),
        row: random() < 0.1,
      },
      effects: Array.from({ length: int(1, 2) }, () => oneOf(pool)),
    });
    const randomFighter = (id: string, cell: number): FighterSpec =>
      fighter(
        id,
        cell,
        int(30, 200),
        int(1, 60),
        [...Array.from({ length: int(1, 4) }, (_, index) => randomAction(`${id}-${index}`)), ...(random() < 0.5 ? [mover()] : [])],
        {
          defence: int(0, 80),
          dice: [['vermelha', 'azul']],
        },
      );
    const cells = (count: number) => [0, 1, 2, 3, 4, 5].sort(() => random() - 0.5).slice(0, count);
    let checked = 0;
    for (let battle = 0; battle < 20; battle += 1) {
      const squad = cells(int(1, 3)).map((cell, at) => randomFighter(`a${at}`, cell));
      const enemies = cells(int(1, 3)).map((cell, at) => randomFighter(`e${at}`, cell));
      for (const policy of policies) {
        let state = startBattle(setupOf(policy, squad, enemies), battle);
        for (let round = 0; round < 6 && state.phase !== 'over'; round += 1) {
          const before = declareRound(state);
          const after = declareByPolicy(before);
          after.sides[0].forEach((member, index) => {
            if (!member.declared) return;
            const choice = heroChoices(before, index).find((candidate) => candidate.slot === member.declared?.slot);
            expect(choice, `${policy}: ${member.spec.id}`).toBeDefined();
            expect(choice?.refusal, `${policy}: ${member.spec.id} ${choice?.action}`).toBeUndefined();
            for (const target of member.declared.targets) expect(choice?.targets, `${policy}: ${choice?.action}`).toContainEqual(target);
            if (member.declared.cell !== undefined) expect(choice?.cells, `${policy}: ${member.spec.id} Mover`).toContain(member.declared.cell);
            checked += 1;
          });
          state = resolveRound(after).state;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
