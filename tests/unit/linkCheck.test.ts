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

  it('checks image sources too, but not data: or other hosts\' images', () => {
    const links = internalLinksOf('<img src="/diagrams/x-light.svg" alt=""><img src="data:image/png;base64,AA==" alt=""><img src="https://example.com/i.png" alt="">', '/docs/a/');
    expect(links).toEqual(['/diagrams/x-light.svg']);
  });

  it('collects ids and named anchors', () => {
    expect([...anchorsOf('<h2 id="ação-básica">x</h2><a name="velho"></a>')]).toEqual(['ação-básica', 'velho']);
  });

  it('accepts encoded accented anchors and trailing-slash variants, and reports the broken ones', () => {
    const dir = site({
      'index.html': '<a href="/docs/a/#a%C3%A7%C3%A3o">ok</a><a href="/docs/a#ação">ok</a><a href="/docs/b/">missing</a><a href="/docs/a/#nada">anchor</a><a href="/img/x.png">asset</a>',
      'docs/a/index.html': '<h2 id="ação">Ação</h2>',
      '404.html': '<a href="/nowhere">ignored</a>',
    });
    expect(findBrokenLinks(dir)).toEqual([
      { page: '/', href: '/docs/b/', reason: 'missing page' },
      { page: '/', href: '/docs/a/#nada', reason: 'missing anchor' },
      { page: '/', href: '/img/x.png', reason: 'missing page' },
    ]);
  });
});
