import { describe, expect, it } from 'vitest';
import { siteIdentity } from '../../src/siteIdentity';
import { baseUrl, url, waitForHydration, useTabs } from './support/browser';

const lease = useTabs();

describe('generated API reference', () => {
  it('shows a type page with its declaration, and follows a member anchor and a cross-link', async () => {
    const { page, problems, release } = await lease();
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers.BattleController'));
    await waitForHydration(page);
    const article = page.locator('article');
    expect(await article.locator('h1').innerText()).toBe('BattleController');
    expect(await article.locator('pre').first().innerText()).toContain('public partial class BattleController : Node');

    // Member table row → its detailed section.
    // By the keyboard, as a reader may: with the machine loaded, a mouse click sometimes did not follow the link (the hash
    // never changed, twice in the whole suite, once in three runs beside three busy loops); focus and Enter did every time.
    await article.locator('table a[href="#startbattle"]').first().focus();
    await page.keyboard.press('Enter');
    // A same-document jump: no load event to wait for (waitForURL waits for one and timed out once in CI).
    await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe('#startbattle');
    const memberHeading = page.locator('#startbattle');
    expect(await memberHeading.innerText()).toContain('StartBattle');
    expect(await memberHeading.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    // A framework type in a signature is a link to its own page.
    await article.locator('a[href="/docs/framework/api/DiceRolling.Controllers.BattleState"]').first().click();
    await page.waitForURL((current) => current.pathname === '/docs/framework/api/DiceRolling.Controllers.BattleState');
    // The URL changes first; the new page renders once its chunks are in.
    await page.locator('article h1', { hasText: /^BattleState$/ }).waitFor();
    expect(await page.locator('article h1').innerText()).toBe('BattleState');
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('draws the sections off screen only when reached, and lands an anchor opened from the address at the top, on a phone', async () => {
    const { page, problems, release } = await lease();
    await page.setViewportSize({ width: 360, height: 740 });
    const address = url('/docs/framework/api/DiceRolling.Controllers.BattleController');
    await page.goto(address);
    await waitForHydration(page);
    // The browser skips the far sections (content-visibility: auto) and draws those in view.
    const skipped = (id: string) => page.locator(`#${id}`).evaluate((heading) => !heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await skipped('transitiontorounds')).toBe(true);
    // Their text is still in the page (find in page, assistive technology).
    expect(await page.locator('article').evaluate((article) => article.textContent ?? '')).toContain('TransitionToRounds');

    // Opened from the address, a member far down ends at the top of the screen, below the navbar, once the page settles.
    await page.goto(`${address}#transitiontorounds`);
    await waitForHydration(page);
    const heading = page.locator('#transitiontorounds');
    await page.waitForFunction(() => {
      const top = document.getElementById('transitiontorounds')?.getBoundingClientRect().top ?? -1;
      const navbar = document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0;
      return top >= navbar - 1 && top < navbar + 80;
    });
    expect(await skipped('transitiontorounds')).toBe(false);
    // Scrolling back up draws the sections above without moving the reader's place.
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top);
    await page.mouse.wheel(0, -600);
    await page.waitForFunction((start) => (document.getElementById('transitiontorounds')?.getBoundingClientRect().top ?? 0) > start + 300, before);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(
      (expected) => Math.abs((document.getElementById('transitiontorounds')?.getBoundingClientRect().top ?? 0) - expected) < 2,
      before,
    );
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('shows generics with their parameters and nested signal delegates on their own pages', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/framework/api/DiceRolling.Actions.IAction'));
    expect(await page.locator('article h1').innerText()).toBe('IAction<TContext, TResult>');
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler'));
    expect(await page.locator('article h1').innerText()).toBe('BattleEvents.BattleStartedEventHandler');
    await release();
  });

  it('lists the namespaces on the root page and groups a namespace page by kind', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/framework/api/DiceRolling'));
    const rootText = await page.locator('article').innerText();
    for (const namespace of ['DiceRolling.Actions', 'DiceRolling.Controllers', 'DiceRolling.Components.CharacterInspector']) {
      expect(rootText).toContain(namespace);
    }
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers'));
    // Docusaurus appends a zero-width space (the anchor link) to each heading.
    const headings = (await page.locator('article h2').allInnerTexts()).map((text) => text.replace(/\u200B/g, '').trim());
    expect(headings).toEqual(expect.arrayContaining(['Classes']));
    await release();
  });

  it('shows what a type inherits, collapsed by base type, with links to the definitions, its Godot chain and its source', async () => {
    const { page, problems, release } = await lease();
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl())) foreignRequests.push(request.url());
    });
    await page.goto(url('/docs/framework/api/DiceRolling.Roles.RoleType'));
    await waitForHydration(page);
    const article = page.locator('article');

    // Chain down to GodotObject, Godot classes linking to Godot's class reference of the version the framework targets.
    const godotLinks = await article
      .locator('a[href^="https://docs.godotengine.org/en/4.4/classes/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const name of ['resource', 'refcounted', 'object']) expect(godotLinks).toContain(`https://docs.godotengine.org/en/4.4/classes/class_${name}.html`);

    // Source links: the type and its members, at their line in the repository.
    const sourcePrefix = `${siteIdentity.repositoryUrl}/blob/main/framework-source/Roles/RoleType.cs#L`;
    const sourceLinks = await article.locator(`a[href^="${sourcePrefix}"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(sourceLinks.length).toBeGreaterThan(5);
    expect(new Set(sourceLinks).size).toBe(sourceLinks.length);

    // Inherited members: collapsed, opened by keyboard, each linking to its definition.
    const inherited = article.locator('details', { has: page.locator('summary', { hasText: 'De IdentifiableResource' }) });
    const idLink = inherited.locator('a[href="/docs/framework/api/DiceRolling.Id.IdentifiableResource#id"]');
    expect(await inherited.getAttribute('open')).toBeNull();
    expect(await idLink.isVisible()).toBe(false);
    await inherited.locator('summary').focus();
    await page.keyboard.press('Enter');
    await idLink.waitFor({ state: 'visible' });
    expect(await inherited.locator('a[href="/docs/framework/api/DiceRolling.Id.IdentifiableResource#generatenewid"]').isVisible()).toBe(true);
    await idLink.click();
    await page.waitForURL((current) => current.pathname === '/docs/framework/api/DiceRolling.Id.IdentifiableResource' && current.hash === '#id');
    await page.locator('article h1', { hasText: /^IdentifiableResource$/ }).waitFor();
    // The member's section renders once the browser has scrolled to it (content-visibility: auto).
    await expect.poll(() => page.locator('#id').innerText()).toContain('Id');

    expect(foreignRequests).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('shows declarations highlighted without a highlighter, with a copy button once the page is live', async () => {
    const { page, release } = await lease();
    await page.goto(url('/docs/framework/api/DiceRolling.Controllers.BattleController'));
    await waitForHydration(page);
    const declaration = page.locator('article pre').first();
    expect(await declaration.innerText()).toContain('public partial class BattleController : Node');
    expect(await declaration.locator('span').count()).toBeGreaterThan(2);
    await page.locator('article button', { hasText: 'Copiar' }).first().waitFor({ state: 'visible' });
    await release();
  });
});
