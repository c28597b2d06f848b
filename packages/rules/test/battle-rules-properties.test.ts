// One property per rule, checked on many seeded random cases: whatever the
// numbers, the rule holds.
import { describe, expect, it } from 'vitest';
import {
  computeDamage,
  defenceBonusPercent,
  displacedCell,
  mulberry32,
  rowOf,
  simulateBattle,
  summonKey,
  type ActionSpec,
  type BattleEffect,
  type DamageInput,
  type DamageRules,
  type FighterSpec,
  type StatusRule,
} from '../src/index';
import { testDamageRules } from './fixtures';

const rules: DamageRules = { ...testDamageRules, reductionCap: -75 };

const cases = 2000;
const random = mulberry32(2026);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const oneOf = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;

function randomInput(): DamageInput {
  return {
    base: int(0, 100),
    nature: oneOf(['physical', 'elemental'] as const),
    power: int(0, 300),
    defence: int(0, 999),
    elementalDefence: int(0, 100),
    defending: random() < 0.5,
    fortressStacks: int(0, 20),
    grade: oneOf(['fraqueza', 'normal', 'resistencia', 'imunidade'] as const),
    defenceBonuses: int(0, 200),
    defenceReductions: int(-200, 0),
    damageTakenPercent: int(-150, 150),
  };
}

describe('damage properties', () => {
  it('a resisted hit never beats the normal one, and the normal one never beats a weakness', () => {
    for (let index = 0; index < cases; index += 1) {
      const input = randomInput();
      const of = (grade: DamageInput['grade']) => computeDamage({ ...input, grade }, rules).damage;
      expect(of('resistencia')).toBeLessThanOrEqual(of('normal'));
      expect(of('normal')).toBeLessThanOrEqual(of('fraqueza'));
      expect(of('imunidade')).toBe(0);
    }
  });

  it('a hit that lands, whatever the reductions, deals at least the minimum (immunity aside)', () => {
    for (let index = 0; index < cases; index += 1) {
      const input = { ...randomInput(), grade: oneOf(['fraqueza', 'normal', 'resistencia'] as const) };
      expect(computeDamage(input, rules).damage).toBeGreaterThanOrEqual(rules.minimumDamage);
    }
  });

  it('more Defesa never means more damage', () => {
    for (let index = 0; index < cases; index += 1) {
      const input = { ...randomInput(), nature: 'physical' as const };
      const more = { ...input, defence: input.defence + int(1, 200) };
      expect(computeDamage(more, rules).damage).toBeLessThanOrEqual(computeDamage(input, rules).damage);
    }
  });

  it('Fortaleza never passes its cap, and every bonus together never passes the bonus cap nor the reductions their floor', () => {
    for (let index = 0; index < cases; index += 1) {
      const input = randomInput();
      const bonus = defenceBonusPercent(input, rules);
      expect(bonus.fortress).toBeLessThanOrEqual(rules.fortressCap);
      expect(bonus.total).toBeLessThanOrEqual(rules.bonusCap);
      expect(bonus.total).toBeGreaterThanOrEqual(rules.reductionCap ?? -100);
    }
  });
});

describe('grid properties', () => {
  it('a push or a pull never leaves the grid, never changes row and never lands on an occupied cell', () => {
    for (let index = 0; index < cases; index += 1) {
      const cell = int(0, 5);
      const occupied = new Set(Array.from({ length: int(0, 5) }, () => int(0, 5)).filter((other) => other !== cell));
      const moved = displacedCell(cell, oneOf(['push', 'pull'] as const), int(1, 2), (candidate) => occupied.has(candidate));
      expect(moved).toBeGreaterThanOrEqual(0);
      expect(moved).toBeLessThanOrEqual(5);
      expect(rowOf(moved)).toBe(rowOf(cell));
      expect(moved === cell || !occupied.has(moved)).toBe(true);
    }
  });
});

describe('battle properties', () => {
  const statuses: Record<string, StatusRule> = {
    stun: { negative: true, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'skip-turn' }] },
    ward: { negative: false, turns: 2, stacking: 'none', mechanics: [{ kind: 'life-floor', value: 1 }, { kind: 'immovable' }] },
    burn: { negative: true, turns: 2, stacking: 'add', maxStacks: 3, mechanics: [{ kind: 'tick-damage', amount: 5, nature: 'elemental', perStack: true }] },
  };
  const effectPool: BattleEffect[] = [
    { kind: 'damage', amount: 20, nature: 'physical', hits: 1, targets: 'target' },
    { kind: 'damage', amount: 10, nature: 'elemental', damageType: 'fire', hits: 2, targets: 'target' },
    { kind: 'damage', amount: 5, nature: 'physical', hits: 'per-target', targets: 'around' },
    { kind: 'push', columns: 2, targets: 'target' },
    { kind: 'pull', columns: 1, targets: 'target' },
    { kind: 'status', status: 'stun', targets: 'target' },
    { kind: 'status', status: 'burn', targets: 'target' },
    { kind: 'status', status: 'ward', targets: 'self' },
    { kind: 'heal', percent: 20, targets: 'allies' },
    { kind: 'shield', hits: 1, turns: 2, targets: 'self' },
    { kind: 'execute', targets: 'target', when: [{ is: 'life-below', percent: 20 }] },
    { kind: 'revive', percent: 30, rounds: 1, targets: 'fallen' },
  ];
  function randomFighter(id: string, cell: number): FighterSpec {
    const actions: ActionSpec[] = Array.from({ length: int(1, 3) }, (_, index) => ({
      id: `${id}-${index}`,
      name: `${id}-${index}`,
      skill: false,
      cost: {},
      from: [0, 1, 2],
      target: { side: 'enemy', multiple: random() < 0.3, columns: [0, 1, 2] },
      effects: Array.from({ length: int(1, 3) }, () => oneOf(effectPool)),
    }));
    return {
      id,
      name: id,
      cell,
      life: int(20, 200),
      defence: int(0, 100),
      speed: int(1, 100),
      power: 100,
      dice: [['red']],
      actions,
      grades: { fire: oneOf(['fraqueza', 'normal', 'resistencia'] as const) },
    };
  }

  it('Vida stays between 0 and the maximum, standing fighters keep distinct cells of the grid, and a seed gives one battle', () => {
    for (let index = 0; index < 200; index += 1) {
      const cells = (count: number) => [0, 1, 2, 3, 4, 5].sort(() => random() - 0.5).slice(0, count);
      const squad = cells(int(1, 3)).map((cell, at) => randomFighter(`a${at}`, cell));
      const enemies = cells(int(1, 3)).map((cell, at) => randomFighter(`e${at}`, cell));
      const setup = { squad, enemies, damage: rules, statuses, policy: oneOf(['damage', 'healing', 'random'] as const) };
      const result = simulateBattle(setup, index);
      expect(simulateBattle(setup, index)).toEqual(result);
      const specs = [...squad, ...enemies];
      result.final.forEach((end, at) => {
        expect(end.life).toBeGreaterThanOrEqual(0);
        expect(end.life).toBeLessThanOrEqual(specs[at]?.life ?? 0);
        expect(end.cell).toBeGreaterThanOrEqual(0);
        expect(end.cell).toBeLessThanOrEqual(5);
      });
      for (const side of [result.final.slice(0, squad.length), result.final.slice(squad.length)]) {
        const standing = side.filter((end) => end.life > 0).map((end) => end.cell);
        expect(new Set(standing).size).toBe(standing.length);
      }
    }
  });

  it('summons: standing fighters never outnumber the cells nor share one, and the summoned count for victory and defeat', () => {
    let summoned = 0;
    for (let index = 0; index < 200; index += 1) {
      const cells = (count: number) => [0, 1, 2, 3, 4, 5].sort(() => random() - 0.5).slice(0, count);
      const squad = cells(int(1, 3)).map((cell, at) => randomFighter(`a${at}`, cell));
      const call = (count: number): ActionSpec => ({
        id: `call-${count}`,
        name: 'call',
        skill: false,
        cost: {},
        from: [0, 1, 2],
        target: { side: 'self', multiple: false, columns: [0, 1, 2] },
        effects: [{ kind: 'summon', creature: 'minion', tier: 't1', count, targets: 'self' }],
      });
      const enemies = cells(int(1, 4)).map((cell, at) => {
        const enemy = randomFighter(`e${at}`, cell);
        return random() < 0.6 ? { ...enemy, actions: [...enemy.actions, call(int(1, 4))] } : enemy;
      });
      // The minion may summon too.
      const minion = randomFighter('minion', 0);
      if (random() < 0.5) minion.actions.push(call(int(1, 2)));
      const setup = {
        squad,
        enemies,
        damage: rules,
        statuses,
        policy: oneOf(['damage', 'healing', 'random'] as const),
        summons: { [summonKey('minion', 't1')]: minion },
      };
      const result = simulateBattle(setup, index);
      const squadEnd = result.final.slice(0, squad.length);
      const enemyEnd = result.final.slice(squad.length);
      summoned += enemyEnd.length - enemies.length;
      const standing = enemyEnd.filter((end) => end.life > 0).map((end) => end.cell);
      expect(standing.length).toBeLessThanOrEqual(6);
      expect(new Set(standing).size).toBe(standing.length);
      expect(result.outcome === 'victory').toBe(enemyEnd.every((end) => end.life === 0));
      expect(result.outcome === 'defeat').toBe(squadEnd.every((end) => end.life === 0));
    }
    expect(summoned).toBeGreaterThan(0);
  });
});
