#!/usr/bin/env node
// Runs the production build, echoing its output and keeping a copy in
// .artifacts/build.log: the test suite fails on any broken link, anchor or
// duplicate route the build reports (the config itself only warns). This is
// the build the site tests run against: it includes the test-only routes
// (plugins/test-routes), which `npm run build` leaves out.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(siteDir, '.artifacts');
mkdirSync(artifacts, { recursive: true });
const log = createWriteStream(path.join(artifacts, 'build.log'));

const started = Date.now();
const child = spawn(process.execPath, [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', ...process.argv.slice(2)], {
  cwd: siteDir,
  env: { ...process.env, FORCE_COLOR: '0', DOCS_TEST_ROUTES: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
child.on('close', (code) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = `[build-with-log] build finished in ${seconds} s with exit code ${code}\n`;
  process.stdout.write(line);
  log.end(line, () => process.exit(code ?? 1));
});
