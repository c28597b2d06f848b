// The accent folding added to @easyops-cn/docusaurus-search-local by
// patches/@easyops-cn+docusaurus-search-local+0.55.3.patch. These tests load
// the patched plugin from node_modules: they fail if the patch is lost.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const dist = (file: string) => path.join(pluginDir, 'dist', file);

const lunr = require('lunr');
const server = require(dist('server/shared/diacritics.js'));
const { buildIndex } = require(dist('server/server/utils/buildIndex.js'));

const index = (texts: string[]) =>
  buildIndex([texts.map((t, i) => ({ i, t, u: `/p${i}` }))], {
    language: ['pt'],
    removeDefaultStopWordFilter: [],
    removeDefaultStemmer: false,
  })[0].index;

/** The part of lunr's query builder these tests use. */
interface LunrQuery {
  term(word: string, options: { presence: unknown }): void;
}

const query = (idx: { query: (fn: (q: LunrQuery) => void) => { ref: string }[] }, words: string[]) =>
  idx
    .query((q: LunrQuery) => words.forEach((word) => q.term(word, { presence: lunr.Query.presence.REQUIRED })))
    .map((result) => Number(result.ref));

describe('search: accent folding (patched plugin)', () => {
  it('folds Portuguese and other Latin accents', () => {
    expect(server.foldDiacritics('ação')).toBe('acao');
    expect(server.foldDiacritics('Kašurak')).toBe('Kasurak');
    expect(server.foldDiacritics('público-alvo')).toBe('publico-alvo');
    expect(server.foldDiacritics('Guardião, inventário, ÇÃO')).toBe('Guardiao, inventario, CAO');
    // Already decomposed input (NFD) folds the same way.
    expect(server.foldDiacritics('ação'.normalize('NFD'))).toBe('acao');
    expect(server.foldDiacritics('BattleController')).toBe('BattleController');
  });

  it('is the same function on the client (worker) side as on the server side', async () => {
    const client = await import(dist('client/shared/diacritics.js'));
    for (const word of ['ação', 'Kašurak', 'público-alvo', 'ações', 'Øresund', 'naïve', 'x']) {
      expect(client.foldDiacritics(word)).toBe(server.foldDiacritics(word));
    }
    // Highlighting needs a fold that keeps every position.
    expect(client.foldDiacriticsKeepLength('Kašurak ação')).toBe('Kasurak acao');
    expect(client.foldDiacriticsKeepLength('ação'.normalize('NFD')).length).toBe('ação'.normalize('NFD').length);
  });

  it('builds the index with the folding before and after the Portuguese stemmer', () => {
    const idx = index(['Criando sua primeira ação', 'Público-alvo', 'Kašurak', 'Ambientação']);
    expect(idx.toJSON().pipeline).toEqual(['trimmer-pt', 'foldDiacritics', 'restoreSuffixes-pt', 'stemmer-pt', 'foldDiacritics']);
    expect(Object.keys(idx.invertedIndex).join(' ')).not.toMatch(/[\u0080-\uffff]/);
  });

  it('finds accented words with accent-free queries and the other way round', () => {
    const idx = index(['Criando sua primeira ação', 'Público-alvo', 'Kašurak ataca', 'Ambientação', 'Personagens não jogáveis']);
    expect(query(idx, ['acao'])).toEqual([0]);
    expect(query(idx, ['ação'])).toEqual([0]);
    expect(query(idx, ['publico', 'alvo'])).toEqual([1]);
    expect(query(idx, ['kasurak'])).toEqual([2]);
    expect(query(idx, ['ambientacao'])).toEqual([3]);
    expect(query(idx, ['jogaveis'])).toEqual([4]);
  });

  it('drops accent-free stop words as it drops the accented ones', () => {
    const stopWords = server.foldedStopWordsOf(['pt']);
    expect(stopWords).toEqual(expect.arrayContaining(['nao', 'voce', 'ate', 'e', 'a']));
    expect(stopWords).not.toContain('acao');
    const idx = index(['è não é']);
    expect(Object.keys(idx.invertedIndex)).toEqual([]);
  });

  it('registers the pipeline functions so the worker can load the index', () => {
    const idx = index(['ação']);
    const loaded = lunr.Index.load(JSON.parse(JSON.stringify(idx)));
    expect(loaded.search('acao').length).toBe(1);
  });

  it('patches the generated client constants, the worker and the highlighting', () => {
    const generate = readFileSync(dist('server/server/utils/generate.js'), 'utf8');
    expect(generate).toContain('registerDiacriticsFolding(lunr);');
    expect(generate).toContain('export const foldedStopWords');
    const worker = readFileSync(dist('client/client/theme/worker.js'), 'utf8');
    expect(worker).toContain('usePipeline: false');
    expect(worker).toContain('MAX_QUERY_LENGTH');
    const smartQueries = readFileSync(dist('client/client/utils/smartQueries.js'), 'utf8');
    expect(smartQueries).toContain('makeFoldedStopWordFilter');
    const highlight = readFileSync(dist('client/client/utils/highlight.js'), 'utf8');
    expect(highlight).toContain('foldDiacriticsKeepLength');
    const hash = readFileSync(dist('server/server/utils/getIndexHash.js'), 'utf8');
    expect(hash).toContain('+foldDiacritics');
  });
});
