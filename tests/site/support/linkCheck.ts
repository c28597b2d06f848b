import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

export interface BrokenLink {
  page: string;
  href: string;
  reason: 'missing page' | 'missing anchor' | 'undecodable' | 'other host';
}

const SITE_ORIGIN = 'http://site.invalid';

/** Every HTML file of the build, as a URL path (`/docs/a/` for `docs/a/index.html`). */
export function listPages(buildDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const relative = path.relative(buildDir, full).split(path.sep).join('/');
        const urlPath = '/' + relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
        pages.set(urlPath, full);
      }
    }
  };
  walk(buildDir);
  return pages;
}

/** The address a build is published at (`url` + `baseUrl`): its landing page's canonical URL. */
export function publishedRoot(buildDir: string): string {
  const href = cheerio.load(readFileSync(path.join(buildDir, 'index.html'), 'utf8'))('link[rel=canonical]').attr('href');
  if (!href) throw new Error('The landing page has no canonical link.');
  return new URL(href).href;
}

/** The HTML file a URL path is served from, the way a static host resolves it. */
export function resolvePage(pages: Map<string, string>, urlPath: string): string | undefined {
  const trimmed = urlPath.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  return pages.get(trimmed) ?? pages.get(trimmed.endsWith('/') ? trimmed.slice(0, -1) : `${trimmed}/`);
}

/** The ids a page defines, compared decoded (headings keep their accents). */
export function anchorsOf(html: string): Set<string> {
  const $ = cheerio.load(html);
  const ids = new Set<string>();
  $('[id]').each((_, element) => {
    ids.add($(element).attr('id') ?? '');
  });
  $('a[name]').each((_, element) => {
    ids.add($(element).attr('name') ?? '');
  });
  return ids;
}

/** URLs a page declares in its head for other programs: they must be the site's own, and exist. */
const META_URL_TAGS = 'meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"], meta[name="twitter:image"], meta[property="og:url"]';
const HEAD_LINK_RELS = new Set(['canonical', 'alternate', 'icon', 'apple-touch-icon', 'mask-icon', 'manifest']);

/**
 * Internal links of a page, as paths inside the build: same-site hrefs and
 * image sources, resolved against the page's own path (`pagePath`, as
 * listPages gives it), plus the URLs of its meta tags (social images,
 * og:url) and head links (canonical, alternates, icons, manifest). `siteRoot`
 * is the address the build is published at (`url` + `baseUrl`): absolute
 * URLs under it are the site's own. A meta or head-link URL anywhere else
 * comes back whole, for findBrokenLinks to report.
 */
export function internalLinksOf(html: string, pagePath: string, siteRoot = `${SITE_ORIGIN}/`): string[] {
  const $ = cheerio.load(html);
  const root = new URL(siteRoot);
  const pageUrl = new URL(pagePath.replace(/^\//, ''), root);
  const links: string[] = [];
  const add = (href: string, declared: boolean): void => {
    if (/^(mailto|tel|javascript|data):/i.test(href)) return;
    const resolved = new URL(href, pageUrl);
    const ownSite = resolved.origin === root.origin && resolved.pathname.startsWith(root.pathname);
    if (ownSite) links.push('/' + resolved.pathname.slice(root.pathname.length) + resolved.hash);
    else if (resolved.origin === root.origin) links.push(resolved.pathname + resolved.hash);
    else if (declared) links.push(resolved.href);
  };
  $('a[href], img[src]').each((_, element) => {
    add($(element).attr('href') ?? $(element).attr('src') ?? '', false);
  });
  $(META_URL_TAGS).each((_, element) => {
    add($(element).attr('content') ?? '', true);
  });
  $('link[href]').each((_, element) => {
    const rels = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (rels.some((rel) => HEAD_LINK_RELS.has(rel))) add($(element).attr('href') ?? '', true);
  });
  return links;
}

/**
 * Checks every internal link and anchor of the build, and the URLs in its
 * meta tags and head links. `siteRoot`: the address the build is published
 * at (`url` + `baseUrl`), as the pages' absolute URLs carry it.
 */
export function findBrokenLinks(buildDir: string, siteRoot?: string): BrokenLink[] {
  const pages = listPages(buildDir);
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string): Set<string> => {
    let set = anchorCache.get(file);
    if (!set) {
      set = anchorsOf(readFileSync(file, 'utf8'));
      anchorCache.set(file, set);
    }
    return set;
  };
  const broken: BrokenLink[] = [];
  for (const [pagePath, file] of pages) {
    if (pagePath === '/404') continue;
    for (const href of new Set(internalLinksOf(readFileSync(file, 'utf8'), pagePath, siteRoot))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
        broken.push({ page: pagePath, href, reason: 'other host' });
        continue;
      }
      const [rawPath, rawHash = ''] = href.split('#');
      let decodedPath: string;
      let decodedHash: string;
      try {
        decodedPath = decodeURIComponent(rawPath);
        decodedHash = decodeURIComponent(rawHash);
      } catch {
        broken.push({ page: pagePath, href, reason: 'undecodable' });
        continue;
      }
      const isAsset = /\.[a-z0-9]{2,5}$/i.test(decodedPath) && !decodedPath.endsWith('.html');
      if (isAsset) {
        if (!existsSync(path.join(buildDir, decodedPath))) broken.push({ page: pagePath, href, reason: 'missing page' });
        continue;
      }
      const target = resolvePage(pages, rawPath) ?? resolvePage(pages, decodedPath);
      if (!target || target.endsWith(`${path.sep}404.html`)) {
        broken.push({ page: pagePath, href, reason: 'missing page' });
        continue;
      }
      if (decodedHash && !anchors(target).has(decodedHash)) broken.push({ page: pagePath, href, reason: 'missing anchor' });
    }
  }
  return broken;
}
