// Who an action can reach as the grids stand (fighters.ts), seen in a
// member's choices and a round's hits: melee that marks the front reaches the
// middle only while no enemy stands in the front; an invisible enemy is no
// choice for a single-target attack (an area still hits it); a row action hits
// one row, the fuller one when its chosen row is gone; an attribute status
// changes the damage a fighter takes, a bonus one way and a reduction the other.
import { describe, expect, it } from 'vitest';
import {
  chooseAction,
  declareRound,
  heroChoices,
  resolveRound,
  startBattle,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type FighterRef,
  type FighterSpec,
  type StatusState,
} from '../src/index';
import { fighter, frontOnly, hit, idle, planted, testSetup } from './fixtures';

const statuses: BattleSetup['statuses'] = {
  ligeiro: { negative: false, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'attribute', attribute: 'speed', percent: 50 }] },
  muralha: { negative: false, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'attribute', attribute: 'defence', percent: 50 }] },
};
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => testSetup(squad, enemies, statuses);
const declared = (squad: FighterSpec[], enemies: FighterSpec[]): BattleState => declareRound(startBattle(setupOf(squad, enemies), 1));
const enemy = (index: number): FighterRef => ({ side: 1, index });
const targetsOf = (state: BattleState, hero: number) => heroChoices(state, hero).map((choice) => choice.targets);
const invisible: StatusState = { id: 'invisivel', negative: false, turns: 2, mechanics: [{ kind: 'untargetable' }] };
const marked: StatusState = { id: 'marca', negative: true, turns: 2, mechanics: [] };

describe('who an action reaches', () => {
  it('takes melee that marks the front to the middle only while no enemy stands in the front; an ally action never', () => {
    const melee = hit('mordida', 10, { target: frontOnly });
    const helping = hit('apoio', 0, { target: { side: 'ally', multiple: false, columns: [2] }, effects: [{ kind: 'heal', percent: 10, targets: 'target' }] });
    const squad = [fighter('a', 0, 100, 5, [melee, helping]), idle('b', 1)];
    // x in the middle, y in the back: the front is empty, melee reaches x; the ally action, marking an empty front of its own side, no one.
    expect(targetsOf(declared(squad, [idle('x', 1), idle('y', 0)]), 0)).toEqual([[enemy(0)], []]);
    // z stands in the front: only z.
    expect(targetsOf(declared(squad, [idle('x', 1), idle('z', 5)]), 0)).toEqual([[enemy(1)], []]);
    // z fell in the front: the middle again.
    expect(targetsOf(planted(declared(squad, [idle('x', 1), idle('z', 5)]), enemy(1), { life: 0 }), 0)).toEqual([[enemy(0)], []]);
  });

  it('takes a front-only blow past the front as many columns as its grid’s reach gives, one at a time, each while the one before is empty', () => {
    const reaching = (beyondFront: number) => hit('mordida', 10, { target: { side: 'enemy', multiple: false, columns: [2], beyondFront } });
    const choices = (beyondFront: number, enemies: FighterSpec[]) => targetsOf(declared([fighter('a', 0, 100, 5, [reaching(beyondFront)])], enemies), 0);
    // Nobody in the front: no reach stays there; one column reaches the middle; two, the back as well once the middle is empty.
    expect(choices(0, [idle('x', 1), idle('y', 0)])).toEqual([[]]);
    expect(choices(1, [idle('y', 0)])).toEqual([[]]);
    expect(choices(2, [idle('y', 0)])).toEqual([[enemy(0)]]);
    // Someone in the middle stops the second column: the blow reaches the middle, not the back.
    expect(choices(2, [idle('x', 1), idle('y', 0)])).toEqual([[enemy(0)]]);
    // A grid that marks the middle already, or a reach past the back, changes nothing more.
    expect(choices(5, [idle('y', 3)])).toEqual([[enemy(0)]]);
  });

  it('leaves an invisible enemy out of a single-target attack’s choices, not out of an area’s, nor an invisible ally out of a heal’s', () => {
    const area = hit('chuva', 10, { target: { side: 'enemy', multiple: true, columns: [0, 1, 2] } });
    const mend = hit('cura', 0, { target: { side: 'ally', multiple: false, columns: [0, 1, 2] }, effects: [{ kind: 'heal', percent: 10, targets: 'target' }] });
    const start = declared([fighter('a', 2, 100, 5, [hit('golpe', 10), area, mend])], [idle('x', 2), idle('y', 1), idle('z', 0)]);
    // y invisible, z with another status: only y is hidden.
    const veiled = planted(planted(start, enemy(1), { statuses: [invisible] }), enemy(2), { statuses: [marked] });
    expect(targetsOf(veiled, 0)).toEqual([[enemy(0), enemy(2)], [enemy(0), enemy(1), enemy(2)], [{ side: 0, index: 0 }]]);
    expect(targetsOf(planted(start, { side: 0, index: 0 }, { statuses: [invisible] }), 0)[2]).toEqual([{ side: 0, index: 0 }]);
  });

  it('offers an ally action that only links another ally (Correnteza Vital) to the others standing, never to its user', () => {
    const link = { kind: 'share-damage', percent: 30, turns: 3, targets: 'target' } as const;
    const anyAlly = hit('vinculo', 0, { target: { side: 'ally', multiple: false, columns: [0, 1, 2] }, effects: [link] });
    const otherAlly = hit('correnteza', 0, { target: { side: 'ally', multiple: false, columns: [0, 1, 2], others: true }, effects: [link] });
    const squad = [fighter('a', 1, 100, 5, [anyAlly, otherAlly]), idle('b', 2), idle('c', 0)];
    const start = declared(squad, [idle('x', 2)]);
    const ally = (index: number): FighterRef => ({ side: 0, index });
    expect(targetsOf(start, 0)).toEqual([
      [ally(0), ally(1), ally(2)],
      [ally(1), ally(2)],
    ]);
    // Alone on its side, the user has no one to link: the action is no choice.
    expect(targetsOf(planted(planted(start, ally(1), { life: 0 }), ally(2), { life: 0 }), 0)).toEqual([[ally(0)], []]);
  });
});

describe('a row action', () => {
  const row = hit('onda', 10, { target: { side: 'enemy', multiple: false, row: true, columns: [0, 1, 2] } });
  /** a (fast) fells the enemy at index `felled` with a big hit; b's row action aimed at it; the enemies b's wave then hits. */
  function wave(enemies: FighterSpec[], felled: number): string[] {
    const squad = [fighter('a', 2, 100, 20, [hit('golpe', 500)]), fighter('b', 1, 100, 1, [row])];
    let state = declared(squad, enemies);
    for (const [hero, slot] of [
      [0, 0],
      [1, 0],
    ] as const)
      state = chooseAction(state, hero, slot, enemy(felled)).state as BattleState;
    const { events } = resolveRound(state);
    return events.flatMap((event: BattleEvent) => (event.kind === 'hit' && event.source.index === 1 ? [enemies[event.target.index]?.id ?? '?'] : []));
  }

  it('hits the chosen target’s row only', () => {
    const squad = [fighter('b', 1, 100, 1, [row])];
    const state = chooseAction(declared(squad, [idle('p', 0), idle('q', 1), idle('r', 4)]), 0, 0, enemy(2)).state as BattleState;
    const { events } = resolveRound(state);
    expect(events.filter((event) => event.kind === 'hit').map((event) => (event.kind === 'hit' ? event.target.index : -1))).toEqual([2]);
  });

  it('turns to the row with more enemies standing when its whole row fell: the top one, or the bottom one', () => {
    expect(wave([idle('p', 0), idle('q', 1), idle('r', 4, 10)], 2)).toEqual(['p', 'q']);
    expect(wave([idle('p', 1, 10), idle('q', 3), idle('r', 4)], 0)).toEqual(['q', 'r']);
  });

  it('is lost, as an area is, when every enemy it could reach fell before its turn', () => {
    const area = hit('chuva', 10, { target: { side: 'enemy', multiple: true, columns: [2] } });
    const squad = [fighter('a', 2, 100, 20, [hit('golpe', 500)]), fighter('b', 1, 100, 1, [area])];
    let state = chooseAction(declared(squad, [idle('x', 2, 10), idle('y', 0)]), 0, 0, enemy(0)).state as BattleState;
    state = chooseAction(state, 1, 0).state as BattleState;
    expect(resolveRound(state).events).toContainEqual({ kind: 'lost', fighter: { side: 0, index: 1 }, action: 'chuva' });
  });
});

describe('an attribute status', () => {
  it('makes a fighter take less damage with a bonus to its Defesa, more with a reduction', () => {
    const change = (percent: number) => hit('mudanca', 0, { effects: [{ kind: 'attribute', attribute: 'defence', percent, turns: 2, targets: 'target' }] });
    /** b's hit on x (Defesa 100) after a changed x's Defesa by `percent` (0: a does nothing). */
    const taken = (percent: number) => {
      const squad = [fighter('a', 2, 100, 20, [change(percent)]), fighter('b', 1, 100, 1, [hit('golpe', 100)])];
      let state = declared(squad, [fighter('x', 2, 1000, 5, [], { defence: 100 })]);
      if (percent !== 0) state = chooseAction(state, 0, 0, enemy(0)).state as BattleState;
      state = chooseAction(state, 1, 0, enemy(0)).state as BattleState;
      return 1000 - (resolveRound(state).state.sides[1][0]?.life ?? 0);
    };
    const plain = taken(0);
    expect(taken(50)).toBeLessThan(plain);
    expect(taken(-50)).toBeGreaterThan(plain);
  });

  it('counts a status’s attribute mechanic only for the attribute it names', () => {
    const give = (status: string) => hit(status, 0, { effects: [{ kind: 'status', status, targets: 'target' }] });
    /** b's hit on x (Defesa 100) after a gave x the status (none: a does nothing). */
    const taken = (status?: string) => {
      const squad = [fighter('a', 2, 100, 20, [give(status ?? 'ligeiro')]), fighter('b', 1, 100, 1, [hit('golpe', 100)])];
      let state = declared(squad, [fighter('x', 2, 1000, 5, [], { defence: 100 })]);
      if (status) state = chooseAction(state, 0, 0, enemy(0)).state as BattleState;
      state = chooseAction(state, 1, 0, enemy(0)).state as BattleState;
      return 1000 - (resolveRound(state).state.sides[1][0]?.life ?? 0);
    };
    expect(taken('ligeiro')).toBe(taken());
    expect(taken('muralha')).toBeLessThan(taken());
  });

  it('slows a fighter with a reduction to its Velocidade: it acts after a slower one the next round', () => {
    const slow = hit('lentidao', 0, { effects: [{ kind: 'attribute', attribute: 'speed', percent: -50, turns: 3, targets: 'target' }] });
    const squad = [fighter('a', 2, 100, 10, [slow]), fighter('b', 1, 100, 6, [hit('golpe', 1)])];
    let state = chooseAction(declared(squad, [fighter('x', 2, 1000, 8, [])]), 0, 0, enemy(0)).state as BattleState;
    expect(resolveRound(state).events.find((event) => event.kind === 'turn')).toMatchObject({ fighter: { side: 0, index: 0 } });
    state = declareRound(resolveRound(state).state);
    const turns = resolveRound(state).events.flatMap((event) => (event.kind === 'turn' ? [`${event.fighter.side}:${event.fighter.index}`] : []));
    expect(turns).toEqual(['0:0', '0:1', '1:0']);
  });
});

describe('a passive', () => {
  it('is only the passive it is: Fluxo Perene gives no Fortaleza', () => {
    // b (Defesa 100, Fluxo Perene) holds its cell while y bites it: the same damage every round.
    const bitten = (passives: FighterSpec['passives']) => {
      const squad = [{ ...fighter('b', 2, 10_000, 1, [], { defence: 100 }), passives }];
      let state = startBattle(setupOf(squad, [fighter('y', 2, 1000, 5, [hit('mordida', 100)])]), 1);
      const dealt: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        const resolved = resolveRound(declareRound(state));
        dealt.push(...resolved.events.flatMap((event) => (event.kind === 'hit' ? [event.damage] : [])));
        state = resolved.state;
      }
      return dealt;
    };
    const plain = bitten([{ kind: 'extra-die-on-heal', dice: 1 }]);
    expect(new Set(plain).size).toBe(1);
    // Fortaleza itself does change it, round by round.
    expect(new Set(bitten([{ kind: 'fortress' }])).size).toBeGreaterThan(1);
  });
});
