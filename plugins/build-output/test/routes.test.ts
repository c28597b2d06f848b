import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileInBuild, findBuiltPage, htmlFileCandidates, listBuiltPages, resolveBuiltPage, routeOfHtmlFile, routeRelativeToBase } from '../src/routes';

describe('routes and files', () => {
  it('strips the base URL, and refuses a route outside it', () => {
    expect(routeRelativeToBase('/base/docs/a', '/base/')).toBe('docs/a');
    expect(routeRelativeToBase('/docs/a/', '/')).toBe('docs/a/');
    expect(() => routeRelativeToBase('/outra/docs/a', '/base/')).toThrow(/baseUrl/);
  });

  it('lists where a static build keeps a route', () => {
    expect(htmlFileCandidates('')).toEqual(['index.html']);
    expect(htmlFileCandidates('docs/a/')).toEqual(['docs/a/index.html']);
    expect(htmlFileCandidates('docs/a/b')).toEqual(['docs/a/b/index.html', 'docs/a/b.html']);
  });

  it('gives the route a built file is served at, the inverse of the candidates', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('docs/a/index.html')).toBe('/docs/a/');
    expect(routeOfHtmlFile('docs/a/b.html')).toBe('/docs/a/b');
    expect(routeOfHtmlFile('404.html')).toBe('/404');
    // Round trip: docs/a/ → docs/a/index.html → /docs/a/; docs/a/b → docs/a/b/index.html and docs/a/b.html → /docs/a/b/ and /docs/a/b.
    expect(htmlFileCandidates('docs/a/').map(routeOfHtmlFile)).toEqual(['/docs/a/']);
    expect(htmlFileCandidates('docs/a/b').map(routeOfHtmlFile)).toEqual(['/docs/a/b/', '/docs/a/b']);
  });
});

describe('a build folder', () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'build-output-'));
  for (const file of ['index.html', 'docs/a/index.html', 'docs/b.html', 'docs/a/img.png', '404.html']) {
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    writeFileSync(path.join(buildDir, file), '');
  }
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it('lists its pages by route, HTML only, in file order', () => {
    const pages = listBuiltPages(buildDir);
    expect([...pages.keys()]).toEqual(['/404', '/docs/a/', '/docs/b', '/']);
    expect(pages.get('/docs/a/')).toBe(path.join(buildDir, 'docs/a/index.html'));
    expect([...listBuiltPages(buildDir, 'docs').keys()]).toEqual(['/docs/a/', '/docs/b']);
  });

  it('resolves a URL path as a static host with clean URLs does', () => {
    const pages = listBuiltPages(buildDir);
    const a = path.join(buildDir, 'docs/a/index.html');
    const b = path.join(buildDir, 'docs/b.html');
    for (const urlPath of ['/docs/a', '/docs/a/', '/docs/a/index', '/docs/a/index.html']) expect(resolveBuiltPage(pages, urlPath)).toBe(a);
    for (const urlPath of ['/docs/b', '/docs/b/', '/docs/b.html']) expect(resolveBuiltPage(pages, urlPath)).toBe(b);
    expect(resolveBuiltPage(pages, '/docs/c')).toBeUndefined();
  });

  it('finds the built file of a route, base URL included, and refuses a path outside the build', () => {
    expect(findBuiltPage(buildDir, '/base/docs/a', '/base/')).toBe(path.join(buildDir, 'docs/a/index.html'));
    expect(findBuiltPage(buildDir, '/docs/b')).toBe(path.join(buildDir, 'docs/b.html'));
    expect(findBuiltPage(buildDir, '/docs/c')).toBeUndefined();
    expect(fileInBuild(buildDir, '/docs/a%C3%A7%C3%A3o.md', '/')).toBe(path.join(buildDir, 'docs/ação.md'));
    expect(() => fileInBuild(buildDir, '/docs/%2E%2E/%2E%2E/x', '/')).toThrow(/sairia/);
  });
});
