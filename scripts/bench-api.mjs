// Parses and renders the whole framework-source/ folder in memory (nothing is
// written) and prints the time and counts. Target: ≤ 3 s.
// Usage: npm run bench:api [-- <source folder>]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadTypeScript, siteDir } from './lib/bench-harness.mjs';

const { createCSharpParser, generateApiReference, grammarWasmPath } = loadTypeScript('plugins/api-reference/src/index.ts');

const sourceDir = path.resolve(siteDir, process.argv[2] ?? 'framework-source');
const t0 = performance.now();
const sources = readdirSync(sourceDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.cs'))
  .map((e) => {
    const file = path.join(e.parentPath, e.name);
    return { path: path.relative(sourceDir, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') };
  });
const t1 = performance.now();
const parser = await createCSharpParser(grammarWasmPath(siteDir));
const t2 = performance.now();
// Routes and links do not change the work done; these stand in for the site's options.
const reference = generateApiReference(sources, parser, {
  routeBasePath: 'docs/framework/api',
  sourceDir: path.relative(siteDir, sourceDir),
  sourceBaseUrl: 'https://example.com/repository/blob/main',
  godotVersion: '4.4',
});
const t3 = performance.now();

const bytes = reference.pages.reduce((sum, p) => sum + p.content.length, 0);
const members = [...reference.model.types.values()].reduce((sum, t) => sum + t.members.length, 0);
const ms = (a, b) => `${(b - a).toFixed(0)} ms`;
console.log(`api-reference bench — ${sourceDir}`);
console.log(`  arquivos .cs: ${sources.length}  namespaces: ${reference.model.namespaces.size}  tipos: ${reference.model.types.size}  membros: ${members}`);
console.log(
  `  páginas: ${reference.pages.length} (${(bytes / 1024).toFixed(0)} KiB)  avisos: ${reference.warnings.length}` +
    `  sem documentação: ${reference.undocumented.length}`,
);
console.log(`  leitura: ${ms(t0, t1)}  tree-sitter init: ${ms(t1, t2)}  parse+modelo+render: ${ms(t2, t3)}  total: ${ms(t0, t3)}`);
if (process.env.BENCH_VERBOSE) for (const w of reference.warnings) console.log(`  aviso ${w.file}:${w.line}: ${w.message}`);
const totalMs = t3 - t0;
if (totalMs > 3000) {
  console.error(`  acima da meta de 3 s`);
  process.exitCode = 1;
}
