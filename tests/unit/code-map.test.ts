import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CONTRIBUTING.md maps the code for the next maintainer: a folder moved or
// added without updating the map (or the upgrade tables, which name the files
// that read Docusaurus internals) shows up here.
const root = path.resolve(__dirname, '../..');
const contributing = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');

function section(heading: string): string {
  const start = contributing.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`CONTRIBUTING.md não tem a seção "${heading}"`);
  const end = contributing.indexOf('\n## ', start + 1);
  return contributing.slice(start, end === -1 ? undefined : end);
}

/** Repository paths written in code spans, e.g. `plugins/search/` or `src/theme/DocItem/Layout`. */
function pathsNamed(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return [...new Set(spans.filter((span) => /^(plugins|src|tests|scripts|docs|data|static|framework-source|i18n|cspell)\//.test(span) && !span.includes('*')))];
}

describe('the code map in CONTRIBUTING.md', () => {
  const map = section('Mapa do código');

  it('names every plugin folder', () => {
    const folders = readdirSync(path.join(root, 'plugins'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.map((entry) => `plugins/${entry.name}/`).filter((folder) => !map.includes(`\`${folder}\``))).toEqual([]);
  });

  it('names only paths that exist, there and in the upgrade tables', () => {
    const named = [...pathsNamed(map), ...pathsNamed(section('Atualizar o Docusaurus'))];
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});

describe('the DOCS_INTERNALS_OFF switches', () => {
  /** The string list assigned to `const internalFeatures` in a file. */
  function switchesIn(file: string): string[] {
    const list = /const internalFeatures = \[([^\]]*)\]/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1];
    if (list === undefined) throw new Error(`${file} não declara internalFeatures`);
    return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  }

  it('are named after the plugin folders they switch off, in the config and in the bench', () => {
    const switches = switchesIn('docusaurus.config.ts');
    expect(switches.length).toBeGreaterThan(0);
    expect(switches.filter((name) => !existsSync(path.join(root, 'plugins', name)))).toEqual([]);
    expect(switchesIn('scripts/bench.mjs')).toEqual(switches);
  });

  it('are the ones CONTRIBUTING.md tells to use', () => {
    const named = [...contributing.matchAll(/DOCS_INTERNALS_OFF=([\w,-]+)/g)].flatMap((match) => match[1]!.split(','));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => name !== 'all' && !switchesIn('docusaurus.config.ts').includes(name))).toEqual([]);
  });
});
