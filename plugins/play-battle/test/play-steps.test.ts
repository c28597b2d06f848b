// The page's steps (client/game.ts) play the engine's battle: a game scripted
// through them, with the choices the squad's policy makes, ends where the
// engine's batch run of the same encounter and seed ends; a refused or undone
// declaration changes nothing.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { battleResult, buildSetup, declareByPolicy, defaultPolicy, simulateBattle, startingSquad, type FighterRef } from '@dice-rolling/rules';
import { loadGameModel } from '@dice-rolling/game-model';
import { playData } from '../src/payload';
import { declare, rehearse, resolve, sheltered, startGame, stuck, undo, type Game } from '../client/game';

const siteDir = path.resolve(__dirname, '../../..');
const data = playData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));

/** What the squad's policy would declare for each standing hero now: the action's slot and its first target. */
function policyChoices(game: Game): { hero: number; slot: number; target?: FighterRef }[] {
  const chosen = declareByPolicy(game.state);
  return chosen.sides[0].flatMap((member, hero) => (member.declared ? [{ hero, slot: member.declared.slot, target: member.declared.targets[0] }] : []));
}

/** Plays a game to its end through the page's steps; before each round's real choices, one wrong declaration undone. */
function playScripted(game: Game): Game {
  let current = game;
  while (!current.outcome) {
    const choices = policyChoices(current);
    const first = choices[0];
    if (first) {
      const other = current.state.sides[0][first.hero]?.spec.actions.length ?? 1;
      const detour = declare(current, first.hero, (first.slot + 1) % other);
      if (detour.game) current = undo(detour.game);
    }
    for (const choice of choices) {
      // An area or self action takes any of its targets or none; a single target must be the one.
      const declared = declare(current, choice.hero, choice.slot, choice.target);
      if (!declared.game) throw new Error(`refused: ${declared.refusal}`);
      current = declared.game;
    }
    const resolved = resolve(current);
    if (!resolved.game) throw new Error(`resolve refused: ${resolved.refusal}`);
    current = resolved.game;
  }
  return current;
}

describe('the page’s battle steps', () => {
  const floors = [...data.floors, ...data.bossFloors];

  it('played with the policy’s choices, end where the engine’s batch run of the same seed ends', () => {
    const squad = startingSquad(data);
    for (const floor of floors.slice(0, 3))
      for (const seed of [1, 7]) {
        const game = playScripted(startGame(data, { squad, enemies: floor.enemies, seed }));
        const batch = simulateBattle(buildSetup(data, { squad, enemies: floor.enemies, policy: defaultPolicy }), seed);
        expect(battleResult(game.state), `${floor.name}, seed ${seed}`).toEqual(batch);
        expect(game.outcome).toBe(batch.outcome);
        expect(game.rounds.length).toBe(batch.rounds);
      }
  });

  it('shows the enemies’ intents before the squad declares, and records each round’s hits with their damage steps', () => {
    const game = startGame(data, { squad: startingSquad(data), enemies: floors[0]!.enemies, seed: 3 });
    expect(game.state.phase).toBe('choice');
    expect(game.intents.length).toBeGreaterThan(0);
    const played = playScripted(game);
    const hits = played.rounds.flatMap((round) => round.events.filter((event) => event.kind === 'hit'));
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) if (hit.kind === 'hit' && !hit.shielded) expect(hit.steps.at(-1)).toMatchObject({ kind: 'final', value: hit.damage });
  });

  it('refuses a declaration with the engine’s reason, leaves the game as it was, and undoes only what was declared', () => {
    const game = startGame(data, { squad: startingSquad(data), enemies: floors[0]!.enemies, seed: 5 });
    expect(declare(game, 0, 0, { side: 0, index: 1 }).refusal).toBe('target');
    expect(undo(game)).toBe(game);
    const first = policyChoices(game)[0]!;
    const declared = declare(game, first.hero, first.slot, first.target).game!;
    expect(declared.state.sides[0][first.hero]?.declared?.slot).toBe(first.slot);
    expect(undo(declared).state).toEqual(game.state);
  });

  it('rehearses a round unseen on a copy, every standing hero declared: the reader’s battle after a rehearsal plays as it would have without one', () => {
    for (const floor of floors.slice(0, 3)) {
      const opened = () => startGame(data, { squad: startingSquad(data), enemies: floor.enemies, seed: 2 });
      const game = opened();
      const rehearsal = rehearse(game);
      expect(
        rehearsal?.declared.state.sides[0].every((member) => member.life <= 0 || member.declared),
        floor.name,
      ).toBe(true);
      expect(rehearsal?.resolved.rounds, floor.name).toHaveLength(1);
      expect(rehearsal?.resolved.rounds[0]?.events.length, floor.name).toBeGreaterThan(0);
      expect(game, floor.name).toEqual(opened());
      const played = playScripted(game);
      const unrehearsed = playScripted(opened());
      expect(battleResult(played.state), floor.name).toEqual(battleResult(unrehearsed.state));
      expect(
        played.rounds.map((round) => round.events),
        floor.name,
      ).toEqual(unrehearsed.rounds.map((round) => round.events));
    }
    const over = playScripted(startGame(data, { squad: startingSquad(data), enemies: floors[0]!.enemies, seed: 2 }));
    expect(rehearse(over)).toBeUndefined();
  });

  it('refuses to resolve while a standing hero has not declared, naming who', () => {
    const game = startGame(data, { squad: startingSquad(data), enemies: floors[0]!.enemies, seed: 5 });
    const refused = resolve(game);
    expect(refused.game).toBeUndefined();
    expect(refused.refusal).toMatch(/^Falta declarar: /);
  });
});

describe('a battle the squad can no longer win', () => {
  /** The game with the Vida of some fighters set to 0, as if they had fallen. */
  function felled(game: Game, heroes: number[], enemies: number[]): Game {
    const state = JSON.parse(JSON.stringify(game.state)) as Game['state'];
    for (const hero of heroes) if (state.sides[0][hero]) state.sides[0][hero].life = 0;
    for (const enemy of enemies) if (state.sides[1][enemy]) state.sides[1][enemy].life = 0;
    return { ...game, state };
  }

  it('is said when no standing hero reaches the enemies left: the Warden alone, who strikes the front, against one in the back', () => {
    const squad = startingSquad(data);
    const warden = squad.findIndex((member) => member.role === 'warden');
    // A floor with an enemy in the back column (cells 0 and 3).
    const floor = data.floors.find((candidate) => candidate.enemies.some((enemy) => enemy.cell % 3 === 0));
    if (!floor || warden < 0) throw new Error('no floor with an enemy in the back, or no Warden');
    const game = startGame(data, { squad, enemies: floor.enemies, seed: 1 });
    expect(stuck(game)).toBe(false);
    const others = squad.flatMap((_, hero) => (hero === warden ? [] : [hero]));
    const notBack = floor.enemies.flatMap((enemy, index) => (enemy.cell % 3 === 0 ? [] : [index]));
    expect(stuck(felled(game, others, notBack))).toBe(true);
    // The Ascetic standing too reaches the back column: the battle can still be won.
    const ascetic = squad.findIndex((member) => member.role === 'ascetic');
    expect(
      stuck(
        felled(
          game,
          others.filter((hero) => hero !== ascetic),
          notBack,
        ),
      ),
    ).toBe(false);
  });

  it('says the other way round when no standing enemy reaches the heroes left: the Ascetic alone in the back, against a blow that strikes the front', () => {
    const squad = startingSquad(data);
    const role = (id: string) => squad.findIndex((member) => member.role === id);
    // The humanoids' floor: two shooters, who reach the back, and the Uru-Taruk, whose blows mark the front (the middle once it is empty).
    const floor = data.floors.find((candidate) => candidate.id === 'humanoid-t2');
    if (!floor || role('ascetic') < 0) throw new Error('no humanoids’ floor, or no Ascetic');
    const game = startGame(data, { squad, enemies: floor.enemies, seed: 1 });
    expect(sheltered(game)).toBe(false);
    const shooters = floor.enemies.flatMap((enemy, index) => (enemy.creature === 'uru-taruk' ? [] : [index]));
    expect(sheltered(felled(game, [role('warden'), role('mystic')], shooters))).toBe(true);
    // The Mystic, in the middle, is reached once the front is empty; a shooter standing reaches the back.
    expect(sheltered(felled(game, [role('warden')], shooters))).toBe(false);
    expect(sheltered(felled(game, [role('warden'), role('mystic')], shooters.slice(1)))).toBe(false);
    expect(stuck(felled(game, [role('warden'), role('mystic')], shooters))).toBe(false);
  });
});
