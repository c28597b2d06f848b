import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, findBrokenLinks, internalLinksOf } from '../site/support/linkCheck';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'links-'));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe('link checker', () => {
  it('resolves relative links and ignores other hosts and mailto', () => {
    const links = internalLinksOf('<a href="b">b</a><a href="/c#x">c</a><a href="https://github.com/x">g</a><a href="mailto:a@b.c">m</a>', '/docs/a/');
    expect(links).toEqual(['/docs/a/b', '/c#x']);
  });

  it("checks image sources too, but not data: or other hosts' images", () => {
    const links = internalLinksOf(
      '<img src="/diagrams/x-light.svg" alt=""><img src="data:image/png;base64,AA==" alt=""><img src="https://example.com/i.png" alt="">',
      '/docs/a/',
    );
    expect(links).toEqual(['/diagrams/x-light.svg']);
  });

  it('collects ids and named anchors', () => {
    expect([...anchorsOf('<h2 id="ação-básica">x</h2><a name="velho"></a>')]).toEqual(['ação-básica', 'velho']);
  });

  it('accepts encoded accented anchors and trailing-slash variants, and reports the broken ones', () => {
    const dir = site({
      'index.html':
        '<a href="/docs/a/#a%C3%A7%C3%A3o">ok</a><a href="/docs/a#ação">ok</a><a ' +
        'href="/docs/b/">missing</a><a href="/docs/a/#nada">anchor</a><a href="/img/x.png">asset</a>',
      'docs/a/index.html': '<h2 id="ação">Ação</h2>',
      '404.html': '<a href="/nowhere">ignored</a>',
    });
    expect(findBrokenLinks(dir)).toEqual([
      { page: '/', href: '/docs/b/', reason: 'missing page' },
      { page: '/', href: '/docs/a/#nada', reason: 'missing anchor' },
      { page: '/', href: '/img/x.png', reason: 'missing page' },
    ]);
  });

  it("checks the URLs of meta tags: social images, canonical, alternates and icons, absolute ones on the site's own address", () => {
    const head =
      '<meta property="og:image" content="https://example.org/base/img/social/a.png">' +
      '<meta name="twitter:image" content="https://example.org/base/img/social/b.png">' +
      '<link rel="canonical" href="https://example.org/base/docs/a/">' +
      '<link rel="alternate" href="https://example.org/base/docs/a/" hreflang="pt-BR">' +
      '<link rel="icon" href="/base/img/favicon.svg">' +
      '<link rel="apple-touch-icon" href="https://cdn.example.com/icon.png">';
    expect(internalLinksOf(head, '/docs/a/', 'https://example.org/base/')).toEqual([
      '/img/social/a.png',
      '/img/social/b.png',
      '/docs/a/',
      '/docs/a/',
      '/img/favicon.svg',
      'https://cdn.example.com/icon.png',
    ]);
  });

  it('fails a build whose social image does not exist or whose meta tags point to another host', () => {
    const dir = site({
      'index.html':
        '<meta property="og:image" content="https://example.org/img/social/missing.png">' +
        '<meta name="twitter:image" content="https://example.org/img/social/here.png">' +
        '<link rel="canonical" href="https://example.org/">' +
        '<link rel="icon" href="https://elsewhere.example/favicon.ico">',
      'img/social/here.png': 'png',
    });
    expect(findBrokenLinks(dir, 'https://example.org/')).toEqual([
      { page: '/', href: '/img/social/missing.png', reason: 'missing page' },
      { page: '/', href: 'https://elsewhere.example/favicon.ico', reason: 'other host' },
    ]);
  });
});
