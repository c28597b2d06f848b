#!/usr/bin/env node
// Runs Pagefind over prepared pages: `node run-pagefind.mjs <pages.json> <outputDir>`.
// A process of its own because Pagefind is an ES module only and Docusaurus
// loads plugins through jiti, which cannot import it.
// pages.json: [{ "url": "/docs/a/", "html": "<html>…" }, …]
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

// Pagefind also writes its own search interfaces and a playground; the site
// has its own interface, so only the engine, the index and the fragments ship.
const SHIPPED = /^(pagefind\.js|pagefind-entry\.json|wasm\.pt\.pagefind|pagefind\.[\w-]+\.pf_meta|(index|fragment|filter)\/[\w-]+\.pf_(index|fragment|filter))$/;

const [pagesFile, outputDir] = process.argv.slice(2);
const pages = JSON.parse(await readFile(pagesFile, 'utf8'));
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'pt' });
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
try {
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: page.html });
    if (added.errors.length > 0) throw new Error(`Pagefind, ${page.url}: ${added.errors.join('; ')}`);
  }
  const { files, errors: fileErrors } = await index.getFiles();
  if (fileErrors.length > 0) throw new Error(`Pagefind: ${fileErrors.join('; ')}`);
  await rm(outputDir, { recursive: true, force: true });
  let written = 0;
  for (const file of files) {
    const name = file.path.split(path.sep).join('/');
    if (!SHIPPED.test(name)) continue;
    await mkdir(path.dirname(path.join(outputDir, name)), { recursive: true });
    await writeFile(path.join(outputDir, name), file.content);
    written += 1;
  }
  console.log(JSON.stringify({ written }));
} finally {
  await pagefind.close();
}
