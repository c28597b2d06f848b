// Rules engine, what happens in a battle, as data: the events of a round's
// resolution for a person following the battle (the page that plays one,
// the rules lab). Fighters are named by reference (side and index), so the
// events are plain data; the site writes the text. The batch runs record
// none.
import type { DamageStep } from './damage';

/** A fighter of a battle: its side (0 the squad, 1 the enemies) and its index there, summoned fighters after the others. */
/** A zone, by who laid it and with which action. */
export interface ZoneRef {
  source: FighterRef;
  action: string;
}

export interface FighterRef {
  side: 0 | 1;
  index: number;
}

/**
 * A fighter's fall and its cause: who dealt the blow that dropped it (none
 * when nobody did, as a loss of Vida by a status of its own) and with what,
 * the action resolving on the source's turn or the status whose tick hit
 * (neither when the blow came outside the source's turn, as thorns answering
 * an attack).
 */
export interface FallRecord {
  fighter: FighterRef;
  round: number;
  by?: FighterRef;
  /** The id of who dealt it (its spec's): the same creature twice in a battle, or summoned, shares it. */
  sourceId?: string;
  action?: string;
  status?: string;
}

export type BattleEvent =
  /** A fighter's turn begins; `skipped` when a status takes it (stunned). */
  | { kind: 'turn'; fighter: FighterRef; skipped: boolean }
  /** The action it declared resolves on these targets (after retargeting). */
  | { kind: 'action'; fighter: FighterRef; action: string; targets: FighterRef[] }
  /**
   * The action is lost: no valid target is left, or (`reason: 'position'`) a
   * push or a swap left its user in a column it cannot use it from; a Mover,
   * because its user is held since declaring it (`'rooted'`) or no longer
   * next to the chosen cell (`'unreachable'`).
   */
  | { kind: 'lost'; fighter: FighterRef; action: string; reason?: 'position' | 'rooted' | 'unreachable' }
  /**
   * A hit: the damage formula step by step (none when a shield cancelled it),
   * and the Vida lost; `status` names the status whose tick it is (damage over
   * time, on the bearer's turn), not a blow of the source's.
   */
  | { kind: 'hit'; source: FighterRef; target: FighterRef; damage: number; lifeLost: number; shielded: boolean; steps: DamageStep[]; status?: string }
  /** A heal; `status` names the status whose tick it is (healing over time, a regeneration), as a hit's does. */
  | { kind: 'heal'; source: FighterRef; target: FighterRef; amount: number; status?: string }
  /**
   * A status given; `renewed` when it replaced one of the same id, `attributes`
   * the ones it changes, `zone` the zone that gave it (who laid it, with which action).
   */
  | { kind: 'status'; target: FighterRef; status: string; turns: number; renewed?: true; attributes?: string[]; zone?: ZoneRef }
  /** A change of cell: by the fighter's own Mover, or (`cause`) a push, a pull, or the swap of an ally's Mover. */
  | { kind: 'move'; fighter: FighterRef; from: number; to: number; cause?: 'push' | 'pull' | 'swap' }
  | { kind: 'fall'; fighter: FighterRef }
  /** Back on its feet (a revive, or a rebirth status) with this Vida. */
  | { kind: 'rise'; fighter: FighterRef; life: number }
  | { kind: 'summon'; fighter: FighterRef; cell: number };

export type BattleEventKind = BattleEvent['kind'];
