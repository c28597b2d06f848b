// Properties of the battle simulator on the site's own data. Random noise is
// tamed with common random numbers: every compared run uses the same seed, so
// battle k of each run starts from the same stream, and with 2 000 battles a
// difference beyond the tolerance is a rule, not luck.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateMany, simulateRange, emptyTally, buildSetup, type EnemyChoice, type MemberChoice } from '@dice-rolling/rules';
import { loadGameModel, simulatorToolData } from '@dice-rolling/game-model';
import type { SimulatorState } from '../client/simulator';

const siteDir = path.resolve(__dirname, '../../..');
const data = simulatorToolData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));
const battles = 2000;
const seed = 20_251_125;
const tolerance = 0.02;
// The beast encounter's creatures, in its cells, at T1 (the T1 encounters are others, without a Tank).
const beasts = (data.floors.find((floor) => floor.id === 'beast-t2')?.enemies ?? []).map((enemy) => ({ ...enemy, tier: 't1' }));
// Two of them: what one hero alone can sometimes beat, from level 1 to the top (three win against any lone hero).
const pair = beasts.slice(0, 2);

const state = (squad: MemberChoice[], enemies: EnemyChoice[]): SimulatorState => ({ squad, enemies, policy: 'damage', battles, seed });
const winRate = (squad: MemberChoice[], enemies: EnemyChoice[]) => {
  const tally = simulateMany(buildSetup(data, state(squad, enemies)), seed, battles);
  return tally.wins / tally.battles;
};

describe('battle simulator, properties on the game data', () => {
  it('the beast encounter has three T1 creatures, and a lone Warden neither always wins nor always loses against two of them at level 7', () => {
    expect(beasts).toHaveLength(3);
    const rate = winRate([{ role: 'warden', level: 7, die: 'd6', cell: 2 }], pair);
    expect(rate).toBeGreaterThan(0.05);
    expect(rate).toBeLessThan(0.95);
  });

  it('higher levels never lower the win rate', () => {
    for (const role of ['warden', 'ascetic']) {
      const cell = role === 'ascetic' ? 1 : 2;
      const rates = [1, 3, 5, 7, 10].map((level) => winRate([{ role, level, die: 'd6', cell }], pair));
      for (let index = 1; index < rates.length; index += 1) expect(rates[index] as number).toBeGreaterThanOrEqual((rates[index - 1] as number) - tolerance);
      expect(rates.at(-1) as number).toBeGreaterThan(rates[0] as number);
    }
  });

  it('adding an enemy never raises the win rate', () => {
    const warden: MemberChoice[] = [{ role: 'warden', level: 5, die: 'd6', cell: 2 }];
    const extra: EnemyChoice = { creature: 'kasurak', tier: 't1', cell: 4 };
    const rates = [1, 2, 3].map((count) => winRate(warden, beasts.slice(0, count))).concat(winRate(warden, [...beasts, extra]));
    for (let index = 1; index < rates.length; index += 1) expect(rates[index] as number).toBeLessThanOrEqual((rates[index - 1] as number) + tolerance);
    expect(rates.at(-1) as number).toBeLessThan(rates[0] as number);
  });

  it('totals add up', () => {
    const squad: MemberChoice[] = [
      { role: 'warden', level: 1, die: 'd6', cell: 2 },
      { role: 'mystic', level: 5, die: 'd6', cell: 1 },
      { role: 'ascetic', level: 10, die: 'd8', cell: 0 },
    ];
    const tally = simulateMany(buildSetup(data, { ...state(squad, data.floors.at(-1)?.enemies ?? beasts), policy: 'healing' }), seed, 500);
    expect(tally.wins + tally.losses + tally.draws).toBe(500);
    expect(tally.rounds.reduce((sum, count) => sum + count, 0)).toBe(500);
    // Enemies do not heal: every point of Vida they lost was dealt by someone of the squad.
    expect(tally.squad.reduce((sum, member) => sum + member.damage, 0)).toBe(tally.enemyLifeLost);
    for (const member of tally.squad) {
      expect(member.fell).toBeLessThanOrEqual(500);
      member.used.forEach((used, action) => expect(used).toBeLessThanOrEqual(member.payable[action] as number));
      member.payable.forEach((payable) => expect(payable).toBeLessThanOrEqual(member.declarations));
      expect(Number.isFinite(member.damage) && Number.isFinite(member.healing)).toBe(true);
    }
  });

  it('the same seed gives the same result, in one go or in slices (as the worker runs it)', () => {
    const setup = buildSetup(data, state([{ role: 'warden', level: 5, die: 'd6', cell: 2 }], beasts));
    const whole = simulateMany(setup, seed, 600);
    expect(simulateMany(setup, seed, 600)).toEqual(whole);
    const sliced = emptyTally(setup);
    simulateRange(setup, seed, 0, 250, sliced);
    simulateRange(setup, seed, 250, 600, sliced);
    expect(sliced).toEqual(whole);
    expect(simulateMany(setup, seed + 1, 600)).not.toEqual(whole);
  });
});
