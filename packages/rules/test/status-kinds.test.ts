// A status keeps the kinds of its mechanics as bits (fighters.ts, `kinds`),
// so the loops over a fighter's statuses skip those without the kind asked.
// The bits must answer what a scan of the mechanics answers, for every kind,
// and stay out of a battle's saved state.
import { describe, expect, it } from 'vitest';
import { activeStatus, attributePercent, has, makeFighter, mechanicBits, type BattleContext } from '../src/fighters';
import {
  declareByPolicy,
  declareRound,
  resolveRound,
  startBattle,
  type ActionSpec,
  type BattleSetup,
  type FighterSpec,
  type StatusMechanic,
} from '../src/index';
import { anyColumn, testDamageRules } from './fixtures';

const kinds = Object.keys(mechanicBits) as StatusMechanic['kind'][];
const mechanic = (kind: StatusMechanic['kind']): StatusMechanic => ({ kind, percent: 10, amount: 1, value: 1, nature: 'physical' }) as StatusMechanic;
const spec: FighterSpec = { id: 'a', name: 'a', cell: 2, life: 100, defence: 0, speed: 1, power: 100, dice: [['red']], actions: [] };
const scan = (mechanics: StatusMechanic[][], kind: StatusMechanic['kind']): boolean => mechanics.some((list) => list.some((one) => one.kind === kind));

describe('the kinds of a status', () => {
  it('a status of one mechanic answers has() for its kind and no other, for every kind', () => {
    for (const kind of kinds) {
      const fighter = makeFighter(spec, 0, 0);
      fighter.statuses = [activeStatus({ id: kind }, false, 1, [mechanic(kind)])];
      for (const asked of kinds) expect(has(fighter, mechanicBits[asked]), `${kind} asked as ${asked}`).toBe(asked === kind);
    }
  });

  it('statuses of several mechanics, and none, answer as the scan of their mechanics', () => {
    const lists: StatusMechanic[][] = [
      [],
      [mechanic('attribute'), mechanic('tick-damage')],
      [mechanic('defending'), mechanic('shield-life'), mechanic('thorns')],
      [mechanic('critical')],
      [mechanic('untargetable'), mechanic('free-move'), mechanic('rooted'), mechanic('taunt')],
    ];
    for (let from = 0; from < lists.length; from += 1) {
      const worn = lists.slice(from, from + 2);
      const fighter = makeFighter(spec, 0, 0);
      fighter.statuses = worn.map((mechanics, index) => activeStatus({ id: `s${index}` }, false, 1, mechanics));
      for (const kind of kinds) expect(has(fighter, mechanicBits[kind]), `${kind} in statuses ${from}`).toBe(scan(worn, kind));
    }
  });

  it('an attribute change is read from a status with an attribute mechanic, and not from one without', () => {
    const context = { setup: { damage: testDamageRules } } as unknown as BattleContext;
    const fighter = makeFighter(spec, 0, 0);
    fighter.statuses = [
      activeStatus({ id: 'quick', attributes: ['speed'] }, false, 1, [{ kind: 'attribute', percent: 30 }]),
      activeStatus({ id: 'slow' }, true, 1, [{ kind: 'damage-taken', percent: 50 }]),
    ];
    expect(attributePercent(context, fighter, 'speed')).toBe(30);
  });

  it('stay out of a battle saved between steps, which goes on from there', () => {
    const guard: ActionSpec = {
      id: 'guard',
      name: 'guard',
      skill: false,
      cost: {},
      from: anyColumn,
      target: { side: 'self', multiple: false, columns: anyColumn },
      effects: [{ kind: 'status', status: 'guarded', targets: 'self' }],
    };
    const setup: BattleSetup = {
      squad: [{ ...spec, actions: [guard] }],
      enemies: [{ ...spec, id: 'b', name: 'b', actions: [guard] }],
      damage: testDamageRules,
      statuses: { guarded: { negative: false, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'defending' }] } },
      policy: 'damage',
    };
    let state = resolveRound(declareByPolicy(declareRound(startBattle(setup, 1)))).state;
    expect(state.sides[0][0]?.statuses.map((status) => status.id)).toEqual(['guarded']);
    expect(JSON.stringify(state)).not.toContain('kinds');
    // The next round makes the fighters again from the saved state; the new application refreshes the one status.
    state = resolveRound(declareByPolicy(declareRound(state))).state;
    expect(state.sides[0][0]?.statuses.map((status) => status.id)).toEqual(['guarded']);
  });
});
