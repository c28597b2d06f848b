// Golden vectors of the rules engine: cases with their inputs and the answer
// the engine gives, generated from the game data at every build and published
// as open data (/dados/vetores-de-regras.json, with its JSON Schema). They are
// the specification any other implementation of the rules (the studio's C#
// game) can test itself against: each case holds everything needed to compute
// it, and the constants of the rules are at the top of the file.
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
  defaultSeed,
  startingSquad,
} from '@dice-rolling/rules';
import * as z from 'zod';
import { simulatorToolData, type GameModel, engineRulesOf } from '@dice-rolling/game-model';

export const ruleVectorsFile = 'vetores-de-regras';

/** What each kind of case computes, for the reader of the file. */
export const vectorKinds = {
  damage:
    'Dano de um golpe (computeDamage): natureza física ou elemental, todos os graus, Defendendo e Fortaleza Inabalável; ' +
    'o resultado traz o dano final e cada passo da fórmula com seus números.',
  payability: 'Chance exata de uma rolagem pagar um custo (payOdds): resultados favoráveis e total de resultados, com os dados dados face a face.',
  'enemy-stats':
    'Atributos de um inimigo (enemyAttributesOf): base do arquétipo × multiplicador da espécie × multiplicador do tier, ' + 'arredondado para cima.',
  'enemy-power':
    'Poder de Ataque de um inimigo (enemyPowerOf): Poder normal × multiplicador de Poder da espécie × o do tier (×1 quando não há), ' +
    'arredondado para o inteiro mais próximo, com a metade para cima (162,5 dá 163); cada espécie em cada tier, mais casos de borda.',
  'role-stats':
    'Um papel jogável num nível (roleBaseStats e roleStatsAt): Vida, Defesa e Poder de Ataque pelo nível, Velocidade, espaços de dado; ' +
    'do mínimo ou do meio das faixas.',
  level: 'Um nível (xpToNext, xpToReach, diceSlotsAt): XP para o próximo, XP total para chegar a ele desde o nível 1, espaços de dado.',
  'xp-to-level': 'O nível alcançado de um nível com mais XP (levelAfter).',
  'battle-summary':
    'Batalhas com semente (simulateMany): a equipe inicial contra cada encontro pronto do simulador e, no topo da faixa da primeira região, ' +
    'contra o primeiro chefe que chama criaturas (com os combatentes que ele chama em `summons`); ' +
    'o resultado é a contagem inteira (vitórias, derrotas, empates, rodadas, totais por personagem).',
} as const;
export type VectorKind = keyof typeof vectorKinds;

const numbers = z.record(z.string(), z.number());
const die = z.array(z.string()).min(1);
const range = z.object({ min: z.number(), max: z.number() });

const damageRulesSchema = z.object({
  normalPower: z.number(),
  defenceConstant: z.number(),
  minimumDamage: z.number(),
  gradePercent: z.object({ fraqueza: z.number(), normal: z.number(), resistencia: z.number(), imunidade: z.number() }),
  defendBonus: z.number(),
  fortressBonus: z.number(),
  fortressCap: z.number(),
  bonusCap: z.number(),
});
const progressionRulesSchema = z.object({
  xpFactor: z.number(),
  maxLevel: z.number(),
  startLevel: z.number(),
  diceSlots: z.object({ initial: z.number(), secondAt: z.number(), thirdAt: z.number(), max: z.number() }),
  training: z.object({ xpPerDay: z.number(), levelCap: z.number() }),
  battleXp: z.object({ common: z.number(), elite: z.number(), boss: z.number() }),
  growth: z.object({ life: z.number(), lifeMinimum: z.number(), power: z.number(), defence: z.number() }),
});
const grade = z.enum(grades as readonly Grade[] as [Grade, ...Grade[]]);
const damageInput = z.object({
  base: z.number(),
  nature: z.enum(['fisico', 'elemental']),
  power: z.number(),
  defence: z.number(),
  elementalDefence: z.number(),
  defending: z.boolean(),
  fortressStacks: z.number(),
  grade,
});
const damageStep = z.object({ kind: z.string(), value: z.number() }).catchall(z.union([z.number(), z.string(), z.boolean()]));
const fighterStats = z.object({ life: z.number(), defence: z.number(), speed: z.number(), power: z.number(), diceSlots: z.number() });
const tally = z.object({
  battles: z.number(),
  wins: z.number(),
  losses: z.number(),
  draws: z.number(),
  rounds: z.array(z.number()).describe('Batalhas que terminaram depois de r rodadas, no índice r (o índice 0 não é usado).'),
  squad: z.array(
    z.object({ damage: z.number(), healing: z.number(), fell: z.number(), declarations: z.number(), payable: z.array(z.number()), used: z.array(z.number()) }),
  ),
  enemyLifeLost: z.number(),
  enemyDamage: z.number(),
});

const vectorCase = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), kind: z.literal('damage'), input: damageInput, expected: z.object({ damage: z.number(), steps: z.array(damageStep) }) }),
  z.object({
    id: z.string(),
    kind: z.literal('payability'),
    input: z.object({ cost: numbers, die: z.string(), slots: z.number(), dice: z.array(die).describe('Os dados rolados, cada um pela energia de cada face.') }),
    expected: z.object({ favourable: z.number(), total: z.number(), units: z.number().describe('Unidades de energia do custo (costUnits).') }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('enemy-stats'),
    input: z.object({ archetype: z.string(), species: z.string(), tier: z.string(), base: numbers, speciesMultipliers: numbers, tierMultipliers: numbers }),
    expected: numbers,
  }),
  z.object({
    id: z.string(),
    kind: z.literal('enemy-power'),
    input: z.object({
      species: z.string().optional().describe('A espécie dos dados; ausente nos casos de borda.'),
      tier: z.string().optional().describe('O tier dos dados; ausente nos casos de borda.'),
      normalPower: z.number().describe('O Poder de Ataque normal (rules.damage.normalPower nos casos dos dados).'),
      speciesMultipliers: numbers,
      tierMultipliers: numbers,
    }),
    expected: z.object({ power: z.number() }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('role-stats'),
    input: z.object({ role: z.string(), level: z.number(), point: z.enum(['min', 'middle']), ranges: z.record(z.string(), range) }),
    expected: fighterStats,
  }),
  z.object({
    id: z.string(),
    kind: z.literal('level'),
    input: z.object({ level: z.number() }),
    expected: z.object({ xpToNext: z.number(), xpToReach: z.number(), diceSlots: z.number() }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('xp-to-level'),
    input: z.object({ fromLevel: z.number(), xp: z.number() }),
    expected: z.object({ level: z.number() }),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('battle-summary'),
    input: z.object({
      encounter: z.string(),
      seed: z.number(),
      battles: z.number(),
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
          for (const fortressStacks of [0, 2, 5]) inputs.push({ ...plain, nature: 'fisico', grade, power, defence, defending, fortressStacks });
        }
      }
      for (const elementalDefence of [0, 40, 100]) inputs.push({ ...plain, nature: 'elemental', grade, power, defence: 100, elementalDefence });
    }
    // The edges: nothing to deal, a hit against a wall of Defesa.
    inputs.push({ ...plain, nature: 'fisico', grade, power: rules.normalPower, base: 0, defence: 0 });
    inputs.push({ ...plain, nature: 'fisico', grade, power: rules.normalPower, base: 1, defence: 9999 });
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

/** Seeds of the battle summaries: the simulator's default and one more. */
export const vectorSeeds = [defaultSeed, 2026];
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
    setup: buildSetup(simulator, { squad: bossSquad, enemies: floor.enemies, policy, battles: vectorBattles, seed: defaultSeed }),
  }));
  const summoning = bossSetups.find(({ setup }) => setup.summons);
  const encounters = [
    ...simulator.floors.map((floor) => ({
      floor,
      setup: buildSetup(simulator, { squad, enemies: floor.enemies, policy, battles: vectorBattles, seed: defaultSeed }),
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
      'cada caso traz as entradas e o resultado que o motor dá, gerados dos dados do jogo a cada build. ' +
      'São a especificação contra a qual outra implementação das regras (o jogo em C#) pode se testar.',
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
