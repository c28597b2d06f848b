import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { boundOptions } from '../../plugins/plugin-options/src/index';
import {
  createCSharpParser,
  generateApiReference,
  grammarWasmPath,
  type ApiReferenceOptions,
  type GeneratedReference,
} from '../../plugins/api-reference/src/index';

// Each "Código-fonte" link of the API reference must open the file where the
// tutorials' clone has it: the repository the environment tutorial clones, at
// the path of the file in that repository (this site's folder is its root),
// on the line where the declaration starts; and the label must name that path.
const root = path.resolve(__dirname, '../..');

interface SourceLink {
  label: string;
  url: string;
}

/** `[framework-source/Roles/RoleType.cs, linha 37](https://…#L37)` in the pages' MDX. */
function sourceLinks(reference: GeneratedReference): Map<string, SourceLink[]> {
  const byPage = new Map<string, SourceLink[]>();
  for (const page of reference.pages) {
    const links = [...page.content.matchAll(/\[([^\]]+, linha \d+)\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => ({ label: m[1] ?? '', url: m[2] ?? '' }));
    byPage.set(page.fileName, links);
  }
  return byPage;
}

/** The line starts the declaration of `name`: it names it, or only attributes stand between it and the line that does. */
function startsDeclaration(lines: string[], line: number, name: string): boolean {
  const named = new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[^A-Za-z0-9_]/g, '')}([^A-Za-z0-9_]|$)`);
  for (let index = line - 1; index < lines.length; index++) {
    const text = lines[index] ?? '';
    if (named.test(text)) return true;
    if (!/^\s*\[.*\]\s*$/.test(text)) return false;
  }
  return false;
}

let options: ApiReferenceOptions;
let reference: GeneratedReference;
let cloned: string;

beforeAll(async () => {
  const { default: config } = await import('../../docusaurus.config');
  const bound = boundOptions<ApiReferenceOptions>(config.plugins, 'api-reference');
  if (!bound) throw new Error('docusaurus.config.ts has no api-reference plugin');
  options = bound;
  const tutorial = readFileSync(path.join(root, 'docs/tutorials/ambiente.md'), 'utf8');
  const clone = /git clone (https:\/\/github\.com\/[^\s]+?)(?:\.git)?\s/.exec(tutorial);
  if (!clone?.[1]) throw new Error('docs/tutorials/ambiente.md clones no repository');
  cloned = clone[1];
  const sourceDir = path.join(root, options.sourceDir);
  const sources = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.cs'))
    .map((name) => ({ path: name.split(path.sep).join('/'), text: readFileSync(path.join(sourceDir, name), 'utf8') }));
  const parser = await createCSharpParser(grammarWasmPath(root));
  reference = generateApiReference(sources, parser, { ...options, sourceDir: options.sourceDir });
}, 60_000);

describe('the API reference\'s "Código-fonte" links', () => {
  it('go to the repository the tutorials clone, whose root is this site', () => {
    expect(options.sourceBaseUrl?.startsWith(`${cloned}/blob/`)).toBe(true);
    expect(existsSync(path.join(root, '.git'))).toBe(true);
  });

  it('give every type and member a link to its file, at the path the clone has, named by that path, on the line its declaration starts', () => {
    const links = sourceLinks(reference);
    const problems: string[] = [];
    let checked = 0;
    const expectLink = (pageFile: string, file: string, line: number, name: string): void => {
      checked++;
      const repositoryPath = `${options.sourceDir}/${file}`;
      const expected: SourceLink = { label: `${repositoryPath}, linha ${line}`, url: `${options.sourceBaseUrl}/${repositoryPath}#L${line}` };
      if (!links.get(pageFile)?.some((link) => link.label === expected.label && link.url === expected.url)) {
        problems.push(`${pageFile}: ${name} sem o link ${expected.label} → ${expected.url}`);
      }
      const absolute = path.join(root, repositoryPath);
      if (!existsSync(absolute)) problems.push(`${repositoryPath} não existe no repositório`);
      else if (!startsDeclaration(readFileSync(absolute, 'utf8').split('\n'), line, name)) problems.push(`${repositoryPath}:${line} não começa ${name}`);
    };
    for (const type of reference.model.types.values()) {
      for (const location of type.locations) expectLink(`${type.slug}.mdx`, location.file, location.line, type.name);
      for (const member of type.members)
        expectLink(`${type.slug}.mdx`, member.file, member.syntax.line, member.kind === 'constructor' ? type.name : member.name);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(600);
  });
});
