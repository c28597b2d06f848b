// Design decisions and qualitative rules (data/game/decisions.yaml and
// qualitative-rules.yaml): their schemas and the references a decision makes
// to the rules it touches. The "Decisões de design" page and the per-rule
// links are rendered by plugins/game-data (src/render/decisions.ts).
import * as z from 'zod';
import type { DataProblem } from './problems';

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
  'acao-comum': 'common-actions',
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
    /**
     * The bands of design targets this decision sets (each target also in
     * `touches` as meta:<id>): a target's band is the one its newest decision
     * records, and a test fails when targets.yaml says otherwise.
     */
    bands: z
      .array(z.object({ target: z.string().regex(/^[a-z0-9.-]+$/), min: z.number().finite().optional(), max: z.number().finite().optional() }).strict())
      .optional(),
  })
  .strict()
  .superRefine((record, ctx) => {
    record.bands?.forEach((band, at) => {
      if (!record.touches.includes(`meta:${band.target}`))
        ctx.addIssue({
          code: 'custom',
          path: ['bands', at, 'target'],
          message: `a decisão dá a faixa de "${band.target}": inclua meta:${band.target} em touches`,
        });
    });
  });

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
  andar: '/docs/game/design/mechanics/battle/#encontros-prontos',
  meta: '/docs/game/design/balanceamento#metas-de-design',
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

/** Decisions that touch one of these references, newest first. */
export function decisionsTouching(decisions: Decision[], references: (reference: string) => boolean): Decision[] {
  return newestFirst(decisions.filter((decision) => decision.touches.some(references)));
}

/** The decisions newest first: by date, and of one day the one later in the file first (the file is written in order). */
export function newestFirst(decisions: readonly Decision[]): Decision[] {
  return decisions
    .map((decision, index) => ({ decision, index }))
    .sort((a, b) => b.decision.date.localeCompare(a.decision.date) || b.index - a.index)
    .map(({ decision }) => decision);
}

/** The lookup over the loaded data, for references and homes. */
export function lookupOf(byId: (kind: never, recordId: string) => unknown, rules: ReadonlyMap<string, { label: string; home: string }>): ReferenceLookup {
  return {
    record: (kind, recordId) => (byId as (kind: string, recordId: string) => ReturnType<ReferenceLookup['record']>)(kind, recordId),
    ruleHome: (ruleId) => rules.get(ruleId),
  };
}
