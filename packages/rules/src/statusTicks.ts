// Rules engine, status ticks: what statuses and zones do as turns and rounds
// pass. At the start of a bearer's turn damage and healing over time tick and
// every status counts a turn down; at the end of its turn a zone gives its
// status; at the end of the round Fortaleza Inabalável grows and zones wear off.
import { addStatus, heal, hit, loseLife, powerFor } from './blows';
import { has, mechanicBits, standing, summonedBy, type ActiveStatus, type BattleContext, type Fighter } from './fighters';

/** Whether a fighter skips its turn, and whether it is held in its cell (no Mover). */
export interface TurnStart {
  readonly skips: boolean;
  readonly held: boolean;
}
/** A turn with no status on the fighter: most turns (shared, never changed). */
const freeTurn: TurnStart = Object.freeze({ skips: false, held: false });

const tickKinds = mechanicBits['tick-damage'] | mechanicBits['tick-heal'] | mechanicBits['tick-life-loss'];

/** Whether a status goes on after its turn is counted: turns left, and not a spent shield of Vida that does nothing else. */
const lasts = (status: ActiveStatus): boolean =>
  status.turns > 0 && !(status.shieldLife === 0 && !status.mechanics.some((mechanic) => mechanic.kind !== 'shield-life'));

/**
 * The start of a bearer's turn: damage and healing over time tick, then every
 * status counts one turn down and those at 0 end. So Defendendo (1 turn) lasts
 * until the bearer's next turn, and a 2-turn poison ticks twice. Whether the
 * bearer skips its turn, or is held in its cell (Imobilização: no Mover), is
 * read before the count, so a 1-turn stun costs a turn and a 1-turn hold a move.
 */
export function startOfTurn(context: BattleContext, fighter: Fighter): TurnStart {
  if (fighter.statuses.length === 0) return freeTurn;
  for (const status of [...fighter.statuses]) {
    if (!standing(fighter)) break;
    if (status.regenerate !== undefined) {
      if (summonedBy(context, fighter).length > 0) heal(context, fighter, fighter, status.regenerate, status.id);
      continue;
    }
    if (status.tick) {
      if (status.tick.kind === 'damage') hit(context, status.tick.source, fighter, status.tick, { tick: true, power: status.tick.power, status: status.id });
      else heal(context, status.tick.source, fighter, status.tick.amount, status.id);
      continue;
    }
    if (!(status.kinds & tickKinds)) continue;
    for (const mechanic of status.mechanics) {
      if (mechanic.kind === 'tick-damage') {
        const amount = Math.floor((mechanic.amount * (100 + (status.increase ?? 0))) / 100);
        const source = status.source ?? fighter;
        hit(
          context,
          source,
          fighter,
          { amount, damageType: mechanic.damageType, nature: mechanic.nature },
          { tick: true, power: powerFor(source, mechanic.nature), status: status.id },
        );
      } else if (mechanic.kind === 'tick-heal') heal(context, status.source ?? fighter, fighter, mechanic.percent, status.id);
      else if (mechanic.kind === 'tick-life-loss') loseLife(fighter, Math.min(fighter.life - 1, Math.floor((fighter.spec.life * mechanic.percent) / 100)));
    }
  }
  const skips = has(fighter, mechanicBits['skip-turn']);
  const held = has(fighter, mechanicBits.rooted);
  // A new list only when a status ends.
  let ended = false;
  for (const status of fighter.statuses) {
    status.turns -= 1;
    if (!lasts(status)) ended = true;
  }
  if (ended) fighter.statuses = fighter.statuses.filter(lasts);
  return { skips, held };
}

/** The end of a fighter's turn: standing in a zone cell of its side gives the zone's status. */
export function endOfTurn(context: BattleContext, fighter: Fighter): void {
  if (!standing(fighter)) return;
  for (const zone of context.zones)
    if (zone.side === fighter.side && zone.cells.includes(fighter.cell)) addStatus(context, fighter, { id: zone.status, source: zone.source }, undefined, zone);
}

/** The end of a round: Fortaleza Inabalável grows for who held its cell; zones wear off. */
export function endOfRound(context: BattleContext): void {
  for (const fighter of context.everyone) {
    if (fighter.passive.fortress && standing(fighter) && !fighter.moved) fighter.fortress += 1;
    fighter.moved = false;
  }
  if (context.zones.length > 0) {
    for (const zone of context.zones) zone.rounds -= 1;
    context.zones = context.zones.filter((zone) => zone.rounds > 0);
  }
}
