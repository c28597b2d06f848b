// The JavaScript a page fetches, recorded as it arrives, to ask whether a
// feature's code came down (a tool, the highlighter) by a marker only its
// chunk holds.
import type { Page } from 'playwright-core';

export interface ScriptRecorder {
  /** Whether any script fetched since the start (or the last `clear`) holds `marker`. */
  fetched(marker: string): Promise<boolean>;
  /** Forgets what was fetched so far (before opening another page). */
  clear(): void;
}

export function recordScripts(page: Page): ScriptRecorder {
  let bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return {
    fetched: async (marker) => (await Promise.all(bodies)).some((body) => body.includes(marker)),
    clear: () => {
      bodies = [];
    },
  };
}
