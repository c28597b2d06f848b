// The battle simulator on the Batalha page, in the production build: it loads
// only when the reader gets near it, a link reproduces a run, hostile links
// get messages, and it works by keyboard, in both colour modes and at 360 px.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { url, waitForHydration, useTabs, type TabKind, type Tab } from './support/browser';
import { readToTheEnd, recordScripts } from './support/scripts';
import { seriousViolations } from './support/axe';

const lease = useTabs();
const battlePage = '/docs/game/design/mechanics/battle/';
/** Text only the simulator's chunk holds. */
const simulatorMarker = 'Acrescentar inimigo';

type Opened = Tab & { frame: Locator; live: Locator };

async function openSimulator(query = '', kind: TabKind = 'desktop'): Promise<Opened> {
  const tab = await lease(kind);
  const { page } = tab;
  await page.goto(url(`${battlePage}${query}`));
  await waitForHydration(page);
  const frame = page.locator('[data-tool="simulador"]');
  await frame.scrollIntoViewIfNeeded();
  await page.locator('[data-tool="simulador"][data-tool-state="interactive"]').waitFor();
  return { ...tab, frame, live: frame.locator('[aria-live="polite"]') };
}

/** Waits for a finished run and returns its summary. */
async function summaryOf(live: Locator): Promise<string> {
  await expect.poll(() => live.innerText(), { timeout: 30_000 }).toMatch(/^Vitórias em/);
  return live.innerText();
}

describe('battle simulator', () => {
  it('is not fetched on first paint, nor on other pages; it loads when the reader gets near it', async () => {
    const { page, release } = await lease();
    const scripts = recordScripts(page);
    await page.goto(url(battlePage));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const frame = page.locator('[data-tool="simulador"]');
    expect(await frame.getAttribute('data-tool-state')).toBe('static');
    expect(await scripts.fetched(simulatorMarker)).toBe(false);
    await frame.scrollIntoViewIfNeeded();
    await page.locator('[data-tool="simulador"][data-tool-state="interactive"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scripts.fetched(simulatorMarker)).toBe(true);

    for (const other of ['/docs/game/design/mechanics/characters/attributes/', '/docs/game/design/mechanics/characters/energy/', '/']) {
      scripts.clear();
      await readToTheEnd(page, other);
      expect(await scripts.fetched(simulatorMarker)).toBe(false);
    }
    await release();
  });

  it('without JavaScript shows the starting squad against each Tundra floor', async () => {
    const { page, release } = await lease('noScript');
    await page.goto(url(battlePage));
    const table = page.locator('[data-tool="simulador"] table');
    expect(await table.count()).toBe(1);
    const text = await table.innerText();
    expect(text).toContain('Yarák e atiradores (T1)');
    expect(text).not.toMatch(/NaN|undefined|Infinity/);
    await release();
  });

  it('says which draws the squad could no longer win: a Warden alone, who strikes the front, against an archer in the back', async () => {
    const { live, release } = await openSimulator('?equipe=warden.1.d6.2&inimigos=nomade-areiuno.t1.0&politica=dano&batalhas=100&semente=1');
    const summary = await summaryOf(live);
    // No battle won: every draw is one in which the Warden never reached the archer.
    expect(summary).toMatch(/^Vitórias em 0,0%/);
    const [, draws, outOfReach] = /empates pelo limite de \d+ rodadas ([\d,]+%) \(sem alcance da equipe: ([\d,]+%)\)/.exec(summary) ?? [];
    expect(draws).toBeDefined();
    expect(outOfReach).toBe(draws);
    await release();
  });

  it('says which victories were won out of the enemies’ reach: an Ascetic alone in the back against a Kašurak that strikes the front', async () => {
    const { live, release } = await openSimulator('?equipe=ascetic.1.d6.0&inimigos=kasurak.t1.2&politica=dano&batalhas=100&semente=1');
    const summary = await summaryOf(live);
    // The Kašurak's blows mark the front (the middle once it is empty), never the back: every victory is out of its reach.
    const [, wins, sheltered] =
      /^Vitórias em ([\d,]+%) de 100 batalhas \(intervalo de 95%: [^;]+; fora do alcance dos inimigos: ([\d,]+%)\)/.exec(summary) ?? [];
    expect(wins).toBeDefined();
    expect(sheltered).toBe(wins);
    await release();
  });

  it('arms a character with the weapon the reader picks: a Mystic alone reaches a Sombras do Sal in the back only with the Concha sonora', async () => {
    const { page, frame, live, release } = await openSimulator('?equipe=mystic.1.d6.1&inimigos=sombras-do-sal.t1.0&politica=dano&batalhas=100&semente=1');
    // The staff's water jet marks the front and the middle: the enemy in the back is never hit.
    const staff = await summaryOf(live);
    expect(staff).toMatch(/^Vitórias em 0,0% de 100 batalhas/);
    const weapon = frame.getByLabel('Arma do personagem 1');
    expect(await weapon.locator('option:checked').innerText()).toMatch(/^Cajado/);
    await weapon.selectOption({ index: 1 });
    expect(await weapon.locator('option:checked').innerText()).toMatch(/^Concha sonora/);
    await frame.getByRole('button', { name: 'Simular' }).click();
    await expect.poll(() => live.innerText(), { timeout: 30_000 }).not.toBe(staff);
    expect(await summaryOf(live)).toMatch(/^Vitórias em 100,0% de 100 batalhas/);
    expect(new URL(page.url()).searchParams.get('equipe')).toBe('mystic.1.d6.1.2');
    await release();
  });

  it('a link reproduces a run: the same URL gives the same numbers', async () => {
    // A thousand battles: enough for the summary to show the thousands separator.
    const query = '?equipe=warden.5.d6.2&inimigos=kasurak.t1.2_yarak.t1.5&politica=dano&batalhas=1000&semente=77';
    const first = await openSimulator(query);
    const summary = await summaryOf(first.live);
    expect(summary).toContain('1.000 batalhas');
    expect(summary).not.toMatch(/NaN/);
    // A change in the form, a new run, and its link.
    await first.frame.getByLabel('Semente').fill('78');
    await first.frame.getByRole('button', { name: 'Simular' }).click();
    await expect.poll(() => first.live.innerText(), { timeout: 30_000 }).not.toBe(summary);
    const changed = await summaryOf(first.live);
    const link = first.page.url();
    expect(new URL(link).searchParams.get('semente')).toBe('78');
    await first.release();

    const again = await openSimulator(query);
    expect(await summaryOf(again.live)).toBe(summary);
    await again.release();
    const shared = await openSimulator(new URL(link).search);
    expect(await summaryOf(shared.live)).toBe(changed);
    await shared.release();
  });

  it('shares the page URL with the damage tool: each keeps its own keys', async () => {
    const { page, frame, live, release } = await openSimulator('?atacante=dados-fighter&grau=fraqueza&batalhas=400&semente=9');
    await summaryOf(live);
    await page.locator('[data-tool="dano"]').scrollIntoViewIfNeeded();
    await page.locator('[data-tool="dano"][data-tool-state="interactive"]').waitFor();
    // A change in the damage tool keeps the simulator's keys, and the reverse.
    await page
      .locator('[data-tool="dano"]')
      .getByLabel(/Defendendo/)
      .check();
    await expect.poll(() => new URL(page.url()).searchParams.get('defendendo')).toBe('sim');
    expect(new URL(page.url()).searchParams.get('semente')).toBe('9');
    expect(new URL(page.url()).searchParams.get('batalhas')).toBe('400');
    await frame.getByLabel('Semente').fill('10');
    // The simulator writes the URL after React has rendered the new value.
    await expect.poll(() => new URL(page.url()).searchParams.get('semente')).toBe('10');
    const params = new URL(page.url()).searchParams;
    expect(params.get('grau')).toBe('fraqueza');
    expect(params.get('defendendo')).toBe('sim');
    await release();
  });

  it('offers the bosses’ floors as presets, says which level the boss targets play each at, and a boss link round-trips', async () => {
    // The opening run is not what this test reads: a small one, not the default 10,000 battles.
    const { page, frame, live, release } = await openSimulator('?batalhas=100');
    const preset = frame.getByLabel('Encontro pronto');
    const bosses = await preset.locator('optgroup[label="Encontros dos chefes"] option').allInnerTexts();
    expect(bosses).toContain('Mawari, chefe de Kirim');
    expect(
      await frame
        .getByText(
          /metas dos chefes jogam cada um com a equipe inicial no nível em que .*\(Mawari, chefe de Kirim: nível \d+; Rušajak, chefe de Mahara: nível \d+; /,
        )
        .count(),
    ).toBe(1);
    await preset.selectOption({ label: 'Mawari, chefe de Kirim' });
    expect(await frame.getByLabel('Criatura do inimigo 1').inputValue()).toBe('mawari');
    expect(await frame.getByLabel('Tier do inimigo 1').inputValue()).toBe('colossal');
    // The squad's level is the reader's: here the top of the Tundra's band, above the level the boss targets meet Mawari at.
    for (const member of [1, 2, 3]) await frame.getByLabel(`Nível do personagem ${member}`).fill('5');
    await frame.getByLabel('Batalhas').fill('400');
    await frame.getByRole('button', { name: 'Simular' }).click();
    const summary = await summaryOf(live);
    expect(summary).toContain('400 batalhas');
    expect(summary).not.toMatch(/NaN|undefined/);
    const link = new URL(page.url());
    expect(link.searchParams.get('inimigos')).toBe('mawari.colossal.2');
    await release();

    // The shared link reopens the boss preset, the squad at level 5 and the same numbers.
    const shared = await openSimulator(link.search);
    expect(await summaryOf(shared.live)).toBe(summary);
    expect(await shared.frame.getByLabel('Encontro pronto').locator('option:checked').innerText()).toBe('Mawari, chefe de Kirim');
    expect(await shared.frame.getByLabel('Nível do personagem 1').inputValue()).toBe('5');
    expect(await shared.frame.getByRole('alert').count()).toBe(0);
    await shared.release();
  });

  it('hostile links get Portuguese messages and a clean run, never NaN', async () => {
    const seven = Array.from({ length: 7 }, (_, index) => `warden.0.d6.${index}`).join('_');
    const cases = [
      `?equipe=${seven}&semente=abc&batalhas=200`,
      '?equipe=dragao.1.d6.2&batalhas=1000000000&semente=5',
      `?equipe=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&inimigos=..%2F..&politica=constructor&semente=1e999&batalhas=200`,
      // A boss of the presets with a hostile tier and cell.
      `?inimigos=mawari.${encodeURIComponent('<script>alert(1)</script>')}.9&batalhas=300&semente=1`,
    ];
    for (const query of cases) {
      const { frame, live, problems, release } = await openSimulator(query);
      const refusal = /no máximo 6|não é um papel|grande demais|não é um número|não existe|não é uma criatura/;
      expect(await frame.getByRole('alert').innerText()).toMatch(refusal);
      if (query.includes('batalhas=1000000000')) {
        await frame.getByRole('button', { name: 'Cancelar' }).click();
        expect(await frame.getByRole('status').first().innerText()).toContain('cancelada');
      } else expect(await summaryOf(live)).not.toMatch(/NaN|undefined/);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.dialogs).toEqual([]);
      await release();
    }
  });

  it('a refused value keeps the last valid result and says why', async () => {
    const { frame, live, release } = await openSimulator('?batalhas=500&semente=3');
    const before = await summaryOf(live);
    await frame.getByLabel('Nível do personagem 1').fill('0');
    await expect.poll(() => frame.getByRole('alert').innerText()).toContain('o mínimo é 1');
    await frame.getByRole('button', { name: 'Simular' }).click();
    expect(await frame.getByRole('status').first().innerText()).toContain('Corrija');
    expect(await live.innerText()).toBe(before);
    await release();
  });

  it('works by keyboard alone', async () => {
    const { page, frame, live, release } = await openSimulator('?batalhas=500');
    await frame.getByLabel('Papel do personagem 1').focus();
    let onButton = false;
    for (let step = 0; step < 60 && !onButton; step += 1) {
      await page.keyboard.press('Tab');
      onButton = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Simular');
    }
    expect(onButton).toBe(true);
    await page.keyboard.press('Enter');
    expect(await summaryOf(live)).toContain('500 batalhas');
    await release();
  });

  it.each(['light', 'dark'] as const)('axe finds no serious problem after a run (%s mode)', async (mode) => {
    const { page, addInitScript, release } = await lease();
    await addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(url(`${battlePage}?batalhas=300&semente=2`));
    await waitForHydration(page);
    await page.locator('[data-tool="simulador"]').scrollIntoViewIfNeeded();
    await summaryOf(page.locator('[data-tool="simulador"] [aria-live="polite"]'));
    const serious = await seriousViolations(page, '[data-tool="simulador"]');
    expect(serious).toEqual([]);
    await release();
  });

  it('fits a 360 px screen after a run', async () => {
    const { page, live, frame, release } = await openSimulator('?batalhas=300&semente=2', 'phone');
    await summaryOf(live);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await frame.getByRole('button', { name: 'Simular' }).isVisible()).toBe(true);
    await release();
  });
});
