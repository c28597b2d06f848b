import { capQuery } from './portuguese';

export interface SearchPageParams {
  /** `q`, capped and stripped of invisible characters. */
  query: string;
  /** `ctx` when it is a plain path below the site (`docs/game`), else empty. */
  context: string;
  /** The path the hits must start with, from `context`. */
  pathPrefix?: string;
  /** Whether `version` names the one docs version this site has (the index covers it only). */
  versionIndexed: boolean;
}

const PLAIN_PATH = /^[\w-]+(?:\/[\w-]+)*$/;
/** Names of the site's single docs version, as links from older search pages may carry them. */
const INDEXED_VERSIONS = new Set(['', 'current', 'next']);

/** Reads the `/search` page's parameters; anything hostile is dropped, never interpreted. */
export function searchPageParams(search: string, baseUrl: string): SearchPageParams {
  const params = new URLSearchParams(search);
  const query = capQuery(params.get('q') ?? '');
  const rawContext = (params.get('ctx') ?? '').replace(/^\/+|\/+$/g, '');
  const context = rawContext.length <= 100 && PLAIN_PATH.test(rawContext) ? rawContext : '';
  const version = (params.get('version') ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  return {
    query,
    context,
    ...(context ? { pathPrefix: `${baseUrl}${context}/` } : {}),
    versionIndexed: INDEXED_VERSIONS.has(version),
  };
}
