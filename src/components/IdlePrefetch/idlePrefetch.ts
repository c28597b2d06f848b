/** The part of Docusaurus' `window.docusaurus` this feature changes. */
export interface PrefetchingGlobal {
  prefetch(routePath: string): false | Promise<void[]>;
}

/**
 * `docusaurus` as it is, except that `prefetch` queues its work (through
 * `enqueue`) instead of doing it at once. A proxy, not a copy: every other
 * property, including any a later Docusaurus adds or sets afterwards, reads
 * and writes through to the original object.
 */
export function withQueuedPrefetch<Global extends PrefetchingGlobal>(docusaurus: Global, enqueue: (task: () => void) => void): Global {
  if (typeof docusaurus.prefetch !== 'function') {
    // Docusaurus renamed or dropped it: links would prefetch as Docusaurus
    // decides, and the site tests (console errors) report it.
    console.error('[IdlePrefetch] window.docusaurus.prefetch não é uma função: o pré-carregamento ocioso está desligado.');
    return docusaurus;
  }
  const queuedPrefetch = (routePath: string): false => {
    enqueue(() => void docusaurus.prefetch(routePath));
    return false;
  };
  return new Proxy(docusaurus, {
    get: (target, key, receiver) => (key === 'prefetch' ? queuedPrefetch : Reflect.get(target, key, receiver)),
  });
}
