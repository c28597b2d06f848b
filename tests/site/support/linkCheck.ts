import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { all, attribute, first, parseHtml, listBuiltPages, resolveBuiltPage } from '../../../plugins/build-output/src/index';
import { builtTree } from './builtTrees';

export interface BrokenLink {
  page: string;
  href: string;
  reason: 'missing page' | 'missing anchor' | 'undecodable' | 'other host';
}

const SITE_ORIGIN = 'http://site.invalid';

/** The address a build is published at (`url` + `baseUrl`): its landing page's canonical URL. */
export function publishedRoot(buildDir: string): string {
  const canonical = first('link[rel=canonical]', builtTree(path.join(buildDir, 'index.html')));
  const href = canonical && attribute(canonical, 'href');
  if (!href) throw new Error('The landing page has no canonical link.');
  return new URL(href).href;
}

/** The ids a page (its HTML, or its parsed tree) defines, compared decoded (headings keep their accents). */
export function anchorsOf(page: string | Root): Set<string> {
  const tree = typeof page === 'string' ? parseHtml(page) : page;
  return new Set([
    ...all('[id]', tree).map((element) => attribute(element, 'id') ?? ''),
    ...all('a[name]', tree).map((element) => attribute(element, 'name') ?? ''),
  ]);
}

/** URLs a page declares in its head for other programs: they must be the site's own, and exist. */
const META_URL_TAGS =
  'meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"], meta[name="twitter:image"], meta[property="og:url"]';
const HEAD_LINK_RELS = new Set(['canonical', 'alternate', 'icon', 'apple-touch-icon', 'mask-icon', 'manifest']);

/**
 * Internal links of a page, as paths inside the build: same-site hrefs and
 * image sources, resolved against the page's own path (`pagePath`, as
 * listBuiltPages gives it), plus the URLs of its meta tags (social images,
 * og:url) and head links (canonical, alternates, icons, manifest). `siteRoot`
 * is the address the build is published at (`url` + `baseUrl`): absolute
 * URLs under it are the site's own. A meta or head-link URL anywhere else
 * comes back whole, for findBrokenLinks to report.
 */
export function internalLinksOf(page: string | Root, pagePath: string, siteRoot = `${SITE_ORIGIN}/`): string[] {
  const tree = typeof page === 'string' ? parseHtml(page) : page;
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
  for (const element of all('a[href], img[src]', tree)) add(attribute(element, 'href') ?? attribute(element, 'src') ?? '', false);
  for (const element of all(META_URL_TAGS, tree)) add(attribute(element, 'content') ?? '', true);
  for (const element of all('link[href]', tree)) {
    const rels = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (rels.some((rel) => HEAD_LINK_RELS.has(rel))) add(attribute(element, 'href') ?? '', true);
  }
  return links;
}

/**
 * Checks every internal link and anchor of the build, and the URLs in its
 * meta tags and head links. `siteRoot`: the address the build is published
 * at (`url` + `baseUrl`), as the pages' absolute URLs carry it.
 */
export function findBrokenLinks(buildDir: string, siteRoot?: string): BrokenLink[] {
  const pages = listBuiltPages(buildDir);
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string): Set<string> => {
    let set = anchorCache.get(file);
    if (!set) {
      set = anchorsOf(builtTree(file));
      anchorCache.set(file, set);
    }
    return set;
  };
  const broken: BrokenLink[] = [];
  for (const [pagePath, file] of pages) {
    if (pagePath === '/404') continue;
    for (const href of new Set(internalLinksOf(builtTree(file), pagePath, siteRoot))) {
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
      const target = resolveBuiltPage(pages, rawPath) ?? resolveBuiltPage(pages, decodedPath);
      if (!target || target.endsWith(`${path.sep}404.html`)) {
        broken.push({ page: pagePath, href, reason: 'missing page' });
        continue;
      }
      if (decodedHash && !anchors(target).has(decodedHash)) broken.push({ page: pagePath, href, reason: 'missing anchor' });
    }
  }
  return broken;
}
