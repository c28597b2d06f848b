// Two questions on one private copy of the site, so that the suite pays for
// two builds, not three (each cold build costs minutes of the suite):
// 1. A build on a machine without Chromium (CHROMIUM_PATH naming nothing) must
//    still succeed, say that the diagrams are left to the reader's browser,
//    and there theme-mermaid must draw every one of them (README, "Diagramas").
//    Only the build lacks a browser: the test opens the result in its own.
// 2. A second `npm run build` after an author's edits publishes exactly those
//    edits: the bundler's persistent cache must know that pages depend on
//    data/game/, on the other pages' proposal blocks and on framework-source/.
//    The second build lacks Chromium too; no edit touches a diagram, and the
//    cache's keys for pages do not depend on who draws diagrams.
// Vitest runs the two describe blocks in order, each one's beforeAll just
// before its tests: the first checks the first build before the second
// overwrites it.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltPage, textOf, findBuiltPage } from '../../plugins/build-output/src/index';
import { markdownPathFor } from '../../plugins/markdown-export/src/index';
import { launchBrowser, openPage, waitForHydration, type BrowserSession } from '../site/support/browser';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { addProposal, authorEdits, editComment, editRule } from './support/edits';
import { build, copySite } from './support/siteCopy';

const DIAGRAM_PAGE = '/docs/game/design/game_flow/battle_flow';

let siteCopy = '';
let buildLog = '';
let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
let origin = '';
let session: BrowserSession | undefined;

/** The environment of a machine without Chromium: CHROMIUM_PATH names a file that does not exist. */
const withoutChromium = (): NodeJS.ProcessEnv => ({ CHROMIUM_PATH: path.join(siteCopy, 'no-chromium-here') });

describe('a build without Chromium', () => {
  beforeAll(async () => {
    siteCopy = copySite('warm-rebuild');
    // Drawings copied along would be used as they are: none may exist, so that
    // every diagram is one the build could not draw.
    rmSync(path.join(siteCopy, 'generated', 'static', 'diagrams'), { recursive: true, force: true });
    buildLog = await build(siteCopy, withoutChromium());
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

function builtFile(relative: string): string {
  return readFileSync(path.join(siteCopy, 'build', relative), 'utf8');
}

/** The article text of a built page, as a reader sees it. */
function pageText(route: string): string {
  const file = findBuiltPage(path.join(siteCopy, 'build'), route);
  if (!file) throw new Error(`no built page for ${route}`);
  const { article } = readBuiltPage(readFileSync(file, 'utf8'));
  return (article ? textOf(article) : '').replace(/\s+/g, ' ');
}

function markdownText(route: string): string {
  return builtFile(markdownPathFor(route).replace(/^\//, '')).replace(/\s+/g, ' ');
}

describe('a second build after editing data, a page and a C# comment', () => {
  beforeAll(async () => {
    // The first build really leaves a persistent cache for the second to use.
    expect(readdirSync(path.join(siteCopy, 'node_modules', '.cache')).length).toBeGreaterThan(0);
    expect(pageText(authorEdits.rule.page)).toContain(authorEdits.rule.before);
    editRule(siteCopy);
    addProposal(siteCopy);
    editComment(siteCopy);
    await build(siteCopy, withoutChromium());
  }, 900_000);

  it('publishes the new value of a rule, in the HTML and the Markdown', () => {
    for (const text of [pageText(authorEdits.rule.page), markdownText(authorEdits.rule.page)]) {
      expect(text).toContain(authorEdits.rule.after);
      expect(text).not.toContain(authorEdits.rule.before);
    }
  });

  it('publishes the edited page and the proposals register that gathers its proposal block', () => {
    expect(pageText(authorEdits.proposal.page)).toContain(authorEdits.proposal.text);
    expect(pageText(authorEdits.proposal.register)).toContain(authorEdits.proposal.text);
  });

  it('publishes the edited C# comment on the API page', () => {
    expect(pageText(authorEdits.comment.page)).toContain(authorEdits.comment.text);
  });
});
