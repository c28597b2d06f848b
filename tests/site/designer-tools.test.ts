import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { url, waitForHydration, useTabs, type TabKind, type Tab } from './support/browser';
import { seriousViolations } from './support/axe';

const lease = useTabs();

const tools = {
  energia: '/docs/game/design/mechanics/characters/energy/',
  dano: '/docs/game/design/mechanics/battle/',
  inimigos: '/docs/game/design/mechanics/characters/roles/',
  alvos: '/docs/game/design/mechanics/characters/actions/action_position_and_target',
} as const;
type Tool = keyof typeof tools;

/** Opens a tool page (with an optional query), scrolls to the tool and waits until it is interactive. */
async function openTool(tool: Tool, query = '', kind: TabKind = 'desktop'): Promise<Tab & { frame: Locator; live: Locator }> {
  const tab = await lease(kind);
  const { page } = tab;
  await page.goto(url(`${tools[tool]}${query}`));
  await waitForHydration(page);
  const frame = page.locator(`[data-tool="${tool}"]`);
  // The tool loads only near the reader: static until then.
  await frame.scrollIntoViewIfNeeded();
  await page.locator(`[data-tool="${tool}"][data-tool-state="interactive"]`).waitFor();
  return { ...tab, frame, live: frame.locator('[aria-live="polite"]') };
}

/** The tool's results (messages aside, which may quote what the reader typed) show no broken number. */
async function expectNoBrokenNumbers(frame: Locator): Promise<void> {
  const text = await frame.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role="alert"]').forEach((message) => message.remove());
    return copy.textContent ?? '';
  });
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
}

describe('designer tools', () => {
  it('loads a tool only when the reader gets near it, with its table shown meanwhile', async () => {
    const { page, release } = await lease();
    await page.goto(url(tools.energia));
    await waitForHydration(page);
    const frame = page.locator('[data-tool="energia"]');
    expect(await frame.getAttribute('data-tool-state')).toBe('static');
    expect(await frame.locator('table').first().innerText()).toContain('33,3% (1 em 3)');
    await frame.scrollIntoViewIfNeeded();
    await page.locator('[data-tool="energia"][data-tool-state="interactive"]').waitFor();
    await release();
  });

  it('energy odds: changing a die changes the odds, and the link reopens the same state', async () => {
    const { page, frame, live, release } = await openTool('energia');
    expect(await live.innerText()).toContain('33,3% (1 em 3)');
    await frame.getByLabel('Dado 1', { exact: true }).selectOption('d4');
    // A D4 has two Vermelha faces of four.
    await expect.poll(() => live.innerText()).toContain('50,0% (1 em 2)');
    await frame.getByRole('button', { name: 'Acrescentar um dado' }).click();
    await expect.poll(() => live.innerText()).toContain('2 dados');
    await frame.getByLabel('Azuis').fill('1');
    await expect.poll(() => live.innerText()).toContain('1 Vermelha + 1 Azul');
    const shared = page.url();
    expect(new URL(shared).searchParams.get('dados')).toBe('d4.d4');
    await release();

    const reopened = await openTool('energia', new URL(shared).search);
    expect(await reopened.frame.getByLabel('Dado 2', { exact: true }).inputValue()).toBe('d4');
    expect(await reopened.live.innerText()).toContain('1 Vermelha + 1 Azul');
    await reopened.release();
  });

  it('energy odds: a refused value keeps the last valid result and says why', async () => {
    const { frame, live, problems, release } = await openTool('energia');
    const before = await live.innerText();
    for (const typed of ['abc', '-2', '99999999999', '']) {
      await frame.getByLabel('Vermelhas').fill(typed);
      await expect.poll(() => frame.getByRole('alert').innerText()).toMatch(/Vermelhas: /);
      expect(await live.innerText()).toBe(before);
      await expectNoBrokenNumbers(frame);
    }
    await frame.getByLabel('Vermelhas').fill('2');
    await expect.poll(() => live.innerText()).toContain('2 Vermelhas');
    expect(problems.pageErrors).toEqual([]);
    await release();
  });

  it('every tool survives hostile values in the URL with a message in Portuguese', async () => {
    const hostile: [Tool, string][] = [
      ['energia', `?dados=${'d100.'.repeat(40)}d999.d6-777&vermelha=1e999&azul=-4&verde=%3Cscript%3E`],
      ['dano', '?atacante=%22%3E%3Cimg%20src%3Dx%3E&dano=NaN&poder=99999999999999999999&alvo=digitado&defesa=-1&vida=0&fortaleza=Infinity&grau=x'],
      ['inimigos', '?arquetipo=..%2F..&especie=&tier=t999&papel=%00'],
      ['alvos', '?acao=constructor&celula=-7'],
    ];
    for (const [tool, query] of hostile) {
      const { frame, live, problems, release } = await openTool(tool, query);
      expect(await frame.getByRole('alert').innerText()).toMatch(/não existe|não é|grande demais|negativo|mínimo|máximo|Usei|usei/);
      expect((await live.innerText()).length).toBeGreaterThan(10);
      await expectNoBrokenNumbers(frame);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.dialogs).toEqual([]);
      await release();
    }
  });

  it('damage: Quick Slash against the Fighter deals 25, and 20 while Defendendo', async () => {
    const { page, frame, live, release } = await openTool('dano');
    await frame.getByLabel('Atacante').selectOption('dados-fighter');
    await frame.getByLabel('Alvo', { exact: true }).selectOption('dados-fighter');
    await expect.poll(() => live.innerText()).toContain('Dano final: 25');
    await frame.getByLabel(/Defendendo/).check();
    await expect.poll(() => live.innerText()).toContain('Dano final: 20');
    expect(await frame.getByRole('list', { name: 'Passos da fórmula' }).innerText()).toContain('100 +50% = 150');
    expect(new URL(page.url()).searchParams.get('defendendo')).toBe('sim');
    await release();
  });

  it("enemy builder: a human Tank's Vida is the Tank's base times its tier's multiplier, rounded up, beside a playable role", async () => {
    // From the data as a designer reads it (Humano multiplies nothing), so a retune moves the expectation with it.
    const yamlOf = <T>(file: string) => parse(readFileSync(path.resolve(__dirname, '../../data/game', file), 'utf8')) as T;
    const tankVida = yamlOf<{ id: string; base: { vida: number } }[]>('archetypes.yaml').find((archetype) => archetype.id === 'tank')!.base.vida;
    const tierVida = (id: string) => yamlOf<{ id: string; multipliers: { vida: number } }[]>('tiers.yaml').find((tier) => tier.id === id)!.multipliers.vida;
    const vidaAt = (tier: string) => Math.ceil(Number((tankVida * tierVida(tier)).toFixed(6)));
    const { frame, live, release } = await openTool('inimigos', '?arquetipo=tank&especie=humano&tier=colossal&papel=warden');
    expect(await live.innerText()).toContain(`Vida ${vidaAt('colossal')},`);
    expect(await frame.locator('table').innerText()).toContain('120 a 140');
    await frame.getByLabel('Tier', { exact: true }).selectOption('t1');
    await expect.poll(() => live.innerText()).toContain(`Vida ${vidaAt('t1')},`);
    await release();
  });

  it('target boards work by keyboard alone', async () => {
    const { page, frame, live, release } = await openTool('alvos');
    await frame.getByLabel('Ação').focus();
    // From the action, Tab reaches the cells of the acting side.
    let reached = false;
    for (let step = 0; step < 10 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed') !== null && document.activeElement?.tagName === 'BUTTON');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    // The first cell in drawing order is 0 (fundo, linha de cima).
    await expect.poll(() => live.innerText()).toContain('Da célula 0 (fundo, linha de cima): ');
    expect(await live.innerText()).toContain('Arcane Strike');
    expect(new URL(page.url()).searchParams.get('celula')).toBe('0');
    await release();
  });

  it('the suggestion box sends the tool state with the page URL', async () => {
    const { page, context, frame, release } = await openTool('energia');
    await frame.getByLabel('Dado 1', { exact: true }).selectOption('d8');
    await context.route('https://github.com/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Criar issue/ }).click()]);
    await popup.waitForURL(/github\.com/);
    expect(new URL(popup.url()).searchParams.get('body')).toContain('?dados=d8');
    await release();
  });

  it.each(Object.entries(tools))('without JavaScript, %s shows its precomputed table', async (tool, path) => {
    const { page, release } = await lease('noScript');
    await page.goto(url(path));
    const frame = page.locator(`[data-tool="${tool}"]`);
    const table = frame.locator('table');
    expect(await table.count()).toBe(1);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(2);
    await expectNoBrokenNumbers(frame);
    await release();
  });

  it.each((['light', 'dark'] as const).flatMap((mode) => (Object.keys(tools) as Tool[]).map((tool) => [tool, mode] as const)))(
    'axe finds no serious problem in %s (%s mode)',
    async (tool, mode) => {
      const { page, addInitScript, release } = await lease();
      await addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto(url(tools[tool]));
      await waitForHydration(page);
      await page.locator(`[data-tool="${tool}"]`).scrollIntoViewIfNeeded();
      await page.locator(`[data-tool="${tool}"][data-tool-state="interactive"]`).waitFor();
      const serious = await seriousViolations(page, `[data-tool="${tool}"]`);
      expect(serious).toEqual([]);
      await release();
    },
  );

  it('works on a phone-sized screen without sideways scrolling', async () => {
    const { page, frame, release } = await openTool('dano', '', 'phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await frame.getByLabel('Atacante').isVisible()).toBe(true);
    await release();
  });
});
