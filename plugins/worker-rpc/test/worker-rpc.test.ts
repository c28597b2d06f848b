import { describe, expect, it } from 'vitest';
import { callWorker, serveRequests } from '../index';

/** A page-side worker and its scope, joined as a real worker's are: each side's postMessage is a message event on the other, a task later. */
function pair(): { worker: Worker; scope: Parameters<typeof serveRequests>[0] } {
  const page = new EventTarget();
  const inside = new EventTarget();
  const deliver = (target: EventTarget, data: unknown) =>
    setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data: structuredClone(data) })), 0);
  const worker = Object.assign(page, { postMessage: (data: unknown) => deliver(inside, data) }) as unknown as Worker;
  const scope = Object.assign(inside, { postMessage: (data: unknown) => deliver(page, data) }) as unknown as Parameters<typeof serveRequests>[0];
  return { worker, scope };
}

describe('the worker protocol', () => {
  it("delivers a call's progress in order, then its result, and keeps two calls apart", async () => {
    const { worker, scope } = pair();
    serveRequests<number, string, number>(scope, async (count, progress) => {
      for (let step = 1; step <= count; step += 1) progress(`${count}:${step}`);
      return count * 10;
    });
    const seen: string[] = [];
    const first = callWorker<number, string, number>(worker, 2, (progress) => seen.push(progress));
    const second = callWorker<number, string, number>(worker, 3, (progress) => seen.push(progress));
    expect(await Promise.all([first.result, second.result])).toEqual([20, 30]);
    expect(seen.filter((progress) => progress.startsWith('2:'))).toEqual(['2:1', '2:2']);
    expect(seen.filter((progress) => progress.startsWith('3:'))).toEqual(['3:1', '3:2', '3:3']);
  });

  it("rejects a call with the worker's error message", async () => {
    const { worker, scope } = pair();
    serveRequests<string, never, never>(scope, (text) => {
      throw new Error(`não sei ${text}`);
    });
    await expect(callWorker(worker, 'isso').result).rejects.toThrow('não sei isso');
  });

  it('fails a pending call when the worker stops', async () => {
    const { worker } = pair();
    const call = callWorker(worker, 'nada');
    worker.dispatchEvent(new Event('error'));
    await expect(call.result).rejects.toThrow('o cálculo em segundo plano parou');
  });

  it('stops delivering progress to an ignored call', async () => {
    const { worker, scope } = pair();
    let release = () => {};
    serveRequests<'slow' | 'fast', number, string>(scope, (request, progress) => {
      if (request === 'fast') return 'rápido';
      progress(1);
      return new Promise((resolve) => {
        release = () => {
          progress(2);
          resolve('fim');
        };
      });
    });
    const seen: number[] = [];
    let firstProgress = () => {};
    const progressed = new Promise<void>((resolve) => (firstProgress = resolve));
    const call = callWorker<'slow' | 'fast', number, string>(worker, 'slow', (progress) => {
      seen.push(progress);
      firstProgress();
    });
    await progressed;
    call.ignore();
    release();
    // Messages arrive in order: once a later call is answered, the ignored call's last messages have come and gone.
    expect(await callWorker(worker, 'fast').result).toBe('rápido');
    expect(seen).toEqual([1]);
  });
});
