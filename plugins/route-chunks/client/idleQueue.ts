/** What requestIdleCallback hands its callback. */
export interface IdleDeadline {
  timeRemaining(): number;
}

export type ScheduleIdle = (run: (deadline: IdleDeadline) => void) => void;

// Another task starts only while this much of the idle period is left (ms):
// a prefetch can take tens of milliseconds on a slow phone, and two in a row
// would make a long task.
const MIN_SLICE_MS = 40;

/**
 * Tasks run one after another in idle periods: at least one per period (so a
 * period cut short still makes progress), more while the period lasts.
 * `onDrained` is told each time the last pending task has run.
 */
export function createIdleQueue(scheduleIdle: ScheduleIdle, onDrained?: () => void): { add(task: () => void): void; size(): number } {
  const pending: (() => void)[] = [];
  let armed = false;

  const drain = (deadline: IdleDeadline): void => {
    armed = false;
    do {
      const task = pending.shift();
      try {
        task?.();
      } catch {
        // A failed prefetch only loses a head start; the next tasks still run.
      }
    } while (pending.length > 0 && deadline.timeRemaining() > MIN_SLICE_MS);
    if (pending.length === 0) onDrained?.();
    arm();
  };

  function arm(): void {
    if (armed || pending.length === 0) return;
    armed = true;
    scheduleIdle(drain);
  }

  return {
    add(task) {
      pending.push(task);
      arm();
    },
    size: () => pending.length,
  };
}
