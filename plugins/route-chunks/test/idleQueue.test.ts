import { describe, expect, it } from 'vitest';
import { createIdleQueue, type IdleDeadline } from '../client/idleQueue';

/** A hand-driven idle scheduler: each period has the time the test gives it. */
function fakeIdle() {
  const waiting: ((deadline: IdleDeadline) => void)[] = [];
  return {
    schedule: (run: (deadline: IdleDeadline) => void) => waiting.push(run),
    period(ms: number) {
      let left = ms;
      const run = waiting.shift();
      run?.({
        timeRemaining: () => {
          left -= 3; // each task takes 3 ms of the period
          return Math.max(0, left);
        },
      });
    },
    waiting: () => waiting.length,
  };
}

describe('idle queue', () => {
  it('runs nothing until an idle period comes', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const done: number[] = [];
    queue.add(() => done.push(1));
    queue.add(() => done.push(2));
    expect(done).toEqual([]);
    expect(idle.waiting()).toBe(1);
  });

  it('runs tasks in order while the period lasts, then waits for the next', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const done: number[] = [];
    for (let index = 1; index <= 6; index += 1) queue.add(() => done.push(index));
    idle.period(48);
    expect(done).toEqual([1, 2, 3]);
    expect(queue.size()).toBe(3);
    idle.period(200);
    expect(done).toEqual([1, 2, 3, 4, 5, 6]);
    expect(idle.waiting()).toBe(0);
  });

  it('runs at least one task even in a period cut short (timed out)', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const done: number[] = [];
    queue.add(() => done.push(1));
    queue.add(() => done.push(2));
    idle.period(0);
    expect(done).toEqual([1]);
    idle.period(0);
    expect(done).toEqual([1, 2]);
  });

  it('keeps going after a task that throws', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.schedule);
    const done: number[] = [];
    queue.add(() => {
      throw new Error('chunk gone');
    });
    queue.add(() => done.push(2));
    idle.period(100);
    expect(done).toEqual([2]);
  });

  it('says when it has run its last task, once per emptying', () => {
    const idle = fakeIdle();
    let drained = 0;
    const queue = createIdleQueue(idle.schedule, () => (drained += 1));
    queue.add(() => undefined);
    queue.add(() => undefined);
    idle.period(0);
    expect(drained).toBe(0);
    idle.period(0);
    expect(drained).toBe(1);
    queue.add(() => undefined);
    idle.period(100);
    expect(drained).toBe(2);
  });
});
