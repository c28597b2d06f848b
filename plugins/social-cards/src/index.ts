/**
 * A social card for every page, drawn at build: after the pages are written,
 * each page's title and section become a 1200×630 PNG (satori + sharp, from
 * the template in template.ts, no browser), and the page's head declares it
 * (og:image, twitter:image) with og:title, og:description and og:type. Cards
 * are cached by content (cache.ts): a warm build draws only those that
 * changed. Nothing is added to the pages' JavaScript: the plugin has no
 * client code and edits only meta tags.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { DocusaurusConfig, LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { listBuiltPages } from '../../build-output/src/index';
import { parsePluginOptions, strictOptions, withOptions, type PluginWithOptions } from '../../plugin-options/src/index';
import { cardKey, placeCards } from './cache';
import { withSocialMeta } from './head';
import { readPage, sectionOf, type PageFacts, type SectionRule } from './page';
import { FONT_FAMILY, loadFonts, rendererIdentity, renderCard } from './render';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent, type CardLook } from './template';

// For the site test, which redraws built cards to compare them.
export { loadFonts, renderCard } from './render';

const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
const pluginName = 'social-cards';

// Checked as every plugin of the site checks its options (plugins/plugin-options).
const optionsSchema = strictOptions({
  // Docusaurus adds the plugin's `id` when options come as `[plugin, options]`.
  id: z.string().optional(),
  /** The site's colours (its CSS custom properties), for the card. */
  colours: z.object({ background: colour, text: colour, accent: colour, muted: colour }),
  /** The section shown above the title, by route relative to baseUrl; the first rule that matches wins. */
  sections: z.array(z.object({ title: z.string().min(1), pathPrefix: z.string().optional(), path: z.string().optional() })),
  /** Section of the pages no rule claims. */
  otherSectionTitle: z.string().min(1),
  /** Where drawn cards are kept between builds (default: node_modules/.cache/social-cards). */
  cacheDir: z.string().optional(),
});

export type SocialCardsOptions = z.input<typeof optionsSchema> & { sections: SectionRule[] };

/**
 * Whether a build draws the cards, from SOCIAL_CARDS: "off" leaves them out
 * (a preview or a check of the pages, which nobody shares: drawing 300 cards
 * is half a minute of CPU); unset, empty or "on" draws them, as the published
 * site has them.
 */
export function socialCardsWanted(setting: string | undefined): boolean {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SOCIAL_CARDS: "${value}" não é "on" nem "off".`);
}

/** Where the cards are published, under the build folder and the base URL. */
export const CARDS_FOLDER = 'img/social';

interface SiteFacts {
  siteDir: string;
  siteConfig: Pick<DocusaurusConfig, 'title' | 'titleDelimiter' | 'url' | 'staticDirectories' | 'themeConfig'>;
}

/** The site's logo (the navbar's), as a data: URL the card can embed. */
function logoDataUrl({ siteDir, siteConfig }: SiteFacts): string {
  const navbar = (siteConfig.themeConfig as { navbar?: { logo?: { src?: string } } }).navbar;
  const src = navbar?.logo?.src;
  if (!src) throw new Error('[social-cards] O tema não tem logo (themeConfig.navbar.logo.src): o cartão precisa da identidade do site.');
  for (const folder of siteConfig.staticDirectories) {
    try {
      const data = readFileSync(path.resolve(siteDir, folder, src));
      const type = src.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
      return `data:${type};base64,${data.toString('base64')}`;
    } catch {
      // Not in this static folder: try the next.
    }
  }
  throw new Error(`[social-cards] O logo ${src} não está em nenhuma pasta estática.`);
}

/** How every card of the site looks: its colours, logo and font. */
export function cardLookFor(site: SiteFacts, options: Pick<SocialCardsOptions, 'colours'>): CardLook {
  return { colours: options.colours, logoDataUrl: logoDataUrl(site), fontFamily: FONT_FAMILY };
}

/** What a built page's card says, from its HTML and its route relative to baseUrl. */
export function cardFor(
  html: string,
  relativeRoute: string,
  site: SiteFacts,
  baseUrl: string,
  options: Pick<SocialCardsOptions, 'sections' | 'otherSectionTitle'>,
): { facts: PageFacts; content: CardContent } {
  const { siteConfig } = site;
  const facts = readPage(html, siteConfig.title, siteConfig.titleDelimiter);
  const address = `${new URL(siteConfig.url).host}${baseUrl}`.replace(/\/$/, '');
  return {
    facts,
    content: { title: facts.title, section: sectionOf(relativeRoute, options.sections, options.otherSectionTitle), siteTitle: siteConfig.title, address },
  };
}

export default function socialCards(context: LoadContext, rawOptions: unknown): Plugin {
  // Checked once here; the helpers below take the checked options.
  const options = parsePluginOptions(pluginName, optionsSchema, rawOptions);
  const cacheDir = path.resolve(context.siteDir, options.cacheDir ?? 'node_modules/.cache/social-cards');
  return {
    name: pluginName,
    async postBuild({ siteConfig, outDir, baseUrl }) {
      const started = performance.now();
      const site = { siteDir: context.siteDir, siteConfig };
      const look = cardLookFor(site, options);
      const identity = rendererIdentity();

      // 1. What each page's card says, and the card's file (its content hash).
      const cards = new Map<string, CardContent>();
      const pages = [...listBuiltPages(outDir)].map(([route, file]) => {
        const { facts, content } = cardFor(readFileSync(file, 'utf8'), route.slice(1), site, baseUrl, options);
        const key = cardKey({ content, look }, identity);
        cards.set(key, content);
        return { file, facts, content, key };
      });

      // 2. Draw what the cache lacks.
      const fonts = loadFonts();
      const { drawn, reused } = await placeCards(cards, cacheDir, path.join(outDir, CARDS_FOLDER), (content) => renderCard(content, look, fonts));

      // 3. Declare each card in its page. Synchronous, file by file: other
      // plugins edit the same pages in their postBuild, and none may read a
      // page between this one's read and write.
      const cardsUrl = new URL(`${baseUrl}${CARDS_FOLDER}/`, siteConfig.url).href;
      for (const page of pages) {
        const html = withSocialMeta(readFileSync(page.file, 'utf8'), {
          title: page.facts.documentTitle,
          description: page.facts.description ?? siteConfig.tagline,
          type: page.facts.isArticle ? 'article' : 'website',
          imageUrl: `${cardsUrl}${page.key}.png`,
          imageAlt: `${page.content.title}: ${page.content.section}, ${page.content.siteTitle}`,
          imageWidth: CARD_WIDTH,
          imageHeight: CARD_HEIGHT,
        });
        if (html === null) throw new Error(`[social-cards] ${path.relative(outDir, page.file)} não tem <head>.`);
        writeFileSync(page.file, html);
      }
      const elapsed = Math.round(performance.now() - started);
      const origin = `${logger.num(drawn)} desenhados, ${logger.num(reused)} do cache`;
      logger.info`[social-cards] number=${pages.length} páginas, number=${cards.size} cartões: ${origin} (number=${elapsed} ms)`;
    },
  };
}

/** The plugin for the config's `plugins`, its options bound (plugins/plugin-options). */
export function socialCardsWithOptions(options: SocialCardsOptions): PluginWithOptions<SocialCardsOptions, Plugin> {
  return withOptions(pluginName, socialCards, options);
}
