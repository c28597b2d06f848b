import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { csvRows, jsonSchemaOf, openDataFiles, openDataLlmsSection, readCommittedVectors } from '../src/openData';
import { committedVectorsPath } from '../src/ruleVectors';
import { loadGameModel } from '@dice-rolling/game-model';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const { entries, vectors, contents } = openDataFiles(model, readCommittedVectors(path.join(siteDir, 'data/game', committedVectorsPath), siteDir));

describe('open data', () => {
  it('has every data file as JSON with a JSON Schema, and an index listing them', () => {
    expect(entries.map((entry) => entry.file)).toContain('roles');
    for (const entry of entries) {
      expect(contents.has(`${entry.file}.json`), entry.file).toBe(true);
      expect(contents.has(`esquema/${entry.file}.schema.json`), entry.file).toBe(true);
    }
    const index = JSON.parse(contents.get('index.json') ?? '{}') as { arquivos: { file: string }[]; vetores: { json: string; schema: string; cases: number } };
    expect(index.arquivos).toHaveLength(entries.length);
    expect(index.vetores).toMatchObject({ json: 'dados/vetores-de-regras.json', schema: 'dados/esquema/vetores-de-regras.schema.json', cases: vectors.cases });
    expect(contents.has('vetores-de-regras.json')).toBe(true);
    expect(contents.has('esquema/vetores-de-regras.schema.json')).toBe(true);
  });

  it('llms.txt gets the index, each file and the golden vectors with their count', () => {
    const links = openDataLlmsSection(entries, vectors).links;
    expect(links).toHaveLength(entries.length + 2);
    expect(links.at(-1)).toMatchObject({ title: 'vetores-de-regras.json', path: 'dados/vetores-de-regras.json' });
    expect(links.at(-1)?.description).toContain(`${vectors.cases} casos`);
  });

  it('the JSON of a file is its records as validated (defaults filled in)', () => {
    const rules = JSON.parse(contents.get('rules.json') ?? '[]') as { id: string; signed: boolean }[];
    expect(rules.find((rule) => rule.id === 'dano.minimo')).toMatchObject({ id: 'dano.minimo', value: 1, signed: false });
  });

  it('a flat file is also a CSV table, quoting what needs quoting; a file of nested records is not', () => {
    const csv = contents.get('tiers.csv') ?? '';
    expect(csv.split('\n')[0]).toBe(
      'id,name,multipliers.vida,multipliers.defesa,multipliers.velocidade,multipliers.poder-de-ataque,source,rationale,description',
    );
    expect(csv).toContain(
      'colossal,Chefe,3,1.3,1.3,2,proposal,"Um chefe, sozinho contra a equipe, bate bem mais forte que um inimigo comum,' +
        ' sem agir mais vezes nem ignorar o dano, e a luta se decide pelos golpes dele mais do que pela Vida:' +
        ' numa luta longa, ler as intenções e proteger quem um golpe declarado derrubaria pesa mais que bater.' +
        ' No nível em que a equipe enfrenta cada chefe, ela deve vencer a maior parte das lutas, mas não todas,' +
        ' com qualquer política que escolhe (meta desafio-chefes).",O tier dos chefes.',
    );
    expect(contents.has('roles.csv')).toBe(false);
    expect(csvRows([{ id: 'a', list: ['x', 'y'], text: 'com "aspas", e vírgula' }])).toEqual([
      ['id', 'list', 'text'],
      ['a', 'x | y', 'com "aspas", e vírgula'],
    ]);
  });

  it('the JSON Schema comes from the zod schema: it requires what the schema requires and knows the enums', () => {
    const schema = jsonSchemaOf('invariants') as { type: string; items: { required: string[]; properties: { check: { enum: string[] } } } };
    expect(schema.type).toBe('array');
    expect(schema.items.required).toEqual(expect.arrayContaining(['id', 'threshold', 'check']));
    expect(schema.items.properties.check.enum).toContain('skill-payability');
  });

  it('the YAML and the JSON hold the same records', async () => {
    const { readFileSync } = await import('node:fs');
    const yamlTiers = parse(readFileSync(path.join(siteDir, 'data/game/tiers.yaml'), 'utf8')) as { id: string }[];
    expect((JSON.parse(contents.get('tiers.json') ?? '[]') as { id: string }[]).map((tier) => tier.id)).toEqual(yamlTiers.map((tier) => tier.id));
  });
});
