// The escape hatch for a Docusaurus upgrade: with every feature that reads an
// internal switched off (DOCS_INTERNALS_OFF=all), the site still builds, with
// Docusaurus' stock behaviour in their place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { all, parseHtml } from '../../plugins/build-output/src/page';
import { findBuiltPage } from '../../plugins/build-output/src/routes';
import { build, copySite } from './support/siteCopy';

let siteCopy = '';

function builtPage(route: string): ReturnType<typeof parseHtml> {
  const file = findBuiltPage(path.join(siteCopy, 'build'), route);
  if (!file) throw new Error(`no built page for ${route}`);
  return parseHtml(readFileSync(file, 'utf8'));
}

describe('a build with every internal switched off', () => {
  beforeAll(async () => {
    siteCopy = copySite('internals-off');
    await build(siteCopy, { DOCS_INTERNALS_OFF: 'all' });
  }, 900_000);

  it('leaves diagrams to the stock Mermaid theme, which draws them in the browser', () => {
    const page = builtPage('/docs/game/design/game_flow/battle_flow');
    expect(all('article h2', page).length).toBeGreaterThan(0);
    expect(all('article img[src*="/diagrams/"]', page).length).toBe(0);
  });

  it('highlights code with the stock code block, in the static HTML', () => {
    const page = builtPage('/docs/tutorials/criando-sua-primeira-acao');
    expect(all('article pre code .token', page).length).toBeGreaterThan(0);
  });
});
