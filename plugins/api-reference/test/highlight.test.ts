import { Prism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { highlightCSharp } from '../src/highlight';
import { htmlText } from './helpers';

describe('highlightCSharp', () => {
  it("tokenises with the Prism of the site's code blocks (prism-react-renderer's), C# loaded onto it, and leaves no global behind", () => {
    expect(Prism.languages.csharp).toBeDefined();
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
  });

  it('colours keywords, types, strings and numbers, and keeps the code as its text', () => {
    const code = 'public static List<int> Roll(string name = "d<6>&", int sides = 6)';
    const html = highlightCSharp(code);
    expect(html).toContain('<span class=k>public</span> <span class=k>static</span>');
    expect([...html.matchAll(/<span class=s>(.*?)<\/span>/g)].map((m) => htmlText(m[1] ?? ''))).toEqual(['"d<6>&"']);
    expect(html).toContain('<span class=n>6</span>');
    expect(htmlText(html)).toBe(code);
  });
});
