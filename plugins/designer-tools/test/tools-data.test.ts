import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { enemyStats } from '../../game-data/src/index';
import { buildEnemy } from '@dice-rolling/rules';
import { actionsUsableFrom, cellName, drawingOrder, usableFrom, userCells } from '../client/targetBoards';
import { combatantValues } from '../client/toolData';
import {
  boardsStaticTable,
  boardsToolData,
  damageStaticTable,
  damageToolData,
  enemyStaticTable,
  enemyToolData,
  energyStaticTable,
  energyToolData,
} from '../src/payload';
import { loaderImport, toolNode } from '../src/element';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

describe('enemy builder', () => {
  it('builds a T2 Besta Melee DPS from the data as the <Inimigo> element shows it: Vida 347, Defesa 39, Velocidade 90', () => {
    // melee-dps base (archetypes.yaml) × besta (species.yaml) × t2 (tiers.yaml), rounded up:
    // Vida 60 × 1,5 × 3,85 = 346,5 → 347; Defesa 30 × 1 × 1,3 = 39; Velocidade 40 × 1,25 × 1,8 = 90.
    const archetype = model.byId('archetypes', 'melee-dps')!;
    const built = buildEnemy(archetype.base, model.byId('species', 'besta')!.multipliers, model.byId('tiers', 't2')!.multipliers);
    expect(built.map(({ attribute, exact, value }) => ({ attribute, exact, value }))).toEqual([
      { attribute: 'vida', exact: 346.5, value: 347 },
      { attribute: 'defesa', exact: 39, value: 39 },
      { attribute: 'velocidade', exact: 90, value: 90 },
    ]);
    expect(enemyStats(model, 'st-beast-melee-dps', 'besta', 't2')).toEqual({ vida: 347, defesa: 39, velocidade: 90 });
  });

  it('multiplies and rounds up: 48 × 1,25 × 1,3 = 78', () => {
    const [vida] = buildEnemy({ vida: 48 }, { vida: 1.25 }, { vida: 1.3 });
    expect(vida).toMatchObject({ exact: 78, value: 78 });
    const [fractional] = buildEnemy({ vida: 20 }, { vida: 1.25 }, { vida: 1.3 });
    expect(fractional).toMatchObject({ exact: 32.5, value: 33 });
  });
});

describe('target boards', () => {
  const data = boardsToolData(model);
  const byName = (name: string) => data.actions.find((action) => action.name === name)!;

  it('Quick Slash is used from the front cells only', () => {
    expect(userCells(byName('Quick Slash'))).toEqual([2, 5]);
  });

  it('an action with no cell marked 1 can be used from any cell (Lesser Restoration)', () => {
    expect(userCells(byName('Lesser Restoration'))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('from the back cell 0, Arcane Strike and Magic Missiles can be used but not Quick Slash', () => {
    const names = actionsUsableFrom(data.actions, 0).map((action) => action.name);
    expect(names).toContain('Arcane Strike');
    expect(names).toContain('Magic Missiles');
    expect(names).not.toContain('Quick Slash');
  });

  it('refuses cells outside 0–5', () => {
    expect(usableFrom(byName('Stare'), 6)).toBe(false);
    expect(usableFrom(byName('Stare'), -1)).toBe(false);
    expect(usableFrom(byName('Stare'), 1.5)).toBe(false);
  });

  it('names cells and mirrors the opposite side', () => {
    expect(cellName(2)).toBe('frente, linha de cima');
    expect(cellName(3)).toBe('fundo, linha de baixo');
    expect(drawingOrder('target')[0]).toEqual([2, 1, 0]);
  });
});

describe('tool payloads and precomputed tables from the site data', () => {
  it('energy table: the Testing Dice pays 1 Vermelha 33,3%, 55,6%, 70,4% with 1, 2, 3 dice', () => {
    const table = energyStaticTable(energyToolData(model));
    expect(table.rows[0]).toEqual(['1 Vermelha', '33,3% (1 em 3)', '55,6% (5 em 9)', '70,4% (19 em 27)']);
  });

  it('damage data takes its constants from rules.yaml', () => {
    const data = damageToolData(model);
    expect(data.rules.defendBonus).toBe(model.rules.get('acao.defender.bonus')!.value);
    expect(data.rules.fortressCap).toBe(model.rules.get('passiva.fortaleza-inabalavel.limite')!.value);
    expect(data.rules.minimumDamage).toBe(model.rules.get('dano.minimo')!.value);
    const fighter = data.combatants.find((combatant) => combatant.id === 'dados-fighter')!;
    expect(fighter.attacks.map((attack) => attack.name)).toEqual(['Quick Slash', 'Cleave Attack']);
    const table = damageStaticTable(data);
    const fighterRow = table.rows.find((row) => row[0] === 'Fighter')!;
    expect(fighterRow.slice(1, 4)).toEqual(['100', '25', '20']);
  });

  it('a playable role brings its Poder de Ataque, Poder elemental and Defesa elemental from the data (the middle of each range, grown by level)', () => {
    const data = damageToolData(model);
    const level1 = (roleId: string) => {
      const combatant = data.combatants.find((candidate) => candidate.id === `papel-${roleId}`)!;
      const { power, elementalPower, elementalDefence } = combatantValues(data, combatant, 1, '');
      return { power, elementalPower, elementalDefence };
    };
    // roles.yaml, Mystic: Poder de Ataque 85–95 → 90, Poder elemental 100–100 → 100, Defesa elemental 15–25 → 20.
    expect(level1('mystic')).toEqual({ power: 90, elementalPower: 100, elementalDefence: 20 });
    // Ascetic: Poder de Ataque 100–100 → 100, Poder elemental 100–110 → 105, Defesa elemental 5–15 → 10.
    expect(level1('ascetic')).toEqual({ power: 100, elementalPower: 105, elementalDefence: 10 });
    const windWalker = data.combatants.find((candidate) => candidate.id === 'papel-wind-walker')!;
    // 115 grown by 3% a level for 4 levels: 115 × 1,12 = 128,8.
    expect(combatantValues(data, windWalker, 5, '').power).toBe(128);
  });

  it('the damage table marks a proposed Defesa (the detailed roles, the creatures) and leaves the data roles’ facts unmarked', () => {
    const data = damageToolData(model);
    const table = damageStaticTable(data);
    const markedRows = new Set(table.proposed.filter(({ column }) => column === 1).map(({ row }) => table.rows[row]?.[0]));
    expect(markedRows.has('Warden (Guardião)')).toBe(true);
    expect(markedRows.has('Kašurak')).toBe(true);
    expect(markedRows.has('Fighter')).toBe(false);
  });

  it('the damage table marks every damage it computes while the damage formula is a proposal, a data role’s too (as Atributos marks Joanna’s)', () => {
    const data = damageToolData(model);
    const table = damageStaticTable(data);
    const fighter = table.rows.findIndex((row) => row[0] === 'Fighter');
    const marked = table.proposed.filter(({ row }) => row === fighter).map(({ column }) => column);
    // Its Defesa (100) is a fact; the 25 it takes comes from the proposed formula, not from the sources' fixed Dano.
    expect(marked.sort()).toEqual([2, 3, 4, 5]);
    // With the formula accepted, a data role's damages lose the mark, a proposed Defesa keeps it.
    const accepted = damageStaticTable({ ...data, formulaProposed: false });
    expect(accepted.proposed.filter(({ row }) => row === fighter)).toEqual([]);
    const warden = accepted.rows.findIndex((row) => row[0] === 'Warden (Guardião)');
    expect(accepted.proposed.filter(({ row }) => row === warden).map(({ column }) => column)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a creature at a tier takes the enemy builder values', () => {
    const data = damageToolData(model);
    const kasurak = data.combatants.find((combatant) => combatant.id === 'criatura-kasurak')!;
    const t2 = combatantValues(data, kasurak, 1, 't2');
    // Kašurak is a st-beast-melee-tank (tank base) Besta; at T2: Vida 80 × 1,5 × 3,85 = 462, Defesa 60 × 1 × 1,3 = 78.
    expect({ life: t2.life, defence: t2.defence }).toEqual({ life: 462, defence: 78 });
  });

  it('enemy and boards tables cover every combination and cell', () => {
    const enemies = enemyToolData(model);
    expect(enemyStaticTable(enemies).rows).toHaveLength(enemies.archetypes.length * enemies.species.length);
    expect(boardsStaticTable(boardsToolData(model)).rows).toHaveLength(6);
  });

  it('the enemy table marks each value built from a proposed archetype, species or tier, as the page’s example and modifiers table mark them', () => {
    const enemies = enemyToolData(model);
    const table = enemyStaticTable(enemies);
    const meleeBeast = table.rows.findIndex((row) => row[0] === 'Melee DPS' && row[1] === 'Besta');
    const t2 = 2 + enemies.tiers.findIndex((tier) => tier.id === 't2');
    // The value the page's example (<Inimigo papel="st-beast-melee-dps" especie="besta" tier="t2"/>) gives with the mark.
    // Vida / Defesa / Velocidade, as worked out in the enemy builder's test above.
    expect(table.rows[meleeBeast]?.[t2]).toBe('347 / 39 / 90');
    expect(table.proposed).toContainEqual({ row: meleeBeast, column: t2 });
    // The archetype and species names are no values: never marked.
    expect(table.proposed.filter(({ column }) => column < 2)).toEqual([]);
    // Built only from accepted pieces, a value loses the mark.
    const accepted = enemyStaticTable({
      ...enemies,
      archetypes: enemies.archetypes.map((piece) => ({ ...piece, proposed: false })),
      species: enemies.species.map((piece) => ({ ...piece, proposed: false })),
      tiers: enemies.tiers.map((piece) => ({ ...piece, proposed: false })),
    });
    expect(accepted.proposed).toEqual([]);
  });

  it('the remark node carries the JSON data and the table; the import names the loader', () => {
    const node = toolNode(model, 'FerramentaChancesDeEnergia') as unknown as {
      name: string;
      attributes: { name: string; value: string }[];
      children: { type: string }[];
    };
    expect(node.name).toBe('GameDataToolLoader');
    const json = node.attributes.find((attribute) => attribute.name === 'dados')!.value;
    expect(JSON.parse(json)).toMatchObject({ cycle: ['vermelha', 'verde', 'azul'] });
    expect(node.children.map((child) => child.type)).toEqual(['paragraph', 'table']);
    expect((loaderImport() as unknown as { value: string }).value).toBe('import GameDataToolLoader from "@theme/DesignerTools";');
  });
});
