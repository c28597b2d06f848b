// Design decisions and qualitative rules (data/game/decisions.yaml and
// qualitative-rules.yaml): their schemas, the references a decision makes to
// the rules it touches, and the "Decisões de design" page and per-rule links.
import * as z from 'zod';
import type { DataProblem } from './problems';
import { anchorOf, heading, join, link, list, paragraph, strong, table, text, type Node } from './mdast';

export const decisionsPath = '/docs/game/design/decisoes';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use só letras minúsculas sem acento, números e hífens (ex.: "vida-maxima")');
const text_ = z.string().trim().min(1, 'não pode ficar vazio');

/** A regular expression, read without telling capitals apart. */
const pattern = text_.refine((source) => {
  try {
    new RegExp(source, 'iu');
    return true;
  } catch {
    return false;
  }
}, 'expressão regular inválida');

/** A rule without a number: stated once on its home section, linked from the others. */
export const qualitativeRuleSchema = z
  .object({
    id,
    label: text_,
    /** The rule in one or two sentences, as its home states it. */
    statement: text_,
    /** Its home: a page and the anchor of the section that states it. */
    home: z.string().regex(/^\/docs\/[^#\s]+#[^#\s]+$/, 'precisa ser um caminho do site com a âncora da seção (/docs/...#secao)'),
    /** Phrasings that contradict it; the consistency test fails if a page says one again. */
    contradicts: z
      .array(
        z
          .object({
            pattern: text_.refine((source) => {
              try {
                new RegExp(source, 'iu');
                return true;
              } catch {
                return false;
              }
            }, 'expressão regular inválida'),
            says: text_,
          })
          .strict(),
      )
      .default([]),
    /**
     * How pages state the rule when it is a proposal: the site test fails if one
     * of these is found outside a `:::note[Proposta]` box, where it would read as decided.
     */
    phrasings: z.array(pattern).default([]),
    source: z.enum(['fact', 'proposal'], { message: 'use "fact" (fato das fontes) ou "proposal" (proposta)' }),
    rationale: text_.optional(),
    status: z.enum(['proposta', 'aceita'], { message: 'use "proposta" ou "aceita"' }).optional(),
  })
  .strict()
  .superRefine((record, ctx) => {
    if (record.source === 'proposal' && !record.rationale)
      ctx.addIssue({ code: 'custom', path: ['rationale'], message: 'uma proposta precisa de "rationale": o motivo em uma linha' });
  });

/** Kinds a decision can touch, by the prefix of its reference ("status:maldicao"). */
export const referenceKinds = {
  regra: 'rules',
  qualitativa: 'qualitative-rules',
  status: 'statuses',
  passiva: 'passives',
  especie: 'species',
  tier: 'tiers',
  estrutura: 'buildings',
  acao: 'data-actions',
  papel: 'roles',
  criatura: 'creatures',
  andar: 'floors',
  meta: 'targets',
} as const;
export type ReferenceKind = keyof typeof referenceKinds;

const reference = z
  .string()
  .regex(
    new RegExp(`^(${Object.keys(referenceKinds).join('|')}):[a-z0-9.-]+$`),
    `use "tipo:id", com tipo ${Object.keys(referenceKinds).join(', ')} (ex.: "status:maldicao")`,
  );

export const decisionSchema = z
  .object({
    id,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use a data no formato AAAA-MM-DD'),
    title: text_,
    touches: z.array(reference).min(1, 'diga que regras a decisão toca'),
    before: text_,
    after: text_,
    why: text_,
  })
  .strict();

export type QualitativeRule = z.output<typeof qualitativeRuleSchema>;
export type Decision = z.output<typeof decisionSchema>;

/** What the model needs to resolve a reference: records by kind and id, and the numeric rules. */
export interface ReferenceLookup {
  record: (kind: (typeof referenceKinds)[ReferenceKind], recordId: string) => { name?: string; label?: string; page?: string; home?: string } | undefined;
  ruleHome: (ruleId: string) => { label: string; home: string } | undefined;
}

const statusPage = '/docs/game/design/mechanics/characters/status-effects/';
const fixedHomes: Partial<Record<ReferenceKind, string>> = {
  status: `${statusPage}#catálogo`,
  passiva: '/docs/game/design/mechanics/characters/passives/',
  especie: '/docs/game/design/mechanics/characters/roles/#papéis-não-jogáveis',
  tier: '/docs/game/design/mechanics/characters/roles/#papéis-não-jogáveis',
  estrutura: '/docs/game/design/mechanics/exploration/city/buildings/',
  acao: '/docs/game/design/mechanics/characters/actions/action_position_and_target',
  papel: '/docs/game/design/mechanics/characters/roles/#papéis-jogáveis',
  criatura: '/docs/game/content/roles/unplayable_roles/salt_tundra/',
  andar: '/docs/game/design/mechanics/battle/#andares-prontos',
  meta: '/docs/game/design/balanceamento',
};

export interface ResolvedReference {
  reference: string;
  label: string;
  /** Page and, where there is one, the section that states the rule. */
  home: string;
}

export function resolveReference(lookup: ReferenceLookup, referenceText: string): ResolvedReference | undefined {
  const [prefix, recordId = ''] = referenceText.split(/:(.*)/s) as [ReferenceKind, string];
  if (prefix === 'regra') {
    const rule = lookup.ruleHome(recordId);
    return rule && { reference: referenceText, label: rule.label, home: rule.home };
  }
  const record = lookup.record(referenceKinds[prefix], recordId);
  if (!record) return undefined;
  const label = record.label ?? record.name ?? recordId;
  const home = record.home ?? fixedHomes[prefix];
  return home ? { reference: referenceText, label, home } : undefined;
}

/** The page of a home ("/docs/a/b/#x" → "/docs/a/b"), the way pages are compared. */
export function pageOf(home: string): string {
  return home.replace(/#.*$/, '').replace(/\/$/, '');
}

export function decisionProblems(decisions: Decision[], lookup: ReferenceLookup, file: string): DataProblem[] {
  const problems: DataProblem[] = [];
  decisions.forEach((decision) => {
    decision.touches.forEach((referenceText, at) => {
      if (!resolveReference(lookup, referenceText))
        problems.push({ file, record: decision.id, field: `touches[${at}]`, message: `"${referenceText}" não existe nos dados do jogo` });
    });
  });
  return problems;
}

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

/** Decisions that touch one of these references, newest first. */
export function decisionsTouching(decisions: Decision[], references: (reference: string) => boolean): Decision[] {
  return decisions.filter((decision) => decision.touches.some(references)).sort((a, b) => b.date.localeCompare(a.date));
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

/** The "Decisões de design" page: the log, newest first, and the qualitative rules with their homes. */
export function decisionsPage(decisions: Decision[], qualitative: QualitativeRule[], lookup: ReferenceLookup): Node[] {
  const log: Node[] = [];
  for (const decision of [...decisions].sort((a, b) => b.date.localeCompare(a.date))) {
    // Headings stay outside the quoted sections, so the table of contents lists them.
    log.push(heading(3, text(decisionHeading(decision))));
    const touched = decision.touches.map((referenceText) => {
      const resolved = resolveReference(lookup, referenceText);
      return resolved ? link(resolved.home, text(resolved.label)) : text(referenceText);
    });
    log.push(
      quotedSection([
        list([
          [strong(text('Regras tocadas: ')), ...join(touched, ', ')],
          [strong(text('Antes: ')), text(decision.before)],
          [strong(text('Depois: ')), text(decision.after)],
          [strong(text('Por quê: ')), text(decision.why)],
        ]),
      ]),
    );
  }
  return [
    heading(2, text('Registro')),
    ...log,
    heading(2, text('Regras sem número e onde moram')),
    paragraph(text('Cada regra abaixo é dita uma vez, na seção indicada; as outras páginas linkam para lá.')),
    quotedSection([
      table(
        ['Regra', 'O que diz', 'Onde mora', 'Origem'],
        qualitative.map((rule) => [
          [strong(text(rule.label))],
          rule.statement,
          [link(rule.home, text(homeLabel(rule.home)))],
          rule.source === 'fact' ? 'Fato' : 'Proposta',
        ]),
      ),
    ]),
  ];
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

/** The lookup over the loaded data, for references and homes. */
export function lookupOf(byId: (kind: never, recordId: string) => unknown, rules: ReadonlyMap<string, { label: string; home: string }>): ReferenceLookup {
  return {
    record: (kind, recordId) => (byId as (kind: string, recordId: string) => ReturnType<ReferenceLookup['record']>)(kind, recordId),
    ruleHome: (ruleId) => rules.get(ruleId),
  };
}
