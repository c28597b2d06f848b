import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

export interface BrokenLink {
  page: string;
  href: string;
  reason: 'missing page' | 'missing anchor' | 'undecodable';
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

/** Internal links of a page: same-origin hrefs and image sources, resolved against the page's own path. */
export function internalLinksOf(html: string, pagePath: string): string[] {
  const $ = cheerio.load(html);
  const links: string[] = [];
  $('a[href], img[src]').each((_, element) => {
    const href = $(element).attr('href') ?? $(element).attr('src') ?? '';
    if (/^(mailto|tel|javascript|data):/i.test(href)) return;
    const resolved = new URL(href, SITE_ORIGIN + pagePath);
    if (resolved.origin !== SITE_ORIGIN) return;
    links.push(resolved.pathname + resolved.hash);
  });
  return links;
}

/** Checks every internal link and anchor of the build. */
export function findBrokenLinks(buildDir: string): BrokenLink[] {
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
    for (const href of new Set(internalLinksOf(readFileSync(file, 'utf8'), pagePath))) {
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
