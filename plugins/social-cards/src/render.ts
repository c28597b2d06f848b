// Draws a card: satori lays the template out as SVG (text as paths, with the
// font given here), sharp turns it into a palette PNG. No browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, cardElement, type CardContent, type CardLook } from './template';

const require = createRequire(__filename);

export const FONT_FAMILY = 'Inter';
/** Inter's Latin subsets: Portuguese accents are in `latin`; `latin-ext` covers the rest of Latin script. */
const FONT_FILES = ['latin-400', 'latin-700', 'latin-ext-400', 'latin-ext-700'] as const;

/** The card font, from the @fontsource/inter package (WOFF: satori reads TTF, OTF and WOFF, not WOFF2). */
export function loadFonts(): Font[] {
  return FONT_FILES.map((name) => {
    const [subset, weight] = [name.slice(0, name.lastIndexOf('-')), Number(name.slice(name.lastIndexOf('-') + 1))];
    return {
      name: FONT_FAMILY,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight: weight as Font['weight'],
      style: 'normal',
    };
  });
}

/** What else, besides the card's content, decides its pixels: part of every cache key. */
export function rendererIdentity(): string {
  const version = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;
  const ownSources = ['./template.ts', './render.ts'].map((file) => readFileSync(require.resolve(file), 'utf8')).join('\n');
  return JSON.stringify({ satori: version('satori'), sharp: sharp.versions, font: version('@fontsource/inter'), ownSources });
}

/**
 * The card as SVG. Text the fonts cannot draw would show as boxes ("tofu"):
 * satori asks for another font for it, and that request stops the card here
 * with the text at fault.
 */
export async function cardSvg(card: CardContent, look: CardLook, fonts: Font[]): Promise<string> {
  const missing: string[] = [];
  const svg = await satori(cardElement(card, look), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
    loadAdditionalAsset: async (script, segment) => {
      missing.push(segment || script);
      return [];
    },
  });
  if (missing.length > 0) {
    throw new Error(
      `[social-cards] A fonte do cartão não desenha "${missing.join('", "')}" (em "${card.title}", seção "${card.section}"): ` +
        'troque esses caracteres no título.',
    );
  }
  return svg;
}

/**
 * The card as PNG. 256 colours are plenty for text on a flat background: about
 * 20 KB a card. The quickest quantisation, undithered: the slower ones saved
 * under 1 KB for twice the time (about 300 cards per build).
 */
export async function renderCard(card: CardContent, look: CardLook, fonts: Font[]): Promise<Buffer> {
  const svg = await cardSvg(card, look, fonts);
  return sharp(Buffer.from(svg)).png({ palette: true, effort: 1, dither: 0 }).toBuffer();
}
