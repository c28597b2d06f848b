import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import mermaidPrerenderPlugin from '../src/index';

const context = {} as LoadContext;
const good = { siteDir: '/site', staticDir: 'generated/static', folder: 'diagrams', chromiumPath: '/usr/bin/chromium', chromiumArgs: ['--headless'] };

describe('mermaid-prerender options', () => {
  it('stops with a Portuguese message naming each bad option', () => {
    const make = () => mermaidPrerenderPlugin(context, { ...good, folder: '', chromiumArgs: '--headless', pasta: 'x' });
    expect(make).toThrow(/^\[mermaid-prerender\] opções inválidas no docusaurus\.config\.ts:/);
    expect(make).toThrow(/- folder: /);
    expect(make).toThrow(/- chromiumArgs: /);
    expect(make).toThrow(/opção desconhecida: "pasta"/);
  });

  it('accepts the options of the config', () => {
    expect(mermaidPrerenderPlugin(context, good).name).toBe('mermaid-prerender');
  });
});
