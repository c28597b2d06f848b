// Effect kinds (effectKinds.ts) on tiny battles where the enemies do nothing,
// and the worth of an action's effects: hits spread over an area's targets,
// self-damage once per use, an execution credited and counted as one fall, a
// revive only within its rounds, Fluxo Perene's die after a heal over time,
// and a shield's and a conditional effect's worth.
import { describe, expect, it } from 'vitest';
import {
  actionWorth,
  battleResult,
  chooseAction,
  declareRound,
  resolveRound,
  startBattle,
  type BattleEffect,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type FighterRef,
  type FighterSpec,
  type StatusRule,
  type WorthReference,
} from '../src/index';
import { fighter, frontOnly, hit, idle, selfTarget, testSetup } from './fixtures';

const statuses: Record<string, StatusRule> = {
  brotar: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'tick-heal', percent: 5 }] },
  guarda: { negative: false, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'damage-taken', percent: -50 }] },
  // Like the Maldição: it crosses battles, so a fall does not end it.
  praga: { negative: true, turns: 50, stacking: 'none', crossesBattles: true, mechanics: [{ kind: 'healing-received', percent: -20 }] },
  marca: { negative: true, turns: 50, stacking: 'refresh', mechanics: [{ kind: 'damage-taken', percent: 25 }] },
  brasa: { negative: true, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-damage', amount: 5, nature: 'physical' }] },
};
const setupOf = (squad: FighterSpec[], enemies: FighterSpec[]): BattleSetup => testSetup(squad, enemies, statuses);

/** Rounds where the squad's members declare the given slot (and target: an enemy's index, or any fighter); the last round's state and events. */
function rounds(setup: BattleSetup, plays: [number, number, (number | FighterRef)?][][]): { state: BattleState; events: BattleEvent[] } {
  let state = startBattle(setup, 1);
  let events: BattleEvent[] = [];
  for (const round of plays) {
    state = declareRound(state);
    for (const [hero, slot, target] of round) {
      const chosen = chooseAction(state, hero, slot, typeof target === 'number' ? { side: 1, index: target } : target);
      if (!chosen.state) throw new Error(`hero ${hero}, slot ${slot}: ${chosen.refusal}`);
      state = chosen.state;
    }
    ({ state, events } = resolveRound(state));
  }
  return { state, events };
}

describe('effect kinds in battle', () => {
  it('spreads an area’s hits over its targets still standing, and stops when none stands', () => {
    const spread = (hits: number | 'per-target') =>
      hit('chuva', 10, {
        target: { side: 'enemy', multiple: true, columns: [0, 1, 2] },
        effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits, spread: true, targets: 'target' }],
      });
    // p (1 Vida) falls at the first hit on it; every other hit lands on q.
    const { state, events } = rounds(setupOf([fighter('a', 2, 100, 5, [spread(6)])], [idle('p', 2, 1), idle('q', 1)]), [[[0, 0]]]);
    expect(events.filter((event) => event.kind === 'hit')).toHaveLength(6);
    expect(state.sides[1].map((enemy) => enemy.life)).toEqual([0, 950]);
    // Per target: two hits for two targets; both fall at the first two, nothing is left for more.
    const both = rounds(setupOf([fighter('a', 2, 100, 5, [spread('per-target')])], [idle('p', 2, 1), idle('q', 1, 1)]), [[[0, 0]]]);
    expect(both.events.filter((event) => event.kind === 'hit')).toHaveLength(2);
    const all = rounds(setupOf([fighter('a', 2, 100, 5, [spread(6)])], [idle('p', 2, 1), idle('q', 1, 1)]), [[[0, 0]]]);
    expect(all.state.outcome).toBe('victory');
  });

  it('takes self-damage once per use, a share of the Vida left', () => {
    const reckless = hit('furia', 1, {
      effects: [
        { kind: 'self-damage', percent: 50, targets: 'self' },
        { kind: 'damage', amount: 1, nature: 'physical', hits: 1, targets: 'target' },
      ],
    });
    const setup = setupOf([fighter('a', 2, 100, 5, [reckless])], [idle('x', 2)]);
    expect(rounds(setup, [[[0, 0, 0]]]).state.sides[0][0]?.life).toBe(50);
    expect(rounds(setup, [[[0, 0, 0]], [[0, 0, 0]]]).state.sides[0][0]?.life).toBe(25);
  });

  it('credits an execution’s Vida to who executes, and counts one fall', () => {
    const execute = hit('execucao', 0, { effects: [{ kind: 'execute', targets: 'target' }] });
    const { state } = rounds(setupOf([fighter('a', 2, 100, 5, [execute])], [idle('x', 2, 70), idle('y', 1)]), [[[0, 0, 0]]]);
    expect(battleResult(state).squad[0]?.damage).toBe(70);
    expect(battleResult(state).falls).toHaveLength(1);
  });

  it('revives an ally who fell this round, says so and credits the Vida; not one who fell rounds before', () => {
    const revive = hit('reviver', 0, {
      target: { side: 'ally', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'revive', percent: 50, rounds: 1, targets: 'fallen' }],
    });
    const crush = hit('esmagar', 500, { target: frontOnly });
    const squad = [fighter('w', 2, 100, 1, []), fighter('m', 0, 100, 5, [revive, hit('golpe', 1)])];
    // x (fast) crushes w in round 1; m revives w the same round.
    const now = rounds(setupOf(squad, [fighter('x', 2, 1000, 20, [crush])]), [[[1, 0, { side: 0, index: 0 }]]]);
    expect(now.events).toContainEqual({ kind: 'rise', fighter: { side: 0, index: 0 }, life: 50 });
    expect(battleResult(now.state).squad[1]?.healing).toBe(50);
    // Two rounds later it is too late.
    const late = rounds(setupOf(squad, [fighter('x', 2, 1000, 20, [crush])]), [[[1, 1, 0]], [[1, 1, 0]], [[1, 0, { side: 0, index: 1 }]]]);
    expect(late.events.filter((event) => event.kind === 'rise')).toEqual([]);
    expect(late.state.sides[0][0]?.life).toBe(0);
  });

  it('brings back a revived ally still under a status that crosses battles (the Maldição), and without the others', () => {
    const revive = hit('reviver', 0, {
      target: { side: 'ally', multiple: false, columns: [0, 1, 2] },
      effects: [{ kind: 'revive', percent: 50, rounds: 1, targets: 'fallen' }],
    });
    const curseAndCrush = hit('amaldicoar', 0, {
      target: frontOnly,
      effects: [
        { kind: 'status', status: 'praga', targets: 'target' },
        { kind: 'status', status: 'marca', targets: 'target' },
        { kind: 'damage', amount: 500, nature: 'physical', hits: 1, targets: 'target' },
      ],
    });
    const squad = [fighter('w', 2, 100, 1, []), fighter('m', 0, 100, 5, [revive])];
    // x (fast) curses, marks and crushes w in round 1; m revives w the same round.
    const now = rounds(setupOf(squad, [fighter('x', 2, 1000, 20, [curseAndCrush])]), [[[1, 0, { side: 0, index: 0 }]]]);
    expect(now.events).toContainEqual({ kind: 'rise', fighter: { side: 0, index: 0 }, life: 50 });
    expect(now.state.sides[0][0]?.statuses.map((status) => status.id)).toEqual(['praga']);
  });

  it('keeps a bonus that lasts until the next hit (Paciência da Terra) through damage over time, and ends it at the next hit', () => {
    const patience = hit('paciencia', 0, {
      target: selfTarget,
      effects: [{ kind: 'attribute', attribute: 'def', percent: 20, untilHit: true, targets: 'self' }],
    });
    const wait = hit('esperar', 0, { target: selfTarget, effects: [] });
    const ember = hit('queimar', 0, { effects: [{ kind: 'status', status: 'brasa', targets: 'target' }] });
    const bonusOf = (state: BattleState) => state.sides[0][0]?.statuses.some((status) => status.id === 'paciencia:def');
    // x (fast) sets w burning, then w braces; next round the burn ticks at w's turn: no hit, the bonus stays.
    const burnt = rounds(setupOf([fighter('w', 2, 100, 1, [patience, wait])], [fighter('x', 2, 100, 20, [ember])]), [[[0, 0]], [[0, 1]]]);
    expect(burnt.events).toContainEqual(expect.objectContaining({ kind: 'hit', target: { side: 0, index: 0 }, status: 'brasa' }));
    expect(bonusOf(burnt.state)).toBe(true);
    // x hits w the round after w braced: the bonus ends.
    const struck = rounds(setupOf([fighter('w', 2, 100, 1, [patience, wait])], [fighter('x', 2, 100, 20, [hit('golpe', 1)])]), [[[0, 0]], [[0, 1]]]);
    expect(bonusOf(struck.state)).toBe(false);
  });

  it('keeps a shield that cancels the next hits (Firmeza Inquebrantável) through damage over time, which it does not cancel', () => {
    const brace = hit('firmeza', 0, { target: selfTarget, effects: [{ kind: 'shield', hits: 1, turns: 3, targets: 'self' }] });
    const wait = hit('esperar', 0, { target: selfTarget, effects: [] });
    const ember = hit('queimar', 0, { effects: [{ kind: 'status', status: 'brasa', targets: 'target' }] });
    // x (fast) sets w burning (it ticks at w's turn), then w raises the shield; next round the burn ticks again and hurts: the shield waits for a hit.
    const { state, events } = rounds(setupOf([fighter('w', 2, 100, 1, [brace, wait])], [fighter('x', 2, 100, 20, [ember])]), [[[0, 0]], [[0, 1]]]);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'hit', target: { side: 0, index: 0 }, damage: 5, status: 'brasa' }));
    expect(state.sides[0][0]?.life).toBe(90);
    expect(state.sides[0][0]?.statuses.some((status) => status.id === 'firmeza:shield')).toBe(true);
  });

  it('gives Fluxo Perene’s extra die after a heal over time, or a status that heals over time; not after a status that does not', () => {
    const grow = hit('crescer', 0, { target: selfTarget, effects: [{ kind: 'heal', percent: 5, turns: 2, targets: 'self' }] });
    const sprout = hit('brotar', 0, { target: selfTarget, effects: [{ kind: 'status', status: 'brotar', targets: 'self' }] });
    const brace = hit('guarda', 0, { target: selfTarget, effects: [{ kind: 'status', status: 'guarda', targets: 'self' }] });
    const flow = { passives: [{ kind: 'extra-die-on-heal' as const, dice: 1 }] };
    const unitsAfter = (slot: number, extra: Partial<FighterSpec> = flow) => {
      const { state } = rounds(setupOf([fighter('a', 2, 100, 5, [grow, sprout, brace], extra)], [idle('x', 2)]), [[[0, slot]]]);
      return declareRound(state).sides[0][0]?.units;
    };
    expect(unitsAfter(0)).toEqual({ vermelha: 2 });
    expect(unitsAfter(1)).toEqual({ vermelha: 2 });
    expect(unitsAfter(2)).toEqual({ vermelha: 1 });
  });

  it('cancels as many hits as the shield has, then drops it: the third of three hits lands', () => {
    const shield = hit('escudo', 0, { target: selfTarget, effects: [{ kind: 'shield', hits: 2, turns: 3, targets: 'self' }] });
    const flurry = hit('rajada', 10, { effects: [{ kind: 'damage', amount: 10, nature: 'physical', hits: 3, targets: 'target' }] });
    const { state, events } = rounds(setupOf([fighter('a', 2, 100, 20, [shield])], [fighter('x', 2, 1000, 5, [flurry])]), [[[0, 0]]]);
    const hits = events.flatMap((event) => (event.kind === 'hit' ? [[event.damage, event.shielded]] : []));
    expect(hits).toEqual([
      [0, true],
      [0, true],
      [10, false],
    ]);
    expect(state.sides[0][0]).toMatchObject({ life: 90, statuses: [] });
  });

  it('marks an attribute change that lowers (by percent or by amount) as negative: a cleanse takes it, not the one that raises', () => {
    const attribute = (id: string, change: { percent?: number; amount?: number }): BattleEffect => ({
      kind: 'attribute',
      attribute: id,
      ...change,
      turns: 3,
      targets: 'target',
    });
    const breakIt = hit('quebra', 0, {
      effects: [attribute('defence', { percent: -50 }), attribute('speed', { amount: -2 }), attribute('power', { percent: 10 })],
    });
    const cleanse = hit('purificar', 0, { effects: [{ kind: 'cleanse', except: [], targets: 'target' }] });
    const squad = [fighter('a', 2, 100, 20, [breakIt]), fighter('b', 1, 100, 1, [cleanse])];
    const applied = rounds(setupOf([squad[0] as FighterSpec], [idle('x', 2)]), [[[0, 0, 0]]]);
    expect(applied.state.sides[1][0]?.statuses.map((status) => [status.id, status.negative])).toEqual([
      ['quebra:defence', true],
      ['quebra:speed', true],
      ['quebra:power', false],
    ]);
    const cleansed = rounds(setupOf(squad, [idle('x', 2)]), [
      [
        [0, 0, 0],
        [1, 0, 0],
      ],
    ]);
    expect(cleansed.state.sides[1][0]?.statuses.map((status) => status.id)).toEqual(['quebra:power']);
  });
});

describe('an action’s worth', () => {
  const reference: WorthReference = {
    ownLife: 200,
    allyLife: 100,
    enemyDamage: 30,
    incomingDamage: 60,
    ownDamage: 40,
    areaTargets: 2,
    powerAttribute: 'poder',
  };
  const asIs = (amount: number) => amount;

  it('prices a shield as the enemy rounds of damage it blocks: as many hits as it lasts rounds at most, on each ally', () => {
    const shield = (hits: number, turns?: number): BattleEffect => ({ kind: 'shield', hits, ...(turns === undefined ? {} : { turns }), targets: 'allies' });
    // 30 × min(3 hits, 2 rounds) × 2 allies.
    expect(actionWorth([shield(3, 2)], statuses, reference, 1, asIs)).toEqual({ damage: 0, healing: 0, prevented: 120, status: 0, total: 120 });
    // No duration: every hit, 30 × 2 × 2.
    expect(actionWorth([shield(2)], statuses, reference, 1, asIs).prevented).toBe(120);
  });

  it('counts an effect with an empty list of conditions, and a status with no rule as nothing', () => {
    const damage: BattleEffect = { kind: 'damage', amount: 25, nature: 'physical', hits: 1, targets: 'target', when: [] };
    expect(actionWorth([damage], statuses, reference, 1, asIs).damage).toBe(25);
    expect(actionWorth([{ kind: 'status', status: 'desconhecido', targets: 'target' }], statuses, reference, 1, asIs).total).toBe(0);
  });
});
