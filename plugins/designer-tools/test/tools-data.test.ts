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
  it('gives the same attributes as the <Inimigo> element for every role, species and tier', () => {
    for (const role of model.data['enemy-roles']) {
      const archetype = model.byId('archetypes', role.archetype)!;
      for (const species of model.data.species)
        for (const tier of model.data.tiers) {
          const built = Object.fromEntries(buildEnemy(archetype.base, species.multipliers, tier.multipliers).map((step) => [step.attribute, step.value]));
          expect(built).toEqual(enemyStats(model, role.id, species.id, tier.id));
        }
    }
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
    const middle = (range: { min: number; max: number } | undefined) => Math.floor(((range?.min ?? 0) + (range?.max ?? 0)) / 2);
    for (const role of model.data.roles) {
      const combatant = data.combatants.find((candidate) => candidate.id === `papel-${role.id}`)!;
      const level1 = combatantValues(data, combatant, 1, '');
      expect(level1.power, role.id).toBe(middle(role.attributes['poder-de-ataque']));
      expect(level1.elementalPower, role.id).toBe(middle(role.attributes['poder-elemental']));
      expect(level1.elementalDefence, role.id).toBe(middle(role.attributes['defesa-elemental']));
    }
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
    expect(t2.defence).toBe(enemyStats(model, 'st-beast-melee-tank', 'besta', 't2').defesa);
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
    expect(table.rows[meleeBeast]?.[t2]).toMatch(/^\d+ \/ \d+ \/ \d+$/);
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
