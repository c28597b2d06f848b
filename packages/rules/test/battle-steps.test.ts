// The battle step by step, as a person plays it: the state is plain data
// between steps, the enemies' intents are there before the squad chooses, a
// refused action says why, each hit comes with its damage steps, and played
// by the policy the steps give the battle simulateBattle gives.
import { describe, expect, it } from 'vitest';
import {
  battleOutcome,
  battleResult,
  chooseAction,
  declareByPolicy,
  declareRound,
  heroChoices,
  intents,
  resolveRound,
  simulateBattle,
  startBattle,
  summonKey,
  type ActionSpec,
  type BattleSetup,
  type BattleState,
  type FighterSpec,
  type StatusState,
} from '../src/index';
import { hit, testDamageRules } from './fixtures';

function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[], dice = [['vermelha', 'azul']]): FighterSpec {
  return { id, name: id, cell, life, defence: 10, speed, power: 100, dice, actions };
}
const blue = hit('raio', 40, { skill: true, cost: { azul: 1 } });
const front = hit('estocada', 30, { from: [2] });
const squad = [fighter('a', 2, 120, 10, [hit('golpe', 25), blue, front]), fighter('b', 0, 90, 7, [hit('flecha', 15), front])];
const enemies = [fighter('x', 2, 150, 8, [hit('mordida', 20)]), fighter('y', 1, 80, 6, [hit('garra', 12), hit('rugido', 18, { cost: { vermelha: 1 } })])];
const setup = (policy: BattleSetup['policy']): BattleSetup => ({ squad, enemies, damage: testDamageRules, statuses: {}, policy });

/** Through JSON: what a page would store between clicks. */
const stored = (state: BattleState): BattleState => JSON.parse(JSON.stringify(state)) as BattleState;

describe('a battle step by step', () => {
  it('played by the policy, through JSON between steps, gives the battle simulateBattle gives', () => {
    for (const policy of ['damage', 'healing'] as const)
      for (const seed of [1, 2, 3, 4, 5]) {
        let state = startBattle(setup(policy), seed);
        while (!battleOutcome(state)) state = stored(resolveRound(stored(declareByPolicy(stored(declareRound(state))))).state);
        expect(battleResult(state), `${policy}, seed ${seed}`).toEqual(simulateBattle(setup(policy), seed));
      }
  });

  it('keeps who summoned whom through JSON: a boss that regenerates while its snakes stand and devours them plays the same', () => {
    const call: ActionSpec = {
      ...hit('chamado', 1),
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [
        { kind: 'devour', targets: 'self' },
        { kind: 'summon', creature: 'snake', tier: 't1', count: 1, targets: 'self' },
        { kind: 'regenerate', percent: 10, targets: 'self' },
      ],
    };
    const boss = fighter('boss', 0, 400, 8, [hit('mordida', 20), call]);
    const summoning: BattleSetup = {
      ...setup('damage'),
      enemies: [boss],
      summons: { [summonKey('snake', 't1')]: fighter('snake', 0, 60, 5, [hit('picada', 10)]) },
    };
    for (const seed of [1, 2, 3, 4, 5]) {
      let state = startBattle(summoning, seed);
      while (!battleOutcome(state)) state = stored(resolveRound(stored(declareByPolicy(stored(declareRound(state))))).state);
      expect(battleResult(state), `seed ${seed}`).toEqual(simulateBattle(summoning, seed));
    }
  });

  it('keeps every fighter a status points at through a step: who applied it, whose tick it is, the bond, the shared damage, the ramp’s target', () => {
    const declared = declareRound(startBattle(setup('damage'), 1));
    const linked: StatusState = {
      id: 'marca',
      negative: true,
      turns: 2,
      mechanics: [],
      source: { side: 0, index: 0 },
      attributes: ['defence'],
      tick: { kind: 'damage', amount: 5, nature: 'physical', power: 100, source: { side: 0, index: 1 } },
      bound: { source: { side: 1, index: 1 }, cell: 1 },
      shieldLife: 7,
      attribute: { id: 'speed', percent: -10, amount: 0, untilHit: false },
      share: { to: { side: 1, index: 1 }, percent: 30 },
      ramp: { percent: 10, max: 50, damageType: 'fogo', stacks: 2, target: { side: 0, index: 1 } },
    };
    const planted: BattleState = {
      ...declared,
      sides: [declared.sides[0], declared.sides[1].map((enemy, index) => (index === 0 ? { ...enemy, statuses: [linked] } : enemy))],
    };
    const chosen = chooseAction(planted, 0, 0, { side: 1, index: 1 });
    expect(chosen.refusal).toBeUndefined();
    expect(chosen.state?.sides[1][0]?.statuses).toEqual([linked]);
  });

  it('shows the enemies’ intents before the squad chooses, and leaves the state it was given as it was', () => {
    const start = startBattle(setup('damage'), 9);
    const before = JSON.stringify(start);
    const declared = declareRound(start);
    expect(JSON.stringify(start)).toBe(before);
    expect(declared.phase).toBe('choice');
    for (const enemy of declared.sides[1]) expect(enemy.declared?.targets.length).toBe(1);
    expect(declared.sides[0].every((member) => member.declared === undefined)).toBe(true);
  });

  it('refuses an action with the reason: energy, position, a target out of reach', () => {
    let state = declareRound(startBattle(setup('damage'), 1));
    // b stands in the back column: the front-column thrust is refused by position.
    expect(heroChoices(state, 1).find((choice) => choice.action === 'estocada')?.refusal).toBe('position');
    expect(chooseAction(state, 1, 1, { side: 1, index: 0 }).refusal).toBe('position');
    // a's blue spell is paid only when its die rolled azul.
    const units = state.sides[0][0]?.units ?? {};
    expect(heroChoices(state, 0).find((choice) => choice.action === 'raio')?.refusal).toBe((units.azul ?? 0) > 0 ? undefined : 'energy');
    // A target on its own side is no valid target for an attack.
    expect(chooseAction(state, 0, 0, { side: 0, index: 1 }).refusal).toBe('target');
    const chosen = chooseAction(state, 0, 0, { side: 1, index: 1 });
    expect(chosen.refusal).toBeUndefined();
    state = chosen.state ?? state;
    expect(state.sides[0][0]?.declared).toEqual({ slot: 0, targets: [{ side: 1, index: 1 }] });
  });

  it('tells what the round did: each hit with its damage steps, the last one the damage dealt', () => {
    const chosen = chooseAction(declareRound(startBattle(setup('damage'), 1)), 0, 0, { side: 1, index: 1 });
    const { events } = resolveRound(declareByPolicy(chosen.state as BattleState));
    const hits = events.flatMap((event) => (event.kind === 'hit' ? [event] : []));
    expect(hits.length).toBeGreaterThan(0);
    for (const one of hits) expect(one.steps.at(-1)).toMatchObject({ kind: 'final', value: one.damage });
    expect(events).toContainEqual({ kind: 'action', fighter: { side: 0, index: 0 }, action: 'golpe', targets: [{ side: 1, index: 1 }] });
  });

  it('states each enemy’s intent before the squad chooses: its action, its targets and the damage the hit then deals', () => {
    const start = startBattle(setup('damage'), 3);
    expect(intents(start)).toEqual([]);
    const declared = declareRound(start);
    const stated = intents(declared);
    expect(stated.map((intent) => intent.fighter)).toEqual([
      { side: 1, index: 0 },
      { side: 1, index: 1 },
    ]);
    for (const intent of stated) expect(intent.targets.every((target) => target.damage > 0)).toBe(true);
    const { events } = resolveRound(declareByPolicy(declared));
    let compared = 0;
    for (const intent of stated) {
      const dealt = events.find((event) => event.kind === 'hit' && event.source.side === 1 && event.source.index === intent.fighter.index);
      if (dealt?.kind !== 'hit' || dealt.target.index !== intent.targets[0]?.target.index) continue;
      expect(dealt.damage).toBe(intent.targets[0]?.damage);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('names the one-turn statuses that change an intent’s damage, and the damage once they end', () => {
    // The attacker’s end before it acts (at the start of its turn); the target’s, if it acts first.
    const declared = declareRound(startBattle(setup('damage'), 3));
    const [intent] = intents(declared);
    const aimed = intent?.targets[0];
    if (!intent || !aimed) throw new Error('seed 3 declares a hit');
    expect(aimed.ending).toBeUndefined();
    const status = (id: string, turns: number, mechanics: StatusState['mechanics']): StatusState => ({ id, negative: false, turns, mechanics });
    const guarded = stored(declared);
    const target = guarded.sides[aimed.target.side][aimed.target.index];
    const attacker = guarded.sides[intent.fighter.side][intent.fighter.index];
    if (!target || !attacker) throw new Error('both stand');
    // Ending now and halving the blow; lasting another turn; ending now and changing nothing.
    target.statuses.push(status('guarda', 1, [{ kind: 'damage-taken', percent: -50 }]), status('escudo-longo', 2, [{ kind: 'damage-taken', percent: -20 }]));
    attacker.statuses.push(status('fraqueza', 1, [{ kind: 'damage-dealt', percent: -50 }]), status('marca', 1, []));
    const [shown] = intents(guarded);
    const now = shown?.targets[0];
    expect(now?.damage).toBeLessThan(aimed.damage);
    expect(now?.ending?.statuses).toEqual([
      { fighter: intent.fighter, status: 'fraqueza' },
      { fighter: aimed.target, status: 'guarda' },
    ]);
    // Only the longer status still holds once both have ended.
    const longer = stored(declared);
    longer.sides[aimed.target.side][aimed.target.index]?.statuses.push(status('escudo-longo', 2, [{ kind: 'damage-taken', percent: -20 }]));
    expect(now?.ending?.damage).toBe(intents(longer)[0]?.targets[0]?.damage);
    expect(now?.ending?.damage).toBeGreaterThan(now?.damage ?? 0);
  });

  it('loses an action whose user a push moved to a column it cannot use it from: no hit, the reason is the position', () => {
    const shove = hit('empurrao', 5, {
      effects: [
        { kind: 'damage', amount: 5, nature: 'physical', hits: 1, targets: 'target' },
        { kind: 'push', columns: 1, targets: 'target' },
      ],
    });
    const pushing: BattleSetup = {
      ...setup('damage'),
      squad: [fighter('a', 2, 500, 50, [shove])],
      enemies: [fighter('x', 2, 500, 1, [hit('mordida', 20, { from: [2] })])],
    };
    const chosen = chooseAction(declareRound(startBattle(pushing, 1)), 0, 0, { side: 1, index: 0 });
    const { events } = resolveRound(chosen.state as BattleState);
    expect(events).toContainEqual({ kind: 'move', fighter: { side: 1, index: 0 }, from: 2, to: 1, cause: 'push' });
    expect(events).toContainEqual({ kind: 'lost', fighter: { side: 1, index: 0 }, action: 'mordida', reason: 'position' });
    expect(events.filter((event) => event.kind === 'hit' && event.source.side === 1)).toEqual([]);
  });

  it('names the status whose tick heals, as a tick’s hit does, and none on an action’s own heal', () => {
    const mend = hit('remendo', 1, {
      target: { side: 'self', multiple: false, columns: [0, 1, 2] },
      effects: [
        { kind: 'heal', percent: 10, targets: 'self' },
        { kind: 'heal', percent: 5, turns: 2, targets: 'self' },
      ],
    });
    const mending: BattleSetup = {
      ...setup('damage'),
      squad: [fighter('a', 2, 500, 50, [mend])],
      enemies: [fighter('x', 2, 500, 1, [hit('mordida', 60)])],
    };
    const first = resolveRound(chooseAction(declareRound(startBattle(mending, 1)), 0, 0).state as BattleState);
    const heals = (events: typeof first.events) => events.filter((event) => event.kind === 'heal');
    expect(heals(first.events).map((event) => event.status)).toEqual([undefined]);
    // The next round, the heal over time ticks at the start of a's turn, before a heals again.
    const second = resolveRound(chooseAction(declareRound(stored(first.state)), 0, 0).state as BattleState);
    const [tick, own] = heals(second.events);
    expect(tick).toMatchObject({ source: { side: 0, index: 0 }, target: { side: 0, index: 0 }, status: 'remendo:heal' });
    expect(own?.status).toBeUndefined();
  });

  it('names the zone that gives a status, by who laid it and with which action, through JSON between rounds', () => {
    const embers = hit('brasas', 5, {
      effects: [
        { kind: 'damage', amount: 5, nature: 'physical', hits: 1, targets: 'target' },
        { kind: 'zone', status: 'burn', turns: 3, targets: 'target' },
      ],
    });
    const burning: BattleSetup = {
      ...setup('damage'),
      squad: [fighter('a', 2, 500, 50, [embers])],
      enemies: [fighter('x', 2, 500, 1, [hit('mordida', 20)])],
    };
    const laid = resolveRound(chooseAction(declareRound(startBattle(burning, 1)), 0, 0, { side: 1, index: 0 }).state as BattleState);
    const given = { kind: 'status', target: { side: 1, index: 0 }, status: 'burn', turns: 1, zone: { source: { side: 0, index: 0 }, action: 'brasas' } };
    expect(laid.events).toContainEqual(given);
    // The next round, the zone laid before the state went through JSON renews it.
    const next = resolveRound(declareByPolicy(stored(declareRound(stored(laid.state)))));
    expect(next.events).toContainEqual({ ...given, renewed: true });
  });
});
