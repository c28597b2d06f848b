// A draw the squad could no longer win: at the end, enemies stand and no
// standing member has an action whose grid marks a column one of them stands
// in. The round cap ends what would never end; the balance page counts these
// draws apart. Tiny battles checked by hand (fixtures: Defesa 0, one-face dice).
import { describe, expect, it } from 'vitest';
import {
  addBattle,
  battleOutcome,
  battleResult,
  declareByPolicy,
  declareRound,
  emptyTally,
  enemiesOutOfReach,
  resolveRound,
  simulateBattle,
  squadOutOfReach,
  startBattle,
  type ActionSpec,
  type BattleSetup,
  type BattleState,
  type FighterSpec,
} from '../src/index';
import { fighter, frontOnly, hit, mover, planted, testSetup } from './fixtures';

/** A blow that marks only the enemy's front column (the middle too once the front is empty, as melee does). */
const melee = (amount: number, extra: Partial<ActionSpec> = {}) => hit('golpe', amount, { target: frontOnly, ...extra });
const play = (squad: FighterSpec[], enemies: FighterSpec[]) => simulateBattle(testSetup(squad, enemies) as BattleSetup, 1);

describe('a draw out of the squad’s reach', () => {
  it('is one when the only enemy left stands in the back and the squad’s blows mark the front', () => {
    const result = play([fighter('a', 2, 100, 10, [melee(50), mover()])], [fighter('b', 0, 100, 5, [])]);
    expect(result.outcome).toBe('draw');
    expect(result.outOfReach).toBe(true);
    // Who the squad could not reach: the enemies standing at the end, by name (the fixtures name a fighter by its id).
    expect(result.outOfReachEnemies).toEqual(['b']);
  });

  it('names each enemy left out of reach once, two of a creature as one', () => {
    const twins = [fighter('b1', 0, 100, 5, [], { name: 'Arqueiro' }), fighter('b2', 3, 100, 5, [], { name: 'Arqueiro' })];
    const result = play([fighter('a', 2, 100, 10, [melee(50), mover()])], twins);
    expect(result.outOfReach).toBe(true);
    expect(result.outOfReachEnemies).toEqual(['Arqueiro']);
  });

  it('names only the enemies still standing: one felled in the front is not out of reach', () => {
    const result = play([fighter('a', 2, 100, 10, [melee(50), mover()])], [fighter('front', 2, 50, 5, []), fighter('back', 0, 100, 5, [])]);
    expect(result.outcome).toBe('draw');
    expect(result.outOfReachEnemies).toEqual(['back']);
  });

  it('is not one when a standing member reaches an enemy but cannot fell it before the cap', () => {
    const result = play([fighter('a', 2, 100, 10, [hit('golpe', 1)])], [fighter('b', 0, 1000, 5, [])]);
    expect(result.outcome).toBe('draw');
    expect(result.outOfReach).toBe(false);
    expect(result.outOfReachEnemies).toEqual([]);
  });

  it('counts an action usable only from another column when Mover can take its user there', () => {
    const fromTheBack = hit('flecha', 1, { from: [0] });
    const withMover = play([fighter('a', 2, 100, 10, [fromTheBack, mover()])], [fighter('b', 0, 1000, 5, [])]);
    expect(withMover.outcome).toBe('draw');
    expect(withMover.outOfReach).toBe(false);
    // Without Mover, the front cell is where it stays, and the arrow never leaves it.
    const stuck = play([fighter('a', 2, 100, 10, [fromTheBack])], [fighter('b', 0, 1000, 5, [])]);
    expect(stuck.outcome).toBe('draw');
    expect(stuck.outOfReach).toBe(true);
  });

  it('is never said of a victory or a defeat', () => {
    const victory = play([fighter('a', 2, 100, 10, [hit('golpe', 100)])], [fighter('b', 2, 100, 5, [])]);
    const defeat = play([fighter('a', 2, 10, 1, [melee(1)])], [fighter('b', 0, 100, 5, [hit('flecha', 50)])]);
    expect([victory.outcome, victory.outOfReach]).toEqual(['victory', false]);
    expect([defeat.outcome, defeat.outOfReach]).toEqual(['defeat', false]);
  });

  it('is counted apart among a run’s draws', () => {
    const stuck = play([fighter('a', 2, 100, 10, [melee(50), mover()])], [fighter('b', 0, 100, 5, [])]);
    const slow = play([fighter('a', 2, 100, 10, [hit('golpe', 1)])], [fighter('b', 0, 1000, 5, [])]);
    const other = play([fighter('a', 2, 100, 10, [melee(50), mover()])], [fighter('c', 3, 100, 5, [])]);
    const tally = emptyTally({ squad: [fighter('a', 2, 100, 10, [hit('golpe', 1), mover()])] });
    for (const result of [stuck, slow, other, stuck]) addBattle(tally, result);
    // Each enemy with the draws it stood in, in the order first met.
    expect(tally).toMatchObject({
      battles: 4,
      draws: 4,
      drawsOutOfReach: 3,
      outOfReachEnemies: [
        { enemy: 'b', draws: 2 },
        { enemy: 'c', draws: 1 },
      ],
    });
  });
});

describe('a battle the squad can no longer win, while it goes on', () => {
  const squad = [fighter('a', 2, 100, 10, [melee(50), mover()]), fighter('c', 0, 100, 1, [hit('flecha', 10)])];
  const enemies = [fighter('b', 0, 100, 5, [])];

  it('is not one while a standing member reaches a standing enemy', () => {
    expect(squadOutOfReach(startBattle(testSetup(squad, enemies), 1))).toBe(false);
  });

  it('is one once the only member that reached the back column has fallen', () => {
    const state = planted(startBattle(testSetup(squad, enemies), 1), { side: 0, index: 1 }, { life: 0 });
    expect(squadOutOfReach(state)).toBe(true);
  });

  it('is not said of a battle already over', () => {
    const state = planted(startBattle(testSetup(squad, enemies), 1), { side: 1, index: 0 }, { life: 0 });
    expect(squadOutOfReach(state)).toBe(false);
  });
});

describe('a victory out of the enemies’ reach', () => {
  // The front member falls to the enemy's first blow; the archer in the back, whom a blow marking the front never reaches
  // (the middle at most, once the front is empty), then brings the enemy down alone.
  const frontFalls = (enemyActions: ActionSpec[]) =>
    testSetup(
      [fighter('a', 2, 10, 1, [hit('golpe', 1)]), fighter('c', 0, 100, 2, [hit('flecha', 10)])],
      [fighter('b', 2, 100, 5, enemyActions)],
    ) as BattleSetup;

  it('is one when, from some round on, no standing enemy reaches a standing member', () => {
    const result = simulateBattle(frontFalls([melee(50), mover()]), 1);
    expect(result.outcome).toBe('victory');
    expect(result.squad.map((member) => member.fell)).toEqual([true, false]);
    expect(result.sheltered).toBe(true);
  });

  it('is not one when an enemy still reaches the member left in the back', () => {
    const result = simulateBattle(frontFalls([melee(50), hit('flecha', 1)]), 1);
    expect(result.outcome).toBe('victory');
    expect(result.sheltered).toBe(false);
  });

  it('counts an enemy’s Mover: a blow usable only from the back reaches once its user may step there', () => {
    const fromTheBack = hit('flecha', 1, { from: [0] });
    expect(simulateBattle(frontFalls([melee(50), fromTheBack, mover()]), 1).sheltered).toBe(false);
    expect(simulateBattle(frontFalls([melee(50), fromTheBack]), 1).sheltered).toBe(true);
  });

  it('is the same through the step interface, the state kept as JSON between steps', () => {
    const stored = (state: BattleState): BattleState => JSON.parse(JSON.stringify(state)) as BattleState;
    const setup = frontFalls([melee(50), mover()]);
    let state = startBattle(setup, 1);
    while (!battleOutcome(state)) state = stored(resolveRound(stored(declareByPolicy(stored(declareRound(state))))).state);
    expect(battleResult(state)).toEqual(simulateBattle(setup, 1));
    expect(battleResult(state).sheltered).toBe(true);
  });

  it('is counted among a run’s victories only', () => {
    const sheltered = simulateBattle(frontFalls([melee(50), mover()]), 1);
    const reached = simulateBattle(frontFalls([melee(50), hit('flecha', 1)]), 1);
    // Neither side reaches the other (the enemy's blow leaves only from the front, and it has no Mover): a draw, no victory.
    const apart = play([fighter('a', 2, 100, 10, [melee(50)])], [fighter('b', 0, 100, 5, [melee(50, { from: [2] })])]);
    expect([apart.outcome, apart.sheltered]).toEqual(['draw', true]);
    const tally = emptyTally({ squad: [fighter('a', 2, 10, 1, []), fighter('c', 0, 100, 2, [])] });
    for (const result of [sheltered, reached, sheltered, apart]) addBattle(tally, result);
    expect(tally).toMatchObject({ battles: 4, wins: 3, draws: 1, winsSheltered: 2 });
  });
});

describe('a squad out of the enemies’ reach, while the battle goes on', () => {
  // The archer in the back; the enemy's blow marks the front (the middle once it is empty).
  const squad = [fighter('a', 2, 100, 1, [hit('golpe', 1)]), fighter('c', 0, 100, 2, [hit('flecha', 10)])];
  const enemies = [fighter('b', 2, 100, 5, [melee(50), mover()])];

  it('is not one while a standing enemy reaches a standing member', () => {
    expect(enemiesOutOfReach(startBattle(testSetup(squad, enemies), 1))).toBe(false);
  });

  it('is one once the only member in reach has fallen', () => {
    expect(enemiesOutOfReach(planted(startBattle(testSetup(squad, enemies), 1), { side: 0, index: 0 }, { life: 0 }))).toBe(true);
  });

  it('is not said of a battle already over', () => {
    expect(enemiesOutOfReach(planted(startBattle(testSetup(squad, enemies), 1), { side: 1, index: 0 }, { life: 0 }))).toBe(false);
  });
});
