// The JavaScript a page fetches, recorded as it arrives, to ask whether a
// feature's code came down (a tool, the highlighter) by a marker only its
// chunk holds.
import type { Page } from 'playwright-core';
import { url, waitForHydration } from './browser';

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

/** Opens a page and reads it to its end, so that whatever loads when reached (a tool, a diagram) has loaded. */
export async function readToTheEnd(page: Page, pathname: string): Promise<void> {
  await page.goto(url(pathname));
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}
