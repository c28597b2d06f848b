// The card as a reader sees it: decoded pixels of the real renderer's PNG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFonts, renderCard } from '../src/render';
import { CARD_HEIGHT, CARD_PADDING, CARD_WIDTH, FOOTER_TOP, TITLE_REGION_BOTTOM, type CardContent, type CardLook } from '../src/template';
import type { Font } from 'satori';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const look: CardLook = {
  colours: { background: '#3f2989', text: '#ffffff', accent: '#ffd166', muted: '#e4ddff' },
  logoDataUrl: `data:image/svg+xml;base64,${readFileSync(path.join(siteDir, 'static/img/logo.svg')).toString('base64')}`,
  fontFamily: 'Inter',
};
const card = (title: string): CardContent => ({ title, section: 'Game Design', siteTitle: 'Dice Rolling Game', address: 'space-wizard-studios.github.io' });

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Text is white or amber (red channel high); the indigo background never passes 0x5b in red. */
function inkIn(image: Pixels, x0: number, y0: number, x1: number, y1: number): number {
  let ink = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      if ((image.data[(y * image.width + x) * image.channels] ?? 0) > 0x80) ink += 1;
    }
  }
  return ink;
}

let fonts: Font[];
beforeAll(() => {
  fonts = loadFonts();
});

describe('card renderer', () => {
  it('draws a 1200×630 PNG well under 100 KB', async () => {
    const png = await renderCard(card('Energia dos dados'), look, fonts);
    const image = await pixels(png);
    expect([image.width, image.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(png.length).toBeLessThan(100 * 1024);
    expect(inkIn(image, CARD_PADDING, 176, CARD_WIDTH - CARD_PADDING, TITLE_REGION_BOTTOM)).toBeGreaterThan(1000);
  });

  it('keeps a title far too long for the card inside its region: shrunk, clamped, never in the margins or the footer', async () => {
    const long =
      'Criando sua primeira ação: custo, alvo e efeitos de uma habilidade, passo a passo, com exemplos ' +
      'práticos e muito texto que não cabe de jeito nenhum no cartão';
    const image = await pixels(await renderCard(card(long), look, fonts));
    expect(inkIn(image, CARD_WIDTH - CARD_PADDING + 2, 0, CARD_WIDTH, CARD_HEIGHT)).toBe(0);
    expect(inkIn(image, 0, TITLE_REGION_BOTTOM, CARD_WIDTH, FOOTER_TOP)).toBe(0);
  });

  it('breaks a long dotted API name at its dots, inside the card', async () => {
    const image = await pixels(await renderCard(card('DiceRolling.Controllers.BattleEvents.BattleStartedEventHandler'), look, fonts));
    expect(inkIn(image, CARD_WIDTH - CARD_PADDING + 2, 0, CARD_WIDTH, CARD_HEIGHT)).toBe(0);
  });
});

describe('letters the card font draws', () => {
  it('draws every Portuguese letter, capitals included, from the font', async () => {
    const letters = 'áàâãéêíóôõúüç ÁÀÂÃÉÊÍÓÔÕÚÜÇ ª º – — “” ‘’ … ×';
    await expect(renderCard(card(letters), look, fonts)).resolves.toBeInstanceOf(Buffer);
  });

  it('stops on text the font lacks, instead of drawing boxes in its place', async () => {
    await expect(renderCard(card('Dados \uE000'), look, fonts)).rejects.toThrow(/não desenha/);
    await expect(renderCard(card('Seta →'), look, fonts)).rejects.toThrow(/"→"/);
  });

  it('draws the accents: an accented title differs from the same title without them', async () => {
    const accented = await pixels(await renderCard(card('Ação básica'), look, fonts));
    const bare = await pixels(await renderCard(card('Acao basica'), look, fonts));
    expect(accented.data.equals(bare.data)).toBe(false);
  });
});
