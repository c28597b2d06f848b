// Creature and boss pages: the data is the one specification of an attack.
// A proposal box or the prose may tell the lore and the tactics of an attack,
// but every value it names (damage, a percentage, turns, rounds, a count, a
// damage type) must be one the page renders from the data for that attack, in
// a row of a data table naming it; a value only the prose gives is a second
// specification, the kind that drifted from what the simulator plays.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { without } from '../../build-output/src/index';
import { attackValues } from '../src/consistency';
import { model, renderTree, selectAll, siteDir, textOf } from './renderWithData';

/** The pages that describe creatures and bosses: the bestiary and the enemy roles' pages. */
const creaturePages = [
  'docs/game/content/characters/unplayable/salt_tundra_enemies.md',
  'docs/game/content/roles/unplayable_roles/salt_tundra/index.md',
  'docs/game/content/roles/unplayable_roles/salt_tundra/st_beast_melee_tank.md',
  'docs/game/content/roles/unplayable_roles/salt_tundra/st_beast_melee_dps.md',
  'docs/game/content/roles/unplayable_roles/salt_tundra/st_beast_ranged_dps.md',
  'docs/game/content/roles/unplayable_roles/salt_tundra/st_colossal.md',
];

const attackNames = [...new Set(model.data.creatures.flatMap((creature) => [...creature.attacks, ...creature.moves.map((move) => move.name)]))];
const normal = (value: string) => value.replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** The values a page's prose names for an attack that no data-rendered row of that attack shows. */
async function unrenderedAttackValues(file: string): Promise<string[]> {
  // Docusaurus reads the front matter; the MDX evaluator here does not.
  const source = readFileSync(path.join(siteDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const tree = await renderTree(source);
  // A data table's rows (every <Tabela> renders one), by the text a reader sees.
  const rows = selectAll('[data-game="tabela"] tr, [data-game] tr', tree).map((row) => normal(textOf(row)));
  // The prose: everything but what the data elements rendered, except a <Regra> value (a rule of rules.yaml that restates an attack is prose).
  const prose = without(tree, '[data-game]:not([data-game="regra"]), table, .proposal-mark');
  const blocks = selectAll('p, li', prose).map((element: Element) => textOf(without(element, 'ul, ol')).replace(/\s+/g, ' ').trim());
  // A list item or a paragraph is the unit: "Jato de veneno: alcança qualquer célula; 20 de dano…" is one claim about one attack.
  return blocks.flatMap((passage) => {
    const attacks = attackNames.filter((name) => passage.includes(name));
    if (attacks.length === 0) return [];
    const evidence = rows.filter((row) => attacks.some((name) => row.includes(normal(name))));
    return attackValues(passage)
      .filter((value) => !evidence.some((row) => row.includes(normal(value))))
      .map((value) => `${file}: “${value}” em “${passage}”`);
  });
}

describe('creature and boss pages', () => {
  it('finds the attacks’ values in prose, and the damage types after “dano de”', () => {
    expect(attackValues('Impacto do Sal: 40 de dano de terra em cada célula; Imobilização por 2 turnos e 10% da Vida.')).toEqual([
      '40 de dano',
      '2 turnos',
      '10%',
      'dano de terra',
    ]);
    expect(attackValues('Flecha de fogo: um disparo que alcança qualquer célula.')).toEqual([]);
  });

  it('a proposal box or the prose names no value of an attack that the page’s data does not render for it', async () => {
    const found = (await Promise.all(creaturePages.map(unrenderedAttackValues))).flat();
    expect(found).toEqual([]);
  });

  // An attack another creature has by the same name is not "the same" unless the data plays it the same.
  it('a creature’s section on the bestiary names its data role, and calls no attack the same as another’s the data plays otherwise', async () => {
    const file = 'docs/game/content/characters/unplayable/salt_tundra_enemies.md';
    const source = readFileSync(path.join(siteDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const tree = await renderTree(source);
    // The heading of each creature's section, then the items of the list under it (or inside the proposal box under it).
    const wrong: string[] = [];
    let creature: (typeof model.data.creatures)[number] | undefined;
    for (const element of selectAll('h2, h3, li', tree)) {
      const words = textOf(element).replace(/\s+/g, ' ').trim();
      if (element.tagName !== 'li') {
        creature = model.data.creatures.find((candidate) => candidate.name === words);
        continue;
      }
      if (!creature || !words.startsWith('Papel:')) continue;
      const role = creature.role ? model.byId('enemy-roles', creature.role) : undefined;
      const anchor = selectAll('a', element)[0];
      if (!role || anchor?.properties.href !== role.page || textOf(anchor) !== role.name)
        wrong.push(`${creature.name}: “${words}” (dados: ${role?.page ?? 'sem papel'})`);
    }
    expect(wrong).toEqual([]);
    // "o mesmo do Yarák": an attack called the same as another creature's is the same form of the same role.
    const same = [...source.matchAll(/(\p{Lu}[\p{L} ]+?) \(o mesmo d[oa] ([\p{L}'’ -]+?)\)/gu)].flatMap(([quote, attack, other]) => {
      const owners = model.data.creatures.filter((candidate) => candidate.moves.some((move) => move.name === attack));
      const otherCreature = owners.find((candidate) => candidate.name === other);
      const forms = new Set(owners.map((owner) => `${owner.role}:${owner.moves.find((move) => move.name === attack)?.form}`));
      return otherCreature && forms.size === 1 ? [] : [`${quote} (${[...forms].join(', ')})`];
    });
    expect(same).toEqual([]);
  });

  // The engine draws an enemy's target among the valid ones (Como o inimigo escolhe): a tactic may say who a status
  // hurts most, not that the enemy aims at the hero the team heals or protects most.
  it('a tactic does not say an enemy aims its single-target attack at the hero the team picks out', () => {
    const aimed = creaturePages.flatMap((file) =>
      readFileSync(path.join(siteDir, file), 'utf8')
        .split('\n')
        .filter((line) => /\b(sobre|amaldiço\p{L}*|mir\p{L}*) quem a equipe\b/u.test(line))
        .map((line) => `${file}: ${line.slice(0, 160)}`),
    );
    expect(aimed).toEqual([]);
  });
  // The Intangibilidade cuts physical damage and lets its bearer move without losing the turn: against fire the cut does
  // not help, but the move does, where a tactic tells the hero to step out of reach.
  it('a tactic does not call the Véu do Abismo useless when its bearer may step away without losing the turn', () => {
    const veil = model.data.statuses.find((status) => status.id === 'intangibilidade');
    expect(veil?.battle?.some((effect) => effect.kind === 'free-move')).toBe(true);
    const dismissed = creaturePages.flatMap((file) =>
      readFileSync(path.join(siteDir, file), 'utf8')
        .split('\n')
        .filter((line) => /(?:^|[.:;!?]\s+)O Véu do Abismo não serve\b/u.test(line))
        .map((line) => `${file}: ${line.slice(0, 160)}`),
    );
    expect(dismissed).toEqual([]);
  });
});
