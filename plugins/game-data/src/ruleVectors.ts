// Golden vectors of the rules engine: cases with their inputs and the answer
// the engine gives, generated from the game data and committed as a file
// (data/game/vectors/rule-vectors.json) that review can diff. `npm run
// vectors:update` rewrites it; the build publishes it as open data
// (/dados/vetores-de-regras.json, with its JSON Schema), with a warning when it
// no longer matches the data and the engine, and the unit tests
// (test/rule-vectors.test.ts) refuse it then. They are the specification any
// other implementation of the rules (the studio's C# game) can test itself
// against: each case holds everything needed to compute it, the constants of
// the rules are at the top of the file, and the file carries the version of the
// rules (engine and data) it was made from.
import {
  computeDamage,
  costUnits,
  cycledFaces,
  diceForSlots,
  diceSlotsAt,
  enemyAttributesOf,
  enemyPowerAttribute,
  enemyPowerOf,
  grades,
  levelAfter,
  payOdds,
  roleBaseStats,
  roleStatsAt,
  simulateMany,
  xpToNext,
  xpToReach,
  type Cost,
  type DamageInput,
  type DamageRules,
  type Grade,
  type RangePoint,
  buildSetup,
  defaultPolicy,
  startingSquad,
} from '@dice-rolling/rules';
import * as z from 'zod';
import { simulatorToolData, type GameModel, engineRulesOf } from '@dice-rolling/game-model';
import { engineDataVersion } from './rulesVersion';

/** Name of the published file (/dados/vetores-de-regras.json). */
export const ruleVectorsFile = 'vetores-de-regras';
/** The committed file, relative to the data folder (data/game/). */
export const committedVectorsPath = 'vectors/rule-vectors.json';
/** The one command that rewrites the committed file. */
export const vectorsUpdateCommand = 'npm run vectors:update';

/**
 * What each kind of case computes, with its rounding, for the reader of the
 * file; the testing page (docs/tutorials/testes.md) gives each formula in full.
 */
export const vectorKinds = {
  damage:
    'Dano de um golpe (computeDamage): natureza física ou elemental, todos os graus, Defendendo e Fortaleza Inabalável; ' +
    'o resultado traz o dano final (arredondado para baixo, ao menos o mínimo) e cada passo da fórmula com seus números, limpos a 9 casas.',
  payability: 'Chance exata de uma rolagem pagar um custo (payOdds): resultados favoráveis e total de resultados, com os dados dados face a face.',
  'enemy-stats':
    'Atributos de um inimigo (enemyAttributesOf): base do arquétipo × multiplicador da espécie × multiplicador do tier, ' +
    'arredondado a 6 casas e então para cima.',
  'enemy-power':
    'Poder de Ataque de um inimigo (enemyPowerOf): Poder normal × multiplicador de Poder da espécie × o do tier (×1 quando não há), ' +
    'arredondado para o inteiro mais próximo, com a metade para longe do zero (162,5 dá 163); cada espécie em cada tier, mais casos de borda.',
  'role-stats':
    'Um papel jogável num nível (roleBaseStats e roleStatsAt): Vida, Defesa e Poder de Ataque pelo nível (limpos a 9 casas e arredondados para baixo), ' +
    'Velocidade com o ganho de cada intervalo inteiro de níveis depois do primeiro, espaços de dado; ' +
    'do mínimo ou do meio das faixas (o meio arredondado para baixo).',
  level: 'Um nível (xpToNext, xpToReach, diceSlotsAt): XP para o próximo, XP total para chegar a ele desde o nível 1, espaços de dado.',
  'xp-to-level': 'O nível alcançado de um nível com mais XP (levelAfter).',
  'battle-summary':
    'Batalhas com semente (simulateMany): a equipe inicial contra cada encontro pronto do simulador e, no topo da faixa da primeira região, ' +
    'contra o primeiro chefe que chama criaturas (com os combatentes que ele chama em `summons`); ' +
    'o resultado é a contagem inteira (vitórias, derrotas, empates, rodadas, totais por personagem).',
} as const;
export type VectorKind = keyof typeof vectorKinds;

// Whole numbers are integers in the JSON Schema (a C# reader takes them with GetInt32); only the multipliers and the
// damage steps before the final rounding are fractional.
const whole = z.int();
const wholes = z.record(z.string(), whole);
const multipliers = z.record(z.string(), z.number()).describe('Multiplicadores por atributo (ids dos dados); um atributo ausente vale ×1.');
const die = z.array(z.string()).min(1);
const range = z.object({ min: whole, max: whole });

const rule = (id: string) => whole.describe(`A regra ${id} de data/game/rules.yaml.`);
const damageRulesSchema = z.object({
  normalPower: rule('dano.poder-normal'),
  defenceConstant: rule('dano.constante-defesa'),
  minimumDamage: rule('dano.minimo'),
  gradePercent: z
    .object({ fraqueza: rule('dano.fraqueza'), normal: whole, resistencia: rule('dano.resistencia'), imunidade: rule('dano.imunidade') })
    .describe('Mudança do dano por grau, em %.'),
  defendBonus: rule('acao.defender.bonus').describe('Defesa a mais enquanto Defendendo, em % (regra acao.defender.bonus).'),
  fortressBonus: rule('passiva.fortaleza-inabalavel.bonus').describe(
    'Defesa a mais por rodada de Fortaleza Inabalável, em % (regra passiva.fortaleza-inabalavel.bonus).',
  ),
  fortressCap: rule('passiva.fortaleza-inabalavel.limite').describe('Teto da Fortaleza Inabalável, em % (regra passiva.fortaleza-inabalavel.limite).'),
  bonusCap: rule('status.limite-bonus').describe('Teto da soma dos bônus a um atributo, em % (regra status.limite-bonus).'),
  reductionCap: rule('status.limite-reducao')
    .optional()
    .describe('Piso da soma das reduções de um atributo, em % e negativo (regra status.limite-reducao); −100 quando ausente.'),
});
const progressionRulesSchema = z.object({
  xpFactor: rule('progressao.xp-fator'),
  maxLevel: rule('progressao.nivel-maximo'),
  startLevel: rule('progressao.nivel-inicial'),
  diceSlots: z.object({
    initial: rule('equipamento.slots-dado-inicial'),
    secondAt: rule('progressao.segundo-dado'),
    thirdAt: rule('progressao.terceiro-dado'),
    max: rule('equipamento.slots-dado-maximo'),
  }),
  training: z.object({ xpPerDay: rule('treinamento.xp-por-dia'), levelCap: rule('treinamento.nivel-limite') }),
  battleXp: z.object({ common: rule('progressao.xp-batalha-comum'), elite: rule('progressao.xp-batalha-elite'), boss: rule('progressao.xp-batalha-chefe') }),
  growth: z
    .object({
      life: rule('progressao.ganho-nivel.vida'),
      lifeMinimum: rule('progressao.ganho-nivel.vida-minimo'),
      power: rule('progressao.ganho-nivel.poder-de-ataque'),
      defence: rule('progressao.ganho-nivel.defesa'),
      speed: rule('progressao.ganho-velocidade'),
      speedEvery: rule('progressao.intervalo-velocidade'),
    })
    .describe(
      'Ganho por nível, em % do valor do nível 1 (a Vida ganha ao menos lifeMinimum por nível); a Velocidade ganha speed pontos a cada speedEvery níveis.',
    ),
});
const grade = z.enum(grades as readonly Grade[] as [Grade, ...Grade[]]);
const damageInput = z.object({
  base: whole,
  nature: z.enum(['physical', 'elemental']),
  power: whole,
  defence: whole,
  elementalDefence: whole,
  defending: z.boolean(),
  fortressStacks: whole,
  grade,
});
const damageStep = z.object({ kind: z.string(), value: z.number() }).catchall(z.union([z.number(), z.string(), z.boolean()]));
const fighterStats = z.object({ life: whole, defence: whole, speed: whole, power: whole, diceSlots: whole });
const tally = z.object({
  battles: whole,
  wins: whole,
  losses: whole,
  draws: whole,
  drawsOutOfReach: whole.describe(
    'Empates que a equipe já não podia vencer: no fim, ninguém de pé da equipe tinha ação que alcançasse a coluna de um inimigo de pé.',
  ),
  winsSheltered: whole.describe(
    'Vitórias fora do alcance dos inimigos: na declaração de alguma rodada, nenhum inimigo de pé tinha ação que alcançasse a coluna de alguém de pé da equipe.',
  ),
  outOfReachEnemies: z
    .array(z.object({ enemy: z.string(), draws: whole }))
    .describe('Nesses empates, cada inimigo (pelo nome) de pé fora do alcance da equipe no fim, com os empates em que ficou.'),
  rounds: z.array(whole).describe('Batalhas que terminaram depois de r rodadas, no índice r (o índice 0 não é usado).'),
  squad: z.array(z.object({ damage: whole, healing: whole, fell: whole, declarations: whole, payable: z.array(whole), used: z.array(whole) })),
  fallOrder: z
    .array(z.array(whole))
    .describe('Para cada personagem da equipe, em quantas batalhas caiu em primeiro, em segundo, em terceiro… (a primeira queda de cada batalha).'),
  fallCauses: z
    .array(z.object({ enemy: z.string(), action: z.string().optional(), status: z.string().optional(), falls: whole }))
    .describe('O que derrubou a equipe: cada inimigo (pelo id) e a ação ou o status do golpe, com quantas quedas.'),
  enemyLifeLost: whole,
  enemyDamage: whole,
});

const vectorCase = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), kind: z.literal('damage'), input: damageInput, expected: z.object({ damage: whole, steps: z.array(damageStep) }) }),
  z.object({
    id: z.string(),
    kind: z.literal('payability'),
    input: z.object({ cost: wholes, die: z.string(), slots: whole, dice: z.array(die).describe('Os dados rolados, cada um pela energia de cada face.') }),
    expected: z.object({ favourable: whole, total: whole, units: whole.describe('Unidades de energia do custo (costUnits).') }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('enemy-stats'),
    input: z.object({
      archetype: z.string(),
      species: z.string(),
      tier: z.string(),
      base: wholes,
      speciesMultipliers: multipliers,
      tierMultipliers: multipliers,
    }),
    expected: wholes,
  }),
  z.object({
    id: z.string(),
    kind: z.literal('enemy-power'),
    input: z.object({
      species: z.string().optional().describe('A espécie dos dados; ausente nos casos de borda.'),
      tier: z.string().optional().describe('O tier dos dados; ausente nos casos de borda.'),
      normalPower: whole.describe('O Poder de Ataque normal (rules.damage.normalPower nos casos dos dados).'),
      speciesMultipliers: multipliers,
      tierMultipliers: multipliers,
    }),
    expected: z.object({ power: whole }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('role-stats'),
    input: z.object({ role: z.string(), level: whole, point: z.enum(['min', 'middle']), ranges: z.record(z.string(), range) }),
    expected: fighterStats,
  }),
  z.object({
    id: z.string(),
    kind: z.literal('level'),
    input: z.object({ level: whole }),
    expected: z.object({ xpToNext: whole, xpToReach: whole, diceSlots: whole }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('xp-to-level'),
    input: z.object({ fromLevel: whole, xp: whole }),
    expected: z.object({ level: whole }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('battle-summary'),
    input: z.object({
      encounter: z.string(),
      seed: whole,
      battles: whole,
      setup: z
        .record(z.string(), z.unknown())
        .describe('O BattleSetup de @dice-rolling/rules: equipe, inimigos (com ações e efeitos), as constantes do dano, os status e a política.'),
    }),
    expected: tally,
  }),
]);
export type VectorCase = z.infer<typeof vectorCase>;

export const ruleVectorsSchema = z.object({
  descricao: z.string(),
  versao: z
    .string()
    .regex(/^[0-9a-f]{12}$/)
    .describe(
      'Versão das regras: hash do código do motor e dos dados do jogo de que os casos saíram (a mesma que o laboratório de regras mostra); ' +
        'outra versão pode dar outros resultados.',
    ),
  rules: z
    .object({ damage: damageRulesSchema, progression: progressionRulesSchema })
    .describe('As constantes das fórmulas, lidas de rules.yaml: toda conta de um caso usa estas.'),
  kinds: z.record(z.string(), z.string()),
  cases: z.array(vectorCase),
});
export type RuleVectors = z.infer<typeof ruleVectorsSchema>;

export function ruleVectorsJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(ruleVectorsSchema.describe('Vetores de referência do motor de regras: casos com entradas e o resultado esperado.'), { io: 'input' }),
    title: `${ruleVectorsFile}.json`,
  };
}

// ---- The cases ---------------------------------------------------------------------------

function damageCases(rules: DamageRules): DamageInput[] {
  const inputs: DamageInput[] = [];
  const plain = { base: 50, elementalDefence: 0, defending: false, fortressStacks: 0 };
  for (const grade of grades) {
    for (const power of [rules.normalPower, rules.normalPower * 1.5]) {
      for (const defence of [0, 30, 100]) {
        for (const defending of [false, true]) {
          for (const fortressStacks of [0, 2, 5]) inputs.push({ ...plain, nature: 'physical', grade, power, defence, defending, fortressStacks });
        }
      }
      for (const elementalDefence of [0, 40, 100]) inputs.push({ ...plain, nature: 'elemental', grade, power, defence: 100, elementalDefence });
      // Defendendo and Fortaleza raise Defesa elemental too (decision defender-e-dano-elemental).
      for (const elementalDefence of [30, 90])
        inputs.push({ ...plain, nature: 'elemental', grade, power, defence: 100, elementalDefence, defending: true, fortressStacks: 2 });
    }
    // The edges: nothing to deal, a hit against a wall of Defesa.
    inputs.push({ ...plain, nature: 'physical', grade, power: rules.normalPower, base: 0, defence: 0 });
    inputs.push({ ...plain, nature: 'physical', grade, power: rules.normalPower, base: 1, defence: 9999 });
  }
  return inputs;
}

function distinctCosts(model: GameModel): Cost[] {
  const costs = new Map<string, Cost>();
  const add = (cost: Cost) => {
    const key = JSON.stringify(Object.entries(cost).sort());
    if (!costs.has(key)) costs.set(key, cost);
  };
  for (const role of model.data.roles) for (const skill of role.skills) add(skill.cost);
  for (const role of model.data['enemy-roles']) for (const action of role.actions) add(action.cost);
  return [...costs.values()];
}

function pad(index: number): string {
  return String(index + 1).padStart(3, '0');
}

/** Seeds of the battle summaries: the simulator's default (1) and one more. */
export const vectorSeeds = [1, 2026];
/** Battles per summary: enough to exercise every rule, few enough for the build. */
export const vectorBattles = 100;

export function ruleVectors(model: GameModel): RuleVectors {
  const { damage, progression } = engineRulesOf(model);
  const cycle = model.data['dice-cycle'][0]?.order ?? model.data.energies.filter((energy) => energy.current).map((energy) => energy.id);
  const cases: VectorCase[] = [];

  damageCases(damage).forEach((input, index) => {
    const result = computeDamage(input, damage);
    cases.push({ id: `damage-${pad(index)}`, kind: 'damage', input, expected: { damage: result.damage, steps: result.steps } });
  });

  const dice = model.data.dice.filter((candidate) => candidate.faces <= 8);
  let payabilityIndex = 0;
  for (const cost of distinctCosts(model)) {
    for (const candidate of dice) {
      for (let slots = 1; slots <= progression.diceSlots.max; slots += 1) {
        const rolled = diceForSlots([cycledFaces(candidate.faces, cycle)], slots);
        const odds = payOdds(rolled, cost);
        cases.push({
          id: `payability-${pad(payabilityIndex++)}`,
          kind: 'payability',
          input: { cost, die: candidate.id, slots, dice: rolled.map((faces) => [...faces]) },
          expected: { ...odds, units: costUnits(cost) },
        });
      }
    }
  }

  let enemyIndex = 0;
  for (const archetype of model.data.archetypes) {
    for (const species of model.data.species) {
      for (const tier of model.data.tiers) {
        cases.push({
          id: `enemy-stats-${pad(enemyIndex++)}`,
          kind: 'enemy-stats',
          input: {
            archetype: archetype.id,
            species: species.id,
            tier: tier.id,
            base: archetype.base,
            speciesMultipliers: species.multipliers,
            tierMultipliers: tier.multipliers,
          },
          expected: enemyAttributesOf(archetype.base, species.multipliers, tier.multipliers),
        });
      }
    }
  }

  let powerIndex = 0;
  const powerCase = (input: Extract<VectorCase, { kind: 'enemy-power' }>['input']) =>
    cases.push({
      id: `enemy-power-${pad(powerIndex++)}`,
      kind: 'enemy-power',
      input,
      expected: { power: enemyPowerOf(input.speciesMultipliers, input.tierMultipliers, input.normalPower) },
    });
  for (const species of model.data.species) {
    for (const tier of model.data.tiers) {
      powerCase({
        species: species.id,
        tier: tier.id,
        normalPower: damage.normalPower,
        speciesMultipliers: species.multipliers,
        tierMultipliers: tier.multipliers,
      });
    }
  }
  // The edges, whatever the data: a multiplier not set counts ×1, and a half rounds up (Math.round), not to the even number.
  const poder = enemyPowerAttribute;
  powerCase({ normalPower: 100, speciesMultipliers: {}, tierMultipliers: {} });
  powerCase({ normalPower: 100, speciesMultipliers: { [poder]: 1.5 }, tierMultipliers: {} });
  powerCase({ normalPower: 100, speciesMultipliers: {}, tierMultipliers: { [poder]: 1.625 } });
  powerCase({ normalPower: 100, speciesMultipliers: { [poder]: 1.25 }, tierMultipliers: { [poder]: 1.5 } });

  let roleIndex = 0;
  for (const role of model.data.roles) {
    const ranges = Object.fromEntries(
      Object.entries(role.attributes).filter((entry): entry is [string, { min: number; max: number }] => entry[1] !== undefined),
    );
    for (const point of ['min', 'middle'] as RangePoint[]) {
      for (let level = 1; level <= progression.maxLevel; level += 1) {
        cases.push({
          id: `role-stats-${pad(roleIndex++)}`,
          kind: 'role-stats',
          input: { role: role.id, level, point, ranges },
          expected: roleStatsAt(roleBaseStats(ranges, point, damage.normalPower), level, progression),
        });
      }
    }
  }

  let levelIndex = 0;
  for (let level = 1; level <= progression.maxLevel; level += 1) {
    cases.push({
      id: `level-${pad(levelIndex++)}`,
      kind: 'level',
      input: { level },
      expected: { xpToNext: xpToNext(level, progression), xpToReach: xpToReach(level, progression), diceSlots: diceSlotsAt(level, progression) },
    });
  }

  let xpIndex = 0;
  for (const fromLevel of [1, progression.diceSlots.secondAt]) {
    const toMax = xpToReach(progression.maxLevel, progression) - xpToReach(fromLevel, progression);
    for (const xp of [0, 1, xpToNext(fromLevel, progression) - 1, xpToNext(fromLevel, progression), Math.floor(toMax / 2), toMax - 1, toMax, toMax * 10]) {
      cases.push({
        id: `xp-to-level-${pad(xpIndex++)}`,
        kind: 'xp-to-level',
        input: { fromLevel, xp },
        expected: { level: levelAfter(fromLevel, xp, progression) },
      });
    }
  }

  const simulator = simulatorToolData(model);
  const squad = startingSquad(simulator);
  const policy = defaultPolicy;
  // The common floors with the starting squad, and the first boss floor whose boss summons, with the squad at the top of the first region's band.
  const topLevel = [...model.data.regions].filter((region) => region.levels).sort((a, b) => a.order - b.order)[0]?.levels?.max ?? progression.startLevel;
  const bossSquad = squad.map((member) => ({ ...member, level: topLevel }));
  const bossSetups = (simulator.bossFloors ?? []).map((floor) => ({
    floor,
    setup: buildSetup(simulator, { squad: bossSquad, enemies: floor.enemies, policy }),
  }));
  const summoning = bossSetups.find(({ setup }) => setup.summons);
  const encounters = [
    ...simulator.floors.map((floor) => ({
      floor,
      setup: buildSetup(simulator, { squad, enemies: floor.enemies, policy }),
    })),
    ...(summoning ? [summoning] : []),
  ];
  let battleIndex = 0;
  for (const { floor, setup } of encounters) {
    for (const seed of vectorSeeds) {
      cases.push({
        id: `battle-summary-${pad(battleIndex++)}`,
        kind: 'battle-summary',
        input: { encounter: floor.id, seed, battles: vectorBattles, setup: setup as unknown as Record<string, unknown> },
        expected: simulateMany(setup, seed, vectorBattles),
      });
    }
  }

  return {
    descricao:
      'Vetores de referência do motor de regras do Dice Rolling Game (@dice-rolling/rules): ' +
      'cada caso traz as entradas e o resultado que o motor dá, gerados dos dados do jogo na versão das regras em `versao`. ' +
      'São a especificação contra a qual outra implementação das regras (o jogo em C#) pode se testar.',
    versao: engineDataVersion(model),
    rules: { damage, progression },
    kinds: vectorKinds,
    cases,
  };
}

/** Cases of each kind, for the index and llms.txt. */
export function caseCounts(vectors: RuleVectors): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind } of vectors.cases) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

// ---- The committed file -------------------------------------------------------------------

/**
 * The value as JSON reads it back (members that are undefined dropped), every
 * object's keys in alphabetical order and arrays in their order: the file does
 * not change when code builds an object in another order.
 */
function sortedKeys(value: unknown): unknown {
  return sortedJson(JSON.parse(JSON.stringify(value)) as unknown);
}

function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedJson((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** Width of a line of the file, as Prettier's for the code. */
const lineWidth = 160;

/** A value on one line, spaced as Prettier spaces JSON: `{ "a": 1, "b": [1, 2] }`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
    return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** A value on one line when it fits after `used` characters, else one member a line, each laid out the same way. */
function layout(value: unknown, indent: string, used: number): string {
  const compact = inline(value);
  if (value === null || typeof value !== 'object' || used + compact.length <= lineWidth) return compact;
  const inner = `${indent}  `;
  const members = Array.isArray(value)
    ? value.map((item) => `${inner}${layout(item, inner, inner.length)}`)
    : Object.entries(value).map(([key, item]) => {
        const label = `${inner}${JSON.stringify(key)}: `;
        return `${label}${layout(item, inner, label.length)}`;
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return members.length === 0 ? `${open}${close}` : `${open}\n${members.join(',\n')}\n${indent}${close}`;
}

/**
 * The text of the committed file: the header, then one group of lines per case
 * (id, kind, input, expected), keys sorted, each value on one line when it fits,
 * so a changed answer shows in a diff as the lines of its case.
 */
export function ruleVectorsText(vectors: RuleVectors): string {
  const caseText = (vector: VectorCase) =>
    [
      '    {',
      `      "id": ${JSON.stringify(vector.id)},`,
      `      "kind": ${JSON.stringify(vector.kind)},`,
      `      "input": ${layout(sortedKeys(vector.input), '      ', 15)},`,
      `      "expected": ${layout(sortedKeys(vector.expected), '      ', 18)}`,
      '    }',
    ].join('\n');
  return [
    '{',
    `  "descricao": ${JSON.stringify(vectors.descricao)},`,
    `  "versao": ${JSON.stringify(vectors.versao)},`,
    `  "rules": ${layout(sortedKeys(vectors.rules), '  ', lineWidth)},`,
    `  "kinds": ${layout(vectors.kinds, '  ', lineWidth)},`,
    '  "cases": [',
    vectors.cases.map(caseText).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** How a committed file differs from what the generator writes now: the case ids that changed, came or went, and the version. */
export interface VectorsDrift {
  versions: { file: string | undefined; now: string };
  changed: string[];
  added: string[];
  removed: string[];
  /** The constants, the kinds or the description differ. */
  header: boolean;
}

export function vectorsDrift(committed: Partial<RuleVectors> & { cases?: readonly { id: string }[] }, current: RuleVectors): VectorsDrift {
  const before = new Map((committed.cases ?? []).map((vector) => [vector.id, JSON.stringify(sortedKeys(vector))]));
  const after = new Map(current.cases.map((vector) => [vector.id, JSON.stringify(sortedKeys(vector))]));
  const header = (value: Partial<RuleVectors>) => JSON.stringify(sortedKeys({ descricao: value.descricao, rules: value.rules, kinds: value.kinds }));
  return {
    versions: { file: committed.versao, now: current.versao },
    changed: [...after].filter(([id, text]) => before.has(id) && before.get(id) !== text).map(([id]) => id),
    added: [...after.keys()].filter((id) => !before.has(id)),
    removed: [...before.keys()].filter((id) => !after.has(id)),
    header: header(committed) !== header(current),
  };
}

function someIds(ids: readonly string[]): string {
  return ids.length <= 5 ? ids.join(', ') : `${ids.slice(0, 5).join(', ')} e mais ${ids.length - 5}`;
}

/**
 * The message of a stale file, in Portuguese and in English, naming the
 * command; undefined when the committed text is what the generator writes now.
 */
export function staleVectorsMessage(committedText: string | undefined, current: RuleVectors, label: string): string | undefined {
  if (committedText === ruleVectorsText(current)) return undefined;
  const english = `The golden vectors (${label}) are stale: run \`${vectorsUpdateCommand}\` and review the diff of the file.`;
  if (committedText === undefined)
    return `Os vetores de referência (${label}) não existem: rode \`${vectorsUpdateCommand}\` e faça o commit do arquivo.\n${english}`;
  let committed: Partial<RuleVectors>;
  try {
    committed = JSON.parse(committedText) as Partial<RuleVectors>;
  } catch {
    committed = {};
  }
  const drift = vectorsDrift(committed, current);
  const parts = [
    drift.versions.file !== drift.versions.now ? `versão ${drift.versions.file ?? '(nenhuma)'} no arquivo, ${drift.versions.now} nas regras de agora` : '',
    drift.changed.length > 0 ? `${drift.changed.length} casos com outra resposta ou entrada (${someIds(drift.changed)})` : '',
    drift.added.length > 0 ? `${drift.added.length} casos novos (${someIds(drift.added)})` : '',
    drift.removed.length > 0 ? `${drift.removed.length} casos que saíram (${someIds(drift.removed)})` : '',
    drift.header ? 'constantes, tipos ou descrição diferentes' : '',
  ].filter(Boolean);
  return (
    `Os vetores de referência (${label}) não correspondem às regras e aos dados de agora` +
    `: ${parts.length > 0 ? parts.join('; ') : 'o texto do arquivo difere do que o gerador escreve'}. ` +
    `Rode \`${vectorsUpdateCommand}\` e revise o diff do arquivo antes do commit.\n${english}`
  );
}
