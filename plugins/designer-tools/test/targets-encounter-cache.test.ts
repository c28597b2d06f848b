// The targets' battles kept encounter by encounter: after an edit, only the
// encounters whose battles it changes are played again (a boss's number, the
// boss's encounters; a T1 tier, the T1 ones), the others are read back.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  battleMeasureOptions,
  encounterIdentity,
  loadGameModel,
  playInTurn,
  simulatorToolData,
  targetEncounters,
  type EncounterPlayer,
  type GameModel,
  type SeededFigures,
  type TargetEncounter,
} from '@dice-rolling/game-model';
import { playInThreads } from '../src/parallelTargets';
import { battlesFile, cachedBattles, keptEncounters } from '../src/targets';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const encounters = targetEncounters(simulatorToolData(model), battleMeasureOptions(model));
const seeds = [1, 2];
/** How many different battles the encounters hold: two lists may hold the same ones. */
const distinct = (list: readonly TargetEncounter[], on = seeds) => new Set(list.map((encounter) => encounterIdentity(encounter, on))).size;
/** The first encounter of a list with the same battles as `encounter`: the one a player was asked to play. */
const firstAlike = (list: readonly TargetEncounter[], encounter: TargetEncounter) =>
  list.find((candidate) => encounterIdentity(candidate, seeds) === encounterIdentity(encounter, seeds)) as TargetEncounter;

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A player that plays nothing: it answers each encounter with figures that name it and the call, and records what it was asked. */
function recordingPlayer(call: string): { player: EncounterPlayer; asked: TargetEncounter[] } {
  const asked: TargetEncounter[] = [];
  const player: EncounterPlayer = (list) =>
    list.map((encounter) => {
      asked.push(encounter);
      return { playedBy: `${call} ${encounter.list} ${encounter.policy} ${encounter.floor.id}` } as unknown as SeededFigures;
    });
  return { player, asked };
}

/** The first boss floor among a list's encounters. */
function bossOf(list: readonly TargetEncounter[]): TargetEncounter['floor'] {
  const boss = list.find((encounter) => encounter.list === 'bossFloors')?.floor;
  if (!boss) throw new Error('the data has no boss floor');
  return boss;
}

/** The encounters with one boss's Vida changed in its setups (as an edit of its data would change them). */
function withBossLife(list: readonly TargetEncounter[], boss: TargetEncounter['floor'], life: (was: number) => number): TargetEncounter[] {
  return list.map((encounter) =>
    encounter.floor.id !== boss.id
      ? encounter
      : { ...encounter, setup: { ...encounter.setup, enemies: encounter.setup.enemies.map((enemy) => ({ ...enemy, life: life(enemy.life) })) } },
  );
}

describe("the targets' battles kept encounter by encounter", () => {
  it('plays the same battles once when two lists hold them, and gives both their figures', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'encontros-'));
    // Each boss's encounters twice, in two lists: the same setup, seeds and battles.
    const bosses = encounters.filter((encounter) => encounter.list === 'bossFloors');
    const twins = [...bosses, ...bosses.map((encounter) => ({ ...encounter, list: 'raisedFloors' as const }))];
    const identities = twins.map((encounter) => encounterIdentity(encounter, seeds));
    const shared = identities.filter((identity, at) => identities.indexOf(identity) !== at);
    expect(shared.length).toBeGreaterThan(0);
    const first = recordingPlayer('primeira');
    const figures = keptEncounters(folder, 'codigo', first.player)(twins, seeds);
    expect(first.asked).toHaveLength(new Set(identities).size);
    twins.forEach((encounter, at) => {
      const twin = identities.indexOf(identities[at] as string);
      expect(figures[at]).toEqual(figures[twin]);
      expect(figures[at]).toBeDefined();
    });
  });

  it('reads back every encounter a second time, with the figures of the first, and plays none', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'encontros-'));
    const first = recordingPlayer('primeira');
    const played = keptEncounters(folder, 'codigo', first.player)(encounters, seeds);
    expect(first.asked).toHaveLength(distinct(encounters));
    const second = recordingPlayer('segunda');
    const read = keptEncounters(folder, 'codigo', second.player)(encounters, seeds);
    expect(second.asked).toEqual([]);
    expect(read).toEqual(played);
  });

  it("plays again only the encounters whose setup an edit changed, and gives the others' figures back in the list's order", () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'encontros-'));
    keptEncounters(folder, 'codigo', recordingPlayer('primeira').player)(encounters, seeds);
    const boss = bossOf(encounters);
    const edited = withBossLife(encounters, boss, (life) => life + 1);
    const second = recordingPlayer('segunda');
    const figures = keptEncounters(folder, 'codigo', second.player)(edited, seeds);
    const changed = edited.filter((encounter) => encounter.floor.id === boss.id);
    expect(changed.length).toBeGreaterThan(0);
    expect(second.asked).toEqual(changed.filter((encounter) => firstAlike(edited, encounter) === encounter));
    figures.forEach((played, at) => {
      const encounter = firstAlike(edited, edited[at] as TargetEncounter);
      const call = encounter.floor.id === boss.id ? 'segunda' : 'primeira';
      expect(played).toEqual({ playedBy: `${call} ${encounter.list} ${encounter.policy} ${encounter.floor.id}` });
    });
  });

  it('plays everything again under other code (the engine or the game model changed) or other seeds', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'encontros-'));
    keptEncounters(folder, 'codigo', recordingPlayer('primeira').player)(encounters, seeds);
    const otherCode = recordingPlayer('outro código');
    keptEncounters(folder, 'outro-codigo', otherCode.player)(encounters, seeds);
    expect(otherCode.asked).toHaveLength(distinct(encounters));
    const otherSeeds = recordingPlayer('outras sementes');
    keptEncounters(folder, 'codigo', otherSeeds.player)(encounters, [1, 3]);
    expect(otherSeeds.asked).toHaveLength(distinct(encounters, [1, 3]));
  });
});

describe('the kept encounters played in threads', () => {
  it('give after an edit the figures every encounter has when played alone, with no cache', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'encontros-'));
    // Two battles a seed: the threads play whatever the number (fromBattles 0).
    const few = targetEncounters(simulatorToolData(model), battleMeasureOptions(model, { seeds, battles: 2 }));
    const threaded = () => keptEncounters(folder, 'codigo', playInThreads({ threads: 1, fromBattles: 0, playHere: false }));
    threaded()(few, seeds);
    const edited = withBossLife(few, bossOf(few), (life) => life * 2);
    expect(threaded()(edited, seeds)).toEqual(playInTurn(edited, seeds));
  }, 60_000);
});

describe("the build's battles (cachedBattles)", () => {
  it("reads each encounter from its own file when the file of the model's battles is gone", () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'encontros-'));
    // Only the boss target, at the common count of battles per seed: its encounters are few (the bosses, on every policy).
    const bossTarget = model.data.targets.filter((target) => target.measure === 'boss-win-rate').map((target) => ({ ...target, battles: undefined }));
    const bosses: GameModel = { ...model, data: { ...model.data, targets: bossTarget } };
    const played = cachedBattles(bosses, folder);
    expect(played.bossFloors.length).toBeGreaterThan(0);
    rmSync(battlesFile(bosses, folder));
    const kept = path.join(folder, 'encounters');
    for (const file of readdirSync(kept)) writeFileSync(path.join(kept, file), JSON.stringify({ keptIn: file }));
    // Another model object with the same content: the model's own file is gone, each encounter's is marked.
    const read = cachedBattles({ ...bosses }, folder);
    expect(read.bossFloors).toHaveLength(played.bossFloors.length);
    for (const entry of read.bossFloors) expect(entry.figures).toHaveProperty('keptIn');
  });
});
