/** The part of Docusaurus' `window.docusaurus` this feature changes. */
export interface PrefetchingGlobal {
  prefetch(routePath: string): false | Promise<void[]>;
}

/**
 * `docusaurus` as it is, except that `prefetch` queues its work (through
 * `enqueue`) instead of doing it at once. Not a copy: the result inherits
 * from the original, so every other property, including any a later
 * Docusaurus adds, reads through to it. (Docusaurus freezes the object, so a
 * Proxy over it may not answer `prefetch` differently.)
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
  return Object.freeze(Object.create(docusaurus, { prefetch: { value: queuedPrefetch, enumerable: true } }) as Global);
}
