// Who an effect falls on (`targets` in the data), on tiny battles computed by
// hand: Defesa 0 and Poder 100, so a hit deals its amount; one-face dice,
// fixed speeds. The enemy hits the whole squad for 10 every round, after the
// Warden acts; the battle runs to the round cap (50).
import { describe, expect, it } from 'vitest';
import { simulateBattle, type ActionSpec, type BattleEffect, type BattleSetup, type FighterSpec } from '../src/index';
import { anyColumn, hit, testDamageRules } from './fixtures';

const fighter = (id: string, cell: number, speed: number, actions: ActionSpec[]): FighterSpec => ({
  id,
  name: id,
  cell,
  life: 10_000,
  defence: 0,
  speed,
  power: 100,
  dice: [['red']],
  actions,
});
const selfAction = (id: string, effects: BattleEffect[]): ActionSpec => ({
  ...hit(id, 0),
  effects,
  target: { side: 'self', multiple: false, columns: anyColumn },
});
const sweep = hit('sweep', 10, { target: { side: 'enemy', multiple: true, columns: anyColumn } });

/** Vida each squad member lost: by default the Warden at the front of the top row (cell 2), one ally behind it (cell 1), one in the other row (cell 4). */
function lostWith(effect: BattleEffect, cells = [2, 1, 4]): number[] {
  const [warden = 2, second = 1, third = 4] = cells;
  const squad = [fighter('warden', warden, 20, [selfAction('cover', [effect])]), fighter('second', second, 1, []), fighter('third', third, 1, [])];
  const setup: BattleSetup = { squad, enemies: [fighter('enemy', 2, 15, [sweep])], damage: testDamageRules, statuses: {}, policy: 'damage' };
  const result = simulateBattle(setup, 1);
  return squad.map((member, index) => member.life - (result.final[index]?.life ?? 0));
}

describe('who an effect falls on', () => {
  it('behind: the allies behind the user in its row, not the user, not the other row: half of 10 for the one behind', () => {
    expect(lostWith({ kind: 'damage-reduction', percent: 50, targets: 'behind' })).toEqual([500, 250, 500]);
  });

  it('behind: not the ally in front of the user: with the Warden in the middle, only the one at the back', () => {
    expect(lostWith({ kind: 'damage-reduction', percent: 50, targets: 'behind' }, [1, 2, 0])).toEqual([500, 500, 250]);
  });

  it('allies: every standing member of the user’s side, the user too', () => {
    expect(lostWith({ kind: 'damage-reduction', percent: 50, targets: 'allies' })).toEqual([250, 250, 250]);
  });

  it('self: the user alone', () => {
    expect(lostWith({ kind: 'damage-reduction', percent: 50, targets: 'self' })).toEqual([250, 500, 500]);
  });
});
