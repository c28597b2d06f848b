import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CopyMarkdown from './index';

describe('CopyMarkdown (server HTML)', () => {
  it('links to the page Markdown and renders the button and an empty live region', () => {
    const html = renderToStaticMarkup(<CopyMarkdown permalink="/docs/game/design/mechanics/" />);
    expect(html).toContain('href="/docs/game/design/mechanics/index.md"');
    expect(html).toContain('>Ver em Markdown</a>');
    expect(html).toMatch(/<button type="button"[^>]*>Copiar como Markdown<\/button>/);
    expect(html).toContain('role="status"></span>');
    expect(html).toContain('data-markdown-export="skip"');
  });

  it('keeps the base URL of a leaf page', () => {
    expect(renderToStaticMarkup(<CopyMarkdown permalink="/base/docs/framework/api/DiceRolling" />)).toContain('href="/base/docs/framework/api/DiceRolling.md"');
  });
});
