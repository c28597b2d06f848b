import { describe, expect, it } from 'vitest';
import { all, attribute, parseHtml } from '../../build-output/src/index';
import { withSocialMeta, type SocialMeta } from '../src/head';

const meta: SocialMeta = {
  title: 'Ação "básica" | Dice Rolling Game',
  description: 'Custo <e> alvo',
  type: 'article',
  imageUrl: 'https://example.org/base/img/social/abc.png',
  imageAlt: 'Ação básica: Game Design, Dice Rolling Game',
  imageWidth: 1200,
  imageHeight: 630,
};

// Minified as Docusaurus writes pages: unquoted attributes, self-closing metas.
const page =
  '<!doctype html><html lang=pt-BR><head><meta charset=UTF-8><title data-rh=true>Ação | Dice Rolling Game</title>' +
  '<meta data-rh=true property=og:title content="Velho"/><meta data-rh=true property=og:image content=https://example.org/img/social-card.png />' +
  '<meta data-rh=true name=twitter:image content=https://example.org/img/social-card.png />' +
  '<meta data-rh=true name=twitter:card content=summary_large_image />' +
  '<script src=/assets/js/main.js defer></script></head><body><meta property=og:title content="no corpo, não é nosso"><p>Olá</p></body></html>';

describe('social meta tags in a built page', () => {
  it("replaces the page's own og:title and image tags with one set, and fills og:description and og:type", () => {
    const tree = parseHtml(withSocialMeta(page, meta) ?? '');
    const content = (selector: string): (string | undefined)[] => all(`head ${selector}`, tree).map((element) => attribute(element, 'content'));
    expect(content('meta[property="og:title"]')).toEqual([meta.title]);
    expect(content('meta[property="og:description"]')).toEqual([meta.description]);
    expect(content('meta[property="og:type"]')).toEqual(['article']);
    expect(content('meta[property="og:image"]')).toEqual([meta.imageUrl]);
    expect(content('meta[name="twitter:image"]')).toEqual([meta.imageUrl]);
    expect(content('meta[property="og:image:width"]')).toEqual(['1200']);
    expect(content('meta[property="og:image:height"]')).toEqual(['630']);
    expect(content('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
  });

  it('leaves everything else byte for byte, the body included', () => {
    const edited = withSocialMeta(page, meta) ?? '';
    const untouchedHead =
      '<!doctype html><html lang=pt-BR><head><meta charset=UTF-8><title data-rh=true>Ação | Dice Rolling Game</title>' +
      '<meta data-rh=true name=twitter:card content=summary_large_image /><script src=/assets/js/main.js defer></script>';
    expect(edited.startsWith(untouchedHead)).toBe(true);
    expect(edited.endsWith('</head><body><meta property=og:title content="no corpo, não é nosso"><p>Olá</p></body></html>')).toBe(true);
  });

  it('escapes quotes and angle brackets in the values', () => {
    const edited = withSocialMeta(page, meta) ?? '';
    const tree = parseHtml(edited);
    const content = (selector: string): (string | undefined)[] => all(`head ${selector}`, tree).map((element) => attribute(element, 'content'));
    expect(content('meta[property="og:title"]')).toEqual([meta.title]);
    expect(content('meta[property="og:description"]')).toEqual(['Custo <e> alvo']);
    expect(all('e', tree)).toHaveLength(0);
  });

  it('refuses a document without a head', () => {
    expect(withSocialMeta('<p>fragmento</p>', meta)).toBeNull();
  });
});
