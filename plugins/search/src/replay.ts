/**
 * What a search costs in bytes, counted from the index files on disk: the
 * queries are run by the worker's own engine (client/engine.ts) over a
 * reader that records every file it asks for. Used by the byte budgets of
 * the suite (tests/site/budgets.test.ts, plugins/search/test/growth.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SearchEngine, type IndexReader } from '../client/engine';
import { SUGGESTION_LIMIT } from '../client/portuguese';
import { FORMAT_MISMATCH as WORKER_MARK, MANIFEST_FILE, type SearchManifest } from '../client/indexFormat';

/** A typical response header block, counted with each file as the benches count it. */
export const RESPONSE_HEADER_BYTES = 250;

/** Bytes a server sends for a file: gzip (level 6, as servers compress) plus headers. */
export function servedBytes(content: Uint8Array | string): number {
  return gzipSync(content, { level: 6 }).length + RESPONSE_HEADER_BYTES;
}

export interface Replay {
  /**
   * Sends `text` as the box does, one keystroke at a time, each prefix searched (more than the worker,
   * which skips the prefixes a longer text has overtaken).
   */
  type(text: string): Promise<FetchedFiles>;
  /** Sends `text` at once (a pasted query, or a query after the first). */
  query(text: string): Promise<FetchedFiles>;
}

export interface FetchedFiles {
  /** Files of the index fetched, relative to the index folder, in order. */
  files: string[];
  bytes: number;
  /** The suggestions' addresses for the last text searched. */
  urls: string[];
}

/** A session over the index in `indexDir`, as one page view with one worker: each file is fetched once. */
export function replaySession(indexDir: string): Replay {
  const fetched = new Set<string>();
  let log: string[] = [];
  const read = (file: string): Buffer => {
    const content = readFileSync(path.join(indexDir, file));
    if (!fetched.has(file)) {
      fetched.add(file);
      log.push(file);
    }
    return content;
  };
  const reader: IndexReader = {
    json: async <T>(file: string) => JSON.parse(read(file).toString('utf8')) as T,
    text: async (file: string) => read(file).toString('utf8'),
  };
  let engine: SearchEngine | undefined;
  const run = async (texts: string[]): Promise<FetchedFiles> => {
    log = [];
    engine ??= new SearchEngine(JSON.parse(read(MANIFEST_FILE).toString('utf8')) as SearchManifest, reader);
    let urls: string[] = [];
    for (const text of texts) urls = (await engine.search({ text, limit: SUGGESTION_LIMIT })).hits.map((hit) => hit.url);
    const files = log;
    return { files, bytes: files.reduce((sum, file) => sum + servedBytes(readFileSync(path.join(indexDir, file))), 0), urls };
  };
  return {
    type: (text) => run([...text].map((_, index) => text.slice(0, index + 1))),
    query: (text) => run([text]),
  };
}

/**
 * The search worker's script in a build: an entry script of its own (not a
 * chunk the page pushes into its chunk array; lazy chunks are named by id,
 * plugins/chunk-file-names) holding the worker's check of the index format.
 */
export function workerScripts(buildDir: string): string[] {
  const folder = path.join(buildDir, 'assets', 'js');
  const found = readdirSync(folder).filter((name) => {
    if (!name.endsWith('.js')) return false;
    const text = readFileSync(path.join(folder, name), 'latin1');
    return !/^("use strict";)?\(self\.webpackChunk/.test(text) && text.includes(WORKER_MARK);
  });
  if (found.length !== 1)
    throw new Error(`Esperava um script do worker da busca (com "${WORKER_MARK}"), achei ${found.length}: o bundler mudou a forma do script do worker?`);
  return found.map((name) => path.join(folder, name));
}
