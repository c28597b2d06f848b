import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import http, { type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtSite,
  indexSize,
  launchBrowser,
  loadTypeScript,
  measurePage,
  median,
  scriptsHolding,
  startStaticServer,
  table,
  type ServedResponse,
} from '../../scripts/lib/bench-harness.mjs';

// A smoke test of what the benches share, against a tiny static folder: it
// checks what the harness reports, never how fast anything is.

let site: string;

/** A GET whose body comes as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'bench-harness-'));
  const files: Record<string, string> = {
    // Like a built page: a script that marks the page hydrated, a stylesheet.
    'index.html':
      '<!doctype html><html><head><link rel="stylesheet" ' +
      'href="/assets/css/styles.css"></head><body><p>Início</p><script src="/assets/js/main.js"></script></body></html>',
    'docs/energia/index.html': '<!doctype html><html><body><p>Energia</p></body></html>',
    '404.html': '<!doctype html><html><body><p>Página não encontrada</p></body></html>',
    'assets/js/main.js': `document.documentElement.dataset.hasHydrated = 'true'; // ${'x'.repeat(2000)}`,
    'assets/css/styles.css': 'p { color: #222; }',
    'search-index/manifest.json': '{}',
    'search-index/shards/0.json': 'fragmento',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), content);
  }
});

describe('the bench harness', () => {
  it('accepts a folder with an index.html as a build, and refuses one without', () => {
    expect(builtSite(site)).toBe(site);
    expect(() => builtSite(path.join(site, 'assets'))).toThrow(/não parece um build/);
  });

  describe('its static server', () => {
    const served: ServedResponse[] = [];
    let server: { url: string; close: () => Promise<void> };
    beforeAll(async () => {
      server = await startStaticServer(site, {
        gzip: 9,
        headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'max-age=600' }] }],
        onResponse: (response) => served.push(response),
      });
    });
    afterAll(() => server.close());

    it('serves clean URLs and 404.html, gzip-compressed for a client that asks, and reports the bytes it sent', async () => {
      const page = await fetch(`${server.url}/docs/energia`, { headers: { 'accept-encoding': 'identity' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Energia');
      const missing = await fetch(`${server.url}/nada`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Página não encontrada');

      const response = await rawGet(`${server.url}/assets/js/main.js`, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('max-age=600');
      expect(gunzipSync(response.body).toString()).toMatch(/^document\.documentElement\.dataset\.hasHydrated/);
      expect(served.find((entry) => entry.path === '/assets/js/main.js')?.bytes).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(1000);
    });

    it('serves only under a base path when given one', async () => {
      const based = await startStaticServer(site, { base: '/algum/' });
      try {
        expect((await fetch(`${based.url}/algum/docs/energia/`)).status).toBe(200);
        expect((await fetch(`${based.url}/docs/energia/`)).status).toBe(404);
      } finally {
        await based.close();
      }
    });
  });

  it('measures what a first visit downloads, by kind, in the system Chromium', { timeout: 60_000 }, async () => {
    const server = await startStaticServer(site);
    const browser = await launchBrowser();
    try {
      const weight = await measurePage(browser, `${server.url}/`);
      expect(weight.errors).toEqual([]);
      expect(weight.totals.html.requests).toBe(1);
      expect(weight.totals.js.requests).toBe(1);
      expect(weight.totals.js.raw).toBeGreaterThan(2000);
      expect(weight.totals.js.gzip).toBeLessThan(weight.totals.js.raw);
      expect(weight.totals.css.requests).toBe(1);
      expect(weight.mermaidFiles).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it("sizes the search index, loads the site's TypeScript, and prints figures", () => {
    const index = indexSize(site);
    expect(index.files.sort()).toEqual(['search-index/manifest.json', 'search-index/shards/0.json']);
    expect(index.raw).toBe(11);
    expect(loadTypeScript('plugins/markdown-export/src/paths.ts').markdownPathFor).toBeTypeOf('function');
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(table(['página', 'KB'], [['inicial', '1.5']]).split('\n')).toEqual(['página    KB', '-------  ---', 'inicial  1.5']);
  });

  it('keeps the scripts that hold a marker, each file once, with its gzip size', async () => {
    const body = (text: string) => Buffer.from(text.repeat(50));
    const held = await scriptsHolding(
      [
        Promise.resolve({ name: '/assets/js/a.js', body: body('Adicionar inimigo;') }),
        Promise.resolve({ name: '/assets/js/b.js', body: body('outra coisa;') }),
        Promise.resolve({ name: '/assets/js/a.js', body: body('Adicionar inimigo;') }),
        Promise.resolve(null),
        Promise.resolve({ name: '/assets/js/c.js', body: body('kind:"progress"') }),
      ],
      ['Adicionar inimigo', 'kind:"progress"'],
    );
    expect(held.files.map((file) => file.name)).toEqual(['a.js', 'c.js']);
    expect(held.gzip).toBe(held.files[0]!.gzip + held.files[1]!.gzip);
    expect(held.files[0]!.gzip).toBeGreaterThan(0);
    expect(held.files[0]!.gzip).toBeLessThan(body('Adicionar inimigo;').length);
  });
});
