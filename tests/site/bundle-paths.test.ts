import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir, siteDir } from './support/paths';

// Docusaurus copies the site config, with every option handed to a plugin as
// `[plugin, options]`, into the client bundle. A plugin given the site's
// folder that way ships the build machine's path to every reader; plugins
// bind such options in a closure instead (mermaid-prerender, social-cards,
// game-data). A route component added by its absolute file path lands in the
// bundle too (the registry of route modules), so plugins add it as @site/….

function sitePathsInBundle(): string[] {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const found: string[] = [];
  for (const name of readdirSync(jsDir).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(path.join(jsDir, name), 'utf8');
    for (let at = text.indexOf(siteDir); at !== -1; at = text.indexOf(siteDir, at + 1)) {
      found.push(`${name}: …${text.slice(Math.max(0, at - 80), at + siteDir.length + 40).replaceAll(siteDir, '<pasta do site>')}…`);
    }
  }
  return found;
}

describe('the built JavaScript', () => {
  it("carries nothing with the build machine's folder in it (plugin options, route components)", () => {
    expect(sitePathsInBundle()).toEqual([]);
  });
});
