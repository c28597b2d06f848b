// The declaration phase (declaration.ts) as the squad's choices show it: why
// an action is refused (energy, position, reach, a taunt, Mover with no cell),
// a revive offered while an ally lies fallen, an enemy's Mover declared to a
// cell it may step to, and Fluxo Perene's extra die the round after a heal.
import { describe, expect, it } from 'vitest';
import {
  chooseAction,
  declareByPolicy,
  declareRound,
  heroChoices,
  resolveRound,
  startBattle,
  type BattleState,
  type FighterRef,
  type FighterSpec,
  type StatusState,
} from '../src/index';
import { fighter, frontOnly, hit, idle, mover, planted, testSetup } from './fixtures';

const declared = (squad: FighterSpec[], enemies: FighterSpec[], seed = 1): BattleState => declareRound(startBattle(testSetup(squad, enemies), seed));
const hero = (index: number): FighterRef => ({ side: 0, index });

describe('what a squad member may declare', () => {
  it('refuses an action its dice did not pay, and one not usable from its column, with no targets', () => {
    const squad = [fighter('a', 0, 100, 5, [hit('raio', 10, { cost: { azul: 1 } }), hit('estocada', 10, { from: [2] }), hit('golpe', 10)])];
    expect(heroChoices(declared(squad, [idle('x', 2)]), 0)).toEqual([
      { slot: 0, action: 'raio', targets: [], refusal: 'energy' },
      { slot: 1, action: 'estocada', targets: [], refusal: 'position' },
      { slot: 2, action: 'golpe', targets: [{ side: 1, index: 0 }] },
    ]);
  });

  it('under Provocação, aims a single-target attack only at who taunted; refuses one that cannot reach it (taunt) or reaches no one (reach)', () => {
    const squad = [
      fighter('a', 2, 100, 5, [
        hit('golpe', 10),
        hit('mordida', 10, { target: frontOnly }),
        hit('meio', 10, { target: { side: 'enemy', multiple: false, columns: [1] } }),
        hit('cura', 0, { target: { side: 'ally', multiple: false, columns: [0, 1, 2] }, effects: [{ kind: 'heal', percent: 10, targets: 'target' }] }),
        hit('apoio', 0, { target: { side: 'ally', multiple: false, columns: [1] }, effects: [{ kind: 'heal', percent: 10, targets: 'target' }] }),
      ]),
    ];
    const enemies = [idle('x', 2), idle('y', 0)];
    // A mark x left (a status with a source, no taunt) comes first: only the taunt names whom to aim at.
    const mark: StatusState = { id: 'marca', negative: true, turns: 2, mechanics: [], source: { side: 1, index: 0 } };
    const taunt: StatusState = { id: 'provocacao', negative: true, turns: 2, mechanics: [{ kind: 'taunt' }], source: { side: 1, index: 1 } };
    const choices = heroChoices(planted(declared(squad, enemies), hero(0), { statuses: [mark, taunt] }), 0);
    expect(choices.map(({ action, targets, refusal }) => ({ action, targets, refusal }))).toEqual([
      { action: 'golpe', targets: [{ side: 1, index: 1 }], refusal: undefined },
      { action: 'mordida', targets: [], refusal: 'taunt' },
      { action: 'meio', targets: [], refusal: 'reach' },
      { action: 'cura', targets: [{ side: 0, index: 0 }], refusal: undefined },
      { action: 'apoio', targets: [], refusal: 'reach' },
    ]);
    // Without the taunt, every enemy the attack reaches.
    expect(heroChoices(planted(declared(squad, enemies), hero(0), { statuses: [mark] }), 0)[0]?.targets).toEqual([
      { side: 1, index: 0 },
      { side: 1, index: 1 },
    ]);
  });

  it('offers a revive while an ally lies fallen, though no ally stands where it aims; refuses it when none fell', () => {
    const revive = hit('reviver', 0, {
      target: { side: 'ally', multiple: false, columns: [2] },
      effects: [
        { kind: 'heal', percent: 10, targets: 'target' },
        { kind: 'revive', percent: 50, rounds: 1, targets: 'fallen' },
      ],
    });
    // A heal aimed at the same column, no revive in it: refused, fallen ally or not.
    const mend = hit('apoio', 0, { target: { side: 'ally', multiple: false, columns: [2] }, effects: [{ kind: 'heal', percent: 10, targets: 'target' }] });
    const fallen = planted(declared([idle('w', 2), fighter('m', 0, 100, 5, [revive, mend])], [idle('x', 2)]), hero(0), { life: 0 });
    expect(heroChoices(fallen, 1)).toEqual([
      { slot: 0, action: 'reviver', targets: [] },
      { slot: 1, action: 'apoio', targets: [], refusal: 'reach' },
    ]);
    const standingBehind = declared([idle('w', 1), fighter('m', 0, 100, 5, [revive, mend])], [idle('x', 2)]);
    expect(heroChoices(standingBehind, 1)[0]).toEqual({ slot: 0, action: 'reviver', targets: [], refusal: 'reach' });
  });

  it('refuses Mover with no cell to go to (no swap, both neighbours taken)', () => {
    const squad = [fighter('a', 0, 100, 5, [mover({ swap: false })]), idle('b', 1), idle('c', 3)];
    expect(heroChoices(declared(squad, [idle('x', 2)]), 0)).toEqual([{ slot: 0, action: 'mover', targets: [], cells: [], refusal: 'reach' }]);
  });

  it('has an enemy whose Mover is no last resort declare it, to a neighbouring cell', () => {
    const seen = new Set<number | undefined>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const enemy = declared([idle('a', 2)], [fighter('x', 0, 100, 5, [mover({ lastResort: false })])], seed).sides[1][0];
      expect(enemy?.declared?.targets).toEqual([]);
      seen.add(enemy?.declared?.cell);
    }
    expect([...seen].sort()).toEqual([1, 3]);
  });

  it('has an enemy with nothing in reach from any cell pass rather than declare its last-resort Mover', () => {
    // Its only attack aims at the back column, where no hero stands, from the front.
    const far = hit('longe', 10, { from: [2], target: { side: 'enemy', multiple: false, columns: [0] } });
    for (const seed of [1, 2, 3]) {
      const state = declared([idle('a', 2)], [fighter('x', 1, 100, 5, [far, mover()])], seed);
      expect(state.sides[1][0]?.declared).toBeUndefined();
    }
  });

  it('rolls Fluxo Perene’s extra die the round after the bearer healed, and only then', () => {
    const mend = hit('remendo', 0, {
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'heal', percent: 10, targets: 'self' }],
    });
    const squad = [fighter('a', 2, 100, 5, [mend], { passives: [{ kind: 'extra-die-on-heal', dice: 1 }] })];
    const first = declared(squad, [idle('x', 2)]);
    expect(first.sides[0][0]?.units).toEqual({ vermelha: 1 });
    const healed = chooseAction(first, 0, 0).state as BattleState;
    const second = declareRound(resolveRound(healed).state);
    expect(second.sides[0][0]?.units).toEqual({ vermelha: 2 });
    const third = declareRound(resolveRound(second).state);
    expect(third.sides[0][0]?.units).toEqual({ vermelha: 1 });
  });

  it('under Intangibilidade, has the greedy policy keep the step toward the enemy for after an action on itself', () => {
    const guard = hit('guarda', 0, {
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'heal', percent: 10, targets: 'self' }],
    });
    const melee = hit('estocada', 10, { from: [2], target: frontOnly });
    const squad = [fighter('a', 0, 100, 5, [melee, mover(), guard])];
    const freeMove: StatusState = { id: 'intangibilidade', negative: false, turns: 2, mechanics: [{ kind: 'free-move' }] };
    const { events } = resolveRound(declareByPolicy(planted(declared(squad, [idle('x', 2)]), hero(0), { statuses: [freeMove] })));
    expect(events.filter((event) => event.kind === 'action' || event.kind === 'move').map((event) => event.kind)).toEqual(['action', 'move']);
    expect(events).toContainEqual({ kind: 'action', fighter: { side: 0, index: 0 }, action: 'guarda', targets: [{ side: 0, index: 0 }] });
    expect(events).toContainEqual({ kind: 'move', fighter: { side: 0, index: 0 }, from: 0, to: 1 });
  });
});
