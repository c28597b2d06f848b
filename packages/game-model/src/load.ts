// Load stage: reads data/game/*.yaml and validates every record against its
// schema. Problems are collected (not thrown one by one) so a designer sees
// every mistake at once, each naming the file, line, record and field.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isNode } from 'yaml';
import type { z } from 'zod';
import { files, type FileName, type GameData } from './schema';
import type { DataProblem } from './problems';

/** a.b[2].c from a zod path. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`)).join('');
}

export interface SourceFile {
  name: FileName;
  /** Path shown in messages, relative to the site. */
  label: string;
  text: string;
}

/** Parses and validates one file's text; returns its records and problems. */
export function parseFile<N extends FileName>(file: SourceFile & { name: N }): { records: GameData[N]; problems: DataProblem[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(file.text, { lineCounter, uniqueKeys: true });
  const problems: DataProblem[] = [];
  const lineOf = (offset: number | undefined): number | undefined => (offset === undefined ? undefined : lineCounter.linePos(offset).line);

  for (const error of document.errors) {
    problems.push({ file: file.label, line: lineOf(error.pos[0]), message: `YAML inválido: ${error.message.split('\n')[0]}` });
  }
  if (problems.length > 0) return { records: [] as GameData[N], problems };

  const raw: unknown = document.toJS() ?? [];
  if (!Array.isArray(raw)) {
    return {
      records: [] as GameData[N],
      problems: [{ file: file.label, message: 'o arquivo precisa ser uma lista de registros (itens começando com "- ")' }],
    };
  }
  const schema = files[file.name] as unknown as z.ZodType<GameData[N][number]>;
  const records: GameData[N][number][] = [];
  const seen = new Set<string>();
  raw.forEach((item: unknown, index) => {
    const recordId = typeof item === 'object' && item !== null && 'id' in item ? String((item as { id: unknown }).id) : `#${index + 1}`;
    // Repeats count even when the first record is itself invalid.
    if (seen.has(recordId)) {
      const recordNode = document.getIn([index], true);
      problems.push({
        file: file.label,
        line: lineOf(isNode(recordNode) ? recordNode.range?.[0] : undefined),
        record: recordId,
        field: 'id',
        message: 'id repetido no arquivo',
      });
    }
    seen.add(recordId);
    const result = schema.safeParse(item);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const node = document.getIn([index, ...issue.path], true);
        const recordNode = document.getIn([index], true);
        const offset = isNode(node) ? node.range?.[0] : isNode(recordNode) ? recordNode.range?.[0] : undefined;
        problems.push({ file: file.label, line: lineOf(offset), record: recordId, field: fieldPath(issue.path) || undefined, message: issue.message });
      }
      return;
    }
    records.push(result.data);
  });
  return { records: records as GameData[N], problems };
}

/** The data folder's files, one per kind of record. */
export function sourcePaths(dataDir: string): string[] {
  return (Object.keys(files) as FileName[]).map((name) => path.join(dataDir, `${name}.yaml`));
}

/** Reads every file of the data folder; missing files are problems too. */
export function readSources(dataDir: string, siteDir: string): SourceFile[] {
  return (Object.keys(files) as FileName[]).map((name) => {
    const file = path.join(dataDir, `${name}.yaml`);
    const label = path.relative(siteDir, file).split(path.sep).join('/');
    return { name, label, text: existsSync(file) ? readFileSync(file, 'utf8') : '' };
  });
}

export function parseAll(sources: SourceFile[]): { data: GameData; problems: DataProblem[] } {
  const data = {} as Record<FileName, unknown[]>;
  const problems: DataProblem[] = [];
  for (const source of sources) {
    if (source.text.trim() === '') {
      problems.push({ file: source.label, message: 'arquivo ausente ou vazio' });
      data[source.name] = [];
      continue;
    }
    const parsed = parseFile(source);
    data[source.name] = parsed.records;
    problems.push(...parsed.problems);
  }
  return { data: data as GameData, problems };
}
