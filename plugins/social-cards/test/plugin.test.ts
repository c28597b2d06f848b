// The plugin's postBuild over a small build folder, with the real renderer:
// every page gets its card and tags; a second build draws only what changed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { attribute, first, parseHtml } from '../../build-output/src/index';
import socialCards, { type SocialCardsOptions } from '../src/index';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const siteConfig = {
  title: 'Dice Rolling Game',
  titleDelimiter: '|',
  tagline: 'Documentação do jogo',
  url: 'https://example.org',
  baseUrl: '/repo/',
  staticDirectories: ['static'],
  themeConfig: { navbar: { logo: { src: 'img/logo.svg' } } },
};
const options: SocialCardsOptions = {
  colours: { background: '#3f2989', text: '#ffffff', accent: '#ffd166', muted: '#e4ddff' },
  sections: [
    { title: 'Página inicial', path: '' },
    { title: 'Tutoriais', pathPrefix: 'docs/tutorials/' },
  ],
  otherSectionTitle: 'Documentação',
};

const page = (title: string, description?: string): string =>
  `<!doctype html><html class="docs-wrapper docs-doc-page"><head><title>${title} | Dice Rolling Game</title>` +
  (description ? `<meta name=description content="${description}">` : '') +
  '</head><body><article><div class=theme-doc-markdown></div></article></body></html>';

function writePages(outDir: string, pages: Record<string, string>): void {
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
  }
}

async function build(outDir: string, cacheDir: string): Promise<void> {
  const plugin = socialCards({ siteDir, siteConfig } as unknown as LoadContext, { ...options, cacheDir }) as Plugin;
  await plugin.postBuild?.({ siteConfig, outDir, baseUrl: siteConfig.baseUrl } as never);
}

const cachedCards = (cacheDir: string): Map<string, number> =>
  new Map(readdirSync(cacheDir).map((name) => [name, statSync(path.join(cacheDir, name)).mtimeMs]));

describe('social cards in a build', () => {
  it('gives every page a card declared in its head, drawn once per distinct card', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    const outDir = path.join(root, 'build');
    const cacheDir = path.join(root, 'cache');
    writePages(outDir, {
      'index.html': page('Início', 'A página inicial'),
      'docs/tutorials/ambiente/index.html': page('Ambiente'),
      '404.html': page('Página não encontrada'),
      'teste/a/index.html': page('Página não encontrada'),
    });
    await build(outDir, cacheDir);

    const tree = parseHtml(readFileSync(path.join(outDir, 'docs/tutorials/ambiente/index.html'), 'utf8'));
    const content = (selector: string): string | undefined => {
      const element = first(selector, tree);
      return element && attribute(element, 'content');
    };
    const image = content('meta[property="og:image"]') ?? '';
    expect(image).toMatch(/^https:\/\/example\.org\/repo\/img\/social\/[0-9a-f]{20}\.png$/);
    expect(content('meta[name="twitter:image"]')).toBe(image);
    expect(content('meta[property="og:title"]')).toBe('Ambiente | Dice Rolling Game');
    expect(content('meta[property="og:description"]')).toBe('Documentação do jogo');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(
      readFileSync(path.join(outDir, new URL(image).pathname.slice('/repo/'.length)))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    // Three distinct cards: the two "Página não encontrada" pages in the same section share one.
    expect(readdirSync(path.join(outDir, 'img/social'))).toHaveLength(3);
    expect(cachedCards(cacheDir).size).toBe(3);
  });

  it('draws only the changed card on a warm build, and keeps the others from the cache', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    const cacheDir = path.join(root, 'cache');
    const pages = { 'index.html': page('Início'), 'docs/tutorials/a/index.html': page('Primeiro'), 'docs/tutorials/b/index.html': page('Segundo') };
    writePages(path.join(root, 'cold'), pages);
    await build(path.join(root, 'cold'), cacheDir);
    const before = cachedCards(cacheDir);
    expect(before.size).toBe(3);

    writePages(path.join(root, 'warm'), { ...pages, 'docs/tutorials/b/index.html': page('Segundo, revisto') });
    await build(path.join(root, 'warm'), cacheDir);
    const after = cachedCards(cacheDir);
    const drawn = [...after.keys()].filter((name) => !before.has(name));
    const redrawn = [...before].filter(([name, mtime]) => after.get(name) !== mtime);
    expect(drawn).toHaveLength(1);
    expect(redrawn).toEqual([]);
    // The warm build publishes the two unchanged cards and the new one.
    const published = readdirSync(path.join(root, 'warm', 'img/social'));
    expect(published).toHaveLength(3);
    expect(published.filter((name) => before.has(name))).toHaveLength(2);
    expect(published).toContain(drawn[0]);
  });
});
