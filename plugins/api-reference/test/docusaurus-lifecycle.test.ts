import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Docusaurus internals, the ones `docusaurus build` and `start` run: if they move, this test fails to load.
import { loadContext } from '@docusaurus/core/lib/server/site';
import { loadPlugins } from '@docusaurus/core/lib/server/plugins/plugins';

/**
 * The API plugin writes its pages in its constructor, trusting that Docusaurus
 * awaits every plugin constructor before it calls any plugin's loadContent (the
 * docs instance that serves the pages reads their folder in its loadContent).
 * Here a site with a slow constructor and a quick plugin: the quick plugin's
 * loadContent must not start before the slow constructor has finished.
 */
describe("Docusaurus' plugin lifecycle", () => {
  it('runs every plugin constructor to the end before any loadContent', { timeout: 30_000 }, async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'));
    const events: string[] = [];
    (globalThis as { lifecycleEvents?: string[] }).lifecycleEvents = events;
    writeFileSync(
      path.join(siteDir, 'docusaurus.config.js'),
      `const events = globalThis.lifecycleEvents;
module.exports = {
  title: 'lifecycle', url: 'https://example.com', baseUrl: '/',
  plugins: [
    async function slow() {
      events.push('slow: constructor starts');
      // A whole turn of the event loop, as reading and parsing files would take.
      await new Promise((resolve) => setImmediate(resolve));
      events.push('slow: constructor ends');
      return { name: 'slow', async loadContent() { events.push('slow: loadContent'); } };
    },
    function quick() {
      events.push('quick: constructor');
      return { name: 'quick', async loadContent() { events.push('quick: loadContent'); } };
    },
  ],
};
`,
    );
    const context = await loadContext({ siteDir });
    await loadPlugins(context);
    const firstLoad = events.findIndex((event) => event.endsWith('loadContent'));
    expect(firstLoad).toBeGreaterThan(-1);
    expect(events.slice(0, firstLoad).sort()).toEqual(['quick: constructor', 'slow: constructor ends', 'slow: constructor starts']);
  });
});
