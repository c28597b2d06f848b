import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openPage, url, waitForHydration } from './browser';

export interface FirstVisitJs {
  /** gzip -9 bytes of the scripts the page ran on its first visit. */
  gzip: number;
  /** Those scripts, with their gzip bytes. */
  files: { path: string; gzip: number }[];
}

/**
 * The JavaScript a first visit to `pathname` runs: the entry scripts and the
 * chunks the page executed, gzip -9, as `npm run bench` counts it. Chunks
 * only prefetched for links (after the load event) are left out. A chunk is
 * told apart by the bundler's chunk array (`self.webpackChunk…`, which
 * Rspack keeps from webpack): without it, this fails rather than guess.
 */
export async function firstVisitJs(browser: Browser, pathname: string): Promise<FirstVisitJs> {
  const { page, context } = await openPage(browser);
  const bodies: Promise<{ path: string; body: Buffer } | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' && !new URL(response.url()).pathname.endsWith('.js')) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ path: new URL(response.url()).pathname, body }))
        .catch(() => null),
    );
  });
  await page.goto(url(pathname));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const executed = await page.evaluate(() => {
    const key = Object.keys(self).find((name) => name.startsWith('webpackChunk'));
    if (!key) return null;
    return ((self as unknown as Record<string, [(string | number)[]][]>)[key] ?? []).flatMap((entry) => entry[0].map(String));
  });
  await context.close();
  if (!executed)
    throw new Error(
      'Sem o vetor de chunks do bundler (self.webpackChunk…): o Rspack mudou a forma de carregar chunks; adapte tests/site/support/firstVisit.ts.',
    );
  const ran = new Set(executed);
  const files: FirstVisitJs['files'] = [];
  const seen = new Set<string>();
  for (const entry of await Promise.all(bodies)) {
    if (!entry || seen.has(entry.path)) continue;
    seen.add(entry.path);
    // A chunk file starts with `(self.webpackChunk…).push([["<id>",…],…`; entry scripts (runtime, main) do not.
    const ids = /\.push\(\[\[([^\]]*)\]/.exec(entry.body.subarray(0, 400).toString('latin1'))?.[1];
    const chunkIds = ids?.split(',').map((id) => id.replace(/"/g, '').trim());
    if (chunkIds && !chunkIds.some((id) => ran.has(id))) continue;
    files.push({ path: entry.path, gzip: gzipSync(entry.body, { level: 9 }).length });
  }
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), files };
}
