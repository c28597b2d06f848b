// Schema of the game data (data/game/*.yaml): one zod schema per file. The
// data is written by designers, so every field is checked with a message that
// names what is wrong; cross-references are checked in model.ts.
import { decisionSchema, qualitativeRuleSchema } from './decisions';
import * as z from 'zod';
import { countSchema, damageTypes, effectFields, effectSchema, passiveMechanicSchema, statusMechanicSchema } from './effects';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use só letras minúsculas sem acento, números e hífens (ex.: "vida-maxima")');
const text = z.string().trim().min(1, 'não pode ficar vazio');

/**
 * Every record says where it comes from: a fact of the game's sources, or a
 * proposal of this documentation, which must say why in one line.
 */
const sourceEnum = z.enum(['fact', 'proposal'], { message: 'use "fact" (fato das fontes) ou "proposal" (proposta)' });
/** Where the review of a proposal stands: "proposta" until the designers accept it ("aceita"). */
const reviewStatus = z.enum(['proposta', 'aceita'], { message: 'use "proposta" ou "aceita"' }).optional();

/**
 * The provenance of one field when it differs from its record's: a region whose
 * name and cities are facts while its order and level band are proposals.
 */
const fieldProvenanceSchema = z
  .object({ source: sourceEnum, rationale: text.optional(), status: reviewStatus })
  .strict()
  .superRefine((field, ctx) => requireRationale(field, ctx));

const provenance = {
  source: sourceEnum,
  rationale: text.optional(),
  status: reviewStatus,
  /** Per-field provenance: each named field takes this source instead of the record's. */
  fields: z.record(z.string(), fieldProvenanceSchema).optional(),
};

/** A cell of one side's grid (0 to 5), as encounters and squads place their fighters. */
const gridCell = z.number().int().min(0).max(5);

/** One fighter per cell: a second one placed on a taken cell is a problem, named by `message`. */
function requireDistinctCells(placed: { cell: number }[], path: string[], message: string, ctx: z.RefinementCtx): void {
  const cells = placed.map((fighter) => fighter.cell);
  if (new Set(cells).size !== cells.length) ctx.addIssue({ code: 'custom', path, message });
}

function requireRationale<T extends { source: 'fact' | 'proposal'; rationale?: string }>(record: T, ctx: z.RefinementCtx): void {
  if (record.source === 'proposal' && !record.rationale) {
    ctx.addIssue({ code: 'custom', path: ['rationale'], message: 'uma proposta precisa de "rationale": o motivo em uma linha' });
  }
  if (record.source === 'fact' && (record as { status?: string }).status) {
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'só uma proposta tem "status"; um fato das fontes não passa por revisão' });
  }
  const fields = (record as { fields?: Record<string, unknown> }).fields ?? {};
  for (const name of Object.keys(fields)) {
    if (name === 'source' || name === 'rationale' || name === 'status' || name === 'fields' || !(name in record)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fields', name],
        message: `"fields" dá a origem de um campo do registro, e o registro não tem o campo "${name}"`,
      });
    }
  }
}

export const units = ['percent', 'multiplier', 'level', 'turns', 'rounds', 'count', 'xp', 'gold', 'floors'] as const;
export type Unit = (typeof units)[number];

/** A numeric rule that pages cite: stated here once, shown everywhere through <Regra>. */
export const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'use "tópico.nome", em minúsculas com hífens (ex.: "passiva.fortaleza-inabalavel.limite")'),
    topic: text,
    label: text,
    value: z.number({ message: 'precisa ser um número' }).finite(),
    unit: z.enum(units),
    /** Shows a + or − sign (bonuses and penalties). */
    signed: z.boolean().default(false),
    /**
     * Words that name this rule in prose. The site test fails when a page puts
     * a number of this unit next to one of them without taking it from here.
     */
    phrases: z.array(text).default([]),
    /** Page where the rule is explained (a site path). */
    home: z.string().startsWith('/docs/', 'precisa ser um caminho do site, começando por /docs/'),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'use uma cor hexadecimal, como #E63946');

export const energySchema = z
  .object({
    id,
    name: text,
    plural: text,
    codeName: text,
    colour: hex,
    background: hex,
    theme: text,
    /** The theme alone can be a proposal while the record (name, colours) is a fact: the sources left Life Mana without a description. */
    themeSource: z.enum(['fact', 'proposal']).default('fact'),
    themeRationale: text.optional(),
    current: z.boolean(),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale)
  .superRefine((energy, ctx) => {
    if (energy.themeSource === 'proposal' && !energy.themeRationale)
      ctx.addIssue({ code: 'custom', path: ['themeRationale'], message: 'um tema proposto precisa de "themeRationale": o motivo em uma linha' });
  });

export const dieSchema = z
  .object({
    id,
    name: text,
    faces: z.number().int().min(2).max(100),
    icon: text,
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

/** The order in which DiceFactory paints the faces of a new die, in cycle. */
export const diceCycleSchema = z
  .object({
    id,
    name: text,
    description: text,
    order: z.array(id).min(1, 'o ciclo precisa de ao menos uma energia'),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

export const attributeSchema = z
  .object({
    id,
    name: text,
    codeName: text.optional(),
    colour: hex.optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    dataMin: z.number().int().optional(),
    dataMax: z.number().int().optional(),
    /** "percent": the engine reads the value as a percent (100 = normal Poder; Defesa elemental, the share of elemental damage it takes off). */
    unit: z.literal('percent').optional(),
    description: text,
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

const cell = z.number().int().min(0).max(3);
/** A 2×3 grid, cells 0–5 (top row 0–2, bottom row 3–5), marks 0–3. */
const board = z.array(cell).length(6, 'uma grade tem 6 células (0–5)');
const cost = z.record(id, z.number().int().min(1).max(10)).default({});

/** A grid's columns by name, in the engine's order (0 back, 1 middle, 2 front): the front faces the other side. */
export const gridColumns = ['back', 'middle', 'front'] as const;
export type GridColumn = (typeof gridColumns)[number];
const columns = z
  .array(z.enum(gridColumns))
  .min(1)
  .refine((list) => new Set(list).size === list.length, 'cada coluna uma vez só');

/** The columns of the user's own grid an action can be used from. */
const actionFrom = columns;

/**
 * Who an action can hit, the rule the battle plays: the user alone, or one
 * side's grid (the other side's or the user's own, the user included unless
 * `others` leaves it out) with the columns it marks (every column when not
 * given) and how many of the fighters standing there it hits: the one chosen,
 * every one, or one whole row.
 */
export const actionTargetSchema = z.discriminatedUnion('side', [
  z.object({ side: z.literal('self') }).strict(),
  z
    .object({
      side: z.literal('enemy'),
      hits: z.enum(['one', 'every', 'row']),
      columns: columns.optional(),
    })
    .strict(),
  z
    .object({
      side: z.literal('ally'),
      hits: z.enum(['one', 'every', 'row']),
      columns: columns.optional(),
      /** Only the user's allies, never the user (Correnteza Vital: a link with another ally). */
      others: z.literal(true).optional(),
    })
    .strict(),
]);
export type ActionTarget = z.infer<typeof actionTargetSchema>;

export const categories = ['offensive', 'defensive', 'buff', 'debuff', 'movement'] as const;

const skillSchema = z
  .object({
    id,
    name: text,
    supreme: z.boolean().default(false),
    /** Character level at which the skill is learnt (1 = from the start). */
    unlock: z.number().int().min(1),
    cost,
    from: actionFrom,
    target: actionTargetSchema,
    categories: z.array(z.enum(categories)).min(1),
    effect: text,
    /** What the skill does, as data (effects.ts). */
    ...effectFields,
    /** What the effects cannot say, in prose, shown after them. */
    numbers: text.optional(),
    statuses: z.array(id).default([]),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

const basicAttackSchema = z
  .object({
    weapon: text,
    name: text,
    damage: z.number().int().min(0),
    type: z.enum(damageTypes).optional(),
    hits: countSchema.default(1),
    /** Flat Defesa the attack ignores. */
    pierce: z.number().int().min(1).optional(),
    ...effectFields,
    /** What the fields cannot say. */
    note: text.optional(),
    from: actionFrom,
    target: actionTargetSchema,
  })
  .strict();

const rangeSchema = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).strict();

export const roleSchema = z
  .object({
    id,
    name: text,
    portugueseName: text,
    patron: text,
    summary: text,
    function: text,
    weapons: z.array(text).min(1),
    defenceStyle: text,
    position: text,
    mainEnergy: text,
    passive: id,
    page: z.string().startsWith('/docs/'),
    attributes: z.record(id, rangeSchema),
    /** The sources give these roles no numbers: the ranges are the documentation's proposal. */
    attributesSource: z.enum(['fact', 'proposal']).default('fact'),
    attributesRationale: text.optional(),
    attributeNotes: z.record(id, text).default({}),
    basicAttacks: z.array(basicAttackSchema).default([]),
    skills: z.array(skillSchema).min(1),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

export const dataRoleSchema = z
  .object({
    id,
    name: text,
    playable: z.enum(['yes', 'no', 'generic']),
    attributes: z.record(id, z.number().int()),
    actions: z.array(id),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

export const dataActionSchema = z
  .object({
    id,
    name: text,
    category: z.enum(categories),
    cost,
    damage: z.number().int().min(0).max(100).optional(),
    effect: text,
    userBoard: board,
    targetBoard: board,
    targeting: z.enum(['single', 'multiple']),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

/**
 * An action every character has besides its role's or creature's: Mover, which
 * takes the user to a cell of its own grid (`move`), and Defender, whose
 * `effects` the battle plays like a skill's. What holds a fighter in its cell
 * is a status's `rooted` mechanic (statuses.yaml); what makes Mover free, a
 * `free-move` one. The engine gives the enemies only the common actions with a
 * `move`: one with `effects` says `enemies: never`.
 */
export const commonActionSchema = z
  .object({
    id,
    name: text,
    cost,
    /** Where it goes: up to `steps` neighbouring cells; neighbours along a row or a column, and the diagonals when `diagonals`. */
    move: z
      .object({
        steps: z.number().int().min(1).max(3),
        diagonals: z.boolean(),
        /** A cell an ally stands in: the two swap places ("ally"), or the cell is blocked ("none"). */
        swap: z.enum(['ally', 'none'], { message: 'use "ally" (troca de lugar com o aliado) ou "none" (célula ocupada bloqueia)' }),
      })
      .strict()
      .optional(),
    /** What it does to its user, as a skill's effects (Defender: the Defendendo status). */
    effects: z.array(effectSchema).min(1).optional(),
    /** Its effects also fall when the resolution begins, before anyone acts (Defender: qualitative rule contagem-dos-status). */
    atResolutionStart: z.boolean().default(false),
    /**
     * When an enemy declares it: only when no other action has a valid target,
     * toward a cell from which one would ("last-resort"), as one more of its random choices ("random"), or never ("never": enemies do not have it).
     */
    enemies: z.enum(['last-resort', 'random', 'never'], {
      message: 'use "last-resort" (só sem outra ação), "random" (sorteada como as outras) ou "never" (os inimigos não a têm)',
    }),
    /** The section that states it (a site path with the anchor). */
    home: z.string().regex(/^\/docs\/[^#\s]+#[^#\s]+$/, 'precisa ser um caminho do site com a âncora da seção (/docs/...#secao)'),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale)
  .superRefine((action, ctx) => {
    if ((action.move === undefined) === (action.effects === undefined))
      ctx.addIssue({ code: 'custom', path: ['move'], message: 'uma ação comum tem "move" (como Mover) ou "effects" (como Defender), uma das duas' });
    if (action.effects !== undefined && action.enemies !== 'never')
      ctx.addIssue({ code: 'custom', path: ['enemies'], message: 'os inimigos só recebem as ações comuns com "move"; aqui, use "never"' });
    if (action.move !== undefined && action.enemies === 'never')
      ctx.addIssue({ code: 'custom', path: ['enemies'], message: 'todo inimigo tem Mover; use "last-resort" ou "random"' });
  });

export const statusSchema = z
  .object({
    id,
    name: text,
    kind: z.enum(['positive', 'negative']),
    /** What the battle fields cannot say, shown after them. */
    effect: text.optional(),
    duration: text,
    durationTurns: z.number().int().min(1).optional(),
    /** It crosses battles (the Maldição): it outlasts the battle and the bearer's fall. */
    crossesBattles: z.literal(true).optional(),
    stacking: z.enum(['refresh', 'add', 'none']),
    /** Most stacks when stacking adds: a number or a rule id. */
    maxStacks: countSchema.optional(),
    stackingNote: text.optional(),
    /** What the status does in battle, as data the engine plays. */
    battle: z.array(statusMechanicSchema).default([]),
    seenIn: text,
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale)
  .refine((status) => status.battle.length > 0 || status.effect !== undefined, { message: 'diga o efeito: "battle" ou "effect"' });

export const passiveSchema = z
  .object({
    id,
    name: text,
    role: id,
    fact: text,
    trigger: text,
    effect: text,
    limit: text,
    statuses: z.array(id).default([]),
    /** What the passive does in battle, as data the engine plays. */
    battle: z.array(passiveMechanicSchema).min(1),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

const multipliers = z.record(id, z.number().positive());

export const speciesSchema = z
  .object({ id, name: text, description: text, multipliers, ...provenance })
  .strict()
  .superRefine(requireRationale);

export const tierSchema = z
  .object({ id, name: text, multipliers, description: text.optional(), ...provenance })
  .strict()
  .superRefine(requireRationale);

export const archetypeSchema = z
  .object({ id, name: text, description: text, base: z.record(id, z.number().int().min(0)), ...provenance })
  .strict()
  .superRefine(requireRationale);

/**
 * A creature's own attack: the name of the sources, filling one form of its role's template;
 * `cost`, `from`, `target` and `replace` give it a shape of its own.
 */
const moveSchema = z
  .object({
    form: z.number().int().min(0),
    name: text,
    /** Damage type of the form's damage. */
    type: z.enum(damageTypes).optional(),
    /** Effects added to the form's (or, with `replace`, in place of them). */
    effects: z.array(effectSchema).default([]),
    replace: z.boolean().default(false),
    cost: z.record(id, z.number().int().min(1).max(10)).optional(),
    from: actionFrom.optional(),
    target: actionTargetSchema.optional(),
  })
  .strict();

export const creatureSchema = z
  .object({
    id,
    name: text,
    group: z.enum(['beast', 'humanoid', 'abomination', 'colossal']),
    epithet: text.optional(),
    description: text,
    attacks: z.array(text).min(1),
    drops: z.array(text).default([]),
    /** Where the drops come from, when the record's own source does not say it (a boss's drops, which the sources leave open). */
    dropsSource: z.enum(['fact', 'proposal']).optional(),
    dropsRationale: text.optional(),
    region: id,
    role: id.optional(),
    species: id.optional(),
    tier: id,
    roleSource: z.enum(['fact', 'proposal']),
    /** Grade by damage type (a type not listed is normal). */
    grades: z.partialRecord(z.enum(damageTypes), z.enum(['fraqueza', 'resistencia', 'imunidade'])).default({}),
    gradesSource: z.enum(['fact', 'proposal']).optional(),
    gradesRationale: text.optional(),
    /** Damage type of the role's natural strike (the form every creature has). */
    naturalType: z.enum(damageTypes).optional(),
    /** The creature's own attacks, each filling one form of its role (by index). */
    moves: z.array(moveSchema).default([]),
    source: z.enum(['fact', 'proposal']),
    rationale: text.optional(),
    status: provenance.status,
  })
  .strict()
  .superRefine(requireRationale)
  .superRefine((creature, ctx) => {
    if (Object.keys(creature.grades).length > 0 && !creature.gradesSource)
      ctx.addIssue({ code: 'custom', path: ['gradesSource'], message: 'diga de onde vêm os graus: "fact" ou "proposal"' });
    if (creature.gradesSource === 'proposal' && !creature.gradesRationale)
      ctx.addIssue({ code: 'custom', path: ['gradesRationale'], message: 'uma proposta precisa de "gradesRationale"' });
    if (creature.dropsSource === 'proposal' && !creature.dropsRationale)
      ctx.addIssue({ code: 'custom', path: ['dropsRationale'], message: 'uma proposta precisa de "dropsRationale"' });
  });

/** One form of an enemy role's action template, which each creature fills with its own attack. */
const enemyActionSchema = z
  .object({
    name: text,
    cost,
    from: actionFrom,
    target: actionTargetSchema,
    ...effectFields,
    /** What the effects cannot say. */
    effect: text.optional(),
    /** Each creature brings this form's effect in its `moves`. */
    byCreature: z.boolean().default(false),
    /**
     * Its effects also fall when the resolution begins, before anyone acts, as
     * Defender's do (the Proteção form's Defendendo); a creature's move that
     * replaces the form's effects leaves this out.
     */
    atResolutionStart: z.boolean().default(false),
  })
  .strict()
  .refine((action) => action.effects.length > 0 || action.effect !== undefined || action.byCreature, {
    message: 'diga o efeito: "effects", "effect" ou "byCreature"',
  });

export const enemyRoleSchema = z
  .object({
    id,
    name: text,
    archetype: id,
    page: z.string().startsWith('/docs/'),
    actions: z.array(enemyActionSchema).default([]),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

/**
 * A preset encounter (floors.yaml): the enemies of one floor of a region's
 * missions, each with its cell on the enemy grid (0–5), played at each tier of
 * `tiers` (a common floor), or, for a boss's floor, with each enemy's own tier.
 * The simulator offers them as presets, and the design targets play them.
 */
export const floorSchema = z
  .object({
    id,
    name: text,
    region: id,
    kind: z.enum(['common', 'boss']),
    description: text,
    /** A common floor is played at each of these tiers (its id and name take the tier). */
    tiers: z.array(id).default([]),
    /**
     * The creature group the encounter stands for, when each tier has an encounter of its own:
     * one tier up, the encounter of the same group is the one compared with it (meta tier-mais-dificil).
     */
    group: z.enum(['beast', 'humanoid', 'abomination']).optional(),
    enemies: z
      .array(z.object({ creature: id, cell: gridCell, tier: id.optional() }).strict())
      .min(1)
      .max(6),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale)
  .superRefine((floor, ctx) => {
    requireDistinctCells(floor.enemies, ['enemies'], 'dois inimigos na mesma célula', ctx);
    floor.enemies.forEach((enemy, at) => {
      if (floor.tiers.length === 0 && !enemy.tier)
        ctx.addIssue({ code: 'custom', path: ['enemies', at, 'tier'], message: 'sem "tiers" no encontro, cada inimigo diz o próprio tier' });
    });
  });

/** The level band of a region (without `max`: up to the maximum level); always a proposal, the sources give none. */
const levelBandSchema = z
  .object({ min: z.number().int().min(1), max: z.number().int().min(1).optional(), rationale: text })
  .strict()
  .refine((band) => band.max === undefined || band.min <= band.max, { message: 'o nível mínimo da faixa passa do máximo' });

export const regionSchema = z
  .object({
    id,
    name: text,
    order: z.number().int().min(1),
    cities: z.array(z.object({ id, name: text, kind: text.optional(), epithet: text.optional() }).strict()).min(1),
    bosses: z.array(id).default([]),
    tone: text.optional(),
    levels: levelBandSchema.optional(),
    /**
     * The region's themes of damage, from the facts: the types its creatures' attacks use often (`common`), and the
     * types many of its common creatures resist and are weak to. Invariants fogo-e-terra-comuns-na-regiao and
     * criaturas-com-o-tema-da-regiao check the creatures against them.
     */
    damageThemes: z
      .object({
        common: z.array(z.enum(damageTypes)).min(1),
        resisted: z.array(z.enum(damageTypes)).default([]),
        weak: z.array(z.enum(damageTypes)).default([]),
      })
      .strict()
      .optional(),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

export const missionSchema = z
  .object({
    id,
    city: id,
    region: id,
    order: z.number().int().min(1),
    title: text,
    situation: text,
    goal: text,
    reward: text,
    boss: id.optional(),
    /** A short dungeon (dungeon.andares-curta floors): its floors hold the battles and the boss, not the chest and the event. */
    dungeon: z.enum(['short', 'long']).optional(),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

const buildingLevelSchema = z
  .object({
    level: z.number().int().min(1),
    values: z.record(id, text),
    source: z.enum(['fact', 'proposal']),
    /** Columns whose value is a proposal on a level the sources define (the Enfermaria's level-1 prices). */
    proposed: z.array(id).default([]),
  })
  .strict();

export const buildingSchema = z
  .object({
    id,
    name: text,
    service: text,
    start: text,
    upgrades: text,
    columns: z.array(z.object({ id, label: text }).strict()).min(1),
    levels: z.array(buildingLevelSchema).min(1),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

/**
 * A design invariant: a property of the rules checked at every build by the
 * rules engine (balance/invariants.ts runs `check`); the build fails when a
 * record falls short of `threshold`.
 */
export const invariantChecks = [
  'skill-payability',
  'region-bands',
  't1-one-round',
  'level-1-damage',
  'campaign-in-band',
  'region-common-damage',
  'region-creature-grades',
] as const;
export const invariantSchema = z
  .object({
    id,
    name: text,
    check: z.enum(invariantChecks),
    description: text,
    threshold: z.number().finite(),
    unit: z.enum(units),
    /** `warning`: shown with its margin on the Balanceamento page, but does not stop the build (a known problem waiting for a design decision). */
    severity: z.enum(['error', 'warning']).default('error'),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale);

/**
 * A design target: a band the game should stay in, measured at every build by
 * the rules engine (designer-tools/src/targets.ts runs `measure`). Unlike an
 * invariant, which guards a minimum, a target says what the game should feel
 * like (how often a floor is lost, how much more a paid skill is worth). A
 * target outside its band stops the build, naming the record, the margin and
 * `lever`, the numbers to move; `pending` says why it is shown but not checked.
 */
export const targetFamilies = ['challenge', 'tier', 'role', 'skill', 'progression'] as const;
export const targetMeasures = [
  'floor-win-rate',
  'hardest-floor-win-rate',
  'floor-falls',
  'boss-win-rate',
  'boss-curve',
  'tier-harder',
  'damage-role-over-tank',
  'tank-least-damage',
  'skill-worth',
  'campaign-in-band',
  'level-cap-last-region',
  'mission-map-battles',
  'economy-upgrades',
  'skill-gap',
  't1-can-be-lost',
  'levels-matter',
  'healing-win-rate',
  'out-of-reach-draws',
  'sheltered-wins',
  'one-hit-kill',
  'skill-removal',
  'other-squad',
  'enemy-placement',
] as const;
export const targetSchema = z
  .object({
    id,
    name: text,
    family: z.enum(targetFamilies),
    measure: z.enum(targetMeasures),
    description: text,
    /** The tier of the floors measured (floor-win-rate, floor-falls). */
    tier: id.optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    unit: z.enum(units),
    /** skill-worth: how much more each unit of cost must buy, in damage. */
    perUnit: z.number().min(0).optional(),
    /** skill-worth: on how many targets an area skill's damage counts. */
    areaTargets: z.number().min(1).optional(),
    /** What to change, and in which file, when the target breaks. */
    lever: text,
    /** Whose battles a battle target judges: every hero policy (default), those that choose (not the random one), or those that heal or protect first. */
    players: z.enum(['all', 'choosing', 'protecting']).optional(),
    /** Battles per seed the floors of its tier play, when its band needs a narrower interval than the standard sample gives. */
    battles: z.number().int().min(1).max(2000).optional(),
    /** Why the target is shown but not yet checked (the engine cannot measure it, or the data cannot meet it yet). */
    pending: text.optional(),
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale)
  .superRefine((record, ctx) => {
    if (record.min === undefined && record.max === undefined) ctx.addIssue({ code: 'custom', message: 'dê ao menos um limite: min ou max', path: ['min'] });
  });

export const termSchema = z
  .object({
    id,
    term: text,
    codeName: text.optional(),
    definition: text,
    rule: z.string().startsWith('/docs/'),
    /** Words that must not stand for this concept in prose. */
    avoid: z.array(text).default([]),
    /** The term is a name, written with a capital letter wherever it names the concept ("Supremas", never "supremas"). */
    capitalized: z.boolean().default(false),
  })
  .strict();

/**
 * A squad the measures play (squads.yaml): the roles and their cells, all with
 * one die, at the progression's start level. "equipe-inicial" is the one the
 * simulator, the design targets and the balance page measure.
 */
export const squadSchema = z
  .object({
    id,
    name: text,
    members: z
      // The weapon a member carries, by its name in the role's basic attacks; the first when none is named.
      .array(z.object({ role: id, cell: gridCell, weapon: text.optional() }).strict())
      .min(1)
      .max(6),
    die: id,
    ...provenance,
  })
  .strict()
  .superRefine(requireRationale)
  .superRefine((squad, ctx) => requireDistinctCells(squad.members, ['members'], 'dois membros na mesma célula', ctx));

/** The files of data/game/ and the schema of their records. */
export const files = {
  rules: ruleSchema,
  'qualitative-rules': qualitativeRuleSchema,
  decisions: decisionSchema,
  energies: energySchema,
  dice: dieSchema,
  'dice-cycle': diceCycleSchema,
  attributes: attributeSchema,
  roles: roleSchema,
  'data-roles': dataRoleSchema,
  'data-actions': dataActionSchema,
  'common-actions': commonActionSchema,
  statuses: statusSchema,
  passives: passiveSchema,
  species: speciesSchema,
  tiers: tierSchema,
  archetypes: archetypeSchema,
  'enemy-roles': enemyRoleSchema,
  creatures: creatureSchema,
  regions: regionSchema,
  missions: missionSchema,
  floors: floorSchema,
  squads: squadSchema,
  buildings: buildingSchema,
  glossary: termSchema,
  invariants: invariantSchema,
  targets: targetSchema,
} as const;

export type FileName = keyof typeof files;
export type GameData = { [K in FileName]: z.output<(typeof files)[K]>[] };
export type Rule = GameData['rules'][number];
export type Role = GameData['roles'][number];
export type Skill = Role['skills'][number];
export type Creature = GameData['creatures'][number];
export type EnemyRole = GameData['enemy-roles'][number];
export type Status = GameData['statuses'][number];
export type CommonAction = GameData['common-actions'][number];
