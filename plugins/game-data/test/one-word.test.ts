// One word per concept, over the sources: the glossary's "Não use" words
// (avoid) appear in no page source, no data text the pages render and no
// visible text of the tools. The site test reads the built game pages; this
// one reads what they are made from, so a retired meaning ("andar pronto",
// "tier Colossal") fails before any build, wherever it comes back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  (readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));

// The glossary lists the retired words, and the decisions tell how they were retired: both name them on purpose.
const namesTheWords = new Set(['data/game/glossary.yaml', 'data/game/decisions.yaml']);
const sources = [
  ...filesUnder('docs', /\.mdx?$/).filter((file) => !file.startsWith('docs/framework/api')),
  ...filesUnder('data/game', /^[^/]+\.yaml$/),
  ...readdirSync(path.join(siteDir, 'plugins')).flatMap((plugin) =>
    ['src', 'client', 'theme']
      .map((part) => `plugins/${plugin}/${part}`)
      .filter((dir) => {
        try {
          return readdirSync(path.join(siteDir, dir)).length > 0;
        } catch {
          return false;
        }
      })
      .flatMap((dir) => filesUnder(dir, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file))),
  ),
].filter((file) => !namesTheWords.has(file));

const avoided = model.data.glossary.flatMap((term) =>
  term.avoid.map((word) => ({ word, term: term.term, pattern: new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'iu') })),
);
// One pass over a line for all the words at once; a line it matches is then read word by word. An
// alternation tries every word at each position, so it misses no line a single word would match.
const anyAvoided = new RegExp(`(?<![\\p{L}-])(?:${avoided.map(({ word }) => word).join('|')})(?![\\p{L}-])`, 'iu');

describe('one word per concept, in the sources', () => {
  it('reads pages, data and tools (the scan is not empty)', () => {
    expect(sources).toContain('docs/game/design/mechanics/battle/index.md');
    expect(sources).toContain('data/game/floors.yaml');
    expect(sources).toContain('plugins/designer-tools/theme/DesignerTools/BattleSimulator.tsx');
  });

  it('retires a prebuilt encounter called "andar" and the bosses\u2019 tier or role called "Colossal"', () => {
    const words = avoided.map(({ word }) => word.toLocaleLowerCase('pt-BR'));
    expect(words).toEqual(expect.arrayContaining(['andar pronto', 'andares prontos', 'andar t2', 'tier colossal', 'arquétipo colossal']));
  });

  it('finds no "Não use" word of the glossary in any of them', () => {
    const found = sources.flatMap((file) => {
      const lines = readFileSync(path.join(siteDir, file), 'utf8').split('\n');
      let inFence = false;
      return lines.flatMap((line, index) => {
        if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
        // Code blocks, YAML comments and the patterns that catch a retired wording are not read as prose.
        if (inFence || (file.endsWith('.yaml') && /^\s*(#|- pattern:|pattern:)/.test(line))) return [];
        if (!anyAvoided.test(line)) return [];
        return avoided.filter(({ pattern }) => pattern.test(line)).map(({ word, term }) => `${file}:${index + 1}: “${word}” (use “${term}”)`);
      });
    });
    expect(found).toEqual([]);
  });
});

// Decision jargao-adotado-das-fontes: on the game pages the site's publication is "publicação", never "build".
// The data texts are what those pages render; only the decision that retired the word names it.
describe('the game data says publicação, not build', () => {
  const build = /(?<![\p{L}-])build(?![\p{L}-])/iu;

  it('in no data text but the decision that retired the word', () => {
    const found = filesUnder('data/game', /^[^/]+\.yaml$/)
      .filter((file) => file !== 'data/game/decisions.yaml')
      .flatMap((file) =>
        readFileSync(path.join(siteDir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (!/^\s*#/.test(line) && build.test(line) ? [`${file}:${index + 1}`] : [])),
      );
    const decisions = model.data.decisions
      .filter((decision) => decision.id !== 'jargao-adotado-das-fontes')
      .filter((decision) => [decision.title, decision.before, decision.after, decision.why].some((words) => build.test(words ?? '')))
      .map((decision) => `decisions.yaml: ${decision.id}`);
    expect([...found, ...decisions]).toEqual([]);
  });
});

describe('the loan words the game adopts', () => {
  // A term whose definition says it is used untranslated is adopted jargon; the rule that lists the jargon, and the
  // glossary's opening where the rule lives, name every one of them, or a reader meets a loan word the list left out.
  const loanWords = model.data.glossary.filter((term) => /^Termo do jogo, usado sem tradução/.test(term.definition)).map((term) => term.term);
  const listed = (text: string) => loanWords.filter((word) => !new RegExp(`(?<![\\p{L}-])\\**${word}\\**(?![\\p{L}-])`, 'u').test(text));

  it('are found in the glossary (the scan is not empty)', () => {
    expect(loanWords).toEqual(expect.arrayContaining(['Dungeon', 'Quest', 'Trinket']));
  });

  it('are each named by the rule "Uma palavra por conceito" and on the glossary page', () => {
    const rule = model.data['qualitative-rules'].find((candidate) => candidate.id === 'uma-palavra-por-conceito')!;
    const page = readFileSync(path.join(siteDir, 'docs/game/design/glossario.md'), 'utf8');
    const opening = page
      .slice(page.indexOf('## Uma palavra por conceito'))
      .split('\n\n')
      .find((paragraph) => paragraph.startsWith('Cada conceito'))!;
    expect({ rule: listed(rule.statement), page: listed(opening) }).toEqual({ rule: [], page: [] });
  });
});
