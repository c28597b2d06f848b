// The page's battle, step by step, on the engine's step interface only: the
// round opens with the enemies' declaration (their intents, visible) and every
// die rolled; the reader declares each hero's action and target; "Resolver"
// plays the round. No rule is computed here: the engine refuses, resolves and
// ends the battle; this keeps what the page shows (the rounds' events, the
// states to undo to) beside the engine's state.
import {
  battleOutcome,
  buildSetup,
  chooseAction,
  declareRound,
  defaultPolicy,
  enemiesOutOfReach,
  heroChoices,
  intents,
  resolveRound,
  squadOutOfReach,
  startBattle,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type ChoiceRefusal,
  type FighterRef,
  type Intent,
  type Outcome,
} from '@dice-rolling/rules';
import type { PlayChoice, PlayData } from './playData';

/** A round played: the intents the enemies showed, what happened, and the states it resolved from and left (for the log's names and Vida). */
export interface RoundPlayed {
  round: number;
  intents: Intent[];
  events: BattleEvent[];
  before: BattleState;
  after: BattleState;
}

export interface Game {
  choice: PlayChoice;
  setup: BattleSetup;
  /** The engine's battle: in its choice phase while it goes on. */
  state: BattleState;
  /** The enemies' intents this round. */
  intents: Intent[];
  /** The states before each declaration of this round, the last on top (Desfazer). */
  undo: BattleState[];
  rounds: RoundPlayed[];
  outcome?: Outcome;
}

/** Opens a battle: the first round's declaration is made, so the intents and dice are there. */
export function startGame(data: PlayData, choice: PlayChoice): Game {
  const setup = buildSetup(data, { squad: choice.squad, enemies: choice.enemies, policy: defaultPolicy });
  const state = declareRound(startBattle(setup, choice.seed));
  return { choice, setup, state, intents: intents(state), undo: [], rounds: [] };
}

/** Hero `hero` declares action `slot` on `target` (none for itself or an area; a cell for Mover); a refusal leaves the game as it was. */
export function declare(
  game: Game,
  hero: number,
  slot: number,
  target?: FighterRef | { cell: number },
): { game: Game; refusal?: undefined } | { game?: undefined; refusal: ChoiceRefusal } {
  if (game.outcome) return { refusal: 'phase' };
  const chosen = chooseAction(game.state, hero, slot, target);
  if (!chosen.state) return { refusal: chosen.refusal };
  return { game: { ...game, state: chosen.state, undo: [...game.undo, game.state] } };
}

/** Takes back the last declaration of this round (the game as it was when there is none). */
export function undo(game: Game): Game {
  const previous = game.undo.at(-1);
  return previous ? { ...game, state: previous, undo: game.undo.slice(0, -1) } : game;
}

/** The intent shown on a fighter's cell this round: an enemy's own (a hero declares no intent; heroes and enemies share indexes). */
export function intentOf(game: Game, fighter: FighterRef): Intent | undefined {
  return fighter.side === 1 ? game.intents.find((one) => one.fighter.index === fighter.index) : undefined;
}

/** The standing enemies that declared nothing this round (no action their dice pay has a target in reach): they pass. */
export function passing(game: Game): FighterRef[] {
  if (game.outcome) return [];
  return game.state.sides[1].flatMap((enemy) => (enemy.life > 0 && !intentOf(game, enemy.ref) ? [enemy.ref] : []));
}

/** Whether, while the battle goes on, no standing hero reaches a standing enemy as the grids stand (the engine's squadOutOfReach). */
export function stuck(game: Game): boolean {
  return !game.outcome && squadOutOfReach(game.state);
}

/** Whether, while the battle goes on, no standing enemy reaches a standing hero as the grids stand (the engine's enemiesOutOfReach). */
export function sheltered(game: Game): boolean {
  return !game.outcome && enemiesOutOfReach(game.state);
}

/** The standing heroes still without a declaration this round. */
export function undeclared(game: Game): number[] {
  return game.state.sides[0].flatMap((member, hero) => (member.life > 0 && !member.declared ? [hero] : []));
}

/** Plays the round; then the next round's declaration, unless the battle is over. Refused while a standing hero has not declared. */
export function resolve(game: Game): { game: Game; refusal?: undefined } | { game?: undefined; refusal: string } {
  if (game.outcome) return { refusal: 'A batalha já terminou.' };
  const missing = undeclared(game);
  if (missing.length > 0) return { refusal: `Falta declarar: ${missing.map((hero) => game.state.sides[0][hero]?.spec.name ?? '').join(', ')}.` };
  const { state, events } = resolveRound(game.state);
  const rounds = [...game.rounds, { round: game.state.round, intents: game.intents, events, before: game.state, after: state }];
  const outcome = battleOutcome(state);
  if (outcome) return { game: { ...game, state, intents: [], undo: [], rounds, outcome } };
  const next = declareRound(state);
  return { game: { ...game, state: next, intents: intents(next), undo: [], rounds } };
}

/**
 * A round played unseen, on a copy, for the page to rehearse its first
 * "Resolver" with (Game.tsx, `useRehearsal`): each hero left undeclared
 * declares its first valid action on its first valid target, as the page's
 * buttons offer them, and the round is resolved. The engine's states are
 * values, so the game is left as it was. Nothing when the battle is over.
 */
export function rehearse(game: Game): { declared: Game; resolved: Game } | undefined {
  if (game.outcome) return undefined;
  let declared = game;
  for (const hero of undeclared(game))
    for (const choice of heroChoices(declared.state, hero)) {
      if (choice.refusal) continue;
      const cell = choice.cells?.[0];
      const tried = declare(declared, hero, choice.slot, cell === undefined ? choice.targets[0] : { cell });
      if (tried.game) {
        declared = tried.game;
        break;
      }
    }
  const resolved = resolve(declared).game;
  return resolved && { declared, resolved };
}
