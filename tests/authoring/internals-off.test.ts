// The escape hatch for a Docusaurus upgrade: with every feature that reads an
// internal switched off (DOCS_INTERNALS_OFF=all), the site still builds, with
// Docusaurus' stock behaviour in their place.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlFileCandidates } from '../../plugins/markdown-export/src/paths';
import { build, copySite } from './support/siteCopy';

let siteCopy = '';

function builtPage(route: string): ReturnType<typeof load> {
  const relative = route.replace(/^\//, '');
  const file = htmlFileCandidates(relative).find((candidate) => existsSync(path.join(siteCopy, 'build', candidate)));
  if (!file) throw new Error(`no built page for ${route}`);
  return load(readFileSync(path.join(siteCopy, 'build', file), 'utf8'));
}

describe('a build with every internal switched off', () => {
  beforeAll(async () => {
    siteCopy = copySite('internals-off');
    await build(siteCopy, { DOCS_INTERNALS_OFF: 'all' });
  }, 900_000);

  it('leaves diagrams to the stock Mermaid theme, which draws them in the browser', () => {
    const $ = builtPage('/docs/game/design/game_flow/battle_flow');
    expect($('article h2').length).toBeGreaterThan(0);
    expect($('article img[src*="/diagrams/"]').length).toBe(0);
  });

  it('highlights code with the stock code block, in the static HTML', () => {
    const $ = builtPage('/docs/tutorials/criando-sua-primeira-acao');
    expect($('article pre code .token').length).toBeGreaterThan(0);
  });
});
