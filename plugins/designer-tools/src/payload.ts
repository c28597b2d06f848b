// What each designer tool needs from the game model, as plain JSON: only the
// data of that tool, put on the one page that shows it. The same module builds
// the table the page shows before (or without) JavaScript, with the same
// computations the tool runs in the browser.
import { type GameModel, engineRulesOf } from '@dice-rolling/game-model';
import { isOpenProposal } from '../../game-data/src/index';
import { formatNumber } from '../../format-pt';
import {
  buildEnemy,
  computeDamage,
  cycledFaces,
  diceForSlots,
  enemyAttributes,
  fortressRoundsToCap,
  payOdds,
  rangeMiddle,
  type Cost,
  type DamageRules,
} from '@dice-rolling/rules';
import { formatFraction, formatOdds } from '../client/energyOdds';
import { actionsUsableFrom, cellName, cells } from '../client/targetBoards';
import {
  combatantValues,
  costText,
  defaultAttacker,
  slotCounts,
  type BoardsToolData,
  type Combatant,
  type DamageToolData,
  type EnemyToolData,
  type EnergyToolData,
} from '../client/toolData';

// ---- Energy odds ---------------------------------------------------------------

export function energyToolData(model: GameModel): EnergyToolData {
  const energies = model.data.energies.filter((energy) => energy.current).map(({ id, name, plural, colour }) => ({ id, name, plural, colour }));
  const cycle = model.data['dice-cycle'][0]?.order ?? energies.map((energy) => energy.id);
  const [first, second, third] = cycle;
  const examples: Cost[] = [];
  if (first) examples.push({ [first]: 1 }, { [first]: 2 });
  if (first && third) examples.push({ [first]: 1, [third]: 1 });
  if (second && third) examples.push({ [third]: 2, [second]: 1 });
  return { energies, cycle, dice: model.data.dice.map(({ id, name, faces }) => ({ id, name, faces })), examples };
}

export function energyStaticTable(data: EnergyToolData): { caption: string; header: string[]; rows: string[][] } {
  const d6 = data.dice.find((die) => die.faces === 6) ?? data.dice[0];
  const faces = d6 ? cycledFaces(d6.faces, data.cycle) : [];
  return {
    caption: `Chance de pagar cada custo com ${d6?.name ?? 'o dado'} pintado pela DiceFactory, por número de dados iguais equipados`,
    header: ['Custo', ...slotCounts.map((slots) => (slots === 1 ? '1 dado' : `${slots} dados`))],
    rows: data.examples.map((cost) => [
      costText(data, cost),
      ...slotCounts.map((slots) => {
        const odds = payOdds(diceForSlots([faces], slots), cost);
        const fraction = formatFraction(odds);
        return fraction ? `${formatOdds(odds)} (${fraction})` : formatOdds(odds);
      }),
    ]),
  };
}

// ---- Damage ------------------------------------------------------------------------

export function damageRules(model: GameModel): DamageRules {
  return engineRulesOf(model).damage;
}

const middle = rangeMiddle;

export function damageToolData(model: GameModel): DamageToolData {
  const { damage: rules, progression } = engineRulesOf(model);
  const combatants: Combatant[] = [];
  for (const role of model.data.roles) {
    combatants.push({
      id: `papel-${role.id}`,
      group: 'Papéis jogáveis (meio da faixa)',
      name: `${role.name} (${role.portugueseName})`,
      defence: middle(role.attributes.defesa),
      life: middle(role.attributes.vida),
      power: role.attributes['poder-de-ataque'] ? middle(role.attributes['poder-de-ataque']) : rules.normalPower,
      elementalPower: role.attributes['poder-elemental'] ? middle(role.attributes['poder-elemental']) : rules.normalPower,
      elementalDefence: middle(role.attributes['defesa-elemental']),
      levels: true,
      proposed: role.attributesSource === 'proposal',
      attacks: role.basicAttacks.map((attack) => ({ name: `${attack.name.split(' (')[0]} (${attack.weapon})`, damage: attack.damage })),
    });
  }
  for (const role of model.data['data-roles']) {
    const attacks = role.actions.flatMap((actionId) => {
      const action = model.byId('data-actions', actionId);
      return action?.damage === undefined ? [] : [{ name: action.name, damage: action.damage }];
    });
    combatants.push({
      id: `dados-${role.id}`,
      group: 'Papéis dos dados de jogo',
      name: role.name,
      defence: role.attributes.defesa ?? 0,
      life: role.attributes.vida ?? 1,
      power: rules.normalPower,
      levels: false,
      proposed: isOpenProposal(role),
      attacks,
    });
  }
  for (const creature of model.data.creatures) {
    const enemyRole = creature.role ? model.byId('enemy-roles', creature.role) : undefined;
    const archetype = enemyRole ? model.byId('archetypes', enemyRole.archetype) : undefined;
    const species = model.byId('species', creature.species ?? 'humano');
    if (!archetype || !species) continue;
    const tiers: Record<string, { defence: number; life: number }> = {};
    for (const tier of model.data.tiers) {
      const stats = Object.fromEntries(buildEnemy(archetype.base, species.multipliers, tier.multipliers).map((step) => [step.attribute, step.value]));
      tiers[tier.id] = { defence: stats.defesa ?? 0, life: stats.vida ?? 1 };
    }
    const first = tiers[creature.tier] ?? Object.values(tiers)[0] ?? { defence: 0, life: 1 };
    combatants.push({
      id: `criatura-${creature.id}`,
      group: 'Criaturas (papel proposto)',
      name: creature.name,
      defence: first.defence,
      life: first.life,
      power: rules.normalPower,
      levels: false,
      tiers,
      proposed: [archetype, species, model.byId('tiers', creature.tier)].some((record) => record !== undefined && isOpenProposal(record)),
      attacks: [],
    });
  }
  const formula = model.rules.get('dano.constante-defesa');
  return {
    rules,
    formulaProposed: formula !== undefined && isOpenProposal(formula),
    growth: progression.growth,
    diceSlots: progression.diceSlots,
    maxLevel: progression.maxLevel,
    tiers: model.data.tiers.map(({ id, name }) => ({ id, name })),
    combatants,
  };
}

/** A tool's table for readers without JavaScript; `proposed` names the cells that wear the proposal mark. */
export interface StaticTable {
  caption: string;
  header: string[];
  rows: string[][];
  proposed: { row: number; column: number }[];
}

export function damageStaticTable(data: DamageToolData): StaticTable {
  const attacker = defaultAttacker(data);
  const attack = attacker?.attacks[0] ?? { name: 'Ataque', damage: 50 };
  const power = data.rules.normalPower;
  const hit = (defence: number, defending: boolean, fortressStacks: number): string =>
    formatNumber(
      computeDamage({ base: attack.damage, nature: 'physical', power, defence, elementalDefence: 0, defending, fortressStacks, grade: 'normal' }, data.rules)
        .damage,
    );
  const fullFortress = fortressRoundsToCap(data.rules);
  return {
    caption:
      `Dano de um golpe de ${formatNumber(attack.damage)} (${attack.name}, Poder de Ataque ${formatNumber(power)}) ` +
      'contra cada alvo no nível 1 e no tier de origem',
    header: ['Alvo', 'Defesa', 'Dano', 'Defendendo', 'Fortaleza no limite', 'Defendendo e Fortaleza'],
    rows: data.combatants.map((combatant) => {
      const values = combatantValues(data, combatant, 1, Object.keys(combatant.tiers ?? {})[0] ?? '');
      const defence = combatant.tiers ? combatant.defence : values.defence;
      return [
        combatant.name,
        formatNumber(defence),
        hit(defence, false, 0),
        hit(defence, true, 0),
        hit(defence, false, fullFortress),
        hit(defence, true, fullFortress),
      ];
    }),
    // A proposed Defesa wears the proposal mark; so does every damage computed by a proposed formula or from a proposed Defesa.
    proposed: data.combatants.flatMap((combatant, row) =>
      (combatant.proposed ? [1, 2, 3, 4, 5] : data.formulaProposed ? [2, 3, 4, 5] : []).map((column) => ({ row, column })),
    ),
  };
}

// ---- Enemy builder ---------------------------------------------------------------

export function enemyToolData(model: GameModel): EnemyToolData {
  return {
    attributes: enemyAttributes.map((id) => ({ id, name: model.byId('attributes', id)?.name ?? id })),
    archetypes: model.data.archetypes.map((piece) => ({ id: piece.id, name: piece.name, base: piece.base, proposed: isOpenProposal(piece) })),
    species: model.data.species.map((piece) => ({ id: piece.id, name: piece.name, multipliers: piece.multipliers, proposed: isOpenProposal(piece) })),
    tiers: model.data.tiers.map((piece) => ({ id: piece.id, name: piece.name, multipliers: piece.multipliers, proposed: isOpenProposal(piece) })),
    roles: model.data.roles.map(({ id, name, portugueseName, attributes }) => ({ id, name: `${name} (${portugueseName})`, attributes })),
  };
}

export function enemyStaticTable(data: EnemyToolData): StaticTable {
  const rows: string[][] = [];
  const proposed: StaticTable['proposed'] = [];
  for (const archetype of data.archetypes) {
    for (const species of data.species) {
      // A value built from a proposed piece wears the proposal mark, as the page's modifiers table marks the pieces.
      data.tiers.forEach((tier, index) => {
        if (archetype.proposed || species.proposed || tier.proposed) proposed.push({ row: rows.length, column: 2 + index });
      });
      rows.push([
        archetype.name,
        species.name,
        ...data.tiers.map((tier) =>
          buildEnemy(archetype.base, species.multipliers, tier.multipliers)
            .map((step) => formatNumber(step.value))
            .join(' / '),
        ),
      ]);
    }
  }
  return {
    caption: `Atributos finais (${data.attributes.map((attribute) => attribute.name).join(' / ')}) de cada arquétipo e espécie, por tier`,
    header: ['Arquétipo', 'Espécie', ...data.tiers.map((tier) => tier.name)],
    rows,
    proposed,
  };
}

// ---- Target boards -----------------------------------------------------------------

export function boardsToolData(model: GameModel): BoardsToolData {
  return { actions: model.data['data-actions'].map(({ id, name, userBoard, targetBoard, targeting }) => ({ id, name, userBoard, targetBoard, targeting })) };
}

export function boardsStaticTable(data: BoardsToolData): { caption: string; header: string[]; rows: string[][] } {
  return {
    caption: 'Ações dos dados de jogo que podem ser usadas de cada célula do lado de quem age',
    header: ['Célula', 'Posição', 'Ações usáveis dali'],
    rows: cells.map((cell) => {
      const usable = actionsUsableFrom(data.actions, cell).map((action) => action.name);
      return [String(cell), cellName(cell), usable.length === 0 ? 'nenhuma' : usable.join(', ')];
    }),
  };
}
