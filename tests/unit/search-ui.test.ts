// Portuguese accessible names and hostile URL values in the search UI of
// @easyops-cn/docusaurus-search-local, as patched by
// patches/@easyops-cn+docusaurus-search-local+0.55.3.patch (fails without it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const read = (file: string) => readFileSync(path.join(pluginDir, 'dist/client/client/theme', file), 'utf8');
const code = JSON.parse(readFileSync(path.resolve(__dirname, '../../i18n/pt/code.json'), 'utf8'));

describe('search: UI patch', () => {
  it('names the search input and the clear button in Portuguese', () => {
    const searchBar = read('SearchBar/SearchBar.jsx');
    expect(searchBar).not.toContain('aria-label="Search"');
    expect(searchBar).toMatch(/aria-label=\{translate\(\{\s*id: "theme.SearchBar.label"/);
    expect(searchBar).toMatch(/aria-label=\{translate\(\{\s*id: "theme.SearchBar.clearButtonLabel"/);
    expect(read('SearchPage/SearchPage.jsx')).not.toContain('aria-label="Search"');
    expect(code['theme.SearchBar.label'].message).toBe('Buscar');
    expect(code['theme.SearchBar.clearButtonLabel'].message).toBe('Limpar busca');
  });

  it('bounds _highlight and never lets mark.js break the page', () => {
    const searchBar = read('SearchBar/SearchBar.jsx');
    expect(searchBar).toContain('MAX_HIGHLIGHT_KEYWORDS');
    expect(searchBar).toMatch(/catch \(error\)/);
  });

  it('accepts only a plain relative path as `version`', () => {
    const hook = read('hooks/useSearchQuery.js');
    expect(hook).toContain('rawSearchVersion');
    // The same test as the patched hook.
    const accepts = (value: string) =>
      value.length <= 100 && /^[\w.-]+(?:\/[\w.-]+)*\/?$/.test(value) && !value.split('/').some((s) => s === '.' || s === '..');
    expect(accepts('docs/1.0/')).toBe(true);
    for (const hostile of ['//evil.example/', '../../', '<script>alert(1)</script>', '%E0%A4%A', 'a'.repeat(10_000), 'javascript:alert(1)']) {
      expect(accepts(hostile)).toBe(false);
    }
  });
});
