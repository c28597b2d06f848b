// A run's tally, by hand: battles made up as results (no battle is played),
// added one by one as the simulator's table, the balance page and the lab
// read them.
import { describe, expect, it } from 'vitest';
import { addBattle, emptyTally, type BattleResult, type FallRecord } from '../src/index';

const member = (damage: number, extra: Partial<BattleResult['squad'][number]> = {}): BattleResult['squad'][number] => ({
  damage,
  healing: 0,
  fell: false,
  declarations: 1,
  payable: [1, 0],
  used: [1, 0],
  ...extra,
});
const result = (extra: Partial<BattleResult>): BattleResult => ({
  outcome: 'victory',
  rounds: 2,
  squad: [member(10), member(20)],
  enemyLifeLost: 30,
  enemyDamage: 5,
  falls: [],
  final: [],
  outOfReach: false,
  outOfReachEnemies: [],
  sheltered: false,
  ...extra,
});
const hero = (index: number, extra: Partial<FallRecord> = {}): FallRecord => ({ fighter: { side: 0, index }, round: 1, ...extra });
const byEnemy = (index: number, sourceId: string) => ({ by: { side: 1 as const, index }, sourceId });
const squad = { squad: [{ actions: [{}, {}] }, { actions: [{}, {}] }] } as unknown as Parameters<typeof emptyTally>[0];

describe('a run’s tally', () => {
  it('starts at zero: no battle, a round count for every round up to the cap, one row per member and per action', () => {
    const tally = emptyTally(squad);
    expect(tally).toMatchObject({
      battles: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      fallOrder: [
        [0, 0],
        [0, 0],
      ],
      fallCauses: [],
      enemyLifeLost: 0,
      enemyDamage: 0,
    });
    expect(tally.rounds).toHaveLength(51);
    expect(tally.rounds.every((count) => count === 0)).toBe(true);
    expect(tally.squad[1]).toEqual({ damage: 0, healing: 0, fell: 0, declarations: 0, payable: [0, 0], used: [0, 0] });
  });

  it('counts victories, defeats and draws, and the battles that ended in each round', () => {
    const tally = emptyTally(squad);
    addBattle(tally, result({ outcome: 'victory', rounds: 2 }));
    addBattle(tally, result({ outcome: 'defeat', rounds: 3 }));
    addBattle(tally, result({ outcome: 'draw', rounds: 50 }));
    addBattle(tally, result({ outcome: 'victory', rounds: 2 }));
    expect(tally).toMatchObject({ battles: 4, wins: 2, losses: 1, draws: 1 });
    expect([tally.rounds[2], tally.rounds[3], tally.rounds[50], tally.rounds[1]]).toEqual([2, 1, 1, 0]);
  });

  it('adds each member’s damage, healing, falls, declarations, and the actions it could pay and used', () => {
    const tally = emptyTally(squad);
    addBattle(tally, result({ squad: [member(10, { healing: 4, fell: true, declarations: 2, payable: [2, 1], used: [1, 1] }), member(20)] }));
    addBattle(tally, result({ squad: [member(5, { healing: 1, declarations: 3, payable: [3, 0], used: [2, 0] }), member(7, { fell: true })] }));
    expect(tally.squad).toEqual([
      { damage: 15, healing: 5, fell: 1, declarations: 5, payable: [5, 1], used: [3, 1] },
      { damage: 27, healing: 0, fell: 1, declarations: 2, payable: [2, 0], used: [2, 0] },
    ]);
    expect(tally).toMatchObject({ enemyLifeLost: 60, enemyDamage: 10 });
  });

  it('a member summoned into the squad has no row: its figures are not counted', () => {
    const tally = emptyTally(squad);
    addBattle(tally, result({ squad: [member(10), member(20), member(99)], falls: [hero(2, byEnemy(0, 'wolf'))] }));
    expect(tally.squad.map((row) => row.damage)).toEqual([10, 20]);
    expect(tally.fallOrder).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('the order of falls: who fell first and second; a member back on its feet that falls again counts at its first fall', () => {
    const tally = emptyTally(squad);
    addBattle(tally, result({ falls: [hero(1, byEnemy(0, 'wolf')), hero(0, byEnemy(0, 'wolf')), hero(1, byEnemy(0, 'wolf'))] }));
    addBattle(tally, result({ falls: [hero(1, byEnemy(0, 'wolf'))] }));
    expect(tally.fallOrder).toEqual([
      [0, 1],
      [2, 0],
    ]);
  });

  it('why the squad fell: each enemy and its action or status, counted; an enemy’s fall is not the squad’s', () => {
    const tally = emptyTally(squad);
    addBattle(
      tally,
      result({
        falls: [
          hero(0, { ...byEnemy(0, 'wolf'), action: 'bite' }),
          hero(1, { ...byEnemy(1, 'wolf'), action: 'bite' }),
          { fighter: { side: 1, index: 0 }, round: 2, by: { side: 0, index: 0 }, sourceId: 'warden', action: 'strike' },
        ],
      }),
    );
    addBattle(tally, result({ falls: [hero(0, { ...byEnemy(0, 'wolf'), status: 'poison' }), hero(1, { ...byEnemy(0, 'wolf'), action: 'claw' })] }));
    expect(tally.fallCauses).toEqual([
      { enemy: 'wolf', action: 'bite', falls: 2 },
      { enemy: 'wolf', status: 'poison', falls: 1 },
      { enemy: 'wolf', action: 'claw', falls: 1 },
    ]);
  });

  it('a fall no enemy dealt (its own status, an ally’s blow) has no enemy', () => {
    const tally = emptyTally(squad);
    addBattle(tally, result({ falls: [hero(0, { status: 'frenzy' }), hero(1, { by: { side: 0, index: 0 }, sourceId: 'warden', action: 'quake' })] }));
    expect(tally.fallCauses).toEqual([
      { enemy: '', status: 'frenzy', falls: 1 },
      { enemy: '', action: 'quake', falls: 1 },
    ]);
  });
});
