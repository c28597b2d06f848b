// Prints how much of the written documentation is proposal: `:::note[Proposta]`
// blocks and the share of words inside them, per section, plus the records the
// game data marks as proposals. Usage: node scripts/proposal-share.mjs [docsDir]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.resolve(process.argv[2] ?? path.join(siteDir, 'docs'));
const words = (text) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const sections = new Map();
for (const file of readdirSync(docsDir, { recursive: true, encoding: 'utf8' })) {
  if (!/\.mdx?$/.test(file)) continue;
  const source = readFileSync(path.join(docsDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const section = file
    .split(path.sep)
    .slice(0, file.startsWith('game') ? 2 : 1)
    .join('/');
  const entry = sections.get(section) ?? { blocks: 0, proposalWords: 0, words: 0 };
  let inProposal = false;
  let inFence = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && /^:::note\[Proposta\]\s*$/.test(line)) {
      inProposal = true;
      entry.blocks += 1;
      continue;
    }
    if (!inFence && inProposal && /^:::\s*$/.test(line)) {
      inProposal = false;
      continue;
    }
    const count = words(line);
    entry.words += count;
    if (inProposal) entry.proposalWords += count;
  }
  sections.set(section, entry);
}

const percent = (part, whole) => (whole === 0 ? '0,0%' : `${((100 * part) / whole).toFixed(1).replace('.', ',')}%`);
const total = { blocks: 0, proposalWords: 0, words: 0 };
console.log('section\tproposal blocks\tproposal words\twords\tshare');
for (const [section, entry] of [...sections].sort()) {
  console.log(`${section}\t${entry.blocks}\t${entry.proposalWords}\t${entry.words}\t${percent(entry.proposalWords, entry.words)}`);
  for (const key of Object.keys(total)) total[key] += entry[key];
}
console.log(`all\t${total.blocks}\t${total.proposalWords}\t${total.words}\t${percent(total.proposalWords, total.words)}`);
