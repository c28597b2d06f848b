// <Tabela de="…"> tables: enemies: modifiers, archetypes, enemy roles by tier, action templates and creatures.
import { effectClauses } from '../effectsProse';
import { damageTypeNames } from '../words';
import { attackEffects, type DamageType, type GameModel, RenderError, attributeName, need } from '@dice-rolling/game-model';
import { enemyAttributes, enemyPowerAttribute } from '@dice-rolling/rules';
import { formatNumber, wordList } from '../../format';
import { code, link, paragraph, strong, table, text, type Node } from '../../mdast';
import { isOpenProposal, markedCell } from '../../proposalMark';
import { costNodes, rich, sourceCell } from '../inline';
import { dropsText, groupNames } from '../names';
import { fromWords, targetWords } from '../targets';
import { enemyNumbersProposed, enemyStats, multiplierCell } from '../enemy';
import type { TableRenderers } from './types';

/**
 * The tiers no ready encounter fields (floors.yaml: a common floor at each of its tiers, a boss floor with each enemy's
 * own), the encounters every battle target plays: their multipliers are numbers no battle has measured, and the table says so.
 */
function unplayedTiersNote(model: GameModel): Node[] {
  const played = new Set(model.data.floors.flatMap((floor) => [...floor.tiers, ...floor.enemies.flatMap((enemy) => (enemy.tier ? [enemy.tier] : []))]));
  const unplayed = model.data.tiers.filter((tier) => !played.has(tier.id));
  if (unplayed.length === 0) return [];
  const names = wordList(unplayed.map((tier) => tier.name));
  const one = unplayed.length === 1;
  return [
    paragraph(
      text(
        `Nenhum encontro pronto, os que as metas de design jogam, tem inimigos ${one ? 'do tier' : 'dos tiers'} ${names}: ` +
          `os multiplicadores ${one ? 'dele' : 'deles'} ainda não foram medidos em batalha.`,
      ),
    ),
  ];
}

export const enemiesTables: TableRenderers = {
  // The multipliers, with Poder de Ataque beside the attributes (the engine's enemyPowerOf: a tier may make enemies hit harder).
  modificadores: (model) => {
    const multiplied = [...enemyAttributes, enemyPowerAttribute];
    return [
      table(
        ['Peça', ...multiplied.map((attribute) => attributeName(model, attribute)), 'Origem'],
        [
          ...model.data.species.map((species) => [
            `Espécie ${species.name}`,
            ...multiplied.map((attribute) => multiplierCell(model, 'especie', species.id, attribute)),
            sourceCell(species),
          ]),
          ...model.data.tiers.map((tier) => [
            `Tier ${tier.name}`,
            ...multiplied.map((attribute) => multiplierCell(model, 'tier', tier.id, attribute)),
            sourceCell(tier),
          ]),
        ],
      ),
      ...unplayedTiersNote(model),
    ];
  },
  arquetipos: (model) => [
    table(
      ['Arquétipo', 'O que faz', ...enemyAttributes.map((attribute) => `${attributeName(model, attribute)} base`)],
      model.data.archetypes.map((archetype) => [
        archetype.name,
        archetype.description,
        ...enemyAttributes.map((attribute) => markedCell(formatNumber(archetype.base[attribute] ?? 0), isOpenProposal(archetype))),
      ]),
    ),
  ],
  // One row per role, species and tier that the creatures wearing the role have: the numbers a reader compares are
  // the ones those creatures fight with (the shooters are Humano, the bosses fight in the boss tier).
  'papeis-inimigos': (model) => {
    const rows = model.data['enemy-roles'].flatMap((role) => {
      const archetype = need(model.byId('archetypes', role.archetype), `o arquétipo "${role.archetype}"`);
      const wearers = model.data.creatures.filter((creature) => creature.role === role.id && creature.species);
      const groups = new Map<string, typeof wearers>();
      for (const creature of wearers) {
        const key = `${creature.species}/${creature.tier}`;
        groups.set(key, [...(groups.get(key) ?? []), creature]);
      }
      return [...groups.values()].map((creatures) => {
        const speciesId = creatures[0]!.species!;
        const tierId = creatures[0]!.tier;
        const stats = enemyStats(model, role.id, speciesId, tierId);
        const proposed = enemyNumbersProposed(model, role.id, speciesId, tierId);
        return [
          // The role's name as its page and the framework's resource spell it (st_beast_melee_dps); the data id is a slug.
          [link(role.page, code(role.id.replace(/-/g, '_')))],
          archetype.name,
          markedCell(
            creatures.map((creature) => creature.name).join(', '),
            creatures.some((creature) => creature.roleSource === 'proposal' && creature.status !== 'aceita'),
          ),
          need(model.byId('species', speciesId), `a espécie "${speciesId}"`).name,
          need(model.byId('tiers', tierId), `o tier "${tierId}"`).name,
          ...enemyAttributes.map((attribute) => markedCell(formatNumber(stats[attribute] ?? 0), proposed)),
        ];
      });
    });
    return [table(['Papel', 'Arquétipo', 'Quem usa', 'Espécie', 'Tier', ...enemyAttributes.map((attribute) => attributeName(model, attribute))], rows)];
  },
  'inimigo-por-tier': (model, attributes) => {
    const roleId = need(attributes.papel, 'o atributo papel');
    const speciesId = attributes.especie ?? 'besta';
    return [
      table(
        ['Tier', ...enemyAttributes.map((attribute) => attributeName(model, attribute))],
        // A tier only creatures of other roles carry (the boss tier, the bosses') is not one this role fights in.
        model.data.tiers
          .filter((tier) => {
            const carriers = model.data.creatures.filter((creature) => creature.tier === tier.id);
            return carriers.length === 0 || carriers.some((creature) => creature.role === roleId);
          })
          .map((tier) => {
            const stats = enemyStats(model, roleId, speciesId, tier.id);
            return [
              tier.name,
              ...enemyAttributes.map((attribute) => markedCell(formatNumber(stats[attribute] ?? 0), enemyNumbersProposed(model, roleId, speciesId, tier.id))),
            ];
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
        role.actions.map((action) => [
          action.name,
          costNodes(model, action.cost),
          fromWords(action.from),
          targetWords(action.target, action.effects),
          action.effects.length === 0 && action.byCreature
            ? 'o do ataque próprio de cada criatura'
            : effectClauses(model, action.effects, action.effect ? rich(model, action.effect) : []),
        ]),
      ),
    ];
  },
  /**
   * The attacks that fill the forms of their roles, with their type and effects read from the fields:
   * of the creatures of an enemy role (`papel`), or of the creatures named (`criatura`, ids separated by commas).
   */
  'ataques-criaturas': (model, attributes) => {
    const creatures = attributes.criatura
      ? attributes.criatura.split(',').map((id) => need(model.byId('creatures', id.trim()), `a criatura "${id.trim()}"`))
      : model.data.creatures.filter(
          (creature) =>
            creature.role ===
            need(model.byId('enemy-roles', need(attributes.papel, 'o atributo papel ou criatura')), `o papel não jogável "${attributes.papel}"`).id,
        );
    if (creatures.length === 0) throw new RenderError(`nenhuma criatura usa o papel não jogável "${attributes.papel}"`);
    const rows = creatures.flatMap((creature) => {
      if (!creature.role) throw new RenderError(`a criatura "${creature.id}" não tem papel, e os ataques dela vêm das formas do papel`);
      const role = need(model.byId('enemy-roles', creature.role), `o papel não jogável "${creature.role}"`);
      // A creature whose own attack fills the natural strike's form (a boss) shows that attack instead, among its moves.
      const natural = creature.moves.some((move) => move.form === 0) ? undefined : role.actions[0];
      const naturalRow = natural
        ? [
            [
              [strong(text(creature.name))],
              natural.name,
              creature.naturalType ? damageTypeNames[creature.naturalType] : '—',
              costNodes(model, natural.cost),
              fromWords(natural.from),
              targetWords(natural.target, natural.effects),
              effectClauses(model, attackEffects(natural.effects, creature.naturalType)),
            ],
          ]
        : [];
      return [
        ...naturalRow,
        ...creature.moves.map((move) => {
          const form = need(role.actions[move.form], `a forma ${move.form} do papel "${role.id}"`);
          const effects = attackEffects(form.effects, move.type, move.effects, move.replace);
          return [
            [strong(text(creature.name))],
            `${move.name} (${move.replace ? 'forma própria' : form.name})`,
            move.type ? damageTypeNames[move.type] : '—',
            costNodes(model, move.cost ?? form.cost),
            fromWords(move.from ?? form.from),
            targetWords(move.target ?? form.target, effects),
            effectClauses(model, effects),
          ];
        }),
      ];
    });
    return [table(['Criatura', 'Ataque (forma)', 'Tipo de dano', 'Custo', 'De onde', 'Alvo', 'Efeito'], rows)];
  },
  'graus-criaturas': (model, attributes) => {
    const regionId = attributes.regiao;
    const creatures = model.data.creatures.filter((creature) => (!regionId || creature.region === regionId) && creature.role);
    const gradeNames = { fraqueza: 'fraqueza', resistencia: 'resistência', imunidade: 'imunidade' } as const;
    return [
      table(
        ['Criatura', 'Graus por tipo de dano'],
        creatures.map((creature) => {
          const entries = Object.entries(creature.grades);
          const cell =
            entries.length === 0
              ? 'normal a todos os tipos'
              : // Each grade once, before the types it covers: "resistência a corte; fraqueza a impacto, água e trovão".
                [...new Set(entries.map(([, grade]) => grade))]
                  .map((grade) => {
                    const types = entries.filter(([, other]) => other === grade).map(([type]) => damageTypeNames[type as DamageType]);
                    return `${gradeNames[grade]} a ${wordList(types)}`;
                  })
                  .join('; ');
          // The sources give no creature its grades (only that many resist or yield), so "normal" is the proposal's reading too.
          return [[strong(text(creature.name))], markedCell(cell, creature.gradesSource !== 'fact' && creature.status !== 'aceita')];
        }),
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
          // A creature of the proposal (the Serpente de Mawari) is marked by its name; a role the sources do not give, in its cell.
          const proposed = isOpenProposal(creature);
          return [
            markedCell([strong(text(creature.name))], proposed),
            groupNames[creature.group],
            creature.epithet ?? '—',
            creature.attacks.join(', '),
            // No drop in the sources: "a definir", unless the data propose none ("nenhum", with the mark).
            creature.drops.length === 0 && creature.dropsSource !== 'proposal'
              ? 'a definir'
              : markedCell(dropsText(creature.drops), creature.dropsSource === 'proposal' && creature.status !== 'aceita'),
            markedCell(role ? [link(role.page, text(role.name))] : 'próprio', (creature.roleSource === 'proposal' && creature.status !== 'aceita') || proposed),
          ];
        }),
      ),
    ];
  },
};
