// Rules engine, initiative: who acts next. Before each turn the queue is
// chosen again (so a change of Velocidade reorders it): the most Velocidade
// now, then the most base Velocidade, then a draw made when the round's
// resolution begins.
import { currentSpeed, standing, type BattleContext, type Fighter } from './fighters';

/** Each fighter of the round draws its tie-break; who stands waits to act. */
export function drawInitiative(context: BattleContext): void {
  for (const fighter of context.everyone) {
    fighter.draw = context.random();
    fighter.waiting = standing(fighter);
  }
}

/** The next to act, or undefined when no one waits; who fell before acting leaves the queue, its action dropped. */
export function nextToAct(context: BattleContext): Fighter | undefined {
  let next: Fighter | undefined;
  let nextSpeed = 0;
  for (const fighter of context.everyone) {
    if (!fighter.waiting) continue;
    if (!standing(fighter)) {
      fighter.waiting = false;
      continue;
    }
    const speed = currentSpeed(context, fighter);
    if (
      !next ||
      speed > nextSpeed ||
      (speed === nextSpeed && (fighter.spec.speed > next.spec.speed || (fighter.spec.speed === next.spec.speed && fighter.draw < next.draw)))
    ) {
      next = fighter;
      nextSpeed = speed;
    }
  }
  if (next) next.waiting = false;
  return next;
}
