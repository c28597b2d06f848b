// The open data of the build (/dados/): the golden vectors of the rules engine
// are there, as committed, with their JSON Schema, listed in the index and in llms.txt.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedVectorsPath, ruleVectorsSchema, vectorKinds } from '../../plugins/game-data/src/index';
import { buildDir, siteDir } from './support/paths';

const dataDir = path.join(buildDir, 'dados');
const read = (relative: string): string => readFileSync(path.join(dataDir, relative), 'utf8');

describe('golden vectors in the open data', () => {
  it('the index lists the vectors file and its schema, and both are published', () => {
    const index = JSON.parse(read('index.json')) as { vetores: { json: string; schema: string; cases: number; kinds: Record<string, number> } };
    expect(index.vetores.json).toBe('dados/vetores-de-regras.json');
    expect(index.vetores.schema).toBe('dados/esquema/vetores-de-regras.schema.json');
    expect(existsSync(path.join(buildDir, index.vetores.json))).toBe(true);
    expect(existsSync(path.join(buildDir, index.vetores.schema))).toBe(true);
    expect(Object.keys(index.vetores.kinds).sort()).toEqual(Object.keys(vectorKinds).sort());
  });

  it('the published file is the committed one (data/game/vectors/), byte for byte', () => {
    expect(read('vetores-de-regras.json')).toBe(readFileSync(path.join(siteDir, 'data/game', committedVectorsPath), 'utf8'));
  });

  it('the file holds at least 200 cases of at least 5 kinds, each with input and expected result', () => {
    const vectors = ruleVectorsSchema.parse(JSON.parse(read('vetores-de-regras.json')));
    expect(vectors.cases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(vectors.cases.map((vector) => vector.kind)).size).toBeGreaterThanOrEqual(5);
    const schema = JSON.parse(read('esquema/vetores-de-regras.schema.json')) as { title: string; required: string[] };
    expect(schema.title).toBe('vetores-de-regras.json');
    expect(schema.required).toEqual(expect.arrayContaining(['rules', 'cases']));
  });

  it('llms.txt links the vectors with their count', () => {
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/- \[vetores-de-regras\.json\]\([^)]*\/dados\/vetores-de-regras\.json\): vetores de referência do motor de regras: \d{3,} casos/);
  });
});
