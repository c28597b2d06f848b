// Building a battle from an encounter, by hand: a squad member's Vida, Defesa
// and Poder grown by level, its dice slots filled with the chosen die, its
// actions by level; a creature's attributes by base × species × tier, one
// standard die; the fighters its summons place.
import { describe, expect, it } from 'vitest';
import {
  buildSetup,
  defaultPolicy,
  enemySpec,
  memberSpec,
  startingSquad,
  summonSpecs,
  type ActionSpec,
  type EncounterData,
  type SimCreature,
  type SimRole,
} from '../src/index';
import { hit, testDamageRules, testProgressionRules } from './fixtures';

const selfAction = (id: string): ActionSpec => ({ ...hit(id, 0), effects: [], target: { side: 'self', multiple: false, columns: [0, 1, 2] } });
const summonAction = (id: string, creature: string, count: number): ActionSpec => ({
  ...selfAction(id),
  effects: [{ kind: 'summon', creature, tier: 't1', count, targets: 'self' }],
});

const role = (id: string, extra: Partial<SimRole> = {}): SimRole => ({
  id,
  name: id.toUpperCase(),
  life: 100,
  defence: 20,
  speed: 5,
  elementalDefence: 10,
  passives: [],
  weapons: [{ name: 'Espada', attack: hit(`${id}-strike`, 30) }],
  skills: [],
  ...extra,
});
const creature = (id: string, extra: Partial<SimCreature> = {}): SimCreature => ({
  id,
  name: id,
  group: 'beasts',
  base: { vida: 50, defesa: 10, velocidade: 7 },
  species: {},
  grades: {},
  actions: [hit(`${id}-bite`, 20)],
  ...extra,
});

const data: EncounterData = {
  damage: testDamageRules,
  progression: testProgressionRules,
  normalPower: 100,
  cycle: ['red', 'green', 'blue'],
  dice: [
    { id: 'd4', name: 'D4', faces: 4 },
    { id: 'd6', name: 'D6', faces: 6 },
  ],
  tiers: [
    { id: 't1', name: 'Tier 1', multipliers: {} },
    { id: 't2', name: 'Tier 2', multipliers: { vida: 2, 'poder-de-ataque': 1.5 } },
  ],
  roles: [
    role('warden', {
      passives: [{ kind: 'fortress' }],
      skills: [
        { unlock: 1, action: hit('slam', 40) },
        { unlock: 5, action: hit('quake', 60) },
        { unlock: 5, action: hit('tremor', 70) },
      ],
    }),
    role('mystic', {
      power: 90,
      elementalPower: 120,
      weapons: [
        { name: 'Cajado', attack: hit('mystic-staff', 25) },
        { name: 'Concha', attack: hit('mystic-shell', 20) },
      ],
    }),
    role('ascetic'),
    role('wanderer'),
  ],
  defend: selfAction('defend'),
  move: selfAction('move'),
  creatures: [
    creature('wolf', { name: 'Lobo', species: { vida: 1.2 }, grades: { fire: 'fraqueza' } }),
    creature('mother', { actions: [summonAction('hatch', 'snake', 2)] }),
    creature('snake', { actions: [summonAction('lay', 'egg', 1)] }),
    creature('egg', { base: { vida: 0, defesa: 0, velocidade: 0 }, actions: [] }),
  ],
  statuses: {},
  attributes: { defence: 'defesa', speed: 'velocidade', power: 'poder-de-ataque' },
};

describe('the starting squad', () => {
  it('is the list the data gives, copied, so a tool that edits it leaves the data as it was', () => {
    const listed = [
      { role: 'warden', level: 1, die: 'd6', cell: 2 },
      { role: 'mystic', level: 1, die: 'd6', cell: 1 },
    ];
    const squad = startingSquad({ startingSquad: listed });
    expect(squad).toEqual(listed);
    squad[0]!.level = 7;
    expect(listed[0]?.level).toBe(1);
  });

  it('is empty when the data names no starting squad', () => {
    expect(startingSquad({})).toEqual([]);
  });

  it('declares by the most damage unless the reader picks another way', () => {
    expect(defaultPolicy).toBe('damage');
  });
});

describe('a squad member as it fights', () => {
  it('at level 5: Vida +5 a level (120), Defesa and Poder +3% a level (22, 112), Velocidade +1 every 2 levels (7), 2 dice of the chosen die', () => {
    expect(memberSpec(data, { role: 'warden', level: 5, die: 'd4', cell: 2 }, 0)).toEqual({
      id: 'warden-0',
      name: 'WARDEN',
      cell: 2,
      life: 120,
      defence: 22,
      speed: 7,
      elementalDefence: 10,
      passives: [{ kind: 'fortress' }],
      power: 112,
      // No Poder elemental in the data: the normal Poder, grown as the Poder de Ataque.
      elementalPower: 112,
      dice: [
        ['red', 'green', 'blue', 'red'],
        ['red', 'green', 'blue', 'red'],
      ],
      // The basic attack, the start-level skill, the first option of level 5 (not the second), Defender, Mover.
      actions: [hit('warden-strike', 30), hit('slam', 40), hit('quake', 60), data.defend, data.move],
    });
  });

  it('at level 1: its own Poder de Ataque and Poder elemental as the data gives them, one die', () => {
    const mystic = memberSpec(data, { role: 'mystic', level: 1, die: 'd6', cell: 1 }, 1);
    expect(mystic).toMatchObject({ id: 'mystic-1', life: 100, defence: 20, power: 90, elementalPower: 120 });
    expect(mystic?.dice).toEqual([['red', 'green', 'blue', 'red', 'green', 'blue']]);
  });

  it('an unknown die is the first die of the data; an unknown role builds no one', () => {
    expect(memberSpec(data, { role: 'ascetic', level: 1, die: 'd20', cell: 0 }, 2)?.dice).toEqual([['red', 'green', 'blue', 'red']]);
    expect(memberSpec(data, { role: 'nobody', level: 1, die: 'd6', cell: 0 }, 2)).toBeUndefined();
    expect(memberSpec({ ...data, dice: [] }, { role: 'ascetic', level: 1, die: 'd6', cell: 0 }, 2)).toBeUndefined();
  });

  it("carries the weapon it names, by its place among its role's weapons, and the first when it names none", () => {
    expect(memberSpec(data, { role: 'mystic', level: 1, die: 'd6', cell: 1, weapon: 1 }, 1)?.actions[0]).toEqual(hit('mystic-shell', 20));
    expect(memberSpec(data, { role: 'mystic', level: 1, die: 'd6', cell: 1 }, 1)?.actions[0]).toEqual(hit('mystic-staff', 25));
  });

  it('builds no one with a weapon its role does not have', () => {
    expect(memberSpec(data, { role: 'mystic', level: 1, die: 'd6', cell: 1, weapon: 2 }, 1)).toBeUndefined();
  });

  it('has no Mover when the data has none', () => {
    expect(memberSpec({ ...data, move: undefined }, { role: 'ascetic', level: 1, die: 'd6', cell: 0 }, 2)?.actions).toEqual([
      hit('ascetic-strike', 30),
      data.defend,
    ]);
  });
});

describe('an enemy as it fights', () => {
  it('a Lobo at Tier 2: Vida 50 × 1,2 × 2 = 120, Poder 100 × 1,5 = 150, its grades and tier, one D6 of the cycle, its actions and Mover', () => {
    expect(enemySpec(data, { creature: 'wolf', tier: 't2', cell: 1 }, 3)).toEqual({
      id: 'wolf-3',
      name: 'Lobo (Tier 2)',
      cell: 1,
      life: 120,
      defence: 10,
      speed: 7,
      grades: { fire: 'fraqueza' },
      tier: 't2',
      power: 150,
      dice: [['red', 'green', 'blue', 'red', 'green', 'blue']],
      actions: [hit('wolf-bite', 20), data.move],
    });
  });

  it('enters with at least 1 Vida; without Mover in the data it has only its own actions', () => {
    expect(enemySpec(data, { creature: 'egg', tier: 't1', cell: 0 }, 0)?.life).toBe(1);
    expect(enemySpec({ ...data, move: undefined }, { creature: 'wolf', tier: 't1', cell: 0 }, 0)?.actions).toEqual([hit('wolf-bite', 20)]);
  });

  it('an unknown creature or tier builds no one', () => {
    expect(enemySpec(data, { creature: 'dragon', tier: 't1', cell: 0 }, 0)).toBeUndefined();
    expect(enemySpec(data, { creature: 'wolf', tier: 't9', cell: 0 }, 0)).toBeUndefined();
  });
});

describe('the fighters summons place', () => {
  it('are built like any enemy, once per creature and tier, and what they summon in turn too', () => {
    const mother = enemySpec(data, { creature: 'mother', tier: 't1', cell: 0 }, 0);
    const summons = summonSpecs(data, mother ? [mother, mother] : []);
    expect(Object.keys(summons).sort()).toEqual(['egg@t1', 'snake@t1']);
    expect(summons['snake@t1']).toMatchObject({ id: 'snake-summoned', name: 'snake (Tier 1)', life: 50, tier: 't1' });
    expect(summons['egg@t1']).toMatchObject({ id: 'egg-summoned', life: 1 });
  });

  it('a creature that summons its own kind is built once', () => {
    const hydra = creature('hydra', { actions: [summonAction('split', 'hydra', 1)] });
    const withHydra = { ...data, creatures: [...data.creatures, hydra] };
    const spec = enemySpec(withHydra, { creature: 'hydra', tier: 't1', cell: 0 }, 0);
    expect(Object.keys(summonSpecs(withHydra, spec ? [spec] : []))).toEqual(['hydra@t1']);
  });

  it('a summon of a creature the data lacks is an error that names it', () => {
    const stray = { ...hit('caller', 0), effects: [{ kind: 'summon' as const, creature: 'ghost', tier: 't1', count: 1, targets: 'self' as const }] };
    expect(() => summonSpecs(data, [{ id: 'x', name: 'x', cell: 0, life: 1, defence: 0, speed: 1, power: 100, dice: [], actions: [stray] }])).toThrow(/ghost/);
  });
});

describe('a battle setup from an encounter', () => {
  it('has the squad and the enemies the data knows, the summons when there are any, the rules and the policy', () => {
    const setup = buildSetup(data, {
      squad: [
        { role: 'warden', level: 1, die: 'd6', cell: 2 },
        { role: 'nobody', level: 1, die: 'd6', cell: 1 },
      ],
      enemies: [
        { creature: 'wolf', tier: 't1', cell: 2 },
        { creature: 'mother', tier: 't1', cell: 1 },
        { creature: 'dragon', tier: 't1', cell: 0 },
      ],
      policy: 'focus',
    });
    expect(setup.squad.map((spec) => spec.id)).toEqual(['warden-0']);
    expect(setup.enemies.map((spec) => spec.id)).toEqual(['wolf-0', 'mother-1']);
    expect(Object.keys(setup.summons ?? {}).sort()).toEqual(['egg@t1', 'snake@t1']);
    expect(setup).toMatchObject({ damage: testDamageRules, statuses: {}, attributes: data.attributes, policy: 'focus' });
  });

  it('has no summons entry when no one summons', () => {
    const setup = buildSetup(data, {
      squad: [{ role: 'warden', level: 1, die: 'd6', cell: 2 }],
      enemies: [{ creature: 'wolf', tier: 't1', cell: 2 }],
      policy: 'damage',
    });
    expect('summons' in setup).toBe(false);
  });
});
