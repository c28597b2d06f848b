import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir, siteDir } from './support/paths';

// Docusaurus copies the site config, with every option handed to a plugin as
// `[plugin, options]`, into the client bundle. A plugin given the site's
// folder that way ships the build machine's path to every reader; plugins
// bind such options in a closure instead (mermaid-prerender, social-cards).
//
// A route component added with an absolute file path also lands in the bundle
// (Docusaurus' registry of route modules: "path",moduleId]). That is not an
// option and is left out here.
const registryModulePath = /^[^"]*",\d+\]/;

function sitePathsInOptions(): string[] {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const found: string[] = [];
  for (const name of readdirSync(jsDir).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(path.join(jsDir, name), 'utf8');
    for (let at = text.indexOf(siteDir); at !== -1; at = text.indexOf(siteDir, at + 1)) {
      const after = text.slice(at + siteDir.length, at + siteDir.length + 200);
      if (registryModulePath.test(after)) continue;
      found.push(`${name}: …${text.slice(Math.max(0, at - 80), at + siteDir.length + 40).replaceAll(siteDir, '<pasta do site>')}…`);
    }
  }
  return found;
}

describe('the built JavaScript', () => {
  it("carries no plugin option with the build machine's folder in it", () => {
    expect(sitePathsInOptions()).toEqual([]);
  });
});
