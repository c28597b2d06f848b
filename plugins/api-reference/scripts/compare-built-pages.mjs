// Compares two builds of the API pages as a reader and a link see them: for
// every HTML page, the visible text of <main>, every id, every link (href and
// text), the table of contents, the title and the description. The MDX may
// change (escaping, heading-id syntax); none of these may.
// Usage: node plugins/api-reference/scripts/compare-built-pages.mjs <before dir> <after dir>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: compare-built-pages.mjs <before dir> <after dir>');

const pages = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith('.html'))
    .sort();
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

function view(file) {
  const tree = fromHtml(readFileSync(file, 'utf8'));
  const main = select('main', tree);
  if (!main) throw new Error(`${file}: no <main>`);
  return {
    title: oneLine(toString(select('title', tree) ?? { type: 'root', children: [] })),
    description: select('meta[name=description]', tree)?.properties.content ?? '',
    text: oneLine(toString(main)),
    ids: selectAll('[id]', main).map((element) => element.properties.id),
    links: selectAll('a[href]', main).map((a) => `${a.properties.href} ${oneLine(toString(a))}`),
    toc: selectAll('.table-of-contents a', tree).map((a) => `${a.properties.href} ${oneLine(toString(a))}`),
    headings: selectAll('h1, h2, h3, h4, h5, h6', main).map((h) => `${h.tagName}#${h.properties.id ?? ''} ${oneLine(toString(h))}`),
  };
}

const before = pages(beforeDir);
const after = pages(afterDir);
let differences = 0;
if (before.join('\n') !== after.join('\n')) {
  differences++;
  console.log(
    'page lists differ:',
    before.filter((p) => !after.includes(p)),
    after.filter((p) => !before.includes(p)),
  );
}
for (const page of before.filter((p) => after.includes(p))) {
  const a = view(path.join(beforeDir, page));
  const b = view(path.join(afterDir, page));
  for (const key of Object.keys(a)) {
    const left = JSON.stringify(a[key]);
    const right = JSON.stringify(b[key]);
    if (left === right) continue;
    differences++;
    let at = 0;
    while (left[at] === right[at]) at++;
    console.log(`${page} ${key}:\n  antes:  …${left.slice(Math.max(0, at - 80), at + 80)}\n  depois: …${right.slice(Math.max(0, at - 80), at + 80)}`);
  }
}
console.log(`${Math.min(before.length, after.length)} páginas comparadas, ${differences} diferenças`);
process.exitCode = differences ? 1 : 0;
