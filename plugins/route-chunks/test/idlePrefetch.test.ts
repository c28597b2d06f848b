import { describe, expect, it, vi } from 'vitest';
import { withQueuedPrefetch } from '../client/idlePrefetch';

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
    // What a later Docusaurus might add to its object is seen through the wrapper.
    (docusaurus as Record<string, unknown>).addedLater = 1;
    expect((wrapped as Record<string, unknown>).addedLater).toBe(1);
    const keys: string[] = [];
    for (const key in wrapped) keys.push(key);
    expect(keys.sort()).toEqual(['addedLater', 'prefetch', 'preload', 'version']);
  });

  it('works on a frozen object, as Docusaurus hands it over', () => {
    const docusaurus = Object.freeze(fakeDocusaurus());
    const queued: (() => void)[] = [];
    const wrapped = withQueuedPrefetch(docusaurus, (task) => queued.push(task));
    expect(wrapped.prefetch('/docs/c')).toBe(false);
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    queued.forEach((task) => task());
    expect(docusaurus.prefetch).toHaveBeenCalledWith('/docs/c');
    expect(wrapped.version).toBe('3');
  });

  it('runs the given route prefetcher from the queue and reports preloads, which stay immediate', () => {
    const docusaurus = fakeDocusaurus();
    const queued: (() => void)[] = [];
    const prefetched: string[] = [];
    const preloaded: string[] = [];
    const wrapped = withQueuedPrefetch(docusaurus, (task) => queued.push(task), {
      prefetchRoute: (routePath) => prefetched.push(routePath),
      onPreload: (routePath) => preloaded.push(routePath),
    });
    wrapped.prefetch('/docs/d');
    expect(prefetched).toEqual([]);
    queued.forEach((task) => task());
    expect(prefetched).toEqual(['/docs/d']);
    expect(docusaurus.prefetch).not.toHaveBeenCalled();
    void wrapped.preload('/docs/e');
    expect(preloaded).toEqual(['/docs/e']);
    expect(docusaurus.preload).toHaveBeenCalledWith('/docs/e');
  });
});
