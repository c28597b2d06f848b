// Open data: every file of data/game/ as JSON (and as CSV when its records are
// flat enough to be a table), a JSON Schema of each file generated from its
// zod schema, the committed golden vectors of the rules engine, and an index,
// written at every start and build into a static folder of the site, so each
// file has a stable address (/dados/<file>.json).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import * as z from 'zod';
import { type GameModel, files, type FileName } from '@dice-rolling/game-model';
import { caseCounts, ruleVectors, ruleVectorsFile, ruleVectorsJsonSchema, ruleVectorsText, staleVectorsMessage } from './ruleVectors';

/** Folder of the site's URL space (and of the static folder) that holds the open data. */
export const openDataFolder = 'dados';

export interface OpenDataEntry {
  file: FileName;
  records: number;
  /** Paths relative to the site's base URL. */
  json: string;
  csv?: string;
  schema: string;
}

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * One row per record when every field is a scalar, a list of scalars (joined
 * by " | ") or an object of scalars (one column per key, "multipliers.vida");
 * undefined when some field holds records of its own (a role's skills).
 */
export function csvRows(records: readonly Record<string, unknown>[]): string[][] | undefined {
  const columns: string[] = [];
  const rows: Map<string, string>[] = [];
  const addColumn = (name: string) => {
    if (!columns.includes(name)) columns.push(name);
  };
  for (const record of records) {
    const row = new Map<string, string>();
    for (const [key, value] of Object.entries(record)) {
      if (value === undefined) continue;
      if (isScalar(value)) {
        addColumn(key);
        row.set(key, String(value));
      } else if (Array.isArray(value) && value.every(isScalar)) {
        addColumn(key);
        row.set(key, value.join(' | '));
      } else if (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isScalar)) {
        for (const [inner, innerValue] of Object.entries(value)) {
          addColumn(`${key}.${inner}`);
          row.set(`${key}.${inner}`, String(innerValue));
        }
      } else return undefined;
    }
    rows.push(row);
  }
  return [columns, ...rows.map((row) => columns.map((column) => row.get(column) ?? ''))];
}

/** The JSON Schema of a file (a list of its records), from its zod schema. */
export function jsonSchemaOf(file: FileName): Record<string, unknown> {
  const schema = z.array(files[file] as z.ZodType).describe(`Registros de data/game/${file}.yaml, validados na publicação do site.`);
  return { ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), title: `${file}.yaml` };
}

/** What the open data holds, without writing it: one entry per file. */
export function openDataEntries(model: GameModel): OpenDataEntry[] {
  return (Object.keys(files) as FileName[]).map((file) => {
    const records = model.data[file] as unknown as Record<string, unknown>[];
    return {
      file,
      records: records.length,
      json: `${openDataFolder}/${file}.json`,
      ...(csvRows(records) ? { csv: `${openDataFolder}/${file}.csv` } : {}),
      schema: `${openDataFolder}/esquema/${file}.schema.json`,
    };
  });
}

/** The golden vectors of the rules engine, as the index lists them. */
export interface VectorsEntry {
  file: typeof ruleVectorsFile;
  cases: number;
  /** Cases of each kind. */
  kinds: Record<string, number>;
  json: string;
  schema: string;
}

/** The committed golden vectors: where they sit, as messages name the file, and their text (undefined when the file is missing). */
export interface CommittedVectors {
  label: string;
  text: string | undefined;
}

export function readCommittedVectors(file: string, siteDir: string): CommittedVectors {
  return { label: path.relative(siteDir, file).split(path.sep).join('/'), text: existsSync(file) ? readFileSync(file, 'utf8') : undefined };
}

/**
 * Every file to write, path relative to the open data folder → content. The
 * vectors published are the committed file, as it is; `staleVectors` says,
 * in Portuguese and English, how it differs from what the generator writes for
 * this data and engine (undefined when it does not).
 */
export function openDataFiles(
  model: GameModel,
  committed: CommittedVectors,
): { entries: OpenDataEntry[]; vectors: VectorsEntry; contents: Map<string, string>; staleVectors: string | undefined } {
  const contents = new Map<string, string>();
  const entries = openDataEntries(model);
  const generated = ruleVectors(model);
  const staleVectors = staleVectorsMessage(committed.text, generated, committed.label);
  const vectors: VectorsEntry = {
    file: ruleVectorsFile,
    cases: generated.cases.length,
    kinds: caseCounts(generated),
    json: `${openDataFolder}/${ruleVectorsFile}.json`,
    schema: `${openDataFolder}/esquema/${ruleVectorsFile}.schema.json`,
  };
  contents.set(`${ruleVectorsFile}.json`, committed.text ?? ruleVectorsText(generated));
  contents.set(`esquema/${ruleVectorsFile}.schema.json`, `${JSON.stringify(ruleVectorsJsonSchema(), null, 2)}\n`);
  for (const { file } of entries) {
    const records = model.data[file] as unknown as Record<string, unknown>[];
    contents.set(`${file}.json`, `${JSON.stringify(records, null, 2)}\n`);
    contents.set(`esquema/${file}.schema.json`, `${JSON.stringify(jsonSchemaOf(file), null, 2)}\n`);
    const rows = csvRows(records);
    if (rows) contents.set(`${file}.csv`, stringify(rows));
  }
  const index = {
    descricao:
      'Os dados do jogo publicados pelo site: um arquivo por tipo de registro, com o esquema de cada um, e os vetores de referência do motor de regras.',
    arquivos: entries,
    vetores: {
      descricao:
        'Casos do motor de regras com entradas e resultado esperado, com a versão das regras de que saíram' +
        ': a especificação para testar outra implementação das regras.',
      ...vectors,
    },
  };
  contents.set('index.json', `${JSON.stringify(index, null, 2)}\n`);
  return { entries, vectors, contents, staleVectors };
}

/** Writes the open data into `folder` (replacing what a previous run left). */
export function writeOpenData(
  folder: string,
  model: GameModel,
  committed: CommittedVectors,
): { entries: OpenDataEntry[]; vectors: VectorsEntry; staleVectors: string | undefined } {
  const { entries, vectors, contents, staleVectors } = openDataFiles(model, committed);
  rmSync(folder, { recursive: true, force: true });
  for (const [relative, content] of contents) {
    const file = path.join(folder, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { entries, vectors, staleVectors };
}

/** A section of links for llms.txt (plugins/markdown-export): the index, then each file. Paths are relative to the base URL. */
export interface LlmsLinkSection {
  title: string;
  links: { title: string; path: string; description: string }[];
}

export function openDataLlmsSection(entries: readonly OpenDataEntry[], vectors?: VectorsEntry): LlmsLinkSection {
  return {
    title: 'Dados abertos do jogo',
    links: [
      {
        title: 'Índice dos dados',
        path: `${openDataFolder}/index.json`,
        description: 'cada arquivo de dados do jogo, com os endereços do JSON, do CSV e do esquema',
      },
      ...entries.map((entry) => ({
        title: `${entry.file}.json`,
        path: entry.json,
        description:
          `${entry.records} ${entry.records === 1 ? 'registro' : 'registros'} de data/game/${entry.file}.yaml` +
          (entry.csv ? `; também em CSV (/${entry.csv})` : '') +
          `; esquema em /${entry.schema}`,
      })),
      ...(vectors
        ? [
            {
              title: `${vectors.file}.json`,
              path: vectors.json,
              description: `vetores de referência do motor de regras: ${vectors.cases} casos (${Object.entries(vectors.kinds)
                .map(([kind, count]) => `${kind} ${count}`)
                .join(', ')}), cada um com entradas e resultado esperado; esquema em /${vectors.schema}`,
            },
          ]
        : []),
    ],
  };
}
