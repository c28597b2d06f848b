// Finds the `:::note[Proposta]` blocks left in the pages, for the proposals
// register: each with its page, the section it sits in and its Markdown body.
// The pages are parsed as Docusaurus reads them (MDX with directives, GFM
// and front matter), so a `:::` or a `#` inside a code block is code.
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import type { Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';

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
  const withoutExtension = relativeFile
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  return withoutExtension.endsWith('/index') || withoutExtension === 'index'
    ? `/docs/${withoutExtension.replace(/\/?index$/, '')}/`.replace(/\/\/$/, '/')
    : `/docs/${withoutExtension}`;
}

const docParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter);

/** A doc page's syntax tree, with the Markdown extensions the site's pages use. */
export function parseDoc(source: string): Root {
  return docParser.parse(source);
}

/** A proposal block, with its Markdown body for the register's excerpt. */
export interface RegisterBlock {
  /** Site path of the page, e.g. /docs/game/design/mechanics/battle/ */
  page: string;
  pageTitle: string;
  section: string;
  anchor: string;
  topic: string;
  /** The block's content, its "Proposta" label left out. */
  body: RootContent[];
}

export interface DocPage {
  /** The front matter's title, or the file's path when it has none. */
  title: string;
  blocks: RegisterBlock[];
  /** The text of each section heading (levels 2 to 4) by its anchor, as Docusaurus gives it. */
  sections: Record<string, string>;
}

function frontMatterTitle(tree: Root): string | undefined {
  const yaml = tree.children.find((node) => node.type === 'yaml');
  const frontMatter: unknown = yaml ? parseYaml(yaml.value) : undefined;
  const title = frontMatter && typeof frontMatter === 'object' && 'title' in frontMatter ? frontMatter.title : undefined;
  return typeof title === 'string' ? title : undefined;
}

/**
 * The "Proposta" label of a `:::note[Proposta]` block: the label paragraph remark-directive puts first.
 * A block of class `exemplo` (`:::note[Proposta]{.exemplo}`) only shows what a proposal looks like, and proposes nothing.
 */
function proposalLabelOf(node: ContainerDirective): RootContent | undefined {
  const label = node.children[0];
  const sample = (node.attributes?.class ?? '').split(/\s+/).includes('exemplo');
  return node.name === 'note' && !sample && label?.data && 'directiveLabel' in label.data && label.data.directiveLabel && toString(label) === 'Proposta'
    ? label
    : undefined;
}

export function readDocPage(relativeFile: string, source: string): DocPage {
  const tree = parseDoc(source);
  const title = frontMatterTitle(tree) ?? relativeFile;
  const topic = topicNames.find(([prefix]) => relativeFile.split(path.sep).join('/').startsWith(prefix))?.[1] ?? 'Outros';
  // Every heading takes a slug in document order, as Docusaurus gives them their ids.
  const slugger = createSlugger();
  const blocks: RegisterBlock[] = [];
  const sections: Record<string, string> = {};
  let section = 'Início';
  let anchor = '';
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const headingText = toString(node);
      const id = slugger.slug(headingText);
      if (node.depth >= 2 && node.depth <= 4) {
        [section, anchor] = [headingText, id];
        sections[id] = headingText;
      }
    } else if (node.type === 'containerDirective') {
      const label = proposalLabelOf(node);
      if (label)
        blocks.push({ page: pagePath(relativeFile), pageTitle: title, section, anchor, topic, body: node.children.filter((child) => child !== label) });
    }
  });
  return { title, blocks, sections };
}

export function findProposalBlocks(relativeFile: string, source: string): RegisterBlock[] {
  return readDocPage(relativeFile, source).blocks;
}
