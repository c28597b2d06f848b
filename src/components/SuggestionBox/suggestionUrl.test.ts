// cspell:ignore sugest
import { describe, expect, it } from 'vitest';
import { buildSuggestionUrl, CUT_MARKER, issueBody, MAX_ISSUE_URL_LENGTH, pageTitleOf, quoteSelection } from './suggestionUrl';

const base = {
  repositoryUrl: 'https://github.com/Space-Wizard-Studios/sw-game-dice-rolling',
  documentTitle: 'Energia dos dados | Dice Rolling Game',
  siteTitle: 'Dice Rolling Game',
  pageUrl: 'https://example.org/docs/game/design/mechanics/characters/energy/',
};

function parse(url: string) {
  const parsed = new URL(url);
  return { path: parsed.origin + parsed.pathname, title: parsed.searchParams.get('title'), body: parsed.searchParams.get('body') };
}

describe('pageTitleOf', () => {
  it('removes the site-title suffix', () => {
    expect(pageTitleOf('Energia dos dados | Dice Rolling Game', 'Dice Rolling Game')).toBe('Energia dos dados');
  });
  it('keeps a title without the suffix and one that only contains the site name elsewhere', () => {
    expect(pageTitleOf('Dice Rolling Game | Sobre', 'Dice Rolling Game')).toBe('Dice Rolling Game | Sobre');
  });
  it('falls back to the site title for an empty title', () => {
    expect(pageTitleOf(' | Dice Rolling Game', 'Dice Rolling Game')).toBe('Dice Rolling Game');
  });
});

describe('buildSuggestionUrl', () => {
  it('opens the new-issue page with the quoted page title and the page URL', () => {
    const result = parse(buildSuggestionUrl(base));
    expect(result.path).toBe('https://github.com/Space-Wizard-Studios/sw-game-dice-rolling/issues/new');
    expect(result.title).toBe('Docs: sugestão em "Energia dos dados"');
    expect(result.body).toBe(`URL: ${base.pageUrl}`);
  });

  it('percent-encodes both values (spaces as %20, no raw quotes or accents)', () => {
    const url = buildSuggestionUrl(base);
    expect(url).toContain('title=Docs%3A%20sugest%C3%A3o%20em%20%22Energia%20dos%20dados%22');
    expect(url).not.toMatch(/[ "ã]/);
  });

  it('quotes every line of a multi-line selection after a blank line', () => {
    const result = parse(buildSuggestionUrl({ ...base, selection: 'primeira linha\r\nsegunda\rterceira\n' }));
    expect(result.body).toBe(`URL: ${base.pageUrl}\n\nTexto selecionado:\n> primeira linha\n> segunda\n> terceira\n> `);
  });

  it('ignores a selection made only of white space', () => {
    expect(parse(buildSuggestionUrl({ ...base, selection: ' \n\t ' })).body).toBe(`URL: ${base.pageUrl}`);
  });

  it('round-trips every special character unchanged', () => {
    // cspell:disable-next-line -- Hebrew and right-to-left marks on purpose.
    const tricky = 'a & b # c % d + e = f ? g "h" \'i\' 🎲 עברית‏ \u202Eabc 100% ação';
    const result = parse(buildSuggestionUrl({ ...base, documentTitle: `${tricky} | Dice Rolling Game`, selection: tricky }));
    expect(result.title).toBe(`Docs: sugestão em "${tricky}"`);
    expect(result.body).toBe(`URL: ${base.pageUrl}\n\nTexto selecionado:\n> ${tricky}`);
  });

  it('cuts a huge selection with a visible marker so the URL stays within 8,000 characters', () => {
    const selection = 'ação 🎲 '.repeat(5000);
    const url = buildSuggestionUrl({ ...base, selection });
    expect(url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    const body = parse(url).body ?? '';
    expect(body.endsWith(`\n> ${CUT_MARKER}`)).toBe(true);
    expect(body.startsWith(`URL: ${base.pageUrl}\n\nTexto selecionado:\n> ação 🎲 ação`)).toBe(true);
    // The cut keeps as much text as fits: one more character would not.
    expect(url.length).toBeGreaterThan(MAX_ISSUE_URL_LENGTH - 40);
  });

  it('never splits an emoji when cutting', () => {
    const url = buildSuggestionUrl({ ...base, selection: '🎲'.repeat(4000) });
    const body = parse(url).body ?? '';
    expect(body).not.toContain('\uFFFD');
    expect(() => encodeURIComponent(body)).not.toThrow();
  });

  it('survives a lone surrogate in the selection', () => {
    const url = buildSuggestionUrl({ ...base, selection: 'meio emoji \uD83C fim' });
    expect(parse(url).body).toContain('> meio emoji \uFFFD fim');
  });

  it('cuts a hostile page URL too, keeping the result openable', () => {
    const pageUrl = `${base.pageUrl}#${'<script>'.repeat(3000)}`;
    const url = buildSuggestionUrl({ ...base, pageUrl, selection: 'trecho' });
    expect(url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    const body = parse(url).body ?? '';
    expect(body.startsWith(`URL: ${base.pageUrl}#<script>`)).toBe(true);
    expect(body).toContain(CUT_MARKER);
  });
});

describe('issueBody and quoteSelection', () => {
  it('builds the body from the URL alone when nothing is selected', () => {
    expect(issueBody('https://x.test/a', '')).toBe('URL: https://x.test/a');
  });
  it('prefixes every line with "> "', () => {
    expect(quoteSelection('um\ndois')).toBe('> um\n> dois');
  });
});
