// A declared action as it resolves on its user's turn (resolution.ts), on tiny
// battles where the enemies do nothing: a single target that fell gives way to
// the nearest one on its grid; a target pushed out of reach, with no other,
// loses the action; a multiple action hits who is in reach when it resolves;
// Mover counts as used and loses nothing; invisibility ends when its bearer acts.
import { describe, expect, it } from 'vitest';
import {
  chooseAction,
  declareRound,
  resolveRound,
  simulateBattle,
  startBattle,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type FighterRef,
  type FighterSpec,
  type TargetSpec,
  type StatusRule,
} from '../src/index';
import { fighter, frontOnly, hit, mover, testSetup } from './fixtures';

const statuses: Record<string, StatusRule> = {
  invisivel: { negative: false, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'untargetable' }] },
  espinhos: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'thorns', amount: 10 }] },
  marca: { negative: true, turns: 3, stacking: 'refresh', mechanics: [] },
  foco: { negative: false, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'damage-dealt', percent: 10 }] },
  defendendo: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'defending' }] },
};
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => testSetup(squad, enemies, statuses);

/** The round once the squad chose: each member's slot and target (a fighter of the other side, by index; or a cell for Mover). */
function round(setup: BattleSetup, choices: [number, number, FighterRef | { cell: number } | undefined][]): { state: BattleState; events: BattleEvent[] } {
  let state = declareRound(startBattle(setup, 1));
  for (const [hero, slot, target] of choices) {
    const chosen = chooseAction(state, hero, slot, target);
    if (!chosen.state) throw new Error(`hero ${hero}, slot ${slot}: ${chosen.refusal}`);
    state = chosen.state;
  }
  return resolveRound(state);
}
const enemy = (index: number): FighterRef => ({ side: 1, index });
const hero = (index: number): FighterRef => ({ side: 0, index });
const hitsOn = (events: BattleEvent[]) => events.flatMap((event) => (event.kind === 'hit' ? [`${event.source.index}→${event.target.index}`] : []));

describe('an action as it resolves', () => {
  it('protects who declared Defender from the start of the resolution, before a faster enemy hits', () => {
    const defend = hit('defender', 0, {
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'status', status: 'defendendo', turns: 1, targets: 'self' }],
      atResolutionStart: true,
    });
    // w (Defesa 100, slow) defends; x (fast) hits for 50: 50 × 100 ÷ (100 + 150) = 20, not the 25 of an undefended w.
    const { state, events } = round(setupOf([fighter('w', 2, 100, 1, [defend], { defence: 100 })], [fighter('x', 2, 100, 20, [hit('golpe', 50)])]), [
      [0, 0, undefined],
    ]);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'hit', source: enemy(0), target: hero(0), damage: 20 }));
    expect(state.sides[0][0]?.life).toBe(80);
    // Its own turn renews it: it still stands after the round, until w's next turn.
    expect(state.sides[0][0]?.statuses.map((status) => status.id)).toEqual(['defendendo']);
  });

  it('turns a single-target hit whose target fell to the nearest enemy of that cell, the lower cell on a tie', () => {
    // a (fast) fells x at cell 2; b aimed at x. Nearest to cell 2: z (cell 5) and w (cell 1), one step each: w, the lower cell. y (cell 0) is two steps away.
    const squad = [fighter('a', 2, 100, 20, [hit('golpe', 50)]), fighter('b', 1, 100, 1, [hit('flecha', 7)])];
    const enemies = [fighter('x', 2, 10, 5, []), fighter('y', 0, 100, 5, []), fighter('z', 5, 100, 5, []), fighter('w', 1, 100, 5, [])];
    const { events } = round(setupOf(squad, enemies), [
      [0, 0, enemy(0)],
      [1, 0, enemy(0)],
    ]);
    expect(hitsOn(events)).toEqual(['0→0', '1→3']);
    expect(events).toContainEqual({ kind: 'action', fighter: hero(1), action: 'flecha', targets: [enemy(3)] });
  });

  it('loses a melee hit whose target a push took out of its reach, with another enemy still in the front: no hit, no reason', () => {
    const shove = hit('empurrao', 1, {
      effects: [
        { kind: 'damage', amount: 1, nature: 'physical', hits: 1, targets: 'target' },
        { kind: 'push', columns: 1, targets: 'target' },
      ],
    });
    const thrust = hit('estocada', 30, { target: frontOnly });
    const squad = [fighter('a', 0, 100, 20, [shove]), fighter('b', 2, 100, 1, [thrust])];
    const enemies = [fighter('x', 2, 100, 5, []), fighter('y', 5, 100, 5, [])];
    const { state, events } = round(setupOf(squad, enemies), [
      [0, 0, enemy(0)],
      [1, 0, enemy(0)],
    ]);
    expect(events).toContainEqual({ kind: 'move', fighter: enemy(0), from: 2, to: 1, cause: 'push' });
    expect(events).toContainEqual({ kind: 'lost', fighter: hero(1), action: 'estocada' });
    expect(hitsOn(events)).toEqual(['0→0']);
    expect(state.sides[1].map((one) => one.life)).toEqual([99, 100]);
    expect(state.sides[0][1]?.used).toEqual([0]);
  });

  it('hits with a multiple action every enemy in reach when it resolves, one pulled into the front since it was declared too', () => {
    const pull = hit('puxao', 1, {
      effects: [
        { kind: 'damage', amount: 1, nature: 'physical', hits: 1, targets: 'target' },
        { kind: 'pull', columns: 1, targets: 'target' },
      ],
    });
    const sweep = hit('varrida', 10, { target: { side: 'enemy', multiple: true, columns: [2] } });
    const squad = [fighter('a', 0, 100, 20, [pull]), fighter('b', 2, 100, 1, [sweep])];
    const enemies = [fighter('x', 2, 100, 5, []), fighter('y', 4, 100, 5, [])];
    const { state, events } = round(setupOf(squad, enemies), [
      [0, 0, enemy(1)],
      [1, 0, undefined],
    ]);
    expect(events).toContainEqual({ kind: 'move', fighter: enemy(1), from: 4, to: 5, cause: 'pull' });
    expect(events).toContainEqual({ kind: 'action', fighter: hero(1), action: 'varrida', targets: [enemy(0), enemy(1)] });
    expect(state.sides[1].map((one) => one.life)).toEqual([90, 89]);
  });

  it('counts a Mover made as used, and loses nothing', () => {
    const squad = [fighter('a', 2, 100, 20, [hit('golpe', 5), mover()])];
    const { state, events } = round(setupOf(squad, [fighter('x', 2, 100, 5, [])]), [[0, 1, { cell: 1 }]]);
    expect(events.filter((event) => event.kind === 'move' || event.kind === 'lost')).toEqual([{ kind: 'move', fighter: hero(0), from: 2, to: 1 }]);
    expect(state.sides[0][0]?.used).toEqual([0, 1]);
    expect(state.sides[0][0]?.cell).toBe(1);
    const back = chooseAction(declareRound(state), 0, 1, { cell: 2 });
    expect(back.state && resolveRound(back.state).state.sides[0][0]?.used).toEqual([0, 2]);
  });

  it('plays a revive whose declared ally fell before its turn, though no target is left standing', () => {
    const revive = hit('reviver', 0, {
      target: { side: 'ally', multiple: false, columns: [2] },
      effects: [
        { kind: 'heal', percent: 10, targets: 'target' },
        { kind: 'revive', percent: 50, rounds: 1, targets: 'fallen' },
      ],
    });
    const crush = hit('esmagar', 200, { target: frontOnly });
    const { state, events } = round(setupOf([fighter('w', 2, 100, 1, []), fighter('m', 0, 100, 5, [revive])], [fighter('x', 2, 1000, 20, [crush])]), [
      [1, 0, hero(0)],
    ]);
    expect(events).toContainEqual({ kind: 'action', fighter: hero(1), action: 'reviver', targets: [] });
    expect(state.sides[0][0]?.life).toBe(50);
  });

  it('ends invisibility when its bearer acts, and not before', () => {
    const veil = hit('veu', 0, {
      target: { side: 'ally', multiple: false, columns: [0, 1, 2] },
      effects: [
        { kind: 'status', status: 'marca', targets: 'target' },
        { kind: 'status', status: 'invisivel', targets: 'target' },
        { kind: 'status', status: 'foco', targets: 'target' },
      ],
    });
    const enemies = [fighter('x', 2, 1000, 5, [])];
    // m (fast) veils w; w then acts (a hit) and is visible again; a w that only waits keeps it.
    const acting = round(setupOf([fighter('w', 2, 100, 1, [hit('golpe', 5)]), fighter('m', 0, 100, 20, [veil])], enemies), [
      [1, 0, hero(0)],
      [0, 0, enemy(0)],
    ]);
    expect(acting.state.sides[0][0]?.statuses.map((status) => status.id)).toEqual(['marca', 'foco']);
    const waiting = round(setupOf([fighter('w', 2, 100, 1, [hit('golpe', 5)]), fighter('m', 0, 100, 20, [veil])], enemies), [[1, 0, hero(0)]]);
    expect(waiting.state.sides[0][0]?.statuses.map((status) => status.id)).toEqual(['marca', 'invisivel', 'foco']);
  });

  it('answers with Espinhos only a single-target hit at the enemy from the front column', () => {
    const spikes = hit('espinhos', 0, {
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'status', status: 'espinhos', targets: 'self' }],
    });
    // x (fast) takes Espinhos; a (front, single), b (middle, single) and c (front, multiple) then hit it: only a gets the thorns' 10.
    const squad = [
      fighter('a', 2, 100, 3, [hit('golpe', 5)]),
      fighter('b', 1, 100, 2, [hit('flecha', 5)]),
      fighter('c', 5, 100, 1, [hit('varrida', 5, { target: { side: 'enemy', multiple: true, columns: [0, 1, 2] } })]),
    ];
    const { state } = round(setupOf(squad, [fighter('x', 2, 1000, 20, [spikes])]), [
      [0, 0, enemy(0)],
      [1, 0, enemy(0)],
      [2, 0, undefined],
    ]);
    expect(state.sides[0].map((one) => one.life)).toEqual([90, 100, 100]);
    expect(state.sides[1][0]?.life).toBe(985);
  });

  it('keeps Inferno Crescente’s count through an action that attacks no one', () => {
    const self = { side: 'self', multiple: false, columns: [0, 1, 2] } satisfies TargetSpec;
    const kindle = hit('chama', 0, { target: self, effects: [{ kind: 'ramp', percent: 10, max: 50, damageType: 'fogo', turns: 9, targets: 'self' }] });
    const rest = hit('descanso', 0, { target: self, effects: [{ kind: 'heal', percent: 10, targets: 'self' }] });
    const fireball = hit('bola', 100, { effects: [{ kind: 'damage', amount: 100, damageType: 'fogo', nature: 'elemental', hits: 1, targets: 'target' }] });
    const setup = setupOf([fighter('a', 2, 1000, 10, [kindle, hit('corte', 100), rest, fireball])], [fighter('x', 2, 100_000, 5, [])]);
    /** Plays hero a's actions in these slots, a round each; the damage of the last one's hits. */
    const dealt = (slots: number[]) => {
      let state = startBattle(setup, 1);
      let events: BattleEvent[] = [];
      for (const slot of slots) {
        const chosen = chooseAction(declareRound(state), 0, slot, slot === 0 || slot === 2 ? undefined : enemy(0));
        if (!chosen.state) throw new Error(`slot ${slot}: ${chosen.refusal}`);
        ({ state, events } = resolveRound(chosen.state));
      }
      return events.flatMap((event) => (event.kind === 'hit' ? [event.damage] : []));
    };
    const [plain = 0] = dealt([0, 3]);
    // One cut on x, a rest, then the fireball: one attack counted, +10 %.
    expect(dealt([0, 1, 2, 3])).toEqual([Math.floor(plain * 1.1)]);
    expect(plain).toBeGreaterThan(0);
  });

  it('plays an action lost for want of a target in a batch run too, where no events are kept', () => {
    // x (fast) fells w, the only hero in the front; y's bite, aimed at w, then reaches no one (h stands in the back).
    const melee = (id: string, amount: number) => hit(id, amount, { target: frontOnly });
    const result = simulateBattle(
      setupOf(
        [fighter('w', 2, 1, 1, []), fighter('h', 0, 100, 1, [])],
        [fighter('x', 2, 100, 20, [melee('golpe', 5)]), fighter('y', 1, 100, 5, [melee('mordida', 7)])],
      ),
      1,
    );
    expect(result.falls.length).toBe(1);
    expect(result.final.map((one) => one.life)).toEqual([0, 100, 100, 100]);
  });
});
