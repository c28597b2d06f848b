/**
 * Link prefetching after the page has loaded, in idle time, each file once.
 *
 * Docusaurus' Link prefetches every chunk of every route in view as soon as
 * the link appears, while the page hydrates. This plugin's client module
 * (client/clientModule.ts) queues that work until the load event and idle
 * periods, and asks for each chunk URL once. The Docusaurus and bundler
 * internals it reads are all in client/internals.ts, checked before use; if
 * one has changed, the console says so and Docusaurus' own prefetching runs.
 * The config can leave the plugin out (DOCS_INTERNALS_OFF=route-chunks) to
 * get Docusaurus' stock behaviour.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function routeChunks(): Plugin {
  return {
    name: 'route-chunks',
    getClientModules: () => [path.join(__dirname, '..', 'client', 'clientModule.ts')],
  };
}
