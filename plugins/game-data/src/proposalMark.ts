// The one visible mark a proposed value wears wherever it is shown: in
// prose, in tables, in the register. A small "P" after the value; the word
// "proposta" beside it is for screen readers and for text copied or indexed.
import { element, text, type Cell, type Node } from './mdast';

export const proposalMarkClass = 'proposal-mark';

/** Whether a record's value is still under review (a proposal not yet accepted). */
export function isOpenProposal(record: { source: 'fact' | 'proposal'; status?: 'proposta' | 'aceita' }): boolean {
  return record.source === 'proposal' && record.status !== 'aceita';
}

type Provenance = { source: 'fact' | 'proposal'; status?: 'proposta' | 'aceita'; rationale?: string };

/** The provenance of one field of a record: its own (`fields`) when given, the record's otherwise. */
export function fieldSource(record: Provenance & { fields?: Record<string, Provenance> }, field: string): Provenance {
  return record.fields?.[field] ?? record;
}

export function proposalMark(): Node {
  return element(
    'sup',
    { className: [proposalMarkClass], title: 'Proposta: valor que as fontes do jogo não definem' },
    element('span', { ariaHidden: 'true' }, text('P')),
    element('span', { className: [`${proposalMarkClass}__label`] }, text(' (proposta)')),
  );
}

function isProposalMark(node: Node | undefined): boolean {
  const properties = node?.data?.hProperties as { className?: unknown } | undefined;
  return Array.isArray(properties?.className) && properties.className.includes(proposalMarkClass);
}

/** Whether the nodes end with a mark, their own or their last value's (a rule's value wears one): a second would double it. */
function endsWithMark(nodes: readonly Node[]): boolean {
  const last = nodes.at(-1);
  if (!last) return false;
  if (isProposalMark(last)) return true;
  return 'children' in last && Array.isArray(last.children) && endsWithMark(last.children as Node[]);
}

/** Whether a mark stands anywhere among the nodes (a proposed rule value inside a sentence wears one). */
export function containsMark(nodes: readonly Node[]): boolean {
  return nodes.some((node) => isProposalMark(node) || ('children' in node && Array.isArray(node.children) && containsMark(node.children as Node[])));
}

/** The nodes with the mark after them when their value is proposed, unless a mark already ends them. */
export function withProposalMark(nodes: Node[], proposed: boolean): Node[] {
  return proposed && !endsWithMark(nodes) ? [...nodes, proposalMark()] : nodes;
}

/** A table cell with the mark after its value when the value is proposed. */
export function markedCell(cell: Cell, proposed: boolean): Cell {
  if (!proposed) return cell;
  return withProposalMark(typeof cell === 'string' ? [text(cell)] : Array.isArray(cell) ? cell : [cell], true);
}

/**
 * Marks the values of these columns in table rows derived from proposed rules
 * (the XP curve): every cell holding a number; "—" and a zero stay as they are.
 */
export function markValues(rows: Cell[][], columns: number[], proposed: boolean): void {
  if (!proposed) return;
  for (const row of rows) {
    for (const column of columns) {
      const cell = row[column];
      if (typeof cell === 'string' && /[1-9]/.test(cell)) row[column] = markedCell(cell, true);
    }
  }
}
