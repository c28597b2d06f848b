// Finds the `:::note[Proposta]` blocks left in the pages, for the proposals
// register: each with its page, the section it sits in and a summary.
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';

const topicNames: [string, string][] = [
  ['game/design/mechanics/characters', 'Personagens'],
  ['game/design/mechanics/battle', 'Batalha'],
  ['game/design/mechanics/exploration', 'Exploração e cidade'],
  ['game/design/mechanics', 'Mecânicas'],
  ['game/design/game_flow', 'Fluxos'],
  ['game/design/setting', 'Ambientação'],
  ['game/design', 'Game design'],
  ['game/content/roles', 'Papéis'],
  ['game/content/characters', 'Criaturas e personagens'],
  ['game/content/regions', 'Regiões'],
  ['game/content', 'Conteúdo'],
  ['framework', 'Framework'],
  ['tutorials', 'Tutoriais'],
];

/** /docs/<path> of a doc file: folder index pages end with a slash. */
export function pagePath(relativeFile: string): string {
  const withoutExtension = relativeFile.replace(/\.mdx?$/, '').split(path.sep).join('/');
  return withoutExtension.endsWith('/index') || withoutExtension === 'index'
    ? `/docs/${withoutExtension.replace(/\/?index$/, '')}/`.replace(/\/\/$/, '/')
    : `/docs/${withoutExtension}`;
}

/** Plain text of a Markdown excerpt: no links, emphasis, code marks or tables. */
export function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*\|?\s*:?-{3,}/.test(line))
    .join(' ')
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function summarise(markdown: string): string {
  const textOnly = plainText(markdown);
  const sentence = /^(.{20,220}?[.!?:])(\s|$)/.exec(textOnly)?.[1] ?? textOnly.slice(0, 200);
  return sentence.length < textOnly.length && !/[.!?:]$/.test(sentence) ? `${sentence}…` : sentence;
}

export interface ProposalBlock {
  /** Site path of the page, e.g. /docs/game/design/mechanics/battle/ */
  page: string;
  pageTitle: string;
  section: string;
  anchor: string;
  summary: string;
  topic: string;
}

/** A proposal block with its Markdown body, for the register's excerpts. */
export interface RegisterBlock extends ProposalBlock {
  body: string;
}

export function findProposalBlocks(relativeFile: string, source: string): RegisterBlock[] {
  const lines = source.split('\n');
  const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim().replace(/^["']|["']$/g, '') ?? relativeFile;
  const topic = topicNames.find(([prefix]) => relativeFile.split(path.sep).join('/').startsWith(prefix))?.[1] ?? 'Outros';
  const slugger = createSlugger();
  const blocks: RegisterBlock[] = [];
  let section = 'Início';
  let anchor = '';
  let inFence = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const headingMatch = /^(#{2,4})\s+(.+?)\s*$/.exec(line);
    if (headingMatch?.[2]) {
      section = headingMatch[2].replace(/[*_`]/g, '');
      anchor = slugger.slug(section);
      continue;
    }
    if (/^:::note\[Proposta\]\s*$/.test(line)) {
      const body: string[] = [];
      for (index += 1; index < lines.length && !/^:::\s*$/.test(lines[index] ?? ''); index += 1) body.push(lines[index] ?? '');
      blocks.push({ page: pagePath(relativeFile), pageTitle: title, section, anchor, summary: summarise(body.join('\n')), topic, body: body.join('\n') });
    }
  }
  return blocks;
}
