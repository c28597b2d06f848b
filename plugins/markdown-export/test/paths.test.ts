import { describe, expect, it } from 'vitest';
import { absolutePageUrl, markdownPathFor } from '../src/paths';

describe('markdownPathFor', () => {
  it('adds .md to a leaf page and index.md to an index route', () => {
    expect(markdownPathFor('/docs/game/content/roles/playable/warden')).toBe('/docs/game/content/roles/playable/warden.md');
    expect(markdownPathFor('/docs/game/design/mechanics/')).toBe('/docs/game/design/mechanics/index.md');
    expect(markdownPathFor('/docs/framework/api/DiceRolling.Controllers.BattleEvents')).toBe('/docs/framework/api/DiceRolling.Controllers.BattleEvents.md');
  });

  it('keeps the base URL and drops query and hash', () => {
    expect(markdownPathFor('/base/docs/a/b?x=1#c')).toBe('/base/docs/a/b.md');
    expect(markdownPathFor('/base/docs/a/#c')).toBe('/base/docs/a/index.md');
    expect(markdownPathFor('')).toBe('/index.md');
  });
});

describe('absolutePageUrl', () => {
  it('joins the site URL and a route that already carries the base URL', () => {
    expect(absolutePageUrl('https://example.org', '/base/docs/a.md')).toBe('https://example.org/base/docs/a.md');
    expect(absolutePageUrl('https://example.org/', '/docs/ação/')).toBe('https://example.org/docs/a%C3%A7%C3%A3o/');
  });
});
