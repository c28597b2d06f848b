#!/usr/bin/env node
// Runs the production build the site tests run against, echoing its output
// and keeping a copy in .artifacts/build.log. Its environment
// (lib/checked-build.mjs) makes the build stop on broken links, anchors,
// Markdown links and images and duplicate routes, which `npm run build` only
// warns about, and adds the test-only routes (plugins/test-routes).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedBuildEnv } from './lib/checked-build.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(siteDir, '.artifacts');
mkdirSync(artifacts, { recursive: true });
const log = createWriteStream(path.join(artifacts, 'build.log'));

const started = Date.now();
const child = spawn(process.execPath, [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', ...process.argv.slice(2)], {
  cwd: siteDir,
  env: { ...process.env, FORCE_COLOR: '0', ...checkedBuildEnv },
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
