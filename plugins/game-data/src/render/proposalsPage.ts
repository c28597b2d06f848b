// The proposals page (<Propostas>): the records of the data that are
// proposals, then the proposal blocks of the pages, by topic.
import { heading, link, table, text, type Cell, type Node } from '../mdast';
import type { GameModel } from '../model';
import type { GameData } from '../schema';

export interface ProposalBlock {
  /** Site path of the page, e.g. /docs/game/design/mechanics/battle/ */
  page: string;
  pageTitle: string;
  section: string;
  anchor: string;
  summary: string;
  topic: string;
}

const recordKinds: { kind: keyof GameData; label: string }[] = [
  { kind: 'rules', label: 'Regras numéricas' },
  { kind: 'statuses', label: 'Efeitos de status' },
  { kind: 'passives', label: 'Passivas' },
  { kind: 'roles', label: 'Papéis jogáveis' },
  { kind: 'species', label: 'Espécies' },
  { kind: 'tiers', label: 'Tiers' },
  { kind: 'archetypes', label: 'Arquétipos' },
  { kind: 'enemy-roles', label: 'Papéis não jogáveis' },
  { kind: 'creatures', label: 'Criaturas' },
  { kind: 'missions', label: 'Missões' },
  { kind: 'buildings', label: 'Estruturas' },
  { kind: 'invariants', label: 'Invariantes de design' },
];

function recordName(record: Record<string, unknown>): string {
  return String(record.label ?? record.name ?? record.title ?? record.id);
}

export function proposals(model: GameModel, blocks: ProposalBlock[]): Node[] {
  const nodes: Node[] = [heading(2, text('Propostas nos dados do jogo'))];
  for (const { kind, label } of recordKinds) {
    const records = (model.data[kind] as unknown as (Record<string, unknown> & { source: string; rationale?: string })[]).filter((record) => record.source === 'proposal');
    const skills = kind === 'roles' ? model.data.roles.flatMap((role) => role.skills.filter((skill) => skill.source === 'proposal').map((skill) => ({ role, skill }))) : [];
    if (records.length === 0 && skills.length === 0) continue;
    nodes.push(heading(3, text(label)));
    nodes.push(
      table(
        ['Proposta', 'Por quê'],
        [
          ...records.map((record) => [recordName(record), record.rationale ?? ''] as Cell[]),
          ...skills.map(({ role, skill }) => [[link(role.page, text(`${role.name}: ${skill.name}`))], skill.rationale ?? ''] as Cell[]),
        ],
      ),
    );
  }
  nodes.push(heading(2, text('Propostas no texto das páginas')));
  const topics = new Map<string, ProposalBlock[]>();
  for (const block of blocks) topics.set(block.topic, [...(topics.get(block.topic) ?? []), block]);
  for (const [topic, topicBlocks] of topics) {
    nodes.push(heading(3, text(`${topic} (${topicBlocks.length})`)));
    nodes.push(table(['Página e seção', 'O que propõe'], topicBlocks.map((block) => [[link(`${block.page}#${block.anchor}`, text(`${block.pageTitle}: ${block.section}`))], block.summary])));
  }
  return nodes;
}
