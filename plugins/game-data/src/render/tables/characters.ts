// <Tabela de="…"> tables: attributes, statuses, passives and the playable roles side by side.
import { effectClauses, withNumbersMarked } from '../effectsProse';
import { formatNumber } from '../../format';
import { code, link, strong, table, text, type Cell } from '../../mdast';
import { type Role, need, skillOf } from '@dice-rolling/game-model';
import { containsMark, fieldSource, isOpenProposal, markedCell } from '../../proposalMark';
import { proseField, rich, sourceCell, statusEffectNodes } from '../inline';
import { stackingNames } from '../names';
import { passiveAnchor } from '../paths';
import { basicAttackRows } from '../roleSheet';
import type { TableRenderers } from './types';

export const charactersTables: TableRenderers = {
  atributos: (model) => [
    table(
      ['Atributo', 'Nome nos dados', 'Cor', 'Faixa no design', 'Faixa nos dados', 'O que faz'],
      model.data.attributes.map((attribute) => [
        [strong(text(attribute.name))],
        attribute.codeName ? [code(attribute.codeName)] : '—',
        attribute.colour ? [code(attribute.colour)] : '—',
        attribute.min !== undefined && attribute.max !== undefined ? `${formatNumber(attribute.min)}–${formatNumber(attribute.max)}` : '—',
        attribute.dataMin !== undefined && attribute.dataMax !== undefined ? `${formatNumber(attribute.dataMin)}–${formatNumber(attribute.dataMax)}` : '—',
        attribute.description,
      ]),
    ),
  ],
  status: (model) => [
    table(
      ['Status', 'Natureza', 'Efeito', 'Duração', 'Acúmulo', 'Onde aparece', 'Origem'],
      model.data.statuses.map((status) => {
        const statusEffect = statusEffectNodes(model, status);
        return [
          [strong(text(status.name))],
          status.kind === 'positive' ? 'Positivo' : 'Negativo',
          // Defendendo's effect marks its proposed part itself: the cell takes no second mark.
          markedCell(statusEffect, status.source === 'fact' && isOpenProposal(fieldSource(status, 'battle')) && !containsMark(statusEffect)),
          markedCell(rich(model, status.duration), status.source === 'fact' && isOpenProposal(fieldSource(status, 'duration'))),
          markedCell(
            status.stackingNote ? [text(`${stackingNames[status.stacking]}: `), ...rich(model, status.stackingNote)] : stackingNames[status.stacking],
            status.source === 'fact' && isOpenProposal(fieldSource(status, 'stacking')),
          ),
          status.seenIn,
          sourceCell(status),
        ];
      }),
    ),
  ],
  /** Skills named by "role.skill" and their effects, written from the effect fields, in the order the engine applies them. */
  'efeitos-habilidades': (model, attributes) => {
    const references = need(attributes.habilidades, 'o atributo habilidades')
      .split(',')
      .map((reference) => reference.trim())
      .filter(Boolean);
    return [
      table(
        ['Habilidade', 'Efeitos, em ordem'],
        references.map((reference) => {
          const { role, skill } = skillOf(model, reference);
          // A proposed skill's effects (the composition examples' values) wear the proposal mark, as its effect line on the role sheet does.
          return [
            [link(role.page, text(skill.name)), text(` (${role.name})`)],
            withNumbersMarked(isOpenProposal(fieldSource(skill, 'effects')), () => effectClauses(model, skill.effects)),
          ];
        }),
      ),
    ];
  },
  passivas: (model) => [
    table(
      ['Passiva', 'Papel', 'Gatilho', 'Efeito', 'Limite'],
      model.data.passives.map((passive) => {
        const role = need(model.byId('roles', passive.role), `o papel "${passive.role}"`);
        return [
          [strong(text(passive.name))],
          [link(role.page, text(role.name))],
          proseField(model, passive.trigger, 'passiva.gatilho', isOpenProposal(passive)),
          proseField(model, passive.effect, 'passiva.efeito', isOpenProposal(passive)),
          proseField(model, passive.limit, 'passiva.limite', isOpenProposal(passive)),
        ];
      }),
    ),
  ],
  'papeis-jogaveis': (model) => [
    table(
      ['Papel', 'Função', 'Armas', 'Passiva'],
      model.data.roles.map((role) => {
        const passive = need(model.byId('passives', role.passive), `a passiva "${role.passive}"`);
        return [
          [link(role.page, text(`${role.name} (${role.portugueseName})`))],
          role.function,
          role.weapons.join(', '),
          [link(passiveAnchor(role, passive.name), text(passive.name))],
        ];
      }),
    ),
  ],
  // Every playable role's basic attacks side by side, as each role's sheet shows its own (<Papel parte="ataques">).
  'ataques-basicos': (model) => [
    table(
      ['Papel', 'Arma', 'Ataque básico', 'Dano', 'De onde', 'Alvo'],
      model.data.roles.flatMap((role) => basicAttackRows(model, role).map((row) => [[link(role.page, text(role.name))], ...row])),
    ),
  ],
  'comparacao-papeis': (model) => {
    const roles = model.data.roles;
    const passives = roles.map((role) => need(model.byId('passives', role.passive), `a passiva "${role.passive}"`));
    const row = (label: string, cell: (role: Role, index: number) => Cell): Cell[] => [[strong(text(label))], ...roles.map(cell)];
    return [
      table(
        ['', ...roles.map((role) => role.name)],
        [
          row('Página', (role) => [link(role.page, text(role.name))]),
          row('Nome no jogo', (role) => role.portugueseName),
          row('Serve a', (role) => role.patron),
          row('Função', (role) => role.function),
          row('Armas', (role) => role.weapons.join(', ')),
          // Readings of the proposed reaches and costs (`fields` in roles.yaml): marked as the sheets' summaries mark them.
          row('Posição ideal', (role) => markedCell(role.position, isOpenProposal(fieldSource(role, 'position')))),
          row('Energia principal', (role) => markedCell(role.mainEnergy, isOpenProposal(fieldSource(role, 'mainEnergy')))),
          row('Passiva', (role, index) => {
            const passive = passives[index];
            return passive ? [link(passiveAnchor(role, passive.name), text(passive.name))] : '—';
          }),
          row('Supremas', (role) =>
            role.skills
              .filter((skill) => skill.supreme)
              .map((skill) => skill.name)
              .join(', '),
          ),
        ],
      ),
    ];
  },
};
