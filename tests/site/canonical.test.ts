// robots.txt, the sitemap and each page's canonical link tell search engines
// one address per page: the same one, whichever way the page was reached.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';
import { attribute, first, parseHead, listBuiltPages, resolveBuiltPage } from '../../plugins/build-output/src/index';
import { publishedRoot } from './support/linkCheck';
import { buildDir } from './support/paths';

// Reads every page of the build and requests each three ways: a minute or more on two loaded cores.
const WHOLE_BUILD_MS = 240_000;

interface PageHead {
  canonical?: string;
  noIndex: boolean;
}

const headOf = (html: string): PageHead => {
  const tree = parseHead(html);
  const canonical = first('head link[rel=canonical]', tree);
  const robots = first('head meta[name=robots]', tree);
  return {
    canonical: canonical && attribute(canonical, 'href'),
    noIndex: /\bnoindex\b/i.test((robots && attribute(robots, 'content')) ?? ''),
  };
};

let root: string;
let sitemapUrls: string[];
const pages = listBuiltPages(buildDir);

beforeAll(() => {
  root = publishedRoot(buildDir);
  const sitemap = new XMLParser({ isArray: (name) => name === 'url' }).parse(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')) as {
    urlset: { url: { loc: string }[] };
  };
  sitemapUrls = sitemap.urlset.url.map((entry) => entry.loc);
});

/** The build path of a published URL (`https://host/base/docs/a` → `/docs/a`). */
const buildPath = (url: string): string => `/${url.slice(root.length)}`;

describe('robots.txt', () => {
  it('lets crawlers in and points them to the sitemap', () => {
    const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    // Under a sub-path (BASE_URL=/repo/) the file is not at the host's root and crawlers never read it (README, Publicar).
    if (new URL(root).pathname === '/') expect(robots.match(/^Sitemap: (.+)$/m)?.[1]).toBe(`${root}sitemap.xml`);
  });
});

describe('sitemap and canonical links', () => {
  it('lists each page once, at an address of the site', () => {
    expect(sitemapUrls.length).toBeGreaterThan(250);
    expect(sitemapUrls.length).toBe(new Set(sitemapUrls).size);
    expect(sitemapUrls.filter((url) => !url.startsWith(root))).toEqual([]);
  });

  it(
    'lists each page at the address its canonical link declares',
    () => {
      const disagreeing = sitemapUrls.flatMap((url) => {
        const file = resolveBuiltPage(pages, buildPath(url));
        const head = file ? headOf(readFileSync(file, 'utf8')) : undefined;
        return head?.canonical === url && !head.noIndex ? [] : [`${url} → ${file ? (head?.canonical ?? 'no canonical') : 'no page'}`];
      });
      expect(disagreeing).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );

  it(
    'lists every indexable page of the build, and no page hidden from search engines',
    () => {
      const listed = new Set(sitemapUrls);
      const missing: string[] = [];
      for (const [pagePath, file] of pages) {
        if (pagePath === '/404') continue;
        const head = headOf(readFileSync(file, 'utf8'));
        if (!head.noIndex && !listed.has(head.canonical ?? pagePath)) missing.push(`${pagePath} (${head.canonical ?? 'no canonical'})`);
      }
      expect(missing).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );

  it(
    'gives the same canonical link to a page reached through its .html and /index.html addresses',
    async () => {
      const disagreeing: string[] = [];
      for (const url of sitemapUrls) {
        const route = buildPath(url);
        const variants = route.endsWith('/') ? [route, `${route}index.html`] : [route, `${route}.html`, `${route}/index.html`];
        for (const variant of variants) {
          const response = await fetch(`${baseUrl()}${variant}`);
          const canonical = headOf(await response.text()).canonical;
          if (response.status !== 200 || canonical !== url) disagreeing.push(`${variant}: ${response.status} ${canonical ?? 'no canonical'}`);
        }
      }
      expect(disagreeing).toEqual([]);
    },
    WHOLE_BUILD_MS,
  );
});
