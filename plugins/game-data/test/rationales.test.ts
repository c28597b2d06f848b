// A rule's rationale says why the rule is what it is; it never restates a
// value, its own or another rule's (CONTRIBUTING, "Regras do jogo: sempre pelos
// dados"): the proposals list shows the rationale beside the rendered value, and
// a typed number there goes stale the day the rule changes. A design target's
// band is a rule too (meta.<id>.minimo, meta.<id>.maximo, with the target's
// rationale): a target's rationale writes its bound as {meta.<id>.minimo}.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Rule } from '@dice-rolling/game-model';
import { model } from './renderWithData';

/** Counts as words ("cinco renovações", "metade das batalhas"); "um"/"uma" left out, since they are also the article. */
const numberWords: Record<string, number> = {
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  cem: 100,
  metade: 50,
};

/** The numbers a text writes, in digits ("1,5", "150") or words, each with how it is written; a name such as T1 is no number. */
export function numbersIn(text: string): { written: string; value: number }[] {
  const digits = [...text.matchAll(/(?<![\p{L}\d.,])\d+(?:,\d+)?(?![\d\p{L}])/gu)].map((match) => ({
    written: match[0],
    value: Number(match[0].replace(',', '.')),
  }));
  // "um"/"uma" before a counted unit is the number one ("custa uma unidade", "perde um turno"); "mais de um" is no value, and "um dado" is a die.
  const countedOne = /(?<!\p{L})(?<!mais de )(?:um|uma)\s+(?:unidades?|turnos?|rodadas?|colunas?|células?|acertos?|pontos?)(?!\p{L})/giu;
  // "o único slot de dado", "o único dado do começo", "com uma só" also write the number one; "numa só ação" is no value.
  const soleOne = /(?<!\p{L})(?:(?:o|a)\s+únic[oa]\s+(?:slots?|dados?|unidades?)|(?:um|uma)\s+só)(?!\p{L})/giu;
  const ones = [...text.matchAll(countedOne), ...text.matchAll(soleOne)].map((match) => ({
    written: match[0],
    value: 1,
  }));
  const words = [...text.matchAll(/\p{L}+/gu)]
    .map((match) => match[0])
    .filter((word) => word.toLowerCase() in numberWords)
    .map((word) => ({ written: word, value: numberWords[word.toLowerCase()] ?? Number.NaN }));
  return [...digits, ...ones, ...words];
}

/** "rule id: "written" is the value of other.rule" for each number of a rationale that some rule's value is. */
export function restatedValues(rules: readonly Rule[]): string[] {
  const byValue = new Map<number, string[]>();
  for (const rule of rules) byValue.set(Math.abs(rule.value), [...(byValue.get(Math.abs(rule.value)) ?? []), rule.id]);
  return rules.flatMap((rule) =>
    numbersIn(rule.rationale ?? '').flatMap(({ written, value }) => {
      const owners = byValue.get(value);
      if (!owners) return [];
      const named = owners.includes(rule.id) ? 'o valor da própria regra' : `o valor de ${owners.slice(0, 3).join(', ')}${owners.length > 3 ? '...' : ''}`;
      return [`${rule.id}: "${written}" é ${named}`];
    }),
  );
}

describe('rule rationales', () => {
  it('find a restated value in digits or in words, and not a name such as T1', () => {
    const rule = (id: string, value: number, rationale: string): Rule => ({ ...model.rules.get('drop.chance-primeiro')!, id, value, rationale });
    expect(
      restatedValues([
        rule('a.chance', 50, 'Metade das batalhas rende o drop.'),
        rule('b.dano', 7, 'Com 7 acúmulos iguala um golpe de 1,5 vez.'),
        rule('c.tier', 1.5, 'Os inimigos de T1 pedem cuidado.'),
        rule('d.custo', 1, 'Custa uma unidade de cada cor, e uma batalha inteira não muda isso.'),
        rule('e.slots', 1, 'A arma define o ataque básico; com uma só, cada personagem tem um tipo de dano.'),
        rule('f.custo', 1, 'Com o único slot de dado do início, a habilidade já se paga; a passiva se prepara numa só ação.'),
        rule('g.minimo', 1, 'Todo golpe tira ao menos um ponto.'),
      ]),
    ).toEqual([
      'a.chance: "Metade" é o valor da própria regra',
      'b.dano: "7" é o valor da própria regra',
      'b.dano: "1,5" é o valor de c.tier',
      'd.custo: "uma unidade" é o valor da própria regra',
      'e.slots: "uma só" é o valor da própria regra',
      'f.custo: "o único slot" é o valor da própria regra',
      'g.minimo: "um ponto" é o valor da própria regra',
    ]);
  });

  it('restate no rule’s value: they argue, and the value comes from the data', () => {
    expect(restatedValues([...model.rules.values()])).toEqual([]);
  });
});

/** The numbers a skill's data give: every number of its effects (and of the rules they name by id) and its cost, colour by colour and whole. */
function skillNumbers(skill: { cost: Record<string, number | undefined>; effects: unknown }): Set<number> {
  const numbers = new Set<number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'number') numbers.add(Math.abs(value));
    else if (typeof value === 'string' && model.rules.has(value)) numbers.add(Math.abs(model.rules.get(value)!.value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(skill.effects);
  const units = Object.values(skill.cost).map((count) => count ?? 0);
  units.forEach(walk);
  numbers.add(units.reduce((sum, count) => sum + count, 0));
  return numbers;
}

describe('skill rationales', () => {
  it('restate none of the skill’s own numbers (its effects, the rules they name, its cost): "lidos como 2 turnos" goes stale with the data', () => {
    const restated = model.data.roles.flatMap((role) =>
      role.skills.flatMap((skill) => {
        const own = skillNumbers(skill);
        return numbersIn(skill.rationale ?? '')
          .filter(({ value }) => own.has(value))
          .map(({ written }) => `${role.id}.${skill.id}: "${written}"`);
      }),
    );
    expect(restated).toEqual([]);
  });

  it('say the sources give no numbers only when no effect of the skill reads a rule the sources give', () => {
    // The Postura Inabalável's rationale said "números e custo não estão nas fontes", and its duration is a fact
    // (habilidade.postura-inabalavel.duracao): a designer reviewing it took the two turns for a proposal.
    const contradicted = model.data.roles.flatMap((role) =>
      role.skills
        .filter((skill) => /n[úu]meros[^.;]*n[ãa]o est[ãa]o nas fontes/i.test(skill.rationale ?? ''))
        .filter((skill) =>
          JSON.stringify(skill.effects ?? [])
            .match(/"[a-z]+(?:\.[a-z0-9-]+)+"/g)
            ?.some((id) => model.byId('rules', id.slice(1, -1))?.source === 'fact'),
        )
        .map((skill) => `${role.id}.${skill.id}`),
    );
    expect(contradicted).toEqual([]);
  });

  it('of a role’s starting attributes say the sources give no attributes, not no numbers, when its skills read facts', () => {
    // "As fontes não dão números a este papel" stood beside the Warden's two facts-given turns (Postura, Montanha).
    const readsFact = (role: (typeof model.data.roles)[number]) =>
      role.skills.some((skill) =>
        (JSON.stringify(skill.effects ?? []).match(/"[a-z]+(?:\.[a-z0-9-]+)+"/g) ?? []).some((id) => model.byId('rules', id.slice(1, -1))?.source === 'fact'),
      );
    const contradicted = model.data.roles
      .filter((role) => /n[ãa]o d[ãa]o n[úu]meros/i.test(role.attributesRationale ?? '') && readsFact(role))
      .map((role) => role.id);
    expect(contradicted).toEqual([]);
  });
});

/** "uma quest a mais", "abre um tier": the number one before a unit a structure's levels count. */
const countedLevelOne = /(?<!\p{L})(?:um|uma)\s+(?:quests?|tiers?|níveis?|nível|slots?|opç(?:ão|ões))(?!\p{L})/giu;

/** The numbers a structure's levels give: every number of each level's values, and the step between two levels of a column. */
function buildingNumbers(building: (typeof model.data.buildings)[number]): Set<number> {
  const numbers = new Set<number>();
  const firsts = new Map<string, number[]>();
  for (const level of building.levels ?? []) {
    for (const [column, value] of Object.entries(level.values ?? {})) {
      const found = numbersIn(String(value)).map((number) => number.value);
      found.forEach((number) => numbers.add(number));
      if (found.length > 0) firsts.set(column, [...(firsts.get(column) ?? []), found.at(-1)!]);
    }
  }
  for (const series of firsts.values()) series.slice(1).forEach((value, index) => numbers.add(Math.abs(value - series[index]!)));
  return numbers;
}

describe('structure rationales', () => {
  it('restate none of the structure’s level values nor the step between its levels: "uma quest a mais" goes stale with the data', () => {
    const restated = model.data.buildings.flatMap((building) => {
      const own = buildingNumbers(building);
      const rationale = building.rationale ?? '';
      const written = [...numbersIn(rationale), ...[...rationale.matchAll(countedLevelOne)].map((match) => ({ written: match[0], value: 1 }))];
      return written.filter(({ value }) => own.has(value)).map(({ written }) => `${building.id}: "${written}"`);
    });
    expect(restated).toEqual([]);
  });
});

describe('design target descriptions', () => {
  it('type no count of battles per seed: the sample is the engine’s, which Balanceamento (Políticas e intervalos) renders', () => {
    // The scan targets said "20 por semente" after the engine went to 100 (decision varreduras-com-100-batalhas).
    const file = path.resolve(__dirname, '../../../data/game/targets.yaml');
    const targets = parse(readFileSync(file, 'utf8')) as { id: string; description?: string }[];
    const typed = targets.filter((target) => /\d+\s+(?:batalhas\s+)?por semente/u.test(target.description ?? '')).map((target) => target.id);
    expect(typed).toEqual([]);
  });
});

describe('design target rationales', () => {
  it('restate none of the target’s own measure fields (perUnit, areaTargets): "conta dois alvos" goes stale with the data', () => {
    // habilidade-vale-o-custo's rationale typed its areaTargets, which its description leaves to Balanceamento.
    const file = path.resolve(__dirname, '../../../data/game/targets.yaml');
    const targets = parse(readFileSync(file, 'utf8')) as { id: string; rationale?: string; perUnit?: number; areaTargets?: number }[];
    const restated = targets.flatMap((target) => {
      const own = new Set([target.perUnit, target.areaTargets].filter((value): value is number => typeof value === 'number'));
      return numbersIn(target.rationale ?? '')
        .filter(({ value }) => own.has(value))
        .map(({ written }) => `${target.id}: "${written}"`);
    });
    expect(restated).toEqual([]);
  });
});

describe('dungeon rule rationales', () => {
  it('dungeon.inimigos.meio-ate: the middle ends where the shortest map of a mission outside a short dungeon ends, and says so', () => {
    // "O meio vai até o fim da missão mais curta" read against Kirim's short-dungeon mission, listed in the same register with fewer floors.
    const middleEnd = model.rules.get('dungeon.inimigos.meio-ate')!;
    const shortDungeon = model.rules.get('dungeon.andares-curta')!.value;
    expect(middleEnd.value).toBe(model.rules.get('dungeon.andares-minimo')!.value);
    expect(middleEnd.value).not.toBe(shortDungeon);
    expect(middleEnd.rationale ?? '').not.toMatch(/missão mais curta/u);
    expect(middleEnd.rationale ?? '').toMatch(/dungeon curta/u);
  });
});

describe('Brasas rationales', () => {
  it('say the bosses are the main source, not the only one, while elites and Mural quests also give Brasas', () => {
    // "As Brasas vêm dos chefes" (estrutura.melhoria-nivel-3-brasas) read against Moeda's table of sources, with elites and quests.
    const others = ['brasas.elite', 'brasas.quest'].filter((id) => (model.rules.get(id)?.value ?? 0) > 0);
    expect(others).not.toEqual([]);
    const onlyBosses = [...model.rules.values()].filter((rule) => /Brasas vêm dos chefes/u.test(rule.rationale ?? '')).map((rule) => rule.id);
    expect(onlyBosses).toEqual([]);
  });
});

describe('rarity rationales', () => {
  it('call an uncommon item’s bonus no "item comum": Comum is the rarity without extras (Equipamentos)', () => {
    // equipamento.bonus-incomum argued "Pequeno o bastante para um item comum de loja" beside the rarity table's Comum row, "Nenhuma".
    const mixed = [...model.rules.values()]
      .filter((rule) => /incomum/u.test(rule.label) && /\bitem comum\b/u.test(rule.rationale ?? ''))
      .map((rule) => rule.id);
    expect(mixed).toEqual([]);
  });
});

describe('dungeon beginning rationale', () => {
  // Kirim's mission is itself a short dungeon, so "o mapa de uma missão" is no contrast to it.
  it('dungeon.inimigos.inicio-ate: sets the short dungeon apart from the longer maps, not from "o mapa de uma missão"', () => {
    const rationale = model.rules.get('dungeon.inimigos.inicio-ate')!.rationale ?? '';
    expect(rationale).not.toMatch(/primeira parte do mapa de uma missão/u);
  });
});

describe('invariant rationales', () => {
  // dano-no-nivel-1 named the enemies' no-cost strike "Golpe natural" and, in the same sentence, "o golpe de base":
  // the glossary (Ataque básico) gives creatures one word for it, the golpe natural.
  it('name a creature’s no-cost strike the golpe natural, not "golpe de base"', () => {
    const other = model.data.invariants.filter((invariant) => /\bgolpes? de base\b/iu.test(invariant.rationale ?? '')).map((invariant) => invariant.id);
    expect(other).toEqual([]);
  });
});

describe('status duration rationales', () => {
  // passiva.garras-do-vento.duracao said the reduction helps the allies who act "entre o golpe e o fim do próximo turno do alvo",
  // while every status counts down at the start of its bearer's turn (the order of the round, Efeitos de status): a 1-turn
  // status ends as the bearer's next turn starts, so "o fim" promises the bearer's own turn too.
  it('end a status at the start of the bearer’s next turn, not at its end', () => {
    const atTheEnd = [...model.rules.values()].filter((rule) => /fim do pr[óo]ximo turno/iu.test(rule.rationale ?? '')).map((rule) => rule.id);
    expect(atTheEnd).toEqual([]);
  });

  // Muralha Viva's rationale said its reduction lasts "até o fim da próxima rodada", while it counts the receiver's turns:
  // it ends as the receiver's turn of the next round starts (or of the round after, for one who had already acted).
  it('of a skill say its status counts the receiver’s turns, not that it lasts to the end of a round', () => {
    const toTheEnd = model.data.roles.flatMap((role) =>
      role.skills.filter((skill) => /fim da (?:pr[óo]xima rodada|rodada seguinte)/iu.test(skill.rationale ?? '')).map((skill) => `${role.id}.${skill.id}`),
    );
    expect(toTheEnd).toEqual([]);
  });
});
