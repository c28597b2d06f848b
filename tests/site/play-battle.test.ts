// "Jogar uma batalha" in the production build, on one page of one browser, at
// 360 px: the enemies' intents are there before the squad declares, a whole
// battle is played by keyboard alone, the log shows the damage steps, each
// round is announced, the bots answer at the end, the page passes axe in
// both colour modes, the same URL opens the same first round, and a hostile
// link gets a Portuguese message and the default battle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchColourMode, url, waitForHydration, useTabs } from './support/browser';
import { seriousViolations } from './support/axe';

const lease = useTabs();
const playPage = '/docs/game/design/jogar';
const frame = '[data-tool="jogar"]';

/** What the reader sees of round 1 before declaring: the intents and every hero's dice. */
async function firstRound(page: Page): Promise<string> {
  await page.locator(`${frame}[data-tool-state="interactive"] [data-intents] li`).first().waitFor();
  expect(await page.locator(`${frame} #jogo-rodada`).innerText()).toBe('Rodada 1');
  const intents = await page.locator(`${frame} [data-intents]`).innerText();
  const dice = await page.locator(`${frame} [data-hero]`).allInnerTexts();
  return `${intents}\n${dice.map((hero) => hero.split('\n').slice(0, 2).join(' ')).join('\n')}`;
}

/** Presses Tab until the focused element passes `test` (in the page); false if it never does. */
async function tabUntil(page: Page, test: string, most = 80): Promise<boolean> {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(test)) return true;
  }
  return false;
}

const onUndeclaredHero =
  "(() => { const a = document.activeElement; return a?.tagName === 'BUTTON' && !!a.closest('[data-hero]:not([data-declared]) ul'); })()";
const onResolve = `document.activeElement?.textContent === 'Resolver'`;

describe('play a battle', () => {
  // axe over the game in both modes costs about 10 s a mode on this machine: the test gets twice the suite's time.
  it('plays a battle to its end by keyboard, shows intents first and damage steps after, and the same URL opens the same battle', async () => {
    const { page, problems, release } = await lease('phone');
    await page.goto(url(`${playPage}?semente=5`));
    await waitForHydration(page);
    const opened = await firstRound(page);
    // Before the squad declares: every enemy's intent, no hero declared, nothing resolved.
    expect(opened).toMatch(/vai usar .+ em .+, com cerca de \d+ de dano/);
    expect(await page.locator(`${frame} [data-hero][data-declared]`).count()).toBe(0);
    expect(await page.locator(`${frame} [data-log]`).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // From the "Começar" button on, keys only.
    await page.locator(frame).getByRole('button', { name: 'Começar' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.locator(`${frame} #jogo-rodada`);
    const live = page.locator(`${frame} [aria-live="polite"]`);
    for (let round = 1; !(await heading.innerText()).startsWith('Fim da batalha'); round += 1) {
      expect(await heading.innerText()).toBe(`Rodada ${round}`);
      while ((await page.locator(`${frame} [data-hero]:not([data-declared])`).count()) > 0) {
        expect(await tabUntil(page, onUndeclaredHero)).toBe(true);
        await page.keyboard.press('Enter');
      }
      // The last declaration takes the focus to "Resolver", and says so.
      expect(await page.evaluate(onResolve)).toBe(true);
      expect(await live.innerText()).toMatch(/Todos declararam: Resolver joga a rodada\.$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => live.innerText()).toMatch(new RegExp(`^Rodada ${round} resolvida: \\d+ golpes?`));
      // axe once every part is on screen (grid, intents, declarations, the log with its steps), while the log is short.
      if (round === 1 && !(await heading.innerText()).startsWith('Fim da batalha'))
        for (const mode of ['light', 'dark'] as const) {
          await switchColourMode(page, mode);
          expect(await seriousViolations(page, frame), mode).toEqual([]);
        }
    }
    expect(await heading.innerText()).toMatch(/^Fim da batalha: (Vitória|Derrota|Empate) em \d+ rodadas?/);
    expect(await live.innerText()).toMatch(/(Vitória|Derrota|Empate) em \d+ rodadas?/);
    // Every hit of the log with its steps, from the action's damage to the final damage, through a Defesa.
    // Past rounds are laid out only in view (content-visibility), as a reader scrolling the log sees them.
    const hits = page.locator(`${frame} [data-log] [aria-label="Passos do dano"]`);
    const steps: string[] = [];
    for (let index = 0; index < (await hits.count()); index += 1) {
      await hits.nth(index).scrollIntoViewIfNeeded();
      steps.push(await hits.nth(index).innerText());
    }
    expect(steps.length).toBeGreaterThan(0);
    for (const hit of steps) expect(hit).toMatch(/^Dano da ação: \d+\n(.+\n)*Depois da Defesa( elemental)?: .+\n(.+\n)*Dano final: .+$/);
    // The bots on the same encounter: the reader, then at least the three policies.
    const bots = page.locator(`${frame} table tbody tr`);
    await expect.poll(() => bots.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    expect(await page.locator(`${frame} table`).innerText()).toMatch(/Mais dano pagável agora\t(Vitória|Derrota|Empate) em \d+ rodadas?.*\t\d+(,\d)?%/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    expect(await seriousViolations(page, `${frame} table`), 'dark').toEqual([]);

    // The URL now carries the battle: reopened, the same first round.
    expect(page.url()).toMatch(/equipe=.+&inimigos=.+&semente=5$/);
    await page.goto(page.url());
    await waitForHydration(page);
    expect(await firstRound(page)).toBe(opened);

    // A hostile link: refused in Portuguese, the default battle played, no script run.
    await page.goto(url(`${playPage}?semente=%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E&equipe=warden.1.d6.2`));
    await waitForHydration(page);
    await expect
      .poll(() => page.locator(`${frame} p[role="alert"]`).first().innerText())
      .toMatch(/^Semente: ".+" não é um número inteiro de 0 a .+ O link foi recusado; esta é a batalha padrão\.$/);
    expect(await page.locator(`${frame} #jogo-rodada`).innerText()).toBe('Rodada 1');
    expect(page.url()).toMatch(/semente=1$/);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], dialogs: [], injectedScripts: [] });
    await release();
  });

  it('shows each intent on its enemy’s cell and none on a hero’s, one button for an action on every target, and an enemy that declared nothing passing', async () => {
    const { page, problems, release } = await lease('phone');
    const round = page.locator(`${frame}[data-tool-state="interactive"] #jogo-rodada`);
    const squadGrid = page.locator(`${frame} ol[aria-label="Grade da equipe"]`);
    const enemyGrid = page.locator(`${frame} ol[aria-label="Grade dos inimigos"]`);
    await page.goto(url(`${playPage}?semente=1`));
    await waitForHydration(page);
    await round.waitFor();
    expect(await squadGrid.innerText()).not.toContain('Intenção');
    expect(await enemyGrid.locator('li', { hasText: 'Intenção: ' }).count()).toBe(await page.locator(`${frame} [data-intents] li`).count());
    // An action on every target in reach is one button naming them all (seed 2: the Warden's dice pay Impacto Sísmico).
    await page.goto(url(`${playPage}?semente=2`));
    await waitForHydration(page);
    await round.waitFor();
    const area = page.locator(`${frame} [data-hero="0"]`).getByRole('button', { name: /^Impacto Sísmico/ });
    expect(await area.allInnerTexts()).toEqual(['Impacto Sísmico em Sombras do Sal (T1) e Nômade Areiuno (T1) 1']);
    // An Uru-Taruk at the back, behind another in the middle, declares nothing on this seed (plugins/play-battle/test/play-intents.test.ts).
    await page.goto(url(`${playPage}?inimigos=uru-taruk.t2.0_uru-taruk.t2.1&semente=1`));
    await waitForHydration(page);
    await round.waitFor();
    expect(await page.locator(`${frame} [data-intents]`).innerText()).toContain('Uru-Taruk (T2) 1 passa: nenhuma ação que os dados pagam tem alvo ao alcance.');
    expect(await enemyGrid.innerText()).toContain('Intenção: passa');
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], dialogs: [], injectedScripts: [] });
    await release();
  });

  it('says when the enemies left reach no one of the squad, and says it again when the round is announced', async () => {
    const { page, problems, release } = await lease('phone');
    const round = page.locator(`${frame}[data-tool-state="interactive"] #jogo-rodada`);
    // An Ascetic alone in the back against a Kašurak in the front, whose blows mark the front (the middle once it is empty).
    await page.goto(url(`${playPage}?equipe=ascetic.1.d6.0&inimigos=kasurak.t1.2&semente=1`));
    await waitForHydration(page);
    await round.waitFor();
    const notice = 'Nenhum inimigo de pé alcança alguém de pé da equipe, nem depois de andar com Mover';
    expect(await page.locator(`${frame} [data-sheltered]`).innerText()).toMatch(new RegExp(`^${notice}: enquanto as grades ficarem assim`));
    expect(await page.locator(`${frame} [data-stuck]`).count()).toBe(0);
    // The hero declares (its first offered action), and the round's announcement repeats the notice.
    await page.locator(frame).getByRole('button', { name: 'Começar' }).click();
    await page.locator(`${frame} [data-hero="0"] ul button`).first().click();
    await page.locator(frame).getByRole('button', { name: 'Resolver' }).click();
    const live = page.locator(`${frame} [aria-live="polite"]`);
    await expect.poll(() => live.innerText()).toMatch(/^Rodada 1 resolvida: /);
    expect(await live.innerText()).toContain(notice);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], dialogs: [], injectedScripts: [] });
    await release();
  });

  it("arms a hero with the weapon of the link: the form shows it, and the hero's basic attack is that weapon's", async () => {
    const { page, problems, release } = await lease('phone');
    await page.goto(url(`${playPage}?equipe=mystic.1.d6.1.2&inimigos=sombras-do-sal.t1.0&semente=1`));
    await waitForHydration(page);
    await page.locator(`${frame}[data-tool-state="interactive"] #jogo-rodada`).waitFor();
    const weapon = page.locator(frame).getByLabel('Arma do herói 1');
    expect(await weapon.locator('option:checked').innerText()).toMatch(/^Concha sonora \((.+)\)$/);
    const attack = /\((.+)\)$/.exec(await weapon.locator('option:checked').innerText())?.[1] ?? '';
    await page.locator(frame).getByRole('button', { name: 'Começar' }).click();
    expect(await page.locator(`${frame} [data-hero="0"] ul`).innerText()).toContain(attack);
    expect(new URL(page.url()).searchParams.get('equipe')).toBe('mystic.1.d6.1.2');
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [], dialogs: [], injectedScripts: [] });
    await release();
  });
});
