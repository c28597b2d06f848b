// The data's effects, statuses and passives turned into what the battle plays:
// counts written as rule ids read through the reader, damage types told apart
// as physical or elemental, every field carried over. Expected values by hand
// (toEqual: each effect and mechanic also carries, undefined, the fields of the
// other kinds, in one shape, checked apart).
import { describe, expect, it } from 'vitest';
import { battleEffectsFrom, countValue, passivesFrom, roundCap, statusRulesFrom, type SetupReader } from '../src/index';

const ruleValues: Record<string, number> = { 'regra.dois': 2, 'regra.tres': 3, 'regra.dez': 10, 'regra.vinte': 20 };
const reader: SetupReader = {
  ruleValue: (id) => {
    const value = ruleValues[id];
    if (value === undefined) throw new Error(`no rule ${id}`);
    return value;
  },
  elemental: (type) => type === 'fogo',
};

describe('setup builders', () => {
  it('a count is a number or the value of the rule it names', () => {
    expect(countValue(reader, 7)).toBe(7);
    expect(countValue(reader, 'regra.tres')).toBe(3);
  });

  it('every effect kind, its counts read and its nature told by the damage type', () => {
    const when = [{ is: 'has-status' as const, status: 'burn' }];
    expect(
      battleEffectsFrom(reader, [
        { kind: 'damage', amount: 30, type: 'fogo', hits: 'regra.dois', turns: 'regra.tres', pierce: 50, spread: true, targets: 'target', when },
        { kind: 'damage', amount: 10, type: 'corte', hits: 'per-target', targets: 'around', when: [] },
        { kind: 'damage', amount: 'regra.vinte', hits: 1, targets: 'target' },
        { kind: 'heal', percent: 20, turns: 'regra.dois', targets: 'self' },
        { kind: 'damage-reduction', percent: 40, turns: 2, bound: true, targets: 'target' },
        { kind: 'shield', hits: 'regra.dois', turns: 1, targets: 'self' },
        { kind: 'status', status: 'burn', turns: 'regra.tres', attributes: ['def'], targets: 'target' },
        { kind: 'attribute', attribute: 'def', percent: -20, amount: 5, turns: 'regra.dois', untilHit: true, targets: 'target' },
        { kind: 'push', columns: 1, targets: 'target' },
        { kind: 'pull', columns: 2, targets: 'target' },
        { kind: 'self-damage', percent: 10, targets: 'self' },
        { kind: 'cleanse', except: ['stun'], targets: 'target' },
        { kind: 'execute', targets: 'target' },
        { kind: 'revive', percent: 50, rounds: 1, targets: 'fallen' },
        { kind: 'share-damage', percent: 30, turns: 'regra.dois', targets: 'target' },
        { kind: 'zone', status: 'burn', turns: 'regra.tres', targets: 'target' },
        { kind: 'ramp', percent: 20, max: 100, type: 'fogo', turns: 'regra.dois', targets: 'target' },
        { kind: 'rebirth', percent: 'regra.vinte', amount: 15, type: 'fogo', turns: 'regra.tres', targets: 'self' },
        { kind: 'rebirth', percent: 10, amount: 5, turns: 1, targets: 'self' },
        { kind: 'summon', creature: 'lobo', tier: 't1', count: 'regra.dois', targets: 'self' },
      ]),
    ).toEqual([
      { targets: 'target', when, kind: 'damage', amount: 30, damageType: 'fogo', nature: 'elemental', hits: 2, turns: 3, pierce: 50, spread: true },
      {
        targets: 'around',
        kind: 'damage',
        amount: 10,
        damageType: 'corte',
        nature: 'physical',
        hits: 'per-target',
        turns: undefined,
        pierce: undefined,
        spread: undefined,
      },
      {
        targets: 'target',
        kind: 'damage',
        amount: 20,
        damageType: undefined,
        nature: 'physical',
        hits: 1,
        turns: undefined,
        pierce: undefined,
        spread: undefined,
      },
      { targets: 'self', kind: 'heal', percent: 20, turns: 2 },
      { targets: 'target', kind: 'damage-reduction', percent: 40, turns: 2, bound: true },
      { targets: 'self', kind: 'shield', hits: 2, turns: 1 },
      { targets: 'target', kind: 'status', status: 'burn', turns: 3, attributes: ['def'] },
      { targets: 'target', kind: 'attribute', attribute: 'def', percent: -20, amount: 5, turns: 2, untilHit: true },
      { targets: 'target', kind: 'push', columns: 1 },
      { targets: 'target', kind: 'pull', columns: 2 },
      { targets: 'self', kind: 'self-damage', percent: 10 },
      { targets: 'target', kind: 'cleanse', except: ['stun'] },
      { targets: 'target', kind: 'execute' },
      { targets: 'fallen', kind: 'revive', percent: 50, rounds: 1 },
      { targets: 'target', kind: 'share-damage', percent: 30, turns: 2 },
      { targets: 'target', kind: 'zone', status: 'burn', turns: 3 },
      { targets: 'target', kind: 'ramp', percent: 20, max: 100, damageType: 'fogo', turns: 2 },
      { targets: 'self', kind: 'rebirth', percent: 20, amount: 15, damageType: 'fogo', nature: 'elemental', turns: 3 },
      { targets: 'self', kind: 'rebirth', percent: 10, amount: 5, damageType: undefined, nature: 'physical', turns: 1 },
      { targets: 'self', kind: 'summon', creature: 'lobo', tier: 't1', count: 2 },
    ]);
  });

  it('statuses: negative by kind, the whole battle unless said (until consumed or removed), stacks and mechanics read', () => {
    expect(
      statusRulesFrom(reader, [
        {
          id: 'queimadura',
          kind: 'negative',
          durationTurns: 3,
          stacking: 'add',
          maxStacks: 'regra.tres',
          battle: [
            { kind: 'tick-damage', amount: 10, type: 'fogo', perStack: true },
            { kind: 'tick-damage', amount: 4 },
            { kind: 'tick-heal', percent: 'regra.dez' },
            { kind: 'tick-life-loss', percent: 'regra.dois' },
            { kind: 'shield-life', percent: 'regra.vinte' },
            { kind: 'pierce', percent: 'regra.dez' },
            { kind: 'healing-received', percent: 'regra.tres' },
            { kind: 'critical', percent: 'regra.vinte' },
            { kind: 'attribute', percent: 'regra.dez', attribute: 'def' },
            { kind: 'damage-taken', percent: 'regra.vinte', nature: 'elemental' },
            { kind: 'damage-dealt', percent: -10 },
            { kind: 'life-floor', value: 1 },
            { kind: 'thorns', amount: 'regra.dez' },
            { kind: 'skip-turn' },
          ],
        },
        { id: 'guarda', kind: 'positive', stacking: 'none' },
        { id: 'praga', kind: 'negative', stacking: 'none', crossesBattles: true },
      ]),
    ).toEqual({
      queimadura: {
        negative: true,
        turns: 3,
        stacking: 'add',
        maxStacks: 3,
        mechanics: [
          { kind: 'tick-damage', amount: 10, damageType: 'fogo', nature: 'elemental', perStack: true },
          { kind: 'tick-damage', amount: 4, damageType: undefined, nature: 'physical', perStack: undefined },
          { kind: 'tick-heal', percent: 10 },
          { kind: 'tick-life-loss', percent: 2 },
          { kind: 'shield-life', percent: 20 },
          { kind: 'pierce', percent: 10 },
          { kind: 'healing-received', percent: 3 },
          { kind: 'critical', percent: 20 },
          { kind: 'attribute', percent: 10, attribute: 'def' },
          { kind: 'damage-taken', percent: 20, nature: 'elemental' },
          { kind: 'damage-dealt', percent: -10, nature: undefined },
          { kind: 'life-floor', value: 1 },
          { kind: 'thorns', amount: 10 },
          { kind: 'skip-turn' },
        ],
      },
      // No duration in the data ("Até ser consumido", "Atravessa as batalhas"): the battle, not one turn.
      guarda: { negative: false, turns: roundCap, stacking: 'none', maxStacks: undefined, mechanics: [] },
      // It crosses battles (the Maldição): said so to the battle, which keeps it through a fall.
      praga: { negative: true, turns: roundCap, stacking: 'none', maxStacks: undefined, crossesBattles: true, mechanics: [] },
    });
  });

  it('every effect, and every status mechanic, in one shape: the same fields in the same order, whatever its kind', () => {
    const effects = battleEffectsFrom(reader, [
      { kind: 'damage', amount: 30, type: 'fogo', hits: 2, targets: 'target', when: [{ is: 'defending' }] },
      { kind: 'heal', percent: 20, targets: 'self' },
      { kind: 'status', status: 'burn', targets: 'target' },
      { kind: 'execute', targets: 'target' },
      { kind: 'summon', creature: 'lobo', tier: 't1', count: 1, targets: 'self' },
    ]);
    const fields = Object.keys(effects[0] ?? {});
    expect(fields).toContain('creature');
    for (const effect of effects) expect(Object.keys(effect)).toEqual(fields);
    // The fields a kind has keep their values; the others are undefined.
    expect(effects[1]).toMatchObject({ kind: 'heal', percent: 20, amount: undefined, when: undefined, creature: undefined });
    const { queimadura } = statusRulesFrom(reader, [
      {
        id: 'queimadura',
        kind: 'negative',
        stacking: 'none',
        battle: [{ kind: 'skip-turn' }, { kind: 'tick-damage', amount: 4 }, { kind: 'life-floor', value: 1 }, { kind: 'pierce', percent: 10 }],
      },
    ]);
    const mechanics = queimadura?.mechanics ?? [];
    expect(mechanics).toHaveLength(4);
    const mechanicFields = Object.keys(mechanics[0] ?? {});
    expect(mechanicFields).toContain('perStack');
    for (const mechanic of mechanics) expect(Object.keys(mechanic)).toEqual(mechanicFields);
    expect(mechanics[2]).toMatchObject({ kind: 'life-floor', value: 1, percent: undefined });
  });

  it('passives, their counts read', () => {
    expect(
      passivesFrom(reader, [
        { kind: 'fortress' },
        { kind: 'extra-die-on-heal', dice: 'regra.dois' },
        { kind: 'burn', type: 'fogo', status: 'queimadura', turns: 'regra.tres', increase: 'regra.vinte', cap: 100 },
        { kind: 'combo', hits: 'regra.tres', critical: 'regra.vinte', status: 'fraco', attribute: 'def', percent: -10, turns: 'regra.dois' },
      ]),
    ).toStrictEqual([
      { kind: 'fortress' },
      { kind: 'extra-die-on-heal', dice: 2 },
      { kind: 'burn', damageType: 'fogo', status: 'queimadura', turns: 3, increase: 20, cap: 100 },
      { kind: 'combo', hits: 3, critical: 20, status: 'fraco', attribute: 'def', percent: -10, turns: 2 },
    ]);
  });
});
