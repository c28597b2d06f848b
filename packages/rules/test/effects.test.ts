// Every effect kind, condition, status mechanic and passive the battle plays,
// on tiny battles computed by hand: Defesa 0 and Poder 100 unless said, so a
// hit deals its amount; one-face dice, fixed speeds. Enemies without a choice
// to draw always do the same thing.
import { describe, expect, it } from 'vitest';
import {
  chooseAction,
  declareRound,
  resolveRound,
  simulateBattle,
  startBattle,
  summonKey,
  type BattleState,
  type ActionSpec,
  type BattleEffect,
  type BattleSetup,
  type DamageRules,
  type FighterSpec,
  type StatusRule,
} from '../src/index';
import { frontOnly, testDamageRules } from './fixtures';

const rules: DamageRules = { ...testDamageRules, fortressBonus: 5, fortressCap: 25, reductionCap: -75 };

const anyColumn = [0, 1, 2];
type Damage = Extract<BattleEffect, { kind: 'damage' }>;
const damage = (amount: number, extra: Partial<Damage> = {}): BattleEffect => ({
  kind: 'damage',
  amount,
  nature: 'physical',
  hits: 1,
  targets: 'target',
  ...extra,
});
const action = (id: string, effects: BattleEffect[], extra: Partial<ActionSpec> = {}): ActionSpec => ({
  id,
  name: id,
  skill: false,
  cost: {},
  from: anyColumn,
  target: { side: 'enemy', multiple: false, columns: anyColumn },
  effects,
  ...extra,
});
const selfAction = (id: string, effects: BattleEffect[]): ActionSpec => action(id, effects, { target: { side: 'self', multiple: false, columns: anyColumn } });
const allyAction = (id: string, effects: BattleEffect[], columns = anyColumn): ActionSpec =>
  action(id, effects, { target: { side: 'ally', multiple: false, columns } });
function fighter(id: string, cell: number, life: number, speed: number, actions: ActionSpec[], extra: Partial<FighterSpec> = {}): FighterSpec {
  return { id, name: id, cell, life, defence: 0, speed, power: 100, dice: [['red']], actions, ...extra };
}

const statuses: Record<string, StatusRule> = {
  guard: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'defending' }, { kind: 'attribute', attribute: 'def', percent: 80 }] },
  wall: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'damage-taken', percent: -100 }] },
  stun: { negative: true, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'skip-turn' }] },
  taunt: { negative: true, turns: 2, stacking: 'refresh', mechanics: [{ kind: 'taunt' }] },
  mark: { negative: true, turns: 5, stacking: 'refresh', mechanics: [{ kind: 'damage-taken', percent: 100 }] },
  anchor: { negative: false, turns: 1, stacking: 'refresh', mechanics: [{ kind: 'immovable' }] },
  burn: { negative: true, turns: 3, stacking: 'refresh', mechanics: [{ kind: 'tick-damage', amount: 10, damageType: 'fire', nature: 'elemental' }] },
  weak: { negative: true, turns: 1, stacking: 'add', mechanics: [{ kind: 'attribute', percent: -20 }] },
};

const setupOf = (squad: FighterSpec[], enemies: FighterSpec[], extra: Partial<BattleSetup> = {}): BattleSetup => ({
  squad,
  enemies,
  damage: rules,
  statuses,
  attributes: { defence: 'def', speed: 'spd', power: 'pow' },
  policy: 'damage',
  ...extra,
});

describe('damage rules in battle', () => {
  it('grades come from the target: a resisted cut halves, a weakness adds half', () => {
    const cut = action('cut', [damage(40, { damageType: 'cut' })]);
    const resisted = simulateBattle(setupOf([fighter('a', 2, 100, 10, [cut])], [fighter('b', 2, 10_000, 5, [], { grades: { cut: 'resistencia' } })]), 1);
    const weak = simulateBattle(setupOf([fighter('a', 2, 100, 10, [cut])], [fighter('b', 2, 10_000, 5, [], { grades: { cut: 'fraqueza' } })]), 1);
    expect(resisted.squad[0]?.damage).toBe(20 * 50);
    expect(weak.squad[0]?.damage).toBe(60 * 50);
  });

  it('elemental damage meets Defesa elemental, not Defesa: 40 fire against 25% is 30', () => {
    const fire = action('fire', [damage(40, { damageType: 'fire', nature: 'elemental' })]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [fire])], [fighter('b', 2, 10_000, 5, [], { defence: 100, elementalDefence: 25 })]), 1);
    expect(result.squad[0]?.damage).toBe(30 * 50);
  });

  it('Poder elemental multiplies elemental hits, Poder de Ataque physical ones: 40 fire at 150 is 60, 40 cut stays 40', () => {
    const fire = action('fire', [damage(40, { damageType: 'fire', nature: 'elemental' })]);
    const cut = action('cut', [damage(40, { damageType: 'cut' })]);
    const mage = (act: ActionSpec) => fighter('a', 2, 100, 10, [act], { elementalPower: 150 });
    expect(simulateBattle(setupOf([mage(fire)], [fighter('b', 2, 10_000, 5, [])]), 1).squad[0]?.damage).toBe(60 * 50);
    expect(simulateBattle(setupOf([mage(cut)], [fighter('b', 2, 10_000, 5, [])]), 1).squad[0]?.damage).toBe(40 * 50);
  });

  it('Defendendo raises Defesa elemental too: 40 fire on 50% Defendendo (+50%) deals 10, not 20', () => {
    const fire = action('fire', [damage(40, { damageType: 'fire', nature: 'elemental' })]);
    const guard = selfAction('guard', [{ kind: 'status', status: 'guard', turns: 1, targets: 'self' }]);
    // The guard also adds +80% Defesa through an attribute status: that does not reach Defesa elemental.
    const result = simulateBattle(setupOf([fighter('d', 2, 5000, 10, [guard], { elementalDefence: 50 })], [fighter('e', 2, 10_000, 5, [fire])]), 1);
    expect(result.enemyDamage).toBe(10 * 50);
  });

  it('Fortaleza Inabalável: +5% Defesa per round held, up to +25%: 25, 24, 23, 23, 22, then 22 a hit', () => {
    // 50 × 100 ÷ (100 + 100 × (1 + stacks × 5%)) rounded down, stacks 0…5, then capped.
    const warden = fighter('w', 2, 5000, 5, [], { defence: 100, passives: [{ kind: 'fortress' }] });
    const result = simulateBattle(setupOf([warden], [fighter('e', 2, 100, 10, [action('hit', [damage(50)])])]), 1);
    expect(result.enemyDamage).toBe(25 + 24 + 23 + 23 + 22 + 22 * 45);
    const plain = simulateBattle(setupOf([{ ...warden, passives: [] }], [fighter('e', 2, 100, 10, [action('hit', [damage(50)])])]), 1);
    expect(plain.enemyDamage).toBe(25 * 50);
  });

  it('a status bonus to Defesa joins Defendendo under the bonus cap: 60 against Defesa 100 × 2 is 20, not 18', () => {
    const guard = selfAction('guard', [{ kind: 'status', status: 'guard', targets: 'self' }]);
    const result = simulateBattle(
      setupOf([fighter('a', 2, 100, 10, [action('hit', [damage(60)])])], [fighter('b', 2, 5000, 20, [guard], { defence: 100 })]),
      1,
    );
    expect(result.squad[0]?.damage).toBe(20 * 50);
  });

  it('status reductions of Defesa are capped apart from the bonuses: (+50 +80, capped at +100) − 20 leaves Defesa 180, so 60 deals 21', () => {
    const guard = selfAction('guard', [{ kind: 'status', status: 'guard', targets: 'self' }]);
    const weakening = action('weaken', [{ kind: 'status', status: 'weak', attributes: ['def'], targets: 'target' }, damage(60)]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [weakening])], [fighter('b', 2, 5000, 20, [guard], { defence: 100 })]), 1);
    expect(result.squad[0]?.damage).toBe(21 * 50);
  });

  it('damage taken is reduced before the minimum: a hit against a full reduction still takes 1', () => {
    const wall = selfAction('wall', [{ kind: 'status', status: 'wall', targets: 'self' }]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [action('hit', [damage(30)])])], [fighter('b', 2, 5000, 20, [wall])]), 1);
    expect(result.squad[0]?.damage).toBe(50);
  });
});

describe('effect kinds', () => {
  it('heal: 20% of Vida máxima after each 30 hit, from the round after the first wound until the ally falls', () => {
    // M declares before the hits land: in round 1 W is unhurt and M does nothing. W: 70; 40 + 20; 30 + 20; 20 + 20; 10 + 20; 0 in round 6.
    const heal = allyAction('heal', [{ kind: 'heal', percent: 20, targets: 'target' }]);
    const result = simulateBattle(
      setupOf([fighter('w', 2, 100, 1, []), fighter('m', 0, 100, 5, [heal])], [fighter('e', 2, 100, 20, [action('hit', [damage(30)], { target: frontOnly })])]),
      1,
    );
    expect(result.squad[1]?.healing).toBe(20 * 4);
    expect(result.squad[0]?.fell).toBe(true);
  });

  it('shield: cancels the next hit', () => {
    const shield = selfAction('shield', [{ kind: 'shield', hits: 1, turns: 1, targets: 'self' }]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [action('hit', [damage(30)])])], [fighter('b', 2, 100, 20, [shield])]), 1);
    expect(result.squad[0]?.damage).toBe(0);
  });

  it('a status that skips the turn: the stunned enemy never acts', () => {
    const stunning = action('stun', [damage(10), { kind: 'status', status: 'stun', targets: 'target' }]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 20, [stunning])], [fighter('b', 2, 1000, 10, [action('bite', [damage(30)])])]), 1);
    expect(result.enemyDamage).toBe(0);
    expect(result.squad[0]?.damage).toBe(500);
  });

  it('taunt: from the second round on, the taunted enemy can only aim at who taunted', () => {
    const taunting = action('taunt', [damage(1), { kind: 'status', status: 'taunt', targets: 'target' }]);
    const bite = action('bite', [damage(30)], { target: frontOnly });
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = simulateBattle(
        setupOf([fighter('w', 2, 10_000, 20, [taunting]), fighter('x', 5, 100, 1, [])], [fighter('e', 2, 10_000, 10, [bite])]),
        seed,
      );
      expect([70, 100]).toContain(result.final[1]?.life);
    }
  });

  it('cleanse: removes negative statuses, except those listed', () => {
    // E hits 10 and then marks A (+100% damage taken); A cleanses on its turn, so every hit meets an unmarked A.
    const marking = action('mark', [damage(10), { kind: 'status', status: 'mark', targets: 'target' }]);
    const cleanse = (except: string[]) => selfAction('cleanse', [{ kind: 'cleanse', except, targets: 'self' }]);
    const run = (except: string[]) =>
      simulateBattle(setupOf([fighter('a', 2, 10_000, 5, [cleanse(except)])], [fighter('e', 2, 100, 20, [marking])], { policy: 'random' }), 1);
    expect(run([]).enemyDamage).toBe(10 * 50);
    expect(run(['mark']).enemyDamage).toBeGreaterThan(10 * 50);
  });

  it('push: one column back each time, stopping at the edge, before an occupied cell, or not at all when immovable', () => {
    const shove = action('shove', [damage(1), { kind: 'push', columns: 1, targets: 'target' }]);
    const alone = simulateBattle(setupOf([fighter('a', 2, 100, 10, [shove])], [fighter('b', 2, 1000, 5, [])]), 1);
    expect(alone.final[1]?.cell).toBe(0);
    const blocked = simulateBattle(setupOf([fighter('a', 2, 100, 10, [shove])], [fighter('b', 2, 500, 5, []), fighter('c', 1, 1000, 5, [])]), 1);
    expect(blocked.final[1]?.cell).toBe(2);
    const anchored = simulateBattle(
      setupOf(
        [fighter('a', 2, 100, 10, [shove])],
        [fighter('b', 2, 1000, 20, [selfAction('anchor', [{ kind: 'status', status: 'anchor', targets: 'self' }])])],
      ),
      1,
    );
    expect(anchored.final[1]?.cell).toBe(2);
  });

  it('pull: one column toward the front', () => {
    const hook = action('hook', [damage(1), { kind: 'pull', columns: 2, targets: 'target' }]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [hook])], [fighter('b', 3, 1000, 5, [])]), 1);
    expect(result.final[1]?.cell).toBe(5);
  });

  it('around: the living neighbours of the target take the blast, the others not', () => {
    const blast = action('blast', [damage(10), damage(5, { targets: 'around' })]);
    // B (cell 2, weakest) is the target; C (cell 1) and D (cell 5) are next to it, E (cell 0) is not.
    const result = simulateBattle(
      setupOf(
        [fighter('a', 2, 100, 10, [blast])],
        [fighter('b', 2, 900, 1, []), fighter('c', 1, 1000, 1, []), fighter('d', 5, 1000, 1, []), fighter('e', 0, 1000, 1, [])],
      ),
      1,
    );
    expect(result.final.slice(1).map((end) => end.life)).toEqual([400, 750, 750, 1000]);
  });

  it('damage over time ticks at the start of each turn of the bearer', () => {
    const poison = action('poison', [damage(10, { turns: 3 })]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [poison])], [fighter('b', 2, 10_000, 5, [])]), 1);
    // Applied in round 1 (ticks from B's turn 1 on); refreshed every round: 50 ticks of 10.
    expect(result.squad[0]?.damage).toBe(500);
  });

  it('zone: who ends its turn in a hit cell gets the status', () => {
    const embers = action('embers', [damage(1), { kind: 'zone', status: 'burn', turns: 2, targets: 'target' }]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [embers])], [fighter('b', 2, 10_000, 5, [])]), 1);
    // Each round: 1 from the hit; from round 2 on, the burn got at the end of B's last turn ticks 10.
    expect(result.squad[0]?.damage).toBe(50 + 10 * 49);
  });

  it('revive: an ally who fell this round comes back with a share of its Vida', () => {
    const revive = allyAction('revive', [{ kind: 'revive', percent: 50, rounds: 1, targets: 'fallen' }]);
    const enemy = fighter('e', 2, 100, 20, [action('crush', [damage(200)], { target: frontOnly })]);
    const back = simulateBattle(setupOf([fighter('w', 2, 100, 1, []), fighter('m', 0, 100, 5, [revive])], [enemy]), 1);
    expect(back.squad[0]?.fell).toBe(false);
    expect(back.final[0]?.life).toBe(50);
    const none = simulateBattle(setupOf([fighter('w', 2, 100, 1, []), fighter('m', 0, 100, 5, [])], [enemy]), 1);
    expect(none.squad[0]?.fell).toBe(true);
  });

  it('share-damage: half of what the ally takes passes to its neighbour who linked them', () => {
    const link = allyAction('link', [{ kind: 'share-damage', percent: 50, turns: 3, targets: 'target' }], [2]);
    const result = simulateBattle(
      setupOf(
        [fighter('w', 2, 10_000, 1, []), fighter('m', 1, 10_000, 20, [link])],
        [fighter('e', 2, 100, 10, [action('hit', [damage(40)], { target: frontOnly })])],
        { policy: 'random' },
      ),
      1,
    );
    expect(result.final.slice(0, 2).map((end) => end.life)).toEqual([10_000 - 20 * 50, 10_000 - 20 * 50]);
  });

  it('self-damage: a share of the current Vida, never below 1', () => {
    const reckless = action('reckless', [{ kind: 'self-damage', percent: 50, targets: 'self' }, damage(1)]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [reckless])], [fighter('b', 2, 10_000, 5, [])]), 1);
    expect(result.final[0]?.life).toBe(1);
  });
});

describe('conditions as data', () => {
  it('life below a share: the big blow lands once the target is under half', () => {
    // 100 → 90 … 50 (round 5); 50 is not below half → 40 (round 6); round 7: 10 + 100 fells it.
    const finisher = action('finisher', [damage(10), damage(100, { when: [{ is: 'life-below', percent: 50 }] })]);
    expect(simulateBattle(setupOf([fighter('a', 2, 100, 10, [finisher])], [fighter('b', 2, 100, 5, [])]), 1).rounds).toBe(7);
  });

  it('execute, unless the target is of a tier: at 20 of 100 the target is taken out; a Colossal one is not', () => {
    const execution = action('execution', [
      {
        kind: 'execute',
        targets: 'target',
        when: [
          { is: 'life-at-most', percent: 25 },
          { is: 'tier', tier: 'colossal', not: true },
        ],
      },
      damage(10),
    ]);
    // 100 → … → 30 (round 7) → 20 (round 8, 30 > 25) → executed in round 9; the Colossal one takes 10 a round until round 10.
    expect(simulateBattle(setupOf([fighter('a', 2, 100, 10, [execution])], [fighter('b', 2, 100, 5, [])]), 1).rounds).toBe(9);
    expect(simulateBattle(setupOf([fighter('a', 2, 100, 10, [execution])], [fighter('b', 2, 100, 5, [], { tier: 'colossal' })]), 1).rounds).toBe(10);
  });

  it('has a status, read as the action begins: the blast needs a burn from before', () => {
    const arrow = action('arrow', [
      damage(10),
      damage(100, { when: [{ is: 'has-status', status: 'burn' }] }),
      { kind: 'status', status: 'burn', targets: 'target' },
    ]);
    // Round 1: 10 and the burn; B ticks 10; round 2: 10 + 100 → 130 in all, B (life 130) falls in round 2.
    expect(simulateBattle(setupOf([fighter('a', 2, 100, 10, [arrow])], [fighter('b', 2, 130, 5, [])]), 1).rounds).toBe(2);
  });

  it('hit times: spread hits on a lone enemy stun it once it is hit twice', () => {
    const meteors = action(
      'meteors',
      [damage(1, { hits: 6, spread: true }), { kind: 'status', status: 'stun', targets: 'target', when: [{ is: 'hit-times', count: 2 }] }],
      { target: { side: 'enemy', multiple: true, columns: anyColumn } },
    );
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 20, [meteors])], [fighter('b', 2, 10_000, 10, [action('bite', [damage(30)])])]), 1);
    expect(result.squad[0]?.damage).toBe(6 * 50);
    expect(result.enemyDamage).toBe(0);
  });

  it('hits per target: each target takes one hit for every target of the action', () => {
    const vortex = action('vortex', [damage(10, { hits: 'per-target' })], { target: { side: 'enemy', multiple: true, columns: anyColumn } });
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [vortex])], [fighter('b', 2, 1000, 1, []), fighter('c', 1, 1000, 1, [])]), 1);
    expect(result.final.slice(1).map((end) => end.life)).toEqual([0, 0]);
    expect(result.rounds).toBe(50);
  });
});

describe('passives', () => {
  it('Cinzas Ardentes: a fire hit burns; on a burning target it refreshes and grows 20% a hit up to +100%', () => {
    const burn = { kind: 'burn' as const, damageType: 'fire', status: 'burn', turns: 3, increase: 20, cap: 100 };
    const ember = action('ember', [damage(10, { damageType: 'fire', nature: 'elemental' })]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [ember], { passives: [burn] })], [fighter('b', 2, 10_000, 5, [])]), 1);
    // Hits 10 × 50; ticks 10, 12, 14, 16, 18, then 20 for the other 45 rounds.
    expect(result.squad[0]?.damage).toBe(500 + 10 + 12 + 14 + 16 + 18 + 20 * 45);
  });

  it('Cinzas Ardentes keeps its growth when the fire hit also gives the burn itself (Seta Incandescente)', () => {
    const burn = { kind: 'burn' as const, damageType: 'fire', status: 'burn', turns: 3, increase: 20, cap: 100 };
    const arrow = action('arrow', [damage(10, { damageType: 'fire', nature: 'elemental' }), { kind: 'status', status: 'burn', targets: 'target' }]);
    const result = simulateBattle(setupOf([fighter('a', 2, 100, 10, [arrow], { passives: [burn] })], [fighter('b', 2, 10_000, 5, [])]), 1);
    // The same figures as a fire hit alone: the action's own burn renews the burn, it does not take the growth away.
    expect(result.squad[0]?.damage).toBe(500 + 10 + 12 + 14 + 16 + 18 + 20 * 45);
  });

  it('Garras do Vento: after 3 hits in a row on one target, the next one deals +50%', () => {
    const combo = { kind: 'combo' as const, hits: 3, critical: 50, status: 'weak', attribute: 'def', percent: -20, turns: 1 };
    const result = simulateBattle(
      setupOf([fighter('a', 2, 100, 10, [action('slash', [damage(20)])], { passives: [combo] })], [fighter('b', 2, 10_000, 5, [])]),
      1,
    );
    // Rounds 4, 8, … 48 are the 12 stronger blows.
    expect(result.squad[0]?.damage).toBe(20 * 50 + 10 * 12);
  });

  it('Fluxo Perene: a heal makes the first die roll once more at the next declaration', () => {
    const smallHeal = allyAction('small', [{ kind: 'heal', percent: 5, targets: 'target' }]);
    const bigHeal = allyAction('big', [{ kind: 'heal', percent: 50, targets: 'target' }], anyColumn);
    bigHeal.cost = { green: 2 };
    const enemy = fighter('e', 2, 100, 20, [action('hit', [damage(10)], { target: frontOnly })]);
    const mystic = (passives: FighterSpec['passives']) => fighter('m', 0, 100, 5, [smallHeal, bigHeal], { dice: [['green']], passives });
    const flowing = simulateBattle(setupOf([fighter('w', 2, 10_000, 1, []), mystic([{ kind: 'extra-die-on-heal', dice: 1 }])], [enemy]), 1);
    const plain = simulateBattle(setupOf([fighter('w', 2, 10_000, 1, []), mystic([])], [enemy]), 1);
    expect(flowing.squad[1]?.payable[1]).toBeGreaterThan(0);
    expect(plain.squad[1]?.payable[1]).toBe(0);
  });

  it('Fluxo Perene: the first die rolls as many more times as the passive’s dice', () => {
    const smallHeal = allyAction('small', [{ kind: 'heal', percent: 5, targets: 'target' }]);
    const hugeHeal = allyAction('huge', [{ kind: 'heal', percent: 50, targets: 'target' }], anyColumn);
    hugeHeal.cost = { green: 3 };
    const enemy = fighter('e', 2, 100, 20, [action('hit', [damage(10)], { target: frontOnly })]);
    const mystic = (dice: number) => fighter('m', 0, 100, 5, [smallHeal, hugeHeal], { dice: [['green']], passives: [{ kind: 'extra-die-on-heal', dice }] });
    // One green die and one extra roll make two green units: the three-unit heal waits for two extra rolls.
    expect(simulateBattle(setupOf([fighter('w', 2, 10_000, 1, []), mystic(1)], [enemy]), 1).squad[1]?.payable[1]).toBe(0);
    expect(simulateBattle(setupOf([fighter('w', 2, 10_000, 1, []), mystic(2)], [enemy]), 1).squad[1]?.payable[1]).toBeGreaterThan(0);
  });

  it('Ressurgir das Cinzas (rebirth): back with 10% and a 50 blast on who felled it', () => {
    const rebirth = selfAction('rebirth', [{ kind: 'rebirth', percent: 10, amount: 50, nature: 'elemental', turns: 3, targets: 'self' }]);
    // The blast hits E (120) for 50 in rounds 1 and 2 and fells it in round 3.
    const result = simulateBattle(
      setupOf([fighter('a', 2, 100, 20, [rebirth])], [fighter('e', 2, 120, 10, [action('crush', [damage(200)])])], { policy: 'random' }),
      1,
    );
    expect(result.outcome).toBe('victory');
    expect(result.rounds).toBe(3);
    expect(result.squad[0]?.fell).toBe(false);
  });

  it('Inferno Crescente (ramp): +10% on each attack on the same target, up to +50%', () => {
    const fireball = action('fireball', [
      damage(100, { damageType: 'fire', nature: 'elemental' }),
      { kind: 'ramp', percent: 10, max: 50, damageType: 'fire', turns: 3, targets: 'self' },
    ]);
    // 100 + 110 + 120 + 130 + 140 + 150 + 150 = 900: the 900-Vida target falls in round 7 (9 without the ramp).
    expect(simulateBattle(setupOf([fighter('a', 2, 100, 10, [fireball])], [fighter('b', 2, 900, 5, [])]), 1).rounds).toBe(7);
  });

  it('Inferno Crescente (ramp): every attack on the same target feeds it, as the facts say, and only fire damage gains', () => {
    const kindle = selfAction('kindle', [{ kind: 'ramp', percent: 10, max: 50, damageType: 'fire', turns: 5, targets: 'self' }]);
    // A blow with no damage type at all: an attack still.
    const slash = action('slash', [damage(100)]);
    const fireball = action('fireball', [damage(100, { damageType: 'fire', nature: 'elemental' })]);
    const setup = setupOf([fighter('a', 2, 1000, 10, [kindle, slash, fireball])], [fighter('b', 2, 5000, 5, [])]);
    const target = { side: 1, index: 0 } as const;
    /** Plays one round with hero a's action in `slot`; the damage each of its hits dealt. */
    const play = (state: BattleState, slot: number) => {
      const chosen = chooseAction(declareRound(state), 0, slot, slot === 0 ? undefined : target);
      if (!chosen.state) throw new Error(`refused: ${chosen.refusal}`);
      const round = resolveRound(chosen.state);
      return { state: round.state, dealt: round.events.flatMap((event) => (event.kind === 'hit' ? [event.damage] : [])) };
    };
    let state = play(startBattle(setup, 1), 0).state;
    const plainSlash = play(state, 1);
    const secondSlash = play(plainSlash.state, 1);
    // Two plain blows on the same target: the fire that follows gains 2 × 10 %; the blows themselves gain nothing.
    expect(secondSlash.dealt).toEqual(plainSlash.dealt);
    const rampedFire = play(secondSlash.state, 2).dealt;
    state = play(startBattle(setup, 1), 0).state;
    const plainFire = play(state, 2).dealt;
    expect(rampedFire[0]).toBe(Math.floor((plainFire[0] ?? 0) * 1.2));
  });
});

describe('summon', () => {
  // A snake that does nothing, or bites for 7; the summoner stands in the front of the top row (cell 2).
  const snake = (actions: ActionSpec[] = [], life = 100, speed = 1): FighterSpec => fighter('snake', 0, life, speed, actions);
  const summon = (count: number): ActionSpec => selfAction('call', [{ kind: 'summon', creature: 'snake', tier: 't1', count, targets: 'self' }]);
  const withSnake = (template: FighterSpec) => ({ summons: { [summonKey('snake', 't1')]: template } });

  it('fills the free cells nearest the summoner, front column first, then the top row: 5 and 1, then 4 and 0, then 3, then nothing', () => {
    const result = simulateBattle(setupOf([fighter('a', 2, 10_000, 5, [])], [fighter('e', 2, 10_000, 10, [summon(2)])], withSnake(snake())), 1);
    expect(result.outcome).toBe('draw');
    // Squad, the summoner, then the summoned in the order they came: never more fighters than the six cells.
    expect(result.final.map((fighter) => fighter.cell)).toEqual([2, 2, 5, 1, 4, 0, 3]);
    expect(result.final.slice(2).every((fighter) => fighter.life === 100)).toBe(true);
  });

  it('a summoned fighter acts with its own stats from the next round: 7 a bite, one snake more each round up to five', () => {
    const bite = action('bite', [damage(7)]);
    const result = simulateBattle(setupOf([fighter('a', 2, 10_000, 5, [])], [fighter('e', 2, 10_000, 10, [summon(1)])], withSnake(snake([bite], 100, 100))), 1);
    // Round r has min(r − 1, 5) snakes already on the grid: 7 × (0 + 1 + 2 + 3 + 4 + 5 × 45) over 50 rounds.
    expect(result.enemyDamage).toBe(7 * 235);
    expect(result.final[0]?.life).toBe(10_000 - 7 * 235);
  });

  it('counts for victory like any enemy: the summoner falls in round 1, its snake in round 3', () => {
    const strike = action('strike', [damage(50)]);
    const result = simulateBattle(setupOf([fighter('a', 2, 10_000, 20, [strike])], [fighter('e', 2, 50, 30, [summon(1)])], withSnake(snake())), 1);
    expect(result.outcome).toBe('victory');
    expect(result.rounds).toBe(3);
    expect(result.enemyLifeLost).toBe(50 + 100);
    const alone = simulateBattle(setupOf([fighter('a', 2, 10_000, 20, [strike])], [fighter('e', 2, 50, 30, [])]), 1);
    expect(alone.rounds).toBe(1);
  });

  it('a full side summons nothing', () => {
    const guards = [0, 1, 3, 4, 5].map((cell) => fighter(`g${cell}`, cell, 10_000, 1, []));
    const result = simulateBattle(setupOf([fighter('a', 2, 10_000, 5, [])], [fighter('e', 2, 10_000, 10, [summon(2)]), ...guards], withSnake(snake())), 1);
    expect(result.final).toHaveLength(7);
  });
});

describe('regenerate (Mawari while a serpent lives)', () => {
  // The hero strikes only the back column, where the summoner stands (cell 0); the snake it calls goes to the middle (cell 1).
  const strike = action('strike', [damage(100)], { target: { side: 'enemy', multiple: false, columns: [0] } });
  const snakeSpec = (life: number): FighterSpec => fighter('snake', 0, life, 1, []);
  const call = (extra: BattleEffect[]): ActionSpec =>
    selfAction('call', [{ kind: 'summon', creature: 'snake', tier: 't1', count: 1, targets: 'self' }, ...extra]);
  const regenerate: BattleEffect = { kind: 'regenerate', percent: 10, targets: 'self' };

  it('heals the summoner a percent of its Vida at the start of each of its turns while a creature it summoned stands: 100 a round against 100 taken', () => {
    const setup = setupOf([fighter('a', 2, 10_000, 20, [strike])], [fighter('e', 0, 1000, 10, [call([regenerate])])], {
      summons: { [summonKey('snake', 't1')]: snakeSpec(10_000) },
    });
    const result = simulateBattle(setup, 1);
    expect(result.outcome).toBe('draw');
    // Round 1 ends at 900 (no snake yet when its turn starts); every later round takes 100 and heals 100.
    expect(result.final[1]?.life).toBe(900);
    // Without it the summoner falls (its snakes, out of the hero's reach, stand).
    const without = simulateBattle({ ...setup, enemies: [fighter('e', 0, 1000, 10, [call([])])] }, 1);
    expect(without.final[1]?.life).toBe(0);
  });

  it('does not heal once the creatures it summoned have fallen, nor for an ally it did not summon', () => {
    // b fells each snake (Vida 1) in the middle column before the summoner's turn.
    const cull = action('cull', [damage(100)], { target: { side: 'enemy', multiple: false, columns: [1] } });
    const guard = fighter('g', 4, 10_000, 1, []);
    const setup = setupOf(
      [fighter('a', 2, 10_000, 20, [strike]), fighter('b', 5, 10_000, 30, [cull])],
      [fighter('e', 0, 1000, 10, [call([regenerate])]), guard],
      { summons: { [summonKey('snake', 't1')]: snakeSpec(1) } },
    );
    const result = simulateBattle(setup, 1);
    // Squad, then the summoner and the guard: the summoner takes 100 a round and never heals, so it falls; the guard stands.
    expect(result.final[2]?.life).toBe(0);
    expect(result.final[3]?.life).toBeGreaterThan(0);
  });
});

describe('devour (Uru\u2019Zal\u2019s Fome Infinita)', () => {
  const strike = action('strike', [damage(1000)], { target: { side: 'enemy', multiple: false, columns: [0] } });
  const feast = selfAction('feast', [
    { kind: 'devour', targets: 'self' },
    { kind: 'summon', creature: 'snake', tier: 't1', count: 1, targets: 'self' },
  ]);
  const snakes = { summons: { [summonKey('snake', 't1')]: fighter('snake', 0, 300, 1, []) } };

  it('takes out a creature the user summoned and heals the Vida it had: −1000 and +300 a round from round 2', () => {
    const result = simulateBattle(setupOf([fighter('a', 2, 10_000, 20, [strike])], [fighter('e', 0, 10_000, 10, [feast])], snakes), 1);
    // Round 1: 9000, nothing to devour; then each round 1000 off and 300 back: 9000 − 700 × 12 = 600 after round 13, 0 in round 14.
    expect(result.final[1]?.life).toBe(0);
    // So it called 13 snakes (9 without devouring) and ate 12 of them; the last, out of the hero's reach, stands whole.
    const summoned = result.final.slice(2).map((snake) => snake.life);
    expect(summoned).toEqual([...Array.from({ length: 12 }, () => 0), 300]);
  });

  it('devours only a creature the user summoned, never another ally', () => {
    const guard = fighter('g', 4, 300, 1, []);
    const result = simulateBattle(
      setupOf([fighter('a', 2, 10_000, 20, [strike])], [fighter('e', 0, 10_000, 10, [selfAction('feast', [{ kind: 'devour', targets: 'self' }])]), guard]),
      1,
    );
    // Nothing to devour: the summoner falls in round 10 and the guard, out of a's reach, stands.
    expect(result.final[1]?.life).toBe(0);
    expect(result.final[2]?.life).toBe(300);
  });
});
