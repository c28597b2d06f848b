// The social card of every page (plugins/social-cards), as a chat or a social
// network reads it: the tags in the page's head and the image they point to.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';
import { cardFor, cardLookFor, loadFonts, renderCard, type SocialCardsOptions } from '../../plugins/social-cards/src/index';
import { boundOptions } from '../../plugins/plugin-options/src/index';
import { all, attribute, listBuiltPages, resolveBuiltPage } from '../../plugins/build-output/src/index';
import { builtTree } from './support/builtTrees';
import { publishedRoot } from './support/linkCheck';
import { pageTypeEntries } from './support/pageTypes';
import { buildDir, siteDir } from './support/paths';

const WHOLE_BUILD_MS = 240_000;
const pages = listBuiltPages(buildDir);
let root: string;

/** The plugin's options, as the config gives them. */
function configuredOptions(): SocialCardsOptions {
  const bound = boundOptions<SocialCardsOptions>(config.plugins, 'social-cards');
  if (!bound) throw new Error('socialCardsWithOptions(...) is not in the plugins of docusaurus.config.ts');
  return bound;
}
const options = configuredOptions();
const site = {
  siteDir,
  siteConfig: {
    title: config.title,
    url: config.url,
    titleDelimiter: config.titleDelimiter ?? '|',
    staticDirectories: (config.staticDirectories ?? ['static']) as string[],
    themeConfig: config.themeConfig ?? {},
  },
};

interface Social {
  image?: string;
  twitterImage?: string;
  title?: string;
  description?: string;
  type?: string;
}

function socialOf(file: string): Social {
  const tree = builtTree(file);
  const meta = (key: string): string | undefined => {
    const [element] = all(`head meta[${key}]`, tree);
    return element && attribute(element, 'content');
  };
  return {
    image: meta('property="og:image"'),
    twitterImage: meta('name="twitter:image"'),
    title: meta('property="og:title"'),
    description: meta('property="og:description"'),
    type: meta('property="og:type"'),
  };
}

/** The page file of a page type's route (the not-found page is 404.html). */
function pageFile(route: string): string {
  const file = resolveBuiltPage(pages, route.split('?')[0] ?? route) ?? path.join(buildDir, '404.html');
  return file;
}

const imageFile = (url: string): string => path.join(buildDir, decodeURIComponent(url.slice(root.length)));

beforeAll(() => {
  root = publishedRoot(buildDir);
});

describe('social card tags', () => {
  it(
    'gives every page a card of its own site, in og:image and twitter:image, with og:title, og:description and og:type',
    () => {
      const wrong: string[] = [];
      for (const [pagePath, file] of pages) {
        const social = socialOf(file);
        const problems = [
          !social.image?.startsWith(`${root}img/social/`) && 'og:image',
          social.twitterImage !== social.image && 'twitter:image',
          !social.title && 'og:title',
          !social.description && 'og:description',
          !['website', 'article'].includes(social.type ?? '') && 'og:type',
        ].filter(Boolean);
        if (problems.length > 0) wrong.push(`${pagePath}: ${problems.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );

  it('calls doc pages articles and the landing, search and not-found pages websites', () => {
    const typeOf = (route: string): string | undefined => socialOf(pageFile(route)).type;
    expect(pageTypeEntries.map(([name, route]) => `${name}: ${typeOf(route)}`)).toEqual(
      pageTypeEntries.map(([name]) => `${name}: ${['landing', 'searchResults', 'notFound'].includes(name) ? 'website' : 'article'}`),
    );
  });
});

describe('social card images', () => {
  it('has a 1200×630 PNG under 100 KB for every page type, each its own', async () => {
    const titles = new Set<string>();
    for (const [name, route] of pageTypeEntries) {
      const file = pageFile(route);
      const image = socialOf(file).image ?? '';
      const { width, height, format } = await sharp(imageFile(image)).metadata();
      expect({ name, width, height, format }).toEqual({ name, width: 1200, height: 630, format: 'png' });
      expect(statSync(imageFile(image)).size, name).toBeLessThan(100 * 1024);
      titles.add(image);
    }
    // Each page type's card is its own, not one image for all.
    expect(titles.size).toBe(pageTypeEntries.length);
  });

  it(
    'draws accented titles with their accents, from a font that has them (no boxes in their place)',
    async () => {
      const fonts = loadFonts();
      const look = cardLookFor(site, options);
      // The route as the plugin gives it: relative to the base URL.
      const cardOf = ([route, file]: [string, string]) => cardFor(readFileSync(file, 'utf8'), route.slice(1), site, new URL(root).pathname, options);
      const accented = [...pages].filter((page) => /[À-ÿ]/.test(cardOf(page).content.title)).slice(0, 4);
      expect(accented.length).toBeGreaterThan(0);
      const raw = async (png: Buffer | string): Promise<Buffer> => sharp(png).raw().toBuffer();
      for (const [route, file] of accented) {
        const { content } = cardOf([route, file]);
        const built = await raw(imageFile(socialOf(file).image ?? ''));
        // The renderer refuses text its fonts lack, so a card it draws has no tofu; the built card is that drawing.
        expect((await raw(await renderCard(content, look, fonts))).equals(built), content.title).toBe(true);
        const withoutAccents = { ...content, title: content.title.normalize('NFD').replace(/\p{M}/gu, '') };
        expect((await raw(await renderCard(withoutAccents, look, fonts))).equals(built), withoutAccents.title).toBe(false);
      }
    },
    WHOLE_BUILD_MS,
  );
});
