// The "Decisões de design" page and the line a rule's home shows: the
// decisions of the game model (packages/game-model, decisions.ts), rendered.
import {
  decisionsTouching,
  newestFirst,
  pageOf,
  resolveReference,
  type Decision,
  type GameModel,
  type QualitativeRule,
  type ReferenceLookup,
} from '@dice-rolling/game-model';
import { anchorOf, code, heading, join, link, list, paragraph, strong, table, text, type Node } from '../mdast';
import { rich } from './inline';

export const decisionsPath = '/docs/game/design/decisoes';

/** The heading of a decision on the decisions page, and so its anchor. */
export function decisionHeading(decision: Decision): string {
  return `${formatDate(decision.date)}: ${decision.title}`;
}

export function decisionAnchor(decision: Decision): string {
  return `${decisionsPath}#${anchorOf(decisionHeading(decision))}`;
}

function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The line a rule's home shows: the decisions that changed it, linked to the
 * log. With no reference given, every decision touching a rule whose home is
 * this page.
 */
export function decisionLinks(decisions: Decision[], lookup: ReferenceLookup, references: string[] | undefined, page: string): Node[] {
  const matches = references
    ? decisionsTouching(decisions, (touched) => references.includes(touched))
    : decisionsTouching(decisions, (touched) => {
        const resolved = resolveReference(lookup, touched);
        return resolved !== undefined && pageOf(resolved.home) === pageOf(page);
      });
  if (matches.length === 0) throw new Error(references ? `nenhuma decisão toca ${references.join(', ')}` : 'nenhuma decisão toca uma regra desta página');
  const links = matches.map((decision) => link(decisionAnchor(decision), text(decisionHeading(decision))));
  return [paragraph(strong(text(matches.length === 1 ? 'Decisão de design' : 'Decisões de design')), text(': '), ...join(links, '; '), text('.'))];
}

/**
 * A section that quotes the data and the pages' past wording (a decision's
 * "before", the register's excerpts): the site's consistency tests skip what
 * carries data-quoted, since a quote of an old value is not a claim.
 */
export function quotedSection(children: Node[]): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'section',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: 'game-data-quoted' },
      { type: 'mdxJsxAttribute', name: 'data-quoted', value: 'true' },
    ],
    children,
  } as Node;
}

/**
 * The "Decisões de design" page: the log, newest first, and the qualitative rules with their homes,
 * each named by its section's heading in the pages (`pages`), or by its anchor's words when no page has it.
 */
export function decisionsPage(
  decisions: Decision[],
  qualitative: QualitativeRule[],
  lookup: ReferenceLookup,
  pages: { pages: readonly { page: string; title: string; sections: Record<string, string> }[] } = { pages: [] },
  model?: GameModel,
): Node[] {
  const log: Node[] = [];
  for (const decision of newestFirst(decisions)) {
    // Headings stay outside the quoted sections, so the table of contents lists them.
    log.push(heading(3, text(decisionHeading(decision))));
    const touched = decision.touches.map((referenceText) => {
      const resolved = resolveReference(lookup, referenceText);
      return resolved ? link(resolved.home, text(resolved.label)) : text(referenceText);
    });
    log.push(
      quotedSection([
        list([
          // The space stays outside the bold: "**Antes: **" does not close as emphasis in the page's Markdown copy.
          [strong(text('Regras tocadas:')), text(' '), ...join(touched, ', ')],
          [strong(text('Antes:')), ...withTargetLinks(` ${decision.before}`, lookup)],
          [strong(text('Depois:')), ...withTargetLinks(` ${decision.after}`, lookup)],
          [strong(text('Por quê:')), ...withTargetLinks(` ${decision.why}`, lookup)],
        ]),
      ]),
    );
  }
  return [
    heading(2, text('Registro')),
    ...log,
    heading(2, text('Regras sem número e onde moram')),
    paragraph(text('Cada regra abaixo é dita uma vez, na seção indicada; as outras páginas apontam para lá.')),
    quotedSection([
      table(
        ['Regra', 'O que diz', 'Onde mora', 'Origem'],
        qualitative.map((rule) => [
          [strong(text(rule.label))],
          // A statement writes a rule's value as `{rule.id}`, as the pages show it.
          model ? rich(model, rule.statement) : rule.statement,
          [link(rule.home, text(sectionTitle(pages.pages, rule.home) ?? homeLabel(rule.home)))],
          rule.source === 'fact' ? 'Fato' : 'Proposta',
        ]),
      ),
    ]),
  ];
}

/** A word made of hyphen-joined parts, as every target id is ("sem-golpe-fatal"); a hyphen or letter on either side makes it part of another word. */
const slug = /(?<![\p{L}\p{N}-])[a-z0-9]+(?:-[a-z0-9]+)+(?![\p{L}\p{N}-])/gu;

/**
 * A decision's prose, each design target it names by id ("sem-golpe-fatal igual") a link to the targets' table, which
 * shows every id beside its name (the name, long, is the link's title); the rest of the text as written.
 */
export function withTargetLinks(value: string, lookup: ReferenceLookup): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(slug)) {
    const target = resolveReference(lookup, `meta:${match[0]}`);
    if (!target) continue;
    if (match.index > last) nodes.push(text(value.slice(last, match.index)));
    nodes.push({ ...link(target.home, code(match[0])), title: target.label });
    last = match.index + match[0].length;
  }
  if (last < value.length) nodes.push(text(value.slice(last)));
  return nodes;
}

/** The heading of a home's section as its page writes it (the page's title for a home with no anchor), if a page has it. */
export function sectionTitle(pages: readonly { page: string; title: string; sections: Record<string, string> }[], home: string): string | undefined {
  const [pagePart = '', anchor] = home.split('#');
  const page = pages.find((candidate) => candidate.page === pagePart || candidate.page === `${pagePart}/`);
  if (!page) return undefined;
  return anchor ? page.sections[decodeURIComponent(anchor)] : page.title;
}

/**
 * A home's link text that wraps in a table cell: its section's words (the
 * anchor, hyphens as spaces), or its page's when it has no anchor.
 */
export function homeLabel(home: string): string {
  const [page, anchor] = home.split('#');
  const words = anchor ? decodeURIComponent(anchor) : (page?.split('/').filter(Boolean).at(-1) ?? home);
  const label = words.replace(/[-_]+/g, ' ').trim();
  return label.charAt(0).toUpperCase() + label.slice(1);
}
