import { describe, expect, it, vi } from 'vitest';
import { withQueuedPrefetch } from './idlePrefetch';

function fakeDocusaurus() {
  return {
    prefetch: vi.fn((_routePath: string): false | Promise<void[]> => Promise.resolve([])),
    preload: vi.fn((_routePath: string): false | Promise<void[]> => Promise.resolve([])),
    version: '3',
  };
}

describe('queued prefetch', () => {
  it('queues prefetches and runs them only when the queue does', () => {
    const docusaurus = fakeDocusaurus();
    const queued: (() => void)[] = [];
    const wrapped = withQueuedPrefetch(docusaurus, (task) => queued.push(task));
    expect(wrapped.prefetch('/docs/a')).toBe(false);
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    queued.forEach((task) => task());
    expect(docusaurus.prefetch).toHaveBeenCalledWith('/docs/a');
  });

  it('keeps the object whole: other methods, values, and properties added later', () => {
    const docusaurus = fakeDocusaurus();
    const wrapped = withQueuedPrefetch(docusaurus, () => undefined);
    void wrapped.preload('/docs/b');
    expect(docusaurus.preload).toHaveBeenCalledWith('/docs/b');
    expect(wrapped.version).toBe('3');
    // What a later Docusaurus might add, on either side, is seen on both.
    (docusaurus as Record<string, unknown>).addedLater = 1;
    (wrapped as Record<string, unknown>).setOnWrapper = 2;
    expect((wrapped as Record<string, unknown>).addedLater).toBe(1);
    expect((docusaurus as Record<string, unknown>).setOnWrapper).toBe(2);
    expect(Object.keys(wrapped)).toEqual(Object.keys(docusaurus));
  });

  it('says so in the console and leaves the object alone if prefetch is gone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renamed = { preloadRoute: () => false } as unknown as Parameters<typeof withQueuedPrefetch>[0];
    expect(withQueuedPrefetch(renamed, () => undefined)).toBe(renamed);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
