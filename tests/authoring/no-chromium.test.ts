// A build on a machine without Chromium (CHROMIUM_PATH naming nothing): it
// must still succeed, say that the diagrams are left to the reader's browser,
// and there theme-mermaid must draw every one of them (README, "Diagramas").
// Only the build lacks a browser: the test opens the result in its own.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration, type BrowserSession } from '../site/support/browser';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { build, copySite } from './support/siteCopy';

const DIAGRAM_PAGE = '/docs/game/design/game_flow/battle_flow';

let buildLog = '';
let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
let origin = '';
let session: BrowserSession | undefined;

describe('a build without Chromium', () => {
  beforeAll(async () => {
    const siteCopy = copySite('no-chromium');
    const chromiumPath = path.join(siteCopy, 'no-chromium-here');
    // Drawings copied along would be used as they are: none may exist, so that
    // every diagram is one the build could not draw.
    rmSync(path.join(siteCopy, 'generated', 'static', 'diagrams'), { recursive: true, force: true });
    buildLog = await build(siteCopy, { CHROMIUM_PATH: chromiumPath });
    server = await startStaticServer(path.join(siteCopy, 'build'));
    origin = server.url;
    session = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it("says that the diagrams will be drawn in the reader's browser", () => {
    expect(buildLog).toMatch(/Chromium não encontrado em .*no-chromium-here.*: os diagramas novos serão desenhados no navegador do leitor/);
  });

  it('leaves each diagram to Mermaid in the browser, which draws it as SVG without errors', async () => {
    if (!session) throw new Error('The browser is launched in beforeAll.');
    const { page, context, problems } = await openPage(session.browser);
    await page.goto(`${origin}${DIAGRAM_PAGE}`);
    await waitForHydration(page);
    const figures = page.locator('article figure').filter({ has: page.getByRole('toolbar', { name: 'Controles do diagrama' }) });
    const count = await figures.count();
    expect(count).toBeGreaterThan(1);
    expect(await page.locator('article .diagram-drawing').count()).toBe(0);
    for (let index = 0; index < count; index += 1) {
      // Mermaid's own drawing: an <svg> it marks with its diagram type, in theme-mermaid's container.
      const drawing = figures.nth(index).locator('.docusaurus-mermaid-container > svg[aria-roledescription]');
      await drawing.waitFor();
      expect(await drawing.getAttribute('id')).toMatch(/^mermaid-/);
      expect(await drawing.locator('g').count()).toBeGreaterThan(0);
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
