// <Tabela de="…"> tables: enemies: modifiers, archetypes, enemy roles by tier, action templates and creatures.
import { effectClauses } from '../../effectsProse';
import { enemyAttributes, enemyPowerAttribute } from '@dice-rolling/rules';
import { formatNumber } from '../../format';
import { code, link, strong, table, text } from '../../mdast';
import { isOpenProposal, markedCell } from '../../proposalMark';
import { costNodes, rich, sourceCell } from '../inline';
import { RenderError, attributeName, need } from '../lookup';
import { groupNames } from '../names';
import { enemyNumbersProposed, enemyStats, multiplierCell } from '../enemy';
import type { TableRenderers } from './types';

export const enemiesTables: TableRenderers = {
  // The multipliers, with Poder de Ataque beside the attributes (the engine's enemyPowerOf: a tier may make enemies hit harder).
  modificadores: (model) => {
    const multiplied = [...enemyAttributes, enemyPowerAttribute];
    return [
      table(
        ['Peça', ...multiplied.map((attribute) => attributeName(model, attribute)), 'Origem'],
        [
          ...model.data.species.map((species) => [`Espécie ${species.name}`, ...multiplied.map((attribute) => multiplierCell(model, 'especie', species.id, attribute)), sourceCell(species)]),
          ...model.data.tiers.map((tier) => [`Tier ${tier.name}`, ...multiplied.map((attribute) => multiplierCell(model, 'tier', tier.id, attribute)), sourceCell(tier)]),
        ],
      ),
    ];
  },
  arquetipos: (model) => [
    table(
      ['Arquétipo', 'O que faz', ...enemyAttributes.map((attribute) => `${attributeName(model, attribute)} base`)],
      model.data.archetypes.map((archetype) => [archetype.name, archetype.description, ...enemyAttributes.map((attribute) => markedCell(formatNumber(archetype.base[attribute] ?? 0), isOpenProposal(archetype)))]),
    ),
  ],
  'papeis-inimigos': (model, attributes) => {
    const speciesId = attributes.especie ?? 'besta';
    return [
      table(
        ['Papel', 'Arquétipo', ...enemyAttributes.map((attribute) => `${attributeName(model, attribute)} (T1)`)],
        model.data['enemy-roles'].map((role) => {
          const stats = enemyStats(model, role.id, speciesId, 't1');
          const archetype = need(model.byId('archetypes', role.archetype), `o arquétipo "${role.archetype}"`);
          return [[link(role.page, code(role.id))], archetype.name, ...enemyAttributes.map((attribute) => markedCell(formatNumber(stats[attribute] ?? 0), enemyNumbersProposed(model, role.id, speciesId, 't1')))];
        }),
      ),
    ];
  },
  'inimigo-por-tier': (model, attributes) => {
    const roleId = need(attributes.papel, 'o atributo papel');
    const speciesId = attributes.especie ?? 'besta';
    return [
      table(
        ['Tier', ...enemyAttributes.map((attribute) => attributeName(model, attribute))],
        model.data.tiers.map((tier) => {
          const stats = enemyStats(model, roleId, speciesId, tier.id);
          return [tier.name, ...enemyAttributes.map((attribute) => markedCell(formatNumber(stats[attribute] ?? 0), enemyNumbersProposed(model, roleId, speciesId, tier.id)))];
        }),
      ),
    ];
  },
  molde: (model, attributes) => {
    const role = need(model.byId('enemy-roles', need(attributes.papel, 'o atributo papel')), `o papel não jogável "${attributes.papel}"`);
    if (role.actions.length === 0) throw new RenderError(`o papel não jogável "${role.id}" não tem molde de ações`);
    return [
      table(
        ['Forma', 'Custo', 'De onde', 'Alvo', 'Efeito base'],
        role.actions.map((action) => [action.name, costNodes(model, action.cost), action.from, action.target, effectClauses(model, action.effects, action.effect ? rich(model, action.effect) : [])]),
      ),
    ];
  },
  criaturas: (model, attributes) => {
    const regionId = attributes.regiao;
    const creatures = model.data.creatures.filter((creature) => !regionId || creature.region === regionId);
    return [
      table(
        ['Criatura', 'Grupo', 'Apelido', 'Ataques', 'Drops', 'Papel'],
        creatures.map((creature) => {
          const role = creature.role ? model.byId('enemy-roles', creature.role) : undefined;
          return [
            [strong(text(creature.name))],
            groupNames[creature.group],
            creature.epithet ?? '—',
            creature.attacks.join(', '),
            creature.drops.length === 0 ? 'a definir' : creature.drops.join(', '),
            role ? [link(role.page, text(role.name))] : 'próprio',
          ];
        }),
      ),
    ];
  },
};
